/// The focus on a chip clicked, and the parent's side of the focus: what features over the whole state call.
extension FocusNavigator {
    /// A press and release on the chip at `path` (which is on the board) before it lifted: it takes the focus,
    /// unrevealed (it is under the pointer).
    /// - Returns: its focus line.
    static func click(_ focus: inout FocusState, _ scene: FocusScene, at path: TagPath) -> FocusOutcome {
        focus.focusedTitle = nil
        focusChip(&focus, scene, path)
        focus.activeSide = path.pane
        focus.goalColumn = nil
        return FocusOutcome(notes: [.info(Places.focusLine(scene.board, scene.options, path))])
    }

    // MARK: The parent's side

    /// The first or last shown chip of a pane of `state` in reading order.
    static func firstChip(_ state: DeckState, _ side: PaneSide, last: Bool) -> TagPath? { firstChip(FocusScene(state), side, last: last) }

    /// A press and release on a chip before it lifted; `count` is 2 for a double click (a send).
    /// - Returns: what the status line says of it.
    static func clicked(_ state: inout DeckState, at path: TagPath, count: Int) -> [StatusNote] {
        guard state.board.contains(path) else { return [] }
        let focused = state.moveFocus { click(&$0, $1, at: path) }
        return count >= 2 ? ChipSender.send(&state, path) : focused
    }
}
