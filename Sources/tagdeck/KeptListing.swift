import ArgumentParser
import TagDeck
import TagDeckNotes

/// `tagdeck tags --history DIR`: the edits across the notes of DIR kept for undo after a restart, newest first,
/// one a line on standard output; the steps that cannot be read said on standard error. Exit 0.
enum KeptListing {
    static func print(folder: String, notes: [String]) throws {
        guard notes.isEmpty else {
            StandardStreams.error("tagdeck: tags --history DIR lists what is kept for a folder: give it no note")
            throw ExitCode(ExitStatus.badInput)
        }
        try PathArguments.refuseNoFolder(folder)
        guard Vocabulary.isFolder(folder) else {
            StandardStreams.error("tagdeck: \(TagsCommand.shown(folder)) is not a folder")
            throw ExitCode(ExitStatus.badInput)
        }
        let history = NoteHistory.stateDirectory(environment: ConfigLoading.environment)
            .flatMap { NoteHistory(folder: folder, stateDirectory: $0) }
        let (lines, problems) = history?.listing() ?? ([], [])
        // A tag or a file name may hold control characters: shown, never sent raw.
        for problem in problems { StandardStreams.error("tagdeck: a kept step could not be read (\(VisibleText.escaped(problem))): skipped") }
        if lines.isEmpty { StandardStreams.output("No edits kept for \(TagsCommand.shown(folder)): u after a restart has nothing to undo\n") }
        StandardStreams.output(lines.map { VisibleText.escaped($0) + "\n" }.joined())
    }
}
