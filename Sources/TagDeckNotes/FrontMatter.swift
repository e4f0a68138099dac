/// A Markdown note's text (UTF-8, as ``NoteEncoding`` decodes it), split around its front matter: an optional byte
/// order mark, then YAML between `---` lines, TOML between `+++` lines (Hugo, Zola), or a JSON object at the top
/// (Hugo), then the body.
///
/// Nothing is decoded or normalised: every byte outside the front matter's content is kept as read, and the
/// content's bytes are kept too, so an edit can change one value alone.
public struct FrontMatter: Sendable {
    /// The languages front matter is written in.
    public enum Format: Sendable, Equatable {
        /// Between `---` lines (closed by `---` or `...`).
        case yaml
        /// Between `+++` lines.
        case toml
        /// A JSON object at the top of the note, its `}` ending a line.
        case json

        /// The name said in messages.
        public var name: String {
            switch self {
            case .yaml: "YAML"
            case .toml: "TOML"
            case .json: "JSON"
            }
        }
    }

    /// The whole note, as UTF-8.
    public let bytes: [UInt8]
    /// The language of the front matter (YAML for a note without one: the one tagdeck writes).
    public let format: Format
    /// The front matter's content: the bytes between the two delimiter lines (YAML, TOML), or the whole object with
    /// its braces (JSON); nil when the note has no front matter.
    public let content: Range<Int>?
    /// Where front matter goes in a note without it: after the byte order mark, if any.
    public let start: Int
    /// The line ending the note uses (CRLF when its first line ends so), for lines added to it.
    public let lineEnding: [UInt8]

    /// The YAML's range, for a YAML front matter.
    public var yaml: Range<Int>? { format == .yaml ? content : nil }

    /// The line of the file the content's first line is (1-based; a byte order mark takes no line).
    public var firstContentLine: Int { format == .json ? 1 : 2 }

    /// Splits `bytes`.
    /// - Throws: ``NoteProblem`` when a front matter is opened and never closed.
    /// - Complexity: O(lines of the front matter) when there is one; O(1) otherwise.
    public init(_ bytes: [UInt8]) throws(NoteProblem) {
        self.bytes = bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.start = start
        let firstLineEnd = bytes[start...].firstIndex(of: 0x0A)
        let crlf = firstLineEnd.map { $0 > start && bytes[$0 - 1] == 0x0D } == true
        lineEnding = crlf ? [0x0D, 0x0A] : [0x0A]
        let first = bytes[start..<(firstLineEnd ?? bytes.count)]
        if Self.isDelimiter(first, "---") || Self.isDelimiter(first, "+++") {
            let toml = Self.isDelimiter(first, "+++")
            format = toml ? .toml : .yaml
            guard let opening = firstLineEnd else {
                throw NoteProblem(line: 1, column: 1, message: "the front matter opened here is never closed with \(toml ? "+++" : "---")")
            }
            var lineStart = opening + 1
            while lineStart < bytes.count {
                let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                let line = bytes[lineStart..<end]
                if toml ? Self.isDelimiter(line, "+++") : Self.isDelimiter(line, "---") || Self.isDelimiter(line, "...") {
                    content = (opening + 1)..<lineStart
                    return
                }
                lineStart = end + 1
            }
            throw NoteProblem(line: 1, column: 1, message: "the front matter opened here is never closed with \(toml ? "+++" : "---")")
        }
        // `{{<` starts a Hugo shortcode, not a JSON object.
        if first.first == UInt8(ascii: "{"), first.dropFirst().first(where: { $0 != 0x20 && $0 != 0x09 }) != UInt8(ascii: "{") {
            format = .json
            guard let close = Self.closingBrace(bytes, from: start) else {
                throw NoteProblem(line: 1, column: 1, message: "the JSON front matter opened here is never closed with }")
            }
            content = start..<(close + 1)
            return
        }
        format = .yaml
        content = nil
    }

    /// Whether a line (without its `\n`) is `mark`, trailing blanks and `\r` allowed.
    static func isDelimiter(_ line: ArraySlice<UInt8>, _ mark: String) -> Bool {
        var end = line.endIndex
        while end > line.startIndex && [0x20, 0x09, 0x0D].contains(line[end - 1]) { end -= 1 }
        return line[line.startIndex..<end].elementsEqual(mark.utf8)
    }

    /// The `}` that closes the JSON object opening at `open`, outside strings, followed by the end of its line.
    private static func closingBrace(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0, i = open, inString = false
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == 0x5C { i += 2; continue }
                if b == 0x22 { inString = false }
            } else if b == 0x22 {
                inString = true
            } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                depth += 1
            } else if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return b == UInt8(ascii: "}") ? i : nil }
            }
            i += 1
        }
        return nil
    }

    /// The content as text (empty when there is none).
    public var contentText: String { content.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "" }

    /// The YAML as text (empty when there is none, or the front matter is not YAML).
    public var yamlText: String { yaml.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "" }

    /// Where the body starts: after the front matter's closing line (or the line of its JSON object's end), or at
    /// the start of a note without one.
    public var bodyStart: Int {
        guard let content else { return start }
        let from = format == .json ? max(content.lowerBound, content.upperBound - 1) : content.upperBound
        guard let end = bytes[from...].firstIndex(of: 0x0A) else { return bytes.count }
        return end + 1
    }

    /// The byte offset of `place`, a line and column (1-based, in scalars) of the file; nil past its line's end.
    /// - Complexity: O(offset).
    func offset(of place: (line: Int, column: Int)) -> Int? {
        var i = start, line = 1
        while line < place.line {
            guard let end = bytes[i...].firstIndex(of: 0x0A) else { return nil }
            (i, line) = (end + 1, line + 1)
        }
        var column = 1
        while column < place.column {
            guard i < bytes.count, bytes[i] != 0x0A else { return nil }
            i += 1
            while i < bytes.count && bytes[i] & 0xC0 == 0x80 { i += 1 }
            column += 1
        }
        return i
    }

    /// The line and column (1-based, in scalars) of the file at byte `offset`.
    /// - Complexity: O(offset).
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let before = bytes[start..<max(start, min(offset, bytes.count))]
        let line = 1 + before.lazy.filter { $0 == 0x0A }.count
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? start
        let column = 1 + String(decoding: bytes[lineStart..<max(lineStart, min(offset, bytes.count))], as: UTF8.self).unicodeScalars.count
        return (line, column)
    }
}
