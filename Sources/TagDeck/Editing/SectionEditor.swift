/// Section and pane titles: a new section, renaming a section or a pane, and deleting a section (asking first
/// when it holds tags). Every change is one ``BoardEdit`` applied through ``TagEditor/apply(_:_:record:)``.
enum SectionEditor {
    /// The line editor on a pane's title (`r` on it, or `R`); the picker's panes keep their names.
    static func renamePane(_ state: inout DeckState, _ side: PaneSide) -> DeckMode? {
        guard state.options.mode == .editor else {
            state.setStatus("The picker's panes keep their names", isError: true)
            return nil
        }
        return .editing(LineEditor(purpose: .renamePane(side), text: state.board[side].title))
    }

    /// Enter on a section or pane title being typed: the edit, or the editor left open with the problem.
    static func commitTitle(_ state: inout DeckState, _ editor: LineEditor, _ text: String) -> LineEditor? {
        var open = editor
        guard !text.isEmpty else {
            open.problem = "A title needs some text"
            return open
        }
        guard !text.unicodeScalars.contains(where: VisibleText.isControl) else {
            open.problem = "A title cannot hold control characters"
            return open
        }
        switch editor.purpose {
        case .newSection(let at):
            guard TagEditor.apply(&state, .insertSection(Section(title: text), at: at)) else { return open }
            state.say("Added section '\(text)' to \(Places.paneName(state, at.pane)) (drop tags on it, or a adds one)")
        case .renameSection(let at):
            let old = state.board[at.pane].sections[at.section].title
            guard old != text else { return nil }
            guard TagEditor.apply(&state, .retitleSection(at: at, old: old, new: text)) else { return open }
            state.say("Renamed section '\(old)' to '\(text)'")
        case .renamePane(let side):
            let old = state.board[side].title
            guard old != text else { return nil }
            guard TagEditor.apply(&state, .retitlePane(side, old: old, new: text)) else { return open }
            state.say("Renamed pane '\(old)' to '\(text)'")
        default: break
        }
        return nil
    }

    /// Whether the sections of `side` are made by the host from its files (the bottom pane of `tagdeck tags` and
    /// `tagdeck vocab`, ``DeckOptions/tagUsage``): they are not to be added, renamed or deleted, which would change
    /// no file. Says so when they are.
    static func refusesMadeSections(_ state: inout DeckState, _ side: PaneSide) -> Bool {
        guard state.options.tagUsage != nil, side == .bottom else { return false }
        state.setStatus("The sections below are made from the notes: r or d on a tag changes the notes", isError: true)
        return true
    }

    /// `d` on a section title: an empty section goes at once; one with tags asks first.
    static func deleteFocusedSection(_ state: inout DeckState, _ path: SectionPath) {
        guard !refusesMadeSections(&state, path.pane) else { return }
        let section = state.board[path.pane].sections[path.section]
        guard state.board[path.pane].sections.count > 1 else {
            return state.setStatus("A pane keeps at least one section", isError: true)
        }
        if section.tags.isEmpty {
            deleteSection(&state, path)
        } else {
            TagEditor.forgetPendingPresses(&state)
            state.mode = .confirming(.deleteSection(path))
            state.say(Self.question(.deleteSection(path), state.board))
        }
    }

    /// `y` or `n` (Esc) at a question.
    static func answer(_ state: inout DeckState, _ yes: Bool) {
        guard case .confirming(let question) = state.mode else { return }
        state.mode = state.restingMode
        switch question {
        case .deleteSection(let path):
            if yes { deleteSection(&state, path) } else { state.say("Kept section '\(state.board[path.pane].sections[path.section].title)'") }
        case .renameAcross, .removeAcross: VocabularyEditor.answer(&state, question, yes: yes)
        case .moveUnder(let tag, let name, _): Reparenting.answer(&state, tag: tag, to: name, yes: yes)
        }
    }

    /// The question as the status line asks it.
    static func question(_ question: Question, _ board: Board, usage: TagUsage? = nil) -> String {
        switch question {
        case .renameAcross, .removeAcross: return VocabularyEditor.question(question, usage: usage, board: board)
        case .moveUnder: return Reparenting.question(question, usage: usage, board: board)
        case .deleteSection(let path):
            let section = board[path.pane].sections[path.section]
            let tags = section.tags.count == 1 ? "its 1 tag" : "its \(TitleText.grouped(section.tags.count)) tags"
            return "Delete section '\(section.title)' and \(tags)? y/n"
        }
    }

    private static func deleteSection(_ state: inout DeckState, _ path: SectionPath) {
        let section = state.board[path.pane].sections[path.section]
        guard TagEditor.apply(&state, .removeSection(section, at: path)) else { return }
        let tags = section.tags.isEmpty ? "" : " and its \(TitleText.grouped(section.tags.count)) tags"
        state.say("Deleted section '\(section.title)'\(tags) (u to undo)")
    }
}
