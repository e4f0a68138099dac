#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck

/// Why a board file could not be loaded.
public enum BoardLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(FileError)
    /// The file was read but is not a valid board file.
    case malformed(BoardFileErrors)

    /// One line per problem: `Could not read FILE: reason`, or the `FILE:LINE:COLUMN: message` lines.
    public var description: String {
        switch self {
        case .unreadable(let error): "Could not read \(error.path): \(error.reason)"
        case .malformed(let errors): errors.description
        }
    }
}

/// Saves a board to its board file, atomically, without ever overwriting changes made by someone else.
///
/// The persistence remembers the contents of the file as it last read or wrote them. Before each save it
/// reads the file again; if the contents changed (or the file appeared, or cannot be read), it does not
/// overwrite it: it writes the board to a sibling named `STEM.conflict-YYYYMMDD-HHMMSS.md` in the same
/// directory (STEM is the file name without a final `.md`; local time; `-2`, `-3`, ... appended if that name
/// is taken) and from then on saves there, under the same rule. A file deleted since it was last read is
/// simply written again: nothing on disk is lost by that.
///
/// A file that does not exist yet loads as `Board.empty()` and is created by the first save.
public final class FileBoardPersistence: BoardPersistence {
    /// The board file, as given.
    public let path: String
    /// Whether each committed change is saved at once (false with `--no-autosave`).
    public let autosave: Bool
    /// Where saves go: ``path``, or the conflict sibling after the file was changed by someone else.
    public private(set) var target: String
    /// ``target`` as last read or written: identity, size, time and contents hash. Nil when it did not
    /// exist then.
    public private(set) var lastKnown: FileStamp?
    /// Whether ``target`` was last read and did not parse: it is then never overwritten.
    private var lastReadWasMalformed = false
    /// The board last read from or written to ``target``: the base of a merge when the file changes on disk.
    /// Kept as a board rather than the file's bytes: it shares its sections' chunks with the board on screen,
    /// so it costs only the chunks changed since (a few kilobytes after a move, where the bytes of a
    /// million-tag file are 14 MB). Nil when the file did not exist.
    private var lastBoard: Board?
    /// The hash of the contents last read or written, which the undo journal is tied to.
    private var lastHash: UInt64?
    private let clock: () -> time_t
    /// Where the undo history is kept between runs, if anywhere.
    public let journal: UndoJournal?

    /// Creates a persistence for `path`. Call ``load()`` before the first ``save(_:)``.
    /// - Parameters:
    ///   - clock: Seconds since 1970 for conflict file names; tests pass a fixed one.
    ///   - journal: Where to keep the undo history between runs; nil keeps none.
    public init(path: String, autosave: Bool = true, clock: @escaping () -> time_t = { time(nil) },
                journal: UndoJournal? = nil) {
        self.path = path
        self.autosave = autosave
        self.target = path
        self.clock = clock
        self.journal = journal
    }

    /// The undo history of the last run, if it goes with the file as loaded; and a one-line note when one was
    /// found but does not match the file any more. Call after ``load()``.
    public func loadHistory() -> (history: UndoHistory, note: String?) { historyReader()() }

    /// What ``loadHistory()`` reads, to be read later (after the first frame: the history of a bundle of a
    /// million tags is 21 MB): it reads the journal that goes with the file as it is now loaded, whatever is
    /// saved in between. Call after ``load()``.
    public func historyReader() -> @Sendable () -> (history: UndoHistory, note: String?) {
        guard let journal, let hash = lastHash, !lastReadWasMalformed else { return { (UndoHistory(), nil) } }
        return { journal.read(fileHash: hash) }
    }

    /// Saves the board, then its undo history beside it (when the save went to the file itself; after a merge,
    /// none: the history is of the board before it).
    public func save(_ board: Board, history: UndoHistory) -> SaveReport {
        let report = save(board)
        if report.saved, target == path, let journal, let hash = lastHash {
            journal.write(report.merged == nil ? history : UndoHistory(), fileHash: hash)
        }
        return report
    }

    /// Reads and parses the file, and remembers its contents. A file that does not exist gives
    /// `Board.empty()` (panes "Top" and "Bottom"); the first save creates it.
    /// - Complexity: O(n) in the file size.
    public func load() -> Result<Board, BoardLoadError> {
        target = path
        lastKnown = nil
        lastBoard = nil
        lastHash = nil
        lastReadWasMalformed = false
        AtomicFile.removeStaleTemporaries(beside: path)
        let parsed: Result<Board, BoardFileErrors>
        do {
            // A piece at a time: the file's bytes are never all held beside the board read from them.
            let stamp: FileStamp
            (parsed, stamp) = try BoardFile.parse(file: path, fileName: path)
            lastKnown = stamp
            lastHash = stamp.contentHash
        } catch {
            if error.code == ENOENT { return .success(.empty()) }
            return .failure(.unreadable(error))
        }
        switch parsed {
        case .success(let board):
            lastBoard = board
            return .success(board)
        case .failure(let errors):
            // Tags that did not parse are still in the file: a later save must not replace it.
            lastReadWasMalformed = true
            return .failure(.malformed(errors))
        }
    }

    /// Writes the board's canonical form to the file, or to a conflict sibling if the file changed on disk.
    ///
    /// Returns `saved: true` with an empty message after a plain save, `saved: true` with a message naming
    /// the sibling after a conflict, and `saved: false` with `Could not save FILE: reason` on failure.
    /// - Complexity: O(n) in the board size, plus reading the file back and two flushes to disk.
    public func save(_ board: Board) -> SaveReport {
        let bytes = BoardFile.canonicalBytes(board)
        if changedOnDisk(target), let report = saveMerging(board) { return report }
        if changedOnDisk(target) {
            let sibling: String
            do {
                sibling = try writeSibling(bytes, kind: "conflict")
            } catch {
                let sibling = siblingName(kind: "conflict", number: 1)
                return SaveReport(
                    saved: false,
                    message: "Could not save \(path): it changed on disk, and writing \(sibling) failed: \(error.reason)")
            }
            target = sibling
            remember(bytes, board: board)
            return SaveReport(saved: true, message: "\(path) changed on disk; saved to \(sibling) instead")
        }
        do {
            try AtomicFile.write(bytes, to: target)
        } catch {
            return SaveReport(saved: false, message: "Could not save \(target): \(error.reason)")
        }
        remember(bytes, board: board)
        return SaveReport(saved: true, message: target == path ? "" : "Saved to \(target) (\(path) changed on disk)")
    }

    /// The file changed on disk: merges those changes with the board by tags (the base is what tagdeck last read
    /// or wrote) and writes the merge to the file. On a real conflict the board's choice is kept and the file as
    /// it was on disk goes to a conflict sibling. Nil when there is nothing to merge with: no base, or a file on
    /// disk that is not a valid board (the caller then saves to a sibling).
    private func saveMerging(_ board: Board) -> SaveReport? {
        guard target == path, let base = baseBoard(), let theirsBytes = try? FileReading.read(path).bytes,
              case .success(let theirs) = BoardFile.parse(theirsBytes, fileName: path) else { return nil }
        let result = BoardMerge.merge(base: base, ours: board, theirs: theirs)
        var message = "Merged the changes made to \(path) on disk"
        if !result.conflicts.isEmpty {
            guard let sibling = try? writeSibling(theirsBytes, kind: "conflict") else { return nil }
            message += Self.conflictNote(result.conflicts, sibling: sibling)
        }
        let bytes = BoardFile.canonicalBytes(result.board)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            return SaveReport(saved: false, message: "Could not save \(path): \(error.reason)")
        }
        remember(bytes, board: result.board)
        return SaveReport(saved: true, message: message, merged: result.board == board ? nil : result.board)
    }

    /// Reads the file again after a change on disk (a watcher saw one) and merges it by tags with `ours`, the
    /// board in memory; the base is what tagdeck last read or wrote. The file is not written: with nothing to
    /// add from ours, the merge is the file as it is. On a real conflict ours is kept and the file as it was goes
    /// to a conflict sibling; the report then says the board is not in the file yet, and the next save writes it.
    /// - Returns: nil when the file holds what was last read or written (tagdeck's own save), is gone, or
    ///   tagdeck saves elsewhere now.
    public func reload(_ ours: Board) -> SaveReport? {
        // Read once (a big file in parts on every core), and only when its contents are not what was last known.
        guard target == path, let (parsed, stamp) = try? BoardFile.parse(file: path, fileName: path),
              holdsOtherContents(stamp) else { return nil }
        guard case .success(let theirs) = parsed, let base = baseBoard() else {
            return SaveReport(saved: false, message: "\(path) changed on disk but is not a valid board; yours is kept")
        }
        let result = BoardMerge.merge(base: base, ours: ours, theirs: theirs)
        // What is on disk now is the base of the next merge, and the next save writes over it.
        lastBoard = theirs
        lastHash = stamp.contentHash
        lastKnown = stamp
        var message = "Reloaded: \(path) (external change)"
        if !result.conflicts.isEmpty {
            // Theirs in a sibling, as it was read (written again from the board when the file changed meanwhile).
            let bytes = (try? FileReading.read(path)).flatMap { $0.stamp == stamp ? $0.bytes : nil }
                ?? Array(BoardFile.canonicalText(theirs).utf8)
            let sibling = (try? writeSibling(bytes, kind: "conflict")) ?? "no sibling (it could not be written)"
            message += Self.conflictNote(result.conflicts, sibling: sibling)
        }
        return SaveReport(saved: result.board == theirs, message: message,
                          merged: result.board == ours ? nil : result.board)
    }

    /// Whether the file changed on disk since it was last read or written here (and tagdeck still saves to it).
    public func hasChangedOnDisk() -> Bool { target == path && changedOnDisk(path) }

    /// `; 2 conflicts kept yours (theirs in SIBLING): ` and what the first one was.
    private static func conflictNote(_ conflicts: [BoardMerge.Conflict], sibling: String) -> String {
        let count = conflicts.count == 1 ? "1 conflict" : "\(conflicts.count) conflicts"
        return "; \(count) kept yours (theirs in \(sibling)): " + (conflicts.first?.message ?? "")
    }

    /// The board both sides of a merge started from: what tagdeck last read or wrote (an empty board when the
    /// file did not exist); nil when that was not a valid board.
    private func baseBoard() -> Board? {
        guard !lastReadWasMalformed else { return nil }
        return lastBoard ?? .empty()
    }

    /// Notes what was just written to ``target``.
    private func remember(_ bytes: [UInt8], board: Board) {
        let hash = FileStamp.hash(bytes)
        lastBoard = board
        lastHash = hash
        lastReadWasMalformed = false
        lastKnown = FileReading.metadataStamp(target)
        lastKnown?.contentHash = hash
    }

    /// Whether the file at `file` holds something other than what was last read or written there.
    ///
    /// Compares contents (size and hash), not times: a file saved again with the same contents is unchanged.
    private func changedOnDisk(_ file: String) -> Bool {
        do {
            return holdsOtherContents(try FileReading.read(file).stamp)
        } catch {
            // Gone: writing it again loses nothing. Unreadable: leave it alone.
            return error.code != ENOENT
        }
    }

    /// Whether a file read with `stamp` holds something other than what was last read or written (size and hash;
    /// always, when that did not parse).
    private func holdsOtherContents(_ stamp: FileStamp) -> Bool {
        guard let known = lastKnown, !lastReadWasMalformed else { return true }
        return stamp.size != known.size || stamp.contentHash != known.contentHash
    }

    /// Writes the board to a sibling `STEM.unsaved-YYYYMMDD-HHMMSS.md`, never to the file itself: for changes
    /// that were not saved when tagdeck was stopped by a signal (with `--no-autosave`).
    /// - Returns: a report whose message names the sibling, or says why it could not be written.
    public func saveRecovery(_ board: Board) -> SaveReport {
        do {
            let sibling = try writeSibling(BoardFile.canonicalBytes(board), kind: "unsaved")
            return SaveReport(saved: true, message: "tagdeck: unsaved changes written to \(sibling)")
        } catch {
            let sibling = siblingName(kind: "unsaved", number: 1)
            return SaveReport(saved: false, message: "tagdeck: unsaved changes lost: cannot write \(sibling): \(error.reason)")
        }
    }

    /// Writes `bytes` to a new sibling `STEM.KIND-YYYYMMDD-HHMMSS.md` (numbered `-2`, `-3`, ... when taken) with
    /// exactly the board's mode, and its owner where the process may give it, whatever the umask. A name that
    /// exists (a file, or a link someone planted) is skipped, never written through or replaced.
    /// - Returns: the sibling's path.
    private func writeSibling(_ bytes: [UInt8], kind: String) throws(FileError) -> String {
        var info = stat()
        let known = stat(path, &info) == 0
        let mode = known ? info.st_mode & 0o7777 : AtomicFile.newFileMode()
        let owner = known ? (info.st_uid, info.st_gid) : nil
        for number in 1...1000 {
            let candidate = siblingName(kind: kind, number: number)
            do {
                try AtomicFile.create(bytes, at: candidate, mode: mode, owner: owner)
                return candidate
            } catch where error.code == EEXIST {
                continue
            }
        }
        throw FileError(path: siblingName(kind: kind, number: 1), reason: "no free name for it")
    }

    /// `STEM.KIND-YYYYMMDD-HHMMSS.md` beside the file (`-N` before `.md` from the second on). A name that would
    /// be longer than a file name may be (255 bytes) has its stem shortened; the date and the extension stay.
    func siblingName(kind: String, number: Int) -> String {
        let directory = AtomicFile.directoryName(of: path)
        var stem = AtomicFile.baseName(of: path)
        if stem.hasSuffix(".md") { stem.removeLast(3) }
        let tail = "." + kind + "-" + Self.timestamp(clock()) + (number > 1 ? "-\(number)" : "") + ".md"
        let room = Self.maximumNameBytes - tail.utf8.count
        while stem.utf8.count > room, !stem.isEmpty { stem.removeLast() }
        return (path.contains("/") ? directory + "/" : "") + stem + tail
    }

    /// The longest file name most file systems allow, in bytes.
    static let maximumNameBytes = 255

    /// `YYYYMMDD-HHMMSS` in local time.
    static func timestamp(_ seconds: time_t) -> String { localTime(seconds, "%Y%m%d-%H%M%S") }
}

/// `seconds` (since 1970) in local time, written with `strftime`'s `format`.
public func localTime(_ seconds: time_t, _ format: String) -> String {
    var time = seconds
    var parts = tm()
    localtime_r(&time, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    let count = strftime(&buffer, buffer.count, format, &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
