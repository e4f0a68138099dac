import ArgumentParser
import TagDeck
import TagDeckStore

/// `tagdeck check FILE`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a board file: print every error as FILE:LINE:COLUMN: message (exit 2), or nothing (exit 0)."
    )

    @Argument(help: "The board file to check.")
    var file: String

    func run() throws {
        try StandardStreams.pass(StoreCommands.check(path: file))
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

    func validate() throws {
        if demo == (file != nil) { throw ValidationError("give either FILE or --demo") }
    }

    func run() throws {
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
