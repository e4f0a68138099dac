/// What is wrong with a note, where: a line and column of the file (1-based), and one line saying what.
public struct NoteProblem: Error, Equatable, Sendable {
    /// The line of the file.
    public var line: Int
    /// The column (in Unicode scalars, as the parsers count them).
    public var column: Int
    /// What is wrong, on one line.
    public var message: String

    /// A problem at `line`, `column`; a message of several lines is joined into one.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = Self.oneLine(message)
    }

    /// `FILE:LINE:COLUMN: message`.
    public func described(file: String) -> String { "\(file):\(line):\(column): \(message)" }

    /// A message on one line: line breaks and tabs become spaces, runs of blanks one, at most 200 characters.
    static func oneLine(_ text: String) -> String {
        var out = ""
        var blank = false
        for ch in text.unicodeScalars {
            let isBlank = ch == " " || ch == "\t" || ch == "\n" || ch == "\r"
            if isBlank { blank = !out.isEmpty; continue }
            if blank { out.unicodeScalars.append(" ") }
            blank = false
            out.unicodeScalars.append(ch.properties.generalCategory == .control ? "\u{FFFD}" : ch)
        }
        return out.count > 200 ? String(out.prefix(199)) + "…" : out
    }
}
