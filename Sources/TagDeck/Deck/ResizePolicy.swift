/// What a resize does to a drag in progress, decided in one place.
package enum ResizePolicy {
    /// The choice for one drag.
    package enum Decision: Equatable, Sendable {
        /// Nothing is in hand.
        case nothingToDo
        /// The drag goes on in the new layout, its tag in the same slot (keyboard carries).
        case keep
        /// The drag is cancelled: the chip goes back to where it was lifted.
        case cancel
    }

    /// The decision for a resize that finds the deck in `mode`, to a screen that is `tooSmall` or not.
    ///
    /// A keyboard carry survives a resize and keeps its slot: its slot does not depend on where anything is
    /// drawn. A mouse drag is cancelled: the terminal does not report where the pointer is until it moves, and
    /// the cell it was over now shows another slot. Below the minimum size every drag is cancelled, since
    /// nothing of the board is shown. A lifted section is like a keyboard carry: it keeps its place among the
    /// sections, and goes back below the minimum size (where the too-small message takes the mode).
    package static func decide(mode: DeckMode, tooSmall: Bool) -> Decision {
        switch mode {
        case .liftedByKeyboard, .movingSection: tooSmall ? .cancel : .keep
        case .liftedByMouse: .cancel
        case .browsing, .settling, .filtering, .help, .askingToQuit, .tooSmall, .movingSplit, .editing, .confirming:
            .nothingToDo
        }
    }
}
