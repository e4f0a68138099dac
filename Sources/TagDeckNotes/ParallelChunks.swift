import Dispatch

/// Work on many files spread on several threads: the indices are cut into chunks, each chunk is done by one
/// thread, and its result handed over as soon as it is done, one result at a time.
enum ParallelChunks {
    /// Runs `work` on each chunk of `0..<count` (`size` indices each, the last fewer) and calls `take` with each
    /// result, never two at once, in the order the chunks are done; returns once all are. The chunks are spread on
    /// every core, or on `threads` threads: more than the cores for work that mostly waits for the disk (files
    /// written and flushed).
    /// - Complexity: O(count / size) chunks, plus `work`'s own, spread on the threads.
    static func run<Result>(_ count: Int, size: Int, threads: Int? = nil,
                            work: @escaping @Sendable (Range<Int>) -> Result, take: (Result) -> Void) {
        let chunks = (count + size - 1) / size
        let handOver = Lock()
        withoutActuallyEscaping(take) { take in
            // `take` runs under the lock, one call at a time: what it changes is never shared by two threads.
            let serialTake = Serialized(take)
            let chunk = { @Sendable (c: Int) in
                let result = work((c * size)..<min(count, (c + 1) * size))
                handOver.withLock { serialTake.call(result) }
            }
            guard let threads, threads > 1 else {
                DispatchQueue.concurrentPerform(iterations: chunks, execute: chunk)
                return
            }
            let next = ChunkCounter(chunks), group = DispatchGroup()
            for _ in 0..<min(threads, chunks) {
                DispatchQueue.global(qos: .userInitiated).async(group: group) {
                    while let c = next.take() { chunk(c) }
                }
            }
            group.wait()
        }
    }
}

/// The chunks not taken yet, handed out one at a time to the threads that ask.
private final class ChunkCounter: @unchecked Sendable {
    private let lock = Lock()
    private var taken = 0
    private let count: Int
    init(_ count: Int) { self.count = count }

    /// The next chunk, or nil when all are taken.
    func take() -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            defer { taken += 1 }
            return taken
        }
    }
}

/// A function called by several threads, one at a time (under a lock the caller holds).
private struct Serialized<Value>: @unchecked Sendable {
    let call: (Value) -> Void
    init(_ call: @escaping (Value) -> Void) { self.call = call }
}
