extension BoardController: DragCoordinator {
    public func beginInteractiveMovement(at path: TagPath, pointer: Point, input: DragInput) -> Bool {
        guard session == nil, board.contains(path) else { return false }
        switch mode {
        case .browsing, .settling: break
        default: return false
        }
        let tag = board[path]
        if tag.isPinned {
            complain("'\(tag.text)' is pinned and can't be \(input == .send ? "sent" : "moved")")
            return false
        }
        flights[tag.text] = nil
        let frame = chipFrame(path)
        let lifted = bundles.gather(DragSession(tag: tag, origin: path, current: path, input: input, owner: path.pane,
                                         grabOffset: pointer - frame.origin, pointer: pointer))
        session = lifted
        if input != .send {
            focusedChip = path
            activeSide = path.pane
            let hint = input == .keyboard ? " · arrows move, Space drops, Esc cancels" : ""
            if lifted.riders.isEmpty {
                say("Lifted '\(tag.text)' from \(describe(path))\(hint)")
            } else {
                say("Lifted \(lifted.chipCount) tags: '\(tag.text)' and \(lifted.riders.count) more\(hint)")
            }
        }
        return true
    }

    public func updateInteractiveMovementTarget(_ target: MovementTarget) {
        guard let s = session else { return }
        switch target {
        case .pointer(let p):
            guard s.input == .mouse else { return }
            session?.pointer = p
            reorder.updateSlot(force: false)
            reorder.updateAutoScroll()
        case .slot(let dest):
            guard board.canApply(Move(from: s.current, to: dest)) else { return }
            reorder.moveDragged(to: dest, trigger: nil)
        case .scrolled:
            guard s.input == .mouse else { return }
            reorder.updateSlot(force: true)
        }
    }

    public func sendBack(_ members: [TagPath]) -> Bool { bundles.sendBack(members) }
    public func beginSectionMovement(at path: SectionPath, input: DragInput) -> Bool { sectionMover.begin(path) }
    public func updateSectionMovementTarget(_ target: SectionPath) { sectionMover.move(to: target) }
    public func endSectionMovement() { sectionMover.end() }
    public func cancelSectionMovement() { sectionMover.cancel() }

    public func endInteractiveMovement() {
        guard let s = session else { return }
        if s.input == .mouse && paneSide(at: s.pointer) == nil {
            cancelInteractiveMovement()
            return
        }
        drop()
    }

    public func cancelInteractiveMovement() {
        guard let s = session else { return }
        let from = s.input == .mouse ? s.floatingOrigin : chipFrame(s.current).origin
        session = nil
        autoScroll = nil
        top.resetGesture()
        bottom.resetGesture()
        perform(Move(from: s.current, to: s.origin))
        if s.isBundle { bundles.hideRiders([]) }
        launch(s.tag, from: from, to: s.origin, kind: .fly)
        focusedChip = s.origin
        activeSide = s.origin.pane
        revealChip(s.origin)
        if s.riders.isEmpty {
            say("Cancelled: '\(s.tag.text)' back to \(describe(s.origin))")
        } else {
            say("Cancelled: \(s.chipCount) tags back where they were")
        }
    }

    /// Ends the session where the tag is now: one undo step, and the chip glides or flies into its slot.
    private func drop() {
        guard let s = session else { return }
        session = nil
        autoScroll = nil
        // A send happens in one step while the mouse may hold a press elsewhere: that press stays.
        if s.input != .send {
            top.resetGesture()
            bottom.resetGesture()
        }
        if s.isBundle { return bundles.land(s) }
        let move = Move(from: s.origin, to: s.current)
        CommitPath.commit(.new(.move(move), tags: [s.tag]), to: self)
        let from: Point = switch s.input {
        case .mouse: s.floatingOrigin
        case .keyboard: chipFrame(s.current).origin
        case .send: s.pointer
        }
        launch(s.tag, from: from, to: s.current, kind: s.current.pane == s.origin.pane ? .settle : .fly)
        focusedChip = s.current
        activeSide = s.current.pane
        if s.input == .send {
            say("Sent '\(s.tag.text)' to \(describe(s.current))")
        } else if move.isIdentity {
            say("Put '\(s.tag.text)' back at \(describe(s.current))")
        } else {
            say("Moved '\(s.tag.text)' to \(describe(s.current))")
        }
    }
}
