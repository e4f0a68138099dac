/// The keys of the focus and of the keyboard's count: where the focus goes (`FocusNavigator/reduce(_:_:)`).
/// Each case's raw value is the name a config file rebinds.
public enum FocusAction: String, CaseIterable, Sendable {
    /// Focus the chip before.
    case focusPrevious = "focus-previous"
    /// Focus the chip after.
    case focusNext = "focus-next"
    /// Focus the chip above, or in the other pane.
    case focusUp = "focus-up"
    /// Focus the chip below, or in the other pane.
    case focusDown = "focus-down"
    /// First chip of the pane.
    case focusFirst = "focus-first"
    /// Last chip of the pane.
    case focusLast = "focus-last"
    /// A page up.
    case pageUp = "page-up"
    /// A page down.
    case pageDown = "page-down"
    /// Switch pane.
    case switchPane = "switch-pane"
    /// First chip of the next section (on into the other pane).
    case nextSection = "next-section"
    /// First chip of the previous section (back into the other pane).
    case previousSection = "previous-section"
    /// A digit of a count that repeats the next move (the deck keeps it; nothing moves).
    case count

    var traits: ActionTraits {
        switch self {
        case .focusPrevious, .focusNext, .focusUp, .focusDown, .nextSection, .previousSection, .pageUp, .pageDown:
            ActionTraits(repeatsWithCount: true, changesOnlyTheView: true)
        case .focusFirst, .focusLast, .switchPane: ActionTraits(changesOnlyTheView: true)
        case .count: ActionTraits(changesOnlyTheView: true, contexts: [.browsing, .carrying])
        }
    }
}
