/// The encoding a note is written in, found from its byte order mark: UTF-8 (with or without one), UTF-16 or UTF-32
/// (with one, either byte order).
///
/// A note is read as UTF-8 bytes whatever its encoding (``decode(_:)``) and written back in its own
/// (``encode(_:)``), so an edit of a UTF-16 note stays UTF-16 byte for byte outside the change. Bytes that are not
/// valid in the note's encoding are refused: nothing would say how to write them back.
public enum NoteEncoding: Sendable, Equatable {
    /// UTF-8; a byte order mark, when there is one, stays in the decoded bytes as it was.
    case utf8
    case utf16(bigEndian: Bool)
    case utf32(bigEndian: Bool)

    /// The encoding `bytes` start by saying, and how many bytes its byte order mark takes (0 for UTF-8: its mark,
    /// if any, is kept with the text).
    /// - Complexity: O(1).
    public static func detect(_ bytes: [UInt8]) -> (encoding: NoteEncoding, mark: Int) {
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32(bigEndian: false), 4) }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32(bigEndian: true), 4) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16(bigEndian: false), 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16(bigEndian: true), 2) }
        return (.utf8, 0)
    }

    /// The name said in messages.
    public var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16(let big): big ? "UTF-16BE" : "UTF-16LE"
        case .utf32(let big): big ? "UTF-32BE" : "UTF-32LE"
        }
    }

    /// The note's text as UTF-8 bytes (without the byte order mark of a UTF-16 or UTF-32 note), and its encoding.
    /// - Throws: ``NoteProblem`` at the line and column of the first byte that is not valid in the encoding.
    /// - Complexity: O(n) in the note's bytes.
    public static func decode(_ bytes: [UInt8]) throws(NoteProblem) -> (text: [UInt8], encoding: NoteEncoding) {
        let (encoding, mark) = detect(bytes)
        var out: [UInt8] = []
        switch encoding {
        case .utf8:
            if let bad = firstInvalidUTF8(bytes) { throw invalid(at: bad, decodedSoFar: Array(bytes[..<bad]), encoding) }
            return (bytes, .utf8)
        case .utf16(let big):
            out.reserveCapacity(bytes.count)
            var units: [UInt16] = []
            units.reserveCapacity((bytes.count - mark) / 2)
            var i = mark
            while i + 1 < bytes.count {
                let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
                units.append(big ? a << 8 | b : b << 8 | a)
                i += 2
            }
            if i < bytes.count { throw invalid(at: i, decodedSoFar: out, encoding, lastByte: true) }
            var iterator = units.makeIterator()
            var decoder = UTF16()
            var consumed = 0
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    consumed += scalar.value > 0xFFFF ? 2 : 1
                    out.append(contentsOf: String(scalar).utf8)
                case .emptyInput: break loop
                case .error: throw invalid(at: mark + 2 * consumed, decodedSoFar: out, encoding)
                }
            }
        case .utf32(let big):
            var i = mark
            while i + 3 < bytes.count {
                let b = bytes[i..<(i + 4)].map(UInt32.init)
                let value = big ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
                guard let scalar = Unicode.Scalar(value) else { throw invalid(at: i, decodedSoFar: out, encoding) }
                out.append(contentsOf: String(scalar).utf8)
                i += 4
            }
            if i < bytes.count { throw invalid(at: i, decodedSoFar: out, encoding, lastByte: true) }
        }
        return (out, encoding)
    }

    /// `text` (UTF-8, as ``decode(_:)`` gave it) in this encoding, with its byte order mark.
    /// - Complexity: O(n) in the text's bytes.
    public func encode(_ text: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8:
            return text
        case .utf16(let big):
            var out: [UInt8] = big ? [0xFE, 0xFF] : [0xFF, 0xFE]
            out.reserveCapacity(text.count * 2 + 2)
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let (hi, lo) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                out += big ? [hi, lo] : [lo, hi]
            }
            return out
        case .utf32(let big):
            var out: [UInt8] = big ? [0x00, 0x00, 0xFE, 0xFF] : [0xFF, 0xFE, 0x00, 0x00]
            out.reserveCapacity(text.count * 4 + 4)
            for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
                let v = scalar.value
                let be = [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
                out += big ? be : be.reversed()
            }
            return out
        }
    }

    /// Where the first byte that does not belong to valid UTF-8 is, if any.
    /// - Complexity: O(n).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        // The standard library's check is fast; the walk below only finds where a note it refused goes wrong.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int, low: UInt8, high: UInt8
            switch b {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return i
            }
            guard i + length <= n, (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[i + k]) { return i }
            i += length
        }
        return nil
    }

    /// The problem of a byte not valid in `encoding`, at the line and column the text decoded before it ends on.
    private static func invalid(at offset: Int, decodedSoFar text: [UInt8], _ encoding: NoteEncoding,
                                lastByte: Bool = false) -> NoteProblem {
        let line = 1 + text.lazy.filter { $0 == 0x0A }.count
        let lineStart = text.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = 1 + String(decoding: text[lineStart...], as: UTF8.self).unicodeScalars.count
        let what = lastByte ? "the note ends inside a character" : "byte \(offset) is not valid"
        return NoteProblem(line: line, column: column, message: "\(what) in \(encoding.name): not read, not written")
    }
}
