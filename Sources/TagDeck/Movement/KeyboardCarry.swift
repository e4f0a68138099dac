/// Carrying a chip with the keyboard: Space lifts the focused chip, arrows move it slot by slot, Tab carries it
/// into the other pane, Space or Enter drops it, Esc cancels. Every step goes through the board's
/// ``DragCoordinator``, as a mouse drag does.
public final class KeyboardCarry {
    unowned let controller: BoardController

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }
    private var coordinator: any DragCoordinator { controller.coordinator }

    /// Lifts the focused chip.
    func liftFocused() {
        guard let f = controller.navigator.currentFocus() else { return }
        controller.revealChip(f)
        _ = coordinator.beginInteractiveMovement(at: f, pointer: controller.chipFrame(f).origin, input: .keyboard)
    }

    /// Left or Right: one slot back or on, across section boundaries.
    func step(_ dir: Int) {
        guard let s = controller.session else { return }
        let c = s.current
        let sections = board[c.pane].sections
        let pane = controller[c.pane]
        // Past the next shown chip: hidden chips are stepped over.
        var i = c.item + dir
        let tags = sections[c.section].tags
        while i >= 0 && i < tags.count && !pane.layout.isShown(tags[i]) { i += dir }
        if controller.folder.isFolded(c) { i = -1 }
        if i >= 0 && i < tags.count {
            // Back past a shown chip: right after the shown chip before that one, as a drop there would land.
            let slot = TagPath(c.pane, c.section, i)
            let dest = dir < 0 ? pane.insertionAfterShown(before: slot, content: board[c.pane]) : slot
            coordinator.updateInteractiveMovementTarget(.slot(dest))
        } else if let s = openSection(c.pane, after: c.section, dir) {
            let item = dir < 0 ? sections[s].tags.count : 0
            coordinator.updateInteractiveMovementTarget(.slot(TagPath(c.pane, s, item)))
        }
    }

    /// The nearest section after (or before) `section` that is not folded: the keys carry past folded ones.
    private func openSection(_ side: PaneSide, after section: Int, _ dir: Int) -> Int? {
        var s = section + dir
        while s >= 0 && s < board[side].sections.count {
            if !controller.folder.isFolded(SectionPath(side, s)) { return s }
            s += dir
        }
        return nil
    }

    /// Up or Down: the slot a row above or below offers under the goal column.
    func row(_ dir: Int) {
        guard let s = controller.session else { return }
        let navigator = controller.navigator
        let frame = controller.chipFrame(s.current)
        let goal = navigator.goalColumn ?? (frame.x + frame.width / 2)
        let pane = controller[s.current.pane]
        let content = board[s.current.pane]
        guard let hit = pane.rowHit(from: pane.contentRow(of: s.current, content: content), direction: dir,
                                    x: goal, content: content) else { return }
        if case .chip(let path, _) = hit, path == s.current {
            // Over itself: nothing to do.
        } else {
            let insertion = pane.insertion(for: hit, content: content)
            coordinator.updateInteractiveMovementTarget(.slot(s.destination(forInsertion: insertion)))
        }
        navigator.goalColumn = goal
    }

    /// Home or End while carrying: to the start or the end of the pane.
    func toEnd(last: Bool) {
        guard let s = controller.session else { return }
        let side = s.current.pane
        if last {
            let section = board[side].sections.count - 1
            coordinator.updateInteractiveMovementTarget(.slot(s.destination(forInsertion:
                TagPath(side, section, board.count(side, section: section)))))
        } else {
            coordinator.updateInteractiveMovementTarget(.slot(TagPath(side, 0, 0)))
        }
    }

    /// `]` or `[` while carrying: to the start of the next or previous section of the pane.
    func section(_ dir: Int) {
        guard let s = controller.session else { return }
        guard let target = openSection(s.current.pane, after: s.current.section, dir) else { return }
        coordinator.updateInteractiveMovementTarget(.slot(TagPath(s.current.pane, target, 0)))
    }

    /// Tab while carrying: into the other pane, back to the slot of origin if it came from there, else to the end.
    func across() {
        guard let s = controller.session else { return }
        let other = s.current.pane.other
        if s.origin.pane == other {
            coordinator.updateInteractiveMovementTarget(.slot(s.origin))
        } else {
            let last = board[other].sections.count - 1
            coordinator.updateInteractiveMovementTarget(.slot(TagPath(other, last, board.count(other, section: last))))
        }
    }

    /// Space or Enter: drops the chip where it is.
    func drop() { coordinator.endInteractiveMovement() }

    /// Esc: the chip goes back where it was lifted.
    func cancel() { coordinator.cancelInteractiveMovement() }
}
