/// The parallel picker reader's table of texts met, cut by hash into ``count`` partitions (``TextPartition``) so
/// that each thread looks up and adds the lines whose hashes fall in its own partitions, and no two threads write
/// to one.
///
/// A batch of lines is looked up first (``classify(_:texts:threads:)``): each line is found among the texts kept
/// before the batch, or among the earlier lines of the batch, or is new. Once the lines kept are given their
/// positions, in input order, they are added (``add(_:kept:texts:threads:)``). Within a partition, the lines are
/// taken in input order, so the first line of a text is the one that decides its place, as on one core.
struct TextPartitions {
    /// How many partitions: a power of two, the hash's top bits choose one.
    static let count = 64
    /// A line whose text is new.
    static let new = -1
    /// A line that is empty or known (merged, never looked up).
    static let skipped = -2

    private var partitions = [TextPartition](repeating: TextPartition(), count: TextPartitions.count)
    /// How many low bits of a slot hold a position, in every partition.
    private(set) var positionBits = 8
    /// The hash's key, drawn once per table.
    let seed = UInt64.random(in: .min ... .max)

    @inline(__always)
    static func partition(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 58) }

    /// For each line of `batch`, what it is: the position of its text among `texts` (kept before the batch),
    /// `-3 - k` when it is the text of the batch's earlier line `k`, ``new``, or ``skipped`` (empty or known).
    /// - Complexity: O(lines) expected, plus their lengths where fingerprints match, spread on `threads` threads.
    func classify(_ batch: LineBatch, texts: KeptTexts, threads: Int) -> [Int] {
        var results = [Int](repeating: Self.skipped, count: batch.count)
        let bits = positionBits
        let size = max(16, (2 * batch.count).nextPowerOfTwo)
        results.withUnsafeMutableBufferPointer { results in
            let out = SharedResults(results)
            let partitions = self.partitions
            WorkerThreads.each(threads) { worker in
                // The batch's earlier lines of this worker's partitions: a line's index plus one, by hash.
                var earlier = [Int](repeating: 0, count: size)
                let mask = size - 1
                for (p, part) in batch.parts.enumerated() {
                    for i in part.hashes.indices where !part.known.contains(i) {
                        let hash = part.hashes[i]
                        let g = batch.firsts[p] + i
                        if hash == 0 && batch.range(p, i).isEmpty { continue }
                        let partition = Self.partition(hash)
                        guard partition % threads == worker else { continue }
                        let found = batch.withText(p, i) { utf8 -> Int in
                            if let position = partitions[partition].find(utf8, hash: hash, bits: bits, in: texts) {
                                return position
                            }
                            var slot = Int(truncatingIfNeeded: hash >> 20) & mask
                            while earlier[slot] != 0 {
                                let k = earlier[slot] - 1
                                let (kp, ki) = batch.locate(k)
                                if batch.parts[kp].hashes[ki] == hash,
                                   batch.withText(kp, ki, { $0.elementsEqual(utf8) }) { return -3 - k }
                                slot = (slot + 1) & mask
                            }
                            earlier[slot] = g + 1
                            return Self.new
                        }
                        out.base[g] = found
                    }
                }
            }
        }
        return results
    }

    /// Adds the lines of `batch` that were kept: `kept[g]` is line `g`'s new position, or -1; `texts` holds them.
    /// - Complexity: O(lines kept) amortized, spread on `threads` threads.
    mutating func add(_ batch: LineBatch, kept: [Int], texts: KeptTexts, threads: Int) {
        let oldBits = positionBits
        while texts.count >= 1 << positionBits { positionBits += 1 }
        let bits = positionBits, seed = self.seed
        partitions.withUnsafeMutableBufferPointer { partitions in
            let shared = SharedPartitions(partitions)
            WorkerThreads.each(threads) { worker in
                for p in stride(from: worker, to: Self.count, by: threads) {
                    for b in (oldBits + 1)..<(bits + 1) { shared.base[p].widenPositions(to: b) }
                }
                for (p, part) in batch.parts.enumerated() {
                    for i in part.hashes.indices {
                        let position = kept[batch.firsts[p] + i]
                        guard position >= 0 else { continue }
                        let hash = part.hashes[i]
                        let partition = Self.partition(hash)
                        guard partition % threads == worker else { continue }
                        shared.base[partition].insert(hash: hash, position: position, bits: bits, seed: seed, texts: texts)
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
