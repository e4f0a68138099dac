/// The filter line while it is open: its editing keys, and the text typed or pasted into it. Each change of
/// the query filters the panes again.
enum FilterLineEditing {
    /// A key of the filter: `/` opens the filter line (on the kept filter's query); the others edit the open line.
    static func reduce(_ state: inout DeckState, _ action: FilterAction) {
        if action == .openFilter { return state.mode = .filtering(FilterLine(state.filter?.query.text ?? "")) }
        guard case .filtering(var line) = state.mode else { return }
        let before = line.text
        switch action {
        case .openFilter: return
        case .keepFilter:
            state.sayFilter()
            state.mode = state.restingMode
            return
        case .clearFilter:
            if line.text.isEmpty {
                state.mode = state.restingMode
                state.setStatus(state.filter == nil ? "" : "Filter kept", isError: false)
                return
            }
            line.clear()
        case .filterDeleteBackward, .filterDeleteWord, .filterClearLine, .filterCursorLeft, .filterCursorRight,
             .filterCursorHome, .filterCursorEnd:
            if let edit = action.lineEdit { line.perform(edit) }
        }
        state.mode = .filtering(line)
        if line.text != before { state.applyFilter(TagQuery(line.text)) }
    }

    /// Printable text typed while the filter line is open (a key without a binding, or a paste).
    static func type(_ state: inout DeckState, _ text: String) {
        guard case .filtering(var line) = state.mode else { return }
        line.insert(text)
        state.mode = .filtering(line)
        state.applyFilter(TagQuery(line.text))
    }
}
