import TagDeck
import TagDeckStore
import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The picker's candidates read from standard input as they arrive, through a ``ParallelPickerStream``: before the
/// first frame (until a screenful has come, the input ends, or 50 ms pass) on this thread, then on a thread of its
/// own (``StandardInputReader``) while the run loop takes what it read, a bounded number at a time, so that keys are
/// never held up.
final class StandardInputCandidates: CandidateSource {
    /// How long the first frame waits for input at most.
    static let firstFrameWait = 0.05
    /// The most bytes taken in one read of the run loop (when no thread could be started).
    static let readLimit = 1 << 20
    /// The most candidates handed to the deck at once: about a frame's work.
    static let takeLimit = 50_000

    /// The stream, while this thread reads (before the first frame, or when no thread could be started).
    private var stream: ParallelPickerStream
    private var reader: StandardInputReader?
    private var readerTried = false
    private var ended = false
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var packed: [CandidateTexts] = []

    /// Whether the status line has been told that the input filled its limit.
    private var toldFull = false

    init(separator: UInt8, known: [String], maximumBytes: Int) {
        stream = ParallelPickerStream(source: "standard input", separator: separator, known: known,
                                      maximumBytes: maximumBytes, expectedBytes: Self.bytesLeft())
        let flags = fcntl(STDIN_FILENO, F_GETFL)
        _ = fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK)
    }

    /// The reader's thread is started the first time the run loop asks what to wait on: after the first frame.
    var descriptor: Int32? {
        guard !ended else { return nil }
        if !readerTried {
            readerTried = true
            reader = StandardInputReader(stream: stream)
        }
        return reader?.wakeDescriptor ?? STDIN_FILENO
    }

    /// Whether the input has ended.
    var isEnded: Bool { ended }

    var missingChosen: [String] { ended ? (reader?.missingChosen ?? stream.unseenKnown) : [] }

    /// The warnings about the input (merged and skipped lines), those not kept, and the limit reached (nil: none).
    var report: (warnings: [String], dropped: Int, fullReason: String?) {
        reader?.report ?? (stream.warnings, stream.droppedWarnings, stream.isFull ? stream.fullReason : nil)
    }

    func readAvailable() -> (texts: [String], ended: Bool) {
        guard let reader else { return readAvailable(limit: Self.readLimit) }
        let (texts, packed, ended) = reader.take(limit: Self.takeLimit)
        self.packed += packed
        self.ended = ended
        return (texts, ended)
    }

    func takePackedRuns() -> [CandidateTexts] {
        guard reader != nil else { return stream.takePackedRuns() }
        defer { packed = [] }
        return packed
    }

    func takeNotice() -> String? {
        guard let reason = report.fullReason, !toldFull else { return nil }
        toldFull = true
        return "Input: \(reason); the rest is not shown"
    }

    /// Reads what is there now on this thread, up to about `limit` bytes.
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

    /// The bytes left to read when standard input is a file (nil for a pipe or a terminal).
    private static func bytesLeft() -> Int? {
        var info = stat()
        guard fstat(STDIN_FILENO, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let offset = lseek(STDIN_FILENO, 0, SEEK_CUR)
        return max(0, Int(info.st_size) - Int(max(0, offset)))
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
