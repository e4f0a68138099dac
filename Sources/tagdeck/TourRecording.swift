import TagDeck
import TagDeckANSI
import TagDeckStore

/// `tagdeck tour --record FILE`: the tour drawn into an asciicast v2 recording instead of a terminal.
///
/// The deck runs through the library's host API on a clock of its own that jumps from one wake-up to the next, so
/// a 19-second tour is written in a moment, with the tour's real pace in the timestamps. Each frame is what the
/// plain painter would write to a terminal: the changed cells as escape sequences.
enum TourRecording {
    /// The size of a recording when `--size` is not given.
    static let defaultSize = (width: 100, height: 30)

    /// A clock that is wherever it was set: the recording's time.
    final class SteppedClock: DeckClock {
        var now: Double = 0
    }

    /// The recording of the tour on `board`, `width` x `height` cells: an asciicast v2 file, as text.
    static func record(board: Board, options: DeckOptions, width: Int, height: Int) -> String {
        let clock = SteppedClock()
        let deck = Deck(board: board, width: width, height: height, options: options, clock: clock)
        var tour = Tour(deck: deck)
        // Drawn for a dark ground whatever `auto` would find here (the header says so).
        var painter = ANSIPainter(depth: .full256, theme: options.theme == .auto ? .default : options.theme)
        var frames: [(time: Double, output: String)] = [(0, "\u{1B}[2J" + painter.frame(deck.render()))]
        let end = 600.0  // a tour that never ended would stop here
        while tour.isPlaying || deck.nextWakeup != nil, clock.now < end {
            guard let due = [tour.nextDue, deck.nextWakeup].compactMap({ $0 }).min() else { break }
            clock.now = max(due, clock.now)
            tour.play(deck) { _ = deck.update(.input($0)) }
            if let wake = deck.nextWakeup, wake <= clock.now { _ = deck.update(.tick) }
            let output = painter.frame(deck.render())
            if !output.isEmpty { frames.append((clock.now, output)) }
        }
        // The last frame stays on screen a moment; then the status row is cleared and the cursor shown on it, so
        // that what a shell prints after a replay lands on a blank line under the board, not inside it.
        frames.append((clock.now + 2, "\u{1B}[0m\u{1B}[\(height);1H\u{1B}[2K\u{1B}[?25h"))
        // The colours the recording is drawn for (the default theme's dark ground, xterm's sixteen colours), so
        // that a player on a light page or terminal shows them as they were meant.
        let palette = (0..<16).map { RGB.xterm(Int16($0)).hex }.joined(separator: ":")
        let header = #"{"version": 2, "width": \#(width), "height": \#(height), "#
            + #""env": {"TERM": "xterm-256color", "SHELL": "/bin/sh"}, "title": "tagdeck tour", "#
            + ##""theme": {"fg": "#e5e5e5", "bg": "#000000", "palette": "\##(palette)"}}"##
        return ([header] + frames.map { #"[\#(seconds($0.time)), "o", \#(BoardJSON.quoted($0.output))]"# })
            .joined(separator: "\n") + "\n"
    }

    /// Seconds with microseconds, as asciicast writes them.
    static func seconds(_ t: Double) -> String {
        let micro = Int((t * 1_000_000).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `COLSxROWS` (`100x30`), or nil when it is not that or smaller than a deck can be drawn in.
    static func size(_ text: String, minimum: (width: Int, height: Int)) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              w >= minimum.width, h >= minimum.height, w <= 1000, h <= 1000 else { return nil }
        return (w, h)
    }
}
