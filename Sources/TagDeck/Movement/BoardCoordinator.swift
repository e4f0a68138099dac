/// The board's own coordinator: it decides reorders, transfers and fly-backs over the deck's state, applies each
/// move to the model once (through `perform` and the `CommitPath`), and tells each pane what was removed or
/// inserted. It holds nothing: everything it decides from is in the state.
public struct BoardCoordinator: DragCoordinator {
    /// The board's coordinator (it holds nothing).
    public init() {}

    /// Lifts the tag (and, when it is marked, the bundle of marked tags) unless it is pinned, the deck is busy or a movement is under way, and says so in the status line.
    public func beginInteractiveMovement(at path: TagPath, pointer: Point, input: DragInput, in state: inout DeckState) -> Bool {
        guard state.session == nil, state.board.contains(path) else { return false }
        switch state.mode {
        case .browsing, .settling: break
        case .liftedByMouse, .liftedByKeyboard, .filtering, .help, .askingToQuit, .tooSmall, .movingSplit, .editing,
             .confirming, .movingSection:
            return false
        }
        let tag = state.board[path]
        if tag.isPinned {
            state.complain("'\(state.options.name(of: tag.text))' is pinned and can't be \(input == .send ? "sent" : "moved")")
            return false
        }
        state.flights[tag.text] = nil
        let frame = state.chipFrame(path)
        let lifted = BundleMover.gather(&state, DragSession(tag: tag, origin: path, current: path, input: input, owner: path.pane,
                                         grabOffset: pointer - frame.origin, pointer: pointer))
        state.session = lifted
        if input != .send {
            state.focusedChip = path
            state.activeSide = path.pane
            let hint = input == .keyboard ? " · arrows move, Space drops, Esc cancels" : ""
            if lifted.riders.isEmpty {
                state.say("Lifted '\(state.options.name(of: tag.text))' from \(Places.describe(state, path))\(hint)")
            } else {
                state.say("Lifted \(TitleText.grouped(lifted.chipCount)) tags: '\(state.options.name(of: tag.text))' and \(TitleText.grouped(lifted.riders.count)) more\(hint)")
            }
        }
        return true
    }

    /// Opens the slot under the pointer (mouse), moves the tag to the slot (keyboard), or finds the slot again after a scroll; near a pane's edge, a mouse drag starts auto-scroll, which stops where the pane can scroll no further.
    public func updateInteractiveMovementTarget(_ target: MovementTarget, in state: inout DeckState) {
        guard let s = state.session else { return }
        switch target {
        case .pointer(let p):
            guard s.input == .mouse else { return }
            state.session?.pointer = p
            LiveReorder.updateSlot(&state, force: false)
            LiveReorder.updateAutoScroll(&state)
        case .slot(let dest):
            guard state.board.canApply(Move(from: s.current, to: dest)) else { return }
            LiveReorder.moveDragged(&state, to: dest, trigger: nil)
        case .scrolled:
            guard s.input == .mouse else { return }
            LiveReorder.updateSlot(&state, force: true)
            LiveReorder.updateAutoScroll(&state)
        }
    }

    /// Sends a bundle back to the slots its tags came from, in one step.
    public func sendBack(_ members: [TagPath], in state: inout DeckState) -> Bool { BundleMover.sendBack(&state, members) }
    /// Lifts the section with its tags.
    public func beginSectionMovement(at path: SectionPath, input: DragInput, in state: inout DeckState) -> Bool { SectionMover.begin(&state, path) }
    /// Moves the lifted section to `target`.
    public func updateSectionMovementTarget(_ target: SectionPath, in state: inout DeckState) { SectionMover.move(&state, to: target) }
    /// Puts the section down: one undo step.
    public func endSectionMovement(in state: inout DeckState) { SectionMover.end(&state) }
    /// Puts the section back.
    public func cancelSectionMovement(in state: inout DeckState) { SectionMover.cancel(&state) }

    /// Drops the tag in its slot (a flight when it changed panes), one undo step; a mouse drag released outside both panes is cancelled instead.
    public func endInteractiveMovement(in state: inout DeckState) {
        guard let s = state.session else { return }
        if s.input == .mouse && state.paneSide(at: s.pointer) == nil {
            cancelInteractiveMovement(in: &state)
            return
        }
        drop(&state)
    }

    /// The tag flies back from where it is shown to where it was lifted.
    public func cancelInteractiveMovement(in state: inout DeckState) {
        guard let s = state.session else { return }
        let from = s.input == .mouse ? s.floatingOrigin : state.chipFrame(s.current).origin
        state.session = nil
        state.autoScroll = nil
        state.top.pointer.reset()
        state.bottom.pointer.reset()
        state.perform(Move(from: s.current, to: s.origin))
        if s.isBundle { BundleMover.hideRiders(&state, []) }
        Flights.launch(&state, s.tag, from: from, to: s.origin, kind: .fly)
        state.focusedChip = s.origin
        state.activeSide = s.origin.pane
        state.revealChip(s.origin)
        if s.riders.isEmpty {
            state.say("Cancelled: '\(state.options.name(of: s.tag.text))' back to \(Places.describe(state, s.origin))")
        } else {
            state.say("Cancelled: \(TitleText.grouped(s.chipCount)) tags back where they were")
        }
    }

    /// Ends the state.session where the tag is now: one undo step, and the chip glides or flies into its slot.
    private func drop(_ state: inout DeckState) {
        guard let s = state.session else { return }
        state.session = nil
        state.autoScroll = nil
        // A send happens in one step while the mouse may hold a press elsewhere: that press stays.
        if s.input != .send {
            state.top.pointer.reset()
            state.bottom.pointer.reset()
        }
        if s.isBundle { return BundleMover.land(&state, s) }
        let move = Move(from: s.origin, to: s.current)
        CommitPath.commit(.new(.move(move), tags: [s.tag]), to: &state)
        let from = s.dropStart(slotOrigin: state.chipFrame(s.current).origin)
        Flights.launch(&state, s.tag, from: from, to: s.current, kind: s.current.pane == s.origin.pane ? .settle : .fly)
        state.focusedChip = s.current
        state.activeSide = s.current.pane
        state.say(s.dropMessage("'\(state.options.name(of: s.tag.text))'", at: Places.describe(state, s.current), stayed: move.isIdentity))
        Reparenting.askAfterDrop(&state, move, s.tag)
    }
}
