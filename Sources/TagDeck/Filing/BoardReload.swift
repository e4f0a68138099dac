/// Replaces the board on screen with another version of it (a save that merged changes made on disk), keeping
/// what can be kept: the focus and the marks follow their tags by text, folds stay while the sections do, the
/// filter is matched again. The undo history starts anew: its moves were recorded against the old board.
enum BoardReload {
    /// - Returns: what the status line says of it (the filter's count, while its line is open).
    /// - Complexity: O(n) in the tags of the new board.
    static func reload(_ state: inout MovementState, with board: Board) -> StatusNotes {
        let focusText = state.focusedChip.flatMap { state.board.contains($0) ? state.board[$0].text : nil }
        let oldCounts = PaneSide.allCases.map { state.board[$0].sections.count }
        state.board = board
        state.flights = [:]
        state.returnSlots = [:]
        state.history = UndoHistory()
        state.marks.follow(board)
        for side in PaneSide.allCases where board[side].sections.count != oldCounts[side.rawValue] {
            state[side].setFolded([])
        }
        relayout(&state.top, &state.bottom, board)
        state.shapeSerial += 1
        let notes = state.refilter()
        state.focusedChip = focusText.flatMap(board.path(of:))
        if let focus = state.focusedChip { state.revealChip(focus) }
        return notes
    }

    /// Both panes laid out again for `board`, whose shape changed (the folds as set); the parent counts the change
    /// of rows (`DeckState.shapeSerial`), so that panes sized by their content are sized again.
    /// - Complexity: O(sections); rows are laid out lazily, as they are shown.
    static func relayout(_ top: inout Pane, _ bottom: inout Pane, _ board: Board) {
        top.resetLayout(sectionCount: board[.top].sections.count)
        top.clampScroll(board[.top])
        bottom.resetLayout(sectionCount: board[.bottom].sections.count)
        bottom.clampScroll(board[.bottom])
    }
}
