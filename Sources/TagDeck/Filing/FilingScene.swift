/// What the filing (``BoardFiling``, `FolderReading`) reads of the deck, read-only: the board a reload merges
/// against, the revision saves are counted by, and whether anything in hand makes a reload wait.
struct FilingScene {
    /// The board shown: what a reload is asked to merge with.
    let board: Board
    /// The committed changes' count (``DeckState/revision``).
    let revision: Int
    /// Whether a chip is in hand (a merged board is not shown, a reload waits, until it is let go).
    let holding: Bool
    /// Whether a section is being moved (a reload waits until it is let go).
    let movingSection: Bool

    /// What the filing reads of `state`.
    init(_ state: DeckState) {
        (board, revision) = (state.board, state.revision)
        holding = state.session != nil
        movingSection = state.mode.isMovingSection
    }
}
