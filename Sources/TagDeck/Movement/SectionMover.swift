/// A lifted section's moves on the board: the coordinator's section verbs (begin, move, end, cancel) call these,
/// and nothing else does. The other sections make room as it passes; the whole move is one undo step and one save,
/// at the drop. What the keyboard and the mouse ask of a section goes to the coordinator first (`SectionGestures`).
package enum SectionMover {
    /// Lifts the section at `path` of `board`: the section in hand is the mode's own state, and a press still held
    /// on a chip of `top` or `bottom` is forgotten; false in the picker (`options`), whose sections stay where they
    /// are.
    /// - Returns: whether it was lifted, and what the status line says of it.
    static func begin(_ mode: inout DeckMode, _ top: inout Pane, _ bottom: inout Pane, board: Board,
                      options: DeckOptions, _ path: SectionPath) -> (allowed: Bool, notes: StatusNotes) {
        guard options.mode == .editor else {
            return (false, .problem("The picker's sections stay where they are"))
        }
        guard mode.session == nil, !mode.isMovingSection, board.contains(path) else {
            return (false, [])
        }
        if let refusal = SectionEditor.refusesMadeSections(options, path.pane), options.selection != nil {
            return (false, [refusal])
        }
        TagEditor.forgetPendingPresses(&top, &bottom)
        mode = .movingSection(origin: path, current: path)
        return (true, .info("Lifted section '\(board[path.pane].sections[path.section].title)': Up/Down move it, Tab carries it across, Space puts it down"))
    }

    /// The lifted section to `target`; the other sections make room.
    /// - Returns: what the status line says of it.
    static func move(_ state: inout MovementState, to target: SectionPath) -> StatusNotes {
        guard case .movingSection(let origin, let current) = state.mode, target != current else { return [] }
        let move = BoardEdit.moveSection(from: current, to: target)
        guard state.board.canApply(move) else {
            return .problem("A pane keeps at least one section")
        }
        EditApplication.apply(move, to: &state)
        state.mode = .movingSection(origin: origin, current: target)
        return .info("Section '\(title(state, target))' to \(place(state, target))")
    }

    /// Puts the lifted section down (`mode` to `resting`): one undo step and one save, committed over the history,
    /// the return slots and the revision (``CommitPath``); the section already stands where it goes on `board`.
    /// - Returns: what the status line says of it.
    static func end(_ mode: inout DeckMode, history: inout UndoHistory, slots: inout ReturnSlots, revision: inout Int,
                    board: Board, resting: DeckMode) -> StatusNotes {
        guard case .movingSection(let origin, let current) = mode else { return [] }
        mode = resting
        let title = board[current.pane].sections[current.section].title
        guard origin != current else { return .info("Section '\(title)' stays where it was") }
        CommitPath.commit(.new(.edit(.moveSection(from: origin, to: current)), tags: []),
                          history: &history, slots: &slots, revision: &revision)
        return .info("Moved section '\(title)' to \(Places.paneName(board, current.pane)), \(current.section + 1) of \(board[current.pane].sections.count)")
    }

    /// Puts the lifted section back where it was.
    /// - Returns: what the status line says of it.
    static func cancel(_ state: inout MovementState) -> StatusNotes {
        guard case .movingSection(let origin, let current) = state.mode else { return [] }
        state.mode = state.restingMode
        if origin != current { EditApplication.apply(.moveSection(from: current, to: origin), to: &state) }
        return .info("Section '\(title(state, origin))' is back where it was")
    }

    private static func title(_ state: MovementState, _ path: SectionPath) -> String { state.board[path.pane].sections[path.section].title }

    /// `Bottom, 2 of 3`.
    private static func place(_ state: MovementState, _ path: SectionPath) -> String {
        "\(Places.paneName(state, path.pane)), \(path.section + 1) of \(state.board[path.pane].sections.count)"
    }
}
