/// What separates the fields of a line (`--delimiter`), read as fzf reads it: `\t` stands for a tab; a single
/// character, a text without any of a regular expression's special characters, or a text that is no valid
/// expression, is that text; anything else is a regular expression. Without one, fields are runs of blanks.
public struct FieldDelimiter: Sendable, Equatable, CustomStringConvertible {
    /// How fields are found.
    package enum Kind: Sendable, Equatable {
        /// Awk's fields: a run of characters other than space and tab, and the blanks after it; blanks at the start
        /// of the line belong to no field.
        case blanks
        /// A text; each field ends with it (but the last).
        case text([UInt8])
        /// A regular expression; each field ends with a match (but the last).
        case pattern(String)
    }

    /// How fields are found.
    package let kind: Kind
    /// The regular expression of a ``Kind/pattern(_:)``, compiled.
    private let compiled: CompiledPattern?

    /// The regular expression of a ``Kind/pattern(_:)``.
    var regex: Regex<AnyRegexOutput>? { compiled?.regex }

    /// Runs of blanks (the default).
    public static let blanks = FieldDelimiter(kind: .blanks, regex: nil)

    private init(kind: Kind, regex: Regex<AnyRegexOutput>?) {
        self.kind = kind
        compiled = regex.map(CompiledPattern.init)
    }

    /// A compiled regular expression. A `Regex` is not `Sendable` only because its output type (here
    /// `AnyRegexOutput`) is not: its program is shared by its copies, compiled once on first use, safely so from any
    /// thread, and only its matches (never shared here) carry the output.
    private struct CompiledPattern: @unchecked Sendable {
        let regex: Regex<AnyRegexOutput>
        init(_ regex: Regex<AnyRegexOutput>) { self.regex = regex }
    }

    /// The delimiter `text` names, as fzf reads `--delimiter`.
    public init(_ text: String) {
        let text = text.replacing("\\t", with: "\t")
        let special = Set("\\.+*?()|[]{}^$".utf8)
        if text.unicodeScalars.count == 1 || !text.utf8.contains(where: special.contains) {
            self.init(kind: .text(Array(text.utf8)), regex: nil)
        } else if let regex = try? Regex(text) {
            self.init(kind: .pattern(text), regex: regex.matchingSemantics(RegexSemanticLevel.unicodeScalar))
        } else {
            self.init(kind: .text(Array(text.utf8)), regex: nil)
        }
    }

    public var description: String {
        switch kind {
        case .blanks: "blanks"
        case .text(let bytes): String(decoding: bytes, as: UTF8.self)
        case .pattern(let source): source
        }
    }

    public static func == (lhs: FieldDelimiter, rhs: FieldDelimiter) -> Bool { lhs.kind == rhs.kind }
}

/// A line cut into fields, as fzf cuts it (`--delimiter`): byte ranges, in order, each running on to where the
/// next starts, so that a field keeps the delimiter that ends it. Works on any bytes (a regular expression reads
/// each byte that is not UTF-8 as U+FFFD).
package enum LineFields {
    /// The fields of `bytes`.
    /// - Complexity: O(bytes) for blanks and a text; a regular expression's own cost otherwise.
    package static func split(_ bytes: UnsafeBufferPointer<UInt8>, by delimiter: FieldDelimiter) -> [Range<Int>] {
        switch delimiter.kind {
        case .blanks: return blankFields(bytes)
        case .text(let separator): return textFields(bytes, separator)
        case .pattern: return patternFields(bytes, delimiter.regex!)
        }
    }

    /// The bytes of `line` that `expression` takes with `delimiter`, its ranges one after another, as
    /// `--accept-nth` prints them: with the delimiter that ends the last one taken off (trailing white space, for
    /// blanks).
    /// - Complexity: O(bytes).
    package static func accepted(_ line: UnsafeBufferPointer<UInt8>, _ expression: FieldExpression,
                                delimiter: FieldDelimiter) -> [UInt8] {
        var out: [UInt8] = []
        for range in expression.select(split(line, by: delimiter)) { out += line[range] }
        return out.withUnsafeBufferPointer { Array($0[..<withoutLastDelimiter($0, delimiter)]) }
    }

    /// Where `text` ends once the delimiter that ends it is taken off: a text delimiter at its very end, a match of
    /// the expression that ends at its end, or trailing white space for blanks.
    static func withoutLastDelimiter(_ text: UnsafeBufferPointer<UInt8>, _ delimiter: FieldDelimiter) -> Int {
        switch delimiter.kind {
        case .blanks:
            return trailingSpaceStart(text)
        case .text(let separator):
            return !separator.isEmpty && text.count >= separator.count && text.suffix(separator.count).elementsEqual(separator)
                ? text.count - separator.count : text.count
        case .pattern:
            let matches = patternMatches(text, delimiter.regex!)
            guard let last = matches.last, last.upperBound == text.count else { return text.count }
            return last.lowerBound
        }
    }

    /// Where the white space that ends `text` starts (Unicode's White_Space, as Go's `unicode.IsSpace`).
    static func trailingSpaceStart(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var end = 0, i = 0
        while i < text.count {
            let (scalar, length) = UTF8Walk.decode(text, at: i)
            i += length
            if !(scalar?.properties.isWhitespace ?? false) { end = i }
        }
        return end
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A }

    private static func blankFields(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start: Int?
        var i = 0
        while i < bytes.count {
            if !isBlank(bytes[i]) {
                if let s = start, isBlank(bytes[i - 1]) {
                    fields.append(s..<i)
                    start = i
                } else if start == nil {
                    start = i
                }
            }
            i += 1
        }
        if let s = start { fields.append(s..<bytes.count) }
        return fields
    }

    private static func textFields(_ bytes: UnsafeBufferPointer<UInt8>, _ separator: [UInt8]) -> [Range<Int>] {
        guard !separator.isEmpty else {
            // Go splits after each character.
            var fields: [Range<Int>] = []
            var i = 0
            while i < bytes.count {
                let length = UTF8Walk.length(bytes, at: i)
                fields.append(i..<(i + length))
                i += length
            }
            return fields
        }
        var fields: [Range<Int>] = []
        var start = 0, i = 0
        let first = separator[0], n = separator.count
        while i + n <= bytes.count {
            if bytes[i] == first && (n == 1 || bytes[i..<(i + n)].elementsEqual(separator)) {
                fields.append(start..<(i + n))
                i += n
                start = i
            } else {
                i += 1
            }
        }
        // The piece after the last separator is a field even when empty (Go's SplitAfter).
        fields.append(start..<bytes.count)
        return fields
    }

    private static func patternFields(_ bytes: UnsafeBufferPointer<UInt8>, _ regex: Regex<AnyRegexOutput>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start = 0
        for match in patternMatches(bytes, regex) {
            fields.append(start..<match.upperBound)
            start = match.upperBound
        }
        if start < bytes.count { fields.append(start..<bytes.count) }
        return fields
    }

    /// Every match of `regex` in `bytes`, as byte ranges, one after another (an empty match where none other is).
    static func patternMatches(_ bytes: UnsafeBufferPointer<UInt8>, _ regex: Regex<AnyRegexOutput>) -> [Range<Int>] {
        // The bytes as a string, each byte that is not UTF-8 as U+FFFD, with where each of its UTF-8 offsets began.
        var text = String.UnicodeScalarView()
        var origin: [Int] = []
        origin.reserveCapacity(bytes.count + 1)
        var i = 0
        while i < bytes.count {
            let (scalar, length) = UTF8Walk.decode(bytes, at: i)
            let s = scalar ?? "\u{FFFD}"
            text.append(s)
            for _ in 0..<UTF8.width(s) { origin.append(i) }
            i += length
        }
        origin.append(bytes.count)
        let string = String(text)
        let utf8 = string.utf8
        return string.matches(of: regex).map {
            origin[utf8.distance(from: utf8.startIndex, to: $0.range.lowerBound)]
                ..< origin[utf8.distance(from: utf8.startIndex, to: $0.range.upperBound)]
        }
    }
}
