/// Sending a chip to the other pane in one step (Enter, a double click), and undo and redo.
///
/// A send goes through the board's ``DragCoordinator`` as a movement that begins, targets its slot and ends at
/// once. Undo and redo replay recorded moves directly.
public final class ChipSender {
    unowned let controller: BoardController

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }

    /// Sends the chip at `path` to the other pane, to the end, or back to the exact slot it came from.
    /// The keyboard stays in the pane it was in, on the chip that took the sent one's place.
    public func send(_ path: TagPath) {
        guard controller.session == nil, board.contains(path) else { return }
        let tag = board[path]
        let other = path.pane.other
        let last = board[other].sections.count - 1
        var dest = TagPath(other, last, board.count(other, section: last))
        if let back = controller.returnSlots[tag.text], back.pane == other,
           board.canApply(Move(from: path, to: back)) {
            dest = back
        }
        let coordinator = controller.coordinator
        guard coordinator.beginInteractiveMovement(at: path, pointer: controller.landingPoint(path),
                                                   input: .send) else { return }
        coordinator.updateInteractiveMovementTarget(.slot(dest))
        coordinator.endInteractiveMovement()
        controller.revealChip(dest)
        if board.contains(path) {
            controller.focus = path
        } else {
            let navigator = controller.navigator
            controller.focus = navigator.neighbour(of: path, -1) ?? navigator.firstChip(path.pane, last: false)
        }
        controller.activeSide = path.pane
    }

    /// Undoes the last committed move.
    public func undo() { replay({ $0.popUndo() }, verb: "Undid", nothing: "Nothing to undo") }

    /// Redoes the last undone move.
    public func redo() { replay({ $0.popRedo() }, verb: "Redid", nothing: "Nothing to redo") }

    /// Replays the move `pop` takes from the history, or says there is `nothing`.
    private func replay(_ pop: (inout UndoHistory) -> Move?, verb: String, nothing: String) {
        guard controller.session == nil else { return }
        guard let move = pop(&controller.history) else { return controller.say(nothing) }
        let tag = board[move.from]
        let from = controller.landingPoint(move.from)
        controller.perform(move)
        controller.revision += 1
        controller.returnSlots[tag.text] = nil
        controller.revealChip(move.to)
        controller.launch(tag, from: from, to: move.to, kind: move.from.pane == move.to.pane ? .settle : .fly)
        controller.focus = move.to
        controller.activeSide = move.to.pane
        controller.say("\(verb): '\(tag.text)' to \(controller.describe(move.to))")
    }
}
