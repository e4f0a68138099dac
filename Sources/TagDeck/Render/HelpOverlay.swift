/// The help overlay: the mouse, then every binding of the key map by context. Taller than the screen, it
/// scrolls (see ``DeckAction/helpDown``).
struct HelpOverlay {
    let keyMap: KeyMap
    let mode: DeckOptions.Mode

    static let mouseLines: [(String, String)] = [
        ("press and hold, or drag", "lift a chip; it floats under the pointer"),
        ("release over a pane", "drop it there (other chips make room)"),
        ("release outside, right button", "cancel: the chip flies back"),
        ("click", "focus the chip"),
        ("double click", "send the chip to the other pane"),
        ("wheel", "scroll the pane under the pointer"),
    ]

    /// One line of the overlay: a heading (no text), or keys and what they do.
    struct Line: Equatable {
        var keys: String
        var text: String
        var isHeading: Bool { text.isEmpty }
    }

    /// Every line, headings included, blank lines between groups.
    var lines: [Line] {
        var out = [Line(keys: "Mouse", text: "")]
        out += Self.mouseLines.map { Line(keys: $0.0, text: $0.1) }
        for context in KeyContext.allCases where context != .tooSmall {
            let bindings = keyMap.bindings(in: context)
            guard !bindings.isEmpty else { continue }
            out.append(Line(keys: "", text: " "))
            out.append(Line(keys: context.heading, text: ""))
            out += bindings.map { Line(keys: $0.keyLabel, text: $0.help) }
        }
        return out
    }

    /// The rows of lines the box shows on a screen `height` rows tall.
    func visibleRows(height: Int) -> Int { max(1, height - 4) }

    /// How far the lines can scroll on a screen `height` rows tall.
    func maxScroll(height: Int) -> Int { max(0, lines.count - visibleRows(height: height)) }

    func draw(scroll: Int, into grid: inout CellGrid) {
        let all = lines
        let keyWidth = min(30, all.filter { !$0.isHeading }.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        let textWidth = all.map { DisplayWidth.of($0.text) }.max() ?? 0
        let w = min(grid.width, keyWidth + textWidth + 7)
        let h = min(grid.height, all.count + 4)
        let box = Rect(x: (grid.width - w) / 2, y: (grid.height - h) / 2, width: w, height: h)
        for y in box.y..<box.maxY { grid.fill(" ", x: box.x, y: y, count: box.width, role: .overlay) }
        PaneRenderer.drawBox(box, role: .overlay, into: &grid)
        grid.write(" tagdeck help ", x: box.x + 2, y: box.y, role: .overlayKey, clipMaxX: box.maxX - 1)
        let rows = max(0, h - 4)
        let first = min(max(0, scroll), max(0, all.count - rows))
        for (k, line) in all[first..<min(all.count, first + rows)].enumerated() {
            let y = box.y + 2 + k
            if line.isHeading {
                grid.write(line.keys, x: box.x + 2, y: y, role: .overlayKey, clipMaxX: box.maxX - 1)
            } else {
                grid.write(line.keys, x: box.x + 3, y: y, role: .overlayKey, clipMaxX: box.maxX - 1)
                grid.write(line.text, x: box.x + 4 + keyWidth, y: y, role: .overlay, clipMaxX: box.maxX - 1)
            }
        }
        // Where more lines are hidden, the border says which way to scroll.
        if first > 0 { grid.write(" ↑ more ", x: box.maxX - 10, y: box.y, role: .overlayKey, clipMaxX: box.maxX - 1) }
        if first + rows < all.count {
            grid.write(" ↓ more: Down, Space ", x: box.maxX - 23, y: box.maxY - 1, role: .overlayKey,
                       clipMaxX: box.maxX - 1)
        }
    }
}

/// Boxes drawn instead of the board.
enum Overlays {
    /// The message shown while the screen is smaller than tagdeck needs.
    static func drawTooSmall(minWidth: Int, minHeight: Int, into grid: inout CellGrid) {
        let words = "Terminal too small: \(grid.width)x\(grid.height), tagdeck needs \(minWidth)x\(minHeight)"
        var lines: [String] = []
        var line = ""
        for word in words.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > grid.width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let top = max(0, (grid.height - lines.count) / 2)
        for (k, l) in lines.enumerated() {
            grid.write(l, x: max(0, (grid.width - l.count) / 2), y: top + k, role: .statusError)
        }
    }
}
