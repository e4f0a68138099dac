/// The preview of the focused tag (``DeckOptions/preview``): after every event the deck asks its host to run the
/// command for the tag in focus when it changed (or the area's size did), and to stop it when the area is hidden or
/// nothing is focused; the host's answers fill the area. The keys of the key map show and hide it and scroll it, and
/// so does the wheel over it.
enum PreviewFollow {
    /// Takes in the command's output when `event` brings it; then the request to make, when what the area should
    /// show changed: a new command (the host stops the last one), or nil inside the effect to stop the one out. Nil
    /// when nothing changed.
    /// - Complexity: O(length of the focused text), and of the chosen tags when the command names them (`{+}`).
    static func follow(_ state: inout DeckState, after event: DeckEvent) -> DeckEffect? {
        guard let options = state.options.preview else { return nil }
        if case .previewOutput(let output) = event { receive(&state, output) }
        // Nothing the command could name changed (most ticks, most answers): nothing to work out.
        let inputs = PreviewState.Inputs(boardSerial: state.boardSerial, focus: state.focusedChip,
                                         query: state.filter?.query.text, frame: state.preview.frame,
                                         shown: state.preview.isShown(options))
        guard inputs != state.preview.followed else { return nil }
        state.preview.followed = inputs
        guard let command = wanted(state, options.command), let frame = state.preview.frame else {
            guard state.preview.asked != nil else { return nil }
            // Nothing to preview (no tag in focus, the area hidden): nothing shown, as fzf shows nothing.
            (state.preview.asked, state.preview.shownSerial, state.preview.lines, state.preview.status) = (nil, nil, [], nil)
            return .preview(nil)
        }
        let (columns, rows) = (max(0, frame.width - 4), max(0, frame.height - 2))
        if let asked = state.preview.asked, asked.command == command, asked.columns == columns, asked.rows == rows {
            return nil
        }
        state.preview.serial += 1
        let request = PreviewRequest(serial: state.preview.serial, command: command, columns: columns, rows: rows)
        state.preview.asked = request
        return .preview(request)
    }

    /// The command for what is in focus, its placeholders replaced; nil when the area is hidden or the command names
    /// a line and no tag is focused.
    private static func wanted(_ state: DeckState, _ command: PreviewCommand) -> [UInt8]? {
        guard state.preview.isShown(state.options.preview) else { return nil }
        let focused = state.focusedChip.flatMap { state.board.contains($0) ? state.board[$0].text : nil }
        let chosen = command.namesTheChosen ? state.board[.top].sections.flatMap { $0.tags.map(\.text) } : []
        let query = command.namesTheQuery ? state.filter?.query.text ?? "" : ""
        return command.expanded(focused: focused, chosen: chosen, query: query, display: state.options.lineDisplay)
    }

    /// The most lines of output kept: a longer one is cut, and the area says so.
    static let keptLines = 100_000

    /// An answer of the host: the lines of the request out are shown (the first of them replace the output of the
    /// one before); an answer to an older request is dropped.
    static func receive(_ state: inout DeckState, _ output: PreviewOutput) {
        guard output.serial == state.preview.asked?.serial else { return }
        if state.preview.shownSerial != output.serial {
            state.preview.shownSerial = output.serial
            (state.preview.lines, state.preview.scroll, state.preview.status, state.preview.cut) = ([], 0, nil, false)
        }
        let room = keptLines - state.preview.lines.count
        state.preview.lines += output.lines.prefix(max(0, room))
        state.preview.status = output.status
        state.preview.cut = state.preview.cut || output.cut || output.lines.count > room
    }

    /// A key of the preview: shows or hides it (the deck arranges the panes again: `PaneArranger.needsArranging`),
    /// or scrolls it.
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout DeckState, _ action: PreviewAction) -> [StatusNote] {
        guard state.options.preview != nil else { return [.problem("No preview: start with --preview COMMAND")] }
        switch action {
        case .togglePreview:
            state.preview.toggled.toggle()
            return [.info(state.preview.isShown(state.options.preview) ? "Preview shown" : "Preview hidden")]
        case .previewDown: scroll(&state, by: 1)
        case .previewUp: scroll(&state, by: -1)
        case .previewPageDown: scroll(&state, by: max(1, rows(state)))
        case .previewPageUp: scroll(&state, by: -max(1, rows(state)))
        }
        return []
    }

    /// The wheel over the area scrolls it. Returns whether `point` is in the area.
    static func wheel(_ state: inout DeckState, at point: Point, _ delta: Int) -> Bool {
        guard let frame = state.preview.frame, frame.contains(point) else { return false }
        scroll(&state, by: delta * 2)
        return true
    }

    /// Scrolls the output by `lines`, no further than its last line at the bottom of the area.
    static func scroll(_ state: inout DeckState, by lines: Int) {
        let end = max(0, state.preview.lines.count + (state.preview.status.map { $0 != 0 } == true ? 1 : 0) - rows(state))
        state.preview.scroll = min(max(0, state.preview.scroll + lines), end)
    }

    /// The rows of output the area shows.
    static func rows(_ state: DeckState) -> Int { max(0, (state.preview.frame?.height ?? 0) - 2) }
}
