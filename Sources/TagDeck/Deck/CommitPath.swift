/// The one path by which a change of the board is committed: a drop, a send, a bundle, an edit, a section
/// moved, an undo or redo, a merge from the file. It records the change in the undo history (a new change only),
/// keeps the return slots of sent chips, and bumps the revision, which is how autosave is asked for.
enum CommitPath {
    /// A committed change, as the path records it.
    enum Commit {
        /// A change the user made now: one undo step. `tags` are the tags a move or bundle moved, in its order.
        case new(BoardChange, tags: [Tag])
        /// An undo or redo: the history moved already; a replayed move forgets its tags' return slots.
        case replayed(BoardChange, tags: [Tag])
        /// A reload merged changes made to the file with the board's own: not in the history, but changed.
        case merged
    }

    /// Commits `commit`: the commit feature's own state is the undo history, the return slots and the revision,
    /// each changed in place (the board changed already).
    /// - Complexity: that of recording the change and of keeping or forgetting the return slots of its tags.
    static func commit(_ commit: Commit, history: inout UndoHistory, slots: inout ReturnSlots, revision: inout Int) {
        switch commit {
        case .new(let change, let tags):
            if case .move(let move) = change, move.isIdentity { return }
            history.record(change)
            keepReturnSlots(change, tags: tags, in: &slots)
        case .replayed(let change, let tags):
            slots.forget(tags, replayed: change)
        case .merged:
            break
        }
        revision += 1
    }

    /// For each chip that crossed into the other pane, the slot it left, so that sending it back returns it there;
    /// a chip that stayed in its pane forgets its slot.
    /// - Complexity: O(tags moved) lookups by text.
    private static func keepReturnSlots(_ change: BoardChange, tags: [Tag], in slots: inout ReturnSlots) {
        switch change {
        case .move(let move):
            guard let tag = tags.first else { return }
            slots[tag.text] = move.from.pane != move.to.pane ? move.from : nil
        case .bundle(let move):
            // Each chip's slot in the pane it left, counted without the bundle's chips that left that section
            // before it: its rank among them, in board order.
            var rank = [Int](repeating: 0, count: tags.count)
            for (_, ks) in move.from.indicesBySection() {
                // Each section's paths in board order (a bundle's already are).
                let ordered = ks.lazy.map { move.from[$0] }.isSorted ? ks : ks.sorted { move.from[$0] < move.from[$1] }
                for (r, k) in ordered.enumerated() { rank[k] = r }
            }
            let kept = tags.indices.map { k -> TagPath? in
                let origin = move.from[k]
                return origin.pane == move.to[k].pane ? nil
                    : TagPath(origin.pane, origin.section, origin.item - rank[k])
            }
            slots.keep(kept, of: tags, movedBy: move)
        case .edit, .merge:
            break
        }
    }
}
