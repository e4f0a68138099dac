/// What marking reads of the rest of the deck, as plain values: the board, whether a chip is in hand, the
/// panes' layouts (what the filter shows), the options (how a tag is named) and where long work reports progress.
package struct MarkScene {
    /// The board the marks are on.
    let board: Board
    /// Whether a chip is being dragged or carried: marks do not change then.
    let isDragging: Bool
    /// The layouts of the top and bottom panes, by `PaneSide.rawValue`: which chips are shown.
    let layouts: [PaneLayout]
    /// The options: how a tag's text is shown (`DeckOptions.name(of:)`).
    let options: DeckOptions
    /// Where marking every chip shown reports how far it got.
    let reportProgress: (@Sendable (Double) -> Void)?

    /// What marking reads of `state`.
    init(_ state: DeckState) { self.init(state.movement) }

    /// What marking reads of the movement's state.
    init(_ state: MovementState) {
        board = state.board
        isDragging = state.session != nil
        layouts = PaneSide.allCases.map { state[$0].layout }
        options = state.options
        reportProgress = state.environment.reportProgress
    }
}

/// What a key of the marks returns to its parent: the status line's notes, and whether the focus goes on to the
/// next chip (then the note said again after the focus line).
struct MarkOutcome: Equatable {
    /// What the status line says of the marks, in order.
    var notes: StatusNotes
    /// When set, the parent steps the focus to the next chip and then says this note.
    var stepFocus: StatusNote?
}
