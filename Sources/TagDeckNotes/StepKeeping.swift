import TagDeckStore

/// What a ``NotePersistence`` keeps of its edits past a quit: where (``NoteHistory``, nil: nowhere), how the deck's
/// history is followed into it (``KeptStepFollow``), and the files the save under way writes, which make its step.
struct StepKeeping {
    /// Where the steps are kept; nil: they are not.
    var history: NoteHistory?
    /// The deck's history followed into the steps kept.
    var follow = KeptStepFollow()
    /// What the steps kept said at start, in one line (some could not be read); nil when nothing.
    var startProblem: String?
    /// The files written by the save under way, in order: each one's path, bytes before and bytes after.
    private(set) var writes: [(path: String, before: [UInt8], after: [UInt8])] = []
    /// The deck's history was forgotten during the save under way (it merged a change made elsewhere): the deck
    /// starts a new one after it, so the save's step is kept without following the history it came with.
    var forgotten = false

    /// A save starts: nothing written yet.
    mutating func begin() { (writes, forgotten) = ([], false) }

    /// A file written by the save under way.
    mutating func record(_ path: String, before: [UInt8], after: [UInt8]) {
        if history != nil { writes.append((path, before, after)) }
    }

    /// The files a folder edit wrote.
    mutating func record(_ changes: [FolderEdit.Change]) {
        for c in changes { record(c.path, before: c.before, after: c.after) }
    }

    /// The note's write, if it wrote.
    mutating func record(_ note: EditedNote) {
        if let write = note.lastWrite { record(note.path, before: write.before, after: write.after) }
    }

    /// The step the save's writes make, made `now`: each file once (its first bytes before, its last after), and
    /// none that is back as it was; nil when there is none. `words`: a folder edit's (``FolderEditWords/kept(notes:)``);
    /// without them, what changed in each note's list (`'go' added to 3 notes`), read as `syntax` says.
    /// - Complexity: O(bytes written), the lists of the notes read again when there are no `words`.
    func step(words: (noun: String, what: String, undone: String)?, syntax: NoteSyntax, now: Double) -> KeptStep? {
        var order: [String] = [], first: [String: [UInt8]] = [:], last: [String: [UInt8]] = [:]
        for w in writes {
            let path = Self.absolute(w.path)
            if first[path] == nil {
                order.append(path)
                first[path] = w.before
            }
            last[path] = w.after
        }
        let files = order.compactMap { path -> KeptStep.File? in
            guard let before = first[path], let after = last[path], before != after else { return nil }
            return KeptStep.File(path: path, before: before, after: after)
        }
        guard !files.isEmpty else { return nil }
        if let words { return KeptStep(when: now, noun: words.noun, what: words.what, undone: words.undone, files: files) }
        func tags(_ bytes: [UInt8]) -> [String] { (try? NoteTags(bytes, syntax: syntax).tags) ?? [] }
        var what = NoteSelection.describe(from: order.compactMap { first[$0] }.map(tags), to: order.compactMap { last[$0] }.map(tags))
        if what.isEmpty {
            what = files.count == 1 ? "Reordered the tags of \(EditedNote.name(files[0].path))" : "Changed \(files.count) notes"
        }
        return KeptStep(when: now, noun: "change", what: what, undone: "Undid: " + what, files: files)
    }

    /// `path` from the root (the current folder's path before a relative one), as a step keeps it.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let here = FilePaths.currentDirectory()
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return (here == "/" ? "" : here) + "/" + relative
    }
}
