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

    @Option(name: .long, help: ArgumentHelp(
        "Write the tour to this file as an asciicast v2 recording (play it with 'asciinema play FILE'), without a terminal.",
        valueName: "file"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("The recording's size in cells, COLSxROWS (default: the terminal's size, else 100x30).",
                                            valueName: "size"))
    var size: String?

    func run() throws {
        if let record {
            try write(to: record)
            return
        }
        if size != nil {
            StandardStreams.error("tagdeck: --size needs --record (a tour on the terminal takes its size)")
            throw ExitCode(ExitStatus.badInput)
        }
        let result = try InteractiveSession.run(board: try DemoBoard.board(), options: try motion.deckOptions(mode: .editor),
                                                persistence: nil, saving: .noFile, onTTY: false,
                                                announceTo: motion.announce, tour: true, height: try motion.regionHeight())
        throw ExitCode(result.outcome.exitStatus)
    }

    /// `--record`: the tour into a recording at `path`, written atomically; no terminal is needed.
    private func write(to path: String) throws {
        let options = try motion.deckOptions(mode: .editor)
        let minimum = (width: options.minimumWidth, height: options.minimumHeight)
        let (size, reason) = try size.map { text in
            guard let size = TourRecording.size(text, minimum: minimum) else {
                StandardStreams.error("tagdeck: --size \(text): expected COLSxROWS, at least \(minimum.width)x\(minimum.height), such as 100x30")
                throw ExitCode(ExitStatus.badInput)
            }
            return (size, nil)
        } ?? Self.chosenSize(minimum: minimum)
        let cast = TourRecording.record(board: try DemoBoard.board(), options: options, width: size.width,
                                        height: size.height)
        do {
            try AtomicFile.write(Array(cast.utf8), to: path)
            if let reason { StandardStreams.error("tagdeck: recorded at \(size.width)x\(size.height), \(reason)") }
        } catch {
            StandardStreams.error("tagdeck: \(error.description)")
            throw ExitCode(error.exitStatus)
        }
    }

    /// Without `--size`: the terminal's size, else ``TourRecording/defaultSize`` (and the same when the terminal is
    /// smaller than a deck can be drawn in), with why, in words.
    private static func chosenSize(minimum: (width: Int, height: Int)) -> ((width: Int, height: Int), String?) {
        guard let terminal = TourRecording.terminalSize() else {
            return (TourRecording.defaultSize, "with no terminal to take the size of (--size COLSxROWS for another)")
        }
        guard terminal.width >= minimum.width, terminal.height >= minimum.height else {
            return (TourRecording.defaultSize, "the terminal's \(terminal.width)x\(terminal.height) being under "
                    + "\(minimum.width)x\(minimum.height) (--size COLSxROWS for another)")
        }
        return (terminal, "the terminal's size (--size COLSxROWS for another)")
    }
}
