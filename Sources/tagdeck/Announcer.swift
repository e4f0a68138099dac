#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TagDeck
import TagDeckStore

/// `--announce FILE`: every status-line message appended to FILE with a timestamp, one line each, for a screen
/// reader or `tail -f`. The file is opened for appending: it is never truncated.
final class Announcer {
    private let fd: Int32

    /// Opens (or creates) `path` for appending; a file that cannot be opened ends tagdeck with one line and
    /// ``ExitStatus/fileError`` before the screen is touched. A FIFO is opened only when a program reads it
    /// already: tagdeck does not wait for one.
    init(path: String) throws {
        // Without O_NONBLOCK, opening a FIFO nobody reads would wait for a reader forever.
        fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
        if fd < 0 {
            let reason = errno == ENXIO ? "it is a FIFO that no program reads (start the reader first)"
                : String(cString: strerror(errno))
            StandardStreams.error("tagdeck: cannot open \(VisibleText.escaped(path)) for --announce: \(reason)")
            throw ExitCode(ExitStatus.fileError)
        }
        // Each line is written whole, as before: a reader that lags holds tagdeck up rather than losing lines.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }

    deinit { close(fd) }

    /// Appends `2026-11-22T10:31:07 MESSAGE` (local time; control characters shown escaped).
    func announce(_ message: String) {
        let line = localTime(time(nil), "%Y-%m-%dT%H:%M:%S") + " " + VisibleText.escaped(message) + "\n"
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
