/// A section moved with its tags, by the keyboard or the mouse. With the keyboard: `Space` on its title lifts it, `Up`/`Down` move it a place at a time (on
/// into the other pane at the ends), `Tab` carries it across, `Space` puts it down, `Esc` puts it back. The
/// other sections make room as it passes; the whole move is one undo step and one save, at the drop.
public final class SectionMover {
    unowned let controller: BoardController
    /// A section title pressed with the mouse: moving the pointer lifts its section.
    var pressedTitle: SectionPath?

    init(board controller: BoardController) { self.controller = controller }

    /// `Space` on a section title.
    func liftSection(_ path: SectionPath) {
        guard controller.options.mode == .editor else {
            return controller.setStatus("The picker's sections stay where they are", isError: true)
        }
        controller.editor.forgetPendingPresses()
        controller.mode = .movingSection(origin: path, current: path)
        controller.say("Lifted section '\(title(path))': Up/Down move it, Tab carries it across, Space puts it down")
    }

    /// A key while a section is lifted.
    func moveSection(_ action: DeckAction) {
        guard case .movingSection(let origin, let current) = controller.mode else { return }
        let board = controller.board
        let count = board[current.pane].sections.count
        var target: SectionPath?
        switch action {
        case .sectionUp:
            target = current.section > 0 ? SectionPath(current.pane, current.section - 1)
                : current.pane == .bottom ? SectionPath(.top, board[.top].sections.count) : nil
        case .sectionDown:
            target = current.section < count - 1 ? SectionPath(current.pane, current.section + 1)
                : current.pane == .top ? SectionPath(.bottom, 0) : nil
        case .sectionAcross:
            let other = current.pane.other
            target = SectionPath(other, current.pane == .top ? 0 : board[other].sections.count)
        case .dropSection:
            controller.mode = controller.restingMode
            guard origin != current else { return controller.say("Section '\(title(current))' stays where it was") }
            CommitPath.commit(.new(.edit(.moveSection(from: origin, to: current)), tags: []), to: controller)
            return controller.say("Moved section '\(title(current))' to \(place(current))")
        case .cancelSectionMove:
            controller.mode = controller.restingMode
            if origin != current { EditApplication.apply(.moveSection(from: current, to: origin), to: controller) }
            return controller.say("Section '\(title(origin))' is back where it was")
        default: return
        }
        guard let target, target != current else { return }
        let move = BoardEdit.moveSection(from: current, to: target)
        guard board.canApply(move) else {
            return controller.setStatus("A pane keeps at least one section", isError: true)
        }
        EditApplication.apply(move, to: controller)
        controller.mode = .movingSection(origin: origin, current: target)
        controller.say("Section '\(title(target))' to \(place(target))")
    }

    /// The mouse and section titles: a press on a title focuses it, moving with the button down lifts its
    /// section, which then follows the pointer from section to section (into the other pane too); the release
    /// puts it down, the right button puts it back.
    /// - Returns: whether the report was about a section (nothing else should handle it).
    func sectionPointer(_ input: InputEvent) -> Bool {
        if case .movingSection = controller.mode {
            switch input {
            case .drag(let p): follow(p)
            case .release: moveSection(.dropSection)
            case .press(_, .right): moveSection(.cancelSectionMove)
            default: break
            }
            return true
        }
        switch input {
        case .press(let p, .left):
            pressedTitle = nil
            guard controller.session == nil, let side = controller.paneSide(at: p), controller[side].viewport.contains(p),
                  case .title(let s)? = row(at: p, in: side) else { return false }
            pressedTitle = SectionPath(side, s)
            controller.folder.focusTitle(SectionPath(side, s))
            return true
        case .drag(let p):
            guard let pressed = pressedTitle, controller.options.mode == .editor else { return false }
            pressedTitle = nil
            liftSection(pressed)
            follow(p)
            return true
        case .release:
            let handled = pressedTitle != nil
            pressedTitle = nil
            return handled
        default:
            return false
        }
    }

    /// The lifted section to the section under `point`.
    private func follow(_ point: Point) {
        guard case .movingSection(let origin, let current) = controller.mode,
              let side = controller.paneSide(at: point) else { return }
        var target: Int
        switch row(at: point, in: side) {
        case .title(let s)?, .empty(let s)?, .chips(let s, _, _)?: target = s
        case nil: target = controller.board[side].sections.count - (side == current.pane ? 1 : 0)
        }
        if side != current.pane { target = min(target, controller.board[side].sections.count) }
        let to = SectionPath(side, target)
        guard to != current, controller.board.canApply(.moveSection(from: current, to: to)) else { return }
        EditApplication.apply(.moveSection(from: current, to: to), to: controller)
        controller.mode = .movingSection(origin: origin, current: to)
        controller.say("Section '\(title(to))' to \(place(to))")
    }

    /// What the content row under `point` shows in pane `side`.
    private func row(at point: Point, in side: PaneSide) -> ContentRow? {
        let pane = controller[side]
        let vp = pane.viewport
        guard point.y >= vp.y && point.y < vp.maxY else { return nil }
        return pane.layout.contentRow(controller.board[side], pane.scrollOffset + point.y - vp.y)
    }

    private func title(_ path: SectionPath) -> String { controller.board[path.pane].sections[path.section].title }

    /// `Bottom, 2 of 3`.
    private func place(_ path: SectionPath) -> String {
        "\(controller.paneName(path.pane)), \(path.section + 1) of \(controller.board[path.pane].sections.count)"
    }
}
