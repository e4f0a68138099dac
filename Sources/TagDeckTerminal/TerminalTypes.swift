import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a terminal session ended.
public enum TerminalExit: Equatable, Sendable {
    /// The deck finished (quit or cancelled).
    case finished(DeckOutcome)
    /// SIGINT, SIGTERM or SIGHUP arrived. The terminal is already restored; the caller should do its own
    /// cleanup and exit with status `128 + signal`.
    case signalled(Int32)
}

/// Why tagdeck cannot use the terminal: a one-line message for stderr and the exit status to use.
public struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line, without a trailing newline, e.g. `tagdeck: TERM is not set; ...`.
    public let message: String
    /// The process exit status to use: 2 (a usage or environment problem).
    public let exitStatus: Int32

    public init(_ message: String, exitStatus: Int32 = 2) {
        self.message = message
        self.exitStatus = exitStatus
    }

    public var description: String { message }

    /// Writes ``message`` and a newline to standard error.
    public func writeToStandardError() {
        let line = message + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
