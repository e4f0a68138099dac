#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TagDeck
import TagDeckStore

/// Standard input, output and error, unbuffered and byte-exact.
enum StandardStreams {
    /// Writes `text` to standard output as is into a pipe or a file; on a terminal, control characters are
    /// shown escaped (``VisibleText``).
    static func output(_ text: String) {
        write(STDOUT_FILENO, isatty(STDOUT_FILENO) == 1 ? VisibleText.escaped(text, keepingNewlines: true) : text)
    }

    /// Writes `bytes` to standard output as they are into a pipe or a file; on a terminal, as text with control
    /// characters shown escaped and bytes that are not UTF-8 as U+FFFD.
    static func output(bytes: [UInt8]) {
        if isatty(STDOUT_FILENO) == 1 { return output(String(decoding: bytes, as: UTF8.self)) }
        write(STDOUT_FILENO, bytes)
    }

    /// Writes one line to standard error (a newline is added when missing), control characters escaped: messages
    /// quote file names and input lines.
    static func error(_ text: String) {
        guard !text.isEmpty else { return }
        let safe = VisibleText.escaped(text, keepingNewlines: true)
        write(STDERR_FILENO, safe.hasSuffix("\n") ? safe : safe + "\n")
    }

    /// Prints a command's output and ends with its status.
    static func pass(_ result: CommandOutput) throws {
        output(result.stdout)
        if !result.stderr.isEmpty { write(STDERR_FILENO, VisibleText.escaped(result.stderr, keepingNewlines: true)) }
        if result.status != .success { throw ExitCode(result.status) }
    }

    /// Whether standard input is a terminal.
    static var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard input and output are both terminals.
    static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// All of standard input.
    static func readAllInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes.append(contentsOf: buffer[0..<n])
            } else if n == 0 || errno != EINTR {
                break
            }
        }
        return bytes
    }

    private static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

    private static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 { offset += n } else if errno != EINTR { return }
        }
    }
}
