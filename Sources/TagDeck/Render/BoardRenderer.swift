/// Draws the board into a cell grid: the top pane above the bottom pane, then the chips in the air (flights and
/// the dragged chip) over everything.
public enum BoardRenderer {
    /// Renders both panes and every floating chip as they are at `time`.
    public static func draw(_ controller: BoardController, at time: Double, into grid: inout CellGrid) {
        PaneRenderer.draw(controller.top, of: controller, into: &grid)
        PaneRenderer.draw(controller.bottom, of: controller, into: &grid)
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
