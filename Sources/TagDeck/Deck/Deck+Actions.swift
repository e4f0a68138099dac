extension Deck {
    /// Performs an action with the count typed before it: digits build the count, a move repeats, anything
    /// else forgets it.
    /// - Returns: what the status line says of it, in order.
    func performCounted(_ action: DeckAction, _ key: Key, _ effects: inout [DeckEffect]) -> StatusNotes {
        if action == .focus(.count), case .character(let c) = key, let digit = c.wholeNumberValue {
            let count = (state.count.pending ?? 0) * 10 + digit
            state.count.pending = count == 0 ? nil : min(count, 9_999)
            return state.count.pending.map { .info("\($0)…") } ?? []
        }
        let times = action.traits.repeatsWithCount ? (state.count.pending ?? 1) : 1
        state.count.pending = nil
        var notes: StatusNotes = []
        for k in 0..<times {
            state.count.markStaysPut = times > 1 && k == times - 1
            notes += perform(action, &effects)
        }
        state.count.markStaysPut = false
        return notes
    }

    /// Performs the action a key is bound to in the current mode: through its feature's reducer (``BoardActions``),
    /// or the deck's own (the split, the help, the session).
    /// - Returns: what the status line says of it, in order.
    func perform(_ action: DeckAction, _ effects: inout [DeckEffect]) -> StatusNotes {
        if WorkEstimate.offload(action, of: self, &effects) { return [] }
        if let ask = state.scope(\.files.saving, { $0.undoKept(action, $1) }) { effects.append(ask); return [] }
        let board = BoardActions.perform(&state, action, markStaysPut: state.count.markStaysPut)
        if board.performed { return board.notes }
        switch action {
        case .split(let a): return state.scope(\.screen.arranger) { $0.reduce(&$1.movement.top, &$1.movement.bottom, &$1.preview.frame, &$1.movement.mode, SplitScene($1), a) }
        case .help(.help): if options.chrome.contains(.help) { state.mode = .help(scroll: 0) }
        case .help(let key):
            guard case .help(let scroll) = mode, key != .closeHelp else {
                state.mode = state.restingMode
                return []
            }
            state.mode = .help(scroll: HelpOverlay.scroll(scroll, by: key, height: height, maximum: HelpOverlay.maxScroll(of: self)))
        case .session(let a): return SessionActions.perform(a, on: self, &effects)
        case .focus, .marks, .sending, .carrying, .movingSection, .folding, .editing, .filter, .preview:
            break  // BoardActions performed it.
        }
        return []
    }
}
