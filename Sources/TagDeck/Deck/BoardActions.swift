/// The actions that change only the deck's state: focus moves, the keyboard carry, marks, sends, undo, folds,
/// edits and the filter line. The deck performs the rest (saving, quitting, the help, the split).
enum BoardActions {
    /// Performs `action` when it is one of these; `markStaysPut` keeps the focus on a chip just marked (the last
    /// `m` of a count).
    /// - Returns: whether it was (the deck's own commands, the help's keys and the quit prompt's are not).
    static func perform(_ state: inout DeckState, _ action: DeckAction, markStaysPut: Bool) -> Bool {
        // A section title holds the focus: what needs a chip is refused.
        if action == .lift, let title = state.focusedTitle {
            SectionGestures.lift(&state, title)
            return true
        }
        if action.needsChip && SectionFolder.refusesChipAction(&state) { return true }
        switch action.scoped {
        case .browsing(let move): browse(&state, move)
        case .chips(let chips): perform(&state, chips, markStaysPut: markStaysPut)
        case .filtering(let edit): FilterLineEditing.edit(&state, edit)
        case .carrying(let carry): self.carry(&state, carry)
        case .editing(let edit): TagEditor.perform(&state, edit)
        case .confirming(let yes): SectionEditor.answer(&state, yes)
        case .movingSection(let move): SectionGestures.moveSection(&state, move)
        case .preview(let key): PreviewFollow.perform(&state, key)
        case .deck, .help, .askingToQuit: return false
        }
        return true
    }

    /// A move of the focus.
    private static func browse(_ state: inout DeckState, _ move: BrowsingAction) {
        switch move {
        case .focusPrevious, .focusNext, .focusUp, .focusDown:
            // With nothing focused yet, the first move key only shows where the focus is.
            if FocusNavigator.hasNoFocus(state) {
                FocusNavigator.showFocus(&state)
                return
            }
            switch move {
            case .focusPrevious: FocusNavigator.step(&state, -1)
            case .focusNext: FocusNavigator.step(&state, 1)
            case .focusUp: FocusNavigator.row(&state, -1)
            case .focusDown: FocusNavigator.row(&state, 1)
            case .focusFirst, .focusLast, .pageUp, .pageDown, .switchPane, .nextSection, .previousSection, .count: break
            }
        case .focusFirst: FocusNavigator.toEnd(&state, first: true)
        case .focusLast: FocusNavigator.toEnd(&state, first: false)
        case .pageUp: FocusNavigator.page(&state, -1)
        case .pageDown: FocusNavigator.page(&state, 1)
        case .switchPane: FocusNavigator.switchPane(&state)
        case .nextSection: FocusNavigator.section(&state, 1)
        case .previousSection: FocusNavigator.section(&state, -1)
        case .count: break
        }
    }

    /// Something done to the focused chip, the marked ones or the focused section.
    private static func perform(_ state: inout DeckState, _ action: ChipAction, markStaysPut: Bool) {
        switch action {
        case .lift: KeyboardCarry.liftFocused(&state)
        case .toggleMark: ChipMarker.toggleFocused(&state, movingOn: !markStaysPut)
        case .beginEdit(let edit): if let editing = TagEditor.begin(&state, edit) { state.mode = editing }
        case .delete: TagEditor.deleteFocused(&state)
        case .pin: TagEditor.togglePinFocused(&state)
        case .fold: SectionFolder.toggleFocused(&state)
        case .foldAll: SectionFolder.toggleAll(&state)
        case .markShown: ChipMarker.markShown(&state)
        case .clearMarks: if !ChipMarker.clear(&state) { state.say("No marks to clear") }
        case .send: if let f = FocusNavigator.currentFocus(&state) { ChipSender.send(&state, f) }
        case .undo: ChipSender.undo(&state)
        case .redo: ChipSender.redo(&state)
        }
    }

    /// A key while a chip is carried with the keyboard (a mouse drag's Esc too).
    private static func carry(_ state: inout DeckState, _ action: CarryAction) {
        switch action {
        case .previous: KeyboardCarry.step(&state, -1)
        case .next: KeyboardCarry.step(&state, 1)
        case .up: KeyboardCarry.row(&state, -1)
        case .down: KeyboardCarry.row(&state, 1)
        case .across: KeyboardCarry.across(&state)
        case .toStart: KeyboardCarry.toEnd(&state, last: false)
        case .toEnd: KeyboardCarry.toEnd(&state, last: true)
        case .toNextSection: KeyboardCarry.section(&state, 1)
        case .toPreviousSection: KeyboardCarry.section(&state, -1)
        case .drop: KeyboardCarry.drop(&state)
        case .cancel: PaneGestures.cancelMovement(&state)
        }
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
