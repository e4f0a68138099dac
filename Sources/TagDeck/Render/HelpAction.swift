/// The keys of the help overlay: opening it, scrolling it, closing it (`HelpOverlay/reduce(_:_:height:maximum:)`).
/// Each raw value is the name a config file rebinds.
public enum HelpAction: String, CaseIterable, Sendable {
    /// Help.
    case help
    /// In the help: scroll down a line.
    case helpDown = "help-down"
    /// In the help: scroll up a line.
    case helpUp = "help-up"
    /// In the help: scroll down a page.
    case helpPageDown = "help-page-down"
    /// In the help: scroll up a page.
    case helpPageUp = "help-page-up"
    /// In the help: close the help (any other key too).
    case closeHelp = "close-help"

    var traits: ActionTraits {
        switch self {
        case .help: ActionTraits(changesOnlyTheView: true)
        case .helpDown, .helpUp, .helpPageDown, .helpPageUp, .closeHelp:
            ActionTraits(changesOnlyTheView: true, contexts: [.help])
        }
    }
}
