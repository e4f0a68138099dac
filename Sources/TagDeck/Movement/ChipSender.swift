/// Sending a chip to the other pane in one step (Enter, a double click), and undo and redo.
///
/// A send goes through the board's ``DragCoordinator`` as a movement that begins, targets its slot and ends at
/// once. Undo and redo replay recorded moves directly.
public final class ChipSender {
    unowned let controller: BoardController

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }

    /// Sends the chip at `path` to the other pane, to the end, or back to the exact slot it came from.
    /// A marked chip takes every marked chip with it: as a bundle to the end of the other pane in board order,
    /// or, when all of them came from the other pane, each back to its own slot there.
    /// The keyboard stays in the pane it was in, on the chip that took the sent one's place.
    public func send(_ path: TagPath) {
        guard controller.session == nil, board.contains(path) else { return }
        let tag = board[path]
        let other = path.pane.other
        let last = board[other].sections.count - 1
        var dest = TagPath(other, last, board.count(other, section: last))
        let marks = controller.marks
        if marks.contains(tag.text) && marks.count > 1 {
            // Back to their slots when every marked chip is here and came from the other pane.
            let allBack = marks.panes.allSatisfy { text, side in
                side == path.pane && controller.returnSlots[text]?.pane == other
            }
            if allBack && controller.coordinator.sendBack(controller.bundles.markedPaths()) {
                return settle(after: path, landed: board.contains(path) ? path : nil)
            }
        } else if let back = controller.returnSlots[tag.text], back.pane == other,
                  board.canApply(Move(from: path, to: back)) {
            dest = back
        }
        let coordinator = controller.coordinator
        guard coordinator.beginInteractiveMovement(at: path, pointer: controller.landingPoint(path),
                                                   input: .send) else { return }
        coordinator.updateInteractiveMovementTarget(.slot(dest))
        coordinator.endInteractiveMovement()
        settle(after: path, landed: controller.focusedChip)
    }

    /// After a send: the sent chips in view, and the keyboard where it was, on the chip that took their place.
    private func settle(after path: TagPath, landed: TagPath?) {
        if let landed { controller.revealChip(landed) }
        if board.contains(path) {
            controller.focusedChip = path
        } else {
            let navigator = controller.navigator
            controller.focusedChip = navigator.neighbour(of: path, -1) ?? navigator.firstChip(path.pane, last: false)
        }
        controller.activeSide = path.pane
    }

    /// Undoes the last committed move.
    public func undo() { replay({ $0.popUndo() }, verb: "Undid", nothing: "Nothing to undo") }

    /// Redoes the last undone move.
    public func redo() { replay({ $0.popRedo() }, verb: "Redid", nothing: "Nothing to redo") }

    /// Replays the change `pop` takes from the history, or says there is `nothing`.
    private func replay(_ pop: (inout UndoHistory) -> BoardChange?, verb: String, nothing: String) {
        guard controller.session == nil else { return }
        switch pop(&controller.history) {
        case nil: controller.say(nothing)
        case .move(let move)?: replay(move, verb: verb)
        case .bundle(let move)?: replay(move, verb: verb)
        case .edit(let edit)?: controller.editor.replay(edit, verb: verb)
        }
    }

    /// Replays one move.
    private func replay(_ move: Move, verb: String) {
        let tag = board[move.from]
        let from = controller.landingPoint(move.from)
        controller.perform(move)
        CommitPath.commit(.replayed(.move(move), tags: [tag]), to: controller)
        controller.revealChip(move.to)
        controller.launch(tag, from: from, to: move.to, kind: move.from.pane == move.to.pane ? .settle : .fly)
        controller.focusedChip = move.to
        controller.activeSide = move.to.pane
        controller.say("\(verb): '\(tag.text)' to \(controller.describe(move.to))")
    }

    /// Replays one bundle move: every chip of it to its slot, one undo step.
    private func replay(_ move: BundleMove, verb: String) {
        let tags = move.from.map { board[$0] }
        let from = move.from.prefix(BundleMover.staggeredFlights).map(controller.landingPoint)
        controller.perform(move)
        CommitPath.commit(.replayed(.bundle(move), tags: tags), to: controller)
        let first = move.to.min() ?? move.to[0]
        controller.revealChip(first)
        controller.bundles.launch(tags, from: from, to: move.to, kind: .fly)
        controller.focusedChip = first
        controller.activeSide = first.pane
        let run = move.to.sorted()
        let consecutive = run.indices.allSatisfy {
            $0 == 0 || (run[$0].pane == run[0].pane && run[$0].section == run[0].section
                        && run[$0].item == run[$0 - 1].item + 1)
        }
        controller.say(consecutive ? "\(verb): \(tags.count) tags to \(controller.bundles.describeRun(run))"
            : "\(verb): \(tags.count) tags back where they were")
    }
}
