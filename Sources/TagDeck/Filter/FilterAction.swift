/// The keys of the filter: opening the filter line, and its editing keys (`FilterLineEditing/reduce(_:_:)`).
/// Each raw value is the name a config file rebinds.
public enum FilterAction: String, CaseIterable, Sendable {
    /// Filter both panes (edit the kept filter).
    case openFilter = "filter"
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

    var traits: ActionTraits {
        switch self {
        case .openFilter: ActionTraits(changesOnlyTheView: true)
        case .keepFilter, .clearFilter, .filterDeleteBackward, .filterDeleteWord, .filterClearLine, .filterCursorLeft,
             .filterCursorRight, .filterCursorHome, .filterCursorEnd:
            ActionTraits(changesOnlyTheView: true, contexts: [.filtering])
        }
    }

    /// The edit of the line the key makes, for the filter line's editing keys.
    var lineEdit: LineEdit? {
        switch self {
        case .filterDeleteBackward: .deleteBackward
        case .filterDeleteWord: .deleteWord
        case .filterClearLine: .clearLine
        case .filterCursorLeft: .cursorLeft
        case .filterCursorRight: .cursorRight
        case .filterCursorHome: .cursorHome
        case .filterCursorEnd: .cursorEnd
        case .openFilter, .keepFilter, .clearFilter: nil
        }
    }
}
