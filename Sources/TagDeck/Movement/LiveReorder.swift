/// The model follows the pointer during a mouse drag: the dragged tag moves to the slot under the pointer as it
/// goes (no flicker on wrapped rows), and the pane auto-scrolls near its edges. This says which slot, and keeps the
/// session's record of the moves; the coordinator makes each move (`BoardMoves.swift`), one per slot change.
enum LiveReorder {
    /// Where the tag in hand should be, as the pointer stands.
    enum Slot: Equatable {
        /// Where it is: nothing moves.
        case kept
        /// Outside both panes, where a release cancels: back at its origin.
        case outside
        /// At `slot` (an index counted after its removal); `trigger`: the tag under the pointer that asked for it.
        case move(TagPath, trigger: String?)
    }

    /// The slot under the pointer of a mouse drag.
    ///
    /// No flicker: resting on the cell of the last reorder, or wiggling over the chip that caused it or the chip
    /// the pointer is over once the chips have moved, changes nothing; and within a pane the tag only moves the
    /// way the pointer is heading. `force` skips those checks (after an auto-scroll moved the content under a
    /// still pointer).
    static func slot(_ state: MovementState, force: Bool) -> Slot {
        guard let s = state.session, s.input == .mouse else { return .kept }
        guard let side = state.paneSide(at: s.pointer) else { return .outside }
        if !force && s.lastReorderPointer == s.pointer { return .kept }
        let content = state.board[side]
        var trigger: String?
        let hit = state[side].hit(s.pointer, content: content)
        if case .chip(let path, _) = hit {
            if path == s.current { return .kept }
            let text = content.sections[path.section].tags[path.item].text
            if !force && (text == s.lastTrigger || text == s.landedOn) { return .kept }
            trigger = text
        }
        let insertion = state[side].insertion(for: hit, content: content)
        let dest = s.destination(forInsertion: insertion)
        if !force, let previous = s.previousPointer, side == s.current.pane,
           state.paneSide(at: previous) == side {
            // On wrapped rows a reorder reflows the chips, so the slot under the pointer may lie behind the way
            // it is heading (the chip it just passed slid back under it). Following that slot would move the
            // tag back and forth across the same chip: only moves the way the pointer heads are taken.
            let heading = (s.pointer.y, s.pointer.x) < (previous.y, previous.x) ? -1
                : (s.pointer.y, s.pointer.x) > (previous.y, previous.x) ? 1 : 0
            if (heading < 0 && dest > s.current) || (heading > 0 && dest < s.current) { return .kept }
        }
        return .move(dest, trigger: trigger)
    }

    /// The coordinator moved the tag of session `s` to `dest` on `board`, as `trigger` asked: the session notes
    /// it, the focus follows (the keyboard's view too: `top` and `bottom` scroll), and the status line says where.
    /// The parent puts the session back in its mode.
    /// - Returns: what the status line says of it (nothing for a send).
    static func moved(_ s: inout DragSession, _ focus: inout FocusState, _ top: inout Pane, _ bottom: inout Pane,
                      board: Board, options: DeckOptions, to dest: TagPath, trigger: String?) -> StatusNotes {
        s.current = dest
        s.lastTrigger = trigger
        s.lastReorderPointer = s.pointer
        s.landedOn = nil
        if s.input == .mouse, let side: PaneSide = top.frame.contains(s.pointer) ? .top : bottom.frame.contains(s.pointer) ? .bottom : nil,
           case .chip(let path, _) = (side == .top ? top : bottom).hit(s.pointer, content: board[side]), path != dest {
            s.landedOn = board[path].text
        }
        guard s.input != .send else { return [] }
        focus.focusChip(dest, folded: Pane.isFolded(dest, top, bottom, on: board))
        focus.activeSide = dest.pane
        if s.input == .keyboard { Pane.reveal(dest, &top, &bottom, on: board) }
        let what = s.riders.isEmpty ? "'\(options.name(of: s.tag.text))'" : "\(TitleText.grouped(s.chipCount)) tags ('\(options.name(of: s.tag.text))' and \(TitleText.grouped(s.riders.count)) more)"
        return .info("Dragging \(what) to \(Places.describe(board, dest))")
    }

    /// The pointer of session `s` is outside both panes, where a release cancels, and the coordinator put the tag
    /// back at its origin: the screen shows that cancel (the tag back in its slot, the counts as they were), so
    /// that the preview never promises a drop that will not happen.
    /// It changes the session `s` (which the parent puts back in its mode) and the focus, reading the panes `top`
    /// and `bottom` (whether the origin is folded away) and `board`.
    /// - Returns: what the status line says of it, unless it says so already.
    static func showCancel(_ s: inout DragSession, _ focus: inout FocusState, _ top: Pane, _ bottom: Pane, board: Board,
                           options: DeckOptions, because refusal: String? = nil) -> StatusNotes {
        if s.current != s.origin {
            s.current = s.origin
            s.lastTrigger = nil
            s.lastReorderPointer = nil
            s.landedOn = nil
            focus.focusChip(s.origin, folded: Pane.isFolded(s.origin, top, bottom, on: board))
            focus.activeSide = s.origin.pane
        }
        let what = s.riders.isEmpty ? "'\(options.name(of: s.tag.text))' goes" : "\(TitleText.grouped(s.chipCount)) tags go"
        let message = (refusal.map { $0 + " · " } ?? "") + "Release here cancels: \(what) back to \(Places.describe(board, s.origin))"
        return .infoUnlessShown(message)
    }

    /// The auto-scroll from where the pointer is: started, changed, kept (the one in force, when it is the same),
    /// or stopped (nil); the parent sets it (`MovementState.autoScroll`).
    static func autoScroll(_ state: MovementState) -> AutoScroll? {
        guard let s = state.session, s.input == .mouse, let side = state.paneSide(at: s.pointer),
              let zone = AutoScroll.zone(pointer: s.pointer, frame: state[side].frame),
              state[side].canScroll(up: zone.direction < 0, content: state.board[side]) else {
            return nil
        }
        if let current = state.autoScroll, current.side == side, current.direction == zone.direction,
           current.speed == zone.speed { return current }
        return AutoScroll(side: side, direction: zone.direction, speed: zone.speed, now: state.clock.now)
    }
}
