/// What a cell means, so the front end can pick colours or attributes for it (or none, with `NO_COLOR`).
public enum StyleRole: UInt8, Hashable, Sendable, CaseIterable {
    /// Anything without a role of its own: blanks, text of the host's.
    case plain
    /// Pane frame lines and the pane title.
    case frame
    /// A pane's title in its top border.
    case paneTitle
    /// The frame of the pane that has the keyboard focus.
    case frameActive
    /// A section's title and its rule.
    case sectionTitle
    /// Dim hints: empty-section text, scroll indicators, rules.
    case hint
    /// A chip at rest.
    case chip
    /// The chip that has the focus.
    case chipFocused
    /// A pinned chip.
    case chipPinned
    /// A pinned chip that has the focus.
    case chipPinnedFocused
    /// A marked chip, and a marked chip that has the focus.
    case chipMarked
    /// A marked chip that has the focus.
    case chipMarkedFocused
    /// The floating chip while lifted, settling or flying.
    case chipLifted
    /// The slot the floating chip will drop into.
    case placeholder
    /// The status line's message.
    case status
    /// A status message that reports a problem, and the quit prompt.
    case statusError
    /// Help overlay and prompts.
    case overlay
    /// A key in the help overlay.
    case overlayKey
    /// The characters of a chip that the filter matched, on a plain chip and on the focused chip.
    case match
    /// The characters of the focused chip that the filter matched.
    case matchFocused
    /// The filter line in the status row, and its cursor.
    case filterLine
    /// The cursor of a line being typed in the status row.
    case filterCursor
}

/// One terminal cell: a grapheme, the role that styles it, and the ink a line of input gave it (`--ansi`).
///
/// A wide grapheme occupies its own cell with `width == 2` and the next cell with `width == 0` (a continuation,
/// drawn by the cell before it).
package struct Cell: Hashable, Sendable {
    /// The grapheme (empty for the second cell of a wide one).
    package var text: String
    /// How many columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    package var width: UInt8
    /// What the cell shows, which decides its look.
    package var role: StyleRole
    /// The colours and attributes the text asked for itself, drawn over the role's style; nil for none.
    package var ink: Ink?

    /// A cell of `text`, `width` columns wide, in `role`, with `ink` over it.
    package init(_ text: String = " ", width: UInt8 = 1, role: StyleRole = .plain, ink: Ink? = nil) {
        self.text = text
        self.width = width
        self.role = role
        self.ink = ink
    }

    /// A blank of the plain role.
    package static let blank = Cell()
}

/// A screen's worth of cells. Rendering writes into it; the terminal diffs and flushes it; tests read it.
///
/// A cell is kept in 8 bytes with no reference in it (`StoredCell`): a grapheme of one scalar is that scalar, and
/// the rare grapheme of several (an emoji sequence, a letter and its accent) is a number into the grid's own list of
/// them; an ink likewise. So blanking, writing and comparing a frame of cells copies plain bytes, with no string a
/// cell.
public struct CellGrid: Sendable {
    /// The grid's columns.
    package private(set) var width: Int
    /// The grid's rows.
    package private(set) var height: Int
    private var cells: [StoredCell]
    /// The graphemes of several scalars drawn in this frame; ``StoredCell/glyph`` points into it.
    private var clusters: [String] = []
    /// The inks drawn in this frame; ``StoredCell/ink`` is a number into it.
    private var inks = InkTable()
    /// Where the terminal's cursor should rest (the focused chip's first cell, the filter line's cursor), so
    /// screen readers and magnifiers follow the focus; nil to hide it.
    package var cursor: Point?

    /// A blank grid of `width` columns and `height` rows (negative sizes are zero).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y` (both in the grid).
    package subscript(x: Int, y: Int) -> Cell {
        get { cell(cells[y * width + x]) }
        set { cells[y * width + x] = stored(newValue) }
    }

    private func cell(_ stored: StoredCell) -> Cell {
        Cell(text(of: stored.glyph), width: stored.width, role: stored.role, ink: inks[stored.ink])
    }

    private func text(of glyph: UInt32) -> String {
        if glyph == StoredCell.noGlyph { return "" }
        if glyph & StoredCell.clusterBit != 0 { return clusters[Int(glyph & ~StoredCell.clusterBit)] }
        return String(Unicode.Scalar(glyph).map(Character.init) ?? " ")
    }

    private mutating func stored(_ cell: Cell) -> StoredCell {
        StoredCell(glyph: glyph(of: cell.text), width: cell.width, role: cell.role, ink: inks.number(of: cell.ink))
    }

    /// The glyph that stands for `text`: its scalar, or its place in ``clusters``.
    private mutating func glyph(of text: String) -> UInt32 {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return StoredCell.noGlyph }
        if scalars.next() == nil { return first.value }
        clusters.append(text)
        return StoredCell.clusterBit | UInt32(clusters.count - 1)
    }

    /// Whether the cell at (`x`, `y`) is the same as `other`'s there (same size grids): a comparison of plain
    /// bytes, unless both hold a grapheme of several scalars.
    /// - Complexity: O(1).
    package func sameCell(x: Int, y: Int, as other: CellGrid) -> Bool {
        let a = cells[y * width + x], b = other.cells[y * other.width + x]
        if a == b && a.glyph & StoredCell.clusterBit == 0 && a.ink == 0 { return true }
        guard a.width == b.width, a.role == b.role, (a.ink == 0) == (b.ink == 0) else { return false }
        if a.ink != 0 && inks[a.ink] != other.inks[b.ink] { return false }
        if a.glyph & StoredCell.clusterBit == 0 || b.glyph & StoredCell.clusterBit == 0 { return a.glyph == b.glyph }
        return text(of: a.glyph) == other.text(of: b.glyph)
    }

    /// Blanks every cell.
    package mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
        clusters.removeAll(keepingCapacity: true)
        inks.removeAll()
    }

    /// Writes `text` from column `x` on row `y`, clipped to `[clipMinX, clipMaxX)` and the grid, using display
    /// widths. A wide grapheme that would straddle the clip edge is replaced by a space.
    /// - Returns: the column after the last cell written (or that would have been written).
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, role: StyleRole,
                               clipMinX: Int = 0, clipMaxX: Int = .max) -> Int {
        write(text, x: x, y: y, role: role, ink: nil, clipMinX: clipMinX, clipMaxX: clipMaxX)
    }

    /// Writes `text` as ``write(_:x:y:role:clipMinX:clipMaxX:)`` does, with `ink` over the role's style (a line
    /// of input's own colours).
    @discardableResult
    package mutating func write(_ text: String, x: Int, y: Int, role: StyleRole, ink: Ink?,
                                clipMinX: Int = 0, clipMaxX: Int = .max) -> Int {
        let lo = max(0, clipMinX)
        let hi = min(width, clipMaxX)
        let ink = inks.number(of: ink)
        var contiguous = text
        if let end = contiguous.withUTF8({ writeIfASCII($0, x: x, y: y, role: role, ink: ink, lo: lo, hi: hi) }) {
            return end
        }
        // Control characters never reach the terminal raw (a file name in a message, say): they are shown.
        var text = VisibleText.escaped(text)
        guard y >= 0 && y < height else { return x + DisplayWidth.of(text) }
        return text.withUTF8 { utf8 in
            // Runs of printable ASCII that no following scalar can join are written a cell a byte; the rest (`·`,
            // `›`, a wide or combined grapheme) a grapheme at a time.
            var (col, i) = (x, 0)
            while i < utf8.count {
                var j = i
                while j < utf8.count && Self.isLoneASCII(utf8, j) { j += 1 }
                if j > i {
                    col = writeIfASCII(UnsafeBufferPointer(rebasing: utf8[i..<j]), x: col, y: y, role: role,
                                       ink: ink, lo: lo, hi: hi) ?? col
                    i = j
                    if col >= hi { break }
                    continue
                }
                // Up to a boundary between two printable ASCII bytes, which no grapheme crosses.
                j = i + 1
                while j < utf8.count && !(Self.isLoneASCII(utf8, j) && utf8[j - 1] >= 0x20 && utf8[j - 1] < 0x7F) {
                    j += 1
                }
                col = writeGraphemes(String(decoding: UnsafeBufferPointer(rebasing: utf8[i..<j]), as: UTF8.self),
                                     x: col, y: y, role: role, ink: ink, lo: lo, hi: hi)
                i = j
                if col >= hi { break }
            }
            return col
        }
    }

    /// Whether the byte at `i` is printable ASCII and so is the next one (or it is the last): a grapheme of its own.
    @inline(__always)
    private static func isLoneASCII(_ utf8: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        utf8[i] >= 0x20 && utf8[i] < 0x7F && (i + 1 == utf8.count || utf8[i + 1] >= 0x20 && utf8[i + 1] < 0x7F)
    }

    /// Writes `text` (its control characters already shown) a grapheme at a time, with display widths.
    private mutating func writeGraphemes(_ text: String, x: Int, y: Int, role: StyleRole, ink: UInt16, lo: Int,
                                         hi: Int) -> Int {
        var col = x
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
                cells[y * width + col] = StoredCell(glyph: glyph(of: String(ch)), width: UInt8(w), role: role, ink: ink)
                for k in 1..<w {
                    cells[y * width + col + k] = StoredCell(glyph: StoredCell.noGlyph, width: 0, role: role, ink: ink)
                }
            } else {
                for k in 0..<w where col + k >= lo && col + k < hi {
                    clearOverlap(x: col + k, y: y)
                    cells[y * width + col + k] = StoredCell(glyph: 0x20, width: 1, role: role, ink: ink)
                }
            }
            col += w
            if col >= hi { break }
        }
        return col
    }

    /// Writes the text whose UTF-8 is `utf8` (a tag's, in place) as `write(_:x:y:role:clipMinX:clipMaxX:)` does,
    /// without making a string of it when it is printable ASCII.
    @discardableResult
    package mutating func write(utf8: UnsafeBufferPointer<UInt8>, x: Int, y: Int, role: StyleRole,
                               clipMinX: Int = 0, clipMaxX: Int = .max) -> Int {
        writeIfASCII(utf8, x: x, y: y, role: role, ink: 0, lo: max(0, clipMinX), hi: min(width, clipMaxX))
            ?? write(String(decoding: utf8, as: UTF8.self), x: x, y: y, role: role, clipMinX: clipMinX, clipMaxX: clipMaxX)
    }

    /// Printable ASCII, most texts: a cell a byte, without breaking graphemes or measuring each one. Nil for any
    /// other text.
    private mutating func writeIfASCII(_ utf8: UnsafeBufferPointer<UInt8>, x: Int, y: Int, role: StyleRole,
                                       ink: UInt16, lo: Int, hi: Int) -> Int? {
        guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        guard y >= 0 && y < height else { return x + utf8.count }
        let (row, rowWidth) = (y * width, width)
        return cells.withUnsafeMutableBufferPointer { cells in
            var col = x
            for byte in utf8 {
                if col >= lo && col + 1 <= hi {
                    StoredCell.clearOverlap(in: &cells, at: row + col, column: col, rowWidth: rowWidth)
                    cells[row + col] = StoredCell(glyph: UInt32(byte), width: 1, role: role, ink: ink)
                }
                col += 1
                if col >= hi { break }
            }
            return col
        }
    }

    /// Fills a run of cells with one character of width 1, clipped to the grid (a run that lies wholly outside
    /// it, or a count of zero or less, fills nothing).
    package mutating func fill(_ ch: Character, x: Int, y: Int, count: Int, role: StyleRole) {
        let scalars = ch.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return fill(scalar: scalar, x: x, y: y, count: count, role: role) }
        guard y >= 0 && y < height, max(0, x) < min(width, x + count) else { return }
        fill(glyph: glyph(of: String(ch)), x: x, y: y, count: count, role: role)
    }

    /// Fills a run of cells with one scalar of width 1, as ``fill(_:x:y:count:role:)`` does with a character:
    /// the borders' lines and a chip's padding, with no character taken apart a call.
    mutating func fill(scalar: Unicode.Scalar, x: Int, y: Int, count: Int, role: StyleRole) {
        fill(glyph: scalar.value, x: x, y: y, count: count, role: role)
    }

    private mutating func fill(glyph: UInt32, x: Int, y: Int, count: Int, role: StyleRole) {
        guard y >= 0 && y < height else { return }
        let lo = max(0, x)
        let hi = min(width, x + count)
        guard lo < hi else { return }
        let (row, rowWidth) = (y * width, width)
        cells.withUnsafeMutableBufferPointer { cells in
            for col in lo..<hi {
                StoredCell.clearOverlap(in: &cells, at: row + col, column: col, rowWidth: rowWidth)
                cells[row + col] = StoredCell(glyph: glyph, width: 1, role: role)
            }
        }
    }

    /// Blanks the cells of row `y` in `columns` (clipped to the grid), repairing a wide grapheme cut at either
    /// edge: what a frame that reuses the last one's cells does to a part it draws again.
    mutating func blank(row y: Int, columns: Range<Int>) {
        let lo = max(0, columns.lowerBound), hi = min(width, columns.upperBound)
        guard y >= 0 && y < height && lo < hi else { return }
        clearOverlap(x: lo, y: y)
        clearOverlap(x: hi - 1, y: y)
        cells.withUnsafeMutableBufferPointer { cells in
            cells[(y * width + lo)..<(y * width + hi)].update(repeating: .blank)
        }
    }

    /// How many graphemes of several scalars the grid keeps: a grid reused frame after frame is drawn afresh
    /// once they outnumber its cells.
    var clusterCount: Int { clusters.count }

    /// Before overwriting a cell, repair a wide grapheme that it would cut in half.
    @inline(__always)
    private mutating func clearOverlap(x: Int, y: Int) {
        StoredCell.clearOverlap(in: &cells, at: y * width + x, column: x, rowWidth: width)
    }

    /// Copies `other` into this grid with its top-left cell at `origin`, clipped to this grid, with its cursor
    /// (when it has one inside this grid). A wide grapheme cut by the edge becomes a blank. This is how a host
    /// puts a deck drawn in its own rectangle onto its screen.
    /// - Complexity: O(cells of `other` that land in this grid).
    package mutating func draw(_ other: CellGrid, at origin: Point) {
        let xs = max(0, -origin.x)..<max(0, min(other.width, width - origin.x))
        let ys = max(0, -origin.y)..<max(0, min(other.height, height - origin.y))
        guard !xs.isEmpty else { return }
        for y in ys {
            let row = (origin.y + y) * width + origin.x
            // A wide grapheme of this grid that the copy would cut in half, at either edge, becomes a blank.
            clearOverlap(x: origin.x + xs.lowerBound, y: origin.y + y)
            clearOverlap(x: origin.x + xs.upperBound - 1, y: origin.y + y)
            for x in xs {
                var cell = other.cells[y * other.width + x]
                if cell.width == 0 && x == xs.lowerBound || cell.width == 2 && x + 1 == xs.upperBound {
                    cell = StoredCell(glyph: 0x20, width: 1, role: cell.role)
                } else if cell.glyph != StoredCell.noGlyph && cell.glyph & StoredCell.clusterBit != 0 {
                    cell.glyph = glyph(of: other.text(of: cell.glyph))
                }
                if cell.ink != 0 { cell.ink = inks.number(of: other.inks[cell.ink]) }
                cells[row + x] = cell
            }
        }
        if let c = other.cursor, xs.contains(c.x), ys.contains(c.y) {
            cursor = Point(x: origin.x + c.x, y: origin.y + c.y)
        }
    }

    /// The screen as lines of text with trailing blanks trimmed, as `tmux capture-pane -p` shows it.
    package var lines: [String] {
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
    package var text: String { lines.joined(separator: "\n") }
}

extension CellGrid: Equatable {
    /// The same size, cursor and cells (however their graphemes of several scalars are numbered).
    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.cursor == rhs.cursor else { return false }
        for y in 0..<lhs.height {
            for x in 0..<lhs.width where !lhs.sameCell(x: x, y: y, as: rhs) { return false }
        }
        return true
    }
}

/// A cell as the grid keeps it: plain bytes, so that a frame is blanked, written and compared without a string or
/// a reference count a cell.
struct StoredCell: Equatable, Sendable {
    /// A scalar's value; ``clusterBit`` and a place in the grid's clusters; or ``noGlyph`` (a continuation).
    var glyph: UInt32
    var width: UInt8
    var role: StyleRole
    /// 0, or a place in the grid's inks plus one.
    var ink: UInt16 = 0

    static let clusterBit: UInt32 = 1 << 31
    static let noGlyph: UInt32 = 0x7FFF_FFFF
    static let blank = StoredCell(glyph: 0x20, width: 1, role: .plain)

    /// Before overwriting cell `i` (in column `column` of a row `rowWidth` wide), repair a wide grapheme that it
    /// would cut in half: its other half becomes a blank.
    @inline(__always)
    static func clearOverlap<Cells: MutableCollection<StoredCell>>(in cells: inout Cells, at i: Int, column: Int,
                                                                  rowWidth: Int) where Cells.Index == Int {
        let cell = cells[i]
        if cell.width == 0 && column > 0 && cells[i - 1].width == 2 {
            cells[i - 1] = StoredCell(glyph: 0x20, width: 1, role: cells[i - 1].role)
        } else if cell.width == 2 && column + 1 < rowWidth {
            cells[i + 1] = StoredCell(glyph: 0x20, width: 1, role: cell.role)
        }
    }
}
