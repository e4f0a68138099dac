/// The keys of the session itself: saving, redrawing, quitting and the quit prompt's answers, and Esc's "back"
/// (``Deck``'s own reducer, `Deck+Actions`). Each raw value is the name a config file rebinds.
public enum SessionAction: String, CaseIterable, Sendable {
    /// Save now (with --no-autosave).
    case save
    /// Redraw the whole screen.
    case redraw
    /// Quit, asking if unsaved (picker: accept).
    case quit
    /// Clear the filter, else the marks; picker: cancel.
    case back
    /// At the quit prompt: save and quit.
    case saveAndQuit = "save-and-quit"
    /// At the quit prompt: discard the changes and quit.
    case discardAndQuit = "discard-and-quit"
    /// At the quit prompt: back to the board.
    case keepEditing = "keep-editing"

    var traits: ActionTraits {
        switch self {
        case .save: ActionTraits()
        case .redraw, .back: ActionTraits(changesOnlyTheView: true)
        case .quit: ActionTraits(contexts: [.browsing, .carrying, .tooSmall, .liftedByMouse, .movingSplit, .movingSection])
        case .saveAndQuit, .discardAndQuit, .keepEditing: ActionTraits(contexts: [.askingToQuit])
        }
    }
}
