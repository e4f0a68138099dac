/// The preview of the focused tag (``DeckOptions/preview``): after every event the deck asks its host to run the
/// command for the tag in focus when it changed (or the area's size did), and to stop it when the area is hidden or
/// nothing is focused; the host's answers fill the area. The keys of the key map show and hide it and scroll it, and
/// so does the wheel over it.
///
/// A feature over its own state: each function changes only the ``PreviewState`` it is given and reads what the
/// command may name as a ``PreviewScene``.
enum PreviewFollow {
    /// Takes in the command's output when `event` brings it; then the request to make, when what the area should
    /// show changed: a new command (the host stops the last one), or nil inside the effect to stop the one out. Nil
    /// when nothing changed.
    /// - Complexity: O(length of the focused text), and of the chosen tags when the command names them (`{+}`).
    static func follow(_ preview: inout PreviewState, after event: DeckEvent, in scene: PreviewScene) -> DeckEffect? {
        guard let options = scene.options.preview else { return nil }
        if case .previewOutput(let output) = event { receive(&preview, output) }
        // Nothing the command could name changed (most ticks, most answers): nothing to work out.
        let inputs = PreviewState.Inputs(boardSerial: scene.boardSerial, focus: scene.focusedChip,
                                         query: scene.query, frame: preview.frame, shown: preview.isShown(options))
        guard inputs != preview.followed else { return nil }
        preview.followed = inputs
        guard let command = wanted(preview, options.command, in: scene), let frame = preview.frame else {
            guard preview.asked != nil else { return nil }
            // Nothing to preview (no tag in focus, the area hidden): nothing shown, as fzf shows nothing.
            (preview.asked, preview.shownSerial, preview.lines, preview.status) = (nil, nil, [], nil)
            return .preview(nil)
        }
        let (columns, rows) = (max(0, frame.width - 4), max(0, frame.height - 2))
        if let asked = preview.asked, asked.command == command, asked.columns == columns, asked.rows == rows {
            return nil
        }
        preview.serial += 1
        let request = PreviewRequest(serial: preview.serial, command: command, columns: columns, rows: rows)
        preview.asked = request
        return .preview(request)
    }

    /// The command for what is in focus, its placeholders replaced; nil when the area is hidden or the command names
    /// a line and no tag is focused.
    private static func wanted(_ preview: PreviewState, _ command: PreviewCommand, in scene: PreviewScene) -> [UInt8]? {
        guard preview.isShown(scene.options.preview) else { return nil }
        let board = scene.board
        let focused = scene.focusedChip.flatMap { board.contains($0) ? board[$0].text : nil }
        let chosen = command.namesTheChosen ? board[.top].sections.flatMap { $0.tags.map(\.text) } : []
        let query = command.namesTheQuery ? scene.query ?? "" : ""
        return command.expanded(focused: focused, chosen: chosen, query: query, display: scene.options.lineDisplay)
    }

    /// The most lines of output kept: a longer one is cut, and the area says so.
    static let keptLines = 100_000

    /// An answer of the host: the lines of the request out are shown (the first of them replace the output of the
    /// one before); an answer to an older request is dropped.
    static func receive(_ preview: inout PreviewState, _ output: PreviewOutput) {
        guard output.serial == preview.asked?.serial else { return }
        if preview.shownSerial != output.serial {
            preview.shownSerial = output.serial
            (preview.lines, preview.scroll, preview.status, preview.cut) = ([], 0, nil, false)
        }
        let room = keptLines - preview.lines.count
        preview.lines += output.lines.prefix(max(0, room))
        preview.status = output.status
        preview.cut = preview.cut || output.cut || output.lines.count > room
    }

    /// A key of the preview, with the deck's preview `options`: shows or hides it (the deck arranges the panes
    /// again: `PaneArranger.needsArranging`), or scrolls it.
    /// - Returns: what the status line says of it.
    static func reduce(_ preview: inout PreviewState, _ action: PreviewAction, options: PreviewOptions?) -> StatusNotes {
        guard options != nil else { return .problem("No preview: start with --preview COMMAND") }
        switch action {
        case .togglePreview:
            preview.toggled.toggle()
            return .info(preview.isShown(options) ? "Preview shown" : "Preview hidden")
        case .previewDown: scroll(&preview, by: 1)
        case .previewUp: scroll(&preview, by: -1)
        case .previewPageDown: scroll(&preview, by: max(1, rows(preview)))
        case .previewPageUp: scroll(&preview, by: -max(1, rows(preview)))
        }
        return []
    }

    /// The wheel over the area scrolls it. Returns whether `point` is in the area.
    static func wheel(_ preview: inout PreviewState, at point: Point, _ delta: Int) -> Bool {
        guard let frame = preview.frame, frame.contains(point) else { return false }
        scroll(&preview, by: delta * 2)
        return true
    }

    /// Scrolls the output by `lines`, no further than its last line at the bottom of the area.
    static func scroll(_ preview: inout PreviewState, by lines: Int) {
        let end = max(0, preview.lines.count + (preview.status.map { $0 != 0 } == true ? 1 : 0) - rows(preview))
        preview.scroll = min(max(0, preview.scroll + lines), end)
    }

    /// The rows of output the area shows.
    static func rows(_ preview: PreviewState) -> Int { max(0, (preview.frame?.height ?? 0) - 2) }
}

/// What the preview reads of the rest of the deck, as plain values: what its command may name (the board's
/// chosen tags, the focused chip, the filter's query) and the options it runs with.
struct PreviewScene {
    /// The options: the preview's command and window, how a line is shown.
    let options: DeckOptions
    /// The board: the focused tag's text, the chosen tags.
    let board: Board
    /// The count of the board's changes: when it did not change, neither did what the command names of it.
    let boardSerial: Int
    /// The chip in focus, if any.
    let focusedChip: TagPath?
    /// The filter's query, when a filter is in force.
    let query: String?

    /// What the preview reads of `state`.
    init(_ state: DeckState) {
        options = state.options
        board = state.board
        boardSerial = state.boardSerial
        focusedChip = state.focusedChip
        query = state.filter?.query.text
    }
}
