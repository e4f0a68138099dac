import CNcursesw
import TagDeck
import TagDeckANSI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--height`: tagdeck in a region of rows right under the cursor, drawn with plain escape sequences, without the
/// alternate screen, as `fzf --height` is. The lines above stay in view and untouched; when fewer rows are left
/// below the cursor than the region needs, the terminal is scrolled up first. Mouse reports are moved into the
/// region's coordinates. On the way out the region is cleared and the cursor left at its first row, where the
/// output belongs.
final class InlineScreen: RunLoopScreen {
    private let terminal: ANSITerminal
    private let height: RegionHeight
    private let minimumRows: Int
    private var painter = ANSIPainter(depth: .none)
    private var theme = Theme.default
    /// Whether the terminal keeps its top rows when it shrinks below the cursor, moving the cursor to its last row
    /// (rxvt-unicode), instead of pushing lines into its scrollback to keep the cursor on its line (xterm, tmux).
    private static var dropsRowsOnShrink: Bool { (TerminalScreen.environment("TERM") ?? "").hasPrefix("rxvt") }

    /// What `auto` turned out to be on this terminal, once asked.
    private var resolvedTheme: Theme?
    /// The region's row that the last frame left the terminal's cursor on.
    private var cursorRow = 0
    /// Inside GNU screen: the questions that bring a lone Escape through (see ``HeldEscapeNudge``).
    private var nudge = HeldEscapeNudge.isNeeded(sty: TerminalScreen.environment("STY")) ? HeldEscapeNudge() : nil
    /// The region's first row on the terminal, its rows and its columns.
    private var top = 0
    private var rows = 0
    private var columns = 0

    /// Checks the locale, `TERM`, `/dev/tty` and that the terminal has room for `minimumRows`, without drawing.
    init(height: RegionHeight, minimumRows: Int) throws(TerminalError) {
        try TerminalScreen.checkEnvironment()
        do {
            terminal = try ANSITerminal()
        } catch {
            throw TerminalError("tagdeck: \(error.message)")
        }
        self.height = height
        self.minimumRows = minimumRows
        // The terminal's own key sequences, read from its terminfo entry, beside the common ones.
        let term = TerminalScreen.environment("TERM") ?? ""
        terminal.readKeys(with: TerminfoInput.load(term: term, descriptor: terminal.descriptor).keys)
        let size = terminal.size
        let rows = height.rows(of: size.height)
        guard rows >= minimumRows else {
            throw TerminalError("tagdeck: --height \(height) leaves \(rows) of the terminal's \(size.height) rows; "
                                + "tagdeck needs at least \(minimumRows)")
        }
    }

    func startScreen(theme: Theme) throws(TerminalError) {
        self.theme = theme
        terminal.start(alternateScreen: false, signalKeys: true)
        // `auto`: the terminal's background, asked once a run (a resume after a suspend keeps the answer).
        if theme == .auto && resolvedTheme == nil {
            resolvedTheme = theme.resolved(background: terminal.backgroundColor(),
                                           colorFGBG: TerminalScreen.environment("COLORFGBG")).theme
        }
        let look = resolvedTheme ?? theme
        let noColor = look == .mono ? "mono theme" : TerminalScreen.environment("NO_COLOR")
        let term = TerminalScreen.environment("TERM") ?? ""
        let colors = term.contains("256") || TerminalScreen.environment("COLORTERM") != nil ? 256 : 8
        painter = ANSIPainter(depth: ColorDepth.detect(colors: colors, noColor: noColor), theme: look)
        placeRegion()
    }

    /// Finds the cursor, makes room under it (scrolling the terminal up when the rows are not there), and puts
    /// the region there.
    private func placeRegion() {
        let size = terminal.size
        (columns, rows) = (size.width, min(height.rows(of: size.height), size.height))
        var cursor = terminal.cursorPosition() ?? Point(x: 0, y: size.height - 1)
        if cursor.x > 0 {
            // A line without its newline (a prompt): the region starts on the next one.
            terminal.write("\r\n")
            cursor = Point(x: 0, y: min(cursor.y + 1, size.height - 1))
        }
        let missing = max(0, cursor.y + rows - size.height)
        if missing > 0 { terminal.write("\r" + String(repeating: "\n", count: rows - 1)) }
        top = max(0, cursor.y - missing)
        clearRegion()
        painter.origin = Point(x: 0, y: top)
        painter.invalidate()
    }

    /// Blanks the rows from the region's first to the end of the screen, the cursor left at its first row.
    private func clearRegion() {
        terminal.write("\u{1B}[0m\u{1B}[\(top + 1);1H\u{1B}[J")
        cursorRow = 0
    }

    func stopScreen() {
        guard terminal.isActive else { return }
        clearRegion()
        terminal.stop()
    }

    func suspend(using signals: SignalWatch) {
        stopScreen()
        signals.suspendProcess()
        try? startScreen(theme: theme)
    }

    var deckSize: (width: Int, height: Int) { (columns, rows) }

    func waitForInput(alsoOn others: [Int32], timeoutMilliseconds: Int32) -> (terminal: Bool, others: [Bool]) {
        if terminal.hasInputReadAhead { return (true, others.map { _ in false }) }
        let descriptor = terminal.descriptor
        guard nudge != nil else {
            return TerminalScreen.waitForReadable(descriptor, alsoOn: others, timeoutMilliseconds: timeoutMilliseconds)
        }
        let terminal = terminal
        return nudge!.wait(timeoutMilliseconds: timeoutMilliseconds, ask: { terminal.write(HeldEscapeNudge.request) }) {
            TerminalScreen.waitForReadable(descriptor, alsoOn: others, timeoutMilliseconds: $0)
        }
    }

    var hasHungUp: Bool { tagdeck_terminal_hung_up(terminal.descriptor) != 0 }

    /// The terminal's events, read whole first (a resize asks the terminal where the cursor is: a read of its own),
    /// then handed to `yield` in the region's coordinates.
    func readEvents(timeoutMilliseconds: Int32, yield: (InputEvent) -> Void) {
        for event in terminal.read(timeoutMilliseconds: timeoutMilliseconds) {
            if case .resize(let width, let height) = event {
                yield(resized(width: width, height: height))
            } else {
                yield(event.moved(by: Point(x: 0, y: -top)))
            }
        }
    }

    /// The terminal is now `width` x `height`: the region is found where the terminal moved it (a shrinking
    /// terminal may push lines into its scrollback or drop blank ones under the cursor), then, when it no longer
    /// fits under its first row, the terminal is scrolled to make room, so that the shell's lines above it go to
    /// the scrollback instead of under the region. It is drawn anew from its first row (no ghost of it is left).
    private func resized(width: Int, height terminalRows: Int) -> InputEvent {
        (columns, rows) = (width, min(height.rows(of: terminalRows), terminalRows))
        // The cursor was left on row `cursorRow` of the region: where it is now says where the region went.
        var missing = 0
        if let cursor = terminal.cursorPosition(timeoutMilliseconds: 200) {
            top = max(0, cursor.y - cursorRow)
            if cursor.y == terminalRows - 1 && top + rows > terminalRows && Self.dropsRowsOnShrink {
                // On the last row, and the region would not fit, in a terminal that keeps its top rows on a big
                // shrink and moves the cursor to its last row (urxvt): the rows above the cursor are the shell's,
                // not the region's. The whole region's height is scrolled away: nothing above it is drawn over.
                // (xterm and tmux keep the cursor on its line, pushing the lines above into the scrollback: there
                // the rows above the cursor are the region's own, drawn over again.)
                top = terminalRows
                missing = rows
            }
        }
        top = min(top, terminalRows)
        missing = max(missing, top + rows - terminalRows)
        if missing > 0 {
            terminal.write("\u{1B}[0m\u{1B}[\(terminalRows);1H" + String(repeating: "\n", count: missing))
            top -= missing
        }
        clearRegion()
        painter.origin = Point(x: 0, y: top)
        painter.invalidate()
        return .resize(width: columns, height: rows)
    }

    func resetAfterSuspend() { painter.invalidate() }

    func draw(_ grid: CellGrid) {
        var output = painter.frame(grid)
        // The cursor is left where a resize can find the region again: on the grid's cursor, or its first row.
        if grid.cursor == nil && !output.isEmpty { output += "\u{1B}[\(top + 1);1H" }
        if !output.isEmpty { cursorRow = grid.cursor?.y ?? 0 }
        terminal.write(output)
    }

    func invalidate() { painter.invalidate() }

    func bell() { terminal.write("\u{7}") }

    var probeDeadline: Double? { nil }
    func startProbe(now: Double) {}
    func collectProbe(now: Double) -> Bool { false }
}
