/// Moves the keyboard focus between chips: steps in reading order, rows that keep a goal column like a text
/// cursor, the ends of a pane, pages, and the other pane. Clicks focus chips too.
public final class FocusNavigator: PaneClickDelegate {
    unowned let controller: BoardController
    /// The column Up/Down try to keep, like a text cursor's goal column.
    var goalColumn: Int?

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }

    // MARK: Focus

    /// Shows the focus on the active pane's first visible chip, if nothing is focused yet.
    public func showFocus() {
        if let f = currentFocus() { setFocus(f) }
    }

    /// Whether a focus move should only show where the focus is (nothing was focused yet).
    var hasNoFocus: Bool {
        controller.folder.focusedTitle == nil && controller.folder.focusedPane == nil
            && (controller.focusedChip.map { !board.contains($0) } ?? true)
    }

    /// The focused chip, choosing the first visible chip of the active pane when none is focused yet.
    func currentFocus() -> TagPath? {
        if let f = controller.focusedChip, board.contains(f) {
            controller.activeSide = f.pane
            return f
        }
        controller.focusedChip = firstVisibleChip(controller.activeSide)
        return controller.focusedChip
    }

    /// The first chip shown in a pane's viewport, or its first chip.
    func firstVisibleChip(_ side: PaneSide) -> TagPath? {
        let pane = controller[side]
        let content = board[side]
        for r in pane.scrollOffset..<(pane.scrollOffset + max(1, pane.viewport.height)) {
            guard let row = pane.layout.contentRow(content, r) else { break }
            if case .chips(let s, _, let chipRow) = row,
               let first = pane.layout.shownChips(content, section: s, row: chipRow).first {
                return TagPath(side, s, first.item)
            }
        }
        return firstChip(side, last: false)
    }

    /// The first or last shown chip of a pane in reading order.
    func firstChip(_ side: PaneSide, last: Bool) -> TagPath? {
        let sections = board[side].sections
        let order = last ? Array(sections.indices.reversed()) : Array(sections.indices)
        for s in order where !sections[s].tags.isEmpty && !controller[side].layout.isFolded(board[side], section: s) {
            let start = TagPath(side, s, last ? sections[s].tags.count - 1 : 0)
            return isShown(start) ? start : neighbour(of: start, last ? -1 : 1)
        }
        return nil
    }

    /// Whether the chip at `path` is shown (the filter hides the rest).
    func isShown(_ path: TagPath) -> Bool { controller[path.pane].layout.isShown(board[path]) }

    /// The shown chip before or after `path` in its pane's reading order (folded sections show none).
    /// - Complexity: O(chips hidden in between).
    func neighbour(of path: TagPath, _ dir: Int) -> TagPath? {
        let sections = board[path.pane].sections
        let layout = controller[path.pane].layout
        var s = path.section
        var i = path.item + dir
        while s >= 0 && s < sections.count {
            let tags = sections[s].tags
            while i >= 0 && i < tags.count && !layout.isFolded(board[path.pane], section: s) {
                if layout.isShown(tags[i]) { return TagPath(path.pane, s, i) }
                i += dir
            }
            s += dir
            if s >= 0 && s < sections.count { i = dir > 0 ? 0 : sections[s].tags.count - 1 }
        }
        return nil
    }

    func setFocus(_ path: TagPath, keepGoal: Bool = false) {
        controller.folder.focusedTitle = nil
        controller.folder.focusedPane = nil
        controller.focusedChip = path
        controller.activeSide = path.pane
        if !keepGoal { goalColumn = nil }
        controller.revealChip(path)
        controller.hint("'\(board[path].text)' at \(controller.describe(path))")
    }

    /// Left or Right: the chip before or after in reading order.
    func step(_ dir: Int) {
        if let title = controller.folder.focusedTitle {
            // From a title: the first chip of its section (or on), or the last chip before it.
            let from = TagPath(title.pane, title.section, dir > 0 ? -1 : 0)
            if let n = neighbour(of: from, dir) { setFocus(n) }
            return
        }
        guard let f = currentFocus() else { return }
        if let n = neighbour(of: f, dir) { setFocus(n) } else { controller.revealChip(f) }
    }

    /// Home or End: the first or last chip of the active pane.
    func toEnd(first: Bool) {
        if let p = firstChip(controller.activeSide, last: !first) { setFocus(p) }
    }

    /// PgUp or PgDn: a viewport's height of rows, staying in the pane.
    func page(_ dir: Int) {
        for _ in 0..<max(1, controller[controller.activeSide].viewport.height - 1) { row(dir, crossPanes: false) }
    }

    /// Up or Down: the next row of chips, onto the chip under the goal column, or the next section title (the
    /// focus rests on titles too), crossing into the other pane at the edges.
    func row(_ dir: Int, crossPanes: Bool = true) {
        let side: PaneSide
        let start: Int
        let goal: Int
        if let pane = controller.folder.focusedPane {
            side = pane
            start = -1
            goal = goalColumn ?? controller[side].viewport.x
            if dir < 0 {
                // Up from a pane's title: on into the other pane, as from its first row.
                if crossPanes { _ = focusRow(side.other, from: controller[side.other].layout.totalRows(board[side.other]) - 1,
                                             dir, goal: goal) }
                return
            }
        } else if let title = controller.folder.focusedTitle {
            side = title.pane
            start = controller[side].layout.startRow(board[side], section: title.section)
            goal = goalColumn ?? controller[side].viewport.x
        } else if let f = currentFocus() {
            let frame = controller.chipFrame(f)
            side = f.pane
            start = controller[side].contentRow(of: f, content: board[side])
            goal = goalColumn ?? (frame.x + frame.width / 2)
        } else {
            if crossPanes { switchPane() }
            return
        }
        if focusRow(side, from: start + dir, dir, goal: goal) || !crossPanes { return }
        // Up from a pane's first row: its title, in the top border.
        if dir < 0 && controller.folder.focusedPane == nil { return controller.folder.focusPane(side) }
        // Past the pane's edge: the nearest row of the other pane.
        let other = side.other
        _ = focusRow(other, from: dir > 0 ? 0 : controller[other].layout.totalRows(board[other]) - 1, dir, goal: goal)
    }

    /// Focuses the first title or row of chips from content row `r` on in direction `dir`.
    /// - Returns: whether there was one.
    private func focusRow(_ side: PaneSide, from r: Int, _ dir: Int, goal: Int) -> Bool {
        let pane = controller[side]
        let content = board[side]
        var r = r
        while r >= 0, let row = pane.layout.contentRow(content, r) {
            switch row {
            case .chips(let s, _, let chipRow):
                setFocus(nearestChip(side, section: s, row: chipRow, x: goal), keepGoal: true)
                goalColumn = goal
                return true
            case .title(let s):
                controller.folder.focusTitle(SectionPath(side, s))
                goalColumn = goal
                return true
            case .empty:
                r += dir
            }
        }
        return false
    }

    /// On a row of chips, the chip under column `x`, or the nearest one.
    func nearestChip(_ side: PaneSide, section s: Int, row: Int, x: Int) -> TagPath {
        let pane = controller[side]
        let chips = pane.layout.shownChips(board[side], section: s, row: row)
        let cx = x - pane.viewport.x
        var best = chips.first?.item ?? 0
        var bestDistance = Int.max
        for chip in chips {
            let d = cx < chip.x ? chip.x - cx : (cx >= chip.x + chip.width ? cx - (chip.x + chip.width - 1) : 0)
            if d < bestDistance { best = chip.item; bestDistance = d }
        }
        return TagPath(side, s, best)
    }

    /// `]` or `[`: the first shown chip of the next or previous section that shows one, on into the other pane
    /// past the last section (or back into it before the first).
    func section(_ dir: Int) {
        let from = controller.folder.focusedTitle.map { TagPath($0.pane, $0.section, 0) } ?? currentFocus()
        guard let f = from else { return }
        var side = f.pane
        var s = f.section + dir
        for _ in 0..<2 {
            let sections = board[side].sections
            while s >= 0 && s < sections.count {
                // A folded section's place is its title.
                if controller.folder.isFolded(SectionPath(side, s)) { return controller.folder.focusTitle(SectionPath(side, s)) }
                let start = TagPath(side, s, 0)
                if !sections[s].tags.isEmpty, isShown(start) { return setFocus(start) }
                if !sections[s].tags.isEmpty, let n = neighbour(of: start, 1), n.section == s { return setFocus(n) }
                s += dir
            }
            side = side.other
            s = dir > 0 ? 0 : board[side].sections.count - 1
        }
    }

    /// Tab: the keyboard goes to the other pane, onto its focused or first visible chip.
    func switchPane() {
        controller.folder.focusedTitle = nil
        controller.folder.focusedPane = nil
        let other = controller.activeSide.other
        controller.activeSide = other
        goalColumn = nil
        if let f = controller.focusedChip, f.pane == other, board.contains(f) { setFocus(f); return }
        if let p = firstVisibleChip(other) { setFocus(p) } else {
            controller.focusedChip = nil
            controller.say("\(board[other].title.isEmpty ? "This pane" : board[other].title) is empty")
        }
    }

    // MARK: Clicks

    public func pane(_ pane: Pane, clickedChipAt path: TagPath, count: Int) {
        guard board.contains(path) else { return }
        controller.folder.focusedTitle = nil
        controller.focusedChip = path
        controller.activeSide = path.pane
        goalColumn = nil
        if count >= 2 {
            controller.sender.send(path)
        } else {
            controller.say("'\(board[path].text)' at \(controller.describe(path))")
        }
    }
}
