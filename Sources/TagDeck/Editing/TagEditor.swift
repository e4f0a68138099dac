/// Editing tags where they are: adding, renaming, deleting, pinning. Each edit changes the model once
/// (``BoardEdit``), is one undo step, and is saved by autosave as a drop is; nothing changes while the line
/// editor is open, only at its commit.
public final class TagEditor {
    unowned let controller: BoardController

    init(board controller: BoardController) { self.controller = controller }

    private var board: Board { controller.board }

    // MARK: Commands on the focused chip

    /// `d`: deletes the focused tag at once (pinned ones too); `u` puts it back.
    func deleteFocused() {
        if let title = controller.folder.focusedTitle { return deleteFocusedSection(title) }
        guard let f = focusedChip(verb: "delete"), editable(f, verb: "deleted") else { return }
        let tag = board[f]
        guard apply(.remove([tag], at: f)) else { return }
        controller.say("Deleted '\(tag.text)' (u to undo)")
    }

    /// `p`: pins the focused tag, or unpins it.
    func togglePinFocused() {
        guard controller.options.mode == .editor || controller.focusedChip?.pane == .top else {
            return controller.setStatus("Candidates cannot be pinned", isError: true)
        }
        guard let f = focusedChip(verb: "pin") else { return }
        let old = board[f]
        guard apply(.replace(at: f, old: old, new: Tag(old.text, pinned: !old.isPinned))) else { return }
        controller.say(old.isPinned ? "Unpinned '\(old.text)'" : "Pinned '\(old.text)': it stays in its slot (p unpins)")
    }

    /// In the picker, only chosen tags are edited: the candidates are its input.
    private func editable(_ path: TagPath, verb: String) -> Bool {
        guard controller.options.mode == .picker && path.pane == .bottom else { return true }
        controller.setStatus("Candidates cannot be \(verb); chosen tags can", isError: true)
        return false
    }

    /// The focused chip, or nil after saying why there is none to `verb`.
    func focusedChip(verb: String) -> TagPath? {
        if controller.folder.refusesChipAction() { return nil }
        guard let f = controller.navigator.currentFocus(), board.contains(f) else {
            controller.setStatus("No tag to \(verb) here", isError: true)
            return nil
        }
        return f
    }

    // MARK: The line editor

    /// A key of the line editor: Enter commits (or shows why not), Esc closes it with nothing changed, the rest
    /// edit the line.
    func perform(_ action: DeckAction) {
        guard case .editing(var editor) = controller.mode else { return }
        switch action {
        case .commitEdit:
            if let open = commit(editor) { controller.mode = .editing(open) } else { controller.mode = controller.restingMode }
        case .cancelEdit:
            controller.mode = controller.restingMode
            controller.say("Nothing changed")
        default:
            editor.perform(action)
            controller.mode = .editing(editor)
        }
    }

    /// Text typed or pasted into the line editor. A paste of several lines into an add commits them at once, a
    /// tag per line.
    func type(_ text: String) {
        guard case .editing(var editor) = controller.mode else { return }
        if editor.purpose.isAdd && text.contains(where: \.isNewline) {
            var pasted = editor
            pasted.line = FilterLine(editor.text + text)
            let lines = Self.lines(editor.text + text)
            if let open = commit(pasted, texts: lines) { controller.mode = .editing(open) } else {
                controller.mode = controller.restingMode
            }
            return
        }
        editor.type(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        controller.mode = .editing(editor)
    }

    /// `a` or `A`: the line editor for a new tag after (or before) the focused chip; on a section title, at the
    /// start of its section; in an empty pane, into it.
    func beginAdd(after: Bool) -> DeckMode? {
        let at: TagPath
        if let title = controller.folder.focusedTitle {
            // On a section title: into that section, at its start (a folded one opens to show the new tag).
            if controller.folder.isFolded(title) { controller.folder.toggleFocused() }
            at = TagPath(title.pane, title.section, 0)
        } else if controller.folder.refusesChipAction() {
            return nil
        } else if let f = controller.navigator.currentFocus(), board.contains(f) {
            at = TagPath(f.pane, f.section, f.item + (after ? 1 : 0))
        } else {
            let side = controller.activeSide
            let s = board[side].sections.count - 1
            at = TagPath(side, s, board.count(side, section: s))
        }
        controller.say("")
        return .editing(LineEditor(purpose: .add(at: at, after: after)))
    }

    /// `r`: the line editor on the focused tag's text, the cursor at its end.
    func beginRename() -> DeckMode? {
        guard let f = focusedChip(verb: "rename"), editable(f, verb: "renamed") else { return nil }
        controller.say("")
        return .editing(LineEditor(purpose: .rename(f), text: board[f].text))
    }

    /// Enter in the line editor: the edit, if the text is valid. Returns the editor left open (with the problem
    /// shown) when it is not, nil when the edit is done.
    func commit(_ editor: LineEditor, texts given: [String]? = nil) -> LineEditor? {
        switch editor.purpose {
        case .newSection, .renameSection, .renamePane: return commitTitle(editor, Self.clean(editor.text))
        default: break
        }
        let texts = given ?? [Self.clean(editor.text)]
        var open = editor
        if given != nil { open.line = FilterLine(texts.joined(separator: " ")) }
        if let problem = problem(with: texts, ignoring: editor.purpose.renamed) {
            open.problem = problem
            return open
        }
        switch editor.purpose {
        case .add(let at, _):
            guard apply(.insert(texts.map { Tag($0) }, at: at)) else { return open }
            let near = nearDuplicate(of: texts[0], ignoring: nil)
            controller.say((texts.count == 1 ? "Added '\(texts[0])' at \(controller.describe(at))"
                           : "Added \(texts.count) tags at \(controller.describe(at))") + near)
        case .rename(let path):
            let old = board[path]
            guard texts[0] != old.text else { return nil }
            guard apply(.replace(at: path, old: old, new: Tag(texts[0], pinned: old.isPinned))) else { return open }
            controller.say("Renamed '\(old.text)' to '\(texts[0])'" + nearDuplicate(of: texts[0], ignoring: path))
        default: break
        }
        return nil
    }

    /// What stops `texts` from being committed: empty, a control character, a tag already on the board (saying
    /// where), or the same text twice; nil when they can be.
    func problem(with texts: [String], ignoring renamed: TagPath?) -> String? {
        guard let first = texts.first, !first.isEmpty else { return "A tag needs some text" }
        var seen = Set<String>()
        for text in texts {
            if text.unicodeScalars.contains(where: VisibleText.isControl) {
                return "A tag cannot hold control characters"
            }
            if !seen.insert(text).inserted { return "'\(text)' is there twice" }
            if let at = board.path(of: text), at != renamed {
                return "'\(text)' is already in \(controller.sectionName(at.pane, at.section))"
            }
        }
        return nil
    }

    /// ` (note: 'echo' is in Top › Letters too)` when a tag differs from `text` only in case or accents.
    private func nearDuplicate(of text: String, ignoring path: TagPath?) -> String {
        let key = Self.folded(text)
        for side in PaneSide.allCases {
            for (s, section) in board[side].sections.enumerated() {
                for (i, tag) in section.tags.enumerated() where tag.text != text && TagPath(side, s, i) != path {
                    if Self.folded(tag.text) == key {
                        return " (note: '\(tag.text)' is in \(controller.sectionName(side, s)) too)"
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
    func apply(_ edit: BoardEdit, record: Bool = true) -> Bool {
        guard board.canApply(edit) else { return false }
        EditApplication.apply(edit, to: controller)
        CommitPath.commit(record ? .new(.edit(edit), tags: []) : .replayed(.edit(edit), tags: []), to: controller)
        return true
    }

    /// Undo or redo of an edit.
    func replay(_ edit: BoardEdit, verb: String) {
        guard apply(edit, record: false) else { return controller.say("Cannot \(verb.lowercased()) that any more") }
        let what: String
        switch edit {
        case .insert(let tags, _): what = tags.count == 1 ? "'\(tags[0].text)' back" : "\(tags.count) tags back"
        case .remove(let tags, _): what = tags.count == 1 ? "'\(tags[0].text)' removed" : "\(tags.count) tags removed"
        case .replace(_, let old, let new):
            what = old.text != new.text ? "'\(old.text)' is '\(new.text)' again" : (new.isPinned ? "pinned" : "unpinned")
                + (old.text == new.text ? " '\(new.text)'" : "")
        case .insertSection(let s, _): what = "section '\(s.title)' back"
        case .removeSection(let s, _): what = "section '\(s.title)' removed"
        case .retitleSection(_, let old, let new), .retitlePane(_, let old, let new): what = "'\(old)' is '\(new)' again"
        case .moveSection(_, let to): what = "section '\(board[to.pane].sections[to.section].title)' moved"
        }
        controller.say("\(verb): \(what)")
    }
}
