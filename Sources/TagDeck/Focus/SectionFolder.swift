/// Folding sections away, and the focus resting on a section title.
///
/// `z` folds the focused section: its title stays, with its count, and its chips take no rows; the focus rests
/// on the title. `z` on a folded title unfolds it; `Z` folds every titled section of both panes, or unfolds them
/// all when all are folded. A folded section is still a drop target: a drop on its title appends to it. Folds
/// are session state, like marks: they are never saved.
public final class SectionFolder {
    unowned let controller: BoardController
    /// The section title that holds the focus, when the focus rests on one (a view of the board's one focus).
    public internal(set) var focusedTitle: SectionPath? {
        get { controller.focus?.sectionTitle }
        set {
            if let newValue { controller.focus = .sectionTitle(newValue) } else if focusedTitle != nil { controller.focus = nil }
        }
    }
    /// The pane whose title (in its top border) holds the focus: `Up` from a pane's first row. `r` renames it.
    public internal(set) var focusedPane: PaneSide? {
        get { controller.focus?.paneTitle }
        set {
            if let newValue { controller.focus = .paneTitle(newValue) } else if focusedPane != nil { controller.focus = nil }
        }
    }

    /// Puts the focus on a pane's title.
    func focusPane(_ side: PaneSide) {
        focusedPane = side
        controller.activeSide = side
        controller[side].scrollToShow(contentRow: 0, content: board[side])
        let count = board[side].tagCount
        let tags = count == 1 ? "1 tag" : "\(TitleText.grouped(count)) tags"
        controller.hint("\(controller.paneName(side)) · pane title, \(tags), r renames it")
    }

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }

    /// Whether the section at `path` is folded (and titled, so that its title shows).
    public func isFolded(_ path: SectionPath) -> Bool {
        controller[path.pane].layout.isFolded(board[path.pane], section: path.section)
    }

    /// Whether the tag at `path` lies in a folded section.
    public func isFolded(_ path: TagPath) -> Bool { isFolded(SectionPath(path.pane, path.section)) }

    /// Puts the focus on a section's title.
    func focusTitle(_ path: SectionPath) {
        focusedTitle = path
        controller.activeSide = path.pane
        controller.navigator.goalColumn = nil
        let pane = controller[path.pane]
        pane.scrollToShow(contentRow: pane.layout.startRow(board[path.pane], section: path.section),
                          content: board[path.pane])
        controller.hint(describe(path))
    }

    /// `Letters · Browse, 4 tags, folded (z unfolds)`.
    func describe(_ path: SectionPath) -> String {
        let section = board[path.pane].sections[path.section]
        let tags = section.tags.count == 1 ? "1 tag" : "\(TitleText.grouped(section.tags.count)) tags"
        let state = isFolded(path) ? "folded (z unfolds)" : "z folds"
        return "\(section.title) · section of \(controller.paneName(path.pane)), \(tags), \(state)"
    }

    /// `z`: folds or unfolds the focused title's section; on a chip, folds the chip's section and rests the
    /// focus on its title.
    func toggleFocused() {
        if refusesPaneTitle() { return }
        let target: SectionPath
        if let title = focusedTitle {
            target = title
        } else if let chip = controller.navigator.currentFocus() {
            target = SectionPath(chip.pane, chip.section)
        } else {
            return controller.say("Nothing to fold")
        }
        let section = board[target.pane].sections[target.section]
        guard section.isTitled else {
            return controller.setStatus("This section has no title to fold under", isError: true)
        }
        let fold = !isFolded(target)
        setFolded(target, fold)
        focusTitle(target)
        controller.say("\(fold ? "Folded" : "Unfolded") '\(section.title)' (\(TitleText.grouped(section.tags.count)) tags)")
    }

    /// `Z`: folds every titled section of both panes, or unfolds them all when every one is folded.
    func toggleAll() {
        let titled = PaneSide.allCases.flatMap { side in
            board[side].sections.indices.filter { board[side].sections[$0].isTitled }.map { SectionPath(side, $0) }
        }
        guard !titled.isEmpty else { return controller.setStatus("No section has a title to fold under", isError: true) }
        let fold = titled.contains { !isFolded($0) }
        for path in titled { setFolded(path, fold) }
        // The focus cannot stay on a chip that is folded away: it rests on its section's title.
        if fold, focusedTitle == nil, let chip = controller.focusedChip, board.contains(chip), isFolded(chip) {
            focusTitle(SectionPath(chip.pane, chip.section))
        } else if let title = focusedTitle {
            focusTitle(title)
        } else if let chip = controller.focusedChip, board.contains(chip) {
            controller.revealChip(chip)
        }
        controller.say("\(fold ? "Folded" : "Unfolded") all \(titled.count) sections")
    }

    private func setFolded(_ path: SectionPath, _ fold: Bool) {
        let pane = controller[path.pane]
        if fold { pane.layout.folded.insert(path.section) } else { pane.layout.folded.remove(path.section) }
        controller.shapeSerial += 1
        pane.clampScroll(board[path.pane])
    }

    /// Refuses an action that needs a chip while the focus rests on a title, saying what a title takes.
    /// - Returns: whether the action was refused.
    func refusesChipAction() -> Bool {
        if let side = focusedPane {
            controller.setStatus("'\(controller.paneName(side))' is the pane's title: r renames it, Down goes into it",
                                 isError: true)
            return true
        }
        guard let title = focusedTitle else { return false }
        let name = board[title.pane].sections[title.section].title
        controller.setStatus("'\(name)' is a section title: z folds it, Down goes into it", isError: true)
        return true
    }

    /// Refuses what a pane title cannot take (fold, delete, lift), saying what it takes.
    func refusesPaneTitle() -> Bool { focusedPane != nil && refusesChipAction() }
}
