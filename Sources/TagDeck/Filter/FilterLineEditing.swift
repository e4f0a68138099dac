/// The filter line while it is open: its editing keys, and the text typed or pasted into it. Each change of
/// the query filters the panes again.
enum FilterLineEditing {
    /// A key of the filter: `/` opens the filter line (on the kept filter's query); the others edit the open line.
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout DeckState, _ action: FilterAction) -> [StatusNote] {
        if action == .openFilter {
            state.mode = .filtering(FilterLine(state.filter?.query.text ?? ""))
            return []
        }
        guard case .filtering(var line) = state.mode else { return [] }
        let before = line.text
        switch action {
        case .openFilter: return []
        case .keepFilter:
            let note = state.filterNote()
            state.mode = state.restingMode
            return [note]
        case .clearFilter:
            if line.text.isEmpty {
                state.mode = state.restingMode
                return [.info(state.filter == nil ? "" : "Filter kept")]
            }
            line.clear()
        case .filterDeleteBackward, .filterDeleteWord, .filterClearLine, .filterCursorLeft, .filterCursorRight,
             .filterCursorHome, .filterCursorEnd:
            if let edit = action.lineEdit { line.perform(edit) }
        }
        state.mode = .filtering(line)
        return line.text != before ? state.changeFilter(TagQuery(line.text)) : []
    }

    /// Printable text typed while the filter line is open (a key without a binding, or a paste).
    /// - Returns: what the status line says of it.
    static func type(_ state: inout DeckState, _ text: String) -> [StatusNote] {
        guard case .filtering(var line) = state.mode else { return [] }
        line.insert(text)
        state.mode = .filtering(line)
        return state.changeFilter(TagQuery(line.text))
    }
}
