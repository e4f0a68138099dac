import TagDeck

/// Reading the units of a terminal's input: what each one is, before anything is done with it.
extension ANSIInputDecoder {
    /// One unit of input.
    enum Token: Equatable {
        /// A UTF-8 character (U+FFFD for a malformed one).
        case character(UInt32)
        /// A sequence of the key table.
        case key(KeySequenceTable.Meaning)
        /// An Escape that is the key: followed by another, or by nothing at the end of the input.
        case escapeKey
        /// `ESC [ 200 ~`: a paste starts.
        case pasteStart
        /// The terminal's answer to `ESC [ 6 n`.
        case cursorReport(CursorReport)
        /// The terminal's answer to OSC 11 (its background colour), while one is awaited.
        case backgroundReport(RGB)
        /// The terminal's answer to `ESC [ c` (its primary device attributes), while a background is awaited.
        case deviceAttributes
        /// The start of a string sequence, whose bytes are dropped up to its end.
        case string
        /// A control sequence too long to keep, whose bytes are dropped up to its end.
        case overlongSequence
        /// Anything else: dropped whole.
        case ignored
    }

    /// A whole mouse report, as read from its bytes.
    struct MouseReport {
        /// Its length in bytes.
        var length: Int
        /// Its button code (read in `decode(_:final:yield:)`).
        var code: Int
        /// Its cell, 0-based.
        var point: Point
        /// Whether it ended in `m` (SGR's release of a button).
        var released: Bool
    }

    /// The whole mouse report at `i`: SGR 1006 (`ESC [ <` code `;` column `;` row, then `M`, or `m` for a release,
    /// 1-based) or X10 (`ESC [ M` and three bytes, each its value plus 32, the cell 1-based, any byte value). Nil
    /// when there is none there, when it is cut by the end of the input so far, and when it is malformed (a cell
    /// outside the screen, not three numbers, an X10 byte below its offset).
    func mouseReport(at i: Int) -> MouseReport? {
        guard i + 2 < pending.count, pending[i] == Self.escape, pending[i + 1] == 0x5B else { return nil }
        if pending[i + 2] == 0x4D {
            guard pending.count - i >= 6 else { return nil }
            let (b, x, y) = (Int(pending[i + 3]), Int(pending[i + 4]), Int(pending[i + 5]))
            // Below its offset it is no report (found by fuzzing: `ESC [ M` and three NULs made a pointer at
            // -33, -33).
            guard b >= 32, x >= 33, y >= 33 else { return nil }
            return MouseReport(length: 6, code: b - 32, point: Point(x: x - 33, y: y - 33), released: false)
        }
        guard pending[i + 2] == 0x3C, case .complete(let length) = controlSequence(at: i) else { return nil }
        let last = pending[i + length - 1]
        guard last == 0x4D || last == 0x6D, let numbers = Self.numbers(pending[(i + 3)..<(i + length - 1)]),
              numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return MouseReport(length: length, code: numbers[0], point: Point(x: numbers[1] - 1, y: numbers[2] - 1),
                           released: last == 0x6D)
    }

    /// The unit at `i` and its length in bytes; nil when it is cut by the end of the input so far. When `final`
    /// (no more input will come) nothing is cut: an Escape alone is the key, a cut sequence is dropped.
    func scan(at i: Int, final: Bool) -> (Int, Token)? {
        guard pending[i] == Self.escape else {
            return character(at: i, final: final).map { ($0.0, .character($0.1)) }
        }
        guard i + 1 < pending.count else { return final ? (1, .escapeKey) : nil }
        let next = pending[i + 1]
        // Escape pressed twice: the first one is the key, the second starts afresh.
        if next == Self.escape { return (1, .escapeKey) }
        if next == 0x5B, awaitsCursorReport, case .complete(let length) = controlSequence(at: i),
           let report = cursorReport(at: i, length: length) {
            return (length, .cursorReport(report))
        }
        if awaitsBackgroundReport, let answer = terminalAnswer(at: i, final: final) { return answer }
        switch keySequence(at: i, final: final) {
        case .found(let length, let meaning): return (length, .key(meaning))
        case .cut: return nil
        case .none: break
        }
        // What the table does not name, read by its structure.
        let rest = pending.count - i
        switch next {
        case 0x5B:  // "[": a control sequence
            return controlSequenceToken(at: i, final: final)
        case 0x4F:  // "O": a single shift, one more byte
            guard i + 2 < pending.count else { return final ? (rest, .ignored) : nil }
            // Its byte is printable: else this was Alt-O, and the byte is read afresh.
            return ((0x20...0x7E).contains(pending[i + 2]) ? 3 : 2, .ignored)
        case 0x5D, 0x50, 0x5F, 0x5E:  // "]" "P" "_" "^": OSC, DCS, APC, PM, until BEL or ST
            return (2, .string)
        case 0x07:
            // Escape then Ctrl-G: GNU screen holds a lone Escape until the next key while mouse reporting is on;
            // the Escape is dropped and the Ctrl-G read afresh, so that one Ctrl-G always cancels.
            return (1, .ignored)
        default:
            // An Alt chord: Escape and one character, dropped whole.
            return character(at: i + 1, final: final).map { (1 + $0.0, .ignored) }
        }
    }

    /// What the key table says of the bytes at `i`.
    private enum TableMatch {
        /// Its longest sequence there: its length and meaning.
        case found(Int, KeySequenceTable.Meaning)
        /// A longer one may still come.
        case cut
        case none
    }

    private func keySequence(at i: Int, final: Bool) -> TableMatch {
        var node = 0
        var j = i
        var longest: TableMatch = .none
        while j < pending.count, let child = keys.nodes[node].children[pending[j]] {
            node = child
            j += 1
            if let meaning = keys.nodes[node].meaning { longest = .found(j - i, meaning) }
        }
        if j == pending.count && !keys.nodes[node].children.isEmpty && !final { return .cut }
        return longest
    }

    /// How far a control sequence (`ESC [`, parameter and intermediate bytes, a final byte) at `i` goes.
    private enum Extent {
        /// Complete: this many bytes, the final one included.
        case complete(Int)
        /// Broken by a byte that belongs to no sequence (a control character, another Escape): the bytes before it.
        case broken(Int)
        /// Longer than ``maximumSequence`` and not ended yet: this many bytes of it.
        case overlong(Int)
        case cut
    }

    private func controlSequence(at i: Int) -> Extent {
        var j = i + 2
        while j < pending.count {
            switch pending[j] {
            case 0x20...0x3F:
                j += 1
                if j - i > Self.maximumSequence { return .overlong(j - i) }
            case 0x40...0x7E:
                return .complete(j - i + 1)
            default:
                return .broken(j - i)
            }
        }
        return .cut
    }

    /// A control sequence the table does not name: a paste's start, a cursor report, or nothing. A mouse report
    /// comes here only inside a paste (the decoding loop reads the others first), where it is dropped whole; so
    /// is a malformed one, anywhere.
    private func controlSequenceToken(at i: Int, final: Bool) -> (Int, Token)? {
        if let report = mouseReport(at: i) { return (report.length, .ignored) }
        let rest = pending.count - i
        // X10: `ESC [ M` and three bytes of any value; one with a byte below its offset is no report.
        if i + 2 < pending.count, pending[i + 2] == 0x4D {
            guard rest >= 6 else { return final ? (rest, .ignored) : nil }
            return (6, .ignored)
        }
        switch controlSequence(at: i) {
        case .cut: return final ? (rest, .ignored) : nil
        case .broken(let length): return (length, .ignored)  // the byte that broke it is read afresh
        case .overlong(let length): return (length, .overlongSequence)
        case .complete(let length):
            let body = pending[(i + 2)..<(i + length - 1)]
            let last = pending[i + length - 1]
            if last == 0x7E, body.elementsEqual("200".utf8) { return (length, .pasteStart) }
            if let report = cursorReport(at: i, length: length) { return (length, .cursorReport(report)) }
            // Anything else (a malformed mouse report, a stray paste end, a key the table does not name, a
            // terminal's answer): dropped.
            return (length, .ignored)
        }
    }

    /// `ESC [ ROW ; COLUMN R` at `i` as a cursor position report.
    private func cursorReport(at i: Int, length: Int) -> CursorReport? {
        guard pending[i + length - 1] == 0x52, let numbers = Self.numbers(pending[(i + 2)..<(i + length - 1)]),
              numbers.count == 2, numbers[0] >= 1, numbers[1] >= 1 else { return nil }
        return CursorReport(row: numbers[0], column: numbers[1])
    }

    /// While a background colour is awaited: an OSC string at `i` (its colour when it is OSC 11's answer, else
    /// dropped whole), or the device attributes' answer `ESC [ ? … c`. Nil for anything else; `.some(nil)` when
    /// the answer is cut by the end of the input so far (wait for more).
    private func terminalAnswer(at i: Int, final: Bool) -> (Int, Token)?? {
        switch pending[i + 1] {
        case 0x5D:
            let (end, ended) = endOfString(from: i + 2, final: final)
            guard ended else { return .some(nil) }
            var body = end
            let last2 = body - i >= 4 ? (pending[body - 2], pending[body - 1]) : (0, 0)
            if body > i + 2 && pending[body - 1] == 0x07 {
                body -= 1
            } else if last2 == (Self.escape, 0x5C) || last2 == (0xC2, 0x9C) {
                body -= 2
            }
            let color = Self.backgroundColor(inAnswer: pending[(i + 2)..<body])
            return (end - i, color.map(Token.backgroundReport) ?? .ignored)
        case 0x5B:
            guard i + 2 < pending.count else { return final ? nil : .some(nil) }
            guard pending[i + 2] == 0x3F else { return nil }
            switch controlSequence(at: i) {
            case .complete(let length) where pending[i + length - 1] == 0x63: return (length, .deviceAttributes)
            case .cut: return final ? nil : .some(nil)
            case .complete, .broken, .overlong: return nil
            }
        default:
            return nil
        }
    }

    /// Decimal numbers separated by `;`, each of at most 6 digits; nil for anything else.
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        for field in bytes.split(separator: 0x3B, omittingEmptySubsequences: false) {
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        return numbers
    }

    /// Where the rest of an overlong control sequence from `i` ends: after its final byte, or before any other
    /// byte that is not one of its parameters (read afresh). `ended`: false when the input ran out first (and it
    /// is not `final`).
    func endOfControlSequence(from i: Int, final: Bool) -> (Int, ended: Bool) {
        var j = i
        while j < pending.count, (0x20...0x3F).contains(pending[j]) { j += 1 }
        guard j < pending.count else { return (j, final) }
        return ((0x40...0x7E).contains(pending[j]) ? j + 1 : j, true)
    }

    /// Where a string sequence's bytes from `i` end: after BEL, `ESC \` or U+009C. An Escape followed by anything
    /// else aborts it, as terminals parse it, and starts a sequence of its own (so that `ESC [ 201 ~` after an
    /// unterminated string still ends a paste). An Escape (or the first byte of U+009C) at the end of the input
    /// waits. When the input ran out and it is `final`, the string is given up, so that an unterminated one never
    /// swallows the keys typed after it (found by fuzzing).
    func endOfString(from i: Int, final: Bool) -> (Int, ended: Bool) {
        var j = i
        while j < pending.count {
            switch pending[j] {
            case 0x07:
                return (j + 1, true)
            case 0xC2, Self.escape:
                // Cut: it may be the start of the end.
                guard j + 1 < pending.count else { return final ? (pending.count, true) : (j, false) }
                if pending[j] == Self.escape { return (pending[j + 1] == 0x5C ? j + 2 : j, true) }
                if pending[j + 1] == 0x9C { return (j + 2, true) }
                j += 1
            default:
                j += 1
            }
        }
        return (j, final)
    }

    /// One UTF-8 character at `i`: its length and scalar value, or nil when it is cut by the end of the input.
    /// A malformed sequence is U+FFFD, as long as its longest valid start (at least one byte); so is a character
    /// cut short when `final`.
    func character(at i: Int, final: Bool) -> (Int, UInt32)? {
        let lead = pending[i]
        if lead < 0x80 { return (1, UInt32(lead)) }
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: (length, scalar) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, scalar) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, scalar) = (4, UInt32(lead & 0x07))
        default: return (1, 0xFFFD)
        }
        for k in 1..<length {
            guard i + k < pending.count else { return final ? (k, 0xFFFD) : nil }
            let byte = pending[i + k]
            // The second byte's range is narrower after some leads: no overlong form, no surrogate, nothing past
            // U+10FFFF.
            let range: ClosedRange<UInt8> = switch (k, lead) {
            case (1, 0xE0): 0xA0...0xBF
            case (1, 0xED): 0x80...0x9F
            case (1, 0xF0): 0x90...0xBF
            case (1, 0xF4): 0x80...0x8F
            default: 0x80...0xBF
            }
            guard range.contains(byte) else { return (k, 0xFFFD) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (length, scalar)
    }
}
