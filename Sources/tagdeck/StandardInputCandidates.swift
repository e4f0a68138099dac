import TagDeck
import TagDeckStore
import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The picker's candidates read from standard input as they arrive, through a ``PickerStream``: before the
/// first frame (until a screenful has come, the input ends, or 50 ms pass), then beside the terminal in the run
/// loop, a bounded amount per read so that keys are never held up.
final class StandardInputCandidates: CandidateSource {
    /// How long the first frame waits for input at most.
    static let firstFrameWait = 0.05
    /// The most bytes taken in one read of the run loop.
    static let readLimit = 1 << 20

    private(set) var stream: PickerStream
    private var ended = false
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    /// Whether the status line has been told that the input filled its limit.
    private var toldFull = false

    init(separator: UInt8, known: [String], maximumBytes: Int) {
        stream = PickerStream(source: "standard input", separator: separator, known: known, maximumBytes: maximumBytes)
        let flags = fcntl(STDIN_FILENO, F_GETFL)
        _ = fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK)
    }

    var descriptor: Int32? { ended ? nil : STDIN_FILENO }

    /// Whether the input has ended.
    var isEnded: Bool { ended }

    var missingChosen: [String] { ended ? stream.unseenKnown : [] }

    func readAvailable() -> (texts: [String], ended: Bool) { readAvailable(limit: Self.readLimit) }

    func takePackedRuns() -> [CandidateTexts] { stream.takePackedRuns() }

    func takeNotice() -> String? {
        guard stream.isFull, !toldFull else { return nil }
        toldFull = true
        return "Input: \(stream.fullReason); the rest is not shown"
    }

    /// Reads what is there now, up to about `limit` bytes.
    private func readAvailable(limit: Int) -> (texts: [String], ended: Bool) {
        var texts: [String] = []
        var taken = 0
        while !ended && taken < limit {
            let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n > 0 {
                texts += stream.feed(buffer[0..<n])
                taken += n
            } else if n == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) {
                // The end (or an error, which ends the input the same way).
                texts += stream.finish()
                ended = true
            } else if errno != EINTR {
                break
            }
        }
        return (texts, ended)
    }

    /// Reads until `enough` candidates have come, the input ends, or `firstFrameWait` passes.
    func readFirst(enough: Int) -> [String] { collect(until: enough, deadline: Self.now() + Self.firstFrameWait) }

    /// Reads everything, to the end (for `--exit-0` and `--select-1`, which need the whole input).
    func readAll() -> [String] { collect(until: .max, deadline: nil) }

    /// Reads until `enough` candidates have come, the input ends, or the `deadline` passes (nil: none).
    private func collect(until enough: Int, deadline: Double?) -> [String] {
        var texts: [String] = []
        while !ended && texts.count < enough {
            let left = deadline.map { Int32(($0 - Self.now()) * 1000) } ?? -1
            guard deadline == nil || left > 0 else { break }
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, left) > 0 else { break }
            // A buffer at a time: the first frame waits for a screenful, not for a whole megabyte.
            texts += readAvailable(limit: deadline == nil ? Self.readLimit : buffer.count).texts
        }
        return texts
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
