import XCTest
import TagDeck
@testable import TagDeckStore

/// The undo history kept between runs: written and read back exactly, refused when it does not match the file,
/// bounded, and named by the board's real path.
final class UndoJournalTests: XCTestCase {
    private func randomHistory(_ rng: inout SystemRandomNumberGenerator) -> UndoHistory {
        func path() -> TagPath {
            TagPath(Bool.random(using: &rng) ? .top : .bottom, Int.random(in: 0...3, using: &rng), Int.random(in: 0...40, using: &rng))
        }
        func tag() -> Tag {
            Tag(["a b", "科技 ✓", "x,y", "+-", "line\\n"].randomElement(using: &rng)! + "\(Int.random(in: 0...99, using: &rng))",
                pinned: Bool.random(using: &rng))
        }
        func change() -> BoardChange {
            func section() -> SectionPath { SectionPath(Bool.random(using: &rng) ? .top : .bottom, Int.random(in: 0...3, using: &rng)) }
            func title() -> String { ["", "Tech, news", "科技 ✓", "="].randomElement(using: &rng)! }
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return .edit(.insert((0..<Int.random(in: 1...3, using: &rng)).map { _ in tag() }, at: path()))
            case 1: return .edit(.remove([tag()], at: path()))
            case 2: return .edit(.replace(at: path(), old: tag(), new: tag()))
            case 3, 4:
                let s = Section(title: title(), tags: (0..<Int.random(in: 0...3, using: &rng)).map { k in Tag("t\(k)", pinned: k == 1) })
                return .edit(Bool.random(using: &rng) ? .insertSection(s, at: section()) : .removeSection(s, at: section()))
            case 5: return .edit(.retitleSection(at: section(), old: title(), new: title()))
            case 6: return .edit(.retitlePane(.bottom, old: title(), new: title()))
            case 7: return .edit(.moveSection(from: section(), to: section()))
            default: break
            }
            if Bool.random(using: &rng) { return .move(Move(from: path(), to: path())) }
            let n = Int.random(in: 1...5, using: &rng)
            return .bundle(BundleMove(from: (0..<n).map { _ in path() }, to: (0..<n).map { _ in path() }))
        }
        return UndoHistory(done: (0..<Int.random(in: 0...20, using: &rng)).map { _ in change() },
                           undone: (0..<Int.random(in: 0...5, using: &rng)).map { _ in change() })
    }

    func testAHistoryReadsBackExactlyForTheSameFileAndNotForAnother() throws {
        let directory = try makeTemporaryDirectory(self)
        try writePlain("# A\n# B\n", to: directory + "/b.md")
        let journal = try XCTUnwrap(UndoJournal(boardPath: directory + "/b.md", stateDirectory: directory + "/state/tagdeck"))
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let history = randomHistory(&rng)
            journal.write(history, fileHash: 42)
            let read = journal.read(fileHash: 42)
            XCTAssertEqual(read.history, history)
            XCTAssertNil(read.note)
        }
        let other = journal.read(fileHash: 43)
        XCTAssertEqual(other.history, UndoHistory())
        XCTAssertEqual(other.note, "The last run's undo history no longer matches the file; undo starts afresh")
        try writePlain("garbage\n", to: journal.path)
        XCTAssertEqual(journal.read(fileHash: 42).note, "The last run's undo history could not be read; undo starts afresh")
        try FileManager.default.removeItem(atPath: journal.path)
        XCTAssertNil(journal.read(fileHash: 42).note, "no history yet: nothing to say")
    }

    /// The lines are the format of earlier versions, byte for byte: a journal written before reads back.
    func testTheLinesKeepTheirFormat() throws {
        let changes: [(BoardChange, String)] = [
            (.move(Move(from: TagPath(.top, 0, 1), to: TagPath(.bottom, 12, 3))), "m T.0.1 B.12.3"),
            (.bundle(BundleMove(from: [TagPath(.top, 0, 1), TagPath(.top, 0, 2)], to: [TagPath(.bottom, 0, 0), TagPath(.bottom, 0, 1)])),
             "b T.0.1,T.0.2 B.0.0,B.0.1"),
            (.edit(.insert([Tag("a b"), Tag("✓", pinned: true)], at: TagPath(.bottom, 1, 4))), "i B.1.4 -612062,+e29c93"),
            (.edit(.replace(at: TagPath(.top, 0, 0), old: Tag("x"), new: Tag("y"))), "e T.0.0 -78,-79"),
            (.edit(.insertSection(Section(title: "", tags: [Tag("z")]), at: SectionPath(.top, 2))), "si T.2.0 =,-7a"),
            (.edit(.retitlePane(.bottom, old: "A", new: "")), "pt B.0.0 =41,="),
            (.edit(.moveSection(from: SectionPath(.top, 1), to: SectionPath(.bottom, 0))), "sm T.1.0 B.0.0"),
        ]
        for (change, line) in changes {
            var out: [UInt8] = []
            UndoJournalLine.encode(change, into: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), line)
            XCTAssertEqual(Array(line.utf8).withUnsafeBufferPointer(UndoJournalLine.decode), change, line)
        }
        for bad in ["m T.0.1", "m X.0.1 B.0.0", "b T.0.1,T.0.2 B.0.0", "b T.0.1,,T.0.2 B.0.0,B.0.1,B.0.2", "i T.0.0 -", "e T.0.0 -78",
                    "i T.0.0 -7", "si T.0.0 -78", "m T.0 B.0.0", "m T.0.1x B.0.0", "merge"] {
            XCTAssertNil(Array(bad.utf8).withUnsafeBufferPointer(UndoJournalLine.decode), bad)
        }
    }

    func testTheJournalIsNamedByTheRealPath() throws {
        let directory = try makeTemporaryDirectory(self)
        try writePlain("# A\n# B\n", to: directory + "/b.md")
        XCTAssertEqual(symlink(directory + "/b.md", directory + "/link.md"), 0)
        let state = directory + "/state"
        let direct = try XCTUnwrap(UndoJournal(boardPath: directory + "/b.md", stateDirectory: state))
        let viaLink = try XCTUnwrap(UndoJournal(boardPath: directory + "/link.md", stateDirectory: state))
        let relative = try XCTUnwrap(UndoJournal(boardPath: directory + "/./b.md", stateDirectory: state))
        XCTAssertEqual(direct.path, viaLink.path)
        XCTAssertEqual(direct.path, relative.path)
        XCTAssertTrue(direct.path.hasPrefix(state + "/") && direct.path.hasSuffix(".undo"), direct.path)
        XCTAssertEqual(UndoJournal.stateDirectory { ["XDG_STATE_HOME": "/s", "HOME": "/h"][$0] }, "/s/tagdeck")
        XCTAssertEqual(UndoJournal.stateDirectory { ["HOME": "/h"][$0] }, "/h/.local/state/tagdeck")
    }

    func testTheHistoryIsBounded() {
        var history = UndoHistory()
        for k in 0..<(UndoHistory.limit + 25) {
            history.record(Move(from: TagPath(.top, 0, k % 7), to: TagPath(.bottom, 0, (k % 7) + 1)))
        }
        XCTAssertEqual(history.done.count, UndoHistory.limit, "the oldest steps are dropped")
    }

    func testASaveKeepsTheHistoryBesideTheFileAndALoadTakesItBack() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        try writePlain("# A\n- one\n- two\n# B\n", to: path)
        let journal = UndoJournal(boardPath: path, stateDirectory: directory + "/state")
        let store = FileBoardPersistence(path: path, journal: journal)
        let board = try store.load().get()
        var history = UndoHistory()
        history.record(Move(from: TagPath(.top, 0, 0), to: TagPath(.bottom, 0, 0)))
        var moved = board
        moved.apply(Move(from: TagPath(.top, 0, 0), to: TagPath(.bottom, 0, 0)))
        XCTAssertTrue(store.save(moved, history: history).saved)
        let again = FileBoardPersistence(path: path, journal: journal)
        XCTAssertEqual(try again.load().get(), moved)
        XCTAssertEqual(again.loadHistory().history, history)
        // Changed elsewhere before the next run: the history is set aside, with a note.
        try writePlain("# A\n- two\n# B\n- one\n- three\n", to: path)
        let changed = FileBoardPersistence(path: path, journal: journal)
        _ = changed.load()
        XCTAssertEqual(changed.loadHistory().history, UndoHistory())
        XCTAssertNotNil(changed.loadHistory().note)
    }
}
