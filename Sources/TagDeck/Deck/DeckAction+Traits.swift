/// What code asks about an action, answered by the action itself, in exhaustive switches: no list of actions kept
/// beside the enum. A new action is a compile error here until it says what it is.
extension DeckAction {
    /// The action in the context it works in.
    var scoped: ScopedAction { ScopedAction(self) }

    /// Whether a count typed before it repeats it (`3l`, `5j`, `2]`).
    var repeatsWithCount: Bool {
        switch scoped {
        case .browsing(let a):
            switch a {
            case .focusPrevious, .focusNext, .focusUp, .focusDown, .nextSection, .previousSection, .pageUp, .pageDown: true
            case .focusFirst, .focusLast, .switchPane, .count: false
            }
        case .chips(let a):
            switch a {
            case .toggleMark: true
            case .lift, .markShown, .clearMarks, .send, .undo, .redo, .fold, .foldAll, .delete, .pin, .beginEdit: false
            }
        case .deck(let c):
            switch c {
            case .growTopPane, .shrinkTopPane: true
            case .save, .help, .redraw, .quit, .openFilter, .resetSplit, .cancelSplitMove, .back: false
            }
        case .carrying(let a):
            switch a {
            case .previous, .next, .up, .down, .toNextSection, .toPreviousSection: true
            case .across, .toStart, .toEnd, .drop, .cancel: false
            }
        case .preview(let a): a != .toggle
        case .filtering, .help, .askingToQuit, .editing, .confirming, .movingSection: false
        }
    }

    /// Whether it changes only what is shown, never the board: such an action is taken while a reload is out.
    var changesOnlyTheView: Bool {
        switch scoped {
        case .browsing, .filtering, .help, .preview: true
        case .chips(let a):
            switch a {
            case .toggleMark, .markShown, .clearMarks, .fold, .foldAll: true
            case .lift, .send, .undo, .redo, .delete, .pin, .beginEdit: false
            }
        case .deck(let c):
            switch c {
            case .help, .redraw, .openFilter, .growTopPane, .shrinkTopPane, .resetSplit, .back: true
            case .save, .quit, .cancelSplitMove: false
            }
        case .carrying, .askingToQuit, .editing, .confirming, .movingSection: false
        }
    }

    /// The actions that may touch many tags at once (a bundle, every chip shown), and so may be done off the
    /// input path (``WorkEstimate``); nil for the others.
    var heavy: HeavyAction? { scoped.heavy }

    /// Whether it needs a chip: a section title holding the focus refuses it (``SectionFolder/refusesChipAction(_:)``).
    var needsChip: Bool { scoped.needsChip }

    /// Whether it changes which tags are on the board (adds, renames, deletes tags or sections): a host that
    /// must keep the board's tags unbinds these.
    package var changesWhichTagsAreOnTheBoard: Bool { scoped.changesWhichTagsAreOnTheBoard }

    /// The key contexts it works in: a binding in any other context would do nothing (a test keeps the key map
    /// to these).
    package var contexts: Set<KeyContext> { scoped.contexts }
}
