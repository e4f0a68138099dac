/// The actions that change only the deck's state: focus moves, the keyboard carry, marks, sends, undo, folds,
/// edits and the filter line. The deck performs the rest (saving, quitting, the help, the split).
enum BoardActions {
    /// Hands `action` to its feature's reducer when it is one of these; `markStaysPut` keeps the focus on a chip
    /// just marked (the last `m` of a count).
    /// - Returns: whether it was (the deck's own: the split, the help and the session's keys, are not).
    static func perform(_ state: inout DeckState, _ action: DeckAction, markStaysPut: Bool) -> Bool {
        // A section or pane title holds the focus: what needs a chip is refused.
        if action.traits.needsChip && SectionFolder.refusesChipAction(&state) { return true }
        switch action {
        case .focus(let a): FocusNavigator.reduce(&state, a)
        case .marks(let a): ChipMarker.reduce(&state, a, markStaysPut: markStaysPut)
        case .sending(let a): ChipSender.reduce(&state, a)
        case .carrying(let a): KeyboardCarry.reduce(&state, a)
        case .movingSection(let a): SectionGestures.moveSection(&state, a)
        case .folding(let a): SectionFolder.reduce(&state, a)
        case .editing(let a): TagEditor.reduce(&state, a)
        case .filter(let a): FilterLineEditing.reduce(&state, a)
        case .preview(let a): PreviewFollow.reduce(&state, a)
        case .split, .help, .session: return false
        }
        return true
    }

    /// A key without a binding: any key closes the help; printable keys type into the filter line or the editor.
    static func type(_ key: Key, into state: inout DeckState) {
        let typed: String? = switch key {
        case .character(let c): String(c)
        case .space: " "
        case .up, .down, .left, .right, .tab, .backTab, .enter, .escape, .backspace, .delete, .home, .end, .pageUp,
             .pageDown, .control: nil
        }
        switch state.mode {
        case .help: state.mode = state.restingMode
        case .filtering: if let typed { FilterLineEditing.type(&state, typed) }
        case .editing: if let typed { TagEditor.type(&state, typed) }
        case .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .askingToQuit, .tooSmall, .movingSplit, .confirming,
             .movingSection: break
        }
    }
}
