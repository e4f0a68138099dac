/// Marking chips: `m` on the focused chip, Alt+click, `*` for every chip shown, `M` or Esc to clear. A marked
/// chip carries the others with it (see `BundleMover`). Marks live in the board's ``ChipMarks``; they are
/// never saved.
package enum ChipMarker {
    /// A key of the marks; `markStaysPut` keeps the focus on the chip just marked (the last `m` of a count).
    static func reduce(_ state: inout DeckState, _ action: MarkAction, markStaysPut: Bool) {
        switch action {
        case .toggleMark: toggleFocused(&state, movingOn: !markStaysPut)
        case .markShown: markShown(&state)
        case .clearMarks: if !clear(&state) { state.say("No marks to clear") }
        }
    }




    /// Marks or unmarks the chip at `path`. Pinned chips cannot be marked.
    /// - Returns: whether the mark changed.
    @discardableResult
    package static func toggle(_ state: inout DeckState, at path: TagPath) -> Bool {
        guard state.session == nil, state.board.contains(path) else { return false }
        let tag = state.board[path]
        if tag.isPinned {
            state.complain("'\(state.options.name(of: tag.text))' is pinned and can't be marked")
            return false
        }
        if state.marks.remove(tag.text) {
            state.say("Unmarked '\(state.options.name(of: tag.text))' · \(summary(state))")
        } else {
            state.marks.insert(tag.text, in: path.pane)
            state.say("Marked '\(state.options.name(of: tag.text))' · \(summary(state))")
        }
        return true
    }

    /// `m`: marks or unmarks the focused chip and, with `movingOn`, goes on to the next one (the message stays the
    /// mark's). With no focus shown yet, it only shows the focus.
    package static func toggleFocused(_ state: inout DeckState, movingOn: Bool) {
        if FocusNavigator.hasNoFocus(state) { return FocusNavigator.showFocus(&state) }
        guard let f = FocusNavigator.currentFocus(&state), toggle(&state, at: f), movingOn else { return }
        let said = state.status
        FocusNavigator.step(&state, 1)
        state.setStatus(said, isError: false)
    }

    /// Marks every chip shown: all of them, or all that the filter shows. Pinned chips are left out.
    /// - Complexity: O(tags on the board).
    package static func markShown(_ state: inout DeckState) {
        guard state.session == nil else { return }
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
        state.say("Marked \(TitleText.grouped(added)) more\(skipped) · \(summary(state))")
    }

    /// Clears every mark.
    /// - Returns: whether there were any.
    @discardableResult
    package static func clear(_ state: inout DeckState) -> Bool {
        let count = state.marks.count
        guard count > 0 else { return false }
        state.marks.removeAll()
        state.say("Cleared \(TitleText.grouped(count)) mark\(count == 1 ? "" : "s")")
        return true
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
