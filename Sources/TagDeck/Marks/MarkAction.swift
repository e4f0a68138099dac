/// The keys of the marks (`ChipMarker/reduce(_:_:focused:movingOn:in:)`). Each raw value is the name a config file
/// rebinds.
public enum MarkAction: String, CaseIterable, Sendable {
    /// Mark or unmark the focused chip and go on (3m marks three).
    case toggleMark = "mark"
    /// Mark every chip shown (all the filter shows).
    case markShown = "mark-shown"
    /// Clear every mark.
    case clearMarks = "clear-marks"

    var traits: ActionTraits {
        switch self {
        case .toggleMark: ActionTraits(repeatsWithCount: true, changesOnlyTheView: true, needsChip: true)
        case .markShown: ActionTraits(changesOnlyTheView: true, heavy: .markShown)
        case .clearMarks: ActionTraits(changesOnlyTheView: true)
        }
    }
}
