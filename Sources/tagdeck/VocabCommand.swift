#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TagDeck
import TagDeckNotes
import TagDeckStore

/// `tagdeck vocab DIR --check`: every use of a tag outside the folder's vocabulary, for a site's CI.
struct VocabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocab",
        abstract: "Curate a folder's vocabulary: the tags it keeps above, every other tag its notes use below.",
        discussion: HelpText.fitted("""
            The vocabulary is DIR/tags.yml (Docusaurus's: its top-level keys are the tags) when there is one, \
            else DIR/.tagdeck/vocabulary.md (a board file: the tags of its top pane, in its sections; made when a \
            first tag is kept); --file names another. The top pane, Vocabulary, is the kept tags; the bottom pane, \
            In use, not kept, every other tag the notes under DIR use (as tagdeck tags reads them: front matter \
            and, with --inline, #tags in the body), in sections: Look alike (tags that differ only by case, \
            accents, a leading #, a plural s or one letter), then nested tags by parent (project/ holds \
            project/alpha), then the rest by how many notes use them.

            Moving a tag into the top pane keeps it, out of it no longer keeps it, a reorder reorders: the \
            vocabulary file alone is written, atomically (a tags.yml keeps its other keys, values and comments; a \
            tag kept again gets its block back). r renames a tag in every note that uses it (a parent's children \
            with it: project to work makes project/alpha work/alpha; a name in use merges the two) and in the \
            vocabulary, d removes it from every note; each asks first and u undoes it, file by file.

            With --check, nothing is shown: each use of a tag the vocabulary does not keep is printed as \
            FILE:LINE:COLUMN: 'tag' is not in the vocabulary (did you mean 'kept'?), sorted; --json prints them \
            as a JSON array. Inline tags are read by default in an Obsidian vault (a .obsidian folder).

            Exit status:
              0      quit; with --check, every tag used is kept
              1      with --check, a tag outside the vocabulary is used (each use printed); DIR could not be read
              2      a vocabulary file that is no vocabulary (or a tags.yml that cannot be edited in place), a \
            usage error (DIR empty, or a file: DIR is not a folder), no usable terminal; with --check, no vocabulary file or a note that cannot be read
            """)
    )

    @Argument(help: "The folder whose notes to check.")
    var folder: String

    @Flag(help: "Show no board: print every use of a tag outside the vocabulary and exit 1 if there is any.")
    var check = false

    @Flag(help: "Print the uses as a JSON array of objects (file, line, column, tag, inline, suggestion).")
    var json = false

    @Option(help: ArgumentHelp("The vocabulary file (tags.yml, or a board file whose top pane holds the kept tags).",
                               valueName: "file"))
    var file: String?

    @OptionGroup var list: NoteSyntaxOptions

    @OptionGroup var motion: MotionOptions

    @OptionGroup var previewing: PreviewArguments

    func run() throws {
        try PathArguments.refuseNoFolder(folder)
        guard Vocabulary.isFolder(folder), access(folder, R_OK | X_OK) == 0 else {
            StandardStreams.error("tagdeck: cannot read the folder \(VisibleText.escaped(folder))")
            throw ExitCode(ExitStatus.fileError)
        }
        if check { return try runCheck() }
        if json {
            StandardStreams.error("tagdeck vocab: --json goes with --check")
            throw ExitCode(ExitStatus.badInput)
        }
        var options = try motion.deckOptions(mode: .editor)
        options.preview = previewing.options
        let height = try motion.regionHeight()
        let store = VocabularyPersistence(folder: folder, file: file, syntax: list.syntax(for: folder))
        let board: Board
        switch store.load() {
        case .success(let loaded): board = loaded
        case .failure(let failure):
            StandardStreams.error("tagdeck: " + VisibleText.escaped(failure.message))
            throw ExitCode(ExitStatus.badInput)
        }
        let terminal = try InteractiveSession.terminal(onTTY: false, height: height, minimumRows: options.minimumHeight)
        options.tagUsage = store.usage
        let inbox = FolderReadingStart.afterFirstFrame(progress: { store.progress = $0 }, read: { store.readFolder(news: $0) })
        let first = inbox == nil ? store.reload(board)?.merged ?? board : board
        let result = try InteractiveSession.run(board: first, options: options, persistence: store, saving: .autosave,
                                                onTTY: false, announceTo: motion.announce,
                                                watching: FilePaths.exists(store.path) ? store.path : nil,
                                                inbox: inbox, history: store.startMessage.map { message in { (UndoHistory(), message) } },
                                                height: height, terminal: terminal)
        throw ExitCode(result.outcome.exitStatus)
    }

    /// `--check`: every stray use printed, the exit status says whether there was any.
    private func runCheck() throws {
        let kept: KeptVocabulary
        switch KeptVocabulary.load(folder: folder, file: file) {
        case .success(let vocabulary): kept = vocabulary
        case .failure(let failure):
            StandardStreams.error("tagdeck: " + VisibleText.escaped(failure.message))
            throw ExitCode(ExitStatus.badInput)
        }
        let syntax = list.syntax(for: folder)
        let (strays, skipped) = VocabularyCheck.strays(notes: Vocabulary.notes(under: folder), kept: kept.tags,
                                                       syntax: syntax, inline: syntax.inline)
        if json {
            StandardStreams.output("[" + strays.map(Self.json).joined(separator: ",\n ") + "]\n")
        } else {
            StandardStreams.output(strays.map { VisibleText.escaped($0.described) + "\n" }.joined())
        }
        for problem in skipped { StandardStreams.error(VisibleText.escaped(problem)) }
        if !skipped.isEmpty { throw ExitCode(ExitStatus.badInput) }
        if !strays.isEmpty { throw ExitCode(ExitStatus.strayTags) }
    }

    /// One stray as a JSON object.
    private static func json(_ stray: VocabularyCheck.Stray) -> String {
        let suggestion = stray.suggestion.map(BoardJSON.quoted) ?? "null"
        return #"{"file": \#(BoardJSON.quoted(stray.file)), "line": \#(stray.line), "column": \#(stray.column), "#
            + #""tag": \#(BoardJSON.quoted(stray.tag)), "inline": \#(stray.isInline), "suggestion": \#(suggestion)}"#
    }
}
