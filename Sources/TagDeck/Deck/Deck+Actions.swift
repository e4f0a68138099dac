extension Deck {
    /// Performs an action with the count typed before it: digits build the count, a move repeats, anything
    /// else forgets it.
    func performCounted(_ action: DeckAction, _ key: Key, _ effects: inout [DeckEffect]) {
        if action == .focus(.count), case .character(let c) = key, let digit = c.wholeNumberValue {
            let count = (state.count.pending ?? 0) * 10 + digit
            state.count.pending = count == 0 ? nil : min(count, 9_999)
            if let count = state.count.pending { state.setStatus("\(count)…", isError: false) }
            return
        }
        let times = action.traits.repeatsWithCount ? (state.count.pending ?? 1) : 1
        state.count.pending = nil
        for k in 0..<times {
            state.count.markStaysPut = times > 1 && k == times - 1
            perform(action, &effects)
        }
        state.count.markStaysPut = false
    }

    /// Performs the action a key is bound to in the current mode: through its feature's reducer (``BoardActions``),
    /// or the deck's own (the split, the help, the session).
    func perform(_ action: DeckAction, _ effects: inout [DeckEffect]) {
        if WorkEstimate.offload(action, of: self, &effects) { return }
        if BoardActions.perform(&state, action, markStaysPut: state.count.markStaysPut) { return }
        switch action {
        case .split(let a): state.scope(\.screen.arranger) { [width, height] in $0.reduce(&$1, a, width: width, height: height) }
        case .help(.help): if options.chrome.contains(.help) { state.mode = .help(scroll: 0) }
        case .help(let key):
            guard case .help(let scroll) = mode, key != .closeHelp else { return state.mode = state.restingMode }
            state.mode = .help(scroll: HelpOverlay.scroll(scroll, by: key, height: height, maximum: HelpOverlay.maxScroll(of: self)))
        case .session(let a): perform(a, &effects)
        case .focus, .marks, .sending, .carrying, .movingSection, .folding, .editing, .filter, .preview:
            break  // BoardActions performed it.
        }
    }

    /// What the session does: saving, redrawing, quitting, the quit prompt's answers, Esc.
    private func perform(_ action: SessionAction, _ effects: inout [DeckEffect]) {
        switch action {
        case .save: requestSave(.explicit, &effects)
        case .redraw: effects.append(.redrawScreen)
        case .quit: requestQuit(&effects)
        case .back:
            if state.filter != nil {
                state.applyFilter(TagQuery(""))
                state.setStatus("Filter cleared", isError: false)
            } else if ChipMarker.clear(&state) {
                // The marks were the pending thing: cleared.
            } else if options.mode == .picker {
                finish(.cancelled, &effects)
            }
        case .saveAndQuit, .discardAndQuit, .keepEditing:
            state.mode = state.restingMode
            if action == .saveAndQuit { requestSave(.beforeQuit, &effects) }
            if action == .discardAndQuit { finish(.quit, &effects) }
        }
    }

    /// `q`: quits at once, once the save under way is done, or asks first when changes are not saved. A drag in
    /// progress is cancelled first.
    private func requestQuit(_ effects: inout [DeckEffect]) {
        PaneGestures.cancelMovement(&state)
        if state.files.saving.isSavingLatest(state) {
            // A save of the latest change is under way (in the background): quit once it is done; if it fails,
            // its message says so and the next `q` asks.
            requestSave(.beforeQuit, &effects)
        } else if hasUnsavedChanges {
            state.mode = .askingToQuit
        } else {
            finish(.quit, &effects)
        }
    }
}
