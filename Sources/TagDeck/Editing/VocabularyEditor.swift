/// Renaming and removing a tag in every file of a host that keeps its tags in files (``DeckOptions/tagUsage``:
/// `tagdeck tags`, where the files are notes). Each asks first, saying in how many files, and is one undo step;
/// the host reads the step from the undo history and does the same to its files. The board changes at once, and
/// the status line says the files are being changed (`Renaming 'js' to 'javascript' in 14 notes…`): the host's
/// save report says when the last one is written, and its progress comes meanwhile
/// (``DeckEvent/saveProgress(_:)``). Undo and redo of such a step say so the same way.
///
/// A rename to a text the board holds already merges the two: the tag renamed goes, and where it was in the top
/// pane while the other was in the bottom one, the other takes its slot.
enum VocabularyEditor {
    /// Enter in the rename editor: the question asked instead of the rename (``Asking``), renaming the tag at `path`
    /// of `board` to `text`. Tags are held by text while it is asked.
    static func renameQuestion(_ board: Board, _ path: TagPath, to text: String, usage: TagUsage) -> Question {
        let from = board[path].text
        return .renameAcross(from: from, to: text, files: usage.count(of: from))
    }

    /// `d` on a chip: the question asked instead of the deletion of the tag at `path` of `board`.
    static func removeQuestion(_ board: Board, _ path: TagPath, usage: TagUsage) -> Question {
        let text = board[path].text
        return .removeAcross(text, files: usage.count(of: text))
    }

    /// The question as the status line asks it: `Rename 'js' to 'javascript' in 14 notes? y/n`.
    /// A parent's rename says the children it carries: `Rename 'project' (in 3 notes) and its 2 children to 'work'? y/n`.
    static func question(_ question: Question, usage: TagUsage?, board: Board) -> String {
        let phrase = { (n: Int) in usage?.phrase(n) ?? "in \(TitleText.grouped(n)) files" }
        switch question {
        case .renameAcross(let from, let to, let files):
            // Into a tag the board holds, the rename merges the two.
            let verb = board.path(of: to) == nil ? "Rename" : "Merge"
            let into = board.path(of: to) == nil ? "to" : "into"
            let n = children(of: from, in: board).count
            guard n > 0 else { return "\(verb) '\(from)' \(into) '\(to)' \(phrase(files))? y/n" }
            let carried = n == 1 ? "its child" : "its \(TitleText.grouped(n)) children"
            return "\(verb) '\(from)' (\(phrase(files))) and \(carried) \(into) '\(to)'? y/n"
        case .removeAcross(let tag, let files):
            // Where bodies write it (`#tag`), the word stays and loses its `#`: said, as it edits prose.
            let bodies = usage?.inline?(tag) ?? 0
            let inline = bodies == 0 ? "" : " (\(bodies == 1 ? "1 body keeps the word" : "\(TitleText.grouped(bodies)) bodies keep the word") without its #)"
            return "Remove '\(tag)' from \(phrase(files).dropFirst(3))\(inline)? y/n"
        case .deleteSection, .moveUnder: return ""
        }
    }

    /// `y` or `n` at one of this editor's questions.
    /// - Returns: what the status line says of it.
    static func answer(_ state: inout MovementState, _ question: Question, yes: Bool) -> StatusNotes {
        switch question {
        case .renameAcross(let from, let to, let files):
            guard yes else { return .info("Kept '\(from)'") }
            guard let path = state.board.path(of: from) else { return .problem("'\(from)' is gone: nothing renamed") }
            let old = state.board[path]
            let phrase = state.options.tagUsage?.phrase(files) ?? ""
            let children = Self.children(of: from, in: state.board)
            let target = state.board.path(of: to)
            guard target != nil || !children.isEmpty else {
                guard TagEditor.apply(&state, .replace(at: path, old: old, new: Tag(to, pinned: old.isPinned))) else { return [] }
                return .info("Renaming '\(from)' to '\(to)' \(phrase)…")
            }
            // The top pane is the file's own list: a tag merged there takes the slot of the one renamed.
            var edits: [BoardEdit] = if let target {
                path.pane == .top && target.pane == .bottom
                    ? [.remove([state.board[target]], at: target), .replace(at: path, old: old, new: Tag(to, pinned: old.isPinned))]
                    : [.remove([old], at: path)]
            } else {
                [.replace(at: path, old: old, new: Tag(to, pinned: old.isPinned))]
            }
            edits += childEdits(children, from: from, to: to, after: edits, on: state.board)
            if let refusal = apply(&state, edits, from: from, into: to, record: true) { return [refusal] }
            let verb = target == nil ? "Renaming" : "Merging"
            let carried = children.isEmpty ? "" : " (and \(children.count == 1 ? "its child" : "its \(TitleText.grouped(children.count)) children"))"
            return .info("\(verb) '\(from)'\(carried) \(target == nil ? "to" : "into") '\(to)' \(phrase)…")
        case .removeAcross(let tag, let files):
            guard yes else { return .info("Kept '\(tag)'") }
            guard let path = state.board.path(of: tag) else { return .problem("'\(tag)' is gone: nothing removed") }
            guard TagEditor.apply(&state, .remove([state.board[path]], at: path)) else { return [] }
            let phrase = state.options.tagUsage?.phrase(files).dropFirst(3) ?? ""
            return .info("Removing '\(tag)' from \(phrase)…")
        case .deleteSection, .moveUnder: return []
        }
    }

    /// The tags on the board nested under `tag` (`project/alpha` and `project/a/b` under `project`), in board order:
    /// a rename of `tag` carries them.
    /// - Complexity: O(tags on the board).
    static func children(of tag: String, in board: Board) -> [String] {
        let prefix = Array((tag + "/").utf8)
        var out: [String] = []
        for side in [PaneSide.top, .bottom] {
            for section in board[side].sections {
                for chip in section.tags where chip.text.utf8.count > prefix.count && chip.text.utf8.starts(with: prefix) {
                    out.append(chip.text)
                }
            }
        }
        return out
    }

    /// The edits that rename each of `children` (of `from`) under `to`, on the board `edits` leave: a child whose
    /// new name the board holds already goes into it.
    static func childEdits(_ children: [String], from: String, to: String, after edits: [BoardEdit],
                                   on board: Board) -> [BoardEdit] {
        var board = board
        for edit in edits { board.apply(edit) }
        var out: [BoardEdit] = []
        for child in children {
            guard let at = board.path(of: child) else { continue }
            let chip = board[at]
            let renamed = to + String(decoding: child.utf8.dropFirst(from.utf8.count), as: UTF8.self)
            let edit: BoardEdit = board.path(of: renamed) == nil
                ? .replace(at: at, old: chip, new: Tag(renamed, pinned: chip.isPinned))
                : .remove([chip], at: at)
            board.apply(edit)
            out.append(edit)
        }
        return out
    }

    /// Applies the edits of a merge, one after another, as one step.
    /// - Returns: nil when they were applied; the problem that stopped them otherwise.
    private static func apply(_ state: inout MovementState, _ edits: [BoardEdit], from: String, into: String,
                              record: Bool) -> StatusNote? {
        let change = BoardChange.merge(edits, from: from, into: into)
        guard state.board.canApply(change) else {
            return .problem("Cannot merge '\(from)' into '\(into)' here")
        }
        for edit in edits { EditApplication.apply(edit, to: &state) }
        CommitPath.commit(record ? .new(change, tags: []) : .replayed(change, tags: []),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        if let kept = state.board.path(of: into) { state.focusedChip = kept }
        return nil
    }

    /// Undo or redo of a merge: the files are being changed, the host says when they are.
    /// - Returns: what the status line says of it.
    static func replay(_ state: inout MovementState, _ edits: [BoardEdit], from: String, into: String, verb: String) -> StatusNotes {
        if let refusal = apply(&state, edits, from: from, into: into, record: false) { return [refusal] }
        let merge = BoardChange.isMerge(edits, from: from, into: into)
        return .info("\(progressive(verb)) the \(merge ? "merge" : "rename") of '\(from)' \(merge ? "into" : "to") '\(into)'…")
    }

    /// What the status line says while the host's files are changed by replaying `edit` (the change undo or redo
    /// applies, as `verb` says): `Undoing the rename of 'js' to 'javascript'…`, `Redoing the removal of 'web'…`;
    /// nil for an edit that changes no file (an added tag's undo removes it from the board alone).
    static func replayed(_ edit: BoardEdit, verb: String, _ state: MovementState) -> String? {
        guard state.options.tagUsage != nil else { return nil }
        let undoing = verb == ChipSender.undoVerb
        switch edit {
        case .replace(_, let old, let new) where old.text != new.text:
            // Undone, the rename is replayed backwards.
            let (from, to) = undoing ? (new.text, old.text) : (old.text, new.text)
            return "\(progressive(verb)) the rename of '\(from)' to '\(to)'…"
        case .remove(let tags, _) where tags.count == 1 && !undoing,
             .insert(let tags, _) where tags.count == 1 && undoing:
            return "\(progressive(verb)) the removal of '\(tags[0].text)'…"
        default: return nil
        }
    }

    /// `Undoing` for `Undid`, `Redoing` for `Redid`: what the status line says until the host's files are written.
    private static func progressive(_ verb: String) -> String { verb == ChipSender.undoVerb ? "Undoing" : "Redoing" }
}
