/// What a fold leaves to do once the panes are folded, in order: count the change of the panes' rows, put the focus
/// on a section's title or reveal the focused chip, then say the notes (see ``SectionFolder``).
struct FoldOutcome {
    /// What the status line says of the fold (after the focus line, when the focus moves).
    var notes: StatusNotes
    /// How many sections were folded or unfolded (`DeckState.shapeSerial` counts each).
    var shapeChanges = 0
    /// The section title the focus is to rest on, if any.
    var focusTitle: SectionPath?
    /// The focused chip to scroll into view, when the focus stays on it.
    var reveal: TagPath?
}
