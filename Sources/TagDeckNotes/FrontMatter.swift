/// A Markdown note's bytes, split around its YAML front matter: an optional byte order mark, the opening `---`
/// line, the YAML, the closing `---` (or `...`) line, then the body.
///
/// Nothing is decoded or normalised: every byte outside the YAML is kept as read, and the YAML's bytes are kept
/// too, so an edit can change the `tags` value alone.
public struct FrontMatter: Sendable {
    /// The whole note.
    public let bytes: [UInt8]
    /// The YAML between the two delimiter lines (the bytes after the opening line's end, up to the closing line's
    /// start); nil when the note has no front matter.
    public let yaml: Range<Int>?
    /// Where front matter goes in a note without it: after the byte order mark, if any.
    public let start: Int
    /// The line ending the note uses (CRLF when its first line ends so), for lines added to it.
    public let lineEnding: [UInt8]
    /// The line of the file the YAML's first line is (1-based; the opening `---` is the first, a byte order mark
    /// takes no line): YAML positions are told in the file's lines.
    public static let firstYAMLLine = 2

    /// Splits `bytes`.
    /// - Throws: ``NoteProblem`` when a front matter is opened and never closed.
    /// - Complexity: O(lines of the front matter) when there is one; O(1) otherwise.
    public init(_ bytes: [UInt8]) throws(NoteProblem) {
        self.bytes = bytes
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: bom) ? 3 : 0
        self.start = start
        let firstLineEnd = bytes[start...].firstIndex(of: 0x0A)
        let crlf = firstLineEnd.map { $0 > start && bytes[$0 - 1] == 0x0D } == true
        lineEnding = crlf ? [0x0D, 0x0A] : [0x0A]
        guard let opening = firstLineEnd, Self.isDelimiter(bytes[start..<opening], closing: false) else {
            yaml = nil
            return
        }
        var lineStart = opening + 1
        while lineStart < bytes.count {
            let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            if Self.isDelimiter(bytes[lineStart..<end], closing: true) {
                yaml = (opening + 1)..<lineStart
                return
            }
            lineStart = end + 1
        }
        throw NoteProblem(line: 1, column: 1, message: "the front matter opened here is never closed with ---")
    }

    /// Whether a line (without its `\n`) is `---` (or, to close, `...`), trailing blanks and `\r` allowed.
    private static func isDelimiter(_ line: ArraySlice<UInt8>, closing: Bool) -> Bool {
        var end = line.endIndex
        while end > line.startIndex && [0x20, 0x09, 0x0D].contains(line[end - 1]) { end -= 1 }
        let text = line[line.startIndex..<end]
        return text.elementsEqual("---".utf8) || closing && text.elementsEqual("...".utf8)
    }

    /// The YAML as text (empty when there is none).
    public var yamlText: String { yaml.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "" }
}

/// What is wrong with a note, where: a line and column of the file (1-based), and one line saying what.
public struct NoteProblem: Error, Equatable, Sendable {
    /// The line of the file.
    public var line: Int
    /// The column (in Unicode scalars, as the YAML reader counts them).
    public var column: Int
    /// What is wrong.
    public var message: String

    /// A problem at `line`, `column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`.
    public func described(file: String) -> String { "\(file):\(line):\(column): \(message)" }
}
