import ArgumentParser
import Foundation
import TagDeck
import TagDeckNotes
import TagDeckStore
import TagDeckTerminal

/// `tagdeck tags NOTE.md [--in DIR]`: a Markdown note's front matter tags against its folder's vocabulary.
struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "Curate a Markdown note's tags (its front matter's 'tags', or --key) against the tags of its folder.",
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

            r on a tag renames it in every note that has it (a name already used merges the two), d removes it \
            from every note; each asks first and u undoes it, file by file. The note is shown at once and the \
            folder's notes are read after it, their front matter only: r and d wait until every note is read, and \
            say they are done once the last file is written.

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

    @Argument(help: "The Markdown note whose tags to curate.")
    var note: String

    @Option(name: .customLong("in"), help: ArgumentHelp("The folder whose notes give the vocabulary (default: the note's).",
                                                        valueName: "dir"))
    var folder: String?

    @OptionGroup var list: NoteSyntaxOptions

    @OptionGroup var motion: MotionOptions

    @OptionGroup var previewing: PreviewArguments

    func run() throws {
        var options = try motion.deckOptions(mode: .editor)
        options.preview = previewing.options
        let height = try motion.regionHeight()
        // `-` names standard input elsewhere; a note is edited in place, so it must be a file.
        if note == "-" && !FileManager.default.fileExists(atPath: note) {
            StandardStreams.error("tagdeck: a note is edited in place: give its path, not - (standard input)")
            throw ExitCode(ExitStatus.badInput)
        }
        try PathArguments.refuseEmpty(note)
        if let folder { try PathArguments.refuseNoFolder(folder) }
        if let folder, !Vocabulary.isFolder(folder) {
            StandardStreams.error("tagdeck: \(Self.shown(folder)) is not a folder")
            throw ExitCode(ExitStatus.badInput)
        }
        let syntax = list.syntax(for: folder ?? NotePersistence.folder(of: note))
        // The note, then the terminal, then the folder: what is wrong with the note is said with or without a
        // terminal, and a folder (which may be big) is read only when there is a terminal to show it on.
        if case .failure(let failure) = NoteFile.read(note, syntax: syntax) { throw refuse(failure) }
        let terminal = try InteractiveSession.terminal(onTTY: false, height: height, minimumRows: options.minimumHeight)
        let store = NotePersistence(path: note, folder: folder, syntax: syntax)
        let board: Board
        switch store.load() {
        case .success(let loaded): board = loaded
        case .failure(let failure): throw refuse(failure)
        }
        options.tagUsage = store.usage
        let inbox = FolderReadingStart.afterFirstFrame(progress: { store.progress = $0 }, read: { store.readFolder(news: $0) })
        let first = inbox == nil ? store.reload(board)?.merged ?? board : board
        let result = try InteractiveSession.run(board: first, options: options, persistence: store, saving: .autosave,
                                                onTTY: false, announceTo: motion.announce, watching: note,
                                                inbox: inbox, history: store.startMessage.map { message in { (UndoHistory(), message) } },
                                                height: height, terminal: terminal)
        throw ExitCode(result.outcome.exitStatus)
    }

    /// Says on one line why the note cannot be curated; the exit status to end with.
    private func refuse(_ failure: NoteFile.Failure) -> ExitCode {
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

