/// What a pane's gesture asks (``PaneSignal``) goes to the coordinator in hand; a click goes to the focus.
/// The pane's gesture becomes a drag only when the coordinator takes the lift.
enum PaneGestures {
    /// Routes `signal`, reported by the pane on `side`, through the state's coordinator.
    static func route(_ signal: PaneSignal?, from side: PaneSide, in state: inout DeckState) {
        guard let signal else { return }
        switch signal {
        case .lift(let path, let pointer, let then):
            guard state.coordinator.beginInteractiveMovement(at: path, pointer: pointer, input: .mouse, in: &state)
            else { return }
            state[side].pointer.didLift()
            if let then { state.coordinator.updateInteractiveMovementTarget(.pointer(then), in: &state) }
        case .pointer(let point):
            state.coordinator.updateInteractiveMovementTarget(.pointer(point), in: &state)
        case .drop(let point):
            state.coordinator.updateInteractiveMovementTarget(.pointer(point), in: &state)
            state.coordinator.endInteractiveMovement(in: &state)
        case .cancel:
            state.coordinator.cancelInteractiveMovement(in: &state)
        case .click(let path, let count):
            FocusNavigator.clicked(&state, at: path, count: count)
        }
    }

    /// Cancels the gesture of the pane on `side`: a drag goes back through the coordinator.
    static func cancel(_ side: PaneSide, in state: inout DeckState) {
        route(state[side].pointer.cancel(), from: side, in: &state)
    }

    /// Cancels a movement in progress through the coordinator; the chip (or a lifted section) goes back.
    static func cancelMovement(_ state: inout DeckState) {
        if state.mode.isMovingSection { state.coordinator.cancelSectionMovement(in: &state) }
        guard let s = state.session else { return }
        if s.input == .mouse {
            PaneGestures.cancel(s.owner, in: &state)
        } else {
            state.coordinator.cancelInteractiveMovement(in: &state)
        }
    }
}
