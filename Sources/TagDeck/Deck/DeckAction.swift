/// Everything a key can do. The ``KeyMap`` binds keys to these; ``Deck`` performs them.
public enum DeckAction: String, CaseIterable, Sendable {
    // Browsing
    /// Focus the chip before.
    case focusPrevious = "focus-previous"
    /// Focus the chip after.
    case focusNext = "focus-next"
    /// Focus the chip above, or in the other pane.
    case focusUp = "focus-up"
    /// Focus the chip below, or in the other pane.
    case focusDown = "focus-down"
    /// First chip of the pane.
    case focusFirst = "focus-first"
    /// Last chip of the pane.
    case focusLast = "focus-last"
    /// A page up.
    case pageUp = "page-up"
    /// A page down.
    case pageDown = "page-down"
    /// Switch pane.
    case switchPane = "switch-pane"
    /// First chip of the next section (on into the other pane).
    case nextSection = "next-section"
    /// First chip of the previous section (back into the other pane).
    case previousSection = "previous-section"
    /// A digit of a count that repeats the next move.
    case count
    /// Lift the focused chip (marked: the bundle; a title: its section).
    case lift
    /// Mark or unmark it and go on (3m marks three).
    case toggleMark = "mark"
    /// Mark every chip shown (all the filter shows).
    case markShown = "mark-shown"
    /// Clear every mark.
    case clearMarks = "clear-marks"
    /// Send it to the other pane (and back); a marked one: the bundle.
    case send
    /// Undo (a drop or a send is one step).
    case undo
    /// Redo.
    case redo
    /// Save now (with --no-autosave).
    case save
    /// Help.
    case help
    /// Redraw the whole screen.
    case redraw
    /// Quit, asking if unsaved (picker: accept).
    case quit
    /// Filter both panes (edit the kept filter).
    case openFilter = "filter"
    /// Give the top pane one more row (3+: three).
    case growTopPane = "grow-top-pane"
    /// Give the top pane one row fewer.
    case shrinkTopPane = "shrink-top-pane"
    /// Size the panes by their content again.
    case resetSplit = "reset-split"
    /// Fold or unfold the focused section (focus on its title).
    case fold
    /// Fold every section, or unfold them all.
    case foldAll = "fold-all"
    /// Add a tag after the focused one.
    case addAfter = "add-after"
    /// Add a tag before it.
    case addBefore = "add-before"
    /// Rename the focused tag, section or pane title.
    case rename
    /// Rename the focused pane.
    case renamePane = "rename-pane"
    /// Add a section after the focused one.
    case newSection = "new-section"
    /// Delete the focused tag or section (u undoes).
    case delete
    /// Pin it in its slot, or unpin it.
    case pin
    /// Clear the filter, else the marks; picker: cancel.
    case back
    // Filtering
    /// While typing a filter: keep the filter, back to the chips.
    case keepFilter = "keep-filter"
    /// While typing a filter: clear the filter; on an empty line: close it.
    case clearFilter = "clear-filter"
    /// While typing a filter: delete the character before the cursor.
    case filterDeleteBackward = "filter-delete-backward"
    /// While typing a filter: delete the word before the cursor.
    case filterDeleteWord = "filter-delete-word"
    /// While typing a filter: clear the line.
    case filterClearLine = "filter-clear-line"
    /// While typing a filter: cursor left.
    case filterCursorLeft = "filter-cursor-left"
    /// While typing a filter: cursor right.
    case filterCursorRight = "filter-cursor-right"
    /// While typing a filter: cursor to the start.
    case filterCursorHome = "filter-cursor-home"
    /// While typing a filter: cursor to the end.
    case filterCursorEnd = "filter-cursor-end"
    // Carrying
    /// While a chip is lifted with Space: move it one slot back.
    case carryPrevious = "carry-previous"
    /// While a chip is lifted with Space: move it one slot on.
    case carryNext = "carry-next"
    /// While a chip is lifted with Space: move it a row up.
    case carryUp = "carry-up"
    /// While a chip is lifted with Space: move it a row down.
    case carryDown = "carry-down"
    /// While a chip is lifted with Space: carry it into the other pane (and back).
    case carryAcross = "carry-across"
    /// While a chip is lifted with Space: to the start of the pane.
    case carryToStart = "carry-to-start"
    /// While a chip is lifted with Space: to the end of the pane.
    case carryToEnd = "carry-to-end"
    /// While a chip is lifted: to the start of the next section.
    case carryToNextSection = "carry-to-next-section"
    /// While a chip is lifted with Space: to the start of the previous section.
    case carryToPreviousSection = "carry-to-previous-section"
    /// While a chip is lifted with Space: drop it here.
    case drop
    /// While a chip is lifted with Space: cancel: it goes back where it was.
    case cancelDrag = "cancel-drag"
    // Help
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
    // Quit prompt
    /// At the quit prompt: save and quit.
    case saveAndQuit = "save-and-quit"
    /// At the quit prompt: discard the changes and quit.
    case discardAndQuit = "discard-and-quit"
    /// At the quit prompt: back to the board.
    case keepEditing = "keep-editing"
    // Moving the split
    /// While dragging the line between the panes: cancel: the line goes back.
    case cancelSplitMove = "cancel-split-move"
    // Adding or renaming a tag
    /// While adding or renaming a tag: add or rename (a paste adds a tag per line).
    case commitEdit = "commit-edit"
    /// While adding or renaming a tag: cancel: nothing changes.
    case cancelEdit = "cancel-edit"
    /// While adding or renaming a tag: delete the character before the cursor.
    case editDeleteBackward = "edit-delete-backward"
    /// While adding or renaming a tag: delete the character at the cursor.
    case editDeleteForward = "edit-delete-forward"
    /// While adding or renaming a tag: delete the word before the cursor.
    case editDeleteWord = "edit-delete-word"
    /// While adding or renaming a tag: clear the line.
    case editClearLine = "edit-clear-line"
    /// While adding or renaming a tag: cursor left.
    case editCursorLeft = "edit-cursor-left"
    /// While adding or renaming a tag: cursor right.
    case editCursorRight = "edit-cursor-right"
    /// While adding or renaming a tag: cursor to the start.
    case editCursorHome = "edit-cursor-home"
    /// While adding or renaming a tag: cursor to the end.
    case editCursorEnd = "edit-cursor-end"
    // Moving a section
    /// While a section is lifted: move it one place up (on into the top pane).
    case sectionUp = "section-up"
    /// While a section is lifted: move it one place down (on into the bottom pane).
    case sectionDown = "section-down"
    /// While a section is lifted: carry it into the other pane.
    case sectionAcross = "section-across"
    /// While a section is lifted: put it down here.
    case dropSection = "drop-section"
    /// While a section is lifted: cancel, it goes back.
    case cancelSectionMove = "cancel-section-move"
    // A question
    /// At a question: yes.
    case answerYes = "answer-yes"
    /// At a question: no: nothing changes.
    case answerNo = "answer-no"
    // The preview (`--preview`)
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
}
