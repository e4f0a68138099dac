/// Dragging a nested tag into another parent's section of the bottom pane (`project/alpha` into `archive/`) where
/// the host counts tags in its files (``DeckOptions/tagUsage``: `tagdeck vocab`, `tagdeck tags`): the question
/// `Move 'project/alpha' under 'archive/' as 'archive/alpha' in 3 notes? y/n`; yes renames it (its children with
/// it) in every file, the move and the rename one undo step; no puts the chip back where it was. Either way the
/// drop is taken back through the coordinator (``DragCoordinator/takeBack(_:in:)``): it moves no tag itself.
enum Reparenting {
    /// After a drop on `board`: the question to ask (``Asking``) when `move` took the nested tag `tag` into another
    /// parent's section below; nil when none is asked.
    static func question(after move: Move, _ tag: Tag, _ board: Board, usage: TagUsage?) -> Question? {
        guard let usage, move.from.pane == .bottom, move.to.pane == .bottom, move.from.section != move.to.section,
              let name = newName(tag.text, under: board[.bottom].sections[move.to.section].title) else { return nil }
        return .moveUnder(tag.text, to: name, files: usage.count(of: tag.text))
    }

    /// The name `tag` takes under the section titled `title` (`archive/` gives `archive/alpha` for
    /// `project/alpha`); nil when the section is no parent's, the tag is not nested, or it is there already.
    static func newName(_ tag: String, under title: String) -> String? {
        guard title.count > 1, title.hasSuffix("/"), let slash = tag.lastIndex(of: "/") else { return nil }
        let name = title + tag[tag.index(after: slash)...]
        return name == tag || tag[tag.index(after: slash)...].isEmpty ? nil : name
    }

    /// The question as the status line asks it.
    static func question(_ question: Question, usage: TagUsage?, board: Board) -> String {
        guard case .moveUnder(let tag, let name, let files) = question else { return "" }
        let phrase = usage?.phrase(files) ?? "in \(TitleText.grouped(files)) files"
        let parent = String(name[...(name.lastIndex(of: "/") ?? name.startIndex)])
        let n = VocabularyEditor.children(of: tag, in: board).count
        let carried = n == 0 ? "" : n == 1 ? " (and its child)" : " (and its \(TitleText.grouped(n)) children)"
        let verb = board.path(of: name) == nil ? "as" : "merged into"
        return "Move '\(tag)'\(carried) under '\(parent)' \(verb) '\(name)' \(phrase)? y/n"
    }

    /// `y` or `n` at the question: the rename across the files, one step with the move; or the move taken back.
    /// - Returns: what the status line says of it.
    static func answer(_ state: inout MovementState, tag: String, to name: String, yes: Bool) -> StatusNotes {
        guard case .move(let move)? = state.history.done.last, let at = state.board.path(of: tag), at == move.to else {
            return .problem("'\(tag)' is gone: nothing moved")
        }
        guard yes else {
            // The chip goes back where it was (through the coordinator, as every move), and the move is no step.
            state.coordinator.takeBack(move, in: &state)
            state.history.dropLast()
            CommitPath.commit(.replayed(.move(move.inverse), tags: []),
                              history: &state.history, slots: &state.returnSlots, revision: &state.revision)
            state.focusedChip = move.from
            return .info("Kept '\(tag)' where it was")
        }
        let chip = state.board[at]
        var edits: [BoardEdit] = [.remove([chip], at: move.from), .insert([chip], at: move.to)]
        if state.board.path(of: name) != nil {
            // Into a tag the board holds: the chip goes, and the other stays where it is.
            edits = [.remove([chip], at: move.from)]
        } else {
            edits.append(.replace(at: move.to, old: chip, new: Tag(name, pinned: chip.isPinned)))
        }
        var before = state.board
        before.apply(move.inverse)
        edits += VocabularyEditor.childEdits(VocabularyEditor.children(of: tag, in: before), from: tag, to: name,
                                             after: edits, on: before)
        guard BoardChange.canApply(edits, to: before) else { return .problem("Cannot move '\(tag)' under it here") }
        state.coordinator.takeBack(move, in: &state)
        for edit in edits { EditApplication.apply(edit, to: &state) }
        state.history.dropLast()
        CommitPath.commit(.new(.merge(edits, from: tag, into: name), tags: []),
                          history: &state.history, slots: &state.returnSlots, revision: &state.revision)
        if let kept = state.board.path(of: name) { state.focusedChip = kept }
        let phrase = state.options.tagUsage.map { " " + $0.phrase($0.count(of: tag)) } ?? ""
        return .info("Renaming '\(tag)' to '\(name)'\(phrase)…")
    }
}
