/// Sending a chip to the other pane in one step (Enter, a double click), and undo and redo.
///
/// A send goes through the board's ``DragCoordinator`` as a movement that begins, targets its slot and ends at
/// once. Undo and redo replay recorded moves without the coordinator, in the movement code's one file
/// (`BoardMoves.swift`).
package enum ChipSender {
    /// A key that sends the focused chip (or the bundle) across, or undoes or redoes a committed change.
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout MovementState, _ action: SendAction) -> StatusNotes {
        switch action {
        case .send: FocusNavigator.currentFocus(&state.keyboard, FocusScene(state)).map { send(&state, $0) } ?? []
        case .undo: undo(&state)
        case .redo: redo(&state)
        }
    }




    /// Sends the chip at `path` to the other pane, to the end, or back to the exact slot it came from.
    /// A marked chip takes every marked chip with it: as a bundle to the end of the other pane in board order,
    /// or, when all of them came from the other pane, each back to its own slot there.
    /// The keyboard stays in the pane it was in, on the chip that took the sent one's place.
    /// - Returns: what the status line says of it.
    package static func send(_ state: inout MovementState, _ path: TagPath) -> StatusNotes {
        guard state.session == nil, state.board.contains(path) else { return [] }
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
            if allBack {
                let back = state.coordinator.sendBack(BundleMover.markedPaths(state), in: &state)
                if back.done {
                    settle(&state.keyboard, &state.top, &state.bottom, board: state.board, options: state.options,
                           after: path, landed: state.board.contains(path) ? path : nil)
                    return back.notes
                }
            }
        } else if let back = state.returnSlots[tag.text], back.pane == other,
                  state.board.canApply(Move(from: path, to: back)) {
            dest = back
        } else if other == .bottom, let landing = state.options.tagUsage?.landing?(tag.text, state.board),
                  state.board.canApply(Move(from: path, to: landing)) {
            dest = landing
        }
        // Several notes: a tag goes on all of them (from below, or from those it is on some of).
        if let onAll = state.options.selection?.sendDestination(from: path, board: state.board) { dest = onAll }
        let coordinator = state.coordinator
        let begun = coordinator.beginInteractiveMovement(at: path, pointer: Flights.landingPoint(state, path),
                                                         input: .send, in: &state)
        guard begun.allowed else { return begun.notes }
        var notes = begun.notes + coordinator.updateInteractiveMovementTarget(.slot(dest), in: &state)
        notes += coordinator.endInteractiveMovement(in: &state)
        settle(&state.keyboard, &state.top, &state.bottom, board: state.board, options: state.options,
               after: path, landed: state.focusedChip)
        return notes
    }

    /// After a send: the sent chips in view (`top` and `bottom` scrolled), and the keyboard where it was, on the
    /// chip of `board` that took their place (the focus, its sibling).
    private static func settle(_ focus: inout FocusState, _ top: inout Pane, _ bottom: inout Pane, board: Board,
                               options: DeckOptions, after path: TagPath, landed: TagPath?) {
        if let landed { Pane.reveal(landed, &top, &bottom, on: board) }
        let chip: TagPath?
        if board.contains(path), (path.pane == .top ? top : bottom).layout.isShown(board[path]) {
            chip = path
        } else if board.contains(path),
                  let next = FocusNavigator.neighbour(FocusScene(board: board, top: top, bottom: bottom, options: options), of: path, 1) {
            // The chip that took its place is hidden by a filter: the next one shown.
            chip = next
        } else {
            let scene = FocusScene(board: board, top: top, bottom: bottom, options: options)
            chip = FocusNavigator.neighbour(scene, of: path, -1) ?? FocusNavigator.firstChip(scene, path.pane, last: false)
        }
        focus.focusChip(chip, folded: chip.map { Pane.isFolded($0, top, bottom, on: board) } ?? false)
        focus.activeSide = path.pane
    }

    /// The words the status line starts with after an undo, and after a redo.
    static let undoVerb = "Undid", redoVerb = "Redid"
}
