/// What a cell means, so the front end can pick colours or attributes for it (or none, with `NO_COLOR`).
public enum StyleRole: UInt8, Hashable, Sendable, CaseIterable {
    case plain
    /// Pane frame lines and the pane title.
    case frame
    case paneTitle
    /// The frame of the pane that has the keyboard focus.
    case frameActive
    case sectionTitle
    /// Dim hints: empty-section text, scroll indicators, rules.
    case hint
    case chip
    case chipFocused
    case chipPinned
    case chipPinnedFocused
    /// A marked chip, and a marked chip that has the focus.
    case chipMarked
    case chipMarkedFocused
    /// The floating chip while lifted, settling or flying.
    case chipLifted
    /// The slot the floating chip will drop into.
    case placeholder
    case status
    case statusError
    /// Help overlay and prompts.
    case overlay
    case overlayKey
    /// The characters of a chip that the filter matched, on a plain chip and on the focused chip.
    case match
    case matchFocused
    /// The filter line in the status row, and its cursor.
    case filterLine
    case filterCursor
}

/// One terminal cell: a grapheme and the role that styles it.
///
/// A wide grapheme occupies its own cell with `width == 2` and the next cell with `width == 0` (a continuation,
/// drawn by the cell before it).
public struct Cell: Hashable, Sendable {
    public var text: String
    public var width: UInt8
    public var role: StyleRole

    public init(_ text: String = " ", width: UInt8 = 1, role: StyleRole = .plain) {
        self.text = text
        self.width = width
        self.role = role
    }

    public static let blank = Cell()
}

/// A screen's worth of cells. Rendering writes into it; the terminal diffs and flushes it; tests read it.
public struct CellGrid: Equatable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor should rest (the focused chip's first cell, the filter line's cursor), so
    /// screen readers and magnifiers follow the focus; nil to hide it.
    public var cursor: Point?

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Blanks every cell.
    public mutating func clear() {
        for i in cells.indices { cells[i] = .blank }
    }

    /// Writes `text` from column `x` on row `y`, clipped to `[clipMinX, clipMaxX)` and the grid, using display
    /// widths. A wide grapheme that would straddle the clip edge is replaced by a space.
    /// - Returns: the column after the last cell written (or that would have been written).
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, role: StyleRole,
                               clipMinX: Int = 0, clipMaxX: Int = .max) -> Int {
        let lo = max(0, clipMinX)
        let hi = min(width, clipMaxX)
        var col = x
        // Printable ASCII, most chip texts: a cell a byte, without breaking graphemes or measuring each one.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            guard y >= 0 && y < height else { return x + text.utf8.count }
            for byte in text.utf8 {
                if col >= lo && col + 1 <= hi {
                    clearOverlap(x: col, y: y)
                    self[col, y] = Cell(String(UnicodeScalar(byte)), width: 1, role: role)
                }
                col += 1
                if col >= hi { break }
            }
            return col
        }
        // Control characters never reach the terminal raw (a file name in a message, say): they are shown.
        let text = VisibleText.escaped(text)
        guard y >= 0 && y < height else { return x + DisplayWidth.of(text) }
        for ch in text {
            let w = DisplayWidth.of(ch)
            if w == 0 {
                // A zero-width grapheme on its own (rare): attach to the previous cell if it is ours.
                if col - 1 >= lo && col - 1 < hi { self[col - 1, y].text.append(contentsOf: String(ch)) }
                continue
            }
            if col >= lo && col + w <= hi {
                clearOverlap(x: col, y: y)
                if w == 2 { clearOverlap(x: col + 1, y: y) }
                self[col, y] = Cell(String(ch), width: UInt8(w), role: role)
                for k in 1..<w { self[col + k, y] = Cell("", width: 0, role: role) }
            } else {
                for k in 0..<w where col + k >= lo && col + k < hi {
                    clearOverlap(x: col + k, y: y)
                    self[col + k, y] = Cell(" ", width: 1, role: role)
                }
            }
            col += w
            if col >= hi { break }
        }
        return col
    }

    /// Fills a run of cells with one character of width 1, clipped to the grid (a run that lies wholly outside
    /// it, or a count of zero or less, fills nothing).
    public mutating func fill(_ ch: Character, x: Int, y: Int, count: Int, role: StyleRole) {
        guard y >= 0 && y < height else { return }
        let lo = max(0, x)
        let hi = min(width, x + count)
        guard lo < hi else { return }
        for col in lo..<hi {
            clearOverlap(x: col, y: y)
            self[col, y] = Cell(String(ch), width: 1, role: role)
        }
    }

    /// Before overwriting a cell, repair a wide grapheme that it would cut in half.
    private mutating func clearOverlap(x: Int, y: Int) {
        let cell = self[x, y]
        if cell.width == 0 && x > 0 && self[x - 1, y].width == 2 {
            self[x - 1, y] = Cell(" ", width: 1, role: self[x - 1, y].role)
        } else if cell.width == 2 && x + 1 < width {
            self[x + 1, y] = Cell(" ", width: 1, role: cell.role)
        }
    }

    /// The screen as lines of text with trailing blanks trimmed, as `tmux capture-pane -p` shows it.
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width {
                let c = self[x, y]
                if c.width > 0 { line += c.text }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The screen as one string, lines joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}
