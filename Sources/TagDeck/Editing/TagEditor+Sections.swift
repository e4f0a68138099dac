/// Sections and panes edited where they are: a new section, a section or pane retitled, a section deleted
/// (asking first when it holds tags).
extension TagEditor {
    /// `a`, `A`, `r`, `R` or `n`: the line editor for that edit, or nil after saying why not. `r` on a section
    /// title retitles the section.
    func begin(_ action: DeckAction) -> DeckMode? {
        // A press still held on a chip must not lift it while the editor is open.
        forgetPendingPresses()
        let title = controller.folder.focusedTitle
        switch action {
        case .addAfter, .addBefore: return beginAdd(after: action == .addAfter)
        case .rename:
            if let side = controller.folder.focusedPane { return renamePane(side) }
            guard let title else { return beginRename() }
            return .editing(LineEditor(purpose: .renameSection(title),
                                       text: controller.board[title.pane].sections[title.section].title))
        case .renamePane:
            return renamePane(controller.activeSide)
        case .newSection:
            guard controller.options.mode == .editor else {
                controller.setStatus("The picker has no sections to add", isError: true)
                return nil
            }
            let after = title ?? controller.navigator.currentFocus().map { SectionPath($0.pane, $0.section) }
                ?? SectionPath(controller.activeSide, controller.board[controller.activeSide].sections.count - 1)
            return .editing(LineEditor(purpose: .newSection(at: SectionPath(after.pane, after.section + 1))))
        default: return nil
        }
    }

    /// Forgets a press held on a chip that has not lifted yet (a key opened an editor or a question).
    func forgetPendingPresses() {
        for side in PaneSide.allCases where !controller[side].isDragging { controller[side].cancelGesture() }
    }

    /// The line editor on a pane's title (`r` on it, or `R`); the picker's panes keep their names.
    private func renamePane(_ side: PaneSide) -> DeckMode? {
        guard controller.options.mode == .editor else {
            controller.setStatus("The picker's panes keep their names", isError: true)
            return nil
        }
        return .editing(LineEditor(purpose: .renamePane(side), text: controller.board[side].title))
    }

    /// Enter on a section or pane title being typed: the edit, or the editor left open with the problem.
    func commitTitle(_ editor: LineEditor, _ text: String) -> LineEditor? {
        var open = editor
        guard !text.isEmpty else {
            open.problem = "A title needs some text"
            return open
        }
        guard !text.unicodeScalars.contains(where: VisibleText.isControl) else {
            open.problem = "A title cannot hold control characters"
            return open
        }
        let board = controller.board
        switch editor.purpose {
        case .newSection(let at):
            guard apply(.insertSection(Section(title: text), at: at)) else { return open }
            controller.say("Added section '\(text)' to \(controller.paneName(at.pane)) (drop tags on it, or a adds one)")
        case .renameSection(let at):
            let old = board[at.pane].sections[at.section].title
            guard old != text else { return nil }
            guard apply(.retitleSection(at: at, old: old, new: text)) else { return open }
            controller.say("Renamed section '\(old)' to '\(text)'")
        case .renamePane(let side):
            let old = board[side].title
            guard old != text else { return nil }
            guard apply(.retitlePane(side, old: old, new: text)) else { return open }
            controller.say("Renamed pane '\(old)' to '\(text)'")
        default: break
        }
        return nil
    }

    /// `d` on a section title: an empty section goes at once; one with tags asks first.
    func deleteFocusedSection(_ path: SectionPath) {
        let section = controller.board[path.pane].sections[path.section]
        guard controller.board[path.pane].sections.count > 1 else {
            return controller.setStatus("A pane keeps at least one section", isError: true)
        }
        if section.tags.isEmpty {
            deleteSection(path)
        } else {
            forgetPendingPresses()
            controller.mode = .confirming(.deleteSection(path))
            controller.say(Self.question(.deleteSection(path), controller.board))
        }
    }

    /// `y` or `n` (Esc) at a question.
    func answer(_ yes: Bool) {
        guard case .confirming(let question) = controller.mode else { return }
        controller.mode = controller.restingMode
        switch question {
        case .deleteSection(let path):
            if yes { deleteSection(path) } else { controller.say("Kept section '\(controller.board[path.pane].sections[path.section].title)'") }
        }
    }

    /// The question as the status line asks it.
    static func question(_ question: Question, _ board: Board) -> String {
        switch question {
        case .deleteSection(let path):
            let section = board[path.pane].sections[path.section]
            let tags = section.tags.count == 1 ? "its 1 tag" : "its \(section.tags.count) tags"
            return "Delete section '\(section.title)' and \(tags)? y/n"
        }
    }

    private func deleteSection(_ path: SectionPath) {
        let section = controller.board[path.pane].sections[path.section]
        guard apply(.removeSection(section, at: path)) else { return }
        let tags = section.tags.isEmpty ? "" : " and its \(section.tags.count) tags"
        controller.say("Deleted section '\(section.title)'\(tags) (u to undo)")
    }
}
