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
        return FocusOutcome(notes: .info(Places.focusLine(scene.board, scene.options, path)))
    }

    // MARK: The parent's side

    /// The first or last shown chip of a pane of `state` in reading order.
    static func firstChip(_ state: DeckState, _ side: PaneSide, last: Bool) -> TagPath? { firstChip(FocusScene(state), side, last: last) }
}
