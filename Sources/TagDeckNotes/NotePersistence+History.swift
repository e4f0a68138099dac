#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck
import TagDeckStore

/// Undo that survives a quit: every save that writes notes keeps its step (``NoteHistory``), and `u` with nothing
/// left to undo in the deck undoes the newest kept one (``undoKept(_:)``), unless a file of it changed since.
extension NotePersistence {
    /// Keeps the last edits across notes past a quit in `stateDirectory` (`$XDG_STATE_HOME/tagdeck`,
    /// ``NoteHistory/stateDirectory(environment:)``): at most `maximumSteps` steps in `maximumBytes` bytes for the
    /// folder. Call it before the first save; steps kept that cannot be read are said in ``startMessage``.
    /// - Complexity: O(steps kept), their headers read.
    public func keepSteps(in stateDirectory: String, maximumSteps: Int = 100, maximumBytes: Int = 100 << 20) {
        lock.lock()
        defer { lock.unlock() }
        let history = NoteHistory(folder: folder, stateDirectory: stateDirectory, maximumSteps: maximumSteps,
                                  maximumBytes: maximumBytes)
        keeping.history = history
        keeping.startProblem = history.flatMap { Self.unreadable(in: $0) }
    }

    /// Whether the edits are kept past a quit (``keepSteps(in:maximumSteps:maximumBytes:)``): then the deck's `u`
    /// with nothing to undo asks for ``undoKept(_:)`` (``DeckOptions/undoesKeptSteps``).
    public var keepsSteps: Bool { lock.withLock { keeping.history != nil } }

    /// The steps kept that cannot be read, in one line (nil: none).
    private static func unreadable(in history: NoteHistory) -> String? {
        var problems: [String] = []
        for entry in history.entries() {
            if case .failure(let problem) = history.read(entry.number, whole: false) {
                problems.append("\(EditedNote.name(history.path(of: entry.number))): \(problem.reason)")
            }
        }
        guard let first = problems.first else { return nil }
        let count = problems.count == 1 ? "A kept step" : "\(problems.count) kept steps"
        return "\(count) of this folder could not be read (\(first)): skipped"
    }

    /// The deck's history starts anew (a board read again): so does its following into the notes and the steps
    /// kept.
    func forgetHistory() {
        history.forget()
        keeping.follow.forget()
        keeping.forgotten = true
    }

    /// After a save's writes: follows the deck's history (`steps`; nil: a save without one) into the steps kept,
    /// and keeps the save's own step, described by `words` when it is a folder edit. Called with the lock held.
    /// - Returns: what to say when the step could not be kept.
    func keepStep(_ steps: [BoardChange]?, words: (noun: String, what: String, undone: String)?) -> String? {
        guard let history = keeping.history else { return nil }
        let followed = keeping.forgotten ? nil : steps.map { keeping.follow.follow($0, in: history) }
        let makes = followed ?? true
        guard makes, let step = keeping.step(words: words, syntax: syntax, now: Self.secondsSince1970()) else {
            return nil
        }
        do {
            keeping.follow.attach(try history.keep(step))
            return nil
        } catch {
            return "not kept past a quit: \(error.reason)"
        }
    }

    /// Undoes the newest step kept (``keepSteps(in:maximumSteps:maximumBytes:)``), of an earlier run or of this one
    /// once the deck's history is empty: every file written back to its bytes before the step, unless one of them
    /// changed since (then nothing is written, and the report names it). A step that cannot be read is dropped,
    /// and said. The report's board is the notes as they are then (`ours`: the board shown, for the tags below
    /// that no note uses), with a new history.
    /// - Complexity: O(bytes of the step's files), once every note of the folder is read (it waits for that, as
    ///   a rename does).
    public func undoKept(_ ours: Board) -> SaveReport {
        lock.lock()
        defer { lock.unlock() }
        guard let history = keeping.history else { return SaveReport(saved: true, message: "Nothing to undo") }
        _ = vocabulary.notes()  // the counts complete, as for a rename
        var said: [String] = []
        for entry in history.entries().reversed() {
            switch history.read(entry.number) {
            case .failure(let problem):
                history.remove(entry.number)
                said.append("A kept step could not be read (\(problem.reason)): dropped")
            case .success(let step):
                let (message, undone) = undo(step, number: entry.number)
                return SaveReport(saved: true, message: (said + [message]).joined(separator: " · "),
                                  merged: undone ? notesNow(ours, after: step) : nil)
            }
        }
        return SaveReport(saved: true, message: (said + ["Nothing to undo"]).joined(separator: " · "))
    }

    /// Writes every file of `step` back, unless one changed since: what to say, and whether it did.
    private func undo(_ step: KeptStep, number: Int) -> (String, Bool) {
        var current: [[UInt8]] = []
        for file in step.files {
            guard let bytes = try? FileReading.read(file.path).bytes, file.isAfter(bytes) else {
                return ("'\(EditedNote.name(file.path))' changed since this \(step.noun): nothing undone", false)
            }
            current.append(bytes)
        }
        for (k, file) in step.files.enumerated() {
            do {
                try AtomicFile.write(file.before, to: file.path, flushingFolder: false)
            } catch {
                // Those written go back to what they held: the step is undone whole or not at all.
                for j in 0..<k { try? AtomicFile.write(current[j], to: step.files[j].path, flushingFolder: false) }
                AtomicFile.flushFolders(of: step.files.prefix(k + 1).map(\.path))
                return ("Could not write \(EditedNote.name(file.path)): \(error.reason): nothing undone", false)
            }
        }
        AtomicFile.flushFolders(of: step.files.map(\.path))
        keeping.history?.remove(number)
        for (k, file) in step.files.enumerated() { recount(bytes: current[k], to: file.before) }
        return (step.undone, true)
    }

    /// The board of the notes as they are now, once `step` is undone, with a new history.
    private func notesNow(_ ours: Board, after step: KeptStep) -> Board {
        let written = Set(step.files.map(\.path))
        for k in edited.indices {
            guard let bytes = edited[k].changedOnDisk(), let read = try? NoteTags(bytes, syntax: syntax) else { continue }
            // A note the step wrote is recounted with its files; any other changed elsewhere meanwhile.
            if !written.contains(StepKeeping.absolute(edited[k].path)) {
                vocabulary.recount(from: edited[k].last.allTags, to: read.allTags)
            }
            edited[k].adopt(read)
        }
        forgetHistory()
        let extra = ours[.bottom].sections.flatMap { $0.tags.map(\.text) }
        guard paths.count > 1 else { return board(tags: edited[0].last.tags, extra: extra) }
        onNotes.set(names: names, lists: edited.map(\.last.tags))
        let rebuilt = selectionBoard(extra: extra)
        selectionRecord.forget()
        selectionRecord.keep(edited.map(\.last.tags), at: rebuilt[.top])
        return rebuilt
    }
}

extension NotePersistence {
    /// The time now, in seconds since 1970 (UTC).
    static func secondsSince1970() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
