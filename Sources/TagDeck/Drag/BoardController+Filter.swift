extension BoardController {
    /// Shows only the chips that match `query`, or every chip for an empty query. Positions stay the model's;
    /// the focus moves to a shown chip when its own is hidden.
    /// - Complexity: O(total length of the tag texts): every tag is matched once.
    public func applyFilter(_ query: TagQuery) {
        filter = query.isEmpty ? nil : ChipFilter(query: query, board: board)
        for side in PaneSide.allCases {
            self[side].layout.filter = filter
            self[side].clampScroll(board[side])
        }
        if let f = focus, board.contains(f), navigator.isShown(f) {
            revealChip(f)
        } else {
            focus = navigator.firstVisibleChip(activeSide) ?? navigator.firstChip(activeSide.other, last: false)
            if let f = focus { activeSide = f.pane }
        }
    }
}
