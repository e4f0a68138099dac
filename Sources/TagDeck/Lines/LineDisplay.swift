/// How the picker shows a line of input in its chip and what its filter searches: a tab moves on to the next
/// multiple of ``tabStop`` columns, a control character shows as a visible symbol (`^[`, `^M`; `M-^[` for one of the
/// C1 controls) and is never sent to the terminal, a byte that is not UTF-8 shows as U+FFFD; with
/// ``readsColors``, escape sequences are taken out and their colours kept (`InkReader`); ``shownFields`` picks the
/// fields a chip shows and ``searchedFields`` those the filter searches (fzf's `--with-nth` and `--nth`), cut by
/// ``delimiter``.
///
/// A tag's text is the line, byte for byte; what it shows and what is searched are made from it when needed, so
/// the texts stay packed as they are. A line of printable ASCII with no fields picked shows as it is, at no cost.
public struct LineDisplay: Sendable, Equatable {
    /// Columns between tab stops (`--tabstop`, 8 by default; at least 1).
    public var tabStop: Int
    /// Whether SGR escape sequences colour the text and every escape sequence is taken out (`--ansi`).
    public var readsColors: Bool
    /// What separates fields (`--delimiter`).
    public var delimiter: FieldDelimiter
    /// The fields a chip shows (`--with-nth`); nil: the whole line.
    public var shownFields: FieldExpression?
    /// The fields of what a chip shows that the filter searches (`--nth`), each range on its own; nil: all it shows.
    public var searchedFields: FieldExpression?

    /// A display of these settings.
    public init(tabStop: Int = 8, readsColors: Bool = false, delimiter: FieldDelimiter = .blanks,
                shownFields: FieldExpression? = nil, searchedFields: FieldExpression? = nil) {
        self.tabStop = max(1, tabStop)
        self.readsColors = readsColors
        self.delimiter = delimiter
        self.shownFields = shownFields
        self.searchedFields = searchedFields
    }

    /// Whether the text whose UTF-8 is `utf8` shows as it is: printable ASCII, with no fields picked.
    @inline(__always)
    package func showsAsIs(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        shownFields == nil && utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether `text` shows as it is (``showsAsIs(_:)``).
    package func showsAsIs(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { showsAsIs($0) }
    }

    /// Whether `text` shows as it is and the filter searches all of it: its chip and its matches are a plain tag's.
    package func searchesAsIs(_ text: String) -> Bool { searchedFields == nil && showsAsIs(text) }

    /// The width in cells of what `text`'s chip shows.
    /// - Complexity: O(length of `text`).
    package func width(of text: String) -> Int {
        var text = text
        if let width = text.withUTF8({ showsAsIs($0) ? $0.count : asciiWidth($0) }) { return width }
        return shown(text, building: false).width
    }

    /// The width of an ASCII line with no fields picked and no escape sequence to read, in one pass over its bytes
    /// (a tab to the next stop, a control character as two cells, anything else one); nil for any other line.
    private func asciiWidth(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        guard shownFields == nil else { return nil }
        var column = 0
        for byte in utf8 {
            if byte >= 0x20 && byte < 0x7F {
                column += 1
            } else if byte == 0x09 {
                column += tabStop - column % tabStop
            } else if byte >= 0x80 || readsColors && Self.mayStartSequence(byte) {
                return nil
            } else {
                column += 2
            }
        }
        return column
    }

    /// Whether `byte` may start what `--ansi` reads (an escape sequence, shift out or in, a backspace).
    @inline(__always)
    static func mayStartSequence(_ byte: UInt8) -> Bool { byte == 0x1B || byte == 0x0E || byte == 0x0F || byte == 0x08 }

    /// A tag of `text`, as wide as its chip shows it.
    /// - Complexity: O(length of `text`).
    package func tag(_ text: String, pinned: Bool = false) -> Tag {
        Tag(text, width: width(of: text), pinned: pinned)
    }

    /// What `text`'s chip shows.
    /// - Complexity: O(length of `text`).
    package func shown(_ text: String) -> ShownLine {
        if searchesAsIs(text) {
            let count = text.utf8.count
            return ShownLine(text: text, runs: [ShownLine.Run(end: count, ink: .none)], width: count, searched: [0..<count])
        }
        return shown(text, building: true)
    }

    /// The texts the filter searches for `text`: what its chip shows, or with ``searchedFields`` each range of
    /// those fields (a term matches when it matches in one of them).
    /// - Complexity: O(length of `text`).
    package func searched(_ text: String) -> [String] {
        if searchesAsIs(text) { return [text] }
        return shown(text, building: true).searchedTexts
    }

    /// The text shown for `text` in messages: what its chip shows.
    package func name(of text: String) -> String { showsAsIs(text) ? text : shown(text, building: true).text }
}
