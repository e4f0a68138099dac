/// The parallel picker reader's table of texts met, cut by hash into ``count`` partitions (``TextPartition``) so
/// that each thread looks up and adds the lines whose hashes fall in its own partitions, and no two threads write
/// to one.
///
/// A batch of lines is looked up first (``classify(_:texts:threads:)``): each line is found among the texts kept
/// before the batch, or among the earlier lines of the batch, or is new. Once the lines kept are given their
/// positions, in input order, they are added (``add(_:kept:texts:threads:)``). Within a partition, the lines are
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
    /// `-3 - k` when it is the text of the batch's earlier line `k`, ``new``, or ``skipped`` (empty or known).
    /// - Complexity: O(lines) expected, plus their lengths where hashes match, spread on `threads` threads.
    func classify(_ batch: LineBatch, texts: KeptTexts, threads: Int) -> [Int] {
        var results = [Int](repeating: Self.skipped, count: batch.count)
        let size = max(16, (2 * batch.count / threads + 64).nextPowerOfTwo)
        results.withUnsafeMutableBufferPointer { results in
            let out = SharedResults(results)
            let partitions = self.partitions
            WorkerThreads.each(threads) { worker in
                // The batch's earlier lines of this worker's partitions: a line's index plus one, by hash.
                var earlier = [Int](repeating: 0, count: size)
                earlier.withUnsafeMutableBufferPointer { earlier in
                    for p in batch.parts.indices {
                        Self.classify(part: p, of: batch, worker: worker, threads: threads, partitions: partitions,
                                      texts: texts, earlier: earlier, into: out.base)
                    }
                }
            }
        }
        return results
    }

    /// ``classify(_:texts:threads:)`` for the lines of part `p` of `batch` whose partitions are `worker`'s.
    private static func classify(part p: Int, of batch: LineBatch, worker: Int, threads: Int,
                                 partitions: [TextPartition], texts: KeptTexts,
                                 earlier: UnsafeMutableBufferPointer<Int>, into out: UnsafeMutableBufferPointer<Int>) {
        let part = batch.parts[p]
        let first = batch.firsts[p]
        let plain = part.known.isEmpty && part.texts.isEmpty
        let mask = earlier.count - 1
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
                    if plain {
                        out[g] = look(line, hash: hash, line: g, partitions[partition], texts, batch, earlier, mask)
                    } else {
                        out[g] = batch.withText(p, i) {
                            look($0, hash: hash, line: g, partitions[partition], texts, batch, earlier, mask)
                        }
                    }
                }
            }
        }
    }

    /// Line `g`, whose text is `utf8`: its position in `partition`, the earlier line of the batch it repeats
    /// (`-3 - k`), or ``new`` (then noted in `earlier`).
    @inline(__always)
    private static func look(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, line g: Int, _ partition: TextPartition,
                             _ texts: KeptTexts, _ batch: LineBatch, _ earlier: UnsafeMutableBufferPointer<Int>,
                             _ mask: Int) -> Int {
        if let position = partition.find(utf8, hash: hash, in: texts) { return position }
        var slot = Int(truncatingIfNeeded: hash >> 20) & mask
        while earlier[slot] != 0 {
            let k = earlier[slot] - 1
            let (kp, ki) = batch.locate(k)
            if batch.parts[kp].hashes[ki] == hash, batch.withText(kp, ki, { $0.elementsEqual(utf8) }) { return -3 - k }
            slot = (slot + 1) & mask
        }
        earlier[slot] = g + 1
        return new
    }

    /// Adds the lines of `batch` that were kept: `kept[g]` is line `g`'s new position, or -1.
    /// - Complexity: O(lines kept) amortized, spread on `threads` threads.
    mutating func add(_ batch: LineBatch, kept: [Int], threads: Int) {
        partitions.withUnsafeMutableBufferPointer { partitions in
            let shared = SharedPartitions(partitions)
            WorkerThreads.each(threads) { worker in
                kept.withUnsafeBufferPointer { kept in
                    for (p, part) in batch.parts.enumerated() {
                        let first = batch.firsts[p]
                        part.hashes.withUnsafeBufferPointer { hashes in
                            for i in 0..<hashes.count {
                                let position = kept[first + i]
                                guard position >= 0 else { continue }
                                let hash = hashes[i]
                                let partition = Self.partition(hash)
                                guard partition % threads == worker else { continue }
                                shared.base[partition].insert(hash: hash, position: position)
                            }
                        }
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

/// The results, each written by the thread whose partition holds the line.
private struct SharedResults: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Int>
    init(_ base: UnsafeMutableBufferPointer<Int>) { self.base = base }
}

/// The partitions, each changed by one thread only.
private struct SharedPartitions: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<TextPartition>
    init(_ base: UnsafeMutableBufferPointer<TextPartition>) { self.base = base }
}

extension Int {
    /// The least power of two not below this (1 for 0).
    fileprivate var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
