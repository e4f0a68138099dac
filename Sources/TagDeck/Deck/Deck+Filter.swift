extension Deck {
    /// A key typed while the filter line is open: an editing action, or text.
    func editFilter(_ action: DeckAction) {
        guard case .filtering(var line) = mode else { return }
        let before = line.text
        switch action {
        case .keepFilter:
            sayFilter()
            controller.mode = controller.restingMode
            return
        case .clearFilter:
            if line.text.isEmpty {
                controller.mode = controller.restingMode
                controller.setStatus(controller.filter == nil ? "" : "Filter kept", isError: false)
                return
            }
            line.clear()
        case .filterDeleteBackward: line.deleteBackward()
        case .filterDeleteWord: line.deleteWordBackward()
        case .filterClearLine: line.clear()
        case .filterCursorLeft: line.moveCursor(by: -1)
        case .filterCursorRight: line.moveCursor(by: 1)
        case .filterCursorHome: line.moveCursorToEnd(false)
        case .filterCursorEnd: line.moveCursorToEnd(true)
        default: return
        }
        controller.mode = .filtering(line)
        if line.text != before { controller.applyFilter(TagQuery(line.text)) }
    }

    /// Printable text typed while the filter line is open (a key without a binding, or a paste).
    func typeIntoFilter(_ text: String) {
        guard case .filtering(var line) = mode else { return }
        line.insert(text)
        controller.mode = .filtering(line)
        controller.applyFilter(TagQuery(line.text))
    }

    /// The status after Enter: what the kept filter shows.
    func sayFilter() { controller.sayFilter() }
}
