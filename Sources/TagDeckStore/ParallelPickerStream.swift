import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The picker's candidates read as they arrive, as ``PickerStream`` reads them, on every core: the same candidates
/// in the same order, the same merges, skips, limits and warnings (a test compares the two).
///
/// The bytes are taken in batches of whole lines (up to ``batchBytes``). In each, the lines are found and hashed on
/// every core (``LineBatch``), then looked up in the table of texts met, which is cut by hash so that each core
/// looks up and adds the lines of its own partitions (``TextPartitions``); between the two, one pass in input order
/// keeps the new texts (the first line of a text decides its place), counts the limits and writes the warnings.
/// A batch smaller than ``parallelBytes`` is read on the caller's thread alone.
public struct ParallelPickerStream: Sendable {
    /// The most bytes of whole lines taken in one batch.
    static let batchBytes = 2 << 20

    /// Names the input in warnings, e.g. `standard input`.
    public let source: String
    public let separator: UInt8
    public let maximumCandidates: Int
    /// The memory the candidates may take, in bytes (each counted as its bytes and ``PickerStream/bytesPerCandidate``).
    public let maximumBytes: Int
    /// The memory the candidates kept take, as counted for ``maximumBytes``.
    public private(set) var keptBytes = 0
    /// One line per thing that was merged or skipped (`SOURCE:LINE: ...`), at most ``PickerStream/maximumWarnings``.
    public private(set) var warnings: [String] = []
    /// Warnings not kept (beyond the first ``PickerStream/maximumWarnings``).
    public private(set) var droppedWarnings = 0
    /// Distinct candidates added so far.
    public var count: Int { texts.count }
    /// Whether the cap on candidates was reached (later lines are read and dropped).
    public private(set) var isFull = false

    /// How many threads a batch is spread on.
    let threads: Int
    /// The smallest batch spread on the threads (a smaller one is read on the caller's thread).
    let parallelBytes: Int
    /// How many bytes the whole input holds, when that is known (a file): the table is sized for its lines.
    let expectedBytes: Int?
    private var expectedLines: Int?
    private var texts = KeptTexts()
    private var table = TextPartitions()
    private let knownTexts: Set<String>
    private let known: [String]
    private var knownSeen = Set<String>()
    private var blocksGiven = 0
    private var ended = false
    private var pending: [UInt8] = []
    private var skippingLongLine = false
    private var number = 0

    /// - Parameters:
    ///   - known: Texts already on the board (the `--chosen` ones): a candidate equal to one is merged.
    ///   - threads: How many threads a batch is spread on (default: one a core).
    ///   - parallelBytes: The smallest batch spread on the threads.
    ///   - expectedBytes: How many bytes the whole input holds, when that is known (a file): the table of texts met
    ///     is sized once for its lines (estimated from the first 64 KiB or more fed at once) instead of growing.
    public init(source: String, separator: UInt8 = 0x0A, known: [String] = [],
                maximumCandidates: Int = PickerStream.defaultMaximumCandidates, maximumBytes: Int = .max,
                threads: Int? = nil, parallelBytes: Int = 256 << 10, expectedBytes: Int? = nil) {
        self.source = source
        self.separator = separator
        self.maximumCandidates = maximumCandidates
        self.maximumBytes = maximumBytes
        self.known = known
        knownTexts = Set(known)
        self.threads = max(1, threads ?? CoreThreads.available)
        self.parallelBytes = parallelBytes
        self.expectedBytes = expectedBytes
    }

    /// Why no more candidates are added, once ``isFull``: the limit that was reached, in words.
    public var fullReason: String {
        if count >= maximumCandidates { return "more than \(TitleText.grouped(maximumCandidates)) candidates" }
        return "the candidates fill their memory limit of \(maximumBytes / 1_048_576) MB (--max-memory)"
    }

    /// The known (chosen) texts not met among the candidates so far, in their order.
    /// - Complexity: O(known).
    public var unseenKnown: [String] {
        var seen = knownSeen
        return known.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Reads the next bytes; returns the new candidates among the lines they complete, in input order.
    /// - Complexity: O(bytes), plus a hash per line, spread on the threads.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [String] {
        if let out = bytes.withContiguousStorageIfAvailable({ feed(contiguous: $0) }) { return out }
        return Array(bytes).withUnsafeBufferPointer { feed(contiguous: $0) }
    }

    private mutating func feed(contiguous bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var out: [String] = []
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return out }
        var start = 0
        // The line that was cut at the end of the last bytes: ended by the first separator, taken alone.
        if skippingLongLine || !pending.isEmpty {
            guard let found = memchr(base, Int32(separator), bytes.count) else { return keepPending(bytes, from: 0) }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            start = end + 1
            if skippingLongLine {
                skippingLongLine = false
                number += 1
            } else {
                var line = pending
                line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<start]))
                line.withUnsafeBufferPointer { take($0, into: &out) }
            }
            pending = []
        }
        // The whole lines, a batch at a time.
        var last = bytes.count
        while last > start && bytes[last - 1] != separator { last -= 1 }
        while start < last {
            var end = min(last, start + Self.batchBytes)
            if end < last {
                guard let found = memchr(base + end - 1, Int32(separator), last - end + 1) else { break }
                end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            take(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &out)
            start = end
        }
        out += keepPending(bytes, from: start)
        return out
    }

    /// Keeps the bytes from `start` on, a line not ended yet; a line past ``PickerStream/maximumLineBytes`` is
    /// skipped, as ``PickerStream`` does.
    private mutating func keepPending(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [String] {
        guard !skippingLongLine && start < bytes.count else { return [] }
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        if pending.count > PickerStream.maximumLineBytes {
            skippingLongLine = true
            warn("\(source):\(number + 1): line longer than \(PickerStream.maximumLineBytes >> 20) MiB; skipped")
            pending = []
        }
        return []
    }

    /// The input ended: the last line, if it had no separator.
    public mutating func finish() -> [String] {
        defer { ended = true }
        var out: [String] = []
        if !skippingLongLine && !pending.isEmpty {
            var line = pending
            line.append(separator)
            line.withUnsafeBufferPointer { take($0, into: &out) }
        }
        pending = []
        skippingLongLine = false
        return out
    }

    /// The runs of candidates packed for good since the last call (every full block, and the last one once the
    /// input has ended), for the board to keep instead of its own copy of their texts.
    /// - Complexity: O(runs).
    public mutating func takePackedRuns() -> [CandidateTexts] {
        let blocks = texts.blocks
        let done = ended ? blocks.count : texts.fullBlockCount
        guard done > blocksGiven else { return [] }
        defer { blocksGiven = done }
        return (blocksGiven..<done).map { CandidateTexts(start: $0 * SeenTexts.blockSize, texts: blocks[$0]) }
    }

    /// Whole lines, each ended by the separator: found and hashed, looked up, kept or merged in input order.
    private mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [String]) {
        let threads = bytes.count >= parallelBytes ? self.threads : 1
        let batch = LineBatch(bytes, separator: separator, threads: threads, seed: table.seed, known: knownTexts)
        if expectedLines == nil, let expectedBytes, bytes.count >= 1 << 16 {
            // The whole input's lines, estimated from these: the table sized once for them, at most an eighth as
            // many as the input's bytes (a table of 5 bytes a line, for an input of repeated lines).
            expectedLines = min(expectedBytes / 8, Int(Double(expectedBytes) * Double(batch.count) / Double(bytes.count)))
        }
        table.prepare(batch, texts: texts, threads: threads, expected: expectedLines ?? 0)
        let (found, slots) = table.classify(batch, texts: texts, threads: threads)
        var kept = [Int](repeating: -1, count: batch.count)
        out.reserveCapacity(out.count + batch.count)
        for (p, part) in batch.parts.enumerated() {
            let plain = part.known.isEmpty && part.texts.isEmpty
            var start = part.start
            for i in part.ends.indices {
                number += 1
                let end = Int(part.ends[i])
                let line = UnsafeBufferPointer(rebasing: batch.bytes[start..<end])
                start = end + 1
                let g = batch.firsts[p] + i
                if !plain && part.known.contains(i) {
                    knownSeen.insert(batch.withText(p, i) { String(decoding: $0, as: UTF8.self) })
                    continue
                }
                let what = found[g]
                if what == TextPartitions.skipped { continue }
                if what >= 0 || (what <= -3 && kept[-3 - what] >= 0) {
                    duplicate(line, first: texts.number(at: what >= 0 ? what : kept[-3 - what]))
                    continue
                }
                // A line like an earlier one of the batch that was not kept is not kept either: the limit held.
                if what <= -3 { continue }
                let cost = line.count + PickerStream.bytesPerCandidate
                guard count < maximumCandidates, keptBytes <= maximumBytes - cost, texts.canAdd else {
                    if !isFull {
                        isFull = true
                        warn("\(source):\(number): \(fullReason); the rest are not added")
                    }
                    continue
                }
                keptBytes += cost
                if plain {
                    kept[g] = texts.append(line, number: number)
                    out.append(String(decoding: line, as: UTF8.self))
                } else {
                    kept[g] = batch.withText(p, i) { texts.append($0, number: number) }
                    out.append(batch.withText(p, i) { String(decoding: $0, as: UTF8.self) })
                }
            }
        }
        table.settle(batch, found: found, kept: kept, slots: slots, threads: threads)
    }

    /// The line `bytes`, whose text was met first on line `first`: merged, with a warning.
    private mutating func duplicate(_ bytes: UnsafeBufferPointer<UInt8>, first: Int) {
        // Counted only past the warnings kept: endless duplicates make no string each.
        if warnings.count >= PickerStream.maximumWarnings { droppedWarnings += 1; return }
        warn("\(source):\(number): duplicate tag '\(PickerStream.readable(Array(bytes)))' (first on line \(first)); merged")
    }

    private mutating func warn(_ line: String) {
        if warnings.count < PickerStream.maximumWarnings { warnings.append(line) } else { droppedWarnings += 1 }
    }
}
