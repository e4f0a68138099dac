/// A section moved with its tags, by the keyboard or the mouse. With the keyboard: `Space` on its title lifts it, `Up`/`Down` move it a place at a time (on
/// into the other pane at the ends), `Tab` carries it across, `Space` puts it down, `Esc` puts it back. The
/// other sections make room as it passes; the whole move is one undo step and one save, at the drop.
public final class SectionMover {
    unowned let controller: BoardController
    /// A section title pressed with the mouse: moving the pointer lifts its section.
    var pressedTitle: SectionPath?

    init(board controller: BoardController) { self.controller = controller }

    /// `Space` on a section title: lifts it through the coordinator.
    func lift(_ path: SectionPath) {
        _ = controller.coordinator.beginSectionMovement(at: path, input: .keyboard)
    }

    /// A key while a section is lifted: where it goes next, asked of the coordinator.
    func moveSection(_ action: DeckAction) {
        guard case .movingSection(_, let current) = controller.mode else { return }
        let board = controller.board
        let count = board[current.pane].sections.count
        let coordinator = controller.coordinator
        switch action {
        case .sectionUp:
            if let t = current.section > 0 ? SectionPath(current.pane, current.section - 1)
                : current.pane == .bottom ? SectionPath(.top, board[.top].sections.count) : nil {
                coordinator.updateSectionMovementTarget(t)
            }
        case .sectionDown:
            if let t = current.section < count - 1 ? SectionPath(current.pane, current.section + 1)
                : current.pane == .top ? SectionPath(.bottom, 0) : nil {
                coordinator.updateSectionMovementTarget(t)
            }
        case .sectionAcross:
            let other = current.pane.other
            coordinator.updateSectionMovementTarget(SectionPath(other, current.pane == .top ? 0 : board[other].sections.count))
        case .dropSection: coordinator.endSectionMovement()
        case .cancelSectionMove: coordinator.cancelSectionMovement()
        default: return
        }
    }

    // MARK: The board's side (the coordinator's section verbs)

    /// Lifts the section at `path`; false in the picker, whose sections stay where they are.
    func begin(_ path: SectionPath) -> Bool {
        guard controller.options.mode == .editor else {
            controller.setStatus("The picker's sections stay where they are", isError: true)
            return false
        }
        guard controller.session == nil, !controller.mode.isMovingSection, controller.board.contains(path) else {
            return false
        }
        controller.editor.forgetPendingPresses()
        controller.mode = .movingSection(origin: path, current: path)
        controller.say("Lifted section '\(title(path))': Up/Down move it, Tab carries it across, Space puts it down")
        return true
    }

    /// The lifted section to `target`; the other sections make room.
    func move(to target: SectionPath) {
        guard case .movingSection(let origin, let current) = controller.mode, target != current else { return }
        let move = BoardEdit.moveSection(from: current, to: target)
        guard controller.board.canApply(move) else {
            return controller.setStatus("A pane keeps at least one section", isError: true)
        }
        EditApplication.apply(move, to: controller)
        controller.mode = .movingSection(origin: origin, current: target)
        controller.say("Section '\(title(target))' to \(place(target))")
    }

    /// Puts the lifted section down: one undo step and one save.
    func end() {
        guard case .movingSection(let origin, let current) = controller.mode else { return }
        controller.mode = controller.restingMode
        guard origin != current else { return controller.say("Section '\(title(current))' stays where it was") }
        CommitPath.commit(.new(.edit(.moveSection(from: origin, to: current)), tags: []), to: controller)
        controller.say("Moved section '\(title(current))' to \(place(current))")
    }

    /// Puts the lifted section back where it was.
    func cancel() {
        guard case .movingSection(let origin, let current) = controller.mode else { return }
        controller.mode = controller.restingMode
        if origin != current { EditApplication.apply(.moveSection(from: current, to: origin), to: controller) }
        controller.say("Section '\(title(origin))' is back where it was")
    }

    /// The mouse and section titles: a press on a title focuses it, moving with the button down lifts its
    /// section, which then follows the pointer from section to section (into the other pane too); the release
    /// puts it down, the right button puts it back.
    /// - Returns: whether the report was about a section (nothing else should handle it).
    func sectionPointer(_ input: InputEvent) -> Bool {
        if case .movingSection = controller.mode {
            switch input {
            case .drag(let p): follow(p)
            case .release: controller.coordinator.endSectionMovement()
            case .press(_, .right): controller.coordinator.cancelSectionMovement()
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
            guard controller.coordinator.beginSectionMovement(at: pressed, input: .mouse) else { return true }
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
        guard case .movingSection(_, let current) = controller.mode,
              let side = controller.paneSide(at: point) else { return }
        var target: Int
        switch row(at: point, in: side) {
        case .title(let s)?, .empty(let s)?, .chips(let s, _, _)?: target = s
        case nil: target = controller.board[side].sections.count - (side == current.pane ? 1 : 0)
        }
        if side != current.pane { target = min(target, controller.board[side].sections.count) }
        let to = SectionPath(side, target)
        guard to != current, controller.board.canApply(.moveSection(from: current, to: to)) else { return }
        controller.coordinator.updateSectionMovementTarget(to)
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
