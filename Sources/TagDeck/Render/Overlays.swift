/// Boxes drawn instead of the board.
enum Overlays {
    /// The message shown while the screen is smaller than tagdeck needs.
    static func drawTooSmall(minWidth: Int, minHeight: Int, into grid: inout CellGrid) {
        let words = "Terminal too small: \(grid.width)x\(grid.height), tagdeck needs \(minWidth)x\(minHeight)"
        let lines = HelpOverlay.wrap(words, to: grid.width)
        let top = max(0, (grid.height - lines.count) / 2)
        for (k, l) in lines.enumerated() {
            grid.write(l, x: max(0, (grid.width - l.count) / 2), y: top + k, role: .statusError)
        }
    }
}
