/// Everything a key can do. The ``KeyMap`` binds keys to these; ``Deck`` performs them.
public enum DeckAction: String, CaseIterable, Sendable {
    // Browsing
    case focusPrevious = "focus-previous"
    case focusNext = "focus-next"
    case focusUp = "focus-up"
    case focusDown = "focus-down"
    case focusFirst = "focus-first"
    case focusLast = "focus-last"
    case pageUp = "page-up"
    case pageDown = "page-down"
    case switchPane = "switch-pane"
    case nextSection = "next-section"
    case previousSection = "previous-section"
    /// A digit of a count that repeats the next move.
    case count
    case lift
    case toggleMark = "mark"
    case markShown = "mark-shown"
    case clearMarks = "clear-marks"
    case send
    case undo
    case redo
    case save
    case help
    case redraw
    case quit
    case openFilter = "filter"
    case growTopPane = "grow-top-pane"
    case shrinkTopPane = "shrink-top-pane"
    case resetSplit = "reset-split"
    case fold
    case foldAll = "fold-all"
    case addAfter = "add-after"
    case addBefore = "add-before"
    case rename
    case renamePane = "rename-pane"
    case newSection = "new-section"
    case delete
    case pin
    case back
    // Filtering
    case keepFilter = "keep-filter"
    case clearFilter = "clear-filter"
    case filterDeleteBackward = "filter-delete-backward"
    case filterDeleteWord = "filter-delete-word"
    case filterClearLine = "filter-clear-line"
    case filterCursorLeft = "filter-cursor-left"
    case filterCursorRight = "filter-cursor-right"
    case filterCursorHome = "filter-cursor-home"
    case filterCursorEnd = "filter-cursor-end"
    // Carrying
    case carryPrevious = "carry-previous"
    case carryNext = "carry-next"
    case carryUp = "carry-up"
    case carryDown = "carry-down"
    case carryAcross = "carry-across"
    case carryToStart = "carry-to-start"
    case carryToEnd = "carry-to-end"
    case carryToNextSection = "carry-to-next-section"
    case carryToPreviousSection = "carry-to-previous-section"
    case drop
    case cancelDrag = "cancel-drag"
    // Help
    case helpDown = "help-down"
    case helpUp = "help-up"
    case helpPageDown = "help-page-down"
    case helpPageUp = "help-page-up"
    case closeHelp = "close-help"
    // Quit prompt
    case saveAndQuit = "save-and-quit"
    case discardAndQuit = "discard-and-quit"
    case keepEditing = "keep-editing"
    // Moving the split
    case cancelSplitMove = "cancel-split-move"
    // Adding or renaming a tag
    case commitEdit = "commit-edit"
    case cancelEdit = "cancel-edit"
    case editDeleteBackward = "edit-delete-backward"
    case editDeleteForward = "edit-delete-forward"
    case editDeleteWord = "edit-delete-word"
    case editClearLine = "edit-clear-line"
    case editCursorLeft = "edit-cursor-left"
    case editCursorRight = "edit-cursor-right"
    case editCursorHome = "edit-cursor-home"
    case editCursorEnd = "edit-cursor-end"
    // Moving a section
    case sectionUp = "section-up"
    case sectionDown = "section-down"
    case sectionAcross = "section-across"
    case dropSection = "drop-section"
    case cancelSectionMove = "cancel-section-move"
    // A question
    case answerYes = "answer-yes"
    case answerNo = "answer-no"
}
