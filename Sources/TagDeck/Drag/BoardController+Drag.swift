extension BoardController: DragCoordinator {
    public func pane(_ pane: Pane, dragBeganAt path: TagPath, pointer: Point, input: DragInput) -> Bool {
        guard session == nil, board.contains(path) else { return false }
        let tag = board[path]
        if tag.isPinned {
            complain("'\(tag.text)' is pinned and can't be moved")
            return false
        }
        flights[tag.text] = nil
        let frame = chipFrame(path)
        session = DragSession(tag: tag, origin: path, current: path, input: input, owner: pane.side,
                              grabOffset: pointer - frame.origin, pointer: pointer)
        focus = path
        activeSide = path.pane
        say("Lifted '\(tag.text)' from \(describe(path))")
        return true
    }

    public func pane(_ pane: Pane, dragChangedTo pointer: Point) {
        guard session != nil else { return }
        session?.pointer = pointer
        updateSlot(force: false)
        updateAutoScroll()
    }

    public func pane(_ pane: Pane, dragEndedAt pointer: Point) {
        guard session != nil else { return }
        session?.pointer = pointer
        autoScroll = nil
        guard paneSide(at: pointer) != nil else {
            cancelDrag()
            return
        }
        updateSlot(force: false)
        drop()
    }

    public func paneDragCancelled(_ pane: Pane) { cancelDrag() }

    public func pane(_ pane: Pane, clickedChipAt path: TagPath, count: Int) {
        guard board.contains(path) else { return }
        focus = path
        activeSide = path.pane
        goalColumn = nil
        if count >= 2 { send(path) } else { say("'\(board[path].text)' at \(describe(path))") }
    }

    // MARK: Live reorder

    /// Moves the dragged tag to the slot under the pointer, if that is a different slot.
    ///
    /// No flicker: resting on the cell of the last reorder, or wiggling over the chip that caused it or the chip
    /// the pointer is over once the chips have moved, changes nothing; and within a pane the tag only moves the
    /// way the pointer is heading. `force` skips those checks (after an auto-scroll moved the content under a
    /// still pointer).
    func updateSlot(force: Bool) {
        guard let s = session, s.input == .mouse, let side = paneSide(at: s.pointer) else { return }
        if !force && s.lastReorderPointer == s.pointer { return }
        let content = board[side]
        var insertion: TagPath
        var trigger: String?
        switch self[side].hit(s.pointer, content: content) {
        case .chip(let path, let leftHalf):
            if path == s.current { return }
            let text = content.sections[path.section].tags[path.item].text
            if !force && (text == s.lastTrigger || text == s.landedOn) { return }
            insertion = leftHalf ? path : TagPath(path.pane, path.section, path.item + 1)
            trigger = text
        case .slot(let path):
            insertion = path
        }
        let dest = s.destination(forInsertion: insertion)
        if !force, let previous = s.previousPointer, side == s.current.pane, paneSide(at: previous) == side {
            // On wrapped rows a reorder reflows the chips, so the slot under the pointer may lie behind the way
            // it is heading (the chip it just passed slid back under it). Following that slot would move the
            // tag back and forth across the same chip: only moves the way the pointer heads are taken.
            let heading = (s.pointer.y, s.pointer.x) < (previous.y, previous.x) ? -1
                : (s.pointer.y, s.pointer.x) > (previous.y, previous.x) ? 1 : 0
            if (heading < 0 && dest > s.current) || (heading > 0 && dest < s.current) { return }
        }
        moveDragged(to: dest, trigger: trigger)
    }

    /// Moves the dragged tag to `dest` (an index counted after its removal), noting what caused it.
    func moveDragged(to dest: TagPath, trigger: String?) {
        guard let s = session, dest != s.current else { return }
        perform(Move(from: s.current, to: dest))
        session?.current = dest
        session?.lastTrigger = trigger
        session?.lastReorderPointer = s.pointer
        session?.landedOn = nil
        if s.input == .mouse, let side = paneSide(at: s.pointer),
           case .chip(let path, _) = self[side].hit(s.pointer, content: board[side]), path != dest {
            session?.landedOn = board[path].text
        }
        focus = dest
        activeSide = dest.pane
        if s.input == .keyboard { revealChip(dest) }
        say("Dragging '\(s.tag.text)' to \(describe(dest))")
    }

    /// Starts, changes or stops auto-scroll from where the pointer is.
    func updateAutoScroll() {
        guard let s = session, s.input == .mouse, let side = paneSide(at: s.pointer),
              let zone = AutoScroll.zone(pointer: s.pointer, frame: self[side].frame),
              self[side].canScroll(up: zone.direction < 0, content: board[side]) else {
            autoScroll = nil
            return
        }
        if let current = autoScroll, current.side == side, current.direction == zone.direction,
           current.speed == zone.speed { return }
        autoScroll = AutoScroll(side: side, direction: zone.direction, speed: zone.speed, now: clock.now)
    }

    // MARK: Drop and cancel

    /// Ends the session where the tag is now: one undo step, and the chip glides or flies into its slot.
    func drop() {
        guard let s = session else { return }
        session = nil
        autoScroll = nil
        top.resetGesture()
        bottom.resetGesture()
        let move = Move(from: s.origin, to: s.current)
        commit(move, text: s.tag.text)
        let from = s.input == .mouse ? s.floatingOrigin : chipFrame(s.current).origin
        launch(s.tag, from: from, to: s.current, kind: s.current.pane == s.origin.pane ? .settle : .fly)
        focus = s.current
        activeSide = s.current.pane
        if move.isIdentity {
            say("Put '\(s.tag.text)' back at \(describe(s.current))")
        } else {
            say("Moved '\(s.tag.text)' to \(describe(s.current))")
        }
    }

    /// Cancels a drag in progress: the tag goes back to exactly where it was lifted, and flies there.
    public func cancelDrag() {
        guard let s = session else { return }
        let from = s.input == .mouse ? s.floatingOrigin : chipFrame(s.current).origin
        session = nil
        autoScroll = nil
        top.resetGesture()
        bottom.resetGesture()
        perform(Move(from: s.current, to: s.origin))
        launch(s.tag, from: from, to: s.origin, kind: .fly)
        focus = s.origin
        activeSide = s.origin.pane
        revealChip(s.origin)
        say("Cancelled: '\(s.tag.text)' back to \(describe(s.origin))")
    }

    // MARK: Pointer input, routed to the pane that owns the gesture

    /// Left button down: the pane under the pointer starts watching for a hold or a move.
    public func pointerPressed(at point: Point) {
        if session != nil { return }
        guard let side = paneSide(at: point) else { return }
        activeSide = side
        self[side].pressed(at: point, now: clock.now, content: board[side])
    }

    /// Pointer moved with the button down.
    public func pointerDragged(to point: Point) {
        if let s = session, s.input == .mouse {
            self[s.owner].dragged(to: point, now: clock.now)
        } else {
            for side in PaneSide.allCases where self[side].hasGesture { self[side].dragged(to: point, now: clock.now) }
        }
    }

    /// Button up.
    public func pointerReleased(at point: Point) {
        if let s = session, s.input == .mouse {
            self[s.owner].released(at: point, now: clock.now)
        } else {
            for side in PaneSide.allCases where self[side].hasGesture { self[side].released(at: point, now: clock.now) }
        }
    }

    /// Right button: cancels a drag, or forgets a pending press.
    public func rightPressed(at point: Point) {
        if let s = session {
            if s.input == .mouse { self[s.owner].cancelGesture() } else { cancelDrag() }
        } else {
            top.cancelGesture()
            bottom.cancelGesture()
        }
    }

    /// The wheel scrolls the pane under the pointer; a drag in progress follows the new content.
    public func wheel(at point: Point, delta: Int) {
        guard let side = paneSide(at: point) else { return }
        if self[side].scroll(by: delta * 2, content: board[side]) { updateSlot(force: true) }
    }
}
