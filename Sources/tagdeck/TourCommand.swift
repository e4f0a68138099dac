import ArgumentParser
import TagDeck
import TagDeckStore

/// `tagdeck tour`: the demo board plays itself.
struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Watch the demo board play itself: lifts, drags, a fly-in, a live reorder, a cancel, a keyboard carry.",
        discussion: """
            Each step is captioned on the status line, at a human pace. Any key or click ends the tour at once \
            and leaves the demo board as it was when the tour began, ready to use. Nothing is ever written.
            """
    )

    @OptionGroup var motion: MotionOptions

    func run() throws {
        let result = try InteractiveSession.run(board: try DemoBoard.board(), options: try motion.deckOptions(mode: .editor),
                                                persistence: nil, saving: .noFile, onTTY: false,
                                                announceTo: motion.announce, tour: true)
        throw ExitCode(result.outcome.exitStatus)
    }
}
