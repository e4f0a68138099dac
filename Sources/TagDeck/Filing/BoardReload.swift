/// Replaces the board on screen with another version of it (a save that merged changes made on disk), keeping
/// what can be kept: the focus and the marks follow their tags by text, folds stay while the sections do, the
/// filter is matched again. The undo history starts anew: its moves were recorded against the old board.
enum BoardReload {
    /// - Complexity: O(n) in the tags of the new board.
    static func reload(_ controller: BoardController, with board: Board) {
        let focusText = controller.focusedChip.flatMap { controller.board.contains($0) ? controller.board[$0].text : nil }
        let oldCounts = PaneSide.allCases.map { controller.board[$0].sections.count }
        controller.board = board
        controller.flights = [:]
        controller.returnSlots = [:]
        controller.history = UndoHistory()
        controller.marks.follow(board)
        for side in PaneSide.allCases where board[side].sections.count != oldCounts[side.rawValue] {
            controller[side].layout.folded = []
        }
        relayout(controller)
        EditApplication.refilter(controller)
        controller.focusedChip = focusText.flatMap(board.path(of:))
        if let focus = controller.focusedChip { controller.revealChip(focus) }
    }

    /// Both panes laid out again for a board whose shape changed (the folds as set), and panes sized by their
    /// content sized again.
    /// - Complexity: O(sections); rows are laid out lazily, as they are shown.
    static func relayout(_ controller: BoardController) {
        for side in PaneSide.allCases {
            let pane = controller[side]
            pane.layout.reset(width: pane.viewport.width, sectionCount: controller.board[side].sections.count)
            pane.clampScroll(controller.board[side])
        }
        controller.shapeSerial += 1
    }
}
