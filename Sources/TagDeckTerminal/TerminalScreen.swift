import CNcursesw
import CTerminalRescue
import TagDeck
import TagDeckANSI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ncurses screen: checks that the terminal is usable before touching it, sets every mode tagdeck needs,
/// and puts every one of them back. ncurses draws; the input is read from ``inputDescriptor`` as the terminal's
/// bytes, decoded by the one decoder (`ANSIInputDecoder`) with the keys of the terminal's terminfo entry.
final class TerminalScreen {
    /// Bracketed paste: the terminal wraps pasted text in `ESC [ 200 ~` ... `ESC [ 201 ~`.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    private let term: String
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let ownsFiles: Bool
    private var screen: OpaquePointer?
    /// Whether the program modes are on (between ``start()`` and ``stop()``, outside a suspend).
    private(set) var isActive = false
    /// What the terminal's terminfo entry says about its input: its keys, its mouse encoding.
    let terminfo: TerminfoInput

    /// Checks the locale, `TERM` and the terminal, without changing anything on the screen.
    /// - Parameter useTTY: talk to `/dev/tty` instead of stdin/stdout (which may then be pipes).
    init(useTTY: Bool) throws(TerminalError) {
        try Self.checkEnvironment()
        let term = Self.environment("TERM")!
        self.term = term

        if useTTY {
            guard let output = fopen("/dev/tty", "w"), let input = fopen("/dev/tty", "r") else {
                throw TerminalError("tagdeck: no terminal: /dev/tty cannot be opened (run it from a terminal)")
            }
            self.input = input
            self.output = output
            ownsFiles = true
        } else {
            guard isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 else {
                throw TerminalError("tagdeck: no terminal: standard input and output must be a terminal")
            }
            input = tagdeck_stdin()
            output = tagdeck_stdout()
            ownsFiles = false
        }

        var status: Int32 = 0
        let probed = setupterm(term, fileno(output), &status)
        let canAddress = probed == OK && tagdeck_has_string_capability("cup") != 0
            && tagdeck_has_string_capability("clear") != 0
        terminfo = probed == OK ? TerminfoInput.current() : TerminfoInput.none
        tagdeck_release_probe_terminal()
        guard probed == OK else {
            closeFiles()
            throw TerminalError(status == -1
                ? "tagdeck: the terminfo database cannot be found (TERM=\(term))"
                : "tagdeck: unknown terminal type TERM=\(term); try TERM=xterm-256color")
        }
        guard canAddress else {
            closeFiles()
            throw TerminalError("tagdeck: the terminal TERM=\(term) cannot move the cursor; tagdeck needs a full-screen terminal")
        }
        // The terminal's settings as the shell left them, for a fatal signal to restore (see `terminal_rescue.h`).
        _ = tagdeck_rescue_arm(fileno(output))
    }

    deinit {
        stop()
        tagdeck_rescue_disarm()
        if let screen { delscreen(screen) }
        closeFiles()
    }

    /// What is wrong with the locale's character set and `TERM`, if anything. Pure.
    /// Sets the locale from the environment and checks it and `TERM` (``environmentProblem(codeset:term:)``).
    static func checkEnvironment() throws(TerminalError) {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if let problem = environmentProblem(codeset: codeset, term: environment("TERM")) { throw problem }
    }

    static func environmentProblem(codeset: String, term: String?) -> TerminalError? {
        let normalized = String(codeset.uppercased().filter { $0 != "-" })
        if normalized != "UTF8" {
            return TerminalError("tagdeck: needs a UTF-8 locale, but the character set is \(codeset); set LANG, e.g. LANG=C.UTF-8")
        }
        guard let term, !term.isEmpty else {
            return TerminalError("tagdeck: TERM is not set; set it to your terminal type, e.g. TERM=xterm-256color")
        }
        if term == "dumb" {
            return TerminalError("tagdeck: TERM=dumb cannot show a full-screen program; use e.g. TERM=xterm-256color")
        }
        return nil
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private func closeFiles() {
        guard ownsFiles else { return }
        fclose(input)
        fclose(output)
    }

    /// Enters the alternate screen and sets the program modes. Returns the styles for the screen's colours.
    /// - Parameter resolve: what `auto` is on this terminal, asked once the terminal is in raw mode (its answers
    ///   must neither echo nor wait for a newline).
    func start(theme: Theme = .default, resolve: () -> Theme = { .default }) throws(TerminalError) -> CursesStyles {
        // A second run reuses the screen of the first: ncurses comes back from endwin on the next refresh.
        guard let screen = screen ?? newterm(term, output, input) else {
            throw TerminalError("tagdeck: cannot start the terminal TERM=\(term)")
        }
        self.screen = screen
        _ = set_term(screen)
        isActive = true
        tagdeck_rescue_set_active(1)
        cbreak()
        noecho()
        nonl()
        intrflush(tagdeck_stdscr(), false)
        // ncurses reads no input: it must not hold back drawing while input waits (its typeahead check).
        _ = typeahead(-1)
        _ = curs_set(0)
        let styles = CursesStyles(noColor: Self.environment("NO_COLOR"), theme: theme == .auto ? resolve() : theme)
        enableInputModes()
        return styles
    }

    /// The keypad's transmit mode (the keys then send what terminfo says), mouse reports in the encoding terminfo
    /// announces, and bracketed paste; written after what ncurses has to write.
    private func enableInputModes() {
        _ = refresh()
        writeDirectly(terminfo.keypadOn + terminfo.mouse.on + Self.bracketedPasteOn)
    }

    /// The terminal's descriptor that input is read from.
    var inputDescriptor: Int32 { fileno(input) }

    /// Writes a control sequence straight to the terminal, after whatever ncurses has written so far.
    func writeDirectly(_ sequence: String) {
        fflush(output)
        let fd = fileno(output)
        _ = sequence.withCString { write(fd, $0, strlen($0)) }
    }

    /// Whether the terminal has gone away (its window closed, its multiplexer killed): reads would fail at once
    /// for ever.
    var hasHungUp: Bool { tagdeck_terminal_hung_up(fileno(input)) != 0 }

    /// Writes each of `clusters` at the start of `row` (1-based; not 1, whose report reads as a key) followed by a
    /// cursor position request: the terminal answers with where each one left the cursor.
    func requestCursorReports(after clusters: [String], row: Int) {
        writeDirectly(clusters.map { "\u{1B}[\(row);1H" + $0 + "\u{1B}[6n" }.joined())
    }

    /// Waits up to `timeoutMilliseconds` (`-1`: without limit) until the terminal or `other` has something to
    /// read (or hung up).
    func waitForInput(alsoOn others: [Int32], timeoutMilliseconds: Int32) -> (terminal: Bool, others: [Bool]) {
        Self.waitForReadable(fileno(input), alsoOn: others, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Waits up to `timeoutMilliseconds` until `terminal` or one of `others` is readable (or hung up).
    static func waitForReadable(_ terminal: Int32, alsoOn others: [Int32], timeoutMilliseconds: Int32)
        -> (terminal: Bool, others: [Bool]) {
        var fds = [pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)]
            + others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard poll(&fds, nfds_t(fds.count), timeoutMilliseconds) > 0 else {
            return (false, others.map { _ in false })
        }
        return (fds[0].revents != 0, fds.dropFirst().map { $0.revents != 0 })
    }

    /// The screen size in columns and rows.
    var size: (width: Int, height: Int) {
        (Int(tagdeck_screen_width()), Int(tagdeck_screen_height()))
    }

    /// The terminal's size, asked of the terminal: ncurses learns of a new size in its own reads of the input,
    /// which it does not make here, so it is told (`resizeterm`) when its size is not the terminal's.
    func followTerminalSize() -> (width: Int, height: Int) {
        var ws = winsize()
        guard ioctl(fileno(output), UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return size }
        if (Int(ws.ws_col), Int(ws.ws_row)) != size { _ = resizeterm(Int32(ws.ws_row), Int32(ws.ws_col)) }
        return size
    }

    /// Leaves the program modes: mouse tracking off, cursor shown, echo and line mode back, alternate screen left.
    /// Safe to call more than once.
    func stop() {
        guard isActive else { return }
        isActive = false
        tagdeck_rescue_set_active(0)
        // The screen is cleared before the alternate screen is left: a terminal without one (GNU screen's
        // `altscreen off`) would keep the board on screen under the shell's next lines.
        writeDirectly(Self.bracketedPasteOff + terminfo.mouse.off + terminfo.keypadOff + "\u{1B}[H\u{1B}[2J")
        _ = curs_set(1)
        _ = endwin()
        fflush(output)
    }

    /// Restores the terminal, stops the process (Ctrl-Z), and on `fg` sets everything up again.
    func suspend(using signals: SignalWatch) {
        stop()
        signals.suspendProcess()
        isActive = true
        tagdeck_rescue_set_active(1)
        _ = refresh()
        _ = curs_set(0)
        enableInputModes()
        _ = clearok(tagdeck_curscr(), true)
    }
}
