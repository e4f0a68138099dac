/// Marking chips: `m` on the focused chip, Alt+click, `*` for every chip shown, `M` or Esc to clear. A marked
/// chip carries the others with it (see `BundleMover`). Marks live in the board's ``ChipMarks``; they are
/// never saved.
package enum ChipMarker {
    /// A key of the marks; `markStaysPut` keeps the focus on the chip just marked (the last `m` of a count).
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout DeckState, _ action: MarkAction, markStaysPut: Bool) -> [StatusNote] {
        switch action {
        case .toggleMark: toggleFocused(&state, movingOn: !markStaysPut)
        case .markShown: markShown(&state)
        case .clearMarks: clear(&state) ?? [.info("No marks to clear")]
        }
    }




    /// Marks or unmarks the chip at `path`. Pinned chips cannot be marked.
    /// - Returns: what the status line says of the mark when it changed (nil when it did not), or the problem
    ///   that refused it.
    package static func toggle(_ state: inout DeckState, at path: TagPath) -> (said: StatusNote?, changed: Bool) {
        guard state.session == nil, state.board.contains(path) else { return (nil, false) }
        let tag = state.board[path]
        if tag.isPinned {
            return (.problem("'\(state.options.name(of: tag.text))' is pinned and can't be marked"), false)
        }
        if state.marks.remove(tag.text) {
            return (.info("Unmarked '\(state.options.name(of: tag.text))' · \(summary(state))"), true)
        }
        state.marks.insert(tag.text, in: path.pane)
        return (.info("Marked '\(state.options.name(of: tag.text))' · \(summary(state))"), true)
    }

    /// `m`: marks or unmarks the focused chip and, with `movingOn`, goes on to the next one (the message stays the
    /// mark's). With no focus shown yet, it only shows the focus.
    /// - Returns: what the status line says of it: the mark's message last, after the next chip's focus line.
    package static func toggleFocused(_ state: inout DeckState, movingOn: Bool) -> [StatusNote] {
        if FocusNavigator.hasNoFocus(state) { return FocusNavigator.showFocus(&state) }
        guard let f = FocusNavigator.currentFocus(&state) else { return [] }
        let mark = toggle(&state, at: f)
        let said = mark.said.map { [$0] } ?? []
        guard mark.changed, movingOn, let text = mark.said?.text else { return said }
        return said + FocusNavigator.step(&state, 1) + [.info(text)]
    }

    /// Marks every chip shown: all of them, or all that the filter shows. Pinned chips are left out.
    /// - Complexity: O(tags on the board).
    /// - Returns: what the status line says of it.
    package static func markShown(_ state: inout DeckState) -> [StatusNote] {
        guard state.session == nil else { return [] }
        var added = 0, pinned = 0, seen = 0
        let total = max(1, state.board.tagCount)
        for side in PaneSide.allCases {
            let layout = state[side].layout
            for section in state.board[side].sections {
                state.environment.reportProgress?(Double(seen) / Double(total))
                seen += section.tags.count
                for tag in section.tags where layout.isShown(tag) {
                    if tag.isPinned {
                        pinned += 1
                    } else if state.marks.insert(tag.text, in: side) {
                        added += 1
                    }
                }
            }
        }
        let skipped = pinned > 0 ? " (\(TitleText.grouped(pinned)) pinned left out)" : ""
        return [.info("Marked \(TitleText.grouped(added)) more\(skipped) · \(summary(state))")]
    }

    /// Clears every mark.
    /// - Returns: what the status line says of it; nil when there were none.
    package static func clear(_ state: inout DeckState) -> [StatusNote]? {
        let count = state.marks.count
        guard count > 0 else { return nil }
        state.marks.removeAll()
        return [.info("Cleared \(TitleText.grouped(count)) mark\(count == 1 ? "" : "s")")]
    }

    /// How many chips are marked and where: "4 marked: Chosen 1, Available 3".
    static func summary(_ state: DeckState) -> String {
        let marks = state.marks
        guard !marks.isEmpty else { return "nothing marked" }
        let parts = PaneSide.allCases.filter { marks.count(in: $0) > 0 }.map { side in
            "\(Places.paneName(state, side)) \(TitleText.grouped(marks.count(in: side)))"
        }
        return "\(TitleText.grouped(marks.count)) marked: " + parts.joined(separator: ", ")
    }
}
