/// Draws the board into a cell grid: the top pane above the bottom pane, and the chips in the air (flights and
/// the dragged chip), which go over everything but the status line.
package enum BoardRenderer {
    /// Renders both panes.
    /// `receiving`: candidates are still arriving in the bottom pane (its count ends in `…`).
    package static func drawPanes(_ state: DeckState, receiving: Bool = false, into grid: inout CellGrid) {
        var reuse = RowReuse(previous: [], height: grid.height)
        drawPanes(state, receiving: receiving, reuse: &reuse, into: &grid)
    }

    /// Renders both panes, keeping the rows `reuse` says are already drawn.
    static func drawPanes(_ state: DeckState, receiving: Bool, reuse: inout RowReuse, into grid: inout CellGrid) {
        PaneRenderer.draw(state.top, of: state, reuse: &reuse, into: &grid)
        PaneRenderer.draw(state.bottom, of: state, receiving: receiving, reuse: &reuse, into: &grid)
    }

    /// Renders every chip in the air as it is at `time`: flights, then the dragged chip, over everything else
    /// but the rows from `lastRow + 1` on (the status line: a chip dragged onto it is drawn just above it).
    /// - Returns: the rows drawn on.
    @discardableResult
    package static func drawFloating(_ state: DeckState, at time: Double, lastRow: Int = .max,
                                    into grid: inout CellGrid) -> [Int] {
        var rows: [Int] = []
        for flight in state.flights.values.sorted(by: { $0.start < $1.start }) {
            guard let p = state.flightPosition(flight.tag.text, at: time) else { continue }
            rows.append(min(p.y, lastRow))
            drawFloating(flight.tag, at: Point(x: p.x, y: rows[rows.count - 1]), pane: state[flight.target.pane],
                         display: state.options.lineDisplay, into: &grid)
        }
        guard let s = state.session else { return rows }
        if s.input == .mouse {
            let at = Point(x: s.floatingOrigin.x, y: min(s.floatingOrigin.y, lastRow))
            let end = drawFloating(s.tag, at: at, pane: state[s.current.pane], display: state.options.lineDisplay,
                                   into: &grid)
            drawBadge(s, x: end, y: at.y, into: &grid)
            rows.append(at.y)
        } else if !s.riders.isEmpty {
            // Carried with the keyboard: the chip is in its slot; the badge goes over what follows it.
            let frame = state.chipFrame(s.current)
            let pane = state[s.current.pane]
            if pane.isVisible(frame) {
                drawBadge(s, x: frame.maxX, y: frame.y, clipMaxX: pane.viewport.maxX, into: &grid)
                rows.append(frame.y)
            }
        }
        return rows
    }

    /// `+N` after a bundle's lifted chip: how many more chips it carries.
    static func drawBadge(_ s: DragSession, x: Int, y: Int, clipMaxX: Int = .max, into grid: inout CellGrid) {
        guard !s.riders.isEmpty else { return }
        grid.write("+\(PaneRenderer.grouped(s.riders.count))", x: x, y: y, role: .chipLifted,
                   clipMaxX: min(clipMaxX, grid.width))
    }

    /// A chip in the air, in the lifted style, clipped to the screen.
    /// - Returns: the column after the chip.
    @discardableResult
    static func drawFloating(_ tag: Tag, at p: Point, pane: Pane, display: LineDisplay?, into grid: inout CellGrid)
        -> Int {
        let width = ChipMetrics.width(of: tag, rowWidth: max(1, pane.viewport.width))
        PaneRenderer.drawChip(tag, x: p.x, y: p.y, width: width, role: .chipLifted, clipMaxX: grid.width,
                              display: display, into: &grid)
        return p.x + width
    }
}
