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
    /// ``ExitStatus/fileError`` before the screen is touched.
    init(path: String) throws {
        fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        if fd < 0 {
            StandardStreams.error("tagdeck: cannot open \(path) for --announce: \(String(cString: strerror(errno)))")
            throw ExitCode(ExitStatus.fileError)
        }
    }

    deinit { close(fd) }

    /// Appends `2026-11-22T10:31:07 MESSAGE` (local time; control characters shown escaped).
    func announce(_ message: String) {
        let line = localTime(time(nil), "%Y-%m-%dT%H:%M:%S") + " " + VisibleText.escaped(message) + "\n"
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
