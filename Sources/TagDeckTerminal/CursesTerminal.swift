import CNcursesw
import TagDeck
import TagDeckANSI

/// The terminal through ncurses, for a program with its own run loop: start and stop the screen, read its input
/// as ``InputEvent``s, draw cell grids with only the changed cells written (``ScreenPainter``).
///
/// ``TerminalApp`` runs tagdeck itself this way; a host that shows a deck beside its own content uses this
/// instead, composing one ``CellGrid`` a frame (its own rows, and the deck drawn with ``Deck/draw(into:at:)``).
public final class CursesTerminal {
    private let screen: TerminalScreen
    /// The terminal's bytes, decoded with the keys of its terminfo entry.
    private var reader: TerminalReader
    /// The size the last resize said (or the one at the start): a size read otherwise is a resize.
    private var reportedSize: (width: Int, height: Int)?
    private var signals: SignalWatch?
    private let probe = WidthProbe()
    /// What `auto` turned out to be on this terminal, once asked.
    private var resolvedTheme: Theme?
    /// Inside GNU screen: the questions that bring a lone Escape through (see ``HeldEscapeNudge``).
    private var nudge = HeldEscapeNudge.isNeeded(sty: TerminalScreen.environment("STY")) ? HeldEscapeNudge() : nil
    /// The painter of the screen started, nil before ``start(theme:)``.
    public private(set) var painter: ScreenPainter?

    /// Checks the locale, `TERM` and the terminal without drawing anything.
    /// - Parameter useTTY: talk to `/dev/tty`, so that standard input and output can be pipes.
    /// - Throws: ``TerminalError`` (exit status 2) when there is no usable terminal.
    public init(useTTY: Bool) throws(TerminalError) {
        screen = try TerminalScreen(useTTY: useTTY)
        reader = TerminalReader(descriptor: screen.inputDescriptor, keys: screen.terminfo.keys)
    }

    deinit { stop() }

    /// Takes over the screen (the alternate screen, mouse reporting, bracketed paste) with the colours of `theme`.
    /// - Throws: ``TerminalError`` when ncurses cannot start the screen.
    /// SIGINT, SIGTERM and SIGHUP no longer end the process: they are noted in ``terminationSignal``, for the
    /// host to stop the screen and end as it sees fit.
    public func start(theme: Theme = .default) throws(TerminalError) {
        signals = signals ?? SignalWatch()
        try startScreen(theme: theme)
    }

    /// Gives the screen back as it was, and the signals their handlers. Safe to call more than once.
    public func stop() {
        screen.stop()
        signals?.restore()
        signals = nil
    }

    /// The terminating signal that arrived since ``start(theme:)`` (SIGINT, SIGTERM, SIGHUP), if any: the host
    /// should stop and end (exit status 128 + the signal's number, by convention).
    public var terminationSignal: Int32? { signals?.termination }

    /// The screen's size in cells.
    public var size: (width: Int, height: Int) { screen.size }

    /// Waits up to `timeoutMilliseconds` (`-1`: without limit) for input, then reads what is there. An Escape, or
    /// a sequence cut by the read, waits ``ANSIInputDecoder/escapeWait`` for the rest (a lone Escape is then the
    /// Escape key). A change of size since the last call comes first, as ``InputEvent/resize(width:height:)``.
    public func read(timeoutMilliseconds: Int32) -> [InputEvent] {
        var events = reader.read(timeoutMilliseconds: timeoutMilliseconds)
        let size = screen.followTerminalSize()
        if let last = reportedSize, last != size {
            events.insert(.resize(width: size.width, height: size.height), at: 0)
            painter?.invalidate()
        }
        reportedSize = size
        return events
    }

    /// Draws `grid` (the size of the screen), writing only what changed since the last one.
    public func draw(_ grid: CellGrid) { painter?.draw(grid) }
}

extension CursesTerminal: RunLoopScreen {
    func startScreen(theme: Theme) throws(TerminalError) {
        painter = ScreenPainter(styles: try screen.start(theme: theme) { [unowned self] in
            // Asked once a run: a resume after a suspend keeps the answer.
            if let resolvedTheme { return resolvedTheme }
            let inScreen = TerminalScreen.environment("STY") != nil
            let background = reader.askBackground(inScreen: inScreen, write: screen.writeDirectly)
            let found = Theme.auto.resolved(background: background, colorFGBG: TerminalScreen.environment("COLORFGBG")).theme
            resolvedTheme = found
            return found
        })
        reportedSize = screen.size
    }

    func stopScreen() { screen.stop() }

    func suspend(using signals: SignalWatch) { screen.suspend(using: signals) }

    var deckSize: (width: Int, height: Int) { screen.size }

    func waitForInput(alsoOn others: [Int32], timeoutMilliseconds: Int32) -> (terminal: Bool, others: [Bool]) {
        if !reader.early.isEmpty { return (true, others.map { _ in false }) }
        guard nudge != nil else { return screen.waitForInput(alsoOn: others, timeoutMilliseconds: timeoutMilliseconds) }
        let screen = screen
        return nudge!.wait(timeoutMilliseconds: timeoutMilliseconds, ask: { screen.writeDirectly(HeldEscapeNudge.request) }) {
            screen.waitForInput(alsoOn: others, timeoutMilliseconds: $0)
        }
    }

    var hasHungUp: Bool { screen.hasHungUp }

    /// The terminal's read for the run loop: as ``read(timeoutMilliseconds:)``, but each event goes to `yield` as
    /// soon as the decoder has read it, so that a mouse report reaches the deck from here in one call through the
    /// reader and one through the decoder. A change of size comes first; one that comes during the read, after
    /// what was read before it.
    func readEvents(timeoutMilliseconds: Int32, yield: (InputEvent) -> Void) {
        followSize(yield)
        reader.read(timeoutMilliseconds: timeoutMilliseconds, yield: yield)
        followSize(yield)
    }

    /// A size other than the one last said is a resize: the next frame rewrites every cell, and `yield` is told.
    private func followSize(_ yield: (InputEvent) -> Void) {
        let size = screen.followTerminalSize()
        defer { reportedSize = size }
        guard let last = reportedSize, last != size else { return }
        painter?.invalidate()
        yield(.resize(width: size.width, height: size.height))
    }

    func resetAfterSuspend() {
        reader.decoder.forgetHeldButton()
        reportedSize = screen.size
        painter?.invalidate()
    }

    func invalidate() {
        painter?.invalidate()
        _ = clearok(tagdeck_curscr(), true)
    }

    func bell() { _ = beep() }

    var probeDeadline: Double? { probe.deadline }

    func startProbe(now: Double) {
        if let painter { probe.start(painter: painter, screen: screen, now: now) }
    }

    func collectProbe(now: Double) -> Bool {
        guard let painter else { return false }
        return probe.collect(&reader.decoder.cursorReports, painter: painter, now: now)
    }
}
