/// The keys of the preview area (`--preview`): show or hide it, scroll it (`PreviewFollow/reduce(_:_:options:)`). Each
/// raw value is the name a config file rebinds.
public enum PreviewAction: String, CaseIterable, Sendable {
    /// Show or hide the preview.
    case togglePreview = "toggle-preview"
    /// Scroll the preview down a line.
    case previewDown = "preview-down"
    /// Scroll the preview up a line.
    case previewUp = "preview-up"
    /// Scroll the preview down a page.
    case previewPageDown = "preview-page-down"
    /// Scroll the preview up a page.
    case previewPageUp = "preview-page-up"

    var traits: ActionTraits {
        switch self {
        case .togglePreview: ActionTraits(changesOnlyTheView: true)
        case .previewDown, .previewUp, .previewPageDown, .previewPageUp:
            ActionTraits(repeatsWithCount: true, changesOnlyTheView: true)
        }
    }
}
