import TagDeck
import TagDeckStore

/// Several notes curated at once (``NoteSelection``): read together, each written as the top pane says, read again
/// together after a change elsewhere.
extension NotePersistence {
    /// The common folder of `paths`: the folder of one note, the longest folder that holds them all for several
    /// (`.` when they have none in common but the current one).
    /// - Complexity: O(total length of the paths).
    public static func folder(ofAll paths: [String]) -> String {
        let folders = paths.map { folder(of: $0) }
        guard var common = folders.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false) })
        else { return "." }
        for other in folders.dropFirst() {
            let parts = other.split(separator: "/", omittingEmptySubsequences: false)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let joined = common.joined(separator: "/")
        if joined.isEmpty { return folders.allSatisfy { $0.hasPrefix("/") } ? "/" : "." }
        return joined
    }

    /// The file names of the notes, as the top pane and the focus line name them (the path under the folder when
    /// two have one name).
    var names: [String] {
        let plain = edited.map { EditedNote.name($0.path) }
        guard Set(plain).count < plain.count else { return plain }
        return edited.map { $0.path.hasPrefix(folder + "/") ? String($0.path.dropFirst(folder.count + 1)) : $0.path }
    }

    /// Reads every note (not the folder): the board to show first.
    /// - Complexity: O(bytes of the notes).
    func loadSelection() -> Result<Board, NoteFile.Failure> {
        // Read on every core: a thousand notes are on screen in the time of a few.
        let (paths, syntax) = (self.paths, self.syntax)
        // Each note's tags with those its body writes, found on every core too (a body is read through for them).
        var results = [Result<(NoteTags, [String]), NoteFile.Failure>?](repeating: nil, count: paths.count)
        ParallelChunks.run(paths.count, size: 32, work: { range in
            (range, range.map { k in NoteFile.read(paths[k], syntax: syntax).map { ($0.tags, $0.tags.allTags) } })
        }, take: { (range, read) in
            for (k, result) in zip(range, read) { results[k] = result }
        })
        var read: [EditedNote] = [], warnings: [String] = [], used: [[String]] = []
        for (path, result) in zip(paths, results) {
            switch result {
            case .success(let (note, all))?:
                read.append(EditedNote(path: path, syntax: syntax, read: note))
                used.append(all)
                warnings += note.warnings.map { "\(EditedNote.name(path)):\($0.line):\($0.column): \($0.message)" }
            case .failure(let failure)?:
                lock.withLock { failedPath = path }
                return .failure(failure)
            case nil:
                lock.withLock { failedPath = path }
                return .failure(.unreadable(FileError(path: path, reason: "not read")))
            }
        }
        lock.lock()
        defer { lock.unlock() }
        edited = read
        noteWarnings = warnings
        for all in used { vocabulary.recount(from: [], to: all) }
        let board = selectionBoard()
        selectionRecord = NoteSelection.Record()
        selectionRecord.keep(edited.map(\.last.tags), at: board[.top])
        onNotes.set(names: names, lists: edited.map(\.last.tags))
        return .success(board)
    }

    /// The board of the notes as last read or written, the vocabulary as counted now (`extra`: tags shown below
    /// that no note uses).
    func selectionBoard(extra: [String] = []) -> Board {
        NoteBoard.make(top: NoteSelection.pane(names: names, lists: edited.map(\.last.tags)), counts: vocabulary.all,
                       extra: extra, reading: !vocabulary.isComplete, kept: kept, ignoresCase: syntax.engine == .obsidian)
    }

    /// Writes each note's list as the top pane of `board` says, each note read back before it is written; says
    /// what changed (`'rust' added to 2 notes`) once the last file is written. When a note could not be written or
    /// had changed on disk, the board returned is the notes' as they are now.
    /// - Complexity: O(bytes of the notes changed).
    func writeSelection(_ board: Board) -> SaveReport {
        let top = board[.top]
        let before = edited.map(\.last.tags)
        let wanted = selectionRecord.lists(at: top) ?? NoteSelection.lists(for: top, from: before)
        let changing = edited.indices.filter { wanted[$0] != before[$0] }
        var problems: [String] = [], merged = false
        // Each note read back and its new bytes worked out, then all written at once, then each taken as written.
        var plans: [(note: Int, plan: EditedNote.Plan)] = []
        for k in changing {
            switch edited[k].plan(wanted[k]) {
            case .unchanged: break
            case .failed(let message): problems.append(message)
            case .write(let plan): plans.append((k, plan))
            }
        }
        let failures = writeAll(plans.map { (edited[$0.note].path, $0.plan.bytes) })
        for (i, (k, plan)) in plans.enumerated() {
            if let failure = failures[i] { problems.append(failure); continue }
            switch edited[k].finish(plan) {
            case .unchanged: break
            case .failed(let message): problems.append(message)
            case .written(let old, let new):
                vocabulary.recount(from: old.allTags, to: new.allTags)
            case .merged(_, let old, let new):
                vocabulary.recount(from: old.allTags, to: new.allTags)
                merged = true
            }
            keeping.record(edited[k])
        }
        let after = edited.map(\.last.tags)
        onNotes.set(names: names, lists: after)
        var said = [NoteSelection.describe(from: before, to: after)]
        guard problems.isEmpty && !merged else {
            // What the screen shows is what the notes hold: their lists as they are now, a new history.
            selectionRecord.forget()
            forgetHistory()
            if merged { said.append("Merged the changes made on disk") }
            said += problems.prefix(1) + (problems.count > 1 ? ["and \(problems.count - 1) more not written"] : [])
            let rebuilt = selectionBoard(extra: board[.bottom].sections.flatMap { $0.tags.map(\.text) })
            selectionRecord.keep(after, at: rebuilt[.top])
            return SaveReport(saved: problems.isEmpty, message: said.filter { !$0.isEmpty }.joined(separator: " · "),
                              merged: rebuilt)
        }
        selectionRecord.keep(after, at: top)
        return SaveReport(saved: true, message: said[0])
    }

    /// Writes each file (its path, its new bytes) atomically and all durably, at once (``AtomicBatch``), saying
    /// how far it got for hundreds.
    /// - Returns: why each file that could not be written was not, by its place in `files`.
    private func writeAll(_ files: [(path: String, bytes: [UInt8])]) -> [Int: String] {
        let total = TitleText.grouped(files.count), say = progress
        let failures = AtomicBatch.write(files) { written in
            if files.count >= 100 && written % 50 == 0 { say?("Writing \(TitleText.grouped(written)) of \(total) notes…") }
        }
        return Dictionary(failures.map { ($0.index, "Could not write \($0.error.path): \($0.error.reason)") },
                          uniquingKeysWith: { first, _ in first })
    }

    /// Reads again the notes changed on disk (their lists as they are now) and, once the folder is read, the full
    /// vocabulary: the board rebuilt, or nil when nothing changed.
    func reloadSelection(_ ours: Board) -> SaveReport? {
        let read = vocabulary.takeFinishedReading()
        var changed: [String] = [], problems: [String] = []
        for k in edited.indices {
            guard let bytes = edited[k].changedOnDisk() else { continue }
            do {
                let theirs = try NoteTags(bytes, syntax: syntax)
                vocabulary.recount(from: edited[k].last.allTags, to: theirs.allTags)
                edited[k].adopt(theirs)
                changed.append(EditedNote.name(edited[k].path))
            } catch {
                problems.append("\(error.described(file: edited[k].path)) (changed on disk; not read)")
            }
        }
        guard read != nil || !changed.isEmpty || !problems.isEmpty else { return nil }
        onNotes.set(names: names, lists: edited.map(\.last.tags))
        // The deck's undo history starts anew with a board rebuilt.
        forgetHistory()
        let rebuilt = selectionBoard(extra: ours[.bottom].sections.flatMap { $0.tags.map(\.text) })
        selectionRecord.forget()
        selectionRecord.keep(edited.map(\.last.tags), at: rebuilt[.top])
        var said = [read].compactMap { $0 }
        if let first = changed.first {
            said.append("Reloaded: \(changed.count == 1 ? first : "\(changed.count) notes") (external change)")
        }
        said += problems.prefix(1)
        return SaveReport(saved: problems.isEmpty, message: said.joined(separator: " · "), merged: rebuilt)
    }
}

extension NotePersistence {
    /// What a move means in the top pane of several notes, and what their chips and the focus line say of each
    /// tag (``DeckOptions/selection``); nil for one note.
    package var selectionRules: SelectionRules? {
        guard paths.count > 1 else { return nil }
        let on = onNotes
        return SelectionRules(files: paths.count, noun: "note", count: { on.notes(with: $0).count },
                              names: { on.notes(with: $0) })
    }
}
