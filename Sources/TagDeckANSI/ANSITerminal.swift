import CTerminalRescue
import TagDeck
#if canImport(Glibc)
import Glibc
/// The C library's `write`, which ``ANSITerminal``'s method of that name hides.
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif
import Synchronization

/// The last terminating signal received while a terminal was started (0: none), set from the signal handler.
private let pendingTermination = Atomic<Int32>(0)

private func recordTermination(_ signal: Int32) {
    pendingTermination.store(signal, ordering: .relaxed)
}

/// A terminal driven without ncurses: `/dev/tty` in raw mode, xterm mouse reporting (button motion, SGR
/// coordinates) and bracketed paste on, read and decoded into ``InputEvent``s, written with plain escape
/// sequences (see ``ANSIPainter``).
///
/// ``start(alternateScreen:)`` sets the modes; ``stop()`` (also on deinit, and on a fatal signal) puts every one
/// of them back. Standard input and output stay free for pipes.
public final class ANSITerminal {
    private let fd: Int32
    private var saved = termios()
    private var alternateScreen = false
    /// Whether the modes are on (between ``start(alternateScreen:)`` and ``stop()``).
    public private(set) var isActive = false
    private var reader: TerminalReader
    private var lastSize: (width: Int, height: Int)?
    /// Whether ``start(alternateScreen:signalKeys:)`` installed handlers for the terminating signals.
    private var catchesSignals = true
    /// Events read while waiting for a cursor position report, returned by the next read.
    private var early: [InputEvent] = []

    /// Opens the terminal at `path`.
    /// - Throws: ``ANSITerminalError`` when it cannot be opened or is not a terminal.
    public init(path: String = "/dev/tty") throws(ANSITerminalError) {
        fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw ANSITerminalError("no terminal: \(path) cannot be opened (run it from a terminal)") }
        guard isatty(fd) == 1, tcgetattr(fd, &saved) == 0 else {
            close(fd)
            throw ANSITerminalError("no terminal: \(path) is not a terminal")
        }
        reader = TerminalReader(descriptor: fd, keys: .standard)
    }

    /// The key sequences its input is read with: the built-in ``KeySequenceTable/standard`` unless a front end that
    /// can read the terminal's terminfo entry gives its own.
    package func readKeys(with keys: KeySequenceTable) {
        reader = TerminalReader(descriptor: fd, keys: keys)
    }

    deinit {
        stop()
        close(fd)
    }

    /// The terminal's descriptor, to wait on beside others (``read(timeoutMilliseconds:)`` reads it).
    public var descriptor: Int32 { fd }

    /// Raw mode, mouse reporting and bracketed paste on, the cursor hidden; on the alternate screen when
    /// `alternateScreen` (a full-screen program), else in place (an inline region).
    /// - Parameter signalKeys: Ctrl-C, Ctrl-Z and Ctrl-\\ send their signals, for a program that catches them
    ///   itself; without it they are keys, and SIGINT, SIGTERM and SIGHUP are noted in ``terminationSignal``.
    public func start(alternateScreen: Bool = true, signalKeys: Bool = false) {
        guard !isActive else { return }
        _ = tagdeck_rescue_arm(fd)
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)  // "\n" still starts a line on what the host prints
        if signalKeys { raw.c_lflag |= tcflag_t(ISIG) }
        catchesSignals = !signalKeys
        _ = tcsetattr(fd, TCSAFLUSH, &raw)
        self.alternateScreen = alternateScreen
        write((alternateScreen ? "\u{1B}[?1049h\u{1B}[2J" : "") + "\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?25l")
        isActive = true
        lastSize = size  // a resize from now on is reported by the next read
        reader.decoder.forgetHeldButton()  // a button held before (a suspend) may have come up elsewhere
        tagdeck_rescue_set_active(1)
        pendingTermination.store(0, ordering: .relaxed)
        if catchesSignals { for sig in Self.terminating { signal(sig, recordTermination) } }
        // Resizes interrupt the wait in ``read(timeoutMilliseconds:)``: a handler that does nothing, so that
        // poll returns and the new size is read.
        signal(SIGWINCH) { _ in }
    }

    /// Puts the terminal back as it was: modes off, the cursor shown, the screen left, the settings restored.
    public func stop() {
        guard isActive else { return }
        // The alternate screen is cleared before it is left: a terminal without one (GNU screen's `altscreen off`)
        // would keep the board on screen under the shell's next lines.
        write("\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h"
              + (alternateScreen ? "\u{1B}[H\u{1B}[2J\u{1B}[?1049l" : ""))
        _ = tcsetattr(fd, TCSAFLUSH, &saved)
        tagdeck_rescue_set_active(0)
        tagdeck_rescue_disarm()
        signal(SIGWINCH, SIG_DFL)
        if catchesSignals { for sig in Self.terminating { signal(sig, SIG_DFL) } }
        isActive = false
    }

    /// The signals that end a session: while started, they are noted in ``terminationSignal`` instead.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The terminating signal (SIGINT, SIGTERM, SIGHUP) that arrived since ``start(alternateScreen:)``, if any:
    /// the host should stop and end. In raw mode Ctrl-C is a key (`.control("c")`), not SIGINT.
    public var terminationSignal: Int32? {
        let sig = pendingTermination.load(ordering: .relaxed)
        return sig == 0 ? nil : sig
    }

    /// The terminal's size in cells.
    public var size: (width: Int, height: Int) {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return (80, 24) }
        return (Int(ws.ws_col), Int(ws.ws_row))
    }

    /// Writes `text` (escape sequences and all) to the terminal, whole.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            bytes = bytes.dropFirst(n)
        }
    }

    /// Waits up to `timeoutMilliseconds` (`-1`: without limit) for input, then reads what is there, decoded. An
    /// Escape, or a sequence cut by the read, waits ``ANSIInputDecoder/escapeWait`` for the rest (a lone Escape is
    /// then the Escape key). A change of size since the last call comes first, as
    /// ``InputEvent/resize(width:height:)``.
    public func read(timeoutMilliseconds: Int32) -> [InputEvent] {
        // Keys read ahead are waiting: do not wait for more.
        var events = early + reader.read(timeoutMilliseconds: early.isEmpty ? timeoutMilliseconds : 0)
        early = []
        reader.decoder.cursorReports = []  // answers that came too late: never keys
        let now = size
        if let last = lastSize, last != now { events.insert(.resize(width: now.width, height: now.height), at: 0) }
        lastSize = now
        return events
    }
}

extension ANSITerminal {
    /// The terminal's background colour, asked with OSC 11 (see ``TerminalReader/askBackground(write:)``); nil
    /// when it did not say. Keys typed meanwhile are kept for the next read.
    package func backgroundColor() -> RGB? {
        // Keys typed meanwhile stay with the reader, which gives them first on the next read.
        return reader.askBackground(inScreen: getenv("STY") != nil, write: write)
    }

    /// Whether keys read ahead wait to be read: a wait for input should not block then.
    package var hasInputReadAhead: Bool { !early.isEmpty || !reader.early.isEmpty }

    /// Where the cursor is (0-based), asked of the terminal (`ESC [ 6 n`) and read from its answer within
    /// `timeoutMilliseconds`; nil when no answer came. Keys typed meanwhile are kept for the next read.
    public func cursorPosition(timeoutMilliseconds: Int32 = 500) -> Point? {
        write("\u{1B}[6n")
        reader.decoder.cursorReports = []
        reader.decoder.awaitsCursorReport = true
        defer { reader.decoder.awaitsCursorReport = false }
        var left = timeoutMilliseconds
        while left > 0 {
            early += reader.read(timeoutMilliseconds: 20)
            left -= 20
            if let report = reader.decoder.cursorReports.first {
                reader.decoder.cursorReports = []
                return Point(x: report.column - 1, y: report.row - 1)
            }
        }
        return nil
    }
}

/// Why an ``ANSITerminal`` cannot be used: one line for standard error.
public struct ANSITerminalError: Error, Sendable, CustomStringConvertible {
    /// One line, without a trailing newline.
    public let message: String
    /// An error that says `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
