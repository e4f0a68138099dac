/// The board's own coordinator: it decides reorders, transfers and fly-backs over the movement's state
/// (``MovementState``), applies each move to the model once (through `TagMoves.perform` and the `CommitPath`), and
/// tells each pane what was removed or inserted. It holds nothing: everything it decides from is in the state.
///
/// Its verbs that move tags are in `BoardMoves.swift`, the one file where tags can be moved; here are the
/// lift, which moves nothing, and the sections' verbs (a section moves whole, as an edit, through `SectionMover`).
public struct BoardCoordinator: DragCoordinator {
    /// The board's coordinator (it holds nothing).
    public init() {}

    /// Lifts the tag (and, when it is marked, the bundle of marked tags) unless it is pinned, the deck is busy or a movement is under way, and says so in the status line.
    public func beginInteractiveMovement(at path: TagPath, pointer: Point, input: DragInput,
                                         in state: inout MovementState) -> (allowed: Bool, notes: StatusNotes) {
        guard state.session == nil, state.board.contains(path) else { return (false, []) }
        switch state.mode {
        case .browsing, .settling: break
        case .liftedByMouse, .liftedByKeyboard, .filtering, .help, .askingToQuit, .tooSmall, .movingSplit, .editing,
             .confirming, .movingSection:
            return (false, [])
        }
        let tag = state.board[path]
        if tag.isPinned {
            return (false, .problem("'\(state.options.name(of: tag.text))' is pinned and can't be \(input == .send ? "sent" : "moved")"))
        }
        state.flights[tag.text] = nil
        let frame = state.chipFrame(path)
        let lifted = BundleMover.gather(&state.top, &state.bottom, marks: state.marks, board: state.board,
                                        DragSession(tag: tag, origin: path, current: path, input: input, owner: path.pane,
                                                    grabOffset: pointer - frame.origin, pointer: pointer))
        state.session = lifted
        guard input != .send else { return (true, []) }
        state.focusedChip = path
        state.activeSide = path.pane
        let hint = input == .keyboard ? " · arrows move, Space drops, Esc cancels" : ""
        if lifted.riders.isEmpty {
            return (true, .info("Lifted '\(state.options.name(of: tag.text))' from \(Places.describe(state, path))\(hint)"))
        }
        return (true, .info("Lifted \(TitleText.grouped(lifted.chipCount)) tags: '\(state.options.name(of: tag.text))' and \(TitleText.grouped(lifted.riders.count)) more\(hint)"))
    }

    /// Lifts the section with its tags.
    public func beginSectionMovement(at path: SectionPath, input: DragInput,
                                     in state: inout MovementState) -> (allowed: Bool, notes: StatusNotes) {
        SectionMover.begin(&state.mode, &state.top, &state.bottom, board: state.board, options: state.options, path)
    }
    /// Moves the lifted section to `target`.
    public func updateSectionMovementTarget(_ target: SectionPath, in state: inout MovementState) -> StatusNotes { SectionMover.move(&state, to: target) }
    /// Puts the section down: one undo step.
    public func endSectionMovement(in state: inout MovementState) -> StatusNotes {
        SectionMover.end(&state.mode, history: &state.history, slots: &state.returnSlots, revision: &state.revision,
                         board: state.board, resting: state.restingMode)
    }
    /// Puts the section back.
    public func cancelSectionMovement(in state: inout MovementState) -> StatusNotes { SectionMover.cancel(&state) }
}
