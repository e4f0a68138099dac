import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why tagdeck cannot use the terminal: a one-line message for stderr and the exit status to use.
public struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line, without a trailing newline, e.g. `tagdeck: TERM is not set; ...`.
    public let message: String
    /// The process exit status to use: bad input (a usage or environment problem).
    public let exitStatus: ExitStatus

    public init(_ message: String, exitStatus: ExitStatus = .badInput) {
        self.message = message
        self.exitStatus = exitStatus
    }

    public var description: String { message }

    /// Writes ``message`` and a newline to standard error, control characters escaped (it may quote `TERM`).
    public func writeToStandardError() {
        let line = VisibleText.escaped(message) + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
