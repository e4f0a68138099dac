/// Folding sections away, and the focus resting on a section title.
///
/// `z` folds the focused section: its title stays, with its count, and its chips take no rows; the focus rests
/// on the title. `z` on a folded title unfolds it; `Z` folds every titled section of both panes, or unfolds them
/// all when all are folded. A folded section is still a drop target: a drop on its title appends to it. Folds
/// are session state, like marks: they are never saved.
package enum SectionFolder {
    /// A key of folding: the focused section, or every section.
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout DeckState, _ action: FoldAction) -> [StatusNote] {
        switch action {
        case .fold: toggleFocused(&state)
        case .foldAll: toggleAll(&state)
        }
    }

    /// Puts the focus on a pane's title.
    /// - Returns: the focus line (a hint).
    static func focusPane(_ state: inout DeckState, _ side: PaneSide) -> [StatusNote] {
        state.moveFocus { focusPane(&$0, $1, side) }
    }

    /// Whether the section at `path` is folded (and titled, so that its title shows).
    package static func isFolded(_ state: DeckState, _ path: SectionPath) -> Bool {
        state[path.pane].layout.isFolded(state.board[path.pane], section: path.section)
    }

    /// Whether the tag at `path` lies in a folded section.
    package static func isFolded(_ state: DeckState, _ path: TagPath) -> Bool { isFolded(state, SectionPath(path.pane, path.section)) }

    /// Puts the focus on a section's title.
    /// - Returns: the focus line (a hint; a test that only moves the focus may leave it unsaid).
    @discardableResult
    static func focusTitle(_ state: inout DeckState, _ path: SectionPath) -> [StatusNote] {
        state.moveFocus { focusTitle(&$0, $1, path) }
    }

    /// `Letters · Browse, 4 tags, folded (z unfolds)`.
    static func describe(_ state: DeckState, _ path: SectionPath) -> String { describe(FocusScene(state), path) }

    /// Puts the focus on a section's title and asks to reveal it.
    /// - Returns: the title's line (a hint).
    static func focusTitle(_ focus: inout FocusState, _ scene: FocusScene, _ path: SectionPath) -> FocusOutcome {
        focus.focusedTitle = path
        focus.activeSide = path.pane
        focus.goalColumn = nil
        return FocusOutcome(notes: [.hint(describe(scene, path))], reveals: [.sectionTitle(path)])
    }

    /// Puts the focus on a pane's title and asks to scroll the pane to its top.
    /// - Returns: the title's line (a hint).
    static func focusPane(_ focus: inout FocusState, _ scene: FocusScene, _ side: PaneSide) -> FocusOutcome {
        focus.focusedPane = side
        focus.activeSide = side
        let count = scene.board[side].tagCount
        let tags = count == 1 ? "1 tag" : "\(TitleText.grouped(count)) tags"
        return FocusOutcome(notes: [.hint("\(Places.paneName(scene.board, side)) · pane title, \(tags), r renames it")],
                            reveals: [.paneTop(side)])
    }

    /// `Letters · Browse, 4 tags, folded (z unfolds)`.
    static func describe(_ scene: FocusScene, _ path: SectionPath) -> String {
        let section = scene.board[path.pane].sections[path.section]
        let tags = section.tags.count == 1 ? "1 tag" : "\(TitleText.grouped(section.tags.count)) tags"
        let folded = scene[path.pane].layout.isFolded(scene.board[path.pane], section: path.section)
        let folding = folded ? "folded (z unfolds)" : "z folds"
        return "\(section.title) · section of \(Places.paneName(scene.board, path.pane)), \(tags), \(folding)"
    }


    /// `z`: folds or unfolds the focused title's section; on a chip, folds the chip's section and rests the
    /// focus on its title.
    static func toggleFocused(_ state: inout DeckState) -> [StatusNote] {
        if let refusal = refusesPaneTitle(state) { return [refusal] }
        let target: SectionPath
        if let title = state.focusedTitle {
            target = title
        } else if let chip = FocusNavigator.currentFocus(&state) {
            target = SectionPath(chip.pane, chip.section)
        } else {
            return [.info("Nothing to fold")]
        }
        let section = state.board[target.pane].sections[target.section]
        guard section.isTitled else {
            return [.problem("This section has no title to fold under")]
        }
        let fold = !isFolded(state, target)
        setFolded(&state[target.pane], target.section, fold, content: state.board[target.pane])
        state.shapeSerial += 1
        let focusLine = focusTitle(&state, target)
        let count = section.tags.count == 1 ? "1 tag" : "\(TitleText.grouped(section.tags.count)) tags"
        return focusLine + [.info("\(fold ? "Folded" : "Unfolded") '\(section.title)' (\(count))")]
    }

    /// `Z`: folds every titled section of both panes, or unfolds them all when every one is folded.
    static func toggleAll(_ state: inout DeckState) -> [StatusNote] {
        let titled = PaneSide.allCases.flatMap { side in
            state.board[side].sections.indices.filter { state.board[side].sections[$0].isTitled }.map { SectionPath(side, $0) }
        }
        guard !titled.isEmpty else { return [.problem("No section has a title to fold under")] }
        let fold = titled.contains { !isFolded(state, $0) }
        for path in titled {
            setFolded(&state[path.pane], path.section, fold, content: state.board[path.pane])
            state.shapeSerial += 1
        }
        // The focus cannot stay on a chip that is folded away: it rests on its section's title.
        var notes: [StatusNote] = []
        if fold, state.focusedTitle == nil, let chip = state.focusedChip, state.board.contains(chip), isFolded(state, chip) {
            notes = focusTitle(&state, SectionPath(chip.pane, chip.section))
        } else if let title = state.focusedTitle {
            notes = focusTitle(&state, title)
        } else if let chip = state.focusedChip, state.board.contains(chip) {
            state.revealChip(chip)
        }
        return notes + [.info("\(fold ? "Folded" : "Unfolded") all \(titled.count) sections")]
    }

    /// Folds or unfolds section `section` of `pane`, showing `content`, and keeps its scroll in its rows: the folds
    /// are the panes' own state (their layouts are derived from them). The parent counts the change of rows
    /// (`DeckState.shapeSerial`).
    static func setFolded(_ pane: inout Pane, _ section: Int, _ fold: Bool, content: PaneContent) {
        var folded = pane.folded
        if fold { folded.insert(section) } else { folded.remove(section) }
        pane.setFolded(folded)
        pane.clampScroll(content)
    }

    /// Refuses an action that needs a chip while the focus rests on a title.
    /// - Returns: the problem that refuses it, saying what a title takes; nil when the action may go on.
    static func refusesChipAction(_ state: DeckState) -> StatusNote? {
        if let side = state.focusedPane {
            return .problem("'\(Places.paneName(state, side))' is the pane's title: r renames it, Down goes into it")
        }
        guard let title = state.focusedTitle else { return nil }
        let name = state.board[title.pane].sections[title.section].title
        return .problem("'\(name)' is a section title: z folds it, Down goes into it")
    }

    /// Refuses what a pane title cannot take (fold, delete, lift).
    /// - Returns: the problem that refuses it, saying what it takes; nil when the action may go on.
    static func refusesPaneTitle(_ state: DeckState) -> StatusNote? { state.focusedPane != nil ? refusesChipAction(state) : nil }
}
