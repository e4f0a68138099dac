import ArgumentParser
import TagDeck
import TagDeckStore

/// `tagdeck [FILE]`: the board editor.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a board file (the default command), or the demo board without FILE.",
        discussion: HelpText.fitted("Drag chips with the mouse (Alt+click marks a chip), or use the keys:\n\n"
            + KeyMap.standard.plainText())
    )

    @Argument(help: "The board file to edit. Without it, the built-in demo board.")
    var file: String?

    @OptionGroup var motion: MotionOptions

    @OptionGroup var previewing: PreviewArguments

    @Flag(name: .long, help: "Keep changes in memory until 's'; 'q' with unsaved changes asks first.")
    var noAutosave = false

    func run() throws {
        var options = try motion.deckOptions(mode: .editor)
        options.preview = previewing.options
        let board: Board
        var persistence: FileBoardPersistence?
        if let file {
            let journal = UndoJournal.stateDirectory(environment: ConfigLoading.environment)
                .flatMap { UndoJournal(boardPath: file, stateDirectory: $0) }
            let store = FileBoardPersistence(path: file, autosave: !noAutosave, journal: journal)
            switch store.load() {
            case .success(let loaded): board = loaded
            case .failure(.malformed(let errors)):
                StandardStreams.error(errors.description)
                throw ExitCode(ExitStatus.badInput)
            case .failure(.unreadable(let error)):
                // Worded like `check` and `print`, so every command reports an unreadable file the same way.
                StandardStreams.error("tagdeck: cannot read \(error.path): \(error.reason)")
                throw ExitCode(error.exitStatus)
            }
            persistence = store
        } else {
            board = try DemoBoard.board()
        }
        let saving: SavePolicy = persistence?.savePolicy
            ?? .nowhere(hint: "The demo board is not saved: tagdeck print --demo > my.board.md")
        let result = try InteractiveSession.run(board: board, options: options, persistence: persistence,
                                                saving: saving, onTTY: false, announceTo: motion.announce,
                                                watching: persistence?.path, history: persistence?.historyReader(),
                                                height: try motion.regionHeight())
        // Only after a signal: `q` then `d` discards the changes on purpose.
        if case .signalled = result.outcome, let deck = result.deck, deck.hasUnsavedChanges, let persistence {
            // Stopped by a signal with changes not on disk (--no-autosave): keep them next to the file.
            let report = persistence.saveRecovery(deck.board)
            StandardStreams.error(report.message)
        }
        throw ExitCode(result.outcome.exitStatus)
    }
}
