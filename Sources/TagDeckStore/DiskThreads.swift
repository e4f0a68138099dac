import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work that mostly waits for the disk (files flushed), spread on threads of its own: more of them than cores, as
/// each spends its time waiting, and a file system takes the flushes that wait together in one commit.
enum DiskThreads {
    /// Calls `work` for each of `0..<count` on up to `threads` threads (the caller's among them, so the work is done
    /// even where no thread can be started) and hands each result to `take` as soon as it is done, one call at a
    /// time, with its index; returns once every index is done.
    /// - Complexity: O(count) calls of `work`, spread on the threads, and O(count) of `take`, one after another.
    static func run<Result: Sendable>(_ count: Int, threads: Int, work: @Sendable (Int) -> Result,
                                      take: (Int, Result) -> Void) {
        guard count > 0 else { return }
        withoutActuallyEscaping(work) { work in
            withoutActuallyEscaping(take) { take in
                let shared = Mutex(Shared(take: Handover(call: take)))
                let loop: @Sendable () -> Void = {
                    while let k = shared.withLock({ $0.takeIndex(below: count) }) {
                        let result = work(k)
                        shared.withLock { $0.take.call(k, result) }
                    }
                }
                var started: [pthread_t] = []
                for _ in 1..<max(1, min(threads, count)) {
                    guard let thread = startThread(loop) else { break }
                    started.append(thread)
                }
                loop()
                for thread in started { pthread_join(thread, nil) }
            }
        }
    }

    /// What the threads share, under the lock: the next index, and the caller's `take`.
    private struct Shared<Result> {
        var next = 0
        let take: Handover<Result>

        /// The next index not taken yet, or nil when all are.
        mutating func takeIndex(below count: Int) -> Int? {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// The caller's `take`, called by the threads one at a time (under the lock), never after `run` returns.
    private struct Handover<Result>: @unchecked Sendable {
        let call: (Int, Result) -> Void
    }

    /// A thread's body, handed to `pthread_create` as an opaque pointer.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// A new thread running `body`, or nil when none can be started.
    static func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var started: pthread_t?
        let status = pthread_create(&started, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return started
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
        #endif
    }
}
