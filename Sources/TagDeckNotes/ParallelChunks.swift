import Foundation

/// Work on many files spread on every core: the indices are cut into chunks, each chunk is done by one thread,
/// and its result handed over as soon as it is done, one result at a time.
enum ParallelChunks {
    /// Runs `work` on each chunk of `0..<count` (`size` indices each, the last fewer), on every core, and calls
    /// `take` with each result, never two at once, in the order the chunks are done. Returns once all are.
    /// - Complexity: O(count / size) chunks, plus `work`'s own, spread on the cores.
    static func run<Result>(_ count: Int, size: Int, work: @escaping @Sendable (Range<Int>) -> Result,
                            take: (Result) -> Void) {
        let chunks = (count + size - 1) / size
        let handOver = NSLock()
        withoutActuallyEscaping(take) { take in
            // `take` runs under the lock, one call at a time: what it changes is never shared by two threads.
            let serialTake = Serialized(take)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let result = work((c * size)..<min(count, (c + 1) * size))
                handOver.withLock { serialTake.call(result) }
            }
        }
    }
}

/// A function called by several threads, one at a time (under a lock the caller holds).
private struct Serialized<Value>: @unchecked Sendable {
    let call: (Value) -> Void
    init(_ call: @escaping (Value) -> Void) { self.call = call }
}
