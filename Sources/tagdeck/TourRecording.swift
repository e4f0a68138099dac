#if canImport(Glibc)
import Glibc
#endif
import TagDeck
import TagDeckANSI
import TagDeckStore

/// `tagdeck tour --record FILE`: the tour drawn into an asciicast v2 recording instead of a terminal.
///
/// The deck runs through the library's host API on a clock of its own that jumps from one wake-up to the next, so
/// a 19-second tour is written in a moment, with the tour's real pace in the timestamps. Each frame is what the
/// plain painter would write to a terminal: the changed cells as escape sequences.
enum TourRecording {
    /// The size of a recording when `--size` is not given and there is no terminal to take the size of.
    static let defaultSize = (width: 100, height: 30)

    /// The theme a recording is drawn in (`auto` asks no terminal here: the default, dark one) and its ground: the
    /// text and background colours (palette indexes of the 6x6x6 cube and the grey ramp, which players do not
    /// remap as they do the sixteen ANSI colours) painted wherever the theme leaves a colour to the terminal, so
    /// that the recording looks the same in a player of any background.
    static func look(_ theme: Theme) -> (theme: Theme, text: Int16, background: Int16) {
        theme == .light ? (.light, 16, 231) : (theme == .auto ? .default : theme, 254, 16)
    }

    /// A clock that is wherever it was set: the recording's time.
    final class SteppedClock: DeckClock {
        var now: Double = 0
    }

    /// The recording of the tour on `board`, `width` x `height` cells: an asciicast v2 file, as text.
    static func record(board: Board, options: DeckOptions, width: Int, height: Int) -> String {
        let clock = SteppedClock()
        let deck = Deck(board: board, width: width, height: height, options: options, clock: clock)
        var tour = Tour(deck: deck)
        // Drawn on its theme's own ground, whatever the player's background is (the header says which).
        let look = Self.look(options.theme)
        var painter = ANSIPainter(depth: .full256, theme: look.theme, ground: (look.text, look.background))
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
        // The colours the recording is drawn in (its theme's ground, xterm's sixteen colours), for a player that
        // shows the page or the terminal around it in them.
        let palette = (0..<16).map { RGB.xterm(Int16($0)).hex }.joined(separator: ":")
        let (fg, bg) = (RGB.xterm(look.text).hex, RGB.xterm(look.background).hex)
        let header = #"{"version": 2, "width": \#(width), "height": \#(height), "#
            + #""env": {"TERM": "xterm-256color", "SHELL": "/bin/sh"}, "title": "tagdeck tour", "#
            + ##""theme": {"fg": "\##(fg)", "bg": "\##(bg)", "palette": "\##(palette)"}}"##
        return ([header] + frames.map { #"[\#(seconds($0.time)), "o", \#(BoardJSON.quoted($0.output))]"# })
            .joined(separator: "\n") + "\n"
    }

    /// Seconds with microseconds, as asciicast writes them.
    static func seconds(_ t: Double) -> String {
        let micro = Int((t * 1_000_000).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// The size of the terminal tagdeck runs in: its controlling terminal's (`/dev/tty`), else that of the first of
    /// standard output, error and input that is a terminal; nil when there is none.
    static func terminalSize() -> (width: Int, height: Int)? {
        var size = winsize()
        let tty = open("/dev/tty", O_RDONLY | O_NOCTTY)
        defer { if tty >= 0 { close(tty) } }
        for fd in [tty, STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] where fd >= 0 {
            if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        return nil
    }

    /// `COLSxROWS` (`100x30`), or nil when it is not that or smaller than a deck can be drawn in.
    static func size(_ text: String, minimum: (width: Int, height: Int)) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              w >= minimum.width, h >= minimum.height, w <= 1000, h <= 1000 else { return nil }
        return (w, h)
    }
}
