/// The model follows the pointer during a mouse drag: the dragged tag moves to the slot under the pointer as it
/// goes (no flicker on wrapped rows), and the pane auto-scrolls near its edges. Moves go through the board's
/// `perform`, one per slot change.
final class LiveReorder {
    unowned let controller: BoardController

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }
    private var session: DragSession? { controller.session }

    /// Moves the dragged tag to the slot under the pointer, if that is a different slot.
    ///
    /// No flicker: resting on the cell of the last reorder, or wiggling over the chip that caused it or the chip
    /// the pointer is over once the chips have moved, changes nothing; and within a pane the tag only moves the
    /// way the pointer is heading. `force` skips those checks (after an auto-scroll moved the content under a
    /// still pointer).
    func updateSlot(force: Bool) {
        guard let s = session, s.input == .mouse else { return }
        guard let side = controller.paneSide(at: s.pointer) else { return showCancel(s) }
        if !force && s.lastReorderPointer == s.pointer { return }
        let content = board[side]
        var trigger: String?
        let hit = controller[side].hit(s.pointer, content: content)
        if case .chip(let path, _) = hit {
            if path == s.current { return }
            let text = content.sections[path.section].tags[path.item].text
            if !force && (text == s.lastTrigger || text == s.landedOn) { return }
            trigger = text
        }
        let insertion = controller[side].insertion(for: hit, content: content)
        let dest = s.destination(forInsertion: insertion)
        if !force, let previous = s.previousPointer, side == s.current.pane,
           controller.paneSide(at: previous) == side {
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
        controller.perform(Move(from: s.current, to: dest))
        controller.session?.current = dest
        controller.session?.lastTrigger = trigger
        controller.session?.lastReorderPointer = s.pointer
        controller.session?.landedOn = nil
        if s.input == .mouse, let side = controller.paneSide(at: s.pointer),
           case .chip(let path, _) = controller[side].hit(s.pointer, content: board[side]), path != dest {
            controller.session?.landedOn = board[path].text
        }
        guard s.input != .send else { return }
        controller.focusedChip = dest
        controller.activeSide = dest.pane
        if s.input == .keyboard { controller.revealChip(dest) }
        let what = s.riders.isEmpty ? "'\(s.tag.text)'" : "\(s.chipCount) tags ('\(s.tag.text)' and \(s.riders.count) more)"
        controller.say("Dragging \(what) to \(controller.describe(dest))")
    }

    /// The pointer is outside both panes, where a release cancels: the screen shows that cancel (the tag back in
    /// its slot, the counts as they were), so that the preview never promises a drop that will not happen.
    private func showCancel(_ s: DragSession) {
        if s.current != s.origin {
            controller.perform(Move(from: s.current, to: s.origin))
            controller.session?.current = s.origin
            controller.session?.lastTrigger = nil
            controller.session?.lastReorderPointer = nil
            controller.session?.landedOn = nil
            controller.focusedChip = s.origin
            controller.activeSide = s.origin.pane
        }
        let what = s.riders.isEmpty ? "'\(s.tag.text)' goes" : "\(s.chipCount) tags go"
        let message = "Release here cancels: \(what) back to \(controller.describe(s.origin))"
        if controller.status != message { controller.say(message) }
    }

    /// Starts, changes or stops auto-scroll from where the pointer is.
    func updateAutoScroll() {
        guard let s = session, s.input == .mouse, let side = controller.paneSide(at: s.pointer),
              let zone = AutoScroll.zone(pointer: s.pointer, frame: controller[side].frame),
              controller[side].canScroll(up: zone.direction < 0, content: board[side]) else {
            controller.autoScroll = nil
            return
        }
        if let current = controller.autoScroll, current.side == side, current.direction == zone.direction,
           current.speed == zone.speed { return }
        controller.autoScroll = AutoScroll(side: side, direction: zone.direction, speed: zone.speed,
                                           now: controller.clock.now)
    }
}
