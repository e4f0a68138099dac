extension Deck {
    /// The moves a count repeats.
    static let countedMoves: Set<DeckAction> = [
        .focusPrevious, .focusNext, .focusUp, .focusDown, .nextSection, .previousSection, .pageUp, .pageDown,
        .toggleMark, .growTopPane, .shrinkTopPane,
        .carryPrevious, .carryNext, .carryUp, .carryDown, .carryToNextSection, .carryToPreviousSection,
    ]

    /// Performs an action with the count typed before it: digits build the count, a move repeats, anything
    /// else forgets it.
    func performCounted(_ action: DeckAction, _ key: Key, _ effects: inout [DeckEffect]) {
        if action == .count, case .character(let c) = key, let digit = c.wholeNumberValue {
            let count = (pendingCount ?? 0) * 10 + digit
            pendingCount = count == 0 ? nil : min(count, 9_999)
            if let count = pendingCount { state.setStatus("\(count)…", isError: false) }
            return
        }
        let times = Self.countedMoves.contains(action) ? (pendingCount ?? 1) : 1
        pendingCount = nil
        for k in 0..<times {
            markStaysPut = times > 1 && k == times - 1
            perform(action, &effects)
        }
        markStaysPut = false
    }

    /// Performs the action a key is bound to in the current mode.
    func perform(_ action: DeckAction, _ effects: inout [DeckEffect]) {
        // A section title holds the focus: what needs a chip is refused.
        if action == .lift, let title = state.focusedTitle { return SectionMover.lift(&state, title) }
        if [.lift, .send, .toggleMark].contains(action) && SectionFolder.refusesChipAction(&state) { return }
        switch action {
        case .focusPrevious, .focusNext, .focusUp, .focusDown:
            // With nothing focused yet, the first move key only shows where the focus is.
            if FocusNavigator.hasNoFocus(state) {
                FocusNavigator.showFocus(&state)
                return
            }
            switch action {
            case .focusPrevious: FocusNavigator.step(&state, -1)
            case .focusNext: FocusNavigator.step(&state, 1)
            case .focusUp: FocusNavigator.row(&state, -1)
            default: FocusNavigator.row(&state, 1)
            }
        case .focusFirst: FocusNavigator.toEnd(&state, first: true)
        case .focusLast: FocusNavigator.toEnd(&state, first: false)
        case .pageUp: FocusNavigator.page(&state, -1)
        case .pageDown: FocusNavigator.page(&state, 1)
        case .switchPane: FocusNavigator.switchPane(&state)
        case .nextSection: FocusNavigator.section(&state, 1)
        case .previousSection: FocusNavigator.section(&state, -1)
        case .count: break
        case .carryToStart: KeyboardCarry.toEnd(&state, last: false)
        case .carryToEnd: KeyboardCarry.toEnd(&state, last: true)
        case .carryToNextSection: KeyboardCarry.section(&state, 1)
        case .carryToPreviousSection: KeyboardCarry.section(&state, -1)
        case .lift: KeyboardCarry.liftFocused(&state)
        case .toggleMark: ChipMarker.toggleFocused(&state, movingOn: !markStaysPut)
        case .addAfter, .addBefore, .rename, .renamePane, .newSection:
            if let editing = TagEditor.begin(&state, action) { state.mode = editing }
        case .answerYes, .answerNo: SectionEditor.answer(&state, action == .answerYes)
        case .sectionUp, .sectionDown, .sectionAcross, .dropSection, .cancelSectionMove:
            SectionMover.moveSection(&state, action)
        case .delete: TagEditor.deleteFocused(&state)
        case .pin: TagEditor.togglePinFocused(&state)
        case .commitEdit, .cancelEdit, .editDeleteBackward, .editDeleteForward, .editDeleteWord, .editClearLine,
             .editCursorLeft, .editCursorRight, .editCursorHome, .editCursorEnd:
            TagEditor.perform(&state, action)
        case .fold: SectionFolder.toggleFocused(&state)
        case .foldAll: SectionFolder.toggleAll(&state)
        case .markShown: ChipMarker.markShown(&state)
        case .growTopPane: arranger.grow(&state, 1, width: width, height: height)
        case .shrinkTopPane: arranger.grow(&state, -1, width: width, height: height)
        case .resetSplit: arranger.reset(&state, width: width, height: height)
        case .cancelSplitMove: arranger.cancelMove(&state, width: width, height: height)
        case .clearMarks: if !ChipMarker.clear(&state) { state.say("No marks to clear") }
        case .send: if let f = FocusNavigator.currentFocus(&state) { ChipSender.send(&state, f) }
        case .undo: ChipSender.undo(&state)
        case .redo: ChipSender.redo(&state)
        case .save: requestSave(.explicit, &effects)
        case .help: state.mode = .help(scroll: 0)
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
        case .keepFilter, .clearFilter, .filterDeleteBackward, .filterDeleteWord, .filterClearLine,
             .filterCursorLeft, .filterCursorRight, .filterCursorHome, .filterCursorEnd:
            FilterLineEditing.edit(&state, action)
        case .carryPrevious: KeyboardCarry.step(&state, -1)
        case .carryNext: KeyboardCarry.step(&state, 1)
        case .carryUp: KeyboardCarry.row(&state, -1)
        case .carryDown: KeyboardCarry.row(&state, 1)
        case .carryAcross: KeyboardCarry.across(&state)
        case .drop: KeyboardCarry.drop(&state)
        case .cancelDrag: cancelMovement()
        case .helpDown, .helpUp, .helpPageDown, .helpPageUp:
            if case .help(let scroll) = mode {
                state.mode = .help(scroll: HelpOverlay.scroll(scroll, by: action, height: height,
                                                                   maximum: maxHelpScroll))
            }
        case .closeHelp, .keepEditing: state.mode = state.restingMode
        case .saveAndQuit:
            state.mode = state.restingMode
            requestSave(.beforeQuit, &effects)
        case .discardAndQuit:
            state.mode = state.restingMode
            finish(.quit, &effects)
        }
    }

    /// `q`: quits at once, once the save under way is done, or asks first when changes are not saved. A drag in
    /// progress is cancelled first.
    private func requestQuit(_ effects: inout [DeckEffect]) {
        cancelMovement()
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
