/// What the deck must know of an action before it performs it, answered by the action's own feature in one
/// exhaustive switch next to its cases (`FocusAction.traits`, `EditAction.traits`, ...): a new action is a
/// compile error there until it says what it is.
struct ActionTraits: Equatable, Sendable {
    /// Whether a count typed before it repeats it (`3l`, `5j`, `2]`).
    var repeatsWithCount = false
    /// Whether it changes only what is shown, never the board: such an action is taken while a reload is out.
    var changesOnlyTheView = false
    /// Whether it may touch many tags at once (a bundle, every chip shown), and so may be done off the input path
    /// (``WorkEstimate``); nil for the others.
    var heavy: HeavyAction? = nil
    /// Whether it needs a chip: a section or pane title holding the focus refuses it
    /// (``SectionFolder/refusesChipAction(_:)``).
    var needsChip = false
    /// Whether it changes which tags are on the board (adds, renames, deletes tags or sections): a host that must
    /// keep the board's tags unbinds these.
    var changesWhichTagsAreOnTheBoard = false
    /// Whether it may reach every note of a folder whose reading is under way (renaming or deleting a tag across
    /// them): the key and what follows it wait until every note is read (``FolderReading``).
    var waitsForTheFolder = false
    /// The key contexts it works in: a binding in any other context would do nothing (a test keeps the key map to
    /// these).
    var contexts: KeyContexts = [.browsing]
}

/// Key contexts as bits: an action's traits are asked on every key, and a `Set` would be made on the heap each time.
struct KeyContexts: OptionSet, Sendable {
    let rawValue: UInt16

    static let browsing = KeyContexts(rawValue: 1 << 0)
    static let filtering = KeyContexts(rawValue: 1 << 1)
    static let carrying = KeyContexts(rawValue: 1 << 2)
    static let liftedByMouse = KeyContexts(rawValue: 1 << 3)
    static let help = KeyContexts(rawValue: 1 << 4)
    static let askingToQuit = KeyContexts(rawValue: 1 << 5)
    static let tooSmall = KeyContexts(rawValue: 1 << 6)
    static let movingSplit = KeyContexts(rawValue: 1 << 7)
    static let editing = KeyContexts(rawValue: 1 << 8)
    static let confirming = KeyContexts(rawValue: 1 << 9)
    static let movingSection = KeyContexts(rawValue: 1 << 10)

    /// The bit of `context`.
    static func of(_ context: KeyContext) -> KeyContexts {
        switch context {
        case .browsing: .browsing
        case .filtering: .filtering
        case .carrying: .carrying
        case .liftedByMouse: .liftedByMouse
        case .help: .help
        case .askingToQuit: .askingToQuit
        case .tooSmall: .tooSmall
        case .movingSplit: .movingSplit
        case .editing: .editing
        case .confirming: .confirming
        case .movingSection: .movingSection
        }
    }
}

/// The actions that may touch many tags at once.
enum HeavyAction: Sendable, Equatable {
    case markShown, send, lift, drop, undo, redo
}
