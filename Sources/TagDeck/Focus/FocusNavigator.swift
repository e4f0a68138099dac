/// Moves the keyboard focus between chips: steps in reading order, rows that keep a goal column like a text
/// cursor, the ends of a pane, pages, and the other pane. Clicks focus chips too.
enum FocusNavigator {
    /// A key of the focus: where the focus goes. With nothing focused yet, the first move key only shows where the
    /// focus is. (A digit of a count is the deck's: nothing moves.)
    static func reduce(_ state: inout DeckState, _ action: FocusAction) {
        switch action {
        case .focusPrevious, .focusNext, .focusUp, .focusDown:
            if hasNoFocus(state) { return showFocus(&state) }
            switch action {
            case .focusPrevious: step(&state, -1)
            case .focusNext: step(&state, 1)
            case .focusUp: row(&state, -1)
            case .focusDown: row(&state, 1)
            case .focusFirst, .focusLast, .pageUp, .pageDown, .switchPane, .nextSection, .previousSection, .count: break
            }
        case .focusFirst: toEnd(&state, first: true)
        case .focusLast: toEnd(&state, first: false)
        case .pageUp: page(&state, -1)
        case .pageDown: page(&state, 1)
        case .switchPane: switchPane(&state)
        case .nextSection: section(&state, 1)
        case .previousSection: section(&state, -1)
        case .count: break
        }
    }




    // MARK: Focus

    /// Shows the focus on the active pane's first visible chip, if nothing is focused yet.
    package static func showFocus(_ state: inout DeckState) {
        if let f = currentFocus(&state) { setFocus(&state, f) }
    }

    /// Whether a focus move should only show where the focus is (nothing was focused yet).
    static func hasNoFocus(_ state: DeckState) -> Bool {
        state.focusedTitle == nil && state.focusedPane == nil
            && (state.focusedChip.map { !state.board.contains($0) } ?? true)
    }

    /// The focused chip, choosing the first visible chip of the active pane when none is focused yet.
    static func currentFocus(_ state: inout DeckState) -> TagPath? {
        if let f = state.focusedChip, state.board.contains(f) {
            state.activeSide = f.pane
            return f
        }
        state.focusedChip = firstVisibleChip(state, state.activeSide)
        return state.focusedChip
    }

    /// The first chip shown in a pane's viewport, or its first chip.
    static func firstVisibleChip(_ state: DeckState, _ side: PaneSide) -> TagPath? {
        let pane = state[side]
        let content = state.board[side]
        for r in pane.scrollOffset..<(pane.scrollOffset + max(1, pane.viewport.height)) {
            guard let row = pane.layout.contentRow(content, r) else { break }
            if case .chips(let s, _, let chipRow) = row,
               let first = pane.layout.shownChips(content, section: s, row: chipRow).first {
                return TagPath(side, s, first.item)
            }
        }
        return firstChip(state, side, last: false)
    }

    /// The first or last shown chip of a pane in reading order.
    static func firstChip(_ state: DeckState, _ side: PaneSide, last: Bool) -> TagPath? {
        let sections = state.board[side].sections
        let order = last ? Array(sections.indices.reversed()) : Array(sections.indices)
        for s in order where !sections[s].tags.isEmpty && !state[side].layout.isFolded(state.board[side], section: s) {
            let start = TagPath(side, s, last ? sections[s].tags.count - 1 : 0)
            return isShown(state, start) ? start : neighbour(state, of: start, last ? -1 : 1)
        }
        return nil
    }

    /// Whether the chip at `path` is shown (the filter hides the rest).
    static func isShown(_ state: DeckState, _ path: TagPath) -> Bool { state[path.pane].layout.isShown(state.board[path]) }

    /// The shown chip before or after `path` in its pane's reading order (folded sections show none).
    /// - Complexity: O(chips hidden in between).
    static func neighbour(_ state: DeckState, of path: TagPath, _ dir: Int) -> TagPath? {
        let sections = state.board[path.pane].sections
        let layout = state[path.pane].layout
        var s = path.section
        var i = path.item + dir
        while s >= 0 && s < sections.count {
            let tags = sections[s].tags
            // A filter that knows where its matches are: no hidden tag read on the way.
            if let shown = ShownRow.known(layout, section: s, of: tags), !layout.isFolded(state.board[path.pane], section: s) {
                if i >= 0 && i < tags.count, let k = ShownRow.next(shown, from: i, dir) { return TagPath(path.pane, s, k) }
                i = -1
            }
            while i >= 0 && i < tags.count && !layout.isFolded(state.board[path.pane], section: s) {
                if layout.isShown(tags[i]) { return TagPath(path.pane, s, i) }
                i += dir
            }
            s += dir
            if s >= 0 && s < sections.count { i = dir > 0 ? 0 : sections[s].tags.count - 1 }
        }
        return nil
    }

    static func setFocus(_ state: inout DeckState, _ path: TagPath, keepGoal: Bool = false) {
        state.focusedTitle = nil
        state.focusedPane = nil
        state.focusedChip = path
        state.activeSide = path.pane
        if !keepGoal { state.goalColumn = nil }
        state.revealChip(path)
        state.hint(Places.focusLine(state, path))
    }

    /// Left or Right: the chip before or after in reading order.
    static func step(_ state: inout DeckState, _ dir: Int) {
        if let title = state.focusedTitle {
            // From a title: the first chip of its section (or on), or the last chip before it.
            let from = TagPath(title.pane, title.section, dir > 0 ? -1 : 0)
            if let n = neighbour(state, of: from, dir) { setFocus(&state, n) }
            return
        }
        guard let f = currentFocus(&state) else { return }
        if let n = neighbour(state, of: f, dir) { setFocus(&state, n) } else { state.revealChip(f) }
    }

    /// Home or End: the first or last chip of the active pane.
    static func toEnd(_ state: inout DeckState, first: Bool) {
        if let p = firstChip(state, state.activeSide, last: !first) { setFocus(&state, p) }
    }

    /// PgUp or PgDn: a viewport's height of rows, staying in the pane.
    static func page(_ state: inout DeckState, _ dir: Int) {
        for _ in 0..<max(1, state[state.activeSide].viewport.height - 1) { row(&state, dir, crossPanes: false) }
    }

    /// Up or Down: the next row of chips, onto the chip under the goal column, or the next section title (the
    /// focus rests on titles too), crossing into the other pane at the edges.
    static func row(_ state: inout DeckState, _ dir: Int, crossPanes: Bool = true) {
        let side: PaneSide
        let start: Int
        let goal: Int
        if let pane = state.focusedPane {
            side = pane
            start = -1
            goal = state.goalColumn ?? state[side].viewport.x
            if dir < 0 {
                // Up from a pane's title: on into the other pane, as from its first row.
                if crossPanes { _ = focusRow(&state, side.other, from: state[side.other].layout.totalRows(state.board[side.other]) - 1,
                                             dir, goal: goal) }
                return
            }
        } else if let title = state.focusedTitle {
            side = title.pane
            start = state[side].layout.startRow(state.board[side], section: title.section)
            goal = state.goalColumn ?? state[side].viewport.x
        } else if let f = currentFocus(&state) {
            let frame = state.chipFrame(f)
            side = f.pane
            start = state[side].contentRow(of: f, content: state.board[side])
            goal = state.goalColumn ?? (frame.x + frame.width / 2)
        } else {
            if crossPanes { switchPane(&state) }
            return
        }
        if focusRow(&state, side, from: start + dir, dir, goal: goal) || !crossPanes { return }
        // Up from a pane's first row: its title, in the top border.
        if dir < 0 && state.focusedPane == nil { return SectionFolder.focusPane(&state, side) }
        // Past the pane's edge: the nearest row of the other pane.
        let other = side.other
        _ = focusRow(&state, other, from: dir > 0 ? 0 : state[other].layout.totalRows(state.board[other]) - 1, dir, goal: goal)
    }

    /// Focuses the first title or row of chips from content row `r` on in direction `dir`.
    /// - Returns: whether there was one.
    private static func focusRow(_ state: inout DeckState, _ side: PaneSide, from r: Int, _ dir: Int, goal: Int) -> Bool {
        let content = state.board[side]
        var r = r
        while r >= 0, let row = state[side].layout.contentRow(content, r) {
            switch row {
            case .chips(let s, _, let chipRow):
                setFocus(&state, nearestChip(state, side, section: s, row: chipRow, x: goal), keepGoal: true)
                state.goalColumn = goal
                return true
            case .title(let s):
                SectionFolder.focusTitle(&state, SectionPath(side, s))
                state.goalColumn = goal
                return true
            case .empty:
                r += dir
            }
        }
        return false
    }

    /// On a row of chips, the chip under column `x`, or the nearest one.
    static func nearestChip(_ state: DeckState, _ side: PaneSide, section s: Int, row: Int, x: Int) -> TagPath {
        let pane = state[side]
        let chips = pane.layout.shownChips(state.board[side], section: s, row: row)
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
    static func section(_ state: inout DeckState, _ dir: Int) {
        let from = state.focusedTitle.map { TagPath($0.pane, $0.section, 0) } ?? currentFocus(&state)
        guard let f = from else { return }
        var side = f.pane
        var s = f.section + dir
        for _ in 0..<2 {
            let sections = state.board[side].sections
            while s >= 0 && s < sections.count {
                // A folded section's place is its title.
                if SectionFolder.isFolded(state, SectionPath(side, s)) { return SectionFolder.focusTitle(&state, SectionPath(side, s)) }
                let start = TagPath(side, s, 0)
                if !sections[s].tags.isEmpty, isShown(state, start) { return setFocus(&state, start) }
                if !sections[s].tags.isEmpty, let n = neighbour(state, of: start, 1), n.section == s { return setFocus(&state, n) }
                s += dir
            }
            side = side.other
            s = dir > 0 ? 0 : state.board[side].sections.count - 1
        }
    }

    /// Tab: the keyboard goes to the other pane, onto its focused or first visible chip.
    static func switchPane(_ state: inout DeckState) {
        state.focusedTitle = nil
        state.focusedPane = nil
        let other = state.activeSide.other
        state.activeSide = other
        state.goalColumn = nil
        if let f = state.focusedChip, f.pane == other, state.board.contains(f) { setFocus(&state, f); return }
        if let p = firstVisibleChip(state, other) { setFocus(&state, p) } else {
            state.focusedChip = nil
            state.say("\(state.board[other].title.isEmpty ? "This pane" : state.board[other].title) is empty")
        }
    }

    // MARK: Clicks

    /// A press and release on a chip before it lifted; `count` is 2 for a double click (a send).
    static func clicked(_ state: inout DeckState, at path: TagPath, count: Int) {
        guard state.board.contains(path) else { return }
        state.focusedTitle = nil
        state.focusedChip = path
        state.activeSide = path.pane
        state.goalColumn = nil
        if count >= 2 {
            ChipSender.send(&state, path)
        } else {
            state.say(Places.focusLine(state, path))
        }
    }
}
