/// Opening the line editor for an edit: `a` and `A` (a new tag), `r` (a tag, a section or a pane renamed), `R`,
/// `n` (a new section). Nothing changes until the editor commits (``TagEditor``).
enum EditOpening {
    /// `a`, `A`, `r`, `R` or `n`: the line editor for that edit, or nil with the note that says why not. `r` on a
    /// section title retitles the section.
    /// - Returns: the mode of the editor opened, and what the status line says of it.
    static func begin(_ state: inout DeckState, _ action: EditAction) -> (mode: DeckMode?, notes: [StatusNote]) {
        // A press still held on a chip must not lift it while the editor is open.
        TagEditor.forgetPendingPresses(&state)
        let title = state.focusedTitle
        switch action {
        case .addAfter, .addBefore: return beginAdd(&state, after: action == .addAfter)
        case .rename:
            if let side = state.focusedPane { return SectionEditor.renamePane(&state, side) }
            guard let title else { return beginRename(&state) }
            if let refusal = SectionEditor.refusesMadeSections(state, title.pane) { return (nil, [refusal]) }
            return (.editing(LineEditor(purpose: .renameSection(title),
                                        text: state.board[title.pane].sections[title.section].title)), [])
        case .renamePane:
            return SectionEditor.renamePane(&state, state.activeSide)
        case .newSection:
            guard state.options.mode == .editor else {
                return (nil, [.problem("The picker has no sections to add")])
            }
            let after = title ?? FocusNavigator.currentFocus(&state).map { SectionPath($0.pane, $0.section) }
                ?? SectionPath(state.activeSide, state.board[state.activeSide].sections.count - 1)
            if let refusal = SectionEditor.refusesMadeSections(state, after.pane) { return (nil, [refusal]) }
            return (.editing(LineEditor(purpose: .newSection(at: SectionPath(after.pane, after.section + 1)))), [])
        case .delete, .pin, .commitEdit, .cancelEdit, .editDeleteBackward, .editDeleteForward, .editDeleteWord,
             .editClearLine, .editCursorLeft, .editCursorRight, .editCursorHome, .editCursorEnd, .answerYes, .answerNo:
            return (nil, [])  // no edit opens for these
        }
    }


    /// `a` or `A`: the line editor for a new tag after (or before) the focused chip; on a section title, at the
    /// start of its section; in an empty pane, into it. Where tags are counted in files (``DeckOptions/tagUsage``:
    /// a note's tags), a tag is never added to the bottom pane: it goes at the end of the top one.
    /// - Returns: the editor's mode (nil when refused), and what the status line says of it.
    static func beginAdd(_ state: inout DeckState, after: Bool) -> (mode: DeckMode?, notes: [StatusNote]) {
        var at: TagPath
        var notes: [StatusNote] = []
        if let title = state.focusedTitle {
            // On a section title: into that section, at its start (a folded one opens to show the new tag).
            if SectionFolder.isFolded(state, title) { notes = SectionFolder.toggleFocused(&state) }
            at = TagPath(title.pane, title.section, 0)
        } else if let refusal = SectionFolder.refusesChipAction(state) {
            return (nil, [refusal])
        } else if let f = FocusNavigator.currentFocus(&state), state.board.contains(f) {
            at = TagPath(f.pane, f.section, f.item + (after ? 1 : 0))
        } else {
            let side = state.activeSide
            let s = state.board[side].sections.count - 1
            at = TagPath(side, s, state.board.count(side, section: s))
        }
        if state.options.tagUsage != nil && at.pane == .bottom {
            // Curating a note: the bottom pane is what the folder uses, read from its notes; a new tag goes into the
            // note, at its end.
            let s = state.board[.top].sections.count - 1
            at = TagPath(.top, s, state.board.count(.top, section: s))
        }
        return (.editing(LineEditor(purpose: .add(at: at, after: after))), notes + [.info("")])
    }

    /// `r`: the line editor on the focused tag's text, the cursor at its end.
    /// - Returns: the editor's mode (nil when refused), and what the status line says of it.
    static func beginRename(_ state: inout DeckState) -> (mode: DeckMode?, notes: [StatusNote]) {
        let focus = TagEditor.focusedChip(&state, verb: "rename")
        guard let f = focus.path else { return (nil, focus.refusal.map { [$0] } ?? []) }
        if let refusal = TagEditor.refusesEditing(state, f, verb: "renamed") { return (nil, [refusal]) }
        return (.editing(LineEditor(purpose: .rename(f), text: state.board[f].text)), [.info("")])
    }
}
