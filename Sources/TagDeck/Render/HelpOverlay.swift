/// The help overlay: the mouse, then every binding of the key map by context, wrapped to the screen. Taller
/// than the screen, it scrolls (see ``HelpAction/helpDown``).
struct HelpOverlay {
    let keyMap: KeyMap

    /// Where the help is scrolled to after a scrolling action, on a screen `height` rows high.
    static func scroll(_ scroll: Int, by action: HelpAction, height: Int, maximum: Int) -> Int {
        let page = max(1, height - 5)
        let step = switch action {
        case .helpDown: 1
        case .helpUp: -1
        case .helpPageDown: page
        case .helpPageUp: -page
        case .help, .closeHelp: 0
        }
        return min(max(0, scroll + step), maximum)
    }

    static let mouseLines: [(String, String)] = [
        ("press and hold, or drag", "lift a chip; it floats under the pointer"),
        ("release over a pane", "drop it there (other chips make room)"),
        ("release outside", "cancel: the chip flies back"),
        ("right button", "cancel, wherever the chip is"),
        ("click", "focus the chip"),
        ("double click", "send the chip to the other pane"),
        ("Alt+click", "mark or unmark the chip (drag a marked one: the bundle)"),
        ("drag a section title", "move the section with its tags"),
        ("wheel", "scroll the pane under the pointer"),
        ("drag the middle border", "move the split between the panes (= resets)"),
    ]

    static let filterSyntax: [(String, String)] = [
        ("word", "fuzzy: its letters in order, gaps allowed"),
        ("'word", "the exact substring"),
        ("^word  word$", "a prefix, a suffix (^word$: the whole text)"),
        ("!word", "leave out texts that contain it"),
        ("a b", "both terms; lower case ignores case"),
        ("a | b", "either term"),
    ]

    /// One row of the overlay: a heading, or keys and (part of) what they do.
    struct Row: Equatable {
        var keys: String
        var text: String
        var isHeading = false
    }

    /// Every entry, in order: a heading has no text; nil is a blank row between groups.
    private var entries: [(keys: String, text: String)?] {
        var out: [(keys: String, text: String)?] = [("Mouse", "")]
        out += Self.mouseLines.map { ($0.0, $0.1) }
        for context in KeyContext.allCases where context != .tooSmall {
            let bindings = keyMap.bindings(in: context)
            guard !bindings.isEmpty else { continue }
            out.append(nil)
            out.append((context.heading, ""))
            out += bindings.map { ($0.keyLabel, $0.help) }
            if context == .filtering {
                out.append(nil)
                out.append(("Filter syntax (fzf's)", ""))
                out += Self.filterSyntax.map { ($0.0, $0.1) }
            }
        }
        return out
    }

    /// The blank columns between the widest keys and their description.
    static let gap = 2
    /// The columns of a row that are neither keys nor text: the borders, a blank inside each, the gap, one spare.
    static let chrome = 6 + gap

    /// The box's width on a screen `width` columns wide, and the width of its key column.
    private func columns(width: Int) -> (box: Int, keys: Int) {
        let all = entries.compactMap { $0 }.filter { !$0.text.isEmpty }
        let widestKeys = all.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let widestText = all.map { DisplayWidth.of($0.text) }.max() ?? 0
        let box = min(width, widestKeys + widestText + Self.chrome)
        // The key column takes what it needs, but never more than two fifths of a narrow box.
        return (box, min(widestKeys, max(6, (box - Self.chrome) * 2 / 5)))
    }

    /// The rows on a screen `width` columns wide: texts wrapped to the box, long key labels on a row of their own.
    func rows(width: Int) -> [Row] {
        let (box, keyWidth) = columns(width: width)
        let textWidth = max(1, box - keyWidth - Self.chrome)
        var rows: [Row] = []
        for entry in entries {
            guard let entry else {
                rows.append(Row(keys: "", text: ""))
                continue
            }
            if entry.text.isEmpty {
                rows.append(Row(keys: entry.keys, text: "", isHeading: true))
                continue
            }
            var lines = Self.wrap(entry.text, to: textWidth)
            if DisplayWidth.of(entry.keys) > keyWidth {
                rows.append(Row(keys: entry.keys, text: ""))
            } else {
                rows.append(Row(keys: entry.keys, text: lines.removeFirst()))
            }
            rows += lines.map { Row(keys: "", text: $0) }
        }
        return rows
    }

    /// Words of `text` in lines of at most `width` columns (a longer word is cut when drawn).
    static func wrap(_ text: String, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && DisplayWidth.of(line) + 1 + DisplayWidth.of(String(word)) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }

    /// How far the rows can scroll on a `width` x `height` screen.
    /// How far the help overlay can scroll on `deck`'s screen.
    static func maxScroll(of deck: Deck) -> Int { HelpOverlay(keyMap: deck.keyMap).maxScroll(width: deck.width, height: deck.height) }

    func maxScroll(width: Int, height: Int) -> Int { max(0, rows(width: width).count - max(1, height - 4)) }

    func draw(scroll: Int, into grid: inout CellGrid) {
        let all = rows(width: grid.width)
        let (w, keyWidth) = columns(width: grid.width)
        let h = min(grid.height, all.count + 4)
        let box = Rect(x: (grid.width - w) / 2, y: (grid.height - h) / 2, width: w, height: h)
        for y in box.y..<box.maxY { grid.fill(" ", x: box.x, y: y, count: box.width, role: .overlay) }
        PaneRenderer.drawBox(box, role: .overlay, into: &grid)
        grid.write(" tagdeck help ", x: box.x + 2, y: box.y, role: .overlayKey, clipMaxX: box.maxX - 1)
        let visible = max(0, h - 4)
        let first = min(max(0, scroll), max(0, all.count - visible))
        for (k, row) in all[first..<min(all.count, first + visible)].enumerated() {
            let y = box.y + 2 + k
            if row.isHeading {
                grid.write(row.keys, x: box.x + 2, y: y, role: .overlayKey, clipMaxX: box.maxX - 1)
            } else {
                grid.write(row.keys, x: box.x + 3, y: y, role: .overlayKey, clipMaxX: box.maxX - 1)
                grid.write(row.text, x: box.x + 3 + keyWidth + Self.gap, y: y, role: .overlay, clipMaxX: box.maxX - 1)
            }
        }
        // Where more rows are hidden, the border says which way to scroll.
        if first > 0 {
            grid.write(" ↑ more ", x: max(box.x + 1, box.maxX - 10), y: box.y, role: .overlayKey,
                       clipMaxX: box.maxX - 1)
        }
        if first + visible < all.count {
            grid.write(" ↓ more: Space, Down ", x: max(box.x + 1, box.maxX - 23), y: box.maxY - 1,
                       role: .overlayKey, clipMaxX: box.maxX - 1)
        }
    }
}
