/// The actions that change only the deck's state: focus moves, the keyboard carry, marks, sends, undo, folds,
/// edits and the filter line. The deck performs the rest (saving, quitting, the help, the split).
enum BoardActions {
    /// Performs `action` when it is one of these; `markStaysPut` keeps the focus on a chip just marked (the last
    /// `m` of a count).
    /// - Returns: whether it was.
    static func perform(_ state: inout DeckState, _ action: DeckAction, markStaysPut: Bool) -> Bool {
        // A section title holds the focus: what needs a chip is refused.
        if action == .lift, let title = state.focusedTitle {
            SectionMover.lift(&state, title)
            return true
        }
        if [.lift, .send, .toggleMark].contains(action) && SectionFolder.refusesChipAction(&state) { return true }
        switch action {
        case .focusPrevious, .focusNext, .focusUp, .focusDown:
            // With nothing focused yet, the first move key only shows where the focus is.
            if FocusNavigator.hasNoFocus(state) {
                FocusNavigator.showFocus(&state)
                return true
            }
            switch action {
            case .focusPrevious: FocusNavigator.step(&state, -1)
            case .focusNext: FocusNavigator.step(&state, 1)
            case .focusUp: FocusNavigator.row(&state, -1)
            default: FocusNavigator.row(&state, 1)
            }
        case .focusFirst: FocusNavigator.toEnd(&state, first: true)
        case .focusLast: FocusNavigator.toEnd(&state, first: false)
        case .pageUp: FocusNavigator.page(&state, -1)
        case .pageDown: FocusNavigator.page(&state, 1)
        case .switchPane: FocusNavigator.switchPane(&state)
        case .nextSection: FocusNavigator.section(&state, 1)
        case .previousSection: FocusNavigator.section(&state, -1)
        case .count: break
        case .carryToStart: KeyboardCarry.toEnd(&state, last: false)
        case .carryToEnd: KeyboardCarry.toEnd(&state, last: true)
        case .carryToNextSection: KeyboardCarry.section(&state, 1)
        case .carryToPreviousSection: KeyboardCarry.section(&state, -1)
        case .lift: KeyboardCarry.liftFocused(&state)
        case .toggleMark: ChipMarker.toggleFocused(&state, movingOn: !markStaysPut)
        case .addAfter, .addBefore, .rename, .renamePane, .newSection:
            if let editing = TagEditor.begin(&state, action) { state.mode = editing }
        case .answerYes, .answerNo: SectionEditor.answer(&state, action == .answerYes)
        case .sectionUp, .sectionDown, .sectionAcross, .dropSection, .cancelSectionMove:
            SectionMover.moveSection(&state, action)
        case .delete: TagEditor.deleteFocused(&state)
        case .pin: TagEditor.togglePinFocused(&state)
        case .commitEdit, .cancelEdit, .editDeleteBackward, .editDeleteForward, .editDeleteWord, .editClearLine,
             .editCursorLeft, .editCursorRight, .editCursorHome, .editCursorEnd:
            TagEditor.perform(&state, action)
        case .fold: SectionFolder.toggleFocused(&state)
        case .foldAll: SectionFolder.toggleAll(&state)
        case .markShown: ChipMarker.markShown(&state)
        case .clearMarks: if !ChipMarker.clear(&state) { state.say("No marks to clear") }
        case .send: if let f = FocusNavigator.currentFocus(&state) { ChipSender.send(&state, f) }
        case .undo: ChipSender.undo(&state)
        case .redo: ChipSender.redo(&state)
        case .keepFilter, .clearFilter, .filterDeleteBackward, .filterDeleteWord, .filterClearLine,
             .filterCursorLeft, .filterCursorRight, .filterCursorHome, .filterCursorEnd:
            FilterLineEditing.edit(&state, action)
        case .carryPrevious: KeyboardCarry.step(&state, -1)
        case .carryNext: KeyboardCarry.step(&state, 1)
        case .carryUp: KeyboardCarry.row(&state, -1)
        case .carryDown: KeyboardCarry.row(&state, 1)
        case .carryAcross: KeyboardCarry.across(&state)
        case .drop: KeyboardCarry.drop(&state)
        default: return false
        }
        return true
    }

    /// A key without a binding: any key closes the help; printable keys type into the filter line or the editor.
    static func type(_ key: Key, into state: inout DeckState) {
        switch (state.mode, key) {
        case (.help, _): state.mode = state.restingMode
        case (.filtering, .character(let c)): FilterLineEditing.type(&state, String(c))
        case (.filtering, .space): FilterLineEditing.type(&state, " ")
        case (.editing, .character(let c)): TagEditor.type(&state, String(c))
        case (.editing, .space): TagEditor.type(&state, " ")
        default: break
        }
    }
}
