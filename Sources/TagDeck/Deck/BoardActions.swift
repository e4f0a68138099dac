/// The actions that change only the deck's state: focus moves, the keyboard carry, marks, sends, undo, folds,
/// edits and the filter line. The deck performs the rest (saving, quitting, the help, the split).
enum BoardActions {
    /// Hands `action` to its feature's reducer when it is one of these; `markStaysPut` keeps the focus on a chip
    /// just marked (the last `m` of a count).
    /// - Returns: whether it was (the deck's own: the split, the help and the session's keys, are not), and what
    ///   the reducer says on the status line, in order.
    static func perform(_ state: inout DeckState, _ action: DeckAction,
                        markStaysPut: Bool) -> (performed: Bool, notes: StatusNotes) {
        // A section or pane title holds the focus: what needs a chip is refused.
        if action.traits.needsChip, let refusal = SectionFolder.refusesChipAction(state) { return (true, [refusal]) }
        switch action {
        case .focus(let a): return (true, state.moveFocus { FocusNavigator.reduce(&$0, $1, a) })
        case .marks(let a): return (true, marks(&state, a, markStaysPut: markStaysPut))
        case .sending(let a): return (true, ChipSender.reduce(&state.movement, a))
        case .carrying(let a): return (true, KeyboardCarry.reduce(&state.movement, a))
        case .movingSection(let a): return (true, SectionGestures.moveSection(&state.movement, a))
        case .folding(let a):
            return (true, SectionFolder.reduce(&state.movement.top, &state.movement.bottom, &state.movement.keyboard,
                                               shapes: &state.movement.shapeSerial, board: state.board, options: state.options, a))
        case .editing(let a): return (true, TagEditor.reduce(&state.movement, a))
        case .filter(let a):
            let step = FilterLineEditing.reduce(&state.movement.mode, FilterLineScene(state), a)
            return (true, step.notes + (step.query.map { state.changeFilter($0) } ?? []))
        case .preview(let a): return (true, PreviewFollow.reduce(&state.preview, a, options: state.options.preview))
        case .split, .help, .session: return (false, [])
        }
    }

    /// Scopes a key of the marks to ``ChipMarks``: `m` first resolves the focus (with none shown yet, it only shows
    /// it), and the focus step the marks ask for after a mark is taken here.
    /// - Returns: what the status line says of it: the mark's message last, after the next chip's focus line.
    private static func marks(_ state: inout DeckState, _ action: MarkAction, markStaysPut: Bool) -> StatusNotes {
        var focused: TagPath?
        if action == .toggleMark {
            if FocusNavigator.hasNoFocus(state.keyboard, FocusScene(state)) { return state.moveFocus(FocusNavigator.showFocus) }
            guard let f = FocusNavigator.currentFocus(&state.movement.keyboard, FocusScene(state)) else { return [] }
            focused = f
        }
        let outcome = state.scope(\.marks) { marks, state in
            ChipMarker.reduce(&marks, action, focused: focused, movingOn: !markStaysPut, in: MarkScene(state))
        }
        guard let then = outcome.stepFocus else { return outcome.notes }
        return outcome.notes + state.moveFocus { FocusNavigator.step(&$0, $1, 1) } + [then]
    }

    /// A key without a binding: any key closes the help; printable keys type into the filter line or the editor.
    /// - Returns: what the status line says of it.
    static func type(_ key: Key, into state: inout DeckState) -> StatusNotes {
        let typed: String? = switch key {
        case .character(let c): String(c)
        case .space: " "
        case .up, .down, .left, .right, .tab, .backTab, .enter, .escape, .backspace, .delete, .home, .end, .pageUp,
             .pageDown, .control: nil
        }
        switch state.mode {
        case .help: state.mode = state.restingMode
        case .filtering: if let typed { return FilterLineEditing.type(&state.movement.mode, typed).map { state.changeFilter($0) } ?? [] }
        case .editing: if let typed { return TagEditor.type(&state.movement, typed) }
        case .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .askingToQuit, .tooSmall, .movingSplit, .confirming,
             .movingSection: break
        }
        return []
    }
}
