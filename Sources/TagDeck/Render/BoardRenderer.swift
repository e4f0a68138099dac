/// Draws the board into a cell grid: the top pane above the bottom pane, and the chips in the air (flights and
/// the dragged chip), which go over everything, the status line included.
public enum BoardRenderer {
    /// Renders both panes.
    public static func drawPanes(_ controller: BoardController, into grid: inout CellGrid) {
        PaneRenderer.draw(controller.top, of: controller, into: &grid)
        PaneRenderer.draw(controller.bottom, of: controller, into: &grid)
    }

    /// Renders every chip in the air as it is at `time`: flights, then the dragged chip, over everything else.
    public static func drawFloating(_ controller: BoardController, at time: Double, into grid: inout CellGrid) {
        for flight in controller.flights.values.sorted(by: { $0.start < $1.start }) {
            guard let p = controller.flightPosition(flight.tag.text, at: time) else { continue }
            drawFloating(flight.tag, at: p, pane: controller[flight.target.pane], into: &grid)
        }
        if let s = controller.session, s.input == .mouse {
            drawFloating(s.tag, at: s.floatingOrigin, pane: controller[s.current.pane], into: &grid)
        }
    }

    /// A chip in the air, in the lifted style, clipped to the screen.
    static func drawFloating(_ tag: Tag, at p: Point, pane: Pane, into grid: inout CellGrid) {
        let width = ChipMetrics.width(of: tag, rowWidth: max(1, pane.viewport.width))
        PaneRenderer.drawChip(tag, x: p.x, y: p.y, width: width, role: .chipLifted, clipMaxX: grid.width,
                              into: &grid)
    }
}
