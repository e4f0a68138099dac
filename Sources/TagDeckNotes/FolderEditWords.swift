import TagDeck

/// What a step of the deck's undo history does to the folder's notes (a rename, a merge, a removal), and how the
/// status line says it while the notes are written (`Renaming 'js' to 'javascript'`) and once the last one is
/// (`Renamed 'js' to 'javascript' in 14 notes`), for the step, its undo and its redo.
struct FolderEditWords {
    /// The step itself, its undo, or its redo.
    enum Step { case apply, undo, redo }

    /// What is done to each note.
    let kind: FolderEdit.Kind
    /// Whether the rename merges the tag into one the board held already.
    private let merges: Bool

    /// The words for `change`, or nil for a step that changes no note but this one (a move, an added tag).
    init?(_ change: BoardChange) {
        switch change {
        case .edit(.replace(_, let old, let new)) where old.text != new.text:
            (kind, merges) = (.rename(from: old.text, to: new.text), false)
        case .merge(let edits, let from, let into):
            (kind, merges) = (.rename(from: from, to: into), BoardChange.isMerge(edits, from: from, into: into))
        case .edit(.remove(let tags, _)) where tags.count == 1: (kind, merges) = (.remove(tags[0].text), false)
        default: return nil
        }
    }

    /// While the notes are written: `Renaming 'a' to 'b'`, `Undoing the merge of 'a' into 'b'`.
    func doing(_ step: Step) -> String {
        switch step {
        case .apply: gerund + " " + object
        case .undo: "Undoing the " + noun
        case .redo: "Redoing the " + noun
        }
    }

    /// Once the last note is written: `Renamed 'a' to 'b' in 14 notes`, `Undid the removal of 'a' from 3 notes`.
    func done(_ step: Step, notes: Int) -> String {
        let count = "\(TitleText.grouped(notes)) note\(notes == 1 ? "" : "s")"
        let place = if case .remove = kind { "from " + count } else { "in " + count }
        switch step {
        case .apply: return "\(past) \(object) \(place)" + (merges || kind.isRename ? "" : " (u to undo)")
        case .undo: return "Undid the \(noun) \(place)"
        case .redo: return "Redid the \(noun) \(place)"
        }
    }

    /// What a step kept past a quit says of it (``KeptStep``), once it wrote `notes` notes: its noun (`rename`,
    /// `merge`, `removal`), what it did (`Renamed 'a' to 'b' in 14 notes`) and what its undo did.
    func kept(notes: Int) -> (noun: String, what: String, undone: String) {
        let noun = kind.isRename ? (merges ? "merge" : "rename") : "removal"
        let count = "\(TitleText.grouped(notes)) note\(notes == 1 ? "" : "s")"
        let place = if case .remove = kind { "from " + count } else { "in " + count }
        return (noun, "\(past) \(object) \(place)", done(.undo, notes: notes))
    }

    /// How far an edit got, in words: `Renaming 'a' to 'b'… 340 of 930 notes` (`plus` notes written after those
    /// counted: the open note), or `… looking through 3,400 of 10,000 notes`.
    static func progress(_ doing: String, _ progress: FolderEdit.Progress, plus: Int = 0) -> String {
        switch progress {
        case .looking(let n, let total): "\(doing)… looking through \(TitleText.grouped(n)) of \(TitleText.grouped(total)) notes"
        case .writing(let n, let total): "\(doing)… \(TitleText.grouped(n)) of \(TitleText.grouped(total + plus)) notes"
        }
    }

    /// The notes an edit could not change, in one line: `2 notes not changed: a.md: reason` (the first named from
    /// `folder`, so that its reason fits on the status line); nil when there are none.
    static func failures(_ failures: [String], under folder: String) -> String? {
        guard let first = failures.first else { return nil }
        let named = first.hasPrefix(folder + "/") ? String(first.dropFirst(folder.count + 1)) : first
        return "\(failures.count == 1 ? "1 note" : "\(failures.count) notes") not changed: \(named)"
    }

    private var object: String {
        switch kind {
        case .rename(let from, let to): "'\(from)' \(merges ? "into" : "to") '\(to)'"
        case .remove(let tag): "'\(tag)'"
        }
    }

    private var gerund: String { kind.isRename ? (merges ? "Merging" : "Renaming") : "Removing" }
    private var past: String { kind.isRename ? (merges ? "Merged" : "Renamed") : "Removed" }
    private var noun: String { (kind.isRename ? (merges ? "merge of " : "rename of ") : "removal of ") + object }
}

extension FolderEdit.Kind {
    /// Whether it renames (or merges) rather than removes.
    var isRename: Bool {
        if case .rename = self { return true }
        return false
    }
}
