import XCTest
import TagDeck
import TagDeckNotes
import TagDeckStore
import TagDeckTesting

/// `tagdeck tags` shows the note before the folder is read: the folder's notes are read on threads of their own,
/// here held back by the test (``HeldReader``), their news passed to the deck as the terminal's inbox does.
final class FolderReadingTests: XCTestCase {
    private var folder = ""
    /// The folder's other notes, `n000.md` ... (in three chunks of the reading and more), and their tags.
    private var others: [(name: String, tags: [String])] = []

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-reading-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        var rng = SplitMix64(seed: 99)
        for k in 0..<150 {
            let tags = (0..<Int(rng.next() % 4)).map { _ in "t\(rng.next() % 40)" } + (k % 7 == 0 ? ["js"] : [])
            let unique = tags.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let name = (k % 10 == 0 ? "sub/" : "") + String(format: "n%03d.md", k)
            switch k % 3 {
            case 0: write(name, "---\ntags: [\(unique.joined(separator: ", "))]\n---\nbody \(k)\n")
            case 1: write(name, "---\ntags:\n" + unique.map { "  - \($0)\n" }.joined() + "---\nbody \(k)\n")
            default: write(name, "# no front matter \(k)\n\n" + String(repeating: "tags: [not, these]\n", count: 3))
            }
            others.append((name, k % 3 == 2 ? [] : unique))
        }
        write("note.md", "---\ntitle: The note\ntags: [js, mine]\n---\nthe body\n")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String) {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)))
    }

    private func read(_ name: String) -> String {
        (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "<unreadable>"
    }

    /// The note's persistence and its deck on the first frame, the folder's reading started on a thread of its
    /// own with `reader`; news is left in the returned box. Fails when loading the note takes more than seconds.
    private func open(reader: HeldReader, newsEvery interval: Double = 0) throws
        -> (HeadlessDriver, NotePersistence, NewsBox, DispatchGroup) {
        let store = NotePersistence(path: folder + "/note.md", readNote: reader.read)
        let loaded = DispatchSemaphore(value: 0)
        let board = Locked<Board?>(nil)
        DispatchQueue.global().async {
            if case .success(let b) = store.load() { board.set(b) }
            loaded.signal()
        }
        XCTAssertEqual(loaded.wait(timeout: .now() + 10), .success, "the note loads without waiting for the folder")
        let first = try XCTUnwrap(board.value)
        let news = NewsBox(), reading = DispatchGroup()
        reading.enter()
        Thread.detachNewThread {
            store.readFolder(newsEvery: interval) { news.post($0) }
            reading.leave()
        }
        var options = DeckOptions()
        options.reducedMotion = true
        options.tagUsage = store.usage
        return (HeadlessDriver(board: first, width: 100, height: 30, options: options, persistence: store), store, news,
                reading)
    }

    /// Waits (at most seconds) for the reading to end, then passes its news to the deck.
    private func finish(_ reading: DispatchGroup, _ news: NewsBox, _ d: HeadlessDriver,
                        file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reading.wait(timeout: .now() + 30), .success, "the reading ends", file: file, line: line)
        for item in news.take() { d.send(.reading(item)) }
    }

    /// How many notes use each tag, read afresh from every note of the folder (this one too).
    private func fullScan() -> [String: Int] {
        Vocabulary.scan(folder).counts
    }

    /// The bottom pane as texts by section, with the sections' titles.
    private func bottom(_ board: Board) -> [String] {
        board[.bottom].sections.map { "\($0.title): " + $0.tags.map(\.text).joined(separator: " ") }
    }

    func testTheNoteIsOnScreenBeforeAnyOtherNoteIsReadAndTheVocabularyEndsAsAFullScanCountsIt() throws {
        let reader = HeldReader(holdingAll: true)
        let (d, store, news, reading) = try open(reader: reader)
        // The first frame: the note's tags, and nothing of the folder, which waits for the test.
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["js", "mine"])
        XCTAssertEqual(d.board[.bottom].tagCount, 0)
        XCTAssertTrue(d.lines.contains { $0.contains("[js] [mine]") }, d.screen)
        XCTAssertEqual(reader.done, 0, "no note of the folder was read before the first frame")
        // Keys work meanwhile.
        d.key(.character("l"))
        d.key(.character("l"))
        XCTAssertEqual(d.state.status, "'mine' at note.md, 2 of 2 · in 1 note")
        reader.release()
        finish(reading, news, d)
        XCTAssertEqual(reader.done, others.count)
        // Exactly what a full scan of the folder counts, in the vocabulary's sections.
        let counts = fullScan()
        let expected = NoteBoard.make(name: "note.md", tags: ["js", "mine"], counts: counts)
        XCTAssertEqual(bottom(d.board), bottom(expected))
        for (tag, n) in counts { XCTAssertEqual(store.count(of: tag), n, tag) }
        XCTAssertTrue(d.announcements.contains("Read 151 notes · \(counts.count) tags"), d.announcements.joined(separator: "\n"))
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "mine", "the focus stays on its tag")
        XCTAssertNil(store.skippedSummary)
    }

    func testSendsDuringTheReadingAreSavedAndKeptWhenTheFullVocabularyComes() throws {
        // The last note of the folder waits: the others are read, and their tags shown as they come.
        let reader = HeldReader(holding: ["n149.md"])
        let (d, _, news, reading) = try open(reader: reader)
        XCTAssertTrue(reader.waitUntil { $0 >= 128 }, "two chunks of notes read")
        for item in news.takeOnceItBringsTags() { d.send(.reading(item)) }
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["Found so far"])
        XCTAssertGreaterThan(d.board[.bottom].tagCount, 0)
        XCTAssertTrue(d.deck.statusText.contains("Reading notes… "), d.deck.statusText)
        // 'js' sent out of the note (first of the tags found so far: the most used), the next one sent into it:
        // both written at once.
        d.key(.character("l"))
        d.key(.character("h"))
        d.key(.enter)
        d.settle()
        XCTAssertEqual(d.board[.bottom].sections.first?.tags.first?.text, "js")
        d.key(.tab)
        d.key(.character("g"))
        d.key(.character("l"))
        let sentUp = try XCTUnwrap(d.state.focusedChip.map { d.board[$0].text })
        d.key(.enter)
        d.settle()
        XCTAssertEqual(try NoteTags(Array(read("note.md").utf8)).tags, ["mine", sentUp])
        reader.release()
        finish(reading, news, d)
        // The sends are kept: in the note, on the board, and counted as a full scan counts them.
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["mine", sentUp])
        XCTAssertEqual(try NoteTags(Array(read("note.md").utf8)).tags, ["mine", sentUp])
        let expected = NoteBoard.make(name: "note.md", tags: ["mine", sentUp], counts: fullScan())
        XCTAssertEqual(bottom(d.board), bottom(expected))
        XCTAssertFalse(d.hasUnsavedChangesOnBoard)
    }

    func testRenameAndRemovalWaitForTheReadingThenReachEveryNoteAndSayItOnlyOnceWritten() throws {
        // The last note, which has 'js', is read last.
        let reader = HeldReader(holding: ["n147.md"])
        XCTAssertTrue(read("n147.md").contains("js"))
        let (d, store, news, reading) = try open(reader: reader)
        d.savesInBackground = true
        XCTAssertTrue(reader.waitUntil { $0 >= 64 })
        for item in news.takeOnceItBringsTags() { d.send(.reading(item)) }
        let before = Dictionary(uniqueKeysWithValues: others.map { ($0.name, read($0.name)) })
        // r on 'js' (the note's first tag), a new name, Enter and y: all wait for the reading.
        d.key(.character("l"))
        d.key(.character("h"))
        d.key(.character("r"))
        XCTAssertEqual(d.state.mode, .browsing, "r waits")
        for _ in 0..<2 { d.key(.backspace) }
        d.type("javascript")
        d.key(.enter)
        d.key(.character("y"))
        XCTAssertTrue(d.deck.statusText.hasSuffix("· 15 keys wait"), d.deck.statusText)
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: others.map { ($0.name, read($0.name)) }), before)
        let having = others.filter { $0.tags.contains("js") }.map(\.name)
        reader.release()
        finish(reading, news, d)
        // Asked with the count of every note, then renamed: said to be under way until the last file is written.
        XCTAssertTrue(d.announcements.contains("Rename 'js' to 'javascript' in \(having.count + 1) notes? y/n"),
                      d.announcements.joined(separator: "\n"))
        XCTAssertEqual(d.state.status, "Renaming 'js' to 'javascript' in \(having.count + 1) notes…")
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: others.map { ($0.name, read($0.name)) }), before,
                       "nothing is written before the save runs")
        XCTAssertTrue(d.finishSave())
        XCTAssertEqual(d.state.status, "Renamed 'js' to 'javascript' in \(having.count + 1) notes")
        for (name, tags) in others {
            let now = try NoteTags(Array(read(name).utf8)).tags
            XCTAssertEqual(now, FolderEdit.Kind.rename(from: "js", to: "javascript").apply(to: tags), name)
            if !tags.contains("js") { XCTAssertEqual(read(name), before[name], name) }
        }
        XCTAssertEqual(store.count(of: "js"), 0)
        XCTAssertEqual(store.count(of: "javascript"), having.count + 1)
        // d on a tag after the reading is asked at once, and removes it from every note the same way.
        d.key(.character("l"))
        d.key(.character("d"))
        XCTAssertEqual(d.state.status, "Remove 'mine' from 1 note? y/n")
        d.key(.character("y"))
        XCTAssertTrue(d.finishSave())
        XCTAssertEqual(d.state.status, "Removed 'mine' from 1 note (u to undo)")
        XCTAssertEqual(try NoteTags(Array(read("note.md").utf8)).tags, ["javascript"])
    }
}

/// Reads notes as `tagdeck tags` does (their front matter), holding back the notes named until released, and
/// counting the notes read.
private final class HeldReader: @unchecked Sendable {
    private let held: Set<String>
    private let holdsAll: Bool
    private let gate = NSCondition()
    private var released = false
    private var count = 0

    init(holding names: Set<String>) {
        (held, holdsAll) = (names, false)
    }

    init(holdingAll: Bool) {
        (held, holdsAll) = ([], holdingAll)
    }

    /// How many notes were read.
    var done: Int { gate.withLock { count } }

    /// Lets the notes held back be read.
    func release() {
        gate.withLock {
            released = true
            gate.broadcast()
        }
    }

    /// Reads a note, once it may.
    func read(_ path: String) -> Result<[String], NoteFile.Failure> {
        gate.withLock {
            while !released && (holdsAll || held.contains(String(path.split(separator: "/").last ?? ""))) { gate.wait() }
        }
        let result = NoteFile.tags(of: path)
        gate.withLock {
            count += 1
            gate.broadcast()
        }
        return result
    }

    /// Waits (at most ten seconds) until the notes read satisfy `condition`.
    func waitUntil(_ condition: (Int) -> Bool) -> Bool {
        gate.withLock {
            let deadline = Date().addingTimeInterval(10)
            while !condition(count) {
                guard gate.wait(until: deadline) else { return condition(count) }
            }
            return true
        }
    }
}

/// A value set on one thread and read on another.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}

extension HeadlessDriver {
    /// Whether the deck has changes not written yet.
    var hasUnsavedChangesOnBoard: Bool { deck.hasUnsavedChanges }
}
