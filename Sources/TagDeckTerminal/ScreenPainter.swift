import CNcursesw
import TagDeck

/// The ncurses painter: draws cell grids into the ncurses standard screen, writing only the cells that changed
/// since the last frame, through ncurses' own diffing. A ``CursesTerminal`` makes one when it starts.
public final class ScreenPainter {
    private var styles: CursesStyles
    private var drawn: CellGrid?
    /// Whether the cursor is shown now (curs_set is only called when that changes).
    private var cursorShown = false
    /// How wide the terminal draws the uncertain clusters it was asked about (see ``WidthProbe``).
    var measuredWidths: [String: Int] = [:]
    /// Uncertain clusters drawn and not measured yet, in the order first drawn.
    private(set) var unmeasured: [String] = []
    private var queued: Set<String> = []

    /// Takes up to `count` clusters to measure.
    func takeUnmeasured(_ count: Int) -> [String] {
        let taken = Array(unmeasured.prefix(count))
        unmeasured.removeFirst(taken.count)
        return taken
    }

    init(styles: CursesStyles) {
        self.styles = styles
    }

    /// Forgets what was drawn, so the next frame rewrites every cell (after a resize or a suspend).
    public func invalidate() {
        drawn = nil
        cursorShown = false
        werase(tagdeck_stdscr())
    }

    /// Writes the changed cells of `grid` and updates the terminal.
    public func draw(_ grid: CellGrid) {
        let screen = tagdeck_stdscr()
        let maxX = Int(tagdeck_screen_width()), maxY = Int(tagdeck_screen_height())
        for p in GridDiff.changedCells(from: drawn, to: grid) where p.x < maxX && p.y < maxY {
            let cell = grid[p.x, p.y]
            styles.apply(cell.role, ink: cell.ink)
            let measured = measuredWidths[cell.text]
            if measured == nil && Self.isUncertain(cell.text) && queued.insert(cell.text).inserted {
                unmeasured.append(cell.text)
            }
            let text = Self.drawableText(cell, fitsIn: maxX - p.x, measured: measured)
            _ = mvwaddstr(screen, Int32(p.y), Int32(p.x), text)
        }
        styles.apply(.plain)
        drawn = grid
        if let c = grid.cursor, c.x < maxX, c.y < maxY {
            wmove(screen, Int32(c.y), Int32(c.x))
            if !cursorShown { _ = curs_set(1) }
            cursorShown = true
        } else if cursorShown {
            _ = curs_set(0)
            cursorShown = false
        }
        wnoutrefresh(screen)
        doupdate()
    }

    /// Whether the terminal may draw `cluster` at another width than the tables say: several scalars, with a
    /// joiner, a presentation selector, or more than one that takes room.
    static func isUncertain(_ cluster: String) -> Bool {
        let scalars = cluster.unicodeScalars
        guard scalars.count > 1 else { return false }
        if scalars.contains(where: { $0.value == 0x200D || $0.value == 0xFE0F }) { return true }
        return scalars.count { DisplayWidth.of($0) > 0 } > 1
    }

    /// The text to write for `cell`: its grapheme when ncurses agrees on its width, otherwise blanks of the
    /// cell's width, so one odd grapheme cannot shift the rest of the row. A grapheme the terminal was measured to
    /// draw at another width (`measured`) is written as its first glyph padded to the cell's width.
    static func drawableText(_ cell: Cell, fitsIn room: Int, measured: Int? = nil) -> String {
        let width = Int(cell.width)
        guard width <= room else { return String(repeating: " ", count: max(1, room)) }
        if let measured, measured != width {
            let first = cell.text.unicodeScalars.first.map { Character($0) }
            let glyphWidth = first.map { Int(wcwidth(wchar_t(bitPattern: $0.unicodeScalars.first!.value))) } ?? 0
            guard let first, glyphWidth > 0, glyphWidth <= width else { return String(repeating: " ", count: width) }
            return String(first) + String(repeating: " ", count: width - glyphWidth)
        }
        var cursesWidth = 0
        for scalar in cell.text.unicodeScalars {
            let w = wcwidth(wchar_t(bitPattern: scalar.value))
            if w < 0 { return String(repeating: " ", count: width) }
            cursesWidth += Int(w)
        }
        return cursesWidth == width ? cell.text : String(repeating: " ", count: width)
    }
}
