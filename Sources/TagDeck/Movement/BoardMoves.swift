/// Every change of the tags' places on the board happens in this file and nowhere else: `TagMoves.perform`, which
/// applies a move to the model and keeps every held position on its tag, is private to it, so no other file can
/// call it.
///
/// The board's coordinator (``BoardCoordinator``) makes its moves here: a drag's or a carry's live reorder, the way
/// back when the pointer leaves both panes or the movement is cancelled, a bundle's landing and its way back, and
/// a drop taken back (the vocabulary board's re-parenting). Undo and redo, which replay the history and do not go
/// through the coordinator, replay it here. Any other code moves a tag by asking the coordinator in hand
/// (``DeckState/coordinator``), which a test can route through a recording double.
extension BoardCoordinator {
    /// Opens the slot under the pointer (mouse), moves the tag to the slot (keyboard), or finds the slot again after a scroll; near a pane's edge, a mouse drag starts auto-scroll, which stops where the pane can scroll no further.
    public func updateInteractiveMovementTarget(_ target: MovementTarget, in state: inout MovementState) -> StatusNotes {
        guard let held = state.session else { return [] }
        let slot: LiveReorder.Slot
        switch target {
        case .pointer(let p):
            guard held.input == .mouse else { return [] }
            state.session?.pointer = p
            slot = LiveReorder.slot(state, force: false)
        case .slot(let dest):
            guard state.board.canApply(Move(from: held.current, to: dest)) else { return [] }
            slot = .move(dest, trigger: nil)
        case .scrolled:
            guard held.input == .mouse else { return [] }
            slot = LiveReorder.slot(state, force: true)
        }
        guard var s = state.session else { return [] }
        var notes: StatusNotes = []
        switch slot {
        case .kept:
            break
        case .outside:
            // A release here cancels: the screen shows that cancel already.
            if s.current != s.origin { TagMoves.perform(Move(from: s.current, to: s.origin), on: &state) }
            notes = LiveReorder.showCancel(&s, &state.keyboard, state.top, state.bottom, board: state.board, options: state.options)
            state.session = s
        case .move(let dest, _) where held.input == .mouse
                && state.options.selection?.refusal(s.tag.text, from: s.origin, to: dest) != nil:
            // A slot where a drop is refused: shown as outside the panes, the chip back home.
            if s.current != s.origin { TagMoves.perform(Move(from: s.current, to: s.origin), on: &state) }
            notes = LiveReorder.showCancel(&s, &state.keyboard, state.top, state.bottom, board: state.board, options: state.options,
                                           because: state.options.selection?.refusal(s.tag.text, from: s.origin, to: dest))
            state.session = s
        case .move(let dest, let trigger):
            guard dest != s.current else { break }
            TagMoves.perform(Move(from: s.current, to: dest), on: &state)
            notes = LiveReorder.moved(&s, &state.keyboard, &state.top, &state.bottom, board: state.board, options: state.options,
                                      to: dest, trigger: trigger)
            state.session = s
        }
        if case .slot = target { return notes }
        state.autoScroll = LiveReorder.autoScroll(state)
        return notes
    }

    /// Drops the tag in its slot (a flight when it changed panes), one undo step; a mouse drag released outside both panes is cancelled instead.
    public func endInteractiveMovement(in state: inout MovementState) -> StatusNotes {
        guard let s = state.session else { return [] }
        if s.input == .mouse && state.paneSide(at: s.pointer) == nil {
            return cancelInteractiveMovement(in: &state)
        }
        if let refused = state.options.selection?.refusal(s.tag.text, from: s.origin, to: s.current) {
            return cancelInteractiveMovement(in: &state) + .problem(refused)
        }
        // The session ends where the tag is now: one undo step, and the chip glides or flies into its slot.
        state.session = nil
        state.autoScroll = nil
        // A send happens in one step while the mouse may hold a press elsewhere: that press stays.
        if s.input != .send {
            state.top.pointer.reset()
            state.bottom.pointer.reset()
        }
        if s.isBundle {
            // The riders shown again, the marks cleared (first, so that the move does not carry them along).
            BundleMover.hideRiders(&state.top, &state.bottom, state.board, [])
            let landing = BundleMover.landing(state.board, s)
            state.marks.removeAll()
            state.environment.reportProgress?(0.2)
            TagMoves.perform(landing.move, tags: landing.tags, on: &state)
            return BundleMover.landed(&state, s, landing)
        }
        let move = Move(from: s.origin, to: s.current)
        CommitPath.commit(.new(.move(move), tags: [s.tag]),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        let from = s.dropStart(slotOrigin: state.chipFrame(s.current).origin)
        Flights.launch(&state.flights, &state.mode, s.tag, from: from, to: s.current,
                       kind: s.current.pane == s.origin.pane ? .settle : .fly, options: state.options, now: state.clock.now)
        state.focusedChip = s.current
        state.activeSide = s.current.pane
        let dropped = StatusNote.info(s.dropMessage("'\(state.options.name(of: s.tag.text))'", at: Places.describe(state, s.current),
                                                      stayed: move.isIdentity))
        guard let question = Reparenting.question(after: move, s.tag, state.board, usage: state.options.tagUsage) else { return [dropped] }
        return [dropped] + Asking.ask(question, &state.mode, &state.top, &state.bottom, board: state.board, usage: state.options.tagUsage)
    }

    /// The tag flies back from where it is shown to where it was lifted.
    public func cancelInteractiveMovement(in state: inout MovementState) -> StatusNotes {
        guard let s = state.session else { return [] }
        let from = s.input == .mouse ? s.floatingOrigin : state.chipFrame(s.current).origin
        state.session = nil
        state.autoScroll = nil
        state.top.pointer.reset()
        state.bottom.pointer.reset()
        TagMoves.perform(Move(from: s.current, to: s.origin), on: &state)
        if s.isBundle { BundleMover.hideRiders(&state.top, &state.bottom, state.board, []) }
        Flights.launch(&state.flights, &state.mode, s.tag, from: from, to: s.origin, kind: .fly,
                       options: state.options, now: state.clock.now)
        state.focusedChip = s.origin
        state.activeSide = s.origin.pane
        state.revealChip(s.origin)
        if s.riders.isEmpty {
            return .info("Cancelled: '\(state.options.name(of: s.tag.text))' back to \(Places.describe(state, s.origin))")
        }
        return .info("Cancelled: \(TitleText.grouped(s.chipCount)) tags back where they were")
    }

    /// Sends a bundle back to the slots its tags came from, in one step.
    public func sendBack(_ members: [TagPath], in state: inout MovementState) -> (done: Bool, notes: StatusNotes) {
        guard let way = BundleMover.wayBack(&state, members) else { return (false, []) }
        TagMoves.perform(way.move, tags: way.tags, on: &state)
        return (true, BundleMover.sentBack(&state, way))
    }
}

extension DragCoordinator {
    /// The board's way: the tag goes back from `drop.to` to `drop.from` at once, and every position held on the
    /// board stays on its tag. The history is the caller's.
    public func takeBack(_ drop: Move, in state: inout MovementState) {
        TagMoves.perform(drop.inverse, on: &state)
    }
}

extension ChipSender {
    /// Undoes the last committed move.
    /// - Returns: what the status line says of it.
    package static func undo(_ state: inout MovementState) -> StatusNotes {
        replay(&state, { $0.popUndo() }, verb: undoVerb, nothing: "Nothing to undo")
    }

    /// Redoes the last undone move.
    /// - Returns: what the status line says of it.
    package static func redo(_ state: inout MovementState) -> StatusNotes {
        replay(&state, { $0.popRedo() }, verb: redoVerb, nothing: "Nothing to redo")
    }

    /// Replays the change `pop` takes from the history, or says there is `nothing`.
    private static func replay(_ state: inout MovementState, _ pop: (inout UndoHistory) -> BoardChange?, verb: String,
                               nothing: String) -> StatusNotes {
        guard state.session == nil else { return [] }
        switch pop(&state.history) {
        case nil: return .info(nothing)
        case .move(let move)?: return [replay(&state, move, verb: verb)]
        case .bundle(let move)?: return [replay(&state, move, verb: verb)]
        case .edit(let edit)?: return TagEditor.replay(&state, edit, verb: verb)
        case .merge(let edits, let from, let into)?: return VocabularyEditor.replay(&state, edits, from: from, into: into, verb: verb)
        }
    }

    /// Replays one move.
    /// - Returns: what the status line says of it.
    private static func replay(_ state: inout MovementState, _ move: Move, verb: String) -> StatusNote {
        let tag = state.board[move.from]
        let from = Flights.landingPoint(state, move.from)
        TagMoves.perform(move, on: &state)
        CommitPath.commit(.replayed(.move(move), tags: [tag]),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        state.revealChip(move.to)
        Flights.launch(&state.flights, &state.mode, tag, from: from, to: move.to,
                       kind: move.from.pane == move.to.pane ? .settle : .fly, options: state.options, now: state.clock.now)
        state.focusedChip = move.to
        state.activeSide = move.to.pane
        return .info("\(verb): '\(state.options.name(of: tag.text))' to \(Places.describe(state, move.to))")
    }

    /// Replays one bundle move: every chip of it to its slot, one undo step.
    /// - Returns: what the status line says of it.
    private static func replay(_ state: inout MovementState, _ move: BundleMove, verb: String) -> StatusNote {
        let tags = move.from.map { state.board[$0] }
        let from = move.from.prefix(BundleMover.staggeredFlights).map { Flights.landingPoint(state, $0) }
        // A replayed move forgets its tags' return slots: first, so that the move does not carry them along.
        state.returnSlots.forget(tags, replayed: .bundle(move))
        TagMoves.perform(move, tags: tags, on: &state)
        CommitPath.commit(.replayed(.bundle(move), tags: tags),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        let first = move.to.min() ?? move.to[0]
        state.revealChip(first)
        BundleMover.launch(&state.flights, &state.mode, tags, from: from, to: move.to, kind: .fly,
                           options: state.options, now: state.clock.now)
        state.focusedChip = first
        state.activeSide = first.pane
        let run = move.to.sorted()
        let consecutive = run.indices.allSatisfy {
            $0 == 0 || (run[$0].pane == run[0].pane && run[$0].section == run[0].section
                        && run[$0].item == run[$0 - 1].item + 1)
        }
        return .info(consecutive ? "\(verb): \(TitleText.grouped(tags.count)) tags to \(BundleMover.describeRun(state, run))"
            : "\(verb): \(TitleText.grouped(tags.count)) tags back where they were")
    }
}

/// The one way tags change places on the board: only this file can call it.
private enum TagMoves {
    /// Applies a move to the model of `state`, tells the panes, and keeps every tracked path pointing at the same tag.
    static func perform(_ move: Move, on state: inout MovementState) {
        guard !move.isIdentity else { return }
        #if DEBUG
        state.environment.boardMoveWatch?()
        #endif
        let exact = state.changes.checked == state.boardSerial
        defer { state.keptPositions(exact: exact) }
        let tag = state.board[move.from]
        state.filtering.moved([(tag, move.from.pane, move.to.pane)], board: state.board)
        if move.from.pane != move.to.pane { state.marks.moved(tag.text, to: move.to.pane) }
        state.board.apply(move)
        if move.from.pane == move.to.pane && move.from.section == move.to.section {
            state[move.from.pane].didReorder(section: move.from.section, from: move.from.item, to: move.to.item)
        } else {
            state[move.from.pane].didRemove(at: move.from)
            state[move.to.pane].didInsert(at: move.to)
        }
        if let f = state.focusedChip { state.focusedChip = move.relocate(f) }
        for (text, flight) in state.flights {
            state.flights[text]?.target = move.relocate(flight.target)
        }
        state.returnSlots.relocateAll { $0 == move.from ? $0 : move.relocate($0) }
        state.top.pointer.relocate(move.relocate)
        state.bottom.pointer.relocate(move.relocate)
        for side in PaneSide.allCases { state[side].clampScroll(state.board[side]) }
    }

    /// Applies a bundle move to the model of `state`, tells the panes, and keeps every tracked path on the same
    /// tag. `known`: the tags at `move.from`, in its order, when the caller has read them already.
    static func perform(_ move: BundleMove, tags known: [Tag]? = nil, on state: inout MovementState) {
        guard !move.isIdentity else { return }
        #if DEBUG
        state.environment.boardMoveWatch?()
        #endif
        let exact = state.changes.checked == state.boardSerial
        defer { state.keptPositions(exact: exact) }
        let tags = known ?? move.from.map { state.board[$0] }
        state.filtering.moved(tags.indices.map { (tags[$0], move.from[$0].pane, move.to[$0].pane) }, board: state.board)
        if !state.marks.isEmpty { for (k, tag) in tags.enumerated() { state.marks.moved(tag.text, to: move.to[k].pane) } }
        state.environment.reportProgress?(0.4)
        state.board.apply(move, tags: tags)
        BundleMover.follow(&state, move, tags: tags)
    }
}

#if DEBUG
/// Who watches the tags' places change on a deck's board: a test that looks at how a change came about, such as the
/// calls a mouse drag takes to reach the board. Debug builds only.
package enum BoardMoveWatch {
    /// Calls `watch` at every change of the tags' places on the board of `deck`, as it happens (before the model
    /// changes), on the thread that changes it.
    package static func watch(_ deck: Deck, _ watch: @escaping @Sendable () -> Void) {
        deck.state.environment.boardMoveWatch = watch
    }
}
#endif
