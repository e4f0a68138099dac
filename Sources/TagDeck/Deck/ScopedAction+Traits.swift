/// The traits of an action that depend only on the context it works in and its own action there (``DeckAction``
/// asks these of its ``DeckAction/scoped`` form), each an exhaustive switch.
extension ScopedAction {
    /// The actions that may touch many tags at once (a bundle, every chip shown), and so may be done off the
    /// input path (``WorkEstimate``); nil for the others.
    var heavy: HeavyAction? {
        switch self {
        case .chips(let a):
            switch a {
            case .markShown: .markShown
            case .send: .send
            case .lift: .lift
            case .undo: .undo
            case .redo: .redo
            case .toggleMark, .clearMarks, .fold, .foldAll, .delete, .pin, .beginEdit: nil
            }
        case .carrying(let a):
            switch a {
            case .drop: .drop
            case .previous, .next, .up, .down, .across, .toStart, .toEnd, .toNextSection, .toPreviousSection, .cancel: nil
            }
        case .browsing, .deck, .filtering, .help, .askingToQuit, .editing, .confirming, .movingSection, .preview: nil
        }
    }

    /// Whether it needs a chip: a section title holding the focus refuses it (``SectionFolder/refusesChipAction(_:)``).
    var needsChip: Bool {
        switch self {
        case .chips(let a):
            switch a {
            case .lift, .send, .toggleMark: true
            case .markShown, .clearMarks, .undo, .redo, .fold, .foldAll, .delete, .pin, .beginEdit: false
            }
        case .browsing, .deck, .filtering, .carrying, .help, .askingToQuit, .editing, .confirming, .movingSection,
             .preview: false
        }
    }

    /// Whether it changes which tags are on the board (adds, renames, deletes tags or sections): a host that
    /// must keep the board's tags unbinds these.
    var changesWhichTagsAreOnTheBoard: Bool {
        switch self {
        case .chips(let a):
            switch a {
            case .delete, .beginEdit: true
            case .lift, .toggleMark, .markShown, .clearMarks, .send, .undo, .redo, .fold, .foldAll, .pin: false
            }
        case .browsing, .deck, .filtering, .carrying, .help, .askingToQuit, .editing, .confirming, .movingSection,
             .preview: false
        }
    }

    /// The key contexts it works in: a binding in any other context would do nothing (a test keeps the key map
    /// to these).
    var contexts: Set<KeyContext> {
        switch self {
        case .browsing(let a): a == .count ? [.browsing, .carrying] : [.browsing]
        case .chips: [.browsing]
        case .deck(let c):
            switch c {
            case .quit: [.browsing, .carrying, .tooSmall, .liftedByMouse, .movingSplit, .movingSection]
            case .cancelSplitMove: [.movingSplit]
            case .save, .help, .redraw, .openFilter, .growTopPane, .shrinkTopPane, .resetSplit, .back: [.browsing]
            }
        case .filtering: [.filtering]
        case .carrying(let a): a == .cancel ? [.carrying, .liftedByMouse] : [.carrying]
        case .help: [.help]
        case .askingToQuit: [.askingToQuit]
        case .editing: [.editing]
        case .confirming: [.confirming]
        case .movingSection: [.movingSection]
        case .preview: [.browsing]
        }
    }
}
