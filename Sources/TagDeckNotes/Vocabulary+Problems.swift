extension Vocabulary {
    /// Every problem met reading the folder's notes, one line each (`FILE:LINE:COLUMN: message`, or `FILE:
    /// reason` for a note that could not be read), sorted by file, then line, then column (as numbers): what
    /// `tagdeck check DIR` prints. The notes skipped and the warnings of those read.
    /// - Complexity: O(k log k) for k problems, plus their length.
    public var problems: [String] {
        ProblemLine.sorted(skipped + warnings, files: notes)
    }
}

/// A line `FILE:LINE:COLUMN: message` (or `FILE: reason`), taken apart to be sorted.
struct ProblemLine {
    var file: String
    var line: Int
    var column: Int
    var text: String

    /// `lines` sorted by file, then line, then column, then text. A line's file is the longest of `files` it starts
    /// with (followed by `:`), so a file name holding `:` or digits is told apart; else the text before the first
    /// `:`.
    /// - Complexity: O(k log k) for k lines, plus their length.
    static func sorted(_ lines: [String], files: [String]) -> [String] {
        guard lines.count > 1 else { return lines }
        let known = Set(files)
        return lines.map { ProblemLine($0, files: known) }
            .sorted { a, b in
                if a.file != b.file { return a.file < b.file }
                if a.line != b.line { return a.line < b.line }
                if a.column != b.column { return a.column < b.column }
                return a.text < b.text
            }
            .map(\.text)
    }

    /// `text` taken apart, its file one of `files` where one fits.
    init(_ text: String, files: Set<String>) {
        self.text = text
        let colons = text.indices.filter { text[$0] == ":" }
        let end = colons.last { files.contains(String(text[..<$0])) } ?? colons.first ?? text.endIndex
        file = String(text[..<end])
        // Then `:LINE:COLUMN:` when there is one; a note that could not be read has neither (0, 0: first).
        let numbers = text[end...].dropFirst().split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        if numbers.count == 3, let line = Int(numbers[0]), let column = Int(numbers[1]) {
            (self.line, self.column) = (line, column)
        } else {
            (line, column) = (0, 0)
        }
    }
}
