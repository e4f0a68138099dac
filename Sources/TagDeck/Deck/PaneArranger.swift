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
    func topRows(_ state: DeckState) -> Int { state.top.frame.height }

    /// Places the panes in a `width` x `height` screen with `header` rows above them and the footer (the status
    /// line) below.
    /// - Complexity: O(rows of the screen) to find what the content needs (lazily: no more is laid out).
    mutating func arrange(_ state: inout DeckState, width: Int, height: Int, header: Int) {
        headerRows = header
        paneRows = max(0, height - footerRows - header)
        // The preview's area, when shown, takes its share beside or under the panes.
        var width = width
        state.preview.frame = nil
        arrangedPreview = state.preview.isShown(state.options.preview)
        if arrangedPreview, let window = state.options.preview?.window {
            (width, paneRows, state.preview.frame) = window.split(width: width, rows: paneRows, top: header)
        }
        var top = paneRows / 2
        if split.fraction == nil {
            // The widths first (the layouts need them), then what each pane's content needs.
            place(&state, width: width, top: top)
            top = split.topRows(of: paneRows, topNeeds: rowsNeeded(state, .top), bottomNeeds: rowsNeeded(state, .bottom))
            arrangedRevision = state.revision
            arrangedShape = state.shapeSerial
        } else {
            top = split.topRows(of: paneRows, topNeeds: 0, bottomNeeds: 0)
        }
        place(&state, width: width, top: top)
    }

    /// Whether the preview's area was shown or hidden, or the content changed since the panes were sized by it (and
    /// nothing is in hand to be disturbed).
    func needsArranging(_ state: DeckState, receiving: Bool) -> Bool {
        state.session == nil && (state.preview.isShown(state.options.preview) != arrangedPreview || split.fraction == nil
            && (state.revision != arrangedRevision || state.shapeSerial != arrangedShape || receiving))
    }

    /// A key of the split: a row more or fewer for the top pane, sized by content again, or the line being dragged
    /// put back.
    /// - Returns: what the status line says of it.
    mutating func reduce(_ state: inout DeckState, _ action: SplitAction, width: Int, height: Int) -> [StatusNote] {
        switch action {
        case .growTopPane: grow(&state, 1, width: width, height: height)
        case .shrinkTopPane: grow(&state, -1, width: width, height: height)
        case .resetSplit: reset(&state, width: width, height: height)
        case .cancelSplitMove: cancelMove(&state, width: width, height: height)
        }
    }

    /// `+` or `-`: the top pane `delta` rows more, set by hand from now on.
    /// - Returns: the panes' sizes, as the status line says them.
    mutating func grow(_ state: inout DeckState, _ delta: Int, width: Int, height: Int) -> [StatusNote] {
        split = .byHand(top: topRows(state) + delta, of: paneRows)
        arrange(&state, width: width, height: height, header: headerRows)
        return [sizes(state)]
    }

    /// `=`: the panes sized by their content again.
    /// - Returns: the panes' sizes, as the status line says them.
    mutating func reset(_ state: inout DeckState, width: Int, height: Int) -> [StatusNote] {
        split = PaneSplit()
        arrange(&state, width: width, height: height, header: headerRows)
        return [sizes(state)]
    }

    /// A press on the line between the panes (the top pane's bottom border or the bottom pane's top border)
    /// starts moving it: the mode to enter, or nil when `point` is not on that line.
    func grab(_ state: DeckState, at point: Point) -> DeckMode? {
        let top = state.top.frame, bottom = state.bottom.frame
        guard point.x >= 0 && point.x < top.width else { return nil }
        if point.y == top.maxY - 1 { return .movingSplit(from: split, offset: 1) }
        if point.y == bottom.y { return .movingSplit(from: split, offset: 0) }
        return nil
    }

    /// The line follows the pointer at `point`.
    /// - Returns: the panes' sizes, as the status line says them.
    mutating func drag(_ state: inout DeckState, to point: Point, offset: Int, width: Int, height: Int) -> [StatusNote] {
        split = .byHand(top: point.y - headerRows + offset, of: paneRows)
        arrange(&state, width: width, height: height, header: headerRows)
        return [sizes(state)]
    }

    /// While the line between the panes is dragged: it follows the pointer; the release leaves it there; the
    /// right button puts it back.
    /// - Returns: what the status line says of it.
    mutating func handlePointer(_ state: inout DeckState, _ input: InputEvent, width: Int, height: Int) -> [StatusNote] {
        guard case .movingSplit(_, let offset) = state.mode else { return [] }
        switch input {
        case .drag(let p): return drag(&state, to: p, offset: offset, width: width, height: height)
        case .release(let p):
            let notes = drag(&state, to: p, offset: offset, width: width, height: height)
            state.mode = state.restingMode
            return notes
        case .press(_, .right): return cancelMove(&state, width: width, height: height)
        default: return []
        }
    }

    /// The line goes back where it was when grabbed (Esc, the right button).
    /// - Returns: what the status line says of it.
    mutating func cancelMove(_ state: inout DeckState, width: Int, height: Int) -> [StatusNote] {
        guard case .movingSplit(let from, _) = state.mode else { return [] }
        split = from
        arrange(&state, width: width, height: height, header: headerRows)
        state.mode = state.restingMode
        return [.info("The line between the panes is back where it was")]
    }

    private mutating func place(_ state: inout DeckState, width: Int, top: Int) {
        state.setFrames(top: Rect(x: 0, y: headerRows, width: width, height: top),
                             bottom: Rect(x: 0, y: headerRows + top, width: width, height: paneRows - top))
    }

    /// The rows `side` needs to show all of its content, border included, counted no further than the rows the
    /// panes share.
    private func rowsNeeded(_ state: DeckState, _ side: PaneSide) -> Int {
        let pane = state[side]
        let content = state.board[side]
        var rows = 0
        while rows + 2 < paneRows && pane.layout.hasRow(content, rows) { rows += 1 }
        return rows + 2
    }

    /// The panes' sizes, as the status line says them.
    private func sizes(_ state: DeckState) -> StatusNote {
        let how = split.fraction == nil ? "sized by content" : "= sizes them by content"
        return .info("Top pane \(topRows(state)) rows, bottom \(state.bottom.frame.height) · \(how)")
    }
}
