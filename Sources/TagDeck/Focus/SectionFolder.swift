/// Folding sections away, and the focus resting on a section title.
///
/// `z` folds the focused section: its title stays, with its count, and its chips take no rows; the focus rests
/// on the title. `z` on a folded title unfolds it; `Z` folds every titled section of both panes, or unfolds them
/// all when all are folded. A folded section is still a drop target: a drop on its title appends to it. Folds
/// are session state, like marks: they are never saved.
package enum SectionFolder {
    /// A key of folding: the focused section, or every section. The folds are the panes' own state: this changes
    /// the two panes, the focus (its sibling: the fold rests it on a title) and the count of the panes' rows'
    /// changes (`DeckState.shapeSerial`), reading `board` and `options`. `z` with nothing focused yet folds the
    /// section of the chip the focus chooses (it takes the focus).
    /// - Returns: the focus line, if the focus moved, then what the fold says.
    /// - Complexity: `Z`: O(sections of the board).
    static func reduce(_ top: inout Pane, _ bottom: inout Pane, _ focus: inout FocusState, shapes: inout Int,
                       board: Board, options: DeckOptions, _ action: FoldAction) -> StatusNotes {
        if action == .fold, focus.focusedPane == nil, focus.focusedTitle == nil {
            _ = FocusNavigator.currentFocus(&focus, FocusScene(board: board, top: top, bottom: bottom, options: options))
        }
        let outcome = switch action {
        case .fold: toggleFocused(&top, &bottom, focus, board)
        case .foldAll: toggleAll(&top, &bottom, focus, board)
        }
        shapes += outcome.shapeChanges
        var notes: StatusNotes = []
        if let title = outcome.focusTitle {
            let step = focusTitle(&focus, FocusScene(board: board, top: top, bottom: bottom, options: options), title)
            step.reveal(&top, &bottom, on: board)
            notes = step.notes
        } else if let chip = outcome.reveal {
            Pane.reveal(chip, &top, &bottom, on: board)
        }
        return notes + outcome.notes
    }

    /// Unfolds the focused section, as `z` does, for an editor that opens on a chip inside it.
    /// - Returns: what the fold says.
    static func unfoldFocused(_ state: inout MovementState) -> StatusNotes {
        reduce(&state.top, &state.bottom, &state.keyboard, shapes: &state.shapeSerial, board: state.board,
               options: state.options, .fold)
    }

    /// Whether the section at `path` is folded (and titled, so that its title shows).
    package static func isFolded(_ state: MovementState, _ path: SectionPath) -> Bool {
        state[path.pane].layout.isFolded(state.board[path.pane], section: path.section)
    }
    /// Whether the section at `path` of the deck's board is folded.
    package static func isFolded(_ state: DeckState, _ path: SectionPath) -> Bool { isFolded(state.movement, path) }

    /// Whether the tag at `path` lies in a folded section.
    package static func isFolded(_ state: MovementState, _ path: TagPath) -> Bool { isFolded(state, SectionPath(path.pane, path.section)) }
    /// Whether the tag at `path` of the deck's board lies in a folded section.
    package static func isFolded(_ state: DeckState, _ path: TagPath) -> Bool { isFolded(state.movement, path) }

    /// `Letters · Browse, 4 tags, folded (z unfolds)`.
    static func describe(_ state: DeckState, _ path: SectionPath) -> String { describe(FocusScene(state), path) }

    /// Puts the focus on a section's title and asks to reveal it.
    /// - Returns: the title's line (a hint).
    static func focusTitle(_ focus: inout FocusState, _ scene: FocusScene, _ path: SectionPath) -> FocusOutcome {
        focus.focusedTitle = path
        focus.activeSide = path.pane
        focus.goalColumn = nil
        return FocusOutcome(notes: .hint(describe(scene, path)), reveals: [.sectionTitle(path)])
    }

    /// Puts the focus on a pane's title and asks to scroll the pane to its top.
    /// - Returns: the title's line (a hint).
    static func focusPane(_ focus: inout FocusState, _ scene: FocusScene, _ side: PaneSide) -> FocusOutcome {
        focus.focusedPane = side
        focus.activeSide = side
        let count = scene.board[side].tagCount
        let tags = count == 1 ? "1 tag" : "\(TitleText.grouped(count)) tags"
        return FocusOutcome(notes: .hint("\(Places.paneName(scene.board, side)) · pane title, \(tags), r renames it"),
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


    /// `z`: folds or unfolds the focused title's section; on a chip (the one the focus chose: see
    /// ``reduce(_:_:_:shapes:board:options:_:)``), folds the chip's section and asks to rest the focus on its title.
    static func toggleFocused(_ top: inout Pane, _ bottom: inout Pane, _ focus: FocusState, _ board: Board) -> FoldOutcome {
        if focus.focusedPane != nil, let refusal = refusesChipAction(focus, board) { return FoldOutcome(notes: [refusal]) }
        guard let target = focus.focusedTitle ?? focus.focusedChip.map({ SectionPath($0.pane, $0.section) }) else {
            return FoldOutcome(notes: .info("Nothing to fold"))
        }
        let section = board[target.pane].sections[target.section]
        guard section.isTitled else {
            return FoldOutcome(notes: .problem("This section has no title to fold under"))
        }
        let content = board[target.pane]
        let fold: Bool
        if target.pane == .top {
            fold = !top.layout.isFolded(content, section: target.section)
            setFolded(&top, target.section, fold, content: content)
        } else {
            fold = !bottom.layout.isFolded(content, section: target.section)
            setFolded(&bottom, target.section, fold, content: content)
        }
        let count = section.tags.count == 1 ? "1 tag" : "\(TitleText.grouped(section.tags.count)) tags"
        return FoldOutcome(notes: .info("\(fold ? "Folded" : "Unfolded") '\(section.title)' (\(count))"),
                           shapeChanges: 1, focusTitle: target)
    }

    /// `Z`: folds every titled section of both panes, or unfolds them all when every one is folded.
    static func toggleAll(_ top: inout Pane, _ bottom: inout Pane, _ focus: FocusState, _ board: Board) -> FoldOutcome {
        let titled = PaneSide.allCases.flatMap { side in
            board[side].sections.indices.filter { board[side].sections[$0].isTitled }.map { SectionPath(side, $0) }
        }
        guard !titled.isEmpty else { return FoldOutcome(notes: .problem("No section has a title to fold under")) }
        func isFolded(_ path: SectionPath) -> Bool {
            (path.pane == .top ? top : bottom).layout.isFolded(board[path.pane], section: path.section)
        }
        let fold = titled.contains { !isFolded($0) }
        for path in titled {
            if path.pane == .top {
                setFolded(&top, path.section, fold, content: board[.top])
            } else {
                setFolded(&bottom, path.section, fold, content: board[.bottom])
            }
        }
        var outcome = FoldOutcome(notes: .info("\(fold ? "Folded" : "Unfolded") all \(titled.count) sections"),
                                  shapeChanges: titled.count)
        // The focus cannot stay on a chip that is folded away: it rests on its section's title.
        if fold, focus.focusedTitle == nil, let chip = focus.focusedChip, board.contains(chip),
           isFolded(SectionPath(chip.pane, chip.section)) {
            outcome.focusTitle = SectionPath(chip.pane, chip.section)
        } else if let title = focus.focusedTitle {
            outcome.focusTitle = title
        } else if let chip = focus.focusedChip, board.contains(chip) {
            outcome.reveal = chip
        }
        return outcome
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
    static func refusesChipAction(_ state: DeckState) -> StatusNote? { refusesChipAction(state.keyboard, state.board) }
    /// The refusal of a chip's action while the focus rests on a title of the movement's board, if it does.
    static func refusesChipAction(_ state: MovementState) -> StatusNote? { refusesChipAction(state.keyboard, state.board) }

    /// Refuses an action that needs a chip while `focus` rests on a title of `board`.
    /// - Returns: the problem that refuses it, saying what a title takes; nil when the action may go on.
    static func refusesChipAction(_ focus: FocusState, _ board: Board) -> StatusNote? {
        if let side = focus.focusedPane {
            return .problem("'\(Places.paneName(board, side))' is the pane's title: r renames it, Down goes into it")
        }
        guard let title = focus.focusedTitle else { return nil }
        let name = board[title.pane].sections[title.section].title
        return .problem("'\(name)' is a section title: z folds it, Down goes into it")
    }

    /// Refuses what a pane title cannot take (fold, delete, lift).
    /// - Returns: the problem that refuses it, saying what it takes; nil when the action may go on.
    static func refusesPaneTitle(_ state: DeckState) -> StatusNote? { state.focusedPane != nil ? refusesChipAction(state) : nil }
}
