/// Moves the keyboard focus between chips: steps in reading order, rows that keep a goal column like a text
/// cursor, the ends of a pane, pages, and the other pane. Clicks focus chips too.
enum FocusNavigator {
    /// A key of the focus: where the focus goes. With nothing focused yet, the first move key only shows where the
    /// focus is. (A digit of a count is the deck's: nothing moves.)
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout DeckState, _ action: FocusAction) -> [StatusNote] {
        switch action {
        case .focusPrevious, .focusNext, .focusUp, .focusDown:
            if hasNoFocus(state) { return showFocus(&state) }
            switch action {
            case .focusPrevious: return step(&state, -1)
            case .focusNext: return step(&state, 1)
            case .focusUp: return row(&state, -1)
            case .focusDown: return row(&state, 1)
            case .focusFirst, .focusLast, .pageUp, .pageDown, .switchPane, .nextSection, .previousSection, .count: return []
            }
        case .focusFirst: return toEnd(&state, first: true)
        case .focusLast: return toEnd(&state, first: false)
        case .pageUp: return page(&state, -1)
        case .pageDown: return page(&state, 1)
        case .switchPane: return switchPane(&state)
        case .nextSection: return section(&state, 1)
        case .previousSection: return section(&state, -1)
        case .count: return []
        }
    }




    // MARK: Focus

    /// Shows the focus on the active pane's first visible chip, if nothing is focused yet.
    /// - Returns: the focus line, when there is a focus to show.
    package static func showFocus(_ state: inout DeckState) -> [StatusNote] {
        if let f = currentFocus(&state) { return setFocus(&state, f) }
        return []
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

    /// Focuses the chip at `path` and reveals it.
    /// - Returns: the focus line (a hint).
    static func setFocus(_ state: inout DeckState, _ path: TagPath, keepGoal: Bool = false) -> [StatusNote] {
        state.focusedTitle = nil
        state.focusedPane = nil
        state.focusedChip = path
        state.activeSide = path.pane
        if !keepGoal { state.goalColumn = nil }
        state.revealChip(path)
        return [.hint(Places.focusLine(state, path))]
    }

    /// Left or Right: the chip before or after in reading order.
    static func step(_ state: inout DeckState, _ dir: Int) -> [StatusNote] {
        if let title = state.focusedTitle {
            // From a title: the first chip of its section (or on), or the last chip before it.
            let from = TagPath(title.pane, title.section, dir > 0 ? -1 : 0)
            if let n = neighbour(state, of: from, dir) { return setFocus(&state, n) }
            return []
        }
        guard let f = currentFocus(&state) else { return [] }
        if let n = neighbour(state, of: f, dir) { return setFocus(&state, n) }
        state.revealChip(f)
        return []
    }

    /// Home or End: the first or last chip of the active pane.
    static func toEnd(_ state: inout DeckState, first: Bool) -> [StatusNote] {
        if let p = firstChip(state, state.activeSide, last: !first) { return setFocus(&state, p) }
        return []
    }

    /// PgUp or PgDn: a viewport's height of rows, staying in the pane.
    static func page(_ state: inout DeckState, _ dir: Int) -> [StatusNote] {
        var notes: [StatusNote] = []
        for _ in 0..<max(1, state[state.activeSide].viewport.height - 1) { notes += row(&state, dir, crossPanes: false) }
        return notes
    }

    /// Up or Down: the next row of chips, onto the chip under the goal column, or the next section title (the
    /// focus rests on titles too), crossing into the other pane at the edges.
    static func row(_ state: inout DeckState, _ dir: Int, crossPanes: Bool = true) -> [StatusNote] {
        let side: PaneSide
        let start: Int
        let goal: Int
        if let pane = state.focusedPane {
            side = pane
            start = -1
            goal = state.goalColumn ?? state[side].viewport.x
            if dir < 0 {
                // Up from a pane's title: on into the other pane, as from its first row.
                if crossPanes { return focusRow(&state, side.other, from: state[side.other].layout.totalRows(state.board[side.other]) - 1,
                                                dir, goal: goal).notes }
                return []
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
            return crossPanes ? switchPane(&state) : []
        }
        let here = focusRow(&state, side, from: start + dir, dir, goal: goal)
        if here.found || !crossPanes { return here.notes }
        // Up from a pane's first row: its title, in the top border.
        if dir < 0 && state.focusedPane == nil { return SectionFolder.focusPane(&state, side) }
        // Past the pane's edge: the nearest row of the other pane.
        let other = side.other
        return focusRow(&state, other, from: dir > 0 ? 0 : state[other].layout.totalRows(state.board[other]) - 1, dir, goal: goal).notes
    }

    /// Focuses the first title or row of chips from content row `r` on in direction `dir`.
    /// - Returns: whether there was one, and the focus line.
    private static func focusRow(_ state: inout DeckState, _ side: PaneSide, from r: Int, _ dir: Int,
                                 goal: Int) -> (found: Bool, notes: [StatusNote]) {
        let content = state.board[side]
        var r = r
        while r >= 0, let row = state[side].layout.contentRow(content, r) {
            switch row {
            case .chips(let s, _, let chipRow):
                let notes = setFocus(&state, nearestChip(state, side, section: s, row: chipRow, x: goal), keepGoal: true)
                state.goalColumn = goal
                return (true, notes)
            case .title(let s):
                let notes = SectionFolder.focusTitle(&state, SectionPath(side, s))
                state.goalColumn = goal
                return (true, notes)
            case .empty:
                r += dir
            }
        }
        return (false, [])
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
    static func section(_ state: inout DeckState, _ dir: Int) -> [StatusNote] {
        let from = state.focusedTitle.map { TagPath($0.pane, $0.section, 0) } ?? currentFocus(&state)
        guard let f = from else { return [] }
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
        return []
    }

    /// Tab: the keyboard goes to the other pane, onto its focused or first visible chip.
    static func switchPane(_ state: inout DeckState) -> [StatusNote] {
        state.focusedTitle = nil
        state.focusedPane = nil
        let other = state.activeSide.other
        state.activeSide = other
        state.goalColumn = nil
        if let f = state.focusedChip, f.pane == other, state.board.contains(f) { return setFocus(&state, f) }
        if let p = firstVisibleChip(state, other) { return setFocus(&state, p) }
        state.focusedChip = nil
        return [.info("\(state.board[other].title.isEmpty ? "This pane" : state.board[other].title) is empty")]
    }

    // MARK: Clicks

    /// A press and release on a chip before it lifted; `count` is 2 for a double click (a send).
    /// - Returns: what the status line says of it.
    static func clicked(_ state: inout DeckState, at path: TagPath, count: Int) -> [StatusNote] {
        guard state.board.contains(path) else { return [] }
        state.focusedTitle = nil
        state.focusedChip = path
        state.activeSide = path.pane
        state.goalColumn = nil
        return count >= 2 ? ChipSender.send(&state, path) : [.info(Places.focusLine(state, path))]
    }
}
