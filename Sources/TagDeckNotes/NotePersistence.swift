import TagDeck
import TagDeckStore

/// Where `tagdeck tags` keeps its changes: the note's own tags (the top pane) in its front matter, and renames,
/// merges and removals of a tag (read from the deck's undo history) in every note of the folder.
///
/// Every write is atomic and changes only the `tags` value of a note (see ``NoteTags``). The note is followed like a
/// board file: changed elsewhere, it is read again and merged with what the deck shows.
///
/// ``load()`` reads the note alone: its board is on screen before the folder is read. ``readFolder(newsEvery:news:)``
/// then reads the front matter of every other note, on every core, and says how far it got (``ReadingNews``, for
/// ``DeckEvent/reading(_:)``); once it is done, the next ``reload(_:)`` gives the board with the full vocabulary
/// in its sections. A rename or a removal across the folder waits for the reading to end, reads again the front
/// matter of every note to find those that have the tag, and writes only those whose bytes it has just read; it
/// says how far it got through ``progress`` and, in its report, when the last file is written.
public final class NotePersistence: BoardPersistence, @unchecked Sendable {
    /// The note (the first of them, when several are curated at once).
    public let path: String
    /// The notes curated: one, or several at once (``NoteSelection``: the top pane is their tags on all and on
    /// some, and each change is made to each of them).
    public let paths: [String]
    /// The folder whose notes give the vocabulary.
    public let folder: String
    /// The list curated in each note, and how it is read.
    public let syntax: NoteSyntax
    /// Every change is saved at once.
    public let autosave = true
    /// Called now and then while a rename or a removal across the folder (or its undo or redo) is written, with
    /// how far it got: `Renaming 'a' to 'b'… 340 of 930 notes` (for ``DeckEvent/saveProgress(_:)``). Set it
    /// before the first save.
    public var progress: (@Sendable (String) -> Void)?
    /// What the note itself holds that is worth saying at start (a tag listed twice, a key given twice), one line
    /// each as `LINE:COLUMN: message`.
    public internal(set) var noteWarnings: [String] = []

    /// What the status line says at start, if anything: the note's first warning (and how many more). (The notes
    /// of the folder skipped are said once the folder is read.)
    public var startMessage: String? {
        let warning = noteWarnings.first.map { first in
            (paths.count > 1 ? first : "\(Self.name(path)):\(first)") + (noteWarnings.count > 1 ? " (and \(noteWarnings.count - 1) more)" : "")
        }
        let said = [warning, lock.withLock { keeping.startProblem }].compactMap { $0 }
        return said.isEmpty ? nil : said.joined(separator: " · ")
    }

    /// Held through a save or a reload (which may write many files).
    let lock = Lock()
    /// The folder's tags and notes, and their reading.
    let vocabulary: FolderVocabulary
    /// The note as last read or written, and its bytes for each list of tags it had in this run since it was last
    /// read from a change elsewhere: between them only the list changed, so going back to a list (an undo) writes
    /// back its bytes exactly.
    var note: EditedNote? {
        get { edited.first }
        set { if let newValue { edited[0] = newValue } }
    }
    /// Every note curated, as last read or written (the first is ``note``); one note's body's `#tags` told to the
    /// vocabulary (they stay the notes' own).
    var edited: [EditedNote] = [] {
        // One note's body only (where a tag sent out lands by its count): read again at each change of it, which
        // for a thousand notes would be a thousand bodies read at each note's write.
        didSet { vocabulary.noteBody = syntax.inline && paths.count == 1 ? Set(edited.first?.last.inlineUses.map(\.tag) ?? []) : [] }
    }
    /// The note that could not be read, when ``load()`` failed on one of several notes.
    public internal(set) var failedPath: String?
    /// The notes' lists at each state of the top pane met in this run, when several notes are curated.
    var selectionRecord = NoteSelection.Record()
    /// For each tag of the notes curated, the names of those that have it, as last read or written: what the chips'
    /// counts and the focus line say (``selectionRules``), read from the deck's thread without waiting for a save.
    let onNotes = NoteSelection.Snapshot()
    /// The note as last read or written.
    var last: NoteTags? { note?.last }
    /// The rename the save under way does across the folder, if it does one: the note's own items are renamed
    /// where they are too.
    var renamingInNote: TagRename?
    /// The folder edit the save under way made, with the notes it changed and whether it changes the note too.
    var appliedInFolder: (words: FolderEditWords, changed: Int, inNote: Int)?
    /// Where what a folder edit did is said, until the note's own write says whether it counts.
    static let noteDone = "\u{0}"
    /// The tags the folder keeps (its ``KeptVocabulary``), when it has a vocabulary file that reads.
    let kept: [String]?
    /// The undo history as followed into the folder's notes.
    var history = FolderEditHistory()
    /// The edits kept past a quit (``keepSteps(in:maximumSteps:maximumBytes:)``).
    var keeping = StepKeeping()

    /// A persistence for the note at `path`, with the vocabulary of `folder` (default: the note's own,
    /// ``folder(of:)``), the list of each note read as `syntax` says. Any `path` is taken, even one that names no
    /// note (`.`, `-`, `./`, an empty one): ``load()`` says what is wrong with it. Each of the folder's notes is
    /// read by `readNote` (default: its front matter, ``NoteFile/tags(of:syntax:)``).
    public convenience init(path: String, folder: String? = nil, syntax: NoteSyntax = .standard,
                            readNote: (@Sendable (String) -> Result<[String], NoteFile.Failure>)? = nil) {
        self.init(paths: [path], folder: folder, syntax: syntax, readNote: readNote)
    }

    /// A persistence for the notes at `paths` (at least one), curated at once, with the vocabulary of `folder`
    /// (default: their common folder, ``folder(ofAll:)``); as ``init(path:folder:syntax:readNote:)`` for one.
    public init(paths: [String], folder: String? = nil, syntax: NoteSyntax = .standard,
                readNote: (@Sendable (String) -> Result<[String], NoteFile.Failure>)? = nil) {
        let paths = paths.isEmpty ? [""] : paths
        self.path = paths[0]
        self.paths = paths
        self.syntax = syntax
        self.folder = folder ?? Self.folder(ofAll: paths)
        let read = readNote ?? { NoteFile.tags(of: $0, syntax: syntax) }
        vocabulary = FolderVocabulary(folder: self.folder, notes: paths) { read($0).map { ($0, [], []) } }
        kept = try? KeptVocabulary.load(folder: self.folder).get().tags
    }

    /// Reads the note (not the folder): the board to show first, the note's tags above and, below, an empty
    /// section that the folder's tags join as they are read (``readFolder(newsEvery:news:)``).
    /// - Complexity: O(bytes of the note).
    public func load() -> Result<Board, NoteFile.Failure> {
        if paths.count > 1 { return loadSelection() }
        let note: NoteTags
        switch NoteFile.read(path, syntax: syntax) {
        case .success(let read):
            note = read.tags
            noteWarnings = note.warnings.map { "\($0.line):\($0.column): \($0.message)" }
        case .failure(let failure): return .failure(failure)
        }
        lock.lock()
        defer { lock.unlock() }
        edited = [EditedNote(path: path, syntax: syntax, read: note)]
        // The note's own #tags are used as the others' are.
        vocabulary.recount(from: [], to: note.allTags)
        return .success(board(tags: note.tags))
    }

    /// Reads the front matter of the folder's other notes, on every core, counting their tags; returns once every
    /// note is read. Call it once, after ``load()``, on a thread of its own. `news` is called as it goes (from the
    /// reading's threads, one call at a time, at most once every `interval` seconds: by default about forty times
    /// a second), last with ``ReadingNews/isFinished``; the deck then asks for a reload, which gives the full
    /// vocabulary.
    /// - Complexity: O(notes + bytes of their front matters), spread on the cores.
    public func readFolder(newsEvery interval: Double = 0.025, news: @escaping @Sendable (ReadingNews) -> Void) {
        vocabulary.read(newsEvery: interval, news: news)
    }

    /// The notes skipped when the folder was read, in one line (nil when none was, or until it is read).
    public var skippedSummary: String? { vocabulary.skippedSummary }

    /// How many notes of the folder (this one included) use `tag` now, as far as they are read.
    public func count(of tag: String) -> Int { vocabulary.count(of: tag) }

    /// Writes the top pane's tags into the note.
    public func save(_ board: Board) -> SaveReport { save(board, steps: nil) }

    /// Does to the folder's notes what the history's new steps did (a rename, a merge, a removal; undone or
    /// redone), then writes the top pane's tags into the note.
    public func save(_ board: Board, history: UndoHistory) -> SaveReport { save(board, steps: history.done) }

    private func save(_ board: Board, steps: [BoardChange]?) -> SaveReport {
        lock.lock()
        defer { lock.unlock() }
        var notes: [String] = []
        renamingInNote = nil
        appliedInFolder = nil
        keeping.begin()
        if let steps { notes = follow(steps, noteTags: NoteBoard.noteTags(board)) }
        // A rename across the folder renames the note's own items where they are, as in every other note.
        let report = paths.count > 1 ? writeSelection(board) : writeNote(NoteBoard.noteTags(board), renaming: renamingInNote)
        var words: (noun: String, what: String, undone: String)?
        if let (edit, changed, inNote) = appliedInFolder {
            let done = edit.done(.apply, notes: changed + (report.saved ? inNote : 0))
            notes = notes.map { $0 == Self.noteDone ? done : $0 }
            words = edit.kept(notes: changed + (report.saved ? inNote : 0))
        }
        if let notKept = keepStep(steps, words: words) { notes.append(notKept) }
        let message = ([report.message] + notes).filter { !$0.isEmpty }.joined(separator: " · ")
        return SaveReport(saved: report.saved, message: message, merged: report.merged)
    }

    /// Reads the note again after it changed on disk, and merges it with the deck's tags when both changed; once
    /// the folder's notes are all read (``readFolder(newsEvery:news:)``), the first reload also gives the full
    /// vocabulary in its sections, and says what was read (`Read 10,000 notes · 2,000 tags · 1 note skipped: ...`).
    public func reload(_ ours: Board) -> SaveReport? {
        lock.lock()
        defer { lock.unlock() }
        if paths.count > 1 { return reloadSelection(ours) }
        let read = vocabulary.takeFinishedReading()
        let mine = NoteBoard.noteTags(ours)
        guard let last, let bytes = try? FileReading.read(path).bytes, bytes != last.bytes else {
            guard let read else { return nil }
            // The deck's undo history starts anew with a board rebuilt.
            forgetHistory()
            return SaveReport(saved: mine == self.last?.tags, message: read, merged: rebuilt(ours, tags: mine))
        }
        let said = read.map { $0 + " · " } ?? ""
        let theirs: NoteTags
        do { theirs = try NoteTags(bytes, syntax: syntax) } catch {
            let problem = "\(error.described(file: path)) (changed on disk; not read)"
            guard read != nil else { return SaveReport(saved: false, message: problem) }
            forgetHistory()
            return SaveReport(saved: false, message: said + problem, merged: rebuilt(ours, tags: mine))
        }
        let merged = OrderMerge.mergeList(base: last.tags, ours: mine, theirs: theirs.tags)
        vocabulary.recount(from: last.allTags, to: theirs.allTags)
        note?.adopt(theirs)
        // The deck's undo history starts anew with a board read again.
        forgetHistory()
        var message = "Reloaded: \(Self.name(path)) (external change)"
        if merged != theirs.tags {
            let report = writeNote(merged)
            if !report.message.isEmpty { message = report.message }
        }
        return SaveReport(saved: true, message: said + message, merged: rebuilt(ours, tags: merged))
    }

    /// Whether the note holds something other than what was last read or written.
    public func hasChangedOnDisk() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !edited.isEmpty else { return true }
        return edited.contains { (try? FileReading.read($0.path).bytes) != $0.last.bytes }
    }

    // MARK: The note

    /// Writes `tags` into the note, unless it changed on disk since it was last read: then both changes are
    /// merged, written, and the merged board returned.
    private func writeNote(_ tags: [String], renaming: TagRename? = nil) -> SaveReport {
        guard var note else { return SaveReport(saved: false, message: "\(path) was never read") }
        defer { self.note = note }
        switch note.write(tags, renaming: renaming) {
        case .unchanged: return SaveReport(saved: true)
        case .failed(let message): return SaveReport(saved: false, message: message)
        case .written(let before, let after):
            vocabulary.recount(from: before.allTags, to: after.allTags)
            keeping.record(note)
            return SaveReport(saved: true)
        case .merged(let merged, let before, let after):
            vocabulary.recount(from: before.allTags, to: after.allTags)
            keeping.record(note)
            forgetHistory()
            return SaveReport(saved: true, message: "Merged the changes made to \(Self.name(path)) on disk",
                              merged: board(tags: merged))
        }
    }

    /// The board `ours` with `tags` as the note's, the vocabulary as counted now (the tags shown below that no
    /// note uses kept too).
    func rebuilt(_ ours: Board, tags: [String]) -> Board {
        board(tags: tags, extra: ours[.bottom].sections.flatMap { $0.tags.map(\.text) })
    }

    /// The board with `tags` as the note's, the vocabulary as counted now: in one section until every note of the
    /// folder is read.
    func board(tags: [String], extra: [String] = []) -> Board {
        NoteBoard.make(name: Self.name(path), tags: tags, counts: vocabulary.all, extra: extra, reading: !vocabulary.isComplete,
                       kept: kept, ignoresCase: syntax.engine == .obsidian)
    }

    /// The note's file name.
    static func name(_ path: String) -> String { FilePaths.lastComponent(path) }
}
