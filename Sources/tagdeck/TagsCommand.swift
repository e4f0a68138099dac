import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck
import TagDeckNotes
import TagDeckStore
import TagDeckTerminal

/// `tagdeck tags NOTE.md... [--in DIR]`: the front matter tags of a Markdown note (or of several at once) against
/// their folder's vocabulary.
struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "Curate a Markdown note's tags (its front matter's 'tags', or --key), or several notes' at once, against the tags of their folder.",
        discussion: HelpText.fitted("""
            The top pane is the note's tags, in their order; the bottom pane every other tag used in the front \
            matter of the notes (.md, .markdown, .mdx, any case) under DIR (default: the note's folder; hidden \
            files and folders such as .git and .obsidian, node_modules, and what the folder's .gitignore files \
            exclude are left out), grouped by how many notes use it. Moving a tag into the top pane adds it to \
            the note, out of it removes it, and a reorder reorders: each change is saved at once, atomically, and \
            only the list's value changes in the file.

            Front matter may be YAML (between --- lines), TOML (between +++ lines, as Hugo and Zola write it) or \
            JSON (an object at the top, as Hugo reads it); the note UTF-8, UTF-16 or UTF-32. The list is the key \
            --key names (tags by default, whatever its case: Tags is edited where it is). A text value is read as \
            the site's engine reads it (--engine, else found from the folder: _config.yml is Jekyll, which splits \
            it on blanks; .obsidian/ is Obsidian, on commas and blanks; Hugo, Docusaurus and plain YAML take it as \
            one tag), and written back so.

            Several notes (tagdeck tags a.md b.md, or - to read their paths from standard input, one a line, or \
            NUL-separated with --read0: rg -l kubernetes | tagdeck tags -, or ls *.md | tagdeck pick | tagdeck tags -) \
            are curated at once: the top pane holds \
            their tags in two sections, On all N notes and On some, each chip with on how many of them it is \
            ([rust 2/3]); the focus line names them. A tag moved into On all (a drag, or Enter on a tag below or on \
            some) is added to every note that lacks it, at the end of its list; a tag moved out of the top pane is \
            taken off every note; a new tag (a) goes on all. A reorder in the top pane, or a move into On some, is \
            refused with one line: each note keeps its own order. Each change is one undo step across the notes. \
            DIR defaults to the notes' common folder.

            r on a tag renames it in every note that has it (a name already used merges the two), d removes it \
            from every note; each asks first and u undoes it, file by file. The note is shown at once and the \
            folder's notes are read after it, their front matter only: r and d wait until every note is read, and \
            say they are done once the last file is written.

            The last 100 edits across notes are kept after a quit (each file's bytes before, per folder, in \
            $XDG_STATE_HOME/tagdeck/notes/, by default ~/.local/state/tagdeck/notes/; files of mode 0600, at most \
            100 MB per folder): u with nothing left to undo in the run undoes the newest kept edit, every file \
            written back, unless one of them changed since (then nothing is written, and the status line names \
            it). --history DIR lists the edits kept for the notes of DIR, newest first, and exits 0.

            A note of the folder that cannot be read (its front matter does not parse, ...) is skipped and never \
            written; the status line says so once the folder is read. tagdeck check DIR lists every note skipped and every \
            warning (a tag listed twice, a key given twice, a list that cannot be edited in place), one line each.

            Exit status:
              0      quit
              1      the note could not be read (missing, permission denied)
              2      the note's front matter does not parse (FILE:LINE:COLUMN: message), its bytes are not valid \
            in its encoding, NOTE is no file (a directory, a FIFO, a device, - for standard input), DIR is not a folder, NOTE or DIR is \
            an empty path, a usage error, \
            or no usable terminal (checked before the folder is read)
            """)
    )

    @Argument(help: ArgumentHelp("The Markdown notes whose tags to curate (- : their paths on standard input).",
                                 valueName: "note"))
    var notes: [String] = []

    @Flag(name: .customLong("read0"), help: "With -, the paths on standard input are separated by NUL, not newline.")
    var read0 = false

    @Option(name: .customLong("in"), help: ArgumentHelp("The folder whose notes give the vocabulary (default: the note's).",
                                                        valueName: "dir"))
    var folder: String?

    @Option(name: .customLong("history"), help: ArgumentHelp(
        "List the edits across the notes of DIR kept for undo after a restart, newest first, and exit.", valueName: "dir"))
    var keptFolder: String?

    @OptionGroup var list: NoteSyntaxOptions

    @OptionGroup var motion: MotionOptions

    @OptionGroup var previewing: PreviewArguments

    func run() throws {
        if let keptFolder { return try KeptListing.print(folder: keptFolder, notes: notes) }
        var options = try motion.deckOptions(mode: .editor)
        options.preview = previewing.options
        let height = try motion.regionHeight()
        if let folder { try PathArguments.refuseNoFolder(folder) }
        if let folder, !Vocabulary.isFolder(folder) {
            StandardStreams.error("tagdeck: \(Self.shown(folder)) is not a folder")
            throw ExitCode(ExitStatus.badInput)
        }
        let notes = try selectedNotes()
        for note in notes { try PathArguments.refuseEmpty(note) }
        let syntax = list.syntax(for: folder ?? NotePersistence.folder(ofAll: notes))
        // The notes, then the terminal, then the folder: what is wrong with a note is said with or without a
        // terminal, and a folder (which may be big) is read only when there is a terminal to show it on.
        // Several notes are read once, on every core, before the terminal; one note is read again after it (as the
        // folder's reading starts then).
        let store = NotePersistence(paths: notes, folder: folder, syntax: syntax)
        var loaded: Board?
        if notes.count > 1 {
            switch store.load() {
            case .success(let board): loaded = board
            case .failure(let failure): throw refuse(failure, note: store.failedPath ?? notes[0])
            }
        } else if case .failure(let failure) = NoteFile.read(notes[0], syntax: syntax) {
            throw refuse(failure, note: notes[0])
        }
        let terminal = try InteractiveSession.terminal(onTTY: false, height: height, minimumRows: options.minimumHeight)
        let board: Board
        switch loaded.map({ .success($0) }) ?? store.load() {
        case .success(let read): board = read
        case .failure(let failure): throw refuse(failure, note: notes[0])
        }
        options.tagUsage = store.usage
        options.selection = store.selectionRules
        // The edits across notes kept past a quit: `u` undoes them after a restart.
        if let state = NoteHistory.stateDirectory(environment: ConfigLoading.environment) { store.keepSteps(in: state) }
        options.undoesKeptSteps = store.keepsSteps
        let inbox = FolderReadingStart.afterFirstFrame(progress: { store.progress = $0 }, read: { store.readFolder(news: $0) })
        let first = inbox == nil ? store.reload(board)?.merged ?? board : board
        let result = try InteractiveSession.run(board: first, options: options, persistence: store, saving: .autosave,
                                                onTTY: false, announceTo: motion.announce, watching: notes[0],
                                                inbox: inbox, history: store.startMessage.map { message in { (UndoHistory(), message) } },
                                                height: height, terminal: terminal)
        throw ExitCode(result.outcome.exitStatus)
    }

    /// The notes to curate: those named, or with `-` those whose paths standard input gives, each once (the same
    /// file named twice is curated once).
    private func selectedNotes() throws -> [String] {
        var named = notes
        if named == ["-"] && !FilePaths.exists("-") {
            guard !StandardStreams.isTerminal else {
                StandardStreams.error("tagdeck: tags - reads the notes' paths from standard input: pipe them in (rg -l word | tagdeck tags -)")
                throw ExitCode(ExitStatus.badInput)
            }
            let bytes = Self.standardInputBytes()
            named = bytes.split(separator: read0 ? 0 : 0x0A, omittingEmptySubsequences: true)
                .map { String(decoding: $0, as: UTF8.self) }
            guard !named.isEmpty else {
                StandardStreams.error("tagdeck: tags -: no note's path on standard input")
                throw ExitCode(ExitStatus.badInput)
            }
        } else if named.contains("-") && !FilePaths.exists("-") {
            // `-` names standard input elsewhere; a note is edited in place, so it must be a file.
            StandardStreams.error("tagdeck: a note is edited in place: give its path, not - (standard input)")
            throw ExitCode(ExitStatus.badInput)
        }
        guard !named.isEmpty else {
            StandardStreams.error("tagdeck: tags needs a note: tagdeck tags NOTE.md (or several, or - to read their paths)")
            throw ExitCode(ExitStatus.badInput)
        }
        return SameFile.unique(named)
    }

    /// Says on one line why `note` cannot be curated; the exit status to end with.
    private func refuse(_ failure: NoteFile.Failure, note: String) -> ExitCode {
        let shown = Self.shown(note)
        switch failure {
        case .problem(let problem):
            StandardStreams.error(problem.described(file: shown))
            return ExitCode(ExitStatus.badInput)
        case .unreadable(let error):
            // Worded as for a board file: a missing note is a file error, a directory or a FIFO bad input.
            StandardStreams.error("tagdeck: cannot read \(shown): \(error.reason)")
            return ExitCode(error.exitStatus)
        }
    }

    /// A path as a message shows it: on one line (a line feed in it escaped), an empty one as `''`.
    static func shown(_ path: String) -> String { path.isEmpty ? "''" : VisibleText.escaped(path) }
}

extension TagsCommand {
    /// Every byte standard input gives, to its end.
    static func standardInputBytes() -> [UInt8] {
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return bytes }
            bytes += buffer[..<n]
        }
    }
}
