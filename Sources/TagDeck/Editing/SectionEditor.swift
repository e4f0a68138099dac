/// Section and pane titles: a new section, renaming a section or a pane, and deleting a section (asking first
/// when it holds tags). Every change is one ``BoardEdit`` applied through ``TagEditor/apply(_:_:record:)``.
enum SectionEditor {
    /// The line editor on a pane's title (`r` on it, or `R`); the picker's panes keep their names.
    /// - Returns: the editor, or nil with the problem that says why not.
    static func renamePane(_ scene: FocusScene, _ side: PaneSide) -> EditOpening.Opening {
        guard scene.options.mode == .editor else {
            return EditOpening.Opening(notes: .problem("The picker's panes keep their names"))
        }
        return EditOpening.Opening(mode: .editing(LineEditor(purpose: .renamePane(side), text: scene.board[side].title)), notes: [])
    }

    /// Enter on a section or pane title being typed: the edit, or the editor left open with the problem.
    /// - Returns: the editor left open (nil when the edit is done), and what the status line says of it.
    static func commitTitle(_ state: inout MovementState, _ editor: LineEditor,
                            _ text: String) -> (open: LineEditor?, notes: StatusNotes) {
        var open = editor
        guard !text.isEmpty else {
            open.problem = "A title needs some text"
            return (open, [])
        }
        guard !text.unicodeScalars.contains(where: VisibleText.isControl) else {
            open.problem = "A title cannot hold control characters"
            return (open, [])
        }
        switch editor.purpose {
        case .newSection(let at):
            guard TagEditor.apply(&state, .insertSection(Section(title: text), at: at)) else { return (open, []) }
            return (nil, .info("Added section '\(text)' to \(Places.paneName(state, at.pane)) (drop tags on it, or a adds one)"))
        case .renameSection(let at):
            let old = state.board[at.pane].sections[at.section].title
            guard old != text else { return (nil, []) }
            guard TagEditor.apply(&state, .retitleSection(at: at, old: old, new: text)) else { return (open, []) }
            return (nil, .info("Renamed section '\(old)' to '\(text)'"))
        case .renamePane(let side):
            let old = state.board[side].title
            guard old != text else { return (nil, []) }
            guard TagEditor.apply(&state, .retitlePane(side, old: old, new: text)) else { return (open, []) }
            return (nil, .info("Renamed pane '\(old)' to '\(text)'"))
        default: return (nil, [])
        }
    }

    /// Whether the sections of `side` are made by the host from its files (the bottom pane of `tagdeck tags` and
    /// `tagdeck vocab`, ``DeckOptions/tagUsage``): they are not to be added, renamed or deleted, which would change
    /// no file.
    /// - Returns: the problem that says so when they are; nil when they may change.
    static func refusesMadeSections(_ options: DeckOptions, _ side: PaneSide) -> StatusNote? {
        if let selection = options.selection, side == .top {
            return .problem("The sections above are made from the \(selection.noun)s: on all of them, and on some")
        }
        guard options.tagUsage != nil, side == .bottom else { return nil }
        return .problem("The sections below are made from the notes: r or d on a tag changes the notes")
    }

    /// `d` on a section title: an empty section goes at once; one with tags asks first.
    /// - Returns: what the status line says of it.
    static func deleteFocusedSection(_ state: inout MovementState, _ path: SectionPath) -> StatusNotes {
        if let refusal = refusesMadeSections(state.options, path.pane) { return [refusal] }
        let section = state.board[path.pane].sections[path.section]
        guard state.board[path.pane].sections.count > 1 else {
            return .problem("A pane keeps at least one section")
        }
        if section.tags.isEmpty { return deleteSection(&state, path) }
        return Asking.ask(.deleteSection(path), &state.mode, &state.top, &state.bottom, board: state.board, usage: nil)
    }

    /// `y` or `n` (Esc) at a question.
    /// - Returns: what the status line says of it.
    static func answer(_ state: inout MovementState, _ yes: Bool) -> StatusNotes {
        guard case .confirming(let question) = state.mode else { return [] }
        state.mode = state.restingMode
        switch question {
        case .deleteSection(let path):
            return yes ? deleteSection(&state, path) : .info("Kept section '\(state.board[path.pane].sections[path.section].title)'")
        case .renameAcross, .removeAcross: return VocabularyEditor.answer(&state, question, yes: yes)
        case .moveUnder(let tag, let name, _): return Reparenting.answer(&state, tag: tag, to: name, yes: yes)
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

    private static func deleteSection(_ state: inout MovementState, _ path: SectionPath) -> StatusNotes {
        let section = state.board[path.pane].sections[path.section]
        guard TagEditor.apply(&state, .removeSection(section, at: path)) else { return [] }
        let tags = section.tags.isEmpty ? "" : " and its \(TitleText.grouped(section.tags.count)) tags"
        return .info("Deleted section '\(section.title)'\(tags) (u to undo)")
    }
}
