/// Sending a chip to the other pane in one step (Enter, a double click), and undo and redo.
///
/// A send goes through the board's ``DragCoordinator`` as a movement that begins, targets its slot and ends at
/// once. Undo and redo replay recorded moves directly.
package enum ChipSender {
    /// A key that sends the focused chip (or the bundle) across, or undoes or redoes a committed change.
    static func reduce(_ state: inout DeckState, _ action: SendAction) {
        switch action {
        case .send: if let f = FocusNavigator.currentFocus(&state) { send(&state, f) }
        case .undo: undo(&state)
        case .redo: redo(&state)
        }
    }




    /// Sends the chip at `path` to the other pane, to the end, or back to the exact slot it came from.
    /// A marked chip takes every marked chip with it: as a bundle to the end of the other pane in board order,
    /// or, when all of them came from the other pane, each back to its own slot there.
    /// The keyboard stays in the pane it was in, on the chip that took the sent one's place.
    package static func send(_ state: inout DeckState, _ path: TagPath) {
        guard state.session == nil, state.board.contains(path) else { return }
        let tag = state.board[path]
        let other = path.pane.other
        let last = state.board[other].sections.count - 1
        var dest = TagPath(other, last, state.board.count(other, section: last))
        let marks = state.marks
        if marks.contains(tag.text) && marks.count > 1 {
            // Back to their slots when every marked chip is here and came from the other pane.
            let allBack = marks.panes.allSatisfy { text, side in
                side == path.pane && state.returnSlots[text]?.pane == other
            }
            if allBack && state.coordinator.sendBack(BundleMover.markedPaths(state), in: &state) {
                return settle(&state, after: path, landed: state.board.contains(path) ? path : nil)
            }
        } else if let back = state.returnSlots[tag.text], back.pane == other,
                  state.board.canApply(Move(from: path, to: back)) {
            dest = back
        }
        let coordinator = state.coordinator
        guard coordinator.beginInteractiveMovement(at: path, pointer: Flights.landingPoint(state, path),
                                                   input: .send, in: &state) else { return }
        coordinator.updateInteractiveMovementTarget(.slot(dest), in: &state)
        coordinator.endInteractiveMovement(in: &state)
        settle(&state, after: path, landed: state.focusedChip)
    }

    /// After a send: the sent chips in view, and the keyboard where it was, on the chip that took their place.
    private static func settle(_ state: inout DeckState, after path: TagPath, landed: TagPath?) {
        if let landed { state.revealChip(landed) }
        if state.board.contains(path), state[path.pane].layout.isShown(state.board[path]) {
            state.focusedChip = path
        } else if state.board.contains(path), let next = FocusNavigator.neighbour(state, of: path, 1) {
            // The chip that took its place is hidden by a filter: the next one shown.
            state.focusedChip = next
        } else {
            state.focusedChip = FocusNavigator.neighbour(state, of: path, -1) ?? FocusNavigator.firstChip(state, path.pane, last: false)
        }
        state.activeSide = path.pane
    }

    /// The words the status line starts with after an undo, and after a redo.
    static let undoVerb = "Undid", redoVerb = "Redid"

    /// Undoes the last committed move.
    package static func undo(_ state: inout DeckState) { replay(&state, { $0.popUndo() }, verb: undoVerb, nothing: "Nothing to undo") }

    /// Redoes the last undone move.
    package static func redo(_ state: inout DeckState) { replay(&state, { $0.popRedo() }, verb: redoVerb, nothing: "Nothing to redo") }

    /// Replays the change `pop` takes from the history, or says there is `nothing`.
    private static func replay(_ state: inout DeckState, _ pop: (inout UndoHistory) -> BoardChange?, verb: String, nothing: String) {
        guard state.session == nil else { return }
        switch pop(&state.history) {
        case nil: state.say(nothing)
        case .move(let move)?: replay(&state, move, verb: verb)
        case .bundle(let move)?: replay(&state, move, verb: verb)
        case .edit(let edit)?: TagEditor.replay(&state, edit, verb: verb)
        case .merge(let edits, let from, let into)?: VocabularyEditor.replay(&state, edits, from: from, into: into, verb: verb)
        }
    }

    /// Replays one move.
    private static func replay(_ state: inout DeckState, _ move: Move, verb: String) {
        let tag = state.board[move.from]
        let from = Flights.landingPoint(state, move.from)
        state.perform(move)
        CommitPath.commit(.replayed(.move(move), tags: [tag]), to: &state)
        state.revealChip(move.to)
        Flights.launch(&state, tag, from: from, to: move.to, kind: move.from.pane == move.to.pane ? .settle : .fly)
        state.focusedChip = move.to
        state.activeSide = move.to.pane
        state.say("\(verb): '\(state.options.name(of: tag.text))' to \(Places.describe(state, move.to))")
    }

    /// Replays one bundle move: every chip of it to its slot, one undo step.
    private static func replay(_ state: inout DeckState, _ move: BundleMove, verb: String) {
        let tags = move.from.map { state.board[$0] }
        let from = move.from.prefix(BundleMover.staggeredFlights).map { Flights.landingPoint(state, $0) }
        // A replayed move forgets its tags' return slots: first, so that the move does not carry them along.
        CommitPath.forgetReturnSlots(of: tags, replayed: .bundle(move), in: &state)
        state.perform(move, tags: tags)
        CommitPath.commit(.replayed(.bundle(move), tags: tags), to: &state)
        let first = move.to.min() ?? move.to[0]
        state.revealChip(first)
        BundleMover.launch(&state, tags, from: from, to: move.to, kind: .fly)
        state.focusedChip = first
        state.activeSide = first.pane
        let run = move.to.sorted()
        let consecutive = run.indices.allSatisfy {
            $0 == 0 || (run[$0].pane == run[0].pane && run[$0].section == run[0].section
                        && run[$0].item == run[$0 - 1].item + 1)
        }
        state.say(consecutive ? "\(verb): \(TitleText.grouped(tags.count)) tags to \(BundleMover.describeRun(state, run))"
            : "\(verb): \(TitleText.grouped(tags.count)) tags back where they were")
    }
}
