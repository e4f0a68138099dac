/// Draws the preview area (``PreviewState``): a border titled `Preview`, with `…` while the command for the tag in
/// focus has written nothing yet and the line numbers in view on the right (`3-20/120`), then the output's lines in
/// their SGR colours (every other escape sequence taken out, control characters shown as `^[`), each cut with `…`
/// to fit, and how a failed command ended.
enum PreviewRenderer {
    /// How output lines show: tabs to the next multiple of 8, SGR read.
    static let display = LineDisplay(tabStop: 8, readsColors: true)

    static func draw(_ preview: PreviewState, into grid: inout CellGrid) {
        guard let frame = preview.frame, frame.width >= 3, frame.height >= 3 else { return }
        for y in frame.y..<frame.maxY { grid.blank(row: y, columns: frame.x..<frame.maxX) }
        PaneRenderer.drawBox(frame, role: .frame, into: &grid)
        // A blank column inside each border, as the panes have.
        let rows = frame.height - 2, room = max(1, frame.width - 4)
        let failed = preview.status.map { $0 != 0 } ?? false
        let total = preview.lines.count + (failed ? 1 : 0)
        var title = " Preview"
        if preview.isWaiting { title += " …" }
        if preview.cut { title += " (cut)" }
        let maxX = frame.maxX - 1
        var x = grid.write(title + " ", x: frame.x + 2, y: frame.y, role: .paneTitle, clipMaxX: maxX)
        if total > rows {
            let place = " \(preview.scroll + 1)-\(min(total, preview.scroll + rows))/\(total) "
            x = max(x, frame.maxX - 2 - DisplayWidth.of(place))
            grid.write(place, x: x, y: frame.y, role: .frame, clipMaxX: maxX)
        }
        for r in 0..<rows {
            let index = preview.scroll + r, y = frame.y + 1 + r
            if index < preview.lines.count {
                var cx = frame.x + 2
                for piece in LineChipRenderer.visiblePieces(of: display.shown(preview.lines[index]), room: room) {
                    cx = grid.write(piece.text, x: cx, y: y, role: .plain, ink: piece.ink, clipMaxX: maxX - 1)
                }
            } else if index == preview.lines.count, failed, let status = preview.status {
                grid.write("[exit status \(status)]", x: frame.x + 2, y: y, role: .statusError, clipMaxX: maxX - 1)
            }
        }
    }
}
