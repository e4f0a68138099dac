extension Deck {
    /// Performs an action with the count typed before it: digits build the count, a move repeats, anything
    /// else forgets it.
    func performCounted(_ action: DeckAction, _ key: Key, _ effects: inout [DeckEffect]) {
        if action == .count, case .character(let c) = key, let digit = c.wholeNumberValue {
            let count = (pendingCount ?? 0) * 10 + digit
            pendingCount = count == 0 ? nil : min(count, 9_999)
            if let count = pendingCount { state.setStatus("\(count)…", isError: false) }
            return
        }
        let times = action.repeatsWithCount ? (pendingCount ?? 1) : 1
        pendingCount = nil
        for k in 0..<times {
            markStaysPut = times > 1 && k == times - 1
            perform(action, &effects)
        }
        markStaysPut = false
    }

    /// Performs the action a key is bound to in the current mode: one of ``BoardActions``, or one of the deck's.
    func perform(_ action: DeckAction, _ effects: inout [DeckEffect]) {
        if WorkEstimate.offload(action, of: self, &effects) { return }
        if BoardActions.perform(&state, action, markStaysPut: markStaysPut) { return }
        switch action.scoped {
        case .deck(let command): perform(command, &effects)
        case .help(let key):
            guard case .help(let scroll) = mode, key != .close else { return state.mode = state.restingMode }
            state.mode = .help(scroll: HelpOverlay.scroll(scroll, by: key, height: height, maximum: HelpOverlay.maxScroll(of: self)))
        case .askingToQuit(let answer):
            state.mode = state.restingMode
            switch answer {
            case .keepEditing: break
            case .saveAndQuit: requestSave(.beforeQuit, &effects)
            case .discardAndQuit: finish(.quit, &effects)
            }
        case .browsing, .chips, .filtering, .carrying, .editing, .confirming, .movingSection, .preview:
            break  // BoardActions performed it.
        }
    }

    /// What the deck does itself: saving, quitting, the help, the split, opening the filter line.
    private func perform(_ command: DeckCommand, _ effects: inout [DeckEffect]) {
        switch command {
        case .growTopPane: arranger.grow(&state, 1, width: width, height: height)
        case .shrinkTopPane: arranger.grow(&state, -1, width: width, height: height)
        case .resetSplit: arranger.reset(&state, width: width, height: height)
        case .cancelSplitMove: arranger.cancelMove(&state, width: width, height: height)
        case .save: requestSave(.explicit, &effects)
        case .help: if options.chrome.contains(.help) { state.mode = .help(scroll: 0) }
        case .redraw: effects.append(.redrawScreen)
        case .quit: requestQuit(&effects)
        case .openFilter: state.mode = .filtering(FilterLine(state.filter?.query.text ?? ""))
        case .back:
            if state.filter != nil {
                state.applyFilter(TagQuery(""))
                state.setStatus("Filter cleared", isError: false)
            } else if ChipMarker.clear(&state) {
                // The marks were the pending thing: cleared.
            } else if options.mode == .picker {
                finish(.cancelled, &effects)
            }
        }
    }

    /// `q`: quits at once, once the save under way is done, or asks first when changes are not saved. A drag in
    /// progress is cancelled first.
    private func requestQuit(_ effects: inout [DeckEffect]) {
        PaneGestures.cancelMovement(&state)
        if filing.isSavingLatest(state) {
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
