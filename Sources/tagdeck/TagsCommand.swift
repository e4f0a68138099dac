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
        abstract: "Curate a Markdown note's tags (its front matter's 'tags') against the tags of its folder.",
        discussion: HelpText.fitted("""
            The top pane is the note's tags, in their order; the bottom pane every other tag used in the front \
            matter of the Markdown files under DIR (default: the note's folder; hidden folders such as .git and \
            .obsidian are skipped), grouped by how many notes use it. Moving a tag into the top pane adds it to \
            the note, out of it removes it, and a reorder reorders: each change is saved at once, atomically, \
            and only the tags' value changes in the file.

            r on a tag renames it in every note that has it (a name already used merges the two), d removes it \
            from every note; each asks first and u undoes it, file by file. The note is shown at once and the \
            folder's notes are read after it, their front matter only: r and d wait until every note is read, and \
            say they are done once the last file is written.

            Exit status:
              0      quit
              1      the note could not be read (missing, permission denied)
              2      the note's front matter is not valid YAML (FILE:LINE:COLUMN: message), its tags are not \
            texts, NOTE is no file (a directory, a FIFO), DIR is not a folder, or no usable terminal
            """)
    )

    @Argument(help: "The Markdown note whose tags to curate.")
    var note: String

    @Option(name: .customLong("in"), help: ArgumentHelp("The folder whose notes give the vocabulary (default: the note's).",
                                                        valueName: "dir"))
    var folder: String?

    @OptionGroup var motion: MotionOptions

    func run() throws {
        var options = try motion.deckOptions(mode: .editor)
        if let folder, !Vocabulary.isFolder(folder) {
            StandardStreams.error("tagdeck: \(folder) is not a folder")
            throw ExitCode(ExitStatus.badInput)
        }
        let store = NotePersistence(path: note, folder: folder)
        let board: Board
        switch store.load() {
        case .success(let loaded): board = loaded
        case .failure(.problem(let problem)):
            StandardStreams.error(problem.described(file: note))
            throw ExitCode(ExitStatus.badInput)
        case .failure(.unreadable(let error)):
            // Worded as for a board file: a missing note is a file error, a directory or a FIFO bad input.
            StandardStreams.error("tagdeck: cannot read \(note): \(error.reason)")
            throw ExitCode(error.exitStatus)
        }
        options.tagUsage = store.usage
        let (first, inbox) = Self.readFolderAfterFirstFrame(store, board)
        let result = try InteractiveSession.run(board: first, options: options, persistence: store, saving: .autosave,
                                                onTTY: false, announceTo: motion.announce, watching: note,
                                                inbox: inbox, height: try motion.regionHeight())
        throw ExitCode(result.outcome.exitStatus)
    }

    /// Starts reading the folder's notes on a thread of its own, their news and the progress of renames across
    /// them sent to the deck through an inbox: the note is on screen before the folder is read. Without an inbox
    /// (no pipe could be made) the folder is read first, and the board shown has the full vocabulary.
    private static func readFolderAfterFirstFrame(_ store: NotePersistence, _ board: Board) -> (Board, EventInbox?) {
        guard let inbox = EventInbox() else {
            store.readFolder { _ in }
            return (store.reload(board)?.merged ?? board, nil)
        }
        store.progress = { inbox.post(.saveProgress($0)) }
        Thread.detachNewThread { store.readFolder { inbox.post(.reading($0)) } }
        return (board, inbox)
    }
}
