/// Carrying a chip with the keyboard: Space lifts the focused chip, arrows move it slot by slot, Tab carries it
/// into the other pane, Space or Enter drops it, Esc cancels. Every step goes through the board's
/// ``DragCoordinator``, as a mouse drag does.
package enum KeyboardCarry {
    /// A key of the carry: Space lifts the focused chip (a section title: its section; a pane title refuses it),
    /// the others move what is carried, drop it, or cancel (a mouse drag's Esc too).
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout MovementState, _ action: CarryAction) -> StatusNotes {
        switch action {
        case .lift:
            if let title = state.focusedTitle { return SectionGestures.lift(&state, title) }
            if let refusal = SectionFolder.refusesChipAction(state) { return [refusal] }
            return liftFocused(&state)
        case .carryPrevious: return step(&state, -1)
        case .carryNext: return step(&state, 1)
        case .carryUp: return row(&state, -1)
        case .carryDown: return row(&state, 1)
        case .carryAcross: return across(&state)
        case .carryToStart: return toEnd(&state, last: false)
        case .carryToEnd: return toEnd(&state, last: true)
        case .carryToNextSection: return section(&state, 1)
        case .carryToPreviousSection: return section(&state, -1)
        case .drop: return drop(&state)
        case .cancelDrag: return PaneGestures.cancelMovement(&state)
        }
    }




    /// Lifts the focused chip.
    /// - Returns: what the status line says of it.
    static func liftFocused(_ state: inout MovementState) -> StatusNotes {
        guard let f = FocusNavigator.currentFocus(&state.keyboard, FocusScene(state)) else { return [] }
        state.revealChip(f)
        return state.coordinator.beginInteractiveMovement(at: f, pointer: state.chipFrame(f).origin, input: .keyboard, in: &state).notes
    }

    /// Left or Right: one slot back or on, across section boundaries.
    static func step(_ state: inout MovementState, _ dir: Int) -> StatusNotes {
        guard let s = state.session else { return [] }
        let c = s.current
        let sections = state.board[c.pane].sections
        // Past the next shown chip: hidden chips are stepped over. (The pane is read in place, never copied: a
        // copy alive across the move would make the pane copy its layout before changing it.)
        var i = c.item + dir
        let tags = sections[c.section].tags
        while i >= 0 && i < tags.count && !state[c.pane].layout.isShown(tags[i]) { i += dir }
        if SectionFolder.isFolded(state, c) { i = -1 }
        if i >= 0 && i < tags.count {
            // Back past a shown chip: right after the shown chip before that one, as a drop there would land.
            let slot = TagPath(c.pane, c.section, i)
            let dest = dir < 0 ? state[c.pane].insertionAfterShown(before: slot, content: state.board[c.pane]) : slot
            return state.coordinator.updateInteractiveMovementTarget(.slot(dest), in: &state)
        } else if let s = openSection(state, c.pane, after: c.section, dir) {
            let item = dir < 0 ? sections[s].tags.count : 0
            return state.coordinator.updateInteractiveMovementTarget(.slot(TagPath(c.pane, s, item)), in: &state)
        }
        return []
    }

    /// The nearest section after (or before) `section` that is not folded: the keys carry past folded ones.
    private static func openSection(_ state: MovementState, _ side: PaneSide, after section: Int, _ dir: Int) -> Int? {
        var s = section + dir
        while s >= 0 && s < state.board[side].sections.count {
            if !SectionFolder.isFolded(state, SectionPath(side, s)) { return s }
            s += dir
        }
        return nil
    }

    /// Up or Down: the slot a row above or below offers under the goal column.
    static func row(_ state: inout MovementState, _ dir: Int) -> StatusNotes {
        guard let s = state.session else { return [] }
        let frame = state.chipFrame(s.current)
        let goal = state.goalColumn ?? (frame.x + frame.width / 2)
        let side = s.current.pane
        let content = state.board[side]
        let row = state[side].contentRow(of: s.current, content: content)
        guard let hit = state[side].rowHit(from: row, direction: dir, x: goal, content: content) else { return [] }
        var notes: StatusNotes = []
        if case .chip(let path, _) = hit, path == s.current {
            // Over itself: nothing to do.
        } else {
            let insertion = state[side].insertion(for: hit, content: content)
            notes = state.coordinator.updateInteractiveMovementTarget(.slot(s.destination(forInsertion: insertion)), in: &state)
        }
        state.goalColumn = goal
        return notes
    }

    /// Home or End while carrying: to the start or the end of the pane.
    static func toEnd(_ state: inout MovementState, last: Bool) -> StatusNotes {
        guard let s = state.session else { return [] }
        let side = s.current.pane
        if last {
            let section = state.board[side].sections.count - 1
            return state.coordinator.updateInteractiveMovementTarget(.slot(s.destination(forInsertion:
                TagPath(side, section, state.board.count(side, section: section)))), in: &state)
        } else {
            return state.coordinator.updateInteractiveMovementTarget(.slot(TagPath(side, 0, 0)), in: &state)
        }
    }

    /// `]` or `[` while carrying: to the start of the next or previous section of the pane.
    static func section(_ state: inout MovementState, _ dir: Int) -> StatusNotes {
        guard let s = state.session else { return [] }
        guard let target = openSection(state, s.current.pane, after: s.current.section, dir) else { return [] }
        return state.coordinator.updateInteractiveMovementTarget(.slot(TagPath(s.current.pane, target, 0)), in: &state)
    }

    /// Tab while carrying: into the other pane, back to the slot of origin if it came from there, else to the end.
    static func across(_ state: inout MovementState) -> StatusNotes {
        guard let s = state.session else { return [] }
        let other = s.current.pane.other
        if s.origin.pane == other {
            return state.coordinator.updateInteractiveMovementTarget(.slot(s.origin), in: &state)
        } else {
            let last = state.board[other].sections.count - 1
            return state.coordinator.updateInteractiveMovementTarget(.slot(TagPath(other, last, state.board.count(other, section: last))), in: &state)
        }
    }

    /// Space or Enter: drops the chip where it is.
    static func drop(_ state: inout MovementState) -> StatusNotes { state.coordinator.endInteractiveMovement(in: &state) }

    /// Esc: the chip goes back where it was lifted.
    static func cancel(_ state: inout MovementState) -> StatusNotes { state.coordinator.cancelInteractiveMovement(in: &state) }
}
