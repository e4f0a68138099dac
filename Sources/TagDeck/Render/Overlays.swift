/// The help overlay and other boxes drawn over the board.
enum Overlays {
    static let helpLines: [(String, String)] = [
        ("Mouse", ""),
        ("press and hold, or drag", "lift a chip; it floats under the pointer"),
        ("release over a pane", "drop it there (other chips make room)"),
        ("release outside, right button", "cancel: the chip flies back"),
        ("double click", "send the chip to the other pane"),
        ("wheel", "scroll the pane under the pointer"),
        ("Keyboard", ""),
        ("arrows, h j k l", "move the focus"),
        ("Tab", "switch pane"),
        ("Space", "lift the focused chip / drop it"),
        ("arrows while lifted", "move it slot by slot"),
        ("Tab while lifted", "carry it into the other pane"),
        ("Esc", "cancel the drag"),
        ("Enter", "send to the other pane (and back)"),
        ("u, Ctrl-R", "undo, redo"),
        ("s", "save now"),
        ("q", "quit (picker: accept)"),
        ("?", "this help; any key closes it"),
    ]

    static func drawHelp(into grid: inout CellGrid) {
        let keyWidth = helpLines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let textWidth = helpLines.map { DisplayWidth.of($0.1) }.max() ?? 0
        let w = min(grid.width, keyWidth + textWidth + 7)
        let h = min(grid.height, helpLines.count + 4)
        let box = Rect(x: (grid.width - w) / 2, y: (grid.height - h) / 2, width: w, height: h)
        for y in box.y..<box.maxY { grid.fill(" ", x: box.x, y: y, count: box.width, role: .overlay) }
        PaneRenderer.drawBox(box, role: .overlay, into: &grid)
        grid.write(" tagdeck help ", x: box.x + 2, y: box.y, role: .overlayKey, clipMaxX: box.maxX - 1)
        for (k, line) in helpLines.prefix(max(0, h - 4)).enumerated() {
            let y = box.y + 2 + k
            if line.1.isEmpty {
                grid.write(line.0, x: box.x + 2, y: y, role: .overlayKey, clipMaxX: box.maxX - 1)
            } else {
                grid.write(line.0, x: box.x + 3, y: y, role: .overlayKey, clipMaxX: box.maxX - 1)
                grid.write(line.1, x: box.x + 4 + keyWidth, y: y, role: .overlay, clipMaxX: box.maxX - 1)
            }
        }
    }

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
