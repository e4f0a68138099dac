/// A section moved with its tags, by the keyboard or the mouse: what each key or report asks, said to the
/// coordinator (which moves the section through `SectionMover`). With the keyboard: `Space` on its title lifts it,
/// `Up`/`Down` move it a place at a time (on into the other pane at the ends), `Tab` carries it across, `Space`
/// puts it down, `Esc` puts it back. With the mouse: a title pressed and dragged.
enum SectionGestures {
    /// `Space` on a section title: lifts it through the coordinator.
    /// - Returns: what the status line says of it.
    static func lift(_ state: inout MovementState, _ path: SectionPath) -> StatusNotes {
        state.coordinator.beginSectionMovement(at: path, input: .keyboard, in: &state).notes
    }

    /// A key while a section is lifted: where it goes next, asked of the coordinator.
    /// - Returns: what the status line says of it.
    static func moveSection(_ state: inout MovementState, _ action: SectionMoveAction) -> StatusNotes {
        guard case .movingSection(_, let current) = state.mode else { return [] }
        let count = state.board[current.pane].sections.count
        let coordinator = state.coordinator
        switch action {
        case .up:
            if let t = current.section > 0 ? SectionPath(current.pane, current.section - 1)
                : current.pane == .bottom ? SectionPath(.top, state.board[.top].sections.count) : nil {
                return coordinator.updateSectionMovementTarget(t, in: &state)
            }
            return []
        case .down:
            if let t = current.section < count - 1 ? SectionPath(current.pane, current.section + 1)
                : current.pane == .top ? SectionPath(.bottom, 0) : nil {
                return coordinator.updateSectionMovementTarget(t, in: &state)
            }
            return []
        case .across:
            let other = current.pane.other
            return coordinator.updateSectionMovementTarget(SectionPath(other, current.pane == .top ? 0 : state.board[other].sections.count), in: &state)
        case .drop: return coordinator.endSectionMovement(in: &state)
        case .cancel: return coordinator.cancelSectionMovement(in: &state)
        }
    }

    /// The mouse and section titles: a press on a title focuses it, moving with the button down lifts its
    /// section, which then follows the pointer from section to section (into the other pane too); the release
    /// puts it down, the right button puts it back.
    /// - Returns: whether the report was about a section (nothing else should handle it), and what the status
    ///   line says of it.
    static func sectionPointer(_ state: inout MovementState, _ input: InputEvent) -> (handled: Bool, notes: StatusNotes) {
        if case .movingSection = state.mode {
            switch input {
            case .drag(let p): return (true, follow(&state, p))
            case .release: return (true, state.coordinator.endSectionMovement(in: &state))
            case .press(_, .right): return (true, state.coordinator.cancelSectionMovement(in: &state))
            default: return (true, [])
            }
        }
        switch input {
        case .press(let p, .left):
            state.pressedTitle = nil
            guard state.session == nil, let side = state.paneSide(at: p), state[side].viewport.contains(p),
                  case .title(let s)? = row(state, at: p, in: side) else { return (false, []) }
            state.pressedTitle = SectionPath(side, s)
            return (true, state.moveFocus { SectionFolder.focusTitle(&$0, $1, SectionPath(side, s)) })
        case .drag(let p):
            guard let pressed = state.pressedTitle, state.options.mode == .editor else { return (false, []) }
            state.pressedTitle = nil
            let begun = state.coordinator.beginSectionMovement(at: pressed, input: .mouse, in: &state)
            guard begun.allowed else { return (true, begun.notes) }
            return (true, begun.notes + follow(&state, p))
        case .release:
            let handled = state.pressedTitle != nil
            state.pressedTitle = nil
            return (handled, [])
        default:
            return (false, [])
        }
    }

    /// The lifted section to the section under `point`.
    private static func follow(_ state: inout MovementState, _ point: Point) -> StatusNotes {
        guard case .movingSection(_, let current) = state.mode,
              let side = state.paneSide(at: point) else { return [] }
        var target: Int
        switch row(state, at: point, in: side) {
        case .title(let s)?, .empty(let s)?, .chips(let s, _, _)?: target = s
        case nil: target = state.board[side].sections.count - (side == current.pane ? 1 : 0)
        }
        if side != current.pane { target = min(target, state.board[side].sections.count) }
        let to = SectionPath(side, target)
        guard to != current, state.board.canApply(.moveSection(from: current, to: to)) else { return [] }
        return state.coordinator.updateSectionMovementTarget(to, in: &state)
    }

    /// What the content row under `point` shows in pane `side`.
    private static func row(_ state: MovementState, at point: Point, in side: PaneSide) -> ContentRow? {
        let pane = state[side]
        let vp = pane.viewport
        guard point.y >= vp.y && point.y < vp.maxY else { return nil }
        return pane.layout.contentRow(state.board[side], pane.scrollOffset + point.y - vp.y)
    }
}
