import ArgumentParser
import TagDeck
import TagDeckStore

/// `tagdeck pick`: choose and order lines from standard input; print the chosen ones.
struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Pick and order tags from standard input, one per line; print the chosen ones.",
        discussion: """
            Candidates come from standard input into the bottom pane, "Available". Drag (or Enter) the ones \
            you want into the top pane, "Chosen", and order them. The interface runs on the terminal \
            (/dev/tty), so standard input and output can be pipes:
              ls ~/notes | tagdeck pick > reading-order.txt

            q accepts: the chosen tags are printed, one per line, in order (exit 0). Escape with nothing \
            dragged, or Ctrl-C, cancels: nothing is printed (exit 130). Blank lines are skipped; duplicate \
            lines are merged, with a warning on standard error.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Preload the chosen pane from a file, one tag per line.",
                                            valueName: "file"))
    var chosen: String?

    @OptionGroup var motion: MotionOptions

    func run() throws {
        let candidates = PickerLines.read(StandardStreams.readAllInput(), source: "standard input")
        var preloaded = PickerLines()
        if let chosen {
            do {
                preloaded = PickerLines.read(try FileReading.read(chosen).bytes, source: chosen)
            } catch {
                StandardStreams.error("tagdeck: cannot read \(chosen): \(error.reason)")
                throw ExitCode(ExitStatus.fileError)
            }
        }
        for warning in candidates.warnings + preloaded.warnings { StandardStreams.error(warning) }
        let options = motion.deckOptions(mode: .picker)
        let board = PickerBoard.make(candidates: candidates.texts, chosen: preloaded.texts)
        let result = try InteractiveSession.run(board: board, options: options, persistence: nil,
                                                saving: .noFile, onTTY: true)
        if result.outcome == .quit, let deck = result.deck {
            StandardStreams.output(PickerBoard.chosenOutput(deck.board))
        }
        throw ExitCode(result.outcome.exitStatus)
    }
}
