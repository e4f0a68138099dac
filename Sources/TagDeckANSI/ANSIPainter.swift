import TagDeck

/// Draws cell grids on an xterm-compatible terminal as plain escape sequences, without ncurses: each frame
/// writes only the cells that changed since the one before, with cursor moves (CUP) and colours (SGR).
///
/// The painter makes text; the caller writes it (to `/dev/tty`, a file, a recording). It keeps the last grid
/// drawn, so one painter draws one region of one terminal.
public struct ANSIPainter: Sendable {
    /// How many colours the escape sequences use.
    public let depth: ColorDepth
    /// The look of each role.
    public let theme: Theme
    /// Where the grid's top-left cell is on the terminal (0-based): the region the painter draws in.
    public var origin: Point {
        didSet { if origin != oldValue { invalidate() } }
    }
    private var drawn: CellGrid?
    private var cursorShown: Bool?
    /// The SGR sequence of each role, by its raw value.
    private let sequences: [String]
    /// The SGR sequences of roles with an ink over them, as they are met.
    private var inkedSequences: [InkedRole: String] = [:]
    /// The colours (palette indexes) that take the place of the terminal's own wherever a role leaves them to it:
    /// nil to leave them to the terminal.
    private let ground: (text: Int16, background: Int16)?

    private struct InkedRole: Hashable {
        let role: StyleRole
        let ink: Ink
    }

    /// A painter for a region whose top-left cell is at `origin` on the terminal.
    public init(depth: ColorDepth, theme: Theme = .default, origin: Point = Point(x: 0, y: 0)) {
        self.init(depth: depth, theme: theme, origin: origin, ground: nil)
    }

    /// A painter that paints `ground` (text and background, palette indexes) wherever a role leaves a colour to the
    /// terminal, so that what it draws looks the same on a terminal of any colours (a recording: its theme's own
    /// ground, whatever the player's is). Reverse video then swaps these colours, not the terminal's.
    package init(depth: ColorDepth, theme: Theme, origin: Point = Point(x: 0, y: 0),
                 ground: (text: Int16, background: Int16)?) {
        self.depth = depth
        self.theme = theme
        self.origin = origin
        self.ground = ground
        var sequences = Array(repeating: "\u{1B}[0m", count: Int(StyleRole.allCases.map(\.rawValue).max()!) + 1)
        for role in StyleRole.allCases {
            sequences[Int(role.rawValue)] = Self.selectGraphicRendition(
                Self.grounded(StylePalette.style(for: role, depth: depth, theme: theme), on: ground))
        }
        self.sequences = sequences
    }

    /// `style` with `ground`'s colours where it leaves them to the terminal.
    private static func grounded(_ style: Style, on ground: (text: Int16, background: Int16)?) -> Style {
        guard let ground else { return style }
        var style = style
        style.foreground = style.foreground ?? ground.text
        style.background = style.background ?? ground.background
        return style
    }

    /// Forgets what was drawn: the next frame writes every cell (after a resize, or after something else wrote
    /// over the region).
    public mutating func invalidate() {
        drawn = nil
        cursorShown = nil
    }

    /// The text that brings the terminal from the last frame to `grid`: the changed cells, then the cursor
    /// where the grid wants it (or hidden). Empty when nothing changed.
    /// - Complexity: O(cells of the grid) to compare, O(changed cells) to write.
    public mutating func frame(_ grid: CellGrid) -> String {
        var out = ""
        var role: StyleRole?
        var ink: Ink?
        var next: Point?  // where the terminal's cursor is after the last write, when known
        for p in GridDiff.changedCells(from: drawn, to: grid) {
            let cell = grid[p.x, p.y]
            if next != p { out += Self.moveTo(Point(x: origin.x + p.x, y: origin.y + p.y)) }
            if role != cell.role || ink != cell.ink {
                out += sequence(cell.role, cell.ink)
                role = cell.role
                ink = cell.ink
            }
            out += cell.text.isEmpty ? String(repeating: " ", count: Int(cell.width)) : cell.text
            // After a wide grapheme or one of several scalars (which terminals may draw at another width) the
            // next cell is placed with a cursor move, so that one odd grapheme cannot shift the rest of the row.
            let plain = cell.width == 1 && cell.text.unicodeScalars.count == 1
            next = plain ? Point(x: p.x + 1, y: p.y) : nil
        }
        if role != nil { out += "\u{1B}[0m" }
        let shown = grid.cursor != nil
        if let c = grid.cursor, !out.isEmpty || drawn?.cursor != c || cursorShown != true {
            out += Self.moveTo(Point(x: origin.x + c.x, y: origin.y + c.y))
        }
        if cursorShown != shown { out += shown ? "\u{1B}[?25h" : "\u{1B}[?25l" }
        cursorShown = shown
        drawn = grid
        return out
    }

    /// The SGR sequence of `role`, with `ink` over it.
    private mutating func sequence(_ role: StyleRole, _ ink: Ink?) -> String {
        guard let ink else { return sequences[Int(role.rawValue)] }
        let key = InkedRole(role: role, ink: ink)
        if let known = inkedSequences[key] { return known }
        let sequence = Self.selectGraphicRendition(
            Self.grounded(StylePalette.style(for: role, depth: depth, theme: theme).inked(ink, depth: depth), on: ground))
        inkedSequences[key] = sequence
        return sequence
    }

    /// `ESC [ row ; column H` for a 0-based cell.
    static func moveTo(_ p: Point) -> String { "\u{1B}[\(p.y + 1);\(p.x + 1)H" }

    /// The SGR sequence that resets the style and sets `style`.
    static func selectGraphicRendition(_ style: Style) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.italic) { codes.append("3") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if let fg = style.foreground { codes.append(color(fg, base: 30)) }
        if let bg = style.background { codes.append(color(bg, base: 40)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// A palette colour as SGR parameters: `30+n` for the eight colours, `90+n` for the bright ones, else
    /// `38;5;n` (for the background, 10 more).
    static func color(_ n: Int16, base: Int) -> String {
        switch n {
        case 0..<8: "\(base + Int(n))"
        case 8..<16: "\(base + 60 + Int(n) - 8)"
        default: "\(base + 8);5;\(n)"
        }
    }
}
