import Foundation
import TagDeck
import TagDeckStore

/// Where `tagdeck tags` keeps its changes: the note's own tags (the top pane) in its front matter, and renames,
/// merges and removals of a tag (read from the deck's undo history) in every note of the folder.
///
/// Every write is atomic and changes only the `tags` value of a note (see ``NoteTags``). The note is followed like a
/// board file: changed elsewhere, it is read again and merged with what the deck shows. The folder's notes are read
/// once, when the note is loaded; a rename reads again each note it might change, and writes only those whose bytes
/// it has just read.
public final class NotePersistence: BoardPersistence, @unchecked Sendable {
    /// The note.
    public let path: String
    /// The folder whose notes give the vocabulary.
    public let folder: String
    /// The list curated in each note, and how it is read.
    public let syntax: NoteSyntax
    /// Every change is saved at once.
    public let autosave = true
    /// The notes skipped when the folder was read, in one line (nil when none was).
    public private(set) var skippedSummary: String?
    /// What the note itself holds that is worth saying at start (a tag listed twice, a key given twice), one line
    /// each as `LINE:COLUMN: message`.
    public private(set) var noteWarnings: [String] = []

    /// What the status line says at start, if anything: the note's first warning (and how many more), then the
    /// notes of the folder skipped.
    public var startMessage: String? {
        let warning = noteWarnings.first.map { first in
            "\(Self.name(path)):\(first)" + (noteWarnings.count > 1 ? " (and \(noteWarnings.count - 1) more)" : "")
        }
        let parts = [warning, skippedSummary].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Held through a save or a reload (which may write many files).
    private let lock = NSLock()
    /// Held only to read or change ``counts``: the deck reads them on every focus line, and must never wait for a
    /// rename across the folder to finish.
    private let countsLock = NSLock()
    private var counts: [String: Int] = [:]
    /// The folder's other notes: what a rename or a removal goes through.
    private var others: [String] = []
    /// The note as last read or written.
    private var last: NoteTags?
    /// The note's bytes for each list of tags it had in this run since it was last read from a change elsewhere:
    /// between them only the list changed, so going back to a list (an undo) writes back its bytes exactly.
    private var earlier: [[String]: [UInt8]] = [:]
    /// The undo history's steps at the last save, and the folder edit each made (nil for most: a move).
    private var seen: [BoardChange] = []
    private var edits: [FolderEdit?] = []
    /// Steps undone since, the last undone last, with their folder edits: redo takes them back.
    private var undone: [(change: BoardChange, edit: FolderEdit?)] = []

    /// A persistence for the note at `path`, with the vocabulary of `folder` (default: the note's own,
    /// ``folder(of:)``), the list of each note read as `syntax` says. Any `path` is taken, even one that names no
    /// note (`.`, `-`, `./`, an empty one): ``load()`` says what is wrong with it.
    public init(path: String, folder: String? = nil, syntax: NoteSyntax = .standard) {
        self.path = path
        self.syntax = syntax
        self.folder = folder ?? Self.folder(of: path)
    }

    /// Reads the note and the folder's notes; the board to show.
    public func load() -> Result<Board, NoteFile.Failure> {
        let note: NoteTags
        switch NoteFile.read(path, syntax: syntax) {
        case .success(let read):
            note = read.tags
            noteWarnings = note.warnings.map { "\($0.line):\($0.column): \($0.message)" }
        case .failure(let failure): return .failure(failure)
        }
        let me = Self.canonical(path)
        let notes = Vocabulary.notes(under: folder).filter { Self.canonical($0) != me }
        var vocabulary = Vocabulary.scan(notes: notes, syntax: syntax)
        for tag in note.tags { vocabulary.counts[tag, default: 0] += 1 }
        lock.lock()
        defer { lock.unlock() }
        last = note
        earlier = [:]
        others = notes
        countsLock.withLock { counts = vocabulary.counts }
        skippedSummary = vocabulary.skippedSummary(folder: folder)
        return .success(NoteBoard.make(name: Self.name(path), tags: note.tags, counts: vocabulary.counts))
    }

    /// How many notes use a tag, counted as the deck's ``DeckOptions/tagUsage``.
    public var usage: TagUsage { TagUsage(noun: "note") { [weak self] in self?.count(of: $0) ?? 0 } }

    /// How many notes of the folder (this one included) use `tag` now.
    public func count(of tag: String) -> Int { countsLock.withLock { counts[tag] ?? 0 } }

    /// Writes the top pane's tags into the note.
    public func save(_ board: Board) -> SaveReport { save(board, steps: nil) }

    /// Does to the folder's notes what the history's new steps did (a rename, a merge, a removal; undone or
    /// redone), then writes the top pane's tags into the note.
    public func save(_ board: Board, history: UndoHistory) -> SaveReport { save(board, steps: history.done) }

    private func save(_ board: Board, steps: [BoardChange]?) -> SaveReport {
        lock.lock()
        defer { lock.unlock() }
        var notes: [String] = []
        if let steps { notes = follow(steps) }
        let report = writeNote(NoteBoard.noteTags(board))
        let message = ([report.message] + notes).filter { !$0.isEmpty }.joined(separator: " · ")
        return SaveReport(saved: report.saved, message: message, merged: report.merged)
    }

    /// Reads the note again after it changed on disk; merges it with the deck's tags when both changed.
    public func reload(_ ours: Board) -> SaveReport? {
        lock.lock()
        defer { lock.unlock() }
        guard let last, let bytes = try? FileReading.read(path).bytes, bytes != last.bytes else { return nil }
        let theirs: NoteTags
        do { theirs = try NoteTags(bytes, syntax: syntax) } catch {
            return SaveReport(saved: false, message: "\(error.described(file: path)) (changed on disk; not read)")
        }
        let mine = NoteBoard.noteTags(ours)
        let merged = OrderMerge.mergeList(base: last.tags, ours: mine, theirs: theirs.tags)
        recount(from: last.tags, to: theirs.tags)
        self.last = theirs
        earlier = [:]
        // The deck's undo history starts anew with a board read again.
        (seen, edits, undone) = ([], [], [])
        var message = "Reloaded: \(Self.name(path)) (external change)"
        if merged != theirs.tags {
            let report = writeNote(merged)
            if !report.message.isEmpty { message = report.message }
        }
        return SaveReport(saved: true, message: message, merged: rebuilt(ours, tags: merged))
    }

    /// Whether the note holds something other than what was last read or written.
    public func hasChangedOnDisk() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let last, let bytes = try? FileReading.read(path).bytes else { return true }
        return bytes != last.bytes
    }

    // MARK: The note

    /// Writes `tags` into the note, unless it changed on disk since it was last read: then both changes are
    /// merged, written, and the merged board returned.
    private func writeNote(_ tags: [String]) -> SaveReport {
        guard let last else { return SaveReport(saved: false, message: "\(path) was never read") }
        let current: [UInt8]
        do { current = try FileReading.read(path).bytes } catch {
            return SaveReport(saved: false, message: "Could not read \(path): \(error.reason)")
        }
        var base = last, wanted = tags, merged: [String]?
        if current != last.bytes {
            do { base = try NoteTags(current, syntax: syntax) } catch {
                return SaveReport(saved: false, message: "\(error.described(file: path)) (changed on disk; not written)")
            }
            wanted = OrderMerge.mergeList(base: last.tags, ours: tags, theirs: base.tags)
            merged = wanted
        }
        guard wanted != base.tags || merged != nil else { return SaveReport(saved: true) }
        if merged != nil { earlier = [:] }
        do {
            // Back to tags the note had in this run (an undo): its bytes then, so every byte comes back.
            let bytes = try earlier[wanted] ?? base.replacing(with: wanted)
            if earlier[base.tags] == nil { earlier[base.tags] = base.bytes }
            try AtomicFile.write(bytes, to: path)
            recount(from: last.tags, to: wanted)
            self.last = try NoteTags(bytes, syntax: syntax)
        } catch let problem as NoteProblem {
            return SaveReport(saved: false, message: problem.described(file: path))
        } catch let error as FileError {
            return SaveReport(saved: false, message: "Could not write \(path): \(error.reason)")
        } catch {
            return SaveReport(saved: false, message: "Could not write \(path): \(error)")
        }
        guard let merged else { return SaveReport(saved: true) }
        (seen, edits, undone) = ([], [], [])
        return SaveReport(saved: true, message: "Merged the changes made to \(Self.name(path)) on disk",
                          merged: NoteBoard.make(name: Self.name(path), tags: merged, counts: countsLock.withLock { counts }))
    }

    /// The board `ours` with `tags` as the note's, the vocabulary as counted now.
    private func rebuilt(_ ours: Board, tags: [String]) -> Board {
        let shown = ours[.bottom].sections.flatMap { $0.tags.map(\.text) }
        return NoteBoard.make(name: Self.name(path), tags: tags, counts: countsLock.withLock { counts }, extra: shown)
    }

    // MARK: The folder

    /// Follows the undo history from the steps seen at the last save to `steps`: the folder edits of steps undone
    /// since are undone, those of steps redone are redone, new steps make theirs. Returns what to say of files
    /// that could not be changed.
    private func follow(_ steps: [BoardChange]) -> [String] {
        var common = 0
        while common < min(seen.count, steps.count) && seen[common] == steps[common] { common += 1 }
        var notes: [String] = []
        while seen.count > common {
            let change = seen.removeLast(), edit = edits.removeLast()
            if let edit { notes += said(edit.undo(), edit, undoing: true) }
            undone.append((change, edit))
        }
        for change in steps[common...] {
            if let (was, edit) = undone.last, was == change {
                undone.removeLast()
                if let edit { notes += said(edit.redo(), edit, undoing: false) }
                seen.append(change)
                edits.append(edit)
                continue
            }
            undone.removeAll()
            let edit = Self.kind(of: change).map { FolderEdit.apply($0, to: others, syntax: syntax) }
            if let edit {
                for c in edit.changes { recount(bytes: c.before, to: c.after) }
                if !edit.failures.isEmpty {
                    notes.append("\(edit.failures.count == 1 ? "1 note" : "\(edit.failures.count) notes") not changed: \(edit.failures[0])")
                }
            }
            seen.append(change)
            edits.append(edit)
        }
        return notes
    }

    /// The counts after an undo or a redo, and what to say of the files left as they were.
    private func said(_ left: [String], _ edit: FolderEdit, undoing: Bool) -> [String] {
        for c in edit.changes where !left.contains(c.path) {
            if undoing { recount(bytes: c.after, to: c.before) } else { recount(bytes: c.before, to: c.after) }
        }
        guard let first = left.first else { return [] }
        let names = left.count == 1 ? "'\(Self.name(first))' changed since" : "\(left.count) notes changed since ('\(Self.name(first))', ...)"
        return ["\(names): left as \(left.count == 1 ? "it is" : "they are")"]
    }

    /// What a step of the deck does to the folder's notes, if anything.
    static func kind(of change: BoardChange) -> FolderEdit.Kind? {
        switch change {
        case .edit(.replace(_, let old, let new)) where old.text != new.text: .rename(from: old.text, to: new.text)
        case .merge(_, let from, let into): .rename(from: from, to: into)
        case .edit(.remove(let tags, _)) where tags.count == 1: .remove(tags[0].text)
        default: nil
        }
    }

    private func recount(bytes before: [UInt8], to after: [UInt8]) {
        guard let a = try? NoteTags(before, syntax: syntax), let b = try? NoteTags(after, syntax: syntax) else { return }
        recount(from: a.tags, to: b.tags)
    }

    private func recount(from old: [String], to new: [String]) {
        countsLock.withLock {
            for tag in old { counts[tag, default: 0] -= 1 }
            for tag in new { counts[tag, default: 0] += 1 }
            for (tag, n) in counts where n <= 0 { counts[tag] = nil }
        }
    }

    /// The note's file name.
    static func name(_ path: String) -> String { (path as NSString).lastPathComponent }

    /// A path with `.` and `..` resolved and links followed, to tell the note among the folder's.
    static func canonical(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
}
