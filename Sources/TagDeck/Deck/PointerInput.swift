/// Mouse reports: to the pane that owns the gesture or the one under the pointer, to a section title, to the
/// line between the panes, or to the help overlay.
enum PointerInput {
    /// Routes a mouse report to the pane that owns the gesture, or to the pane under the pointer.
    static func handle(_ input: InputEvent, in state: inout DeckState, arranger: PaneArranger) {
        let now = state.clock.now
        // A section title pressed, or a section lifted: the section follows the pointer.
        if SectionGestures.sectionPointer(&state, input) { return }
        switch input {
        case .press(let p, .left):
            guard state.session == nil else { return }
            if let moving = arranger.grab(state, at: p) {
                state.mode = moving
                return
            }
            guard let side = state.paneSide(at: p) else { return }
            state.activeSide = side
            state[side].pressed(at: p, now: now, content: state.board[side])
        case .press(let p, .leftWithAlt):
            guard state.session == nil, let side = state.paneSide(at: p),
                  state[side].viewport.contains(p),
                  case .chip(let path, _) = state[side].hit(p, content: state.board[side]) else { return }
            state.activeSide = side
            state.focusedChip = path
            ChipMarker.toggle(&state, at: path)
        case .press(_, .right):
            if state.session != nil {
                PaneGestures.cancelMovement(&state)
            } else {
                for side in PaneSide.allCases { PaneGestures.cancel(side, in: &state) }
            }
        case .drag(let p):
            for side in gestureOwners(state) { PaneGestures.route(state[side].pointer.dragged(to: p, now: now), from: side, in: &state) }
        case .release(let p):
            for side in gestureOwners(state) { PaneGestures.route(state[side].pointer.released(at: p, now: now), from: side, in: &state) }
        case .wheel(let p, let delta):
            if PreviewFollow.wheel(&state, at: p, delta) { return }
            guard let side = state.paneSide(at: p) else { return }
            guard state[side].scroll(by: delta * 2, content: state.board[side]), state.session != nil else { return }
            state.coordinator.updateInteractiveMovementTarget(.scrolled(.wheel), in: &state)
        case .key, .resize, .paste:
            break
        }
    }

    /// The panes that receive motion and release: the owner of a mouse drag, else any pane with a pending press.
    private static func gestureOwners(_ state: DeckState) -> [PaneSide] {
        if let s = state.session {
            return s.input == .mouse ? [s.owner] : []
        }
        return PaneSide.allCases.filter { state[$0].pointer.isActive }
    }

    /// In the help overlay: a click closes it, the wheel scrolls it.
    static func handleInHelp(_ input: InputEvent, scroll: Int, maxScroll maxHelpScroll: Int, in state: inout DeckState) {
        switch input {
        case .press:
            state.mode = state.restingMode
        case .wheel(_, let delta):
            state.mode = .help(scroll: min(max(0, scroll + delta * 2), maxHelpScroll))
        default:
            break
        }
    }
}
