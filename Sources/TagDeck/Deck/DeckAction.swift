/// Everything a key can do: the actions of each feature, composed as a parent composes its children's (each
/// feature's enum is the one list of its actions, its traits beside them). The ``KeyMap`` binds keys to these;
/// the ``Deck`` hands each to its feature's reducer. A config file names an action by its `rawValue`
/// (`focus-next`, `pin`), the raw value of the feature's case (`rawValue`).
public enum DeckAction: Hashable, Sendable {
    /// Moving the focus, and the keyboard's count.
    case focus(FocusAction)
    /// Marking chips.
    case marks(MarkAction)
    /// Sending tags across, undo and redo.
    case sending(SendAction)
    /// Lifting the focused chip and carrying it with the keyboard.
    case carrying(CarryAction)
    /// Moving a section lifted on its title.
    case movingSection(SectionMoveAction)
    /// Folding sections.
    case folding(FoldAction)
    /// Editing tags, the line editor, answering a question.
    case editing(EditAction)
    /// The filter line.
    case filter(FilterAction)
    /// The preview area.
    case preview(PreviewAction)
    /// The split between the panes.
    case split(SplitAction)
    /// The help overlay.
    case help(HelpAction)
    /// Saving, redrawing, quitting, Esc.
    case session(SessionAction)
}

extension DeckAction {
    /// Every action, feature by feature.
    package static let allCases: [DeckAction] =
        FocusAction.allCases.map(focus) + MarkAction.allCases.map(marks) + SendAction.allCases.map(sending)
        + CarryAction.allCases.map(carrying) + SectionMoveAction.allCases.map(movingSection)
        + FoldAction.allCases.map(folding) + EditAction.allCases.map(editing) + FilterAction.allCases.map(filter)
        + PreviewAction.allCases.map(preview) + SplitAction.allCases.map(split) + HelpAction.allCases.map(help)
        + SessionAction.allCases.map(session)

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The action a config file names `rawValue` (`focus-next`), if any.
    package init?(rawValue: String) {
        guard let action = Self.byName[rawValue] else { return nil }
        self = action
    }

    /// The name a config file gives it: its feature's case's raw value.
    package var rawValue: String {
        switch self {
        case .focus(let a): a.rawValue
        case .marks(let a): a.rawValue
        case .sending(let a): a.rawValue
        case .carrying(let a): a.rawValue
        case .movingSection(let a): a.rawValue
        case .folding(let a): a.rawValue
        case .editing(let a): a.rawValue
        case .filter(let a): a.rawValue
        case .preview(let a): a.rawValue
        case .split(let a): a.rawValue
        case .help(let a): a.rawValue
        case .session(let a): a.rawValue
        }
    }

    /// What the deck must know of it before performing it: its feature says.
    var traits: ActionTraits {
        switch self {
        case .focus(let a): a.traits
        case .marks(let a): a.traits
        case .sending(let a): a.traits
        case .carrying(let a): a.traits
        case .movingSection(let a): a.traits
        case .folding(let a): a.traits
        case .editing(let a): a.traits
        case .filter(let a): a.traits
        case .preview(let a): a.traits
        case .split(let a): a.traits
        case .help(let a): a.traits
        case .session(let a): a.traits
        }
    }

    /// Whether it changes which tags are on the board (adds, renames, deletes tags or sections): a host that
    /// must keep the board's tags unbinds these.
    package var changesWhichTagsAreOnTheBoard: Bool { traits.changesWhichTagsAreOnTheBoard }

    /// The key contexts it works in: a binding in any other context would do nothing (a test keeps the key map
    /// to these).
    package var contexts: Set<KeyContext> {
        let bits = traits.contexts
        return Set(KeyContext.allCases.filter { bits.contains(.of($0)) })
    }
}
