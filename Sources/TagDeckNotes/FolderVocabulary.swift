#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck

/// The tags of a folder's notes and how many notes use each (the note being edited included), counted as the
/// notes are read after the first frame and kept counted through every write; which notes the folder holds, and
/// which were skipped.
///
/// The note's own tags are counted from the start. The folder's other notes are read once, by ``read(news:)`` on a
/// thread of its own, on every core, their front matters only; the counts grow as chunks of notes are read, so a
/// focus line is right as far as the reading got. A rename across the folder asks for ``notes()``, which waits for
/// the reading to end: it never goes through part of the folder.
final class FolderVocabulary: @unchecked Sendable {
    /// Where the reading is.
    private enum Phase {
        case notStarted
        case reading
        /// Every note read: the folder's other notes, sorted, and the skipped ones in one line (nil: none).
        case finished(notes: [String], skipped: String?)
    }

    /// The folder whose notes are read.
    let folder: String
    /// The notes being edited: not among the folder's others (none: every note is read).
    private let selected: [String]
    private let readNote: NoteScan.Reader

    /// Held only to read or change ``counts``: the deck reads them on every focus line, and must never wait for a
    /// file to be read or written.
    private let countsLock = Lock()
    private var counts: [String: Int] = [:]
    /// How many notes write each tag in their bodies, of those counted.
    private var inlineCounts: [String: Int] = [:]
    /// The tags the note being edited writes in its body (`#tag`): its own still when its front matter leaves them.
    var noteBody: Set<String> {
        get { countsLock.withLock { body } }
        set { countsLock.withLock { body = newValue } }
    }
    private var body: Set<String> = []
    /// Guards the phase and ``isAwaitingDisplay``; broadcast when the reading ends.
    private let readingState = Condition()
    private var phase = Phase.notStarted
    /// The reading ended and the board it gives has not been asked for yet (``takeFinishedReading()``).
    private var isAwaitingDisplay = false

    /// The vocabulary of `folder`, where `notes` (paths) are the notes being edited (none: every note is read);
    /// each of the others is read by `readNote`.
    init(folder: String, notes: [String], readNote: @escaping NoteScan.Reader) {
        self.folder = folder
        self.selected = notes.filter { !$0.isEmpty }
        self.readNote = readNote
    }

    // MARK: Counts

    /// How many notes use `tag` now, as far as they are read.
    func count(of tag: String) -> Int { countsLock.withLock { counts[tag] ?? 0 } }

    /// How many notes use `tag` now but the note being edited, unless its body writes it: how many use it once its
    /// front matter no longer lists it.
    func count(leaving tag: String) -> Int {
        countsLock.withLock { max(0, (counts[tag] ?? 0) - (selected.isEmpty || body.contains(tag) ? 0 : 1)) }
    }

    /// How many notes write `tag` in their bodies (`#tag`) now, as far as they are read.
    func inlineCount(of tag: String) -> Int { countsLock.withLock { inlineCounts[tag] ?? 0 } }

    /// Every tag counted, and how many notes use it.
    var all: [String: Int] { countsLock.withLock { counts } }

    /// A note's tags changed from `old` to `new` (those written in its body from `oldInline` to `newInline`).
    func recount(from old: [String], to new: [String], inline: (old: [String], new: [String]) = ([], [])) {
        countsLock.withLock {
            for tag in old { counts[tag, default: 0] -= 1 }
            for tag in new { counts[tag, default: 0] += 1 }
            for tag in Set(old) where counts[tag, default: 0] <= 0 { counts[tag] = nil }
            for tag in inline.old { inlineCounts[tag, default: 0] -= 1 }
            for tag in inline.new { inlineCounts[tag, default: 0] += 1 }
            for tag in Set(inline.old) where inlineCounts[tag, default: 0] <= 0 { inlineCounts[tag] = nil }
        }
    }

    // MARK: Reading

    /// Whether every note of the folder is read: until then, the bottom pane is the tags met so far.
    var isComplete: Bool {
        readingState.withLock {
            if case .finished = phase { return true }
            return false
        }
    }

    /// Reads the folder's other notes (front matters only) on every core, and counts their tags; returns once
    /// every note is read. `news` is called as it goes, one call at a time, from the reading's threads, at most
    /// once every `interval` seconds: with how many notes are read, and the tags met for the first time since the
    /// last call; last with ``ReadingNews/isFinished``, once the counts are complete and the notes known
    /// (``notes()``). Called more than once, the calls after the first do nothing.
    /// - Complexity: O(notes + bytes of their front matters), spread on the cores.
    func read(newsEvery interval: Double, news: @escaping @Sendable (ReadingNews) -> Void) {
        let starts = readingState.withLock {
            guard case .notStarted = phase else { return false }
            phase = .reading
            return true
        }
        guard starts else { return }
        let notes = others()
        // The notes being edited (if any) are read already, and counted as the others are.
        let own = selected.count
        let total = notes.count + own
        news(ReadingNews(read: own, total: total))
        // The note's own tags are on the board already.
        var announced = Set(all.keys)
        var pending: [String] = [], read = own, skipped: [(index: Int, problem: String)] = []
        var pacer = NewsPacer(interval: UInt64(max(0, interval) * 1e9))
        NoteScan.run(notes, read: readNote) { tally in
            countsLock.withLock {
                counts.merge(tally.counts, uniquingKeysWith: +)
                inlineCounts.merge(tally.inline, uniquingKeysWith: +)
            }
            for tag in tally.met where announced.insert(tag).inserted { pending.append(tag) }
            read += tally.notes
            skipped += tally.skipped
            guard pacer.isDue() else { return }
            news(ReadingNews(tags: pending, read: read, total: total))
            pending = []
        }
        var vocabulary = Vocabulary()
        vocabulary.skipped = skipped.sorted { $0.index < $1.index }.map(\.problem)
        readingState.withLock {
            phase = .finished(notes: notes, skipped: vocabulary.skippedSummary(folder: folder))
            isAwaitingDisplay = true
            readingState.broadcast()
        }
        news(ReadingNews(tags: pending, read: total, total: total, isFinished: true))
    }

    /// The folder's other notes, sorted: what a rename or a removal goes through. While they are being read, waits
    /// for the reading to end; when it never started, lists them now.
    /// - Complexity: O(1) once read; else the reading's time, or a walk of the folder.
    func notes() -> [String] {
        readingState.lock()
        defer { readingState.unlock() }
        while true {
            switch phase {
            case .finished(let notes, _): return notes
            case .reading: readingState.wait()
            case .notStarted: return others()
            }
        }
    }

    /// The notes skipped by the reading, in one line: `1 note skipped: e.md:3:1: ...`; nil when none was, or the
    /// reading has not ended.
    var skippedSummary: String? {
        readingState.withLock {
            if case .finished(_, let skipped) = phase { return skipped }
            return nil
        }
    }

    /// The folder's notes (``NoteWalk``), sorted, but the notes being edited: the same file by device and inode,
    /// looked for among the notes named as one of them is, or as the file it leads to when it is a link.
    /// - Complexity: O(entries of the folder), one `stat` for each note so named.
    private func others() -> [String] {
        struct FileID: Hashable { let device: UInt64, inode: UInt64 }
        var mine = Set<FileID>(), names = Set<String>()
        for note in selected {
            var info = stat()
            guard stat(note, &info) == 0 else { continue }
            mine.insert(FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
            var resolved = note
            if let real = realpath(note, nil) {
                resolved = String(cString: real)
                free(real)
            }
            for path in [note, resolved] { names.insert(String(path.split(separator: "/").last ?? "")) }
        }
        guard !mine.isEmpty else { return Vocabulary.notes(under: folder) }
        return Vocabulary.notes(under: folder).filter { path in
            guard names.contains(String(path.split(separator: "/").last ?? "")) else { return true }
            var other = stat()
            return stat(path, &other) != 0 || !mine.contains(FileID(device: UInt64(other.st_dev), inode: UInt64(other.st_ino)))
        }
    }

    /// Once the reading has ended, the first call says so (`Read 10,000 notes · 2,000 tags · 1 note skipped:
    /// ...`): the board shown must be rebuilt from the counts. Nil otherwise.
    func takeFinishedReading() -> String? {
        let finished: (notes: Int, skipped: String?)? = readingState.withLock {
            guard isAwaitingDisplay, case .finished(let notes, let skipped) = phase else { return nil }
            isAwaitingDisplay = false
            return (notes.count, skipped)
        }
        guard let finished else { return nil }
        let tags = all.count
        let notes = finished.notes + selected.count
        let read = "Read \(TitleText.grouped(notes)) note\(notes == 1 ? "" : "s") · \(TitleText.grouped(tags)) tag\(tags == 1 ? "" : "s")"
        return [read, finished.skipped].compactMap { $0 }.joined(separator: " · ")
    }
}
