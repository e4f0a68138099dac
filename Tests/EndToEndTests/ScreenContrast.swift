import TagDeck

/// The contrast of every text cell of a screen captured from outside (`tmux capture-pane -p -e`: the text with the
/// SGR sequences of its colours and attributes), on a terminal whose own colours are `text` on `background`: what
/// a cell leaves to the terminal takes those, a palette colour is xterm's, bold text in one of the eight ANSI
/// colours is shown bright (as xterm does), faint text is taken halfway to its ground, and reverse swaps the two.
struct ScreenContrast {
    /// One cell of text: its character, its row (0-based) and its contrast ratio.
    struct Cell {
        let character: Character
        let row: Int
        let ratio: Double
    }

    /// The text cells (every character but spaces) of `captured`.
    let cells: [Cell]

    init(captured: String, text: RGB, background: RGB) {
        var state = SGRState()
        var cells: [Cell] = []
        var row = 0
        var scalars = captured.unicodeScalars[...]
        while let first = scalars.first {
            if first == "\u{1B}" {
                scalars = state.apply(scalars.dropFirst())
                continue
            }
            let character = String(scalars).first!
            scalars = scalars.dropFirst(character.unicodeScalars.count)
            if character == "\n" {
                row += 1
            } else if !character.isWhitespace {
                let (fg, bg) = state.drawn(text: text, background: background)
                cells.append(Cell(character: character, row: row, ratio: RGB.contrast(fg, bg)))
            }
        }
        self.cells = cells
    }

    /// The cells under `minimum`.
    func below(_ minimum: Double) -> [Cell] { cells.filter { $0.ratio < minimum } }

    /// The lowest ratio of any text cell (21 when there is none).
    var worst: Double { cells.map(\.ratio).min() ?? 21 }
}

/// The colours and attributes an SGR stream has set so far.
private struct SGRState {
    enum Colour { case index(Int16), rgb(RGB) }
    var foreground: Colour?, background: Colour?
    var bold = false, faint = false, reverse = false, hidden = false

    /// Applies the sequence after an Escape; returns what follows it. Only SGR (`ESC [ … m`) changes anything.
    mutating func apply(_ rest: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        guard rest.first == "[" else { return rest.dropFirst() }
        var body = ""
        var rest = rest.dropFirst()
        while let s = rest.first, !(0x40...0x7E).contains(s.value) {
            body.unicodeScalars.append(s)
            rest = rest.dropFirst()
        }
        guard let final = rest.first else { return rest }
        if final == "m" { select(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }) }
        return rest.dropFirst()
    }

    private mutating func select(_ codes: [Int]) {
        var i = 0
        while i < codes.count {
            let code = codes[i]
            switch code {
            case 0: self = SGRState()
            case 1: bold = true
            case 2: faint = true
            case 22: (bold, faint) = (false, false)
            case 7: reverse = true
            case 27: reverse = false
            case 8: hidden = true
            case 28: hidden = false
            case 30...37: foreground = .index(Int16(code - 30))
            case 90...97: foreground = .index(Int16(code - 90 + 8))
            case 39: foreground = nil
            case 40...47: background = .index(Int16(code - 40))
            case 100...107: background = .index(Int16(code - 100 + 8))
            case 49: background = nil
            case 38, 48:
                var colour: Colour?
                if i + 2 < codes.count, codes[i + 1] == 5 {
                    colour = .index(Int16(codes[i + 2]))
                    i += 2
                } else if i + 4 < codes.count, codes[i + 1] == 2 {
                    colour = .rgb(RGB(UInt8(clamping: codes[i + 2]), UInt8(clamping: codes[i + 3]), UInt8(clamping: codes[i + 4])))
                    i += 4
                }
                if code == 38 { foreground = colour } else { background = colour }
            default: break
            }
            i += 1
        }
    }

    /// The text and ground colours a cell is shown in on a terminal of `text` on `background`.
    func drawn(text: RGB, background ground: RGB) -> (text: RGB, ground: RGB) {
        func rgb(_ colour: Colour?, _ fallback: RGB, brighten: Bool) -> RGB {
            switch colour {
            case nil: fallback
            case .index(let n): RGB.xterm(brighten && n < 8 ? n + 8 : n)
            case .rgb(let c): c
            }
        }
        var fg = rgb(foreground, text, brighten: bold)
        let bg = rgb(background, ground, brighten: false)
        if faint {
            fg = RGB(UInt8((Int(fg.red) + Int(bg.red)) / 2), UInt8((Int(fg.green) + Int(bg.green)) / 2),
                     UInt8((Int(fg.blue) + Int(bg.blue)) / 2))
        }
        if hidden { fg = bg }
        return reverse ? (bg, fg) : (fg, bg)
    }
}
