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
            if let count = pendingCount { controller.setStatus("\(count)…", isError: false) }
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
        let navigator = controller.navigator
        let carry = controller.carry
        // A section title holds the focus: what needs a chip is refused.
        if action == .lift, let title = controller.folder.focusedTitle { return controller.sectionMover.lift(title) }
        if [.lift, .send, .toggleMark].contains(action) && controller.folder.refusesChipAction() { return }
        switch action {
        case .focusPrevious, .focusNext, .focusUp, .focusDown:
            // With nothing focused yet, the first move key only shows where the focus is.
            if navigator.hasNoFocus {
                navigator.showFocus()
                return
            }
            switch action {
            case .focusPrevious: navigator.step(-1)
            case .focusNext: navigator.step(1)
            case .focusUp: navigator.row(-1)
            default: navigator.row(1)
            }
        case .focusFirst: navigator.toEnd(first: true)
        case .focusLast: navigator.toEnd(first: false)
        case .pageUp: navigator.page(-1)
        case .pageDown: navigator.page(1)
        case .switchPane: navigator.switchPane()
        case .nextSection: navigator.section(1)
        case .previousSection: navigator.section(-1)
        case .count: break
        case .carryToStart: carry.toEnd(last: false)
        case .carryToEnd: carry.toEnd(last: true)
        case .carryToNextSection: carry.section(1)
        case .carryToPreviousSection: carry.section(-1)
        case .lift: carry.liftFocused()
        case .toggleMark: controller.marker.toggleFocused(movingOn: !markStaysPut)
        case .addAfter, .addBefore, .rename, .renamePane, .newSection:
            if let editing = controller.editor.begin(action) { controller.mode = editing }
        case .answerYes, .answerNo: controller.editor.answer(action == .answerYes)
        case .sectionUp, .sectionDown, .sectionAcross, .dropSection, .cancelSectionMove:
            controller.sectionMover.moveSection(action)
        case .delete: controller.editor.deleteFocused()
        case .pin: controller.editor.togglePinFocused()
        case .commitEdit, .cancelEdit, .editDeleteBackward, .editDeleteForward, .editDeleteWord, .editClearLine,
             .editCursorLeft, .editCursorRight, .editCursorHome, .editCursorEnd:
            controller.editor.perform(action)
        case .fold: controller.folder.toggleFocused()
        case .foldAll: controller.folder.toggleAll()
        case .markShown: controller.marker.markShown()
        case .growTopPane: arranger.grow(1, width: width, height: height)
        case .shrinkTopPane: arranger.grow(-1, width: width, height: height)
        case .resetSplit: arranger.reset(width: width, height: height)
        case .cancelSplitMove: arranger.cancelMove(width: width, height: height)
        case .clearMarks: if !controller.marker.clear() { controller.say("No marks to clear") }
        case .send: if let f = navigator.currentFocus() { controller.sender.send(f) }
        case .undo: controller.sender.undo()
        case .redo: controller.sender.redo()
        case .save: requestSave(.explicit, &effects)
        case .help: controller.mode = .help(scroll: 0)
        case .redraw: effects.append(.redrawScreen)
        case .quit: requestQuit(&effects)
        case .openFilter: controller.mode = .filtering(FilterLine(controller.filter?.query.text ?? ""))
        case .back:
            if controller.filter != nil {
                controller.applyFilter(TagQuery(""))
                controller.setStatus("Filter cleared", isError: false)
            } else if controller.marker.clear() {
                // The marks were the pending thing: cleared.
            } else if options.mode == .picker {
                finish(.cancelled, &effects)
            }
        case .keepFilter, .clearFilter, .filterDeleteBackward, .filterDeleteWord, .filterClearLine,
             .filterCursorLeft, .filterCursorRight, .filterCursorHome, .filterCursorEnd:
            editFilter(action)
        case .carryPrevious: carry.step(-1)
        case .carryNext: carry.step(1)
        case .carryUp: carry.row(-1)
        case .carryDown: carry.row(1)
        case .carryAcross: carry.across()
        case .drop: carry.drop()
        case .cancelDrag: cancelMovement()
        case .helpDown, .helpUp, .helpPageDown, .helpPageUp:
            if case .help(let scroll) = mode {
                controller.mode = .help(scroll: HelpOverlay.scroll(scroll, by: action, height: height,
                                                                   maximum: maxHelpScroll))
            }
        case .closeHelp, .keepEditing: controller.mode = controller.restingMode
        case .saveAndQuit:
            controller.mode = controller.restingMode
            requestSave(.beforeQuit, &effects)
        case .discardAndQuit:
            controller.mode = controller.restingMode
            finish(.quit, &effects)
        }
    }

    /// `q`: quits at once, once the save under way is done, or asks first when changes are not saved. A drag in
    /// progress is cancelled first.
    private func requestQuit(_ effects: inout [DeckEffect]) {
        cancelMovement()
        if filing.isSavingLatest {
            // A save of the latest change is under way (in the background): quit once it is done; if it fails,
            // its message says so and the next `q` asks.
            requestSave(.beforeQuit, &effects)
        } else if hasUnsavedChanges {
            controller.mode = .askingToQuit
        } else {
            finish(.quit, &effects)
        }
    }
}
