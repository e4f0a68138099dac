/// Moves the keyboard focus between chips: steps in reading order, rows that keep a goal column like a text
/// cursor, the ends of a pane, pages, and the other pane. A child feature over ``FocusState``, reading a
/// ``FocusScene``: the scrolls that reveal the focus are asked of the parent (``FocusOutcome``).
enum FocusNavigator {
    /// A key of the focus: where the focus goes. With nothing focused yet, the first move key only shows where the
    /// focus is. (A digit of a count is the deck's: nothing moves.)
    /// - Returns: what the status line says of it, and the scrolls that reveal the focus.
    static func reduce(_ focus: inout FocusState, _ scene: FocusScene, _ action: FocusAction) -> FocusOutcome {
        switch action {
        case .focusPrevious, .focusNext, .focusUp, .focusDown:
            if hasNoFocus(focus, scene) { return showFocus(&focus, scene) }
            switch action {
            case .focusPrevious: return step(&focus, scene, -1)
            case .focusNext: return step(&focus, scene, 1)
            case .focusUp: return row(&focus, scene, -1)
            case .focusDown: return row(&focus, scene, 1)
            case .focusFirst, .focusLast, .pageUp, .pageDown, .switchPane, .nextSection, .previousSection, .count: return .init()
            }
        case .focusFirst: return toEnd(&focus, scene, first: true)
        case .focusLast: return toEnd(&focus, scene, first: false)
        case .pageUp: return page(&focus, scene, -1)
        case .pageDown: return page(&focus, scene, 1)
        case .switchPane: return switchPane(&focus, scene)
        case .nextSection: return section(&focus, scene, 1)
        case .previousSection: return section(&focus, scene, -1)
        case .count: return .init()
        }
    }

    // MARK: Focus

    /// Shows the focus on the active pane's first visible chip, if nothing is focused yet.
    /// - Returns: the focus line, when there is a focus to show.
    static func showFocus(_ focus: inout FocusState, _ scene: FocusScene) -> FocusOutcome {
        if let f = currentFocus(&focus, scene) { return setFocus(&focus, scene, f) }
        return .init()
    }

    /// Whether a focus move should only show where the focus is (nothing was focused yet).
    static func hasNoFocus(_ focus: FocusState, _ scene: FocusScene) -> Bool {
        focus.focusedTitle == nil && focus.focusedPane == nil
            && (focus.focusedChip.map { !scene.board.contains($0) } ?? true)
    }

    /// The focused chip, choosing the first visible chip of the active pane when none is focused yet.
    static func currentFocus(_ focus: inout FocusState, _ scene: FocusScene) -> TagPath? {
        if let f = focus.focusedChip, scene.board.contains(f) {
            focus.activeSide = f.pane
            return f
        }
        focusChip(&focus, scene, firstVisibleChip(scene, focus.activeSide))
        return focus.focusedChip
    }

    /// Focuses the chip at `path`, or its section's title when that section is folded; nil takes the focus off a chip.
    static func focusChip(_ focus: inout FocusState, _ scene: FocusScene, _ path: TagPath?) {
        focus.focusChip(path, folded: path.map { scene.isFolded(SectionPath($0.pane, $0.section)) } ?? false)
    }

    /// The first chip shown in a pane's viewport, or its first chip.
    static func firstVisibleChip(_ scene: FocusScene, _ side: PaneSide) -> TagPath? {
        let pane = scene[side]
        let content = scene.board[side]
        for r in pane.scrollOffset..<(pane.scrollOffset + max(1, pane.viewport.height)) {
            guard let row = pane.layout.contentRow(content, r) else { break }
            if case .chips(let s, _, let chipRow) = row,
               let first = pane.layout.shownChips(content, section: s, row: chipRow).first {
                return TagPath(side, s, first.item)
            }
        }
        return firstChip(scene, side, last: false)
    }

    /// The first or last shown chip of a pane in reading order.
    static func firstChip(_ scene: FocusScene, _ side: PaneSide, last: Bool) -> TagPath? {
        let sections = scene.board[side].sections
        let order = last ? Array(sections.indices.reversed()) : Array(sections.indices)
        for s in order where !sections[s].tags.isEmpty && !scene[side].layout.isFolded(scene.board[side], section: s) {
            let start = TagPath(side, s, last ? sections[s].tags.count - 1 : 0)
            return isShown(scene, start) ? start : neighbour(scene, of: start, last ? -1 : 1)
        }
        return nil
    }

    /// Whether the chip at `path` is shown (the filter hides the rest).
    static func isShown(_ scene: FocusScene, _ path: TagPath) -> Bool { scene[path.pane].layout.isShown(scene.board[path]) }

    /// The shown chip before or after `path` in its pane's reading order (folded sections show none).
    /// - Complexity: O(chips hidden in between).
    static func neighbour(_ scene: FocusScene, of path: TagPath, _ dir: Int) -> TagPath? {
        let sections = scene.board[path.pane].sections
        let layout = scene[path.pane].layout
        var s = path.section
        var i = path.item + dir
        while s >= 0 && s < sections.count {
            let tags = sections[s].tags
            // A filter that knows where its matches are: no hidden tag read on the way.
            if let shown = ShownRow.known(layout, section: s, of: tags), !layout.isFolded(scene.board[path.pane], section: s) {
                if i >= 0 && i < tags.count, let k = ShownRow.next(shown, from: i, dir) { return TagPath(path.pane, s, k) }
                i = -1
            }
            while i >= 0 && i < tags.count && !layout.isFolded(scene.board[path.pane], section: s) {
                if layout.isShown(tags[i]) { return TagPath(path.pane, s, i) }
                i += dir
            }
            s += dir
            if s >= 0 && s < sections.count { i = dir > 0 ? 0 : sections[s].tags.count - 1 }
        }
        return nil
    }

    /// Focuses the chip at `path` and asks to reveal it.
    /// - Returns: the focus line (a hint).
    static func setFocus(_ focus: inout FocusState, _ scene: FocusScene, _ path: TagPath, keepGoal: Bool = false) -> FocusOutcome {
        focus.focusedTitle = nil
        focus.focusedPane = nil
        focusChip(&focus, scene, path)
        focus.activeSide = path.pane
        if !keepGoal { focus.goalColumn = nil }
        return FocusOutcome(notes: .hint(Places.focusLine(scene.board, scene.options, path)), reveals: [.chip(path)])
    }

    /// Left or Right: the chip before or after in reading order.
    static func step(_ focus: inout FocusState, _ scene: FocusScene, _ dir: Int) -> FocusOutcome {
        if let title = focus.focusedTitle {
            // From a title: the first chip of its section (or on), or the last chip before it.
            let from = TagPath(title.pane, title.section, dir > 0 ? -1 : 0)
            if let n = neighbour(scene, of: from, dir) { return setFocus(&focus, scene, n) }
            return .init()
        }
        guard let f = currentFocus(&focus, scene) else { return .init() }
        if let n = neighbour(scene, of: f, dir) { return setFocus(&focus, scene, n) }
        return FocusOutcome(reveals: [.chip(f)])
    }

    /// Home or End: the first or last chip of the active pane.
    static func toEnd(_ focus: inout FocusState, _ scene: FocusScene, first: Bool) -> FocusOutcome {
        if let p = firstChip(scene, focus.activeSide, last: !first) { return setFocus(&focus, scene, p) }
        return .init()
    }

    /// PgUp or PgDn: a viewport's height of rows, staying in the pane.
    static func page(_ focus: inout FocusState, _ scene: FocusScene, _ dir: Int) -> FocusOutcome {
        var outcome = FocusOutcome()
        for _ in 0..<max(1, scene[focus.activeSide].viewport.height - 1) { outcome = outcome + row(&focus, scene, dir, crossPanes: false) }
        return outcome
    }

    /// Up or Down: the next row of chips, onto the chip under the goal column, or the next section title (the
    /// focus rests on titles too), crossing into the other pane at the edges.
    static func row(_ focus: inout FocusState, _ scene: FocusScene, _ dir: Int, crossPanes: Bool = true) -> FocusOutcome {
        let side: PaneSide
        let start: Int
        let goal: Int
        if let pane = focus.focusedPane {
            side = pane
            start = -1
            goal = focus.goalColumn ?? scene[side].viewport.x
            if dir < 0 {
                // Up from a pane's title: on into the other pane, as from its first row.
                if crossPanes { return focusRow(&focus, scene, side.other, from: lastRow(scene, side.other), dir, goal: goal).outcome }
                return .init()
            }
        } else if let title = focus.focusedTitle {
            side = title.pane
            start = scene[side].layout.startRow(scene.board[side], section: title.section)
            goal = focus.goalColumn ?? scene[side].viewport.x
        } else if let f = currentFocus(&focus, scene) {
            let frame = scene.chipFrame(f)
            side = f.pane
            start = scene[side].contentRow(of: f, content: scene.board[side])
            goal = focus.goalColumn ?? (frame.x + frame.width / 2)
        } else {
            return crossPanes ? switchPane(&focus, scene) : .init()
        }
        let here = focusRow(&focus, scene, side, from: start + dir, dir, goal: goal)
        if here.found || !crossPanes { return here.outcome }
        // Up from a pane's first row: its title, in the top border.
        if dir < 0 && focus.focusedPane == nil { return SectionFolder.focusPane(&focus, scene, side) }
        // Past the pane's edge: the nearest row of the other pane.
        let other = side.other
        return focusRow(&focus, scene, other, from: dir > 0 ? 0 : lastRow(scene, other), dir, goal: goal).outcome
    }

    /// The last content row of the pane on `side`.
    private static func lastRow(_ scene: FocusScene, _ side: PaneSide) -> Int { scene[side].layout.totalRows(scene.board[side]) - 1 }

    /// Focuses the first title or row of chips from content row `r` on in direction `dir`.
    /// - Returns: whether there was one, and the focus line.
    private static func focusRow(_ focus: inout FocusState, _ scene: FocusScene, _ side: PaneSide, from r: Int, _ dir: Int,
                                 goal: Int) -> (found: Bool, outcome: FocusOutcome) {
        let content = scene.board[side]
        var r = r
        while r >= 0, let row = scene[side].layout.contentRow(content, r) {
            switch row {
            case .chips(let s, _, let chipRow):
                let outcome = setFocus(&focus, scene, nearestChip(scene, side, section: s, row: chipRow, x: goal), keepGoal: true)
                focus.goalColumn = goal
                return (true, outcome)
            case .title(let s):
                let outcome = SectionFolder.focusTitle(&focus, scene, SectionPath(side, s))
                focus.goalColumn = goal
                return (true, outcome)
            case .empty:
                r += dir
            }
        }
        return (false, .init())
    }

    /// On a row of chips, the chip under column `x`, or the nearest one.
    static func nearestChip(_ scene: FocusScene, _ side: PaneSide, section s: Int, row: Int, x: Int) -> TagPath {
        let pane = scene[side]
        let chips = pane.layout.shownChips(scene.board[side], section: s, row: row)
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
    static func section(_ focus: inout FocusState, _ scene: FocusScene, _ dir: Int) -> FocusOutcome {
        let from = focus.focusedTitle.map { TagPath($0.pane, $0.section, 0) } ?? currentFocus(&focus, scene)
        guard let f = from else { return .init() }
        var side = f.pane
        var s = f.section + dir
        for _ in 0..<2 {
            let sections = scene.board[side].sections
            while s >= 0 && s < sections.count {
                // A folded section's place is its title.
                if scene.isFolded(SectionPath(side, s)) { return SectionFolder.focusTitle(&focus, scene, SectionPath(side, s)) }
                let start = TagPath(side, s, 0)
                if !sections[s].tags.isEmpty, isShown(scene, start) { return setFocus(&focus, scene, start) }
                if !sections[s].tags.isEmpty, let n = neighbour(scene, of: start, 1), n.section == s { return setFocus(&focus, scene, n) }
                s += dir
            }
            side = side.other
            s = dir > 0 ? 0 : scene.board[side].sections.count - 1
        }
        return .init()
    }

    /// Tab: the keyboard goes to the other pane, onto its focused or first visible chip.
    static func switchPane(_ focus: inout FocusState, _ scene: FocusScene) -> FocusOutcome {
        focus.focusedTitle = nil
        focus.focusedPane = nil
        let other = focus.activeSide.other
        focus.activeSide = other
        focus.goalColumn = nil
        if let f = focus.focusedChip, f.pane == other, scene.board.contains(f) { return setFocus(&focus, scene, f) }
        if let p = firstVisibleChip(scene, other) { return setFocus(&focus, scene, p) }
        focusChip(&focus, scene, nil)
        return FocusOutcome(notes: .info("\(scene.board[other].title.isEmpty ? "This pane" : scene.board[other].title) is empty"))
    }
}
