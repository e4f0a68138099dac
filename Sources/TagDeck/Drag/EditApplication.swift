/// Applies a ``BoardEdit`` to the board on screen: the model once, then the panes told what changed, and the
/// focus, the marks, flights and return slots, and the filter kept right.
enum EditApplication {
    static func apply(_ edit: BoardEdit, to controller: BoardController) {
        let at = edit.path
        var board = controller.board
        board.apply(edit)
        controller.board = board
        let pane = controller[at.pane]
        switch edit {
        case .insert(let tags, _):
            pane.didInsert(at: at)
            controller.filtering.added(tags, to: at.pane, board: board)
            controller.focus = at
        case .remove(let tags, _):
            pane.didRemove(at: at)
            for tag in tags {
                _ = controller.marks.remove(tag.text)
                controller.flights[tag.text] = nil
                controller.returnSlots[tag.text] = nil
            }
            refilter(controller)
            // The focus goes to the chip that took the place, or the one before.
            let count = board.count(at.pane, section: at.section)
            controller.focus = count == 0 ? controller.navigator.neighbour(of: at, -1)
                : TagPath(at.pane, at.section, min(at.item, count - 1))
        case .replace(_, let old, let new):
            pane.didInsert(at: at)
            if old.text != new.text {
                if controller.marks.remove(old.text) { _ = controller.marks.insert(new.text, in: at.pane) }
                controller.returnSlots[new.text] = controller.returnSlots.removeValue(forKey: old.text)
                refilter(controller)
            }
            controller.focus = at
        }
        controller.activeSide = at.pane
        controller.shapeSerial += 1
        if let focus = controller.focus, board.contains(focus) { controller.revealChip(focus) }
    }

    /// The filter in force, matched again on the edited board.
    private static func refilter(_ controller: BoardController) {
        guard let query = controller.filter?.query else { return }
        controller.filtering.forget()
        controller.applyFilter(query)
    }
}
