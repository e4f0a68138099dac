/// The two panes placed on screen and scrolled together, for the features that change both: their frames, a chip
/// revealed in the pane that holds it, whether a chip is folded away.
extension Pane {
    /// Gives `top` and `bottom` their frames on screen, each laid out for its content on `board`, and scrolls the
    /// pane of `reveal` (when it is on the board) so that chip is visible.
    static func place(_ top: inout Pane, _ bottom: inout Pane, top topFrame: Rect, bottom bottomFrame: Rect,
                      board: Board, reveal: TagPath?) {
        top.setFrame(topFrame, content: board[.top])
        bottom.setFrame(bottomFrame, content: board[.bottom])
        if let reveal { Pane.reveal(reveal, &top, &bottom, on: board) }
    }

    /// Scrolls the pane of `path`, `top` or `bottom`, so that chip of `board` is visible (when it is on it).
    static func reveal(_ path: TagPath, _ top: inout Pane, _ bottom: inout Pane, on board: Board) {
        guard board.contains(path) else { return }
        if path.pane == .top { top.reveal(path, content: board[.top]) } else { bottom.reveal(path, content: board[.bottom]) }
    }

    /// Whether the chip at `path` of `board` lies in a section folded in its pane (`top` or `bottom`): a focus put
    /// on it rests on that section's title (see `FocusState.focusChip(_:folded:)`).
    static func isFolded(_ path: TagPath, _ top: Pane, _ bottom: Pane, on board: Board) -> Bool {
        board.contains(SectionPath(path.pane, path.section))
            && (path.pane == .top ? top : bottom).layout.isFolded(board[path.pane], section: path.section)
    }

    /// Scrolls so the chip at `path` of `content` is visible.
    mutating func reveal(_ path: TagPath, content: PaneContent) {
        scrollToShow(contentRow: contentRow(of: path, content: content), content: content)
    }
}
