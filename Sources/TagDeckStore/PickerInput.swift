import TagDeck

/// Candidate tags for `tagdeck` used as a picker: one tag per input line.
public struct PickerLines: Equatable, Sendable {
    /// The tags, in input order, each once.
    public var texts: [String]
    /// One line per thing that was merged or skipped: `SOURCE:LINE: ...`.
    public var warnings: [String]

    public init(texts: [String] = [], warnings: [String] = []) {
        self.texts = texts
        self.warnings = warnings
    }

    /// Reads tags from lines of text (standard input, or a `--chosen` file).
    ///
    /// Each line is one tag, trimmed of surrounding spaces and tabs; a final CR (CRLF line ends) and a leading
    /// byte order mark are dropped. Blank lines are skipped silently. A tag already seen is merged into the
    /// first one, with a warning. A line with bytes that are not UTF-8, with a control character left after
    /// trimming, or longer than 64 KiB, is skipped with a warning. No escapes: the line is the tag. (The whole
    /// input at once; ``PickerStream`` reads it as it arrives.)
    /// - Parameters:
    ///   - bytes: The input.
    ///   - source: Names the input in warnings, e.g. `stdin` or the file name.
    /// - Complexity: O(n) in the input size.
    public static func read(_ bytes: some Collection<UInt8>, source: String, separator: UInt8 = 0x0A) -> PickerLines {
        var stream = PickerStream(source: source, separator: separator, maximumCandidates: .max)
        let texts = stream.feed(bytes) + stream.finish()
        return PickerLines(texts: texts, warnings: stream.warnings)
    }
}

/// The board `tagdeck` shows as a picker, and what it prints afterwards.
public enum PickerBoard {
    /// Top pane "Chosen" holds the chosen tags (in `chosen` order), bottom pane "Available" the other
    /// candidates (in `candidates` order). A tag in both lists appears once, on top. A chosen tag that is not
    /// a candidate is still shown on top. Duplicates within a list are kept once.
    /// - Complexity: O(n) for n tags in both lists.
    public static func make(candidates: [String], chosen: [String]) -> Board {
        var seen = Set<String>()
        let top = chosen.filter { !$0.isEmpty && seen.insert($0).inserted }.map { Tag($0) }
        let bottom = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }.map { Tag($0) }
        // Cannot throw: texts are non-empty and unique by construction.
        return try! Board(
            top: PaneContent(title: "Chosen", sections: [Section(tags: top)]),
            bottom: PaneContent(title: "Available", sections: [Section(tags: bottom)]))
    }

    /// How the picks are printed.
    public enum OutputFormat: Sendable {
        /// One per line, each followed by a newline.
        case lines
        /// Each followed by a NUL (`--print0`).
        case nulTerminated
        /// A JSON array of strings (`--json`).
        case json
    }

    /// The picker's answer: the top pane's tags in order.
    /// - Complexity: O(n).
    public static func chosenOutput(_ board: Board, format: OutputFormat = .lines) -> String {
        formatted(board[.top].sections.flatMap(\.tags).map(\.text), format)
    }

    /// `texts` printed in `format`.
    public static func formatted(_ texts: [String], _ format: OutputFormat) -> String {
        switch format {
        case .lines: texts.map { $0 + "\n" }.joined()
        case .nulTerminated: texts.map { $0 + "\u{0}" }.joined()
        case .json: "[" + texts.map(BoardJSON.quoted).joined(separator: ",") + "]\n"
        }
    }
}
