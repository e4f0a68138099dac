/// The keys that fold sections (`SectionFolder/reduce(_:_:)`). Each raw value is the name a config file rebinds.
public enum FoldAction: String, CaseIterable, Sendable {
    /// Fold or unfold the focused section (focus on its title).
    case fold
    /// Fold every section, or unfold them all.
    case foldAll = "fold-all"

    var traits: ActionTraits {
        switch self {
        case .fold, .foldAll: ActionTraits(changesOnlyTheView: true)
        }
    }
}
