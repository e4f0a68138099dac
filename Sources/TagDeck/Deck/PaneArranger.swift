/// Places the two panes on the screen by the ``PaneSplit``: sized by their content until the user sets the split
/// with `+`, `-`, `=` or by dragging the line between the panes.
struct PaneArranger: Equatable {
    /// The split in force.
    var split = PaneSplit()
    /// The rows above the panes (the header) and the rows the panes share, as last arranged.
    private var headerRows = 0
    /// The rows below the panes: the status line, or none.
    private let footerRows: Int
    private var paneRows = 0
    /// The board's revision when the panes were last arranged by their content.
    private var arrangedRevision = -1
    private var arrangedShape = -1
    /// Whether the preview's area was shown when the panes were last arranged.
    private var arrangedPreview = false

    init(split: Double?, footer: Int = 1) {
        self.split = PaneSplit(fraction: split.map { min(max($0, 0), 1) })
        footerRows = footer
    }

    /// Two arrangers are equal when they place the panes alike: when each last arranged by content is its own
    /// bookkeeping (the panes' frames, in the state, say where they are).
    static func == (a: PaneArranger, b: PaneArranger) -> Bool {
        (a.split, a.headerRows, a.footerRows, a.paneRows) == (b.split, b.headerRows, b.footerRows, b.paneRows)
    }

    /// The top pane's rows now.
    func topRows(_ top: Pane) -> Int { top.frame.height }

    /// Places the panes (`top` and `bottom`) in the screen (its size read in `scene`) with `header` rows above them and the footer (the status
    /// line) below, and the preview's area (`preview`) when it is shown.
    /// - Complexity: O(rows of the screen) to find what the content needs (lazily: no more is laid out).
    mutating func arrange(_ top: inout Pane, _ bottom: inout Pane, _ preview: inout Rect?, _ scene: SplitScene, header: Int) {
        headerRows = header
        paneRows = max(0, scene.height - footerRows - header)
        // The preview's area, when shown, takes its share beside or under the panes.
        var width = scene.width
        preview = nil
        arrangedPreview = scene.previewShown
        if arrangedPreview, let window = scene.previewWindow {
            (width, paneRows, preview) = window.split(width: width, rows: paneRows, top: header)
        }
        var rows = paneRows / 2
        if split.fraction == nil {
            // The widths first (the layouts need them), then what each pane's content needs.
            place(&top, &bottom, scene, width: width, rows: rows)
            rows = split.topRows(of: paneRows, topNeeds: rowsNeeded(top, scene.board[.top]),
                                 bottomNeeds: rowsNeeded(bottom, scene.board[.bottom]))
            arrangedRevision = scene.revision
            arrangedShape = scene.shapeSerial
        } else {
            rows = split.topRows(of: paneRows, topNeeds: 0, bottomNeeds: 0)
        }
        place(&top, &bottom, scene, width: width, rows: rows)
    }

    /// Whether the preview's area was shown or hidden, or the content changed since the panes were sized by it (and
    /// nothing is in hand to be disturbed).
    func needsArranging(_ scene: SplitScene, receiving: Bool) -> Bool {
        !scene.holding && (scene.previewShown != arrangedPreview || split.fraction == nil
            && (scene.revision != arrangedRevision || scene.shapeSerial != arrangedShape || receiving))
    }

    /// A key of the split: a row more or fewer for the top pane, sized by content again, or the line being dragged
    /// put back.
    /// The mode rests once the line's move ends.
    /// - Returns: what the status line says of it.
    mutating func reduce(_ top: inout Pane, _ bottom: inout Pane, _ preview: inout Rect?, _ mode: inout DeckMode,
                         _ scene: SplitScene, _ action: SplitAction) -> StatusNotes {
        switch action {
        case .growTopPane: grow(&top, &bottom, &preview, scene, 1)
        case .shrinkTopPane: grow(&top, &bottom, &preview, scene, -1)
        case .resetSplit: reset(&top, &bottom, &preview, scene)
        case .cancelSplitMove: cancelMove(&top, &bottom, &preview, &mode, scene)
        }
    }

    /// `+` or `-`: the top pane `delta` rows more, set by hand from now on.
    /// - Returns: the panes' sizes, as the status line says them.
    mutating func grow(_ top: inout Pane, _ bottom: inout Pane, _ preview: inout Rect?, _ scene: SplitScene, _ delta: Int) -> StatusNotes {
        split = .byHand(top: topRows(top) + delta, of: paneRows)
        arrange(&top, &bottom, &preview, scene, header: headerRows)
        return [sizes(top, bottom)]
    }

    /// `=`: the panes sized by their content again.
    /// - Returns: the panes' sizes, as the status line says them.
    mutating func reset(_ top: inout Pane, _ bottom: inout Pane, _ preview: inout Rect?, _ scene: SplitScene) -> StatusNotes {
        split = PaneSplit()
        arrange(&top, &bottom, &preview, scene, header: headerRows)
        return [sizes(top, bottom)]
    }

    /// A press on the line between the panes (the top pane's bottom border or the bottom pane's top border)
    /// starts moving it: the mode to enter, or nil when `point` is not on that line.
    func grab(_ state: MovementState, at point: Point) -> DeckMode? {
        let top = state.top.frame, bottom = state.bottom.frame
        guard point.x >= 0 && point.x < top.width else { return nil }
        if point.y == top.maxY - 1 { return .movingSplit(from: split, offset: 1) }
        if point.y == bottom.y { return .movingSplit(from: split, offset: 0) }
        return nil
    }

    /// The line follows the pointer at `point`.
    /// - Returns: the panes' sizes, as the status line says them.
    mutating func drag(_ top: inout Pane, _ bottom: inout Pane, _ preview: inout Rect?, _ scene: SplitScene, to point: Point, offset: Int) -> StatusNotes {
        split = .byHand(top: point.y - headerRows + offset, of: paneRows)
        arrange(&top, &bottom, &preview, scene, header: headerRows)
        return [sizes(top, bottom)]
    }

    /// While the line between the panes is dragged: it follows the pointer; the release leaves it there; the
    /// right button puts it back.
    /// The mode rests once the line's move ends.
    /// - Returns: what the status line says of it.
    mutating func handlePointer(_ top: inout Pane, _ bottom: inout Pane, _ preview: inout Rect?, _ mode: inout DeckMode,
                                _ scene: SplitScene, _ input: InputEvent) -> StatusNotes {
        guard case .movingSplit(_, let offset) = scene.mode else { return [] }
        switch input {
        case .drag(let p): return drag(&top, &bottom, &preview, scene, to: p, offset: offset)
        case .release(let p):
            defer { mode = scene.resting }
            return drag(&top, &bottom, &preview, scene, to: p, offset: offset)
        case .press(_, .right): return cancelMove(&top, &bottom, &preview, &mode, scene)
        default: return []
        }
    }

    /// The line goes back where it was when grabbed (Esc, the right button).
    /// The mode rests.
    /// - Returns: what the status line says of it.
    mutating func cancelMove(_ top: inout Pane, _ bottom: inout Pane, _ preview: inout Rect?, _ mode: inout DeckMode,
                             _ scene: SplitScene) -> StatusNotes {
        guard case .movingSplit(let from, _) = scene.mode else { return [] }
        split = from
        arrange(&top, &bottom, &preview, scene, header: headerRows)
        mode = scene.resting
        return .info("The line between the panes is back where it was")
    }

    /// The top pane `rows` high, the bottom one under it, both `width` wide; the chip in hand or the focused one
    /// kept in view.
    private func place(_ top: inout Pane, _ bottom: inout Pane, _ scene: SplitScene, width: Int, rows: Int) {
        Pane.place(&top, &bottom, top: Rect(x: 0, y: headerRows, width: width, height: rows),
                   bottom: Rect(x: 0, y: headerRows + rows, width: width, height: paneRows - rows),
                   board: scene.board, reveal: scene.reveal)
    }

    /// The rows `side` needs to show all of its content, border included, counted no further than the rows the
    /// panes share.
    private func rowsNeeded(_ pane: Pane, _ content: PaneContent) -> Int {
        var rows = 0
        while rows + 2 < paneRows && pane.layout.hasRow(content, rows) { rows += 1 }
        return rows + 2
    }

    /// The panes' sizes, as the status line says them.
    private func sizes(_ top: Pane, _ bottom: Pane) -> StatusNote {
        let how = split.fraction == nil ? "sized by content" : "= sizes them by content"
        return .info("Top pane \(topRows(top)) rows, bottom \(bottom.frame.height) · \(how)")
    }
}
