import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Candidate tags read from a stream as they arrive: the picker's input, a chunk at a time.
///
/// A candidate is its line's bytes, whatever they are (``LineText`` makes the tag's text of them): nothing is
/// trimmed, and a line that is not UTF-8 or holds control characters is a candidate like any other; an empty line
/// is skipped. Its limits are on what it keeps, never on what it reads: a line longer than ``maximumLineBytes`` is
/// skipped (its bytes are not kept), a line whose bytes were met before is merged into the first one, and once the
/// candidates kept would take more than ``maximumBytes`` of memory (or past ``maximumCandidates`` of them) no more
/// are added. So `yes | tagdeck pick` runs in constant memory, and a huge input stops at a limit it says.
public struct PickerStream: Sendable {
    /// The longest line kept, in bytes: 64 MiB (as long as a board file may be; fzf keeps any line).
    public static let maximumLineBytes = 64 << 20
    /// The most distinct candidates kept, unless a host says otherwise: no limit but memory.
    public static let defaultMaximumCandidates = Int.max
    /// What a candidate is taken to cost in memory beyond its bytes, for ``maximumBytes``: its end in the stream's
    /// packed texts (which the board shares), its slot in the table of texts met, which is at least 0.4 full, and
    /// the table's copy while it doubles (measured: 10,000,000 lines of 13 bytes took about 26 bytes each in all,
    /// 13 beyond their own, so this errs on the safe side; `BENCHMARKS.md`).
    public static let bytesPerCandidate = 24

    /// Names the input in warnings, e.g. `standard input`.
    public let source: String
    public let separator: UInt8
    public let maximumCandidates: Int
    /// The memory the candidates may take, in bytes (each counted as its bytes and ``bytesPerCandidate``).
    public let maximumBytes: Int
    /// The memory the candidates kept take, as counted for ``maximumBytes``.
    public private(set) var keptBytes = 0
    /// One line per thing that was merged or skipped (`SOURCE:LINE: ...`), at most ``maximumWarnings`` kept.
    public private(set) var warnings: [String] = []
    /// Warnings not kept (beyond the first ``maximumWarnings``).
    public private(set) var droppedWarnings = 0
    static let maximumWarnings = 1_000
    /// Distinct candidates added so far.
    public private(set) var count = 0
    /// Whether the cap on candidates was reached (later lines are read and dropped).
    public private(set) var isFull = false

    /// Every distinct candidate, with the line it was first on.
    private var seen = SeenTexts()
    /// The known texts (apart from the candidates, so that the candidates' blocks hold candidates only).
    private let knownTexts: Set<String>
    /// How many of the candidates' blocks ``takePackedRuns()`` has given.
    private var blocksGiven = 0
    private var ended = false
    /// The known texts, in their order, and those met among the candidates so far.
    private let known: [String]
    private var knownSeen = Set<String>()
    private var pending: [UInt8] = []
    /// The current line is over the limit: its bytes are dropped until the separator.
    private var skippingLongLine = false
    private var number = 0

    /// - Parameter known: Texts already on the board (the `--chosen` ones): a candidate equal to one is merged.
    public init(source: String, separator: UInt8 = 0x0A, known: [String] = [],
                maximumCandidates: Int = PickerStream.defaultMaximumCandidates, maximumBytes: Int = .max) {
        self.source = source
        self.separator = separator
        self.maximumCandidates = maximumCandidates
        self.maximumBytes = maximumBytes
        self.known = known
        knownTexts = Set(known)
    }

    /// Why no more candidates are added, once ``isFull``: the limit that was reached, in words.
    public var fullReason: String {
        if count >= maximumCandidates { return "more than \(TitleText.grouped(maximumCandidates)) candidates" }
        return "the candidates fill their memory limit of \(maximumBytes / 1_048_576) MB (--max-memory)"
    }

    /// The known (chosen) texts not met among the candidates so far, in their order: once the input has ended,
    /// the chosen entries that are not among the candidates.
    /// - Complexity: O(known).
    public var unseenKnown: [String] {
        var seen = knownSeen
        return known.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Reads the next bytes; returns the new candidates among the lines they complete, in input order.
    /// - Complexity: O(bytes), plus a hash per line.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [String] {
        if let out = bytes.withContiguousStorageIfAvailable({ feed(contiguous: $0) }) { return out }
        return Array(bytes).withUnsafeBufferPointer { feed(contiguous: $0) }
    }

    private mutating func feed(contiguous bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var out: [String] = []
        var start = 0
        while start < bytes.count,
              let found = memchr(bytes.baseAddress! + start, Int32(separator), bytes.count - start) {
            let end = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<end])
            start = end + 1
            if skippingLongLine {
                skippingLongLine = false
                number += 1
                pending.removeAll()
                continue
            }
            if pending.isEmpty {
                take(piece, into: &out)
            } else {
                var line: [UInt8] = []
                swap(&line, &pending)
                line.append(contentsOf: piece)
                line.withUnsafeBufferPointer { take($0, into: &out) }
                line.removeAll(keepingCapacity: line.count <= 4_096)
                pending = line
            }
        }
        if !skippingLongLine && start < bytes.count {
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            if pending.count > Self.maximumLineBytes {
                skippingLongLine = true
                warn("\(source):\(number + 1): line longer than \(Self.maximumLineBytes >> 20) MiB; skipped")
                pending = []
            }
        }
        return out
    }

    /// The runs of candidates packed for good since the last call (every full block, and the last one once the
    /// input has ended), for the board to keep instead of its own copy of their texts.
    /// - Complexity: O(runs).
    public mutating func takePackedRuns() -> [CandidateTexts] {
        let blocks = seen.blocks
        let done = ended ? blocks.count : seen.fullBlockCount
        guard done > blocksGiven else { return [] }
        defer { blocksGiven = done }
        return (blocksGiven..<done).map { CandidateTexts(start: $0 * SeenTexts.blockSize, texts: blocks[$0]) }
    }

    /// The input ended: the last line, if it had no separator.
    public mutating func finish() -> [String] {
        defer { ended = true }
        var out: [String] = []
        if !skippingLongLine && !pending.isEmpty { let line = pending; line.withUnsafeBufferPointer { take($0, into: &out) } }
        pending = []
        skippingLongLine = false
        return out
    }

    /// One whole line: merged or added, byte for byte (``LineText``); an empty one is skipped. An ASCII line is its
    /// own text's UTF-8, so it is looked up before any string is made of it.
    private mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [String]) {
        number += 1
        if bytes.isEmpty { return }
        if knownTexts.isEmpty && !bytes.contains(where: { $0 >= 0x80 }) { return take(text: bytes, bytes, into: &out) }
        var text = LineText.text(of: bytes)
        // A chosen entry among the candidates is expected, not a duplicate.
        if knownTexts.contains(text) { knownSeen.insert(text); return }
        text.withUTF8 { take(text: $0, bytes, into: &out) }
    }

    /// The line `bytes`, whose text's UTF-8 is `utf8`: merged into the first like it, or added.
    private mutating func take(text utf8: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>,
                               into out: inout [String]) {
        let probe = seen.find(utf8)
        if case .found(let position) = probe {
            // Counted only past the warnings kept: endless duplicates make no string each.
            if warnings.count >= Self.maximumWarnings { droppedWarnings += 1; return }
            let first = seen.number(at: position)
            return warn("\(source):\(number): duplicate tag '\(Self.readable(Array(bytes)))' (first on line \(first)); merged")
        }
        let cost = bytes.count + Self.bytesPerCandidate
        guard count < maximumCandidates, keptBytes <= maximumBytes - cost, seen.canAdd else {
            if !isFull {
                isFull = true
                warn("\(source):\(number): \(fullReason); the rest are not added")
            }
            return
        }
        seen.insert(utf8, number: number, at: probe)
        count += 1
        keptBytes += cost
        out.append(String(decoding: utf8, as: UTF8.self))
    }

    /// A line as a warning quotes it: its bytes as UTF-8, each byte that is not as U+FFFD (control characters are
    /// escaped where the warning is written).
    static func readable(_ bytes: [UInt8]) -> String {
        var out = String.UnicodeScalarView()
        bytes.withUnsafeBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
                let (scalar, length) = UTF8Walk.decode(bytes, at: i)
                out.append(scalar ?? "\u{FFFD}")
                i += length
            }
        }
        return String(out)
    }

    private mutating func warn(_ line: String) {
        if warnings.count < Self.maximumWarnings { warnings.append(line) } else { droppedWarnings += 1 }
    }
}
