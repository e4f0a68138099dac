extension Deck {
    /// Performs an action with the count typed before it: digits build the count, a move repeats, anything
    /// else forgets it.
    /// - Returns: what the status line says of it, in order.
    func performCounted(_ action: DeckAction, _ key: Key, _ effects: inout [DeckEffect]) -> [StatusNote] {
        if action == .focus(.count), case .character(let c) = key, let digit = c.wholeNumberValue {
            let count = (state.count.pending ?? 0) * 10 + digit
            state.count.pending = count == 0 ? nil : min(count, 9_999)
            return state.count.pending.map { [.info("\($0)…")] } ?? []
        }
        let times = action.traits.repeatsWithCount ? (state.count.pending ?? 1) : 1
        state.count.pending = nil
        var notes: [StatusNote] = []
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
    func perform(_ action: DeckAction, _ effects: inout [DeckEffect]) -> [StatusNote] {
        if WorkEstimate.offload(action, of: self, &effects) { return [] }
        let board = BoardActions.perform(&state, action, markStaysPut: state.count.markStaysPut)
        if board.performed { return board.notes }
        switch action {
        case .split(let a): return state.scope(\.screen.arranger) { [width, height] in $0.reduce(&$1, a, width: width, height: height) }
        case .help(.help): if options.chrome.contains(.help) { state.mode = .help(scroll: 0) }
        case .help(let key):
            guard case .help(let scroll) = mode, key != .closeHelp else {
                state.mode = state.restingMode
                return []
            }
            state.mode = .help(scroll: HelpOverlay.scroll(scroll, by: key, height: height, maximum: HelpOverlay.maxScroll(of: self)))
        case .session(let a): return perform(a, &effects)
        case .focus, .marks, .sending, .carrying, .movingSection, .folding, .editing, .filter, .preview:
            break  // BoardActions performed it.
        }
        return []
    }

    /// What the session does: saving, redrawing, quitting, the quit prompt's answers, Esc.
    private func perform(_ action: SessionAction, _ effects: inout [DeckEffect]) -> [StatusNote] {
        switch action {
        case .save: return requestSave(.explicit, &effects)
        case .redraw: effects.append(.redrawScreen)
        case .quit: return requestQuit(&effects)
        case .back:
            if state.filter != nil {
                return state.changeFilter(TagQuery("")) + [.info("Filter cleared")]
            } else if let cleared = ChipMarker.clear(&state) {
                return cleared  // The marks were the pending thing: cleared.
            } else if options.mode == .picker {
                finish(.cancelled, &effects)
            }
        case .saveAndQuit, .discardAndQuit, .keepEditing:
            state.mode = state.restingMode
            if action == .saveAndQuit { return requestSave(.beforeQuit, &effects) }
            if action == .discardAndQuit { finish(.quit, &effects) }
        }
        return []
    }

    /// `q`: quits at once, once the save under way is done, or asks first when changes are not saved. A drag in
    /// progress is cancelled first.
    /// - Returns: what the status line says of it, in order.
    private func requestQuit(_ effects: inout [DeckEffect]) -> [StatusNote] {
        let notes = PaneGestures.cancelMovement(&state)
        if state.files.saving.isSavingLatest(state) {
            // A save of the latest change is under way (in the background): quit once it is done; if it fails,
            // its message says so and the next `q` asks.
            return notes + requestSave(.beforeQuit, &effects)
        } else if hasUnsavedChanges {
            state.mode = .askingToQuit
        } else {
            finish(.quit, &effects)
        }
        return notes
    }
}
