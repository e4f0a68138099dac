/// The parallel picker reader's table of texts met, cut by hash into ``count`` partitions (``TextPartition``) so
/// that each thread looks up and adds the lines whose hashes fall in its own partitions, and no two threads write
/// to one.
///
/// A batch of lines is looked up first (``classify(_:texts:threads:)``): each line is found among the texts kept
/// before the batch, or among the earlier lines of the batch (noted as pending), or is new, and then noted as
/// pending. Once the lines kept are given their positions, in input order, each pending line is settled
/// (``settle(_:found:kept:slots:threads:)``): its position, or dead when it was not kept. Within a partition, the lines are
/// taken in input order, so the first line of a text is the one that decides its place, as on one core.
struct TextPartitions: Sendable {
    /// How many partitions: a power of two, the hash's top bits choose one.
    static let count = 64
    /// A line whose text is new.
    static let new = -1
    /// A line that is empty or known (merged, never looked up).
    static let skipped = -2

    private var partitions = [TextPartition](repeating: TextPartition(), count: TextPartitions.count)
    /// The hash's key, drawn once per table.
    let seed = UInt64.random(in: .min ... .max)

    @inline(__always)
    static func partition(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 58) }

    /// For each line of `batch`, what it is: the position of its text among `texts` (kept before the batch),
    /// `-3 - k` when it is the text of the batch's earlier line `k`, ``new``, or ``skipped`` (empty or known); and
    /// for each new line, the slot where it is noted as pending, for ``settle(_:kept:slots:threads:)``.
    /// - Complexity: O(lines) expected, plus their lengths where hashes match, spread on `threads` threads.
    mutating func classify(_ batch: LineBatch, texts: KeptTexts, threads: Int) -> (found: [Int], slots: [Int32]) {
        var results = [Int](repeating: Self.skipped, count: batch.count)
        var slots = [Int32](repeating: 0, count: batch.count)
        partitions.withUnsafeMutableBufferPointer { partitions in
            results.withUnsafeMutableBufferPointer { results in
                slots.withUnsafeMutableBufferPointer { slots in
                    let shared = SharedLookup(partitions: partitions, results: results, slots: slots)
                    WorkerThreads.each(threads) { worker in
                        for p in batch.parts.indices {
                            Self.classify(part: p, of: batch, worker: worker, threads: threads, texts: texts, shared)
                        }
                    }
                }
            }
        }
        return (results, slots)
    }

    /// ``classify(_:texts:threads:)`` for the lines of part `p` of `batch` whose partitions are `worker`'s.
    private static func classify(part p: Int, of batch: LineBatch, worker: Int, threads: Int, texts: KeptTexts,
                                 _ shared: SharedLookup) {
        let part = batch.parts[p]
        let first = batch.firsts[p]
        let plain = part.known.isEmpty && part.texts.isEmpty
        part.ends.withUnsafeBufferPointer { ends in
            part.hashes.withUnsafeBufferPointer { hashes in
                var start = part.start
                for i in 0..<ends.count {
                    let end = Int(ends[i])
                    let line = UnsafeBufferPointer(rebasing: batch.bytes[start..<end])
                    start = end + 1
                    let hash = hashes[i]
                    let partition = Self.partition(hash)
                    guard partition % threads == worker, !line.isEmpty else { continue }
                    if !plain && part.known.contains(i) { continue }
                    let g = first + i
                    let (found, slot) = plain
                        ? shared.partitions[partition].look(line, hash: hash, line: g, texts: texts, batch: batch)
                        : batch.withText(p, i) {
                            shared.partitions[partition].look($0, hash: hash, line: g, texts: texts, batch: batch)
                        }
                    shared.results[g] = found
                    shared.slots[g] = Int32(truncatingIfNeeded: slot)
                }
            }
        }
    }

    /// Says what became of the batch's new lines: `kept[g]` is line `g`'s position, or -1 when it was not kept;
    /// `found` and `slots` are what ``classify(_:texts:threads:)`` gave.
    /// - Complexity: O(new lines) expected, spread on `threads` threads.
    mutating func settle(_ batch: LineBatch, found: [Int], kept: [Int], slots: [Int32], threads: Int) {
        partitions.withUnsafeMutableBufferPointer { partitions in
            let shared = SharedPartitions(partitions)
            WorkerThreads.each(threads) { worker in
                for (p, part) in batch.parts.enumerated() {
                    let first = batch.firsts[p]
                    for i in part.hashes.indices where found[first + i] == Self.new {
                        let hash = part.hashes[i]
                        let partition = Self.partition(hash)
                        guard partition % threads == worker else { continue }
                        let g = first + i
                        shared.base[partition].settle(Int(slots[g]), line: g, hash: hash,
                                                      position: kept[g] >= 0 ? kept[g] : nil)
                    }
                }
            }
        }
    }
}

extension LineBatch {
    /// The part and index in it of the batch's line `g`.
    @inline(__always)
    func locate(_ g: Int) -> (part: Int, index: Int) {
        var p = firsts.count - 1
        while firsts[p] > g { p -= 1 }
        return (p, g - firsts[p])
    }
}

/// The partitions, the results and the slots of a lookup: each partition changed, and each line's result and slot
/// written, by the thread whose partition holds it.
private struct SharedLookup: @unchecked Sendable {
    let partitions: UnsafeMutableBufferPointer<TextPartition>
    let results: UnsafeMutableBufferPointer<Int>
    let slots: UnsafeMutableBufferPointer<Int32>
}

/// The partitions, each changed by one thread only.
private struct SharedPartitions: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<TextPartition>
    init(_ base: UnsafeMutableBufferPointer<TextPartition>) { self.base = base }
}
