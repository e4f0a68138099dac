/// Why a YAML text could not be composed, as libyaml (or the composer) says it, and where.
public enum YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What libyaml was reading when it stopped: `while scanning a quoted scalar`, and where that began.
    public struct Context: Equatable, Sendable {
        /// What was being read.
        public var text: String
        /// Where it began.
        public var mark: YAMLMark
    }

    /// Which stage of reading found the problem.
    public enum Stage: String, Sendable {
        case scanner, parser, composer
    }

    /// Bytes that are no YAML text (a control character): `offset` is the byte of the text where.
    case reader(problem: String, offset: Int, value: Int32, text: String)
    /// A syntax problem at `mark` (a scanner or parser error), or a composer's (an alias to no anchor, a second
    /// document).
    case syntax(Stage, context: Context?, problem: String, mark: YAMLMark, text: String)
    /// Keys given more than once in one mapping: their texts, sorted, and where the first of them is.
    case duplicatedKeys([String], mark: YAMLMark, text: String)
    /// libyaml ran out of memory.
    case memory

    /// The problem and where it is, for syntax errors (nil for the others).
    public var problemAndMark: (problem: String, mark: YAMLMark)? {
        if case let .syntax(_, _, problem, mark, _) = self { return (problem, mark) }
        return nil
    }

    /// `LINE:COLUMN: error: STAGE: PROBLEM:`, then the line and a caret under the column.
    public var description: String {
        switch self {
        case .memory:
            return "Memory error"
        case let .reader(problem, offset, value, text):
            guard offset < text.utf8.count else { return "\(problem) at offset: \(offset), value: \(value)" }
            let (line, column, contents) = Self.lineAndColumn(at: offset, in: text)
            return "\(YAMLMark(line: line + 1, column: column + 1)): error: reader: \(problem):\n"
                + Self.endingWithNewline(contents) + String(repeating: " ", count: column) + "^"
        case let .syntax(stage, context, problem, mark, text):
            let said = context.map { "\($0.text) in line \($0.mark.line), column \($0.mark.column)\n" } ?? ""
            return "\(mark): error: \(stage.rawValue): \(said)\(problem):\n" + Self.snippet(at: mark, in: text)
        case let .duplicatedKeys(names, mark, text):
            let keys = names.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "Parser: expected all keys to be unique but found the following duplicated key(s): \(keys).\n"
                + "Context:\n" + text + " in line \(mark.line), column \(mark.column)\n"
        }
    }

    /// The 0-based line and UTF-16 column of a byte offset, and that line with its ending.
    private static func lineAndColumn(at offset: Int, in text: String) -> (Int, Int, String) {
        let bytes = Array(text.utf8)
        var line = 0, start = 0, i = 0
        while i < offset {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                start = i + 1
            }
            i += 1
        }
        var end = offset
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        if end < bytes.count { end += bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1 }
        let column = String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count
        return (line, column, String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// The line of `mark` and a caret under its column.
    private static func snippet(at mark: YAMLMark, in text: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        let contents = mark.line - 1 < lines.count ? String(lines[mark.line - 1]) : ""
        let scalars = contents.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: mark.column - 1, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let column = contents.utf16.distance(from: contents.utf16.startIndex, to: index)
        return contents + "\n" + String(repeating: " ", count: column) + "^"
    }

    private static func endingWithNewline(_ line: String) -> String {
        line.hasSuffix("\n") || line.hasSuffix("\r") ? line : line + "\n"
    }
}
