import TagDeck

/// The deck's undo history followed into a folder's notes: each step that renames, merges or removes a tag
/// (``FolderEditWords``) makes its ``FolderEdit`` once; undone, the edit is undone file by file, and redone, redone.
struct FolderEditHistory {
    /// The undo history's steps at the last save, and the folder edit each made (nil for most: a move).
    private var seen: [BoardChange] = []
    private var edits: [FolderEdit?] = []
    /// Steps undone since, the last undone last, with their folder edits: redo takes them back.
    private var undone: [(change: BoardChange, edit: FolderEdit?)] = []

    /// What one step does to the notes, as ``follow(_:_:)`` meets it.
    enum Step {
        /// A new step: the edit is to be made (and returned).
        case make(FolderEditWords)
        /// A step undone: its edit is to be undone.
        case undo(FolderEdit, FolderEditWords)
        /// A step redone: its edit is to be redone.
        case redo(FolderEdit, FolderEditWords)
    }

    /// Starts anew: the deck's history starts anew with a board read again.
    mutating func forget() { (seen, edits, undone) = ([], [], []) }

    /// Follows the history from the steps seen last to `steps`, calling `perform` for each step that changes the
    /// notes: first the steps undone since (last first), then those redone or new, in order. For ``Step/make(_:)``
    /// `perform` returns the edit it made (nil for the others).
    /// - Complexity: O(steps) besides what `perform` does.
    mutating func follow(_ steps: [BoardChange], _ perform: (Step) -> FolderEdit?) {
        var common = 0
        while common < min(seen.count, steps.count) && seen[common] == steps[common] { common += 1 }
        while seen.count > common {
            let change = seen.removeLast(), edit = edits.removeLast()
            if let edit, let words = FolderEditWords(change) { _ = perform(.undo(edit, words)) }
            undone.append((change, edit))
        }
        for change in steps[common...] {
            if let (was, edit) = undone.last, was == change {
                undone.removeLast()
                if let edit, let words = FolderEditWords(change) { _ = perform(.redo(edit, words)) }
                seen.append(change)
                edits.append(edit)
                continue
            }
            undone.removeAll()
            seen.append(change)
            edits.append(FolderEditWords(change).flatMap { perform(.make($0)) })
        }
    }
}
