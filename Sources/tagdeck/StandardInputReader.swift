import TagDeck
import TagDeckStore
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input read on a thread of its own once the first frame is drawn, through a ``ParallelPickerStream``
/// (which spreads each batch on every core): the run loop takes the candidates read, a bounded number at a time, and
/// never waits for the reading.
///
/// The thread reads what has arrived (up to ``readBytes``), feeds it to the stream, queues the candidates and the
/// packed runs, and wakes the run loop through a pipe. Once ``maximumQueued`` candidates wait in the queue, it waits
/// for the run loop to take some (a second pipe), so that a slow screen holds the reading back and not memory.
final class StandardInputReader: @unchecked Sendable {
    /// The most bytes read before they are fed to the stream.
    static let readBytes = 2 << 20
    /// How many candidates may wait in the queue before the thread waits.
    static let maximumQueued = 200_000

    /// What the thread has read and the run loop has not taken yet, and what the stream says.
    private struct Shared {
        var texts: [[String]] = []
        var packed: [CandidateTexts] = []
        var queued = 0
        /// How many candidates the run loop has taken.
        var delivered = 0
        var ended = false
        var warnings: [String] = []
        var droppedWarnings = 0
        var fullReason: String?
        var missingChosen: [String] = []
    }

    private let shared: Mutex<Shared>
    /// Readable when the thread queued something (the run loop waits on it).
    let wakeDescriptor: Int32
    private let wakeWrite: Int32
    /// Readable when the run loop took something (the thread waits on it when the queue is full).
    private let roomRead: Int32
    private let roomWrite: Int32

    /// Starts reading standard input into `stream` (already fed what came before the first frame); nil when no
    /// pipe can be made.
    init?(stream: ParallelPickerStream) {
        // The candidates read before the first frame are on the board already.
        // What the stream said before the first frame stands until the thread has fed it more.
        shared = Mutex(Shared(delivered: stream.count, warnings: stream.warnings, droppedWarnings: stream.droppedWarnings,
                              fullReason: stream.isFull ? stream.fullReason : nil))
        var wake: [Int32] = [0, 0], room: [Int32] = [0, 0]
        guard pipe(&wake) == 0 else { return nil }
        guard pipe(&room) == 0 else {
            close(wake[0])
            close(wake[1])
            return nil
        }
        for fd in wake + room {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        (wakeDescriptor, wakeWrite, roomRead, roomWrite) = (wake[0], wake[1], room[0], room[1])
        guard Thread.start({ [self] in run(stream) }) else {
            for fd in wake + room { close(fd) }
            return nil
        }
    }

    /// Takes up to about `limit` of the candidates read: the texts in input order, the packed runs that end among
    /// them, and whether the input has ended and everything has been taken.
    /// - Complexity: O(texts taken).
    func take(limit: Int) -> (texts: [String], packed: [CandidateTexts], ended: Bool) {
        drain(wakeDescriptor)
        let taken = shared.withLock { shared -> ([String], [CandidateTexts], Bool, Bool) in
            var texts: [String] = []
            while !shared.texts.isEmpty && texts.count < limit {
                if texts.isEmpty { texts = shared.texts.removeFirst() } else { texts += shared.texts.removeFirst() }
            }
            shared.queued -= texts.count
            shared.delivered += texts.count
            // The packed runs whose texts are all taken (the board shares a run it holds).
            let ready = shared.packed.prefix { $0.start + $0.texts.count <= shared.delivered }
            let packed = Array(ready)
            shared.packed.removeFirst(ready.count)
            return (texts, packed, shared.ended && shared.texts.isEmpty, !shared.texts.isEmpty)
        }
        var byte: UInt8 = 1
        _ = write(roomWrite, &byte, 1)
        // More is waiting: the run loop comes back for it once it has answered the keys and drawn.
        if taken.3 { _ = write(wakeWrite, &byte, 1) }
        return (taken.0, taken.1, taken.2)
    }

    /// What the stream said so far: its warnings, those not kept, and the limit it reached (nil: none).
    var report: (warnings: [String], dropped: Int, fullReason: String?) {
        shared.withLock { ($0.warnings, $0.droppedWarnings, $0.fullReason) }
    }

    /// Once the input has ended: the chosen entries that were not among the candidates.
    var missingChosen: [String] { shared.withLock { $0.missingChosen } }

    /// The thread: reads, feeds, queues, until the input ends.
    private func run(_ start: ParallelPickerStream) {
        var stream = start
        var buffer = [UInt8](repeating: 0, count: Self.readBytes)
        var ended = false
        while !ended {
            // Each wake drained before the queue is looked at again: a byte left from an earlier take would
            // otherwise wake the wait at once, again and again.
            while shared.withLock({ $0.queued }) >= Self.maximumQueued {
                wait(for: roomRead)
                drain(roomRead)
            }
            var filled = 0
            wait(for: STDIN_FILENO)
            while filled < Self.readBytes {
                let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress! + filled, $0.count - filled) }
                if n > 0 {
                    filled += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    // Nothing more now: what was read is fed, unless nothing was.
                    if filled > 0 { break }
                    wait(for: STDIN_FILENO)
                } else {
                    // The end (or an error, which ends the input the same way).
                    ended = true
                    break
                }
            }
            var texts = stream.feed(buffer[0..<filled])
            if ended { texts += stream.finish() }
            let packed = stream.takePackedRuns()
            let reason = stream.isFull ? stream.fullReason : nil
            let missing = ended ? stream.unseenKnown : []
            let (warnings, dropped) = (stream.warnings, stream.droppedWarnings)
            shared.withLock {
                if !texts.isEmpty { $0.texts.append(texts) }
                $0.queued += texts.count
                $0.packed += packed
                $0.ended = ended
                $0.warnings = warnings
                $0.droppedWarnings = dropped
                $0.fullReason = reason
                $0.missingChosen = missing
            }
            var byte: UInt8 = 1
            _ = write(wakeWrite, &byte, 1)
        }
    }

    /// Waits until `descriptor` is readable (or hung up).
    private func wait(for descriptor: Int32) {
        var fd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&fd, 1, -1) < 0 && errno == EINTR {}
    }

    private func drain(_ descriptor: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}

/// A thread of its own, started with a closure.
private enum Thread {
    final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread; false when none can be started.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { raw in
            #if canImport(Darwin)
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            #else
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            #endif
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
        pthread_detach(thread!)
        #else
        pthread_detach(thread)
        #endif
        return true
    }
}
