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
