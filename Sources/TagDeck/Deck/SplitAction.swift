/// The keys of the split between the panes (`PaneArranger/reduce(_:_:width:height:)`). Each raw value is the
/// name a config file rebinds.
public enum SplitAction: String, CaseIterable, Sendable {
    /// Give the top pane one more row (3+: three).
    case growTopPane = "grow-top-pane"
    /// Give the top pane one row fewer.
    case shrinkTopPane = "shrink-top-pane"
    /// Size the panes by their content again.
    case resetSplit = "reset-split"
    /// While dragging the line between the panes: cancel: the line goes back.
    case cancelSplitMove = "cancel-split-move"

    var traits: ActionTraits {
        switch self {
        case .growTopPane, .shrinkTopPane: ActionTraits(repeatsWithCount: true, changesOnlyTheView: true)
        case .resetSplit: ActionTraits(changesOnlyTheView: true)
        case .cancelSplitMove: ActionTraits(contexts: [.movingSplit])
        }
    }
}
