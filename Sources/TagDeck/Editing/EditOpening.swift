/// Opening the line editor for an edit: `a` and `A` (a new tag), `r` (a tag, a section or a pane renamed), `R`,
/// `n` (a new section). Nothing changes until the editor commits (``TagEditor``).
enum EditOpening {
    /// Opens the line editor `make` makes (`a`, `A`, `r`, `R` or `n`), once a press still held on a chip is
    /// forgotten: it must not lift its chip while the editor is open.
    /// - Returns: what the status line says of it (why not, when no editor opens).
    static func open(_ state: inout DeckState,
                     _ make: (inout DeckState) -> (mode: DeckMode?, notes: [StatusNote])) -> [StatusNote] {
        TagEditor.forgetPendingPresses(&state)
        let opening = make(&state)
        if let editing = opening.mode { state.mode = editing }
        return opening.notes
    }

    /// `r`: the line editor on the focused tag, on the focused section's title (it retitles the section), or on
    /// the focused pane's title.
    static func rename(_ state: inout DeckState) -> (mode: DeckMode?, notes: [StatusNote]) {
        if let side = state.focusedPane { return SectionEditor.renamePane(&state, side) }
        guard let title = state.focusedTitle else { return beginRename(&state) }
        if let refusal = SectionEditor.refusesMadeSections(state, title.pane) { return (nil, [refusal]) }
        return (.editing(LineEditor(purpose: .renameSection(title),
                                    text: state.board[title.pane].sections[title.section].title)), [])
    }

    /// `R`: the line editor on the active pane's title.
    static func renamePane(_ state: inout DeckState) -> (mode: DeckMode?, notes: [StatusNote]) {
        SectionEditor.renamePane(&state, state.activeSide)
    }

    /// `n`: the line editor for a new section after the focused one (or the pane's last).
    static func newSection(_ state: inout DeckState) -> (mode: DeckMode?, notes: [StatusNote]) {
        guard state.options.mode == .editor else { return (nil, [.problem("The picker has no sections to add")]) }
        let after = state.focusedTitle ?? FocusNavigator.currentFocus(&state).map { SectionPath($0.pane, $0.section) }
            ?? SectionPath(state.activeSide, state.board[state.activeSide].sections.count - 1)
        if let refusal = SectionEditor.refusesMadeSections(state, after.pane) { return (nil, [refusal]) }
        return (.editing(LineEditor(purpose: .newSection(at: SectionPath(after.pane, after.section + 1)))), [])
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
        // Several notes: a new tag goes on all of them.
        if let selection = state.options.selection { at = selection.addition(at: at, board: state.board) }
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
