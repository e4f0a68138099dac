import TagDeck

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
    /// What a candidate is taken to cost in memory beyond its bytes, for ``maximumBytes``: its place in the
    /// stream's and the board's packed texts, its number and its slot in the table of texts met (measured: 10,000,000
    /// lines of 13 bytes took about 40 bytes each in all, so this errs on the safe side; `BENCHMARKS.md`).
    public static let bytesPerCandidate = 40

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
        var out: [String] = []
        var chunk = Array(bytes)[...]
        while let end = chunk.firstIndex(of: separator) {
            let piece = chunk[chunk.startIndex..<end]
            chunk = chunk[(end + 1)...]
            if skippingLongLine {
                skippingLongLine = false
                number += 1
                pending.removeAll()
                continue
            }
            if pending.isEmpty {
                take(Array(piece), into: &out)
            } else {
                pending += piece
                take(pending, into: &out)
                pending.removeAll(keepingCapacity: pending.count <= 4_096)
            }
        }
        if !skippingLongLine {
            pending += chunk
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
        if !skippingLongLine && !pending.isEmpty { take(pending, into: &out) }
        pending = []
        skippingLongLine = false
        return out
    }

    /// One whole line: merged or added, byte for byte (``LineText``); an empty one is skipped.
    private mutating func take(_ bytes: [UInt8], into out: inout [String]) {
        number += 1
        if bytes.isEmpty { return }
        let text = LineText.text(of: bytes)
        // A chosen entry among the candidates is expected, not a duplicate.
        if knownTexts.contains(text) { knownSeen.insert(text); return }
        if let first = seen.number(of: text) {
            return warn("\(source):\(number): duplicate tag '\(Self.readable(bytes))' (first on line \(first)); merged")
        }
        let cost = bytes.count + Self.bytesPerCandidate
        guard count < maximumCandidates, keptBytes <= maximumBytes - cost, seen.canAdd else {
            if !isFull {
                isFull = true
                warn("\(source):\(number): \(fullReason); the rest are not added")
            }
            return
        }
        _ = seen.insert(text, number: number)
        count += 1
        keptBytes += cost
        out.append(text)
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
