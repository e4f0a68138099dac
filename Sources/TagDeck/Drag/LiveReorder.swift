extension BoardController {
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
        var trigger: String?
        let hit = self[side].hit(s.pointer, content: content)
        if case .chip(let path, _) = hit {
            if path == s.current { return }
            let text = content.sections[path.section].tags[path.item].text
            if !force && (text == s.lastTrigger || text == s.landedOn) { return }
            trigger = text
        }
        let insertion = self[side].insertion(for: hit, content: content)
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
        guard s.input != .send else { return }
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

    /// The wheel scrolled a pane: a drag in progress follows the content that moved under the pointer.
    func followScroll() { updateSlot(force: true) }
}
