/// How a chip is drawn and measured: `[text]`, or `{text}` for a pinned tag, truncated with `…` to fit.
package enum ChipMetrics {
    /// Cells taken by the decoration around the text.
    package static let decorationWidth = 2
    /// Blank cells between two chips on a row.
    package static let gap = 1

    /// The chip's width on a row `rowWidth` cells wide: its text plus decoration, never wider than the row.
    package static func width(of tag: Tag, rowWidth: Int) -> Int {
        width(ofText: tag.textWidth, rowWidth: rowWidth)
    }

    /// The width of a chip whose text is `textWidth` cells wide.
    package static func width(ofText textWidth: Int, rowWidth: Int) -> Int {
        max(1, min(textWidth + decorationWidth, rowWidth))
    }

    /// The text as shown inside a chip of `width` cells: verbatim when it fits, else cut and ended with `…`.
    /// - Complexity: O(length of the text).
    package static func visibleText(of tag: Tag, chipWidth: Int) -> String {
        let room = chipWidth - decorationWidth
        return tag.textWidth <= room ? tag.text : DisplayWidth.truncated(tag.text, to: room)
    }

    /// The opening and closing decoration.
    package static func brackets(pinned: Bool, marked: Bool = false) -> (StaticString, StaticString) {
        pinned ? ("{", "}") : marked ? ("‹", "›") : ("[", "]")
    }
}

/// Places chips left to right on a row `rowWidth` cells wide, a gap between two: how the layout breaks rows and
/// how the renderer finds where a row's chips go.
package struct RowPlacer {
    /// The width of the row.
    package let rowWidth: Int
    /// Cells each chip takes beyond its text and decoration: its count, in a pane that shows one (see
    /// ``PaneLayout/badgeWidth``).
    package let badgeWidth: Int
    /// The column after the last chip placed.
    package private(set) var x = 0
    private var placed = false

    /// A row `rowWidth` cells wide, empty; each chip `badgeWidth` cells wider than its text and decoration.
    package init(rowWidth: Int, badgeWidth: Int = 0) {
        self.rowWidth = rowWidth
        self.badgeWidth = badgeWidth
    }

    /// The chip for a text `textWidth` cells wide, placed after those already on the row: its column and width,
    /// or nil when it does not fit (the row's first chip always does).
    package mutating func place(textWidth: Int) -> (x: Int, width: Int)? {
        let w = ChipMetrics.width(ofText: textWidth + badgeWidth, rowWidth: rowWidth)
        if placed && x + ChipMetrics.gap + w > rowWidth { return nil }
        if placed { x += ChipMetrics.gap }
        placed = true
        defer { x += w }
        return (x, w)
    }
}
