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
    /// Every change is saved at once.
    public let autosave = true
    /// The notes skipped when the folder was read, in one line (nil when none was).
    public private(set) var skippedSummary: String?

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
    /// The undo history's steps at the last save, and the folder edit each made (nil for most: a move).
    private var seen: [BoardChange] = []
    private var edits: [FolderEdit?] = []
    /// Steps undone since, the last undone last, with their folder edits: redo takes them back.
    private var undone: [(change: BoardChange, edit: FolderEdit?)] = []

    /// A persistence for the note at `path`, with the vocabulary of `folder` (default: the note's own).
    public init(path: String, folder: String? = nil) {
        self.path = path
        self.folder = folder ?? ((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
    }

    /// Reads the note and the folder's notes; the board to show.
    public func load() -> Result<Board, NoteFile.Failure> {
        let note: NoteTags
        switch NoteFile.read(path) {
        case .success(let read): note = read.tags
        case .failure(let failure): return .failure(failure)
        }
        let me = Self.canonical(path)
        let notes = Vocabulary.notes(under: folder).filter { Self.canonical($0) != me }
        var vocabulary = Vocabulary.scan(notes: notes)
        for tag in note.tags { vocabulary.counts[tag, default: 0] += 1 }
        lock.lock()
        defer { lock.unlock() }
        last = note
        others = notes
        countsLock.withLock { counts = vocabulary.counts }
        skippedSummary = vocabulary.skippedSummary
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
        guard let last, let bytes = try? FileReading.read(path).bytes, bytes != last.frontMatter.bytes else { return nil }
        let theirs: NoteTags
        do { theirs = try NoteTags(bytes) } catch {
            return SaveReport(saved: false, message: "\(error.described(file: path)) (changed on disk; not read)")
        }
        let mine = NoteBoard.noteTags(ours)
        let merged = OrderMerge.mergeList(base: last.tags, ours: mine, theirs: theirs.tags)
        recount(from: last.tags, to: theirs.tags)
        self.last = theirs
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
        return bytes != last.frontMatter.bytes
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
        if current != last.frontMatter.bytes {
            do { base = try NoteTags(current) } catch {
                return SaveReport(saved: false, message: "\(error.described(file: path)) (changed on disk; not written)")
            }
            wanted = OrderMerge.mergeList(base: last.tags, ours: tags, theirs: base.tags)
            merged = wanted
        }
        guard wanted != base.tags || merged != nil else { return SaveReport(saved: true) }
        do {
            let bytes = try base.replacing(with: wanted)
            try AtomicFile.write(bytes, to: path)
            recount(from: last.tags, to: wanted)
            self.last = try NoteTags(bytes)
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
            let edit = Self.kind(of: change).map { FolderEdit.apply($0, to: others) }
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
        guard let a = try? NoteTags(before), let b = try? NoteTags(after) else { return }
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
