/// The filter line while it is open: its editing keys, and the text typed or pasted into it. The line is the mode's
/// own state (`DeckMode.filtering`): each function changes the mode only, and returns the query to filter by when
/// the line's text changed, which the parent applies (`DeckState.changeFilter(_:)`).
enum FilterLineEditing {
    /// A key of the filter: `/` opens the filter line (on the kept filter's query); the others edit the open line.
    /// - Returns: what the status line says of it, and the query to filter by now, if the text changed.
    static func reduce(_ mode: inout DeckMode, _ scene: FilterLineScene,
                       _ action: FilterAction) -> (notes: StatusNotes, query: TagQuery?) {
        if action == .openFilter {
            mode = .filtering(FilterLine(scene.kept))
            return ([], nil)
        }
        guard case .filtering(var line) = mode else { return ([], nil) }
        let before = line.text
        switch action {
        case .openFilter: return ([], nil)
        case .keepFilter:
            mode = scene.resting
            return ([scene.keptNote], nil)
        case .clearFilter:
            if line.text.isEmpty {
                mode = scene.resting
                return (.info(scene.hasFilter ? "Filter kept" : ""), nil)
            }
            line.clear()
        case .filterDeleteBackward, .filterDeleteWord, .filterClearLine, .filterCursorLeft, .filterCursorRight,
             .filterCursorHome, .filterCursorEnd:
            if let edit = action.lineEdit { line.perform(edit) }
        }
        mode = .filtering(line)
        return ([], line.text != before ? TagQuery(line.text) : nil)
    }

    /// Printable text typed while the filter line is open (a key without a binding, or a paste).
    /// - Returns: the query to filter by now; nil when the line is not open.
    static func type(_ mode: inout DeckMode, _ text: String) -> TagQuery? {
        guard case .filtering(var line) = mode else { return nil }
        line.insert(text)
        mode = .filtering(line)
        return TagQuery(line.text)
    }
}

/// What the filter line reads of the deck, read-only: the filter in force and the mode at rest.
struct FilterLineScene {
    /// The query of the filter in force, which `/` opens the line on ("" when none).
    let kept: String
    /// Whether a filter is in force.
    let hasFilter: Bool
    /// What the kept filter shows, as the status line says it after Enter.
    let keptNote: StatusNote
    /// The mode the line closes into.
    let resting: DeckMode

    /// What the filter line reads of `state`.
    init(_ state: DeckState) {
        (kept, hasFilter) = (state.filter?.query.text ?? "", state.filter != nil)
        (keptNote, resting) = (state.filterNote(), state.restingMode)
    }
}
