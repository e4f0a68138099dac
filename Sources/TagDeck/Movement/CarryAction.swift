/// The keys of the keyboard's carry: lifting the focused chip (or the section whose title holds the focus) and
/// moving it slot by slot (`KeyboardCarry/reduce(_:_:)`). Each raw value is the name a config file rebinds.
public enum CarryAction: String, CaseIterable, Sendable {
    /// Lift the focused chip (marked: the bundle; a title: its section).
    case lift
    /// While a chip is lifted with Space: move it one slot back.
    case carryPrevious = "carry-previous"
    /// While a chip is lifted with Space: move it one slot on.
    case carryNext = "carry-next"
    /// While a chip is lifted with Space: move it a row up.
    case carryUp = "carry-up"
    /// While a chip is lifted with Space: move it a row down.
    case carryDown = "carry-down"
    /// While a chip is lifted with Space: carry it into the other pane (and back).
    case carryAcross = "carry-across"
    /// While a chip is lifted with Space: to the start of the pane.
    case carryToStart = "carry-to-start"
    /// While a chip is lifted with Space: to the end of the pane.
    case carryToEnd = "carry-to-end"
    /// While a chip is lifted: to the start of the next section.
    case carryToNextSection = "carry-to-next-section"
    /// While a chip is lifted with Space: to the start of the previous section.
    case carryToPreviousSection = "carry-to-previous-section"
    /// While a chip is lifted with Space: drop it here.
    case drop
    /// While a chip is lifted: cancel: it goes back where it was.
    case cancelDrag = "cancel-drag"

    var traits: ActionTraits {
        switch self {
        // A title holding the focus lifts its section: the reducer refuses a pane title itself.
        case .lift: ActionTraits(heavy: .lift)
        case .carryPrevious, .carryNext, .carryUp, .carryDown, .carryToNextSection, .carryToPreviousSection:
            ActionTraits(repeatsWithCount: true, contexts: [.carrying])
        case .carryAcross, .carryToStart, .carryToEnd: ActionTraits(contexts: [.carrying])
        case .drop: ActionTraits(heavy: .drop, contexts: [.carrying])
        case .cancelDrag: ActionTraits(contexts: [.carrying, .liftedByMouse])
        }
    }
}
