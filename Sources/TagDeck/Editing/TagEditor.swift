/// Editing tags where they are: adding, renaming, deleting, pinning. Each edit changes the model once
/// (``BoardEdit``), is one undo step, and is saved by autosave as a drop is; nothing changes while the line
/// editor is open, only at its commit.
package enum TagEditor {
    /// A key of editing: `a`, `A`, `r`, `R`, `n` open the line editor for their edit; `d` deletes, `p` pins; the line
    /// editor's keys edit its line, commit or cancel; `y` and `n` answer the question asked.
    /// - Returns: what the status line says of it.
    static func reduce(_ state: inout MovementState, _ action: EditAction) -> StatusNotes {
        switch action {
        case .addAfter: return open(&state) { EditOpening.beginAdd(&$0, $1, after: true) }
        case .addBefore: return open(&state) { EditOpening.beginAdd(&$0, $1, after: false) }
        case .rename: return open(&state, EditOpening.rename)
        case .renamePane: return open(&state, EditOpening.renamePane)
        case .newSection: return open(&state, EditOpening.newSection)
        case .delete: return deleteFocused(&state)
        case .pin: return togglePinFocused(&state)
        case .commitEdit, .cancelEdit, .editDeleteBackward, .editDeleteForward, .editDeleteWord, .editClearLine,
             .editCursorLeft, .editCursorRight, .editCursorHome, .editCursorEnd:
            return editLine(&state, action)
        case .answerYes: return SectionEditor.answer(&state, true)
        case .answerNo: return SectionEditor.answer(&state, false)
        }
    }

    /// Opens the line editor `make` makes of the focus and a ``FocusScene`` (`a`, `A`, `r`, `R` or `n`), once a
    /// press still held on a chip is forgotten (it must not lift its chip while the editor is open), unfolding the
    /// focused section first when the opening asks.
    /// - Returns: what the status line says of it (why not, when no editor opens).
    private static func open(_ state: inout MovementState,
                             _ make: (inout FocusState, FocusScene) -> EditOpening.Opening) -> StatusNotes {
        forgetPendingPresses(&state.top, &state.bottom)
        let opening = make(&state.keyboard, FocusScene(state))
        let notes = !opening.unfold ? [] : SectionFolder.unfoldFocused(&state)
        if let editing = opening.mode { state.mode = editing }
        return notes + opening.notes
    }

    // MARK: Commands on the focused chip

    /// `d`: deletes the focused tag at once (pinned ones too); `u` puts it back.
    /// - Returns: what the status line says of it.
    static func deleteFocused(_ state: inout MovementState) -> StatusNotes {
        if let title = state.focusedTitle { return SectionEditor.deleteFocusedSection(&state, title) }
        let focus = focusedChip(&state.keyboard, FocusScene(state), verb: "delete")
        guard let f = focus.path else { return focus.refusal.map { [$0] } ?? [] }
        if let refusal = refusesEditing(state.options, f, verb: "deleted") { return [refusal] }
        if let usage = state.options.tagUsage {
            return Asking.ask(VocabularyEditor.removeQuestion(state.board, f, usage: usage), &state.mode, &state.top,
                              &state.bottom, board: state.board, usage: usage)
        }
        let tag = state.board[f]
        guard apply(&state, .remove([tag], at: f)) else { return [] }
        return .info("Deleted '\(state.options.name(of: tag.text))' (u to undo)")
    }

    /// `p`: pins the focused tag, or unpins it.
    /// - Returns: what the status line says of it.
    static func togglePinFocused(_ state: inout MovementState) -> StatusNotes {
        guard state.options.mode == .editor || state.focusedChip?.pane == .top else {
            return .problem("Candidates cannot be pinned")
        }
        let focus = focusedChip(&state.keyboard, FocusScene(state), verb: "pin")
        guard let f = focus.path else { return focus.refusal.map { [$0] } ?? [] }
        let old = state.board[f]
        guard apply(&state, .replace(at: f, old: old, new: state.options.tag(old.text, pinned: !old.isPinned))) else { return [] }
        let name = state.options.name(of: old.text)
        return .info(old.isPinned ? "Unpinned '\(name)'" : "Pinned '\(name)': it stays in its slot (p unpins)")
    }

    /// In the picker, only chosen tags are edited: the candidates are its input.
    /// - Returns: the problem that refuses editing the tag at `path`; nil when it is editable.
    static func refusesEditing(_ options: DeckOptions, _ path: TagPath, verb: String) -> StatusNote? {
        guard options.mode == .picker && path.pane == .bottom else { return nil }
        return .problem("Candidates cannot be \(verb); chosen tags can")
    }

    /// The focused chip, or nil with the problem that says why there is none to `verb`.
    /// It changes the focus only (choosing the first visible chip when none is focused yet), reading `scene`.
    static func focusedChip(_ focus: inout FocusState, _ scene: FocusScene,
                            verb: String) -> (path: TagPath?, refusal: StatusNote?) {
        if let refusal = SectionFolder.refusesChipAction(focus, scene.board) { return (nil, refusal) }
        guard let f = FocusNavigator.currentFocus(&focus, scene), scene.board.contains(f) else {
            return (nil, .problem("No tag to \(verb) here"))
        }
        return (f, nil)
    }

    // MARK: The line editor

    /// A key of the line editor: Enter commits (or shows why not), Esc closes it with nothing changed, the rest
    /// edit the line.
    /// - Returns: what the status line says of it.
    private static func editLine(_ state: inout MovementState, _ action: EditAction) -> StatusNotes {
        guard case .editing(var editor) = state.mode else { return [] }
        if let edit = action.lineEdit {
            editor.perform(edit)
            state.mode = .editing(editor)
            return []
        }
        switch action {
        case .commitEdit:
            let committed = commit(&state, editor)
            if let open = committed.open {
                state.mode = .editing(open)
            } else if case .editing = state.mode {
                state.mode = state.restingMode  // (a rename across files asks a question instead)
            }
            return committed.notes
        case .cancelEdit:
            state.mode = state.restingMode
            return .info("Nothing changed")
        case .addAfter, .addBefore, .rename, .renamePane, .newSection, .delete, .pin, .editDeleteBackward,
             .editDeleteForward, .editDeleteWord, .editClearLine, .editCursorLeft, .editCursorRight, .editCursorHome,
             .editCursorEnd, .answerYes, .answerNo:
            return []  // not a key of the line editor, or an edit of its line (above)
        }
    }

    /// Text typed or pasted into the line editor. A paste of several lines into an add commits them at once, a
    /// tag per line.
    /// - Returns: what the status line says of it.
    static func type(_ state: inout MovementState, _ text: String) -> StatusNotes {
        guard case .editing(var editor) = state.mode else { return [] }
        if editor.purpose.isAdd && text.contains(where: \.isNewline) {
            var pasted = editor
            pasted.line = FilterLine(editor.text + text)
            let lines = Self.lines(editor.text + text)
            let committed = commit(&state, pasted, texts: lines)
            if let open = committed.open { state.mode = .editing(open) } else {
                state.mode = state.restingMode
            }
            return committed.notes
        }
        editor.type(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        state.mode = .editing(editor)
        return []
    }

    /// Enter in the line editor: the edit, if the text is valid. Returns the editor left open (with the problem
    /// shown) when it is not, nil when the edit is done; and what the status line says of it.
    static func commit(_ state: inout MovementState, _ editor: LineEditor,
                       texts given: [String]? = nil) -> (open: LineEditor?, notes: StatusNotes) {
        switch editor.purpose {
        case .newSection, .renameSection, .renamePane: return SectionEditor.commitTitle(&state, editor, Self.clean(editor.text))
        default: break
        }
        let texts = given ?? [Self.clean(editor.text)]
        var open = editor
        if given != nil { open.line = FilterLine(texts.joined(separator: " ")) }
        if case .rename(let path) = editor.purpose, let usage = state.options.tagUsage {
            // Renamed in every file that uses it, after a question; a text on the board already merges the two.
            if let problem = problem(state, with: texts, ignoring: state.board.path(of: texts[0])) {
                open.problem = problem
                return (open, [])
            }
            guard texts[0] != state.board[path].text else { return (nil, []) }
            return (nil, Asking.ask(VocabularyEditor.renameQuestion(state.board, path, to: texts[0], usage: usage),
                                    &state.mode, &state.top, &state.bottom, board: state.board, usage: usage))
        }
        if let problem = problem(state, with: texts, ignoring: editor.purpose.renamed) {
            open.problem = problem
            return (open, [])
        }
        switch editor.purpose {
        case .add(let at, _):
            guard apply(&state, .insert(texts.map { state.options.tag($0) }, at: at)) else { return (open, []) }
            let near = nearDuplicate(state, of: texts[0], ignoring: nil)
            return (nil, .info((texts.count == 1 ? "Added '\(texts[0])' at \(Places.describe(state, at))"
                           : "Added \(TitleText.grouped(texts.count)) tags at \(Places.describe(state, at))") + near))
        case .rename(let path):
            let old = state.board[path]
            guard texts[0] != old.text else { return (nil, []) }
            guard apply(&state, .replace(at: path, old: old, new: state.options.tag(texts[0], pinned: old.isPinned))) else { return (open, []) }
            return (nil, .info("Renamed '\(state.options.name(of: old.text))' to '\(texts[0])'" + nearDuplicate(state, of: texts[0], ignoring: path)))
        default: return (nil, [])
        }
    }

    /// What stops `texts` from being committed: empty, a control character, a tag already on the board (saying
    /// where), or the same text twice; nil when they can be.
    static func problem(_ state: MovementState, with texts: [String], ignoring renamed: TagPath?) -> String? {
        guard let first = texts.first, !first.isEmpty else { return "A tag needs some text" }
        var seen = Set<String>()
        for text in texts {
            if text.unicodeScalars.contains(where: VisibleText.isControl) {
                return "A tag cannot hold control characters"
            }
            if !seen.insert(text).inserted { return "'\(text)' is there twice" }
            if let at = state.board.path(of: text), at != renamed {
                return "'\(text)' is already in \(Places.sectionName(state, at.pane, at.section))"
            }
        }
        return nil
    }

    /// ` (note: 'echo' is in Top › Letters too)` when a tag differs from `text` only in case or accents.
    private static func nearDuplicate(_ state: MovementState, of text: String, ignoring path: TagPath?) -> String {
        let key = Self.folded(text)
        for side in PaneSide.allCases {
            for (s, section) in state.board[side].sections.enumerated() {
                for (i, tag) in section.tags.enumerated() where tag.text != text && TagPath(side, s, i) != path {
                    if Self.folded(tag.text) == key {
                        return " (note: '\(tag.text)' is in \(Places.sectionName(state, side, s)) too)"
                    }
                }
            }
        }
        return ""
    }

    /// A text as the board keeps it: surrounding blanks trimmed.
    static func clean(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let f = scalars.first, f == " " || f == "\t" { scalars.removeFirst() }
        while let l = scalars.last, l == " " || l == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    /// The tags of a pasted text: one per line, trimmed, blank lines skipped, escape sequences and control
    /// characters dropped.
    static func lines(_ text: String) -> [String] {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { clean(strippingControls(String($0))) }.filter { !$0.isEmpty }
        return lines.isEmpty ? [""] : lines
    }

    /// `text` without escape sequences (ESC, an optional `[` and its parameters, up to the final letter) and
    /// other control characters.
    static func strippingControls(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            if s == "\u{1B}" {
                // Skip the sequence: ESC [ params final, or ESC and one more.
                guard let next = scalars.next() else { break }
                if next == "[" { while let p = scalars.next(), !(0x40...0x7E).contains(p.value) {} }
                continue
            }
            if !VisibleText.isControl(s) { out.append(s) }
        }
        return String(out)
    }

    /// Case and accents folded away, to find near duplicates.
    static func folded(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.compactMap(LatinFolding.fold)))
    }

    // MARK: Applying

    /// Applies an edit through the one path every edit takes, and records it. Returns false when it does not fit.
    @discardableResult
    static func apply(_ state: inout MovementState, _ edit: BoardEdit, record: Bool = true) -> Bool {
        guard state.board.canApply(edit) else { return false }
        EditApplication.apply(edit, to: &state)
        CommitPath.commit(record ? .new(.edit(edit), tags: []) : .replayed(.edit(edit), tags: []),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        return true
    }

    /// Undo or redo of an edit.
    /// - Returns: what the status line says of it.
    static func replay(_ state: inout MovementState, _ edit: BoardEdit, verb: String) -> StatusNotes {
        guard apply(&state, edit, record: false) else { return .info("Cannot \(verb.lowercased()) that any more") }
        let what: String
        switch edit {
        case .insert(let tags, _):
            what = tags.count == 1 ? "'\(state.options.name(of: tags[0].text))' back" : "\(TitleText.grouped(tags.count)) tags back"
        case .remove(let tags, _):
            what = tags.count == 1 ? "'\(state.options.name(of: tags[0].text))' removed" : "\(TitleText.grouped(tags.count)) tags removed"
        case .replace(_, let old, let new):
            let (was, now) = (state.options.name(of: old.text), state.options.name(of: new.text))
            what = old.text != new.text ? "'\(was)' is '\(now)' again" : (new.isPinned ? "pinned" : "unpinned")
                + (old.text == new.text ? " '\(now)'" : "")
        case .insertSection(let s, _): what = "section '\(s.title)' back"
        case .removeSection(let s, _): what = "section '\(s.title)' removed"
        case .retitleSection(_, let old, let new), .retitlePane(_, let old, let new): what = "'\(old)' is '\(new)' again"
        case .moveSection(_, let to): what = "section '\(state.board[to.pane].sections[to.section].title)' moved"
        }
        // Across a host's files, the host says when the last one is written.
        return .info(VocabularyEditor.replayed(edit, verb: verb, state) ?? "\(verb): \(what)")
    }

    /// Forgets a press held on a chip that has not lifted yet (a key opened an editor or a question).
    static func forgetPendingPresses(_ top: inout Pane, _ bottom: inout Pane) {
        if !top.pointer.isDragging { _ = top.pointer.cancel() }
        if !bottom.pointer.isDragging { _ = bottom.pointer.cancel() }
    }
}
