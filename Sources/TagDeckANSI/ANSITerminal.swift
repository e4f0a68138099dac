import CTerminalRescue
import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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
    private var decoder = ANSIInputDecoder()
    private var lastSize: (width: Int, height: Int)?

    /// Opens the terminal at `path`.
    /// - Throws: ``ANSITerminalError`` when it cannot be opened or is not a terminal.
    public init(path: String = "/dev/tty") throws(ANSITerminalError) {
        fd = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw ANSITerminalError("no terminal: \(path) cannot be opened (run it from a terminal)") }
        guard isatty(fd) == 1, tcgetattr(fd, &saved) == 0 else {
            close(fd)
            throw ANSITerminalError("no terminal: \(path) is not a terminal")
        }
    }

    deinit {
        stop()
        close(fd)
    }

    /// Raw mode, mouse reporting and bracketed paste on, the cursor hidden; on the alternate screen when
    /// `alternateScreen` (a full-screen program), else in place (an inline region).
    public func start(alternateScreen: Bool = true) {
        guard !isActive else { return }
        _ = tagdeck_rescue_arm(fd)
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)  // "\n" still starts a line on what the host prints
        _ = tcsetattr(fd, TCSAFLUSH, &raw)
        self.alternateScreen = alternateScreen
        write((alternateScreen ? "\u{1B}[?1049h\u{1B}[2J" : "") + "\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?25l")
        isActive = true
        tagdeck_rescue_set_active(1)
        pendingTermination.store(0, ordering: .relaxed)
        for sig in Self.terminating { signal(sig, recordTermination) }
        // Resizes interrupt the wait in ``read(timeoutMilliseconds:)``: a handler that does nothing, so that
        // poll returns and the new size is read.
        signal(SIGWINCH) { _ in }
    }

    /// Puts the terminal back as it was: modes off, the cursor shown, the screen left, the settings restored.
    public func stop() {
        guard isActive else { return }
        write("\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?25h" + (alternateScreen ? "\u{1B}[?1049l" : ""))
        _ = tcsetattr(fd, TCSAFLUSH, &saved)
        tagdeck_rescue_set_active(0)
        tagdeck_rescue_disarm()
        signal(SIGWINCH, SIG_DFL)
        for sig in Self.terminating { signal(sig, SIG_DFL) }
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
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            bytes = bytes.dropFirst(n)
        }
    }

    /// Waits up to `timeoutMilliseconds` (`-1`: without limit) for input, then reads what is there, decoded.
    /// A change of size since the last call comes first, as ``InputEvent/resize(width:height:)``.
    public func read(timeoutMilliseconds: Int32) -> [InputEvent] {
        var events: [InputEvent] = []
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&pfd, 1, timeoutMilliseconds) > 0 && pfd.revents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n > 0 { events = decoder.decode(Array(buffer[..<n])) }
        }
        let now = size
        if let last = lastSize, last != now { events.insert(.resize(width: now.width, height: now.height), at: 0) }
        lastSize = now
        return events
    }
}

/// Why an ``ANSITerminal`` cannot be used: one line for standard error.
public struct ANSITerminalError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
