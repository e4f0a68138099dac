/// Marking chips: `m` on the focused chip, Alt+click, `*` for every chip shown, `M` or Esc to clear. A marked
/// chip carries the others with it (see ``BundleMover``). Marks live in the board's ``ChipMarks``; they are
/// never saved.
public final class ChipMarker {
    unowned let controller: BoardController

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }

    /// Marks or unmarks the chip at `path`. Pinned chips cannot be marked.
    /// - Returns: whether the mark changed.
    @discardableResult
    public func toggle(at path: TagPath) -> Bool {
        guard controller.session == nil, board.contains(path) else { return false }
        let tag = board[path]
        if tag.isPinned {
            controller.complain("'\(tag.text)' is pinned and can't be marked")
            return false
        }
        if controller.marks.remove(tag.text) {
            controller.say("Unmarked '\(tag.text)' · \(summary)")
        } else {
            controller.marks.insert(tag.text, in: path.pane)
            controller.say("Marked '\(tag.text)' · \(summary)")
        }
        return true
    }

    /// `m`: marks or unmarks the focused chip and, with `movingOn`, goes on to the next one (the message stays the
    /// mark's). With no focus shown yet, it only shows the focus.
    public func toggleFocused(movingOn: Bool) {
        let navigator = controller.navigator
        if navigator.hasNoFocus { return navigator.showFocus() }
        guard let f = navigator.currentFocus(), toggle(at: f), movingOn else { return }
        let said = controller.status
        navigator.step(1)
        controller.setStatus(said, isError: false)
    }

    /// Marks every chip shown: all of them, or all that the filter shows. Pinned chips are left out.
    /// - Complexity: O(tags on the board).
    public func markShown() {
        guard controller.session == nil else { return }
        var added = 0, pinned = 0
        for side in PaneSide.allCases {
            let layout = controller[side].layout
            for section in board[side].sections {
                for tag in section.tags where layout.isShown(tag) {
                    if tag.isPinned {
                        pinned += 1
                    } else if controller.marks.insert(tag.text, in: side) {
                        added += 1
                    }
                }
            }
        }
        let skipped = pinned > 0 ? " (\(pinned) pinned left out)" : ""
        controller.say("Marked \(added) more\(skipped) · \(summary)")
    }

    /// Clears every mark.
    /// - Returns: whether there were any.
    @discardableResult
    public func clear() -> Bool {
        let count = controller.marks.count
        guard count > 0 else { return false }
        controller.marks.removeAll()
        controller.say("Cleared \(count) mark\(count == 1 ? "" : "s")")
        return true
    }

    /// How many chips are marked and where: "4 marked: Chosen 1, Available 3".
    public var summary: String {
        let marks = controller.marks
        guard !marks.isEmpty else { return "nothing marked" }
        let parts = PaneSide.allCases.filter { marks.count(in: $0) > 0 }.map { side in
            "\(controller.paneName(side)) \(marks.count(in: side))"
        }
        return "\(marks.count) marked: " + parts.joined(separator: ", ")
    }
}
