/// The keys that edit tags where they are, the line editor's keys and the answers to a question
/// (`TagEditor/reduce(_:_:)`). Each raw value is the name a config file rebinds.
public enum EditAction: String, CaseIterable, Sendable {
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
    /// At a question: yes.
    case answerYes = "answer-yes"
    /// At a question: no: nothing changes.
    case answerNo = "answer-no"

    var traits: ActionTraits {
        switch self {
        case .addAfter, .addBefore, .renamePane, .newSection: ActionTraits(changesWhichTagsAreOnTheBoard: true)
        case .rename, .delete: ActionTraits(changesWhichTagsAreOnTheBoard: true, waitsForTheFolder: true)
        case .pin: ActionTraits()
        case .commitEdit, .cancelEdit, .editDeleteBackward, .editDeleteForward, .editDeleteWord, .editClearLine,
             .editCursorLeft, .editCursorRight, .editCursorHome, .editCursorEnd:
            ActionTraits(contexts: [.editing])
        case .answerYes, .answerNo: ActionTraits(contexts: [.confirming])
        }
    }

    /// The edit of the line the key makes, for the line editor's keys.
    var lineEdit: LineEdit? {
        switch self {
        case .editDeleteBackward: .deleteBackward
        case .editDeleteForward: .deleteForward
        case .editDeleteWord: .deleteWord
        case .editClearLine: .clearLine
        case .editCursorLeft: .cursorLeft
        case .editCursorRight: .cursorRight
        case .editCursorHome: .cursorHome
        case .editCursorEnd: .cursorEnd
        case .addAfter, .addBefore, .rename, .renamePane, .newSection, .delete, .pin, .commitEdit, .cancelEdit,
             .answerYes, .answerNo: nil
        }
    }
}

/// An edit of a line of text at its cursor: the filter line's and the line editor's.
enum LineEdit: Sendable, Equatable {
    case deleteBackward, deleteForward, deleteWord, clearLine, cursorLeft, cursorRight, cursorHome, cursorEnd
}
