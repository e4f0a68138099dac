import CNcursesw
import TagDeck

/// The terminal front end: runs a ``Deck`` on a real terminal through ncurses.
///
/// Creating it checks the locale, `TERM` and the terminal without drawing anything; ``run(makeDeck:)`` takes
/// over the screen and gives it back on every way out (quit, cancel, SIGINT/SIGTERM/SIGHUP).
public final class TerminalApp {
    private let screen: TerminalScreen

    /// Checks that tagdeck can run here.
    /// - Parameter useTTY: talk to `/dev/tty` rather than stdin/stdout, so these can be pipes (`tagdeck pick`).
    /// - Throws: ``TerminalError`` (exit status 2) for a locale that is not UTF-8, an unset, unknown or `dumb`
    ///   `TERM`, or no terminal at all. The screen is untouched.
    public init(useTTY: Bool) throws(TerminalError) {
        screen = try TerminalScreen(useTTY: useTTY)
    }

    /// Takes over the screen and runs the deck built by `makeDeck` (given the screen's columns and rows) until it
    /// has an outcome or a terminating signal arrives. The terminal is restored before this returns.
    /// - Throws: ``TerminalError`` when ncurses cannot start the screen.
    public func run(makeDeck: (_ width: Int, _ height: Int) -> Deck) throws(TerminalError) -> TerminalExit {
        let signals = SignalWatch()
        defer { signals.restore() }
        let styles: CursesStyles
        do {
            styles = try screen.start()
        } catch {
            screen.stop()
            throw error
        }
        defer { screen.stop() }

        let size = screen.size
        let deck = makeDeck(size.width, size.height)
        let painter = ScreenPainter(styles: styles)
        let reader = InputReader()
        var lastTick: Double?

        while true {
            if let sig = signals.termination {
                deck.cancelDrag()
                screen.stop()
                return .signalled(sig)
            }
            if let outcome = deck.outcome { return .finished(outcome) }
            if signals.takeSuspendRequest() {
                deck.cancelDrag()
                screen.suspend(using: signals)
                reader.reset()
                painter.invalidate()
                let size = screen.size
                if size.width != deck.width || size.height != deck.height {
                    deck.handle(.resize(width: size.width, height: size.height))
                }
                painter.draw(deck.render())
                continue
            }
            if deck.needsRedraw { painter.draw(deck.render()) }

            let timeout = FrameTiming.timeoutMilliseconds(now: deck.clock.now, wakeup: deck.nextWakeup,
                                                          lastTick: lastTick)
            for event in reader.read(timeoutMilliseconds: timeout) {
                if case .resize = event {
                    if deck.isDragging { deck.cancelDrag() }
                    painter.invalidate()
                }
                deck.handle(event)
                if deck.outcome != nil || signals.termination != nil { break }
            }
            let now = deck.clock.now
            if FrameTiming.isDue(now: now, wakeup: deck.nextWakeup) {
                deck.tick()
                lastTick = now
            }
        }
    }
}
