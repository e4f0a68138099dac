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

    /// How full a partition may be once a batch is in.
    static let maximumLoad = 0.8

    private var partitions = [TextPartition](repeating: TextPartition(size: 16), count: TextPartitions.count)
    /// Every partition's number of slots.
    private(set) var size = 16
    /// How many low bits of a slot hold a position (or a pending line), in every partition.
    private(set) var positionBits = 8
    /// The hash's key, drawn once per table.
    let seed = UInt64.random(in: .min ... .max)

    @inline(__always)
    static func partition(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 58) }

    /// Makes room for every line of `batch` (`texts` are the texts kept so far): positions one bit longer when
    /// the batch's pending lines need it, and every partition larger (built again from the texts, the old ones let
    /// go first) when one would be more than ``maximumLoad`` full with every line of the batch in it, or with its
    /// share of `expected` texts (the whole input's lines, when it is known to come: sized once, not grown again
    /// and again).
    /// - Complexity: O(lines of the batch); O(texts), spread on `threads` threads, when the partitions grow.
    mutating func prepare(_ batch: LineBatch, texts: KeptTexts, threads: Int, expected: Int = 0) {
        let base = texts.count
        let oldBits = positionBits
        while base + batch.count + 1 >= 1 << positionBits { positionBits += 1 }
        var lines = [Int](repeating: 0, count: Self.count)
        for part in batch.parts { for hash in part.hashes { lines[Self.partition(hash)] += 1 } }
        var size = self.size
        while Double(expected / Self.count) > Double(size) * Self.maximumLoad || partitions.indices.contains(where: {
            Double(partitions[$0].count + lines[$0]) > Double(size) * Self.maximumLoad
        }) { size += size / 2 }
        if size != self.size { return rebuild(size: size, texts: texts, threads: threads) }
        guard positionBits != oldBits else { return }
        let bits = positionBits
        partitions.withUnsafeMutableBufferPointer { partitions in
            let shared = SharedPartitions(partitions)
            CoreThreads.each(threads) { worker in
                for p in stride(from: worker, to: Self.count, by: threads) {
                    for b in (oldBits + 1)...bits { shared.base[p].widenPositions(to: b) }
                }
            }
        }
    }

    /// Every partition built again with `size` slots from `texts`, read in order (each thread hashes them all and
    /// adds those of its own partitions).
    private mutating func rebuild(size: Int, texts: KeptTexts, threads: Int) {
        self.size = size
        partitions = []
        var fresh = [TextPartition](repeating: TextPartition(size: 0), count: Self.count)
        let bits = positionBits, seed = self.seed
        fresh.withUnsafeMutableBufferPointer { fresh in
            let shared = SharedPartitions(fresh)
            CoreThreads.each(threads) { worker in
                for p in stride(from: worker, to: Self.count, by: threads) { shared.base[p] = TextPartition(size: size) }
                var position = 0
                for block in texts.blocks {
                    block.withStorage { bytes, ends in
                        var start = 0
                        for end in ends {
                            let hash = SeenTexts.hash(UnsafeBufferPointer(rebasing: bytes[start..<Int(end)]), seed: seed)
                            start = Int(end)
                            let p = Self.partition(hash)
                            if p % threads == worker { shared.base[p].add(hash: hash, position: position, bits: bits) }
                            position += 1
                        }
                    }
                }
            }
        }
        partitions = fresh
    }

    /// For each line of `batch`, what it is: the position of its text among `texts` (kept before the batch),
    /// `-3 - k` when it is the text of the batch's earlier line `k`, ``new``, or ``skipped`` (empty or known); and
    /// for each new line, the slot where it is noted as pending, for ``settle(_:kept:slots:threads:)``.
    /// - Complexity: O(lines) expected, plus their lengths where hashes match, spread on `threads` threads.
    mutating func classify(_ batch: LineBatch, texts: KeptTexts, threads: Int) -> (found: [Int], slots: [Int32]) {
        var results = [Int](repeating: Self.skipped, count: batch.count)
        var slots = [Int32](repeating: 0, count: batch.count)
        let bits = positionBits
        partitions.withUnsafeMutableBufferPointer { partitions in
            results.withUnsafeMutableBufferPointer { results in
                slots.withUnsafeMutableBufferPointer { slots in
                    let shared = SharedLookup(partitions: partitions, results: results, slots: slots)
                    CoreThreads.each(threads) { worker in
                        for p in batch.parts.indices {
                            Self.classify(part: p, of: batch, worker: worker, threads: threads, bits: bits,
                                          texts: texts, shared)
                        }
                    }
                }
            }
        }
        return (results, slots)
    }

    /// ``classify(_:texts:threads:)`` for the lines of part `p` of `batch` whose partitions are `worker`'s.
    private static func classify(part p: Int, of batch: LineBatch, worker: Int, threads: Int, bits: Int,
                                 texts: KeptTexts, _ shared: SharedLookup) {
        let base = texts.count
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
                        ? shared.partitions[partition].look(line, hash: hash, line: g, bits: bits, base: base,
                                                          texts: texts, batch: batch)
                        : batch.withText(p, i) {
                            shared.partitions[partition].look($0, hash: hash, line: g, bits: bits, base: base,
                                                              texts: texts, batch: batch)
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
        let bits = positionBits
        partitions.withUnsafeMutableBufferPointer { partitions in
            let shared = SharedPartitions(partitions)
            CoreThreads.each(threads) { worker in
                for (p, part) in batch.parts.enumerated() {
                    let first = batch.firsts[p]
                    for i in part.hashes.indices where found[first + i] == Self.new {
                        let hash = part.hashes[i]
                        let partition = Self.partition(hash)
                        guard partition % threads == worker else { continue }
                        let g = first + i
                        shared.base[partition].settle(Int(slots[g]), bits: bits, position: kept[g] >= 0 ? kept[g] : nil)
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
