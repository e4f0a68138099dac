import TagDeck

/// A small model of an xterm-compatible terminal, for tests: it applies the output a plain painter writes (text,
/// cursor moves, erases, styles, the alternate screen) to a screen of characters, which tests compare with the
/// grid that was drawn. What it does not know it ignores.
public struct TerminalModel {
    public let width: Int
    public let height: Int
    /// The screen's rows, a character per cell (a wide character's second cell is empty).
    public private(set) var rows: [[String]]
    /// The cursor (0-based) and whether it is shown.
    public private(set) var cursor = Point(x: 0, y: 0)
    public private(set) var cursorShown = true
    /// Whether the alternate screen is on (`ESC [ ? 1049 h`).
    public private(set) var onAlternateScreen = false
    /// How many times the whole screen was erased (`ESC [ 2 J`).
    public private(set) var erases = 0

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// The screen as lines with trailing blanks trimmed, as ``CellGrid/lines`` gives them.
    public var lines: [String] {
        rows.map { row in
            var line = row.joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Applies `output`.
    public mutating func feed(_ output: String) {
        var scalars = output.unicodeScalars[...]
        while let first = scalars.first {
            if first == "\u{1B}" {
                scalars = escape(scalars.dropFirst())
                continue
            }
            // A grapheme at a time: a character of several scalars takes one cell (or two).
            let text = String(scalars)
            let character = text.first!
            scalars = scalars.dropFirst(character.unicodeScalars.count)
            put(character)
        }
    }

    private mutating func put(_ character: Character) {
        switch character {
        case "\r": cursor.x = 0
        case "\n", "\r\n": cursor = Point(x: 0, y: cursor.y + 1)
        default:
            let w = max(1, DisplayWidth.of(character))
            if cursor.x + w > width { cursor = Point(x: 0, y: cursor.y + 1) }
            if cursor.y >= height {
                rows.removeFirst()
                rows.append(Array(repeating: " ", count: width))
                cursor.y = height - 1
            }
            rows[cursor.y][cursor.x] = String(character)
            for k in 1..<w where cursor.x + k < width { rows[cursor.y][cursor.x + k] = "" }
            cursor.x += w
        }
    }

    /// The sequence after an Escape: what remains after it.
    private mutating func escape(_ rest: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        guard rest.first == "[" else { return rest.dropFirst() }
        var body = ""
        var rest = rest.dropFirst()
        while let s = rest.first, !(0x40...0x7E).contains(s.value) {
            body.unicodeScalars.append(s)
            rest = rest.dropFirst()
        }
        guard let final = rest.first else { return rest }
        let numbers = body.split(separator: ";").map { Int($0.filter(\.isNumber)) ?? 0 }
        switch (final, body.hasPrefix("?")) {
        case ("H", false):
            cursor = Point(x: max(1, numbers.count > 1 ? numbers[1] : 1) - 1, y: max(1, numbers.first ?? 1) - 1)
        case ("J", false) where numbers.first == 2:
            rows = Array(repeating: Array(repeating: " ", count: width), count: height)
            erases += 1
        case ("K", false):
            for x in cursor.x..<width where cursor.y < height { rows[cursor.y][x] = " " }
        case ("h", true), ("l", true):
            if numbers.first == 25 { cursorShown = final == "h" }
            if numbers.first == 1049 { onAlternateScreen = final == "h" }
        default: break
        }
        return rest.dropFirst()
    }
}
