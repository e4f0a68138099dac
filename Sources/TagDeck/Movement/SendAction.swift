/// The keys that send tags across and take committed changes back (`ChipSender/reduce(_:_:)`). Each raw value
/// is the name a config file rebinds.
public enum SendAction: String, CaseIterable, Sendable {
    /// Send the focused chip to the other pane (and back); a marked one: the bundle.
    case send
    /// Undo (a drop or a send is one step).
    case undo
    /// Redo.
    case redo

    var traits: ActionTraits {
        switch self {
        case .send: ActionTraits(heavy: .send, needsChip: true)
        case .undo: ActionTraits(heavy: .undo)
        case .redo: ActionTraits(heavy: .redo)
        }
    }
}
