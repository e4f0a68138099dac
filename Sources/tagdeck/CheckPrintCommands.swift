#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TagDeck
import TagDeckNotes
import TagDeckStore

/// `tagdeck check FILE` and `tagdeck check DIR`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a board file, or a folder's notes: print each problem as FILE:LINE:COLUMN: message (exit 2), or nothing (exit 0).",
        discussion: HelpText.fitted("""
            FILE, a board file: every error is printed on standard error.

            DIR, a folder: every note under it that tagdeck tags would read (hidden files and folders, \
            node_modules and what its .gitignore files exclude left out) is read, and each one it would skip (its \
            front matter does not parse, it cannot be read) and each warning it would say (a tag listed twice, a \
            key given twice, an item that is no tag, a list it cannot edit in place) is printed on standard \
            output, one line each, sorted by file, line and column. --key and --engine read each note's list as \
            tagdeck tags does.

            Exit status:
              0      no problem
              1      FILE or DIR could not be read (missing, permission denied)
              2      a problem was printed, FILE is no board file (a directory, a FIFO, a device), or the path is \
            empty (a usage error)
            """)
    )

    @Argument(help: "The board file to check, or a folder whose notes to check.")
    var file: String

    @OptionGroup var list: NoteSyntaxOptions

    func run() throws {
        try PathArguments.refuseEmpty(file)
        guard Vocabulary.isFolder(file) else {
            try StandardStreams.pass(StoreCommands.check(path: file))
            return
        }
        // A folder that cannot be listed would look like one without a problem.
        if access(file, R_OK | X_OK) != 0 {
            StandardStreams.error("tagdeck: cannot read \(VisibleText.escaped(file)): \(FileError(code: errno, path: file).reason)")
            throw ExitCode(ExitStatus.fileError)
        }
        // Each note read as `tagdeck tags` reads it: its engine found from the folder, unless named.
        let syntax = list.syntax(for: file)
        // Each note whole: bytes not valid in its encoding, in its body too, are a problem an edit would meet.
        let problems = Vocabulary.scan(file, syntax: syntax, wholeNotes: true).problems
        // One line each, whatever the file names hold.
        StandardStreams.output(problems.map { VisibleText.escaped($0) + "\n" }.joined())
        if !problems.isEmpty { throw ExitCode(ExitStatus.badInput) }
    }
}

/// `tagdeck print FILE [--json]`.
struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Print a board in canonical board-file form, or as JSON."
    )

    @Argument(help: "The board file to print.")
    var file: String?

    @Flag(name: .long, help: "Print JSON: panes, sections, tags and pinned flags.")
    var json = false

    @Flag(name: .long, help: "Print the built-in demo board instead of a file.")
    var demo = false

    /// The key table of the board guide (docs/board.md), as Markdown, from the key map: what `Scripts/generate-docs`
    /// writes between the guide's markers. Not shown in the help, the man page or the completions.
    @Flag(name: .long, help: .private)
    var keyTable = false

    func validate() throws {
        if keyTable {
            if demo || json || file != nil { throw ValidationError("--key-table takes no FILE, --demo or --json") }
            return
        }
        if demo == (file != nil) { throw ValidationError("give either FILE or --demo") }
    }

    func run() throws {
        if keyTable {
            StandardStreams.output(KeyMap.standard.markdownTable())
            return
        }
        if demo {
            let board = try DemoBoard.board()
            StandardStreams.output(json ? BoardJSON.encode(board) : BoardFile.canonicalText(board))
            return
        }
        try StandardStreams.pass(StoreCommands.print(path: file!, json: json))
    }
}

extension DemoBoard {
    /// The demo board, parsed. It is part of the binary, so a failure here is a build defect.
    static func board() throws -> Board {
        switch BoardFile.parse(text: text, fileName: "demo") {
        case .success(let board): return board
        case .failure(let errors):
            StandardStreams.error(errors.description)
            throw ExitCode(ExitStatus.badInput)
        }
    }
}

/// `tagdeck merge BASE OURS THEIRS`: a three-way merge of board files by tags, usable as a git merge driver.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two changed board files by tags (three-way) into OURS; a git merge driver.",
        discussion: """
            Writes the merge of OURS and THEIRS (both changed from BASE) into OURS, atomically and in canonical \
            form. A tag moved, added, deleted or pinned on one side takes that change; moves of different tags \
            combine, even within one section. A real conflict (one tag moved to two places, changed on one side \
            and deleted on the other) keeps OURS' choice and is printed as FILE:LINE: message; the exit status \
            is then 1. As a git merge driver:
              echo '*.board.md merge=tagdeck' >> .gitattributes
              git config merge.tagdeck.driver 'tagdeck merge %O %A %B'
            """
    )

    @Argument(help: "The common ancestor.")
    var base: String

    @Argument(help: "Our version; the merge is written here.")
    var ours: String

    @Argument(help: "Their version.")
    var theirs: String

    func run() throws {
        try StandardStreams.pass(StoreCommands.merge(base: base, ours: ours, theirs: theirs))
    }
}
