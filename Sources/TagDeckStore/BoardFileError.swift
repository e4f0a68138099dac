/// One problem found in a board file, located by line and column.
///
/// Lines and columns are 1-based. Columns count characters (extended grapheme clusters) of the line as
/// decoded, after a leading byte order mark; a UTF-8 error is located at the first byte that does not
/// decode, counting the characters before it.
public struct BoardFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A byte that does not start or continue a valid UTF-8 sequence.
        case notUTF8(byte: UInt8)
        /// A line that is not a pane, section or tag line, and not blank.
        case invalidLine
        /// A `- TEXT` line before the first `# TITLE` line.
        case tagBeforePane
        /// A `## TITLE` line before the first `# TITLE` line.
        case sectionBeforePane
        /// The file has fewer than two panes; `found` is how many it has.
        case tooFewPanes(found: Int)
        /// The third (or later) pane; `ordinal` is its number, starting at 3.
        case extraPane(ordinal: Int)
        /// A `-` line with no text.
        case emptyTag
        /// A tag whose text already appeared on `firstLine`.
        case duplicateTag(text: String, firstLine: Int)
        /// A control character (Unicode general category Cc, such as a tab) in a title or tag.
        case controlCharacter(Unicode.Scalar, inTitle: Bool)
        /// A backslash as the last character of a line, with nothing to escape.
        case danglingBackslash
        /// A line longer than ``BoardFile/maximumLineBytes``.
        case lineTooLong(bytes: Int)
        /// More tags than ``BoardFile/maximumTags``: reading stopped here.
        case tooManyTags
    }

    /// The file name as the user gave it; the first part of the message.
    public var fileName: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    public var kind: Kind

    public init(fileName: String, line: Int, column: Int, kind: Kind) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// The message without the location.
    public var message: String {
        switch kind {
        case .notUTF8(let byte):
            return "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2))"
        case .invalidLine:
            return "expected '# TITLE', '## TITLE', '- TAG' or a blank line"
        case .tagBeforePane:
            return "tag before the first pane (a '# TITLE' line)"
        case .sectionBeforePane:
            return "section before the first pane (a '# TITLE' line)"
        case .tooFewPanes(let found):
            return "a board needs exactly two panes ('# TITLE' lines), found \(found)"
        case .extraPane(let ordinal):
            return "a board needs exactly two panes ('# TITLE' lines), this is pane \(ordinal)"
        case .emptyTag:
            return "empty tag"
        case .duplicateTag(let text, let firstLine):
            return "duplicate tag '\(text)' (first on line \(firstLine))"
        case .controlCharacter(let scalar, let inTitle):
            return "control character U+\(hex(scalar.value, digits: 4)) in a \(inTitle ? "title" : "tag")"
        case .danglingBackslash:
            return "backslash at the end of the line escapes nothing"
        case .lineTooLong(let bytes):
            return "line of \(bytes) bytes is longer than the \(BoardFile.maximumLineBytes >> 10) KiB a line may be"
        case .tooManyTags:
            return "more than \(BoardFile.maximumTags) tags: a board may hold no more; reading stopped here"
        }
    }

    /// `FILE:LINE:COLUMN: message`, one line.
    public var description: String { "\(fileName):\(line):\(column): \(message)" }
}

/// All the problems found in one board file, in file order (by line, then column).
public struct BoardFileErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// Never empty.
    public var errors: [BoardFileError]

    public init(_ errors: [BoardFileError]) {
        self.errors = errors
    }

    /// One `FILE:LINE:COLUMN: message` line per error, joined by newlines (no final newline).
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

private func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
