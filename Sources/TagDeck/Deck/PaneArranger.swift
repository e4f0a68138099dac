/// Places the two panes on the screen by the ``PaneSplit``: sized by their content until the user sets the split
/// with `+`, `-`, `=` or by dragging the line between the panes.
final class PaneArranger {
    unowned let controller: BoardController
    /// The split in force.
    private(set) var split = PaneSplit()
    /// The rows above the panes (the header) and the rows the panes share, as last arranged.
    private var headerRows = 0
    private var paneRows = 0
    /// The board's revision when the panes were last arranged by their content.
    private var arrangedRevision = -1
    private var arrangedShape = -1

    init(controller: BoardController, split: Double?) {
        self.controller = controller
        self.split = PaneSplit(fraction: split.map { min(max($0, 0), 1) })
    }

    /// The top pane's rows now.
    var topRows: Int { controller.top.frame.height }

    /// Places the panes in a `width` x `height` screen with `header` rows above them and the status row below.
    /// - Complexity: O(rows of the screen) to find what the content needs (lazily: no more is laid out).
    func arrange(width: Int, height: Int, header: Int) {
        headerRows = header
        paneRows = max(0, height - 1 - header)
        var top = paneRows / 2
        if split.fraction == nil {
            // The widths first (the layouts need them), then what each pane's content needs.
            place(width: width, top: top)
            top = split.topRows(of: paneRows, topNeeds: rowsNeeded(.top), bottomNeeds: rowsNeeded(.bottom))
            arrangedRevision = controller.revision
            arrangedShape = controller.shapeSerial
        } else {
            top = split.topRows(of: paneRows, topNeeds: 0, bottomNeeds: 0)
        }
        place(width: width, top: top)
    }

    /// Whether the content changed since the panes were sized by it (and nothing is in hand to be disturbed).
    func needsArranging(receiving: Bool) -> Bool {
        split.fraction == nil && controller.session == nil
            && (controller.revision != arrangedRevision || controller.shapeSerial != arrangedShape || receiving)
    }

    /// `+` or `-`: the top pane `delta` rows more, set by hand from now on.
    func grow(_ delta: Int, width: Int, height: Int) {
        split = .byHand(top: topRows + delta, of: paneRows)
        arrange(width: width, height: height, header: headerRows)
        say()
    }

    /// `=`: the panes sized by their content again.
    func reset(width: Int, height: Int) {
        split = PaneSplit()
        arrange(width: width, height: height, header: headerRows)
        say()
    }

    /// A press on the line between the panes (the top pane's bottom border or the bottom pane's top border)
    /// starts moving it: the mode to enter, or nil when `point` is not on that line.
    func grab(at point: Point) -> DeckMode? {
        let top = controller.top.frame, bottom = controller.bottom.frame
        guard point.x >= 0 && point.x < top.width else { return nil }
        if point.y == top.maxY - 1 { return .movingSplit(from: split, offset: 1) }
        if point.y == bottom.y { return .movingSplit(from: split, offset: 0) }
        return nil
    }

    /// The line follows the pointer at `point`.
    func drag(to point: Point, offset: Int, width: Int, height: Int) {
        split = .byHand(top: point.y - headerRows + offset, of: paneRows)
        arrange(width: width, height: height, header: headerRows)
        say()
    }

    /// While the line between the panes is dragged: it follows the pointer; the release leaves it there; the
    /// right button puts it back.
    func handlePointer(_ input: InputEvent, width: Int, height: Int) {
        guard case .movingSplit(_, let offset) = controller.mode else { return }
        switch input {
        case .drag(let p): drag(to: p, offset: offset, width: width, height: height)
        case .release(let p):
            drag(to: p, offset: offset, width: width, height: height)
            controller.mode = controller.restingMode
        case .press(_, .right): cancelMove(width: width, height: height)
        default: break
        }
    }

    /// The line goes back where it was when grabbed (Esc, the right button).
    func cancelMove(width: Int, height: Int) {
        guard case .movingSplit(let from, _) = controller.mode else { return }
        split = from
        arrange(width: width, height: height, header: headerRows)
        controller.mode = controller.restingMode
        controller.setStatus("The line between the panes is back where it was", isError: false)
    }

    private func place(width: Int, top: Int) {
        controller.setFrames(top: Rect(x: 0, y: headerRows, width: width, height: top),
                             bottom: Rect(x: 0, y: headerRows + top, width: width, height: paneRows - top))
    }

    /// The rows `side` needs to show all of its content, border included, counted no further than the rows the
    /// panes share.
    private func rowsNeeded(_ side: PaneSide) -> Int {
        let pane = controller[side]
        let content = controller.board[side]
        var rows = 0
        while rows + 2 < paneRows && pane.layout.hasRow(content, rows) { rows += 1 }
        return rows + 2
    }

    private func say() {
        let how = split.fraction == nil ? "sized by content" : "= sizes them by content"
        controller.setStatus("Top pane \(topRows) rows, bottom \(controller.bottom.frame.height) · \(how)",
                             isError: false)
    }
}
