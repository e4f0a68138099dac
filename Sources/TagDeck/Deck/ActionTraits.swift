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
    var contexts: Set<KeyContext> = [.browsing]
}

/// The actions that may touch many tags at once.
enum HeavyAction: Sendable, Equatable {
    case markShown, send, lift, drop, undo, redo
}
