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
    /// Each line is one tag, byte for byte (``LineText``): nothing is trimmed, and bytes that are not UTF-8 and
    /// control characters are kept. Empty lines are skipped silently. A line whose bytes were met before is merged
    /// into the first one, with a warning; a line longer than 64 MiB is skipped with a warning. (The whole input at
    /// once; ``PickerStream`` reads it as it arrives.)
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
    /// a candidate is still shown on top. Duplicates within a list are kept once. With `display`, each tag is as
    /// wide as its chip shows it (the texts are lines of input, ``LineText``).
    /// - Complexity: O(n) for n tags in both lists.
    public static func make(candidates: [String], chosen: [String], display: LineDisplay? = nil) -> Board {
        var seen = Set<String>()
        let tag = { (text: String) in display?.tag(text) ?? Tag(text) }
        let top = chosen.filter { !$0.isEmpty && seen.insert($0).inserted }.map(tag)
        let bottom = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }.map(tag)
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

    /// `texts` printed in `format`, as text (each line's bytes that are not UTF-8 as U+FFFD); ``printed(_:_:accepting:)``
    /// gives the bytes.
    public static func formatted(_ texts: [String], _ format: OutputFormat) -> String {
        String(decoding: printed(texts, format).bytes, as: UTF8.self)
    }

    /// What the picker prints for the picks `texts` (lines of input, ``LineText``) in `format`: each line's bytes as
    /// they came in, or with `accepting` the fields it takes of them (``LineFields/accepted(_:_:delimiter:)``); in
    /// JSON, a string of the bytes with each byte that is not UTF-8 as U+FFFD.
    /// - Returns: the bytes, and how many picks had bytes that are not UTF-8 written as U+FFFD (JSON only).
    /// - Complexity: O(bytes of the picks).
    public static func printed(_ texts: [String], _ format: OutputFormat,
                               accepting: (fields: FieldExpression, delimiter: FieldDelimiter)? = nil)
        -> (bytes: [UInt8], replaced: Int) {
        var out: [UInt8] = format == .json ? [UInt8(ascii: "[")] : []
        var replaced = 0
        for (k, text) in texts.enumerated() {
            var line = LineText.withBytes(of: text) { bytes in
                accepting.map { LineFields.accepted(bytes, $0.fields, delimiter: $0.delimiter) } ?? Array(bytes)
            }
            switch format {
            case .lines:
                line.append(0x0A)
            case .nulTerminated:
                line.append(0)
            case .json:
                let readable = PickerStream.readable(line)
                if !readable.utf8.elementsEqual(line) { replaced += 1 }
                line = Array(((k > 0 ? "," : "") + BoardJSON.quoted(readable)).utf8)
            }
            out += line
        }
        if format == .json { out += Array("]\n".utf8) }
        return (out, replaced)
    }
}
