/// Opening the line editor for an edit: `a` and `A` (a new tag), `r` (a tag, a section or a pane renamed), `R`,
/// `n` (a new section). Nothing changes until the editor commits (``TagEditor``). Each opening is a function of
/// the focus (its sibling, which it may settle on the chip it acts on) and a read-only ``FocusScene``, returning
/// the mode the parent enters (`TagEditor.reduce(_:_:)`).
enum EditOpening {
    /// What an opening asks of its parent: the line editor's mode (nil when refused), the section to unfold
    /// first (the one the focus rests on: a new tag goes into it), and what the status line says of it.
    struct Opening {
        /// The mode to enter: the line editor; nil when the opening is refused.
        var mode: DeckMode?
        /// What the status line says (after the unfold's own notes).
        var notes: StatusNotes
        /// Whether the focused section title's section is unfolded first (``SectionFolder``).
        var unfold = false
    }

    /// `r`: the line editor on the focused tag, on the focused section's title (it retitles the section), or on
    /// the focused pane's title.
    static func rename(_ focus: inout FocusState, _ scene: FocusScene) -> Opening {
        if let side = focus.focusedPane { return SectionEditor.renamePane(scene, side) }
        guard let title = focus.focusedTitle else { return beginRename(&focus, scene) }
        if let refusal = SectionEditor.refusesMadeSections(scene.options, title.pane) { return Opening(notes: [refusal]) }
        return Opening(mode: .editing(LineEditor(purpose: .renameSection(title),
                                                 text: scene.board[title.pane].sections[title.section].title)), notes: [])
    }

    /// `R`: the line editor on the active pane's title.
    static func renamePane(_ focus: inout FocusState, _ scene: FocusScene) -> Opening {
        SectionEditor.renamePane(scene, focus.activeSide)
    }

    /// `n`: the line editor for a new section after the focused one (or the pane's last).
    static func newSection(_ focus: inout FocusState, _ scene: FocusScene) -> Opening {
        guard scene.options.mode == .editor else { return Opening(notes: .problem("The picker has no sections to add")) }
        let after = focus.focusedTitle ?? FocusNavigator.currentFocus(&focus, scene).map { SectionPath($0.pane, $0.section) }
            ?? SectionPath(focus.activeSide, scene.board[focus.activeSide].sections.count - 1)
        if let refusal = SectionEditor.refusesMadeSections(scene.options, after.pane) { return Opening(notes: [refusal]) }
        return Opening(mode: .editing(LineEditor(purpose: .newSection(at: SectionPath(after.pane, after.section + 1)))), notes: [])
    }

    /// `a` or `A`: the line editor for a new tag after (or before) the focused chip; on a section title, at the
    /// start of its section; in an empty pane, into it. Where tags are counted in files (``DeckOptions/tagUsage``:
    /// a note's tags), a tag is never added to the bottom pane: it goes at the end of the top one.
    /// - Returns: the editor's mode (nil when refused), and what the status line says of it.
    static func beginAdd(_ focus: inout FocusState, _ scene: FocusScene, after: Bool) -> Opening {
        var at: TagPath
        var unfold = false
        let board = scene.board
        if let title = focus.focusedTitle {
            // On a section title: into that section, at its start (a folded one opens to show the new tag).
            unfold = scene.isFolded(title)
            at = TagPath(title.pane, title.section, 0)
        } else if let refusal = SectionFolder.refusesChipAction(focus, board) {
            return Opening(notes: [refusal])
        } else if let f = FocusNavigator.currentFocus(&focus, scene), board.contains(f) {
            at = TagPath(f.pane, f.section, f.item + (after ? 1 : 0))
        } else {
            let side = focus.activeSide
            let s = board[side].sections.count - 1
            at = TagPath(side, s, board.count(side, section: s))
        }
        if scene.options.tagUsage != nil && at.pane == .bottom {
            // Curating a note: the bottom pane is what the folder uses, read from its notes; a new tag goes into the
            // note, at its end.
            let s = board[.top].sections.count - 1
            at = TagPath(.top, s, board.count(.top, section: s))
        }
        // Several notes: a new tag goes on all of them.
        if let selection = scene.options.selection { at = selection.addition(at: at, board: board) }
        return Opening(mode: .editing(LineEditor(purpose: .add(at: at, after: after))), notes: .info(""), unfold: unfold)
    }

    /// `r`: the line editor on the focused tag's text, the cursor at its end.
    /// - Returns: the editor's mode (nil when refused), and what the status line says of it.
    static func beginRename(_ focus: inout FocusState, _ scene: FocusScene) -> Opening {
        let chip = TagEditor.focusedChip(&focus, scene, verb: "rename")
        guard let f = chip.path else { return Opening(notes: chip.refusal.map { [$0] } ?? []) }
        if let refusal = TagEditor.refusesEditing(scene.options, f, verb: "renamed") { return Opening(notes: [refusal]) }
        return Opening(mode: .editing(LineEditor(purpose: .rename(f), text: scene.board[f].text)), notes: .info(""))
    }
}
