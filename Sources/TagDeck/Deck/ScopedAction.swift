/// A ``DeckAction`` as the context it works in sees it: the key map binds the flat actions (their names are what a
/// config file rebinds), and each context's handler switches over its own actions alone, with no `default:`, so
/// that a new action is a compile error wherever it must be handled (as The Composable Architecture scopes a child
/// domain's actions).
enum ScopedAction: Sendable, Equatable {
    /// Moving the focus (``FocusNavigator``).
    case browsing(BrowsingAction)
    /// Doing something to the focused chip or the marked ones (lift, mark, send, edit, fold, undo).
    case chips(ChipAction)
    /// What the deck does itself (save, quit, the help, the split, the filter line's opening).
    case deck(DeckCommand)
    /// A key of the open filter line (``FilterLineEditing``).
    case filtering(FilterLineAction)
    /// A key while a chip is carried with the keyboard (``KeyboardCarry``).
    case carrying(CarryAction)
    /// A key of the help overlay.
    case help(HelpAction)
    /// A key at the quit prompt.
    case askingToQuit(QuitPromptAction)
    /// A key of the line editor (``TagEditor``).
    case editing(LineEditorAction)
    /// The answer to a question: yes or no.
    case confirming(yes: Bool)
    /// A key while a section is lifted (``SectionMover``).
    case movingSection(SectionMoveAction)
    /// A key of the preview area (``PreviewFollow``).
    case preview(PreviewAction)
}

/// A key of the preview area: show or hide it, scroll it.
enum PreviewAction: Sendable, Equatable {
    case toggle, down, up, pageDown, pageUp
}

/// Moving the focus.
enum BrowsingAction: Sendable, Equatable {
    case focusPrevious, focusNext, focusUp, focusDown, focusFirst, focusLast, pageUp, pageDown, switchPane
    case nextSection, previousSection
    /// A digit of a count (the deck keeps it; nothing moves).
    case count
}

/// Doing something to the focused chip, the marked ones, or the focused section.
enum ChipAction: Sendable, Equatable {
    case lift, toggleMark, markShown, clearMarks, send, undo, redo, fold, foldAll, delete, pin
    /// Opening the line editor for an edit.
    case beginEdit(EditStart)
}

/// The edits the line editor opens for.
enum EditStart: Sendable, Equatable {
    case addAfter, addBefore, rename, renamePane, newSection
}

/// What the deck does itself.
enum DeckCommand: Sendable, Equatable {
    case save, help, redraw, quit, openFilter, growTopPane, shrinkTopPane, resetSplit, cancelSplitMove, back
}

/// A key of the open filter line.
enum FilterLineAction: Sendable, Equatable {
    /// Keep the filter, back to the chips.
    case keep
    /// Clear the line; on an empty line, close it.
    case clear
    /// An edit of the line.
    case line(LineEdit)
}

/// An edit of a line of text at its cursor: the filter line's and the line editor's.
enum LineEdit: Sendable, Equatable {
    case deleteBackward, deleteForward, deleteWord, clearLine, cursorLeft, cursorRight, cursorHome, cursorEnd
}

/// A key while a chip is carried with the keyboard.
enum CarryAction: Sendable, Equatable {
    case previous, next, up, down, across, toStart, toEnd, toNextSection, toPreviousSection, drop, cancel
}

/// A key of the help overlay.
enum HelpAction: Sendable, Equatable {
    case down, up, pageDown, pageUp, close
}

/// A key at the quit prompt.
enum QuitPromptAction: Sendable, Equatable {
    case saveAndQuit, discardAndQuit, keepEditing
}

/// A key of the line editor.
enum LineEditorAction: Sendable, Equatable {
    case commit, cancel
    case line(LineEdit)
}

/// A key while a section is lifted.
enum SectionMoveAction: Sendable, Equatable {
    case up, down, across, drop, cancel
}

/// The actions that may touch many tags at once.
enum HeavyAction: Sendable, Equatable {
    case markShown, send, lift, drop, undo, redo
}
