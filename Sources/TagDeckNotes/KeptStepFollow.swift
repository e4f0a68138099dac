import TagDeck

/// The deck's undo history followed into the steps kept past a quit (``NoteHistory``), as ``FolderEditHistory``
/// follows it into the notes: a step undone in this run is no longer kept (it is held here, in memory, while it
/// may be redone), a step redone is kept again, and a new step that wrote notes is kept.
struct KeptStepFollow {
    /// The undo history's steps at the last save, and the number of the step kept for each (nil: none kept).
    private var seen: [BoardChange] = []
    private var kept: [Int?] = []
    /// Steps undone since, the last undone last, with what was kept of them: redo keeps them again.
    private var undone: [(change: BoardChange, step: (number: Int, step: KeptStep)?)] = []

    /// Starts anew: the deck's history starts anew with a board read again (the steps kept stay kept).
    mutating func forget() { (seen, kept, undone) = ([], [], []) }

    /// Follows the history from the steps seen last to `steps`: the kept steps of those undone since are taken out
    /// of `history` (and held), those of steps redone are kept again.
    /// - Returns: whether the save makes a step to keep: a new one, or a write with no step undone or redone when
    ///   the last step has none kept yet (a save tried again).
    /// - Complexity: O(steps), plus the reading and writing of the steps undone or redone.
    mutating func follow(_ steps: [BoardChange], in history: NoteHistory) -> Bool {
        var common = 0
        while common < min(seen.count, steps.count) && seen[common] == steps[common] { common += 1 }
        let moved = seen.count > common || steps.count > common
        while seen.count > common {
            let change = seen.removeLast()
            let number = kept.removeLast()
            // Held in memory, so that a quit now leaves nothing of it on disk.
            let step = number.flatMap { n in (try? history.read(n).get()).map { (n, $0) } }
            if let number { history.remove(number) }
            undone.append((change, step))
        }
        var makes = false
        for change in steps[common...] {
            if let last = undone.last, last.change == change {
                undone.removeLast()
                seen.append(change)
                kept.append(last.step.flatMap { try? history.keep($0.step, number: $0.number) })
                continue
            }
            undone.removeAll()
            seen.append(change)
            kept.append(nil)
            makes = true
        }
        return makes || (!moved && (kept.last ?? nil) == nil)
    }

    /// The step just kept goes with the newest step of the history (when there is one).
    mutating func attach(_ number: Int) {
        if !kept.isEmpty { kept[kept.count - 1] = number }
    }
}
