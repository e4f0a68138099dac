import CNcursesw
import TagDeck

/// Draws cell grids into the ncurses standard screen, writing only the cells that changed since the last frame.
final class ScreenPainter {
    private let styles: CursesStyles
    private var drawn: CellGrid?
    /// Whether the cursor is shown now (curs_set is only called when that changes).
    private var cursorShown = false

    init(styles: CursesStyles) {
        self.styles = styles
    }

    /// Forgets what was drawn, so the next frame rewrites every cell (after a resize or a suspend).
    func invalidate() {
        drawn = nil
        cursorShown = false
        werase(tagdeck_stdscr())
    }

    /// Writes the changed cells of `grid` and updates the terminal.
    func draw(_ grid: CellGrid) {
        let screen = tagdeck_stdscr()
        let maxX = Int(tagdeck_screen_width()), maxY = Int(tagdeck_screen_height())
        for p in GridDiff.changedCells(from: drawn, to: grid) where p.x < maxX && p.y < maxY {
            let cell = grid[p.x, p.y]
            styles.apply(cell.role)
            let text = Self.drawableText(cell, fitsIn: maxX - p.x)
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

    /// The text to write for `cell`: its grapheme when ncurses agrees on its width, otherwise blanks of the
    /// cell's width, so one odd grapheme cannot shift the rest of the row.
    static func drawableText(_ cell: Cell, fitsIn room: Int) -> String {
        let width = Int(cell.width)
        guard width <= room else { return String(repeating: " ", count: max(1, room)) }
        var cursesWidth = 0
        for scalar in cell.text.unicodeScalars {
            let w = wcwidth(wchar_t(bitPattern: scalar.value))
            if w < 0 { return String(repeating: " ", count: width) }
            cursesWidth += Int(w)
        }
        return cursesWidth == width ? cell.text : String(repeating: " ", count: width)
    }
}
