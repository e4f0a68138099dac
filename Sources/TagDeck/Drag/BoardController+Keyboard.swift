extension BoardController {
    /// Handles a key meant for the board: focus moves, keyboard drag, send. Returns whether it was used.
    public func handleKey(_ key: Key) -> Bool {
        if let s = session {
            if s.input == .mouse {
                if key == .escape { self[s.owner].cancelGesture() }
                return true  // the mouse owns the chip until it lets go
            }
            switch key {
            case .left, .character("h"): carryStep(-1)
            case .right, .character("l"): carryStep(1)
            case .up, .character("k"): carryRow(-1)
            case .down, .character("j"): carryRow(1)
            case .tab, .backTab: carryAcross()
            case .space, .enter: drop()
            case .escape: cancelDrag()
            default: return false
            }
            return true
        }
        // With nothing focused yet, the first move key only shows where the focus is.
        let moves: [Key] = [.left, .right, .up, .down, .character("h"), .character("j"), .character("k"),
                            .character("l")]
        if moves.contains(key), focus.map({ !board.contains($0) }) ?? true {
            if let f = currentFocus() { setFocus(f) }
            return true
        }
        switch key {
        case .left, .character("h"): stepFocus(-1)
        case .right, .character("l"): stepFocus(1)
        case .up, .character("k"): focusRow(-1)
        case .down, .character("j"): focusRow(1)
        case .home: focusEnd(first: true)
        case .end: focusEnd(first: false)
        case .pageUp: for _ in 0..<max(1, self[activeSide].viewport.height - 1) { focusRow(-1, crossPanes: false) }
        case .pageDown: for _ in 0..<max(1, self[activeSide].viewport.height - 1) { focusRow(1, crossPanes: false) }
        case .tab, .backTab: switchPane()
        case .space: liftFocused()
        case .enter: if let f = currentFocus() { send(f) }
        default: return false
        }
        return true
    }

    // MARK: Focus

    /// Shows the focus on the active pane's first visible chip, if nothing is focused yet.
    public func showFocus() {
        if let f = currentFocus() { setFocus(f) }
    }

    /// The focused chip, choosing the first visible chip of the active pane when none is focused yet.
    func currentFocus() -> TagPath? {
        if let f = focus, board.contains(f) {
            activeSide = f.pane
            return f
        }
        focus = firstVisibleChip(activeSide)
        return focus
    }

    /// The first chip shown in a pane's viewport, or its first chip.
    func firstVisibleChip(_ side: PaneSide) -> TagPath? {
        let pane = self[side]
        let content = board[side]
        for r in pane.scrollOffset..<(pane.scrollOffset + max(1, pane.viewport.height)) {
            guard let row = pane.layout.contentRow(content, r) else { break }
            if case .chips(let s, let items, _) = row { return TagPath(side, s, items.lowerBound) }
        }
        return firstChip(side, last: false)
    }

    /// The first or last chip of a pane in reading order.
    func firstChip(_ side: PaneSide, last: Bool) -> TagPath? {
        let sections = board[side].sections
        let order = last ? Array(sections.indices.reversed()) : Array(sections.indices)
        for s in order where !sections[s].tags.isEmpty {
            return TagPath(side, s, last ? sections[s].tags.count - 1 : 0)
        }
        return nil
    }

    /// The chip before or after `path` in its pane's reading order.
    func neighbour(of path: TagPath, _ dir: Int) -> TagPath? {
        let sections = board[path.pane].sections
        let i = path.item + dir
        if i >= 0 && i < sections[path.section].tags.count { return TagPath(path.pane, path.section, i) }
        var s = path.section + dir
        while s >= 0 && s < sections.count {
            if !sections[s].tags.isEmpty { return TagPath(path.pane, s, dir > 0 ? 0 : sections[s].tags.count - 1) }
            s += dir
        }
        return nil
    }

    func setFocus(_ path: TagPath, keepGoal: Bool = false) {
        focus = path
        activeSide = path.pane
        if !keepGoal { goalColumn = nil }
        revealChip(path)
        say("'\(board[path].text)' at \(describe(path))")
    }

    func stepFocus(_ dir: Int) {
        guard let f = currentFocus() else { return }
        if let n = neighbour(of: f, dir) { setFocus(n) } else { revealChip(f) }
    }

    func focusEnd(first: Bool) {
        if let p = firstChip(activeSide, last: !first) { setFocus(p) }
    }

    /// Up or Down: the chip in the next row of chips that lies under the goal column, crossing into the
    /// other pane at the edges.
    func focusRow(_ dir: Int, crossPanes: Bool = true) {
        guard let f = currentFocus() else {
            if crossPanes { switchPane() }
            return
        }
        let frame = chipFrame(f)
        let goal = goalColumn ?? (frame.x + frame.width / 2)
        let pane = self[f.pane]
        let content = board[f.pane]
        var r = pane.contentRow(of: f, content: content) + dir
        while r >= 0, let row = pane.layout.contentRow(content, r) {
            if case .chips(let s, let items, _) = row {
                setFocus(nearestChip(f.pane, section: s, items: items, x: goal), keepGoal: true)
                goalColumn = goal
                return
            }
            r += dir
        }
        guard crossPanes else { return }
        // Past the pane's edge: the nearest row of the other pane.
        let other = f.pane.other
        let otherPane = self[other]
        let otherContent = board[other]
        let total = dir > 0 ? 0 : otherPane.layout.totalRows(otherContent) - 1
        var k = total
        while k >= 0, let row = otherPane.layout.contentRow(otherContent, k) {
            if case .chips(let s, let items, _) = row {
                setFocus(nearestChip(other, section: s, items: items, x: goal), keepGoal: true)
                goalColumn = goal
                return
            }
            k += dir
        }
    }

    /// On a row of chips, the chip under column `x`, or the nearest one.
    func nearestChip(_ side: PaneSide, section s: Int, items: Range<Int>, x: Int) -> TagPath {
        let pane = self[side]
        let spans = pane.layout.chipSpans(board[side], section: s, items: items)
        let cx = x - pane.viewport.x
        var best = 0
        var bestDistance = Int.max
        for (k, span) in spans.enumerated() {
            let d = cx < span.x ? span.x - cx : (cx >= span.x + span.width ? cx - (span.x + span.width - 1) : 0)
            if d < bestDistance { best = k; bestDistance = d }
        }
        return TagPath(side, s, items.lowerBound + best)
    }

    func switchPane() {
        let other = activeSide.other
        activeSide = other
        goalColumn = nil
        if let f = focus, f.pane == other, board.contains(f) { setFocus(f); return }
        if let p = firstVisibleChip(other) { setFocus(p) } else {
            focus = nil
            say("\(board[other].title.isEmpty ? "This pane" : board[other].title) is empty")
        }
    }

    // MARK: Keyboard drag

    func liftFocused() {
        guard let f = currentFocus() else { return }
        revealChip(f)
        if pane(self[f.pane], dragBeganAt: f, pointer: chipFrame(f).origin, input: .keyboard) {
            say("Lifted '\(board[f].text)' from \(describe(f)) · arrows move, Space drops, Esc cancels")
        }
    }

    func carryStep(_ dir: Int) {
        guard let s = session else { return }
        let c = s.current
        let sections = board[c.pane].sections
        let i = c.item + dir
        if i >= 0 && i < sections[c.section].tags.count {
            moveDragged(to: TagPath(c.pane, c.section, i), trigger: nil)
        } else if dir < 0 && c.section > 0 {
            moveDragged(to: TagPath(c.pane, c.section - 1, sections[c.section - 1].tags.count), trigger: nil)
        } else if dir > 0 && c.section + 1 < sections.count {
            moveDragged(to: TagPath(c.pane, c.section + 1, 0), trigger: nil)
        }
    }

    func carryRow(_ dir: Int) {
        guard let s = session else { return }
        let frame = chipFrame(s.current)
        let goal = goalColumn ?? (frame.x + frame.width / 2)
        let pane = self[s.current.pane]
        let content = board[s.current.pane]
        guard let hit = pane.rowHit(from: pane.contentRow(of: s.current, content: content), direction: dir,
                                    x: goal, content: content) else { return }
        goalColumn = goal
        switch hit {
        case .chip(let path, let leftHalf):
            if path != s.current {
                let insertion = leftHalf ? path : TagPath(path.pane, path.section, path.item + 1)
                moveDragged(to: s.destination(forInsertion: insertion), trigger: nil)
            }
        case .slot(let path):
            moveDragged(to: s.destination(forInsertion: path), trigger: nil)
        }
        goalColumn = goal
    }

    /// Tab while carrying: into the other pane, back to the slot of origin if it came from there, else to the end.
    func carryAcross() {
        guard let s = session else { return }
        let other = s.current.pane.other
        if s.origin.pane == other {
            moveDragged(to: s.origin, trigger: nil)
        } else {
            let last = board[other].sections.count - 1
            moveDragged(to: TagPath(other, last, board.count(other, section: last)), trigger: nil)
        }
    }

    // MARK: Send, undo, redo

    /// Sends the chip at `path` to the other pane, to the end, or back to the exact slot it came from.
    public func send(_ path: TagPath) {
        guard session == nil, board.contains(path) else { return }
        let tag = board[path]
        if tag.isPinned {
            complain("'\(tag.text)' is pinned and can't be sent")
            return
        }
        let other = path.pane.other
        let last = board[other].sections.count - 1
        var dest = TagPath(other, last, board.count(other, section: last))
        if let back = returnSlots[tag.text], back.pane == other, board.canApply(Move(from: path, to: back)) {
            dest = back
        }
        let from = landingPoint(path)
        let move = Move(from: path, to: dest)
        perform(move)
        commit(move, text: tag.text)
        revealChip(dest)
        launch(tag, from: from, to: dest, kind: .fly)
        // Keep the keyboard in the pane it was in, on the chip that took the sent one's place.
        if board.contains(path) {
            focus = path
        } else {
            focus = neighbour(of: TagPath(path.pane, path.section, path.item), -1) ?? firstChip(path.pane, last: false)
        }
        activeSide = path.pane
        say("Sent '\(tag.text)' to \(describe(dest))")
    }

    /// Undoes the last committed move.
    public func undo() {
        guard session == nil else { return }
        guard let move = history.popUndo() else {
            say("Nothing to undo")
            return
        }
        replay(move, verb: "Undid")
    }

    /// Redoes the last undone move.
    public func redo() {
        guard session == nil else { return }
        guard let move = history.popRedo() else {
            say("Nothing to redo")
            return
        }
        replay(move, verb: "Redid")
    }

    private func replay(_ move: Move, verb: String) {
        let tag = board[move.from]
        let from = landingPoint(move.from)
        perform(move)
        revision += 1
        returnSlots[tag.text] = nil
        revealChip(move.to)
        launch(tag, from: from, to: move.to, kind: move.from.pane == move.to.pane ? .settle : .fly)
        focus = move.to
        activeSide = move.to.pane
        say("\(verb): '\(tag.text)' to \(describe(move.to))")
    }
}
