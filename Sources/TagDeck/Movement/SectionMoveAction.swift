/// The keys while a section is lifted with Space on its title (`SectionGestures/moveSection(_:_:)`). Each raw
/// value is the name a config file rebinds.
public enum SectionMoveAction: String, CaseIterable, Sendable {
    /// Move it one place up (on into the top pane).
    case up = "section-up"
    /// Move it one place down (on into the bottom pane).
    case down = "section-down"
    /// Carry it into the other pane.
    case across = "section-across"
    /// Put it down here.
    case drop = "drop-section"
    /// Cancel: it goes back.
    case cancel = "cancel-section-move"

    var traits: ActionTraits {
        switch self {
        case .up, .down, .across, .drop, .cancel: ActionTraits(contexts: [.movingSection])
        }
    }
}
