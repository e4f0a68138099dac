/// What the split feature (``PaneArranger``) reads of the deck to place the panes, read-only: the board their
/// layouts show, what the content's changes are counted by, the preview's area, and what to keep in view.
struct SplitScene {
    /// The board the panes show (their layouts measure it).
    let board: Board
    /// The committed changes' count, and the count of the panes' rows' changes: the content sized again when
    /// either moved on.
    let revision: Int, shapeSerial: Int
    /// Whether the preview's area is shown, and where it goes when it is.
    let previewShown: Bool, previewWindow: PreviewWindow?
    /// The chip kept in view once the panes are placed: the one carried by the keyboard, else the focused one.
    let reveal: TagPath?
    /// Whether a chip is in hand (the panes are not sized by content again in the middle of a drag).
    let holding: Bool
    /// The mode: the line between the panes is moved in `DeckMode.movingSplit` only; and the mode at rest, which
    /// the line's move ends in.
    let mode: DeckMode, resting: DeckMode
    /// The screen's size.
    let width: Int, height: Int

    /// What the split reads of `state`.
    init(_ state: DeckState) {
        board = state.board
        (revision, shapeSerial) = (state.revision, state.shapeSerial)
        (previewShown, previewWindow) = (state.preview.isShown(state.options.preview), state.options.preview?.window)
        if let s = state.session, s.input != .mouse { reveal = s.current } else { reveal = state.focusedChip }
        holding = state.session != nil
        (mode, resting) = (state.mode, state.restingMode)
        (width, height) = (state.screen.width, state.screen.height)
    }
}

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

    /// Scrolls so the chip at `path` of `content` is visible.
    mutating func reveal(_ path: TagPath, content: PaneContent) {
        scrollToShow(contentRow: contentRow(of: path, content: content), content: content)
    }
}
