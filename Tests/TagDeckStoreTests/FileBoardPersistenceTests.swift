import Foundation
import TagDeck
import TagDeckStore
import XCTest

final class FileBoardPersistenceTests: XCTestCase {
    /// 2023-11-14 22:13:20 UTC.
    static let fixedTime: time_t = 1_700_000_000

    override func setUp() {
        super.setUp()
        // Conflict names use local time; pin the zone so the expected names are known.
        setenv("TZ", "UTC", 1)
        tzset()
    }

    override func tearDown() {
        unsetenv("TZ")
        tzset()
        super.tearDown()
    }

    func board(_ texts: String...) throws -> Board {
        try makeBoard("A", [("", texts.map { ($0, false) })], "B", [])
    }

    func testMissingFileLoadsEmptyAndFirstSaveCreatesIt() throws {
        let path = try makeTemporaryDirectory(self) + "/new.md"
        let store = FileBoardPersistence(path: path)
        XCTAssertEqual(try store.load().get(), Board.empty())
        XCTAssertEqual(Board.empty()[.top].title, "Top")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        let report = store.save(try board("x"))
        XCTAssertEqual(report, SaveReport(saved: true, message: ""))
        XCTAssertEqual(try readPlain(path), "# A\n- x\n\n# B\n")
    }

    func testSavesOverAnUnchangedFile() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n- one\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        XCTAssertEqual(try store.load().get(), try board("one"))
        XCTAssertEqual(store.save(try board("one", "two")), SaveReport(saved: true))
        XCTAssertEqual(store.save(try board("two", "one")), SaveReport(saved: true))
        XCTAssertEqual(try readPlain(path), "# A\n- two\n- one\n\n# B\n")
        XCTAssertEqual(store.target, path)
    }

    func testTouchedButUnchangedFileIsNotAConflict() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n- one\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        _ = store.load()
        try writePlain("# A\n- one\n# B\n", to: path)
        XCTAssertEqual(store.save(try board("two")), SaveReport(saved: true))
        XCTAssertEqual(try readPlain(path), "# A\n- two\n\n# B\n")
    }

    func testAFileChangedOnDiskIsMergedAndARealConflictKeepsOursWithTheirsInASibling() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        try writePlain("# A\n- one\n# B\n", to: path)
        let store = FileBoardPersistence(path: path, clock: { Self.fixedTime })
        _ = store.load()
        // Added on disk, added here: both kept, ours first at the same place.
        try writePlain("# A\n- one\n- theirs\n# B\n", to: path)
        let merged = store.save(try board("one", "mine"))
        XCTAssertEqual(merged, SaveReport(saved: true, message: "Merged the changes made to \(path) on disk",
                                          merged: try board("one", "mine", "theirs")))
        XCTAssertEqual(try readPlain(path), "# A\n- one\n- mine\n- theirs\n\n# B\n")
        XCTAssertEqual(store.save(try board("one", "mine", "theirs", "more")), SaveReport(saved: true))
        // Moved on disk, deleted here: ours is kept, and the file as it was goes to a conflict sibling.
        let theirs = "# A\n- mine\n- theirs\n- more\n\n# B\n- one\n"
        try writePlain(theirs, to: path)
        let sibling = directory + "/b.conflict-20231114-221320.md"
        let conflict = store.save(try board("mine", "theirs", "more"))
        XCTAssertTrue(conflict.saved)
        XCTAssertEqual(conflict.message, "Merged the changes made to \(path) on disk; 1 conflict kept yours (theirs in "
                       + sibling + "): 'one' deleted here but changed in theirs (to B); deleted")
        XCTAssertNil(conflict.merged, "the merge is ours: nothing new to show")
        XCTAssertEqual(try readPlain(path), "# A\n- mine\n- theirs\n- more\n\n# B\n")
        XCTAssertEqual(try readPlain(sibling), theirs)
        XCTAssertEqual(store.target, path)
    }

    func testAFileThatIsNoBoardAnyMoreIsNotOverwrittenAndASiblingIsWritten() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        try writePlain("# A\n- one\n# B\n", to: path)
        let store = FileBoardPersistence(path: path, clock: { Self.fixedTime })
        _ = store.load()
        try writePlain("# A\n- edited elsewhere\n# B\nnot a board line\n", to: path)

        let sibling = directory + "/b.conflict-20231114-221320.md"
        let report = store.save(try board("mine"))
        XCTAssertEqual(report, SaveReport(saved: true, message: "\(path) changed on disk; saved to \(sibling) instead"))
        XCTAssertEqual(try readPlain(path), "# A\n- edited elsewhere\n# B\nnot a board line\n")
        XCTAssertEqual(try readPlain(sibling), "# A\n- mine\n\n# B\n")

        // Later saves go to the sibling and say so; the original stays untouched.
        let next = store.save(try board("mine", "more"))
        XCTAssertEqual(next, SaveReport(saved: true, message: "Saved to \(sibling) (\(path) changed on disk)"))
        XCTAssertEqual(try readPlain(sibling), "# A\n- mine\n- more\n\n# B\n")
        XCTAssertEqual(try readPlain(path), "# A\n- edited elsewhere\n# B\nnot a board line\n")
        XCTAssertEqual(store.target, sibling)
    }

    func testSecondConflictInTheSameSecondGetsANumber() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/notes"
        try writePlain("# A\n# B\n", to: path)
        let taken = directory + "/notes.conflict-20231114-221320.md"
        try writePlain("someone's\n", to: taken)
        let store = FileBoardPersistence(path: path, clock: { Self.fixedTime })
        _ = store.load()
        try writePlain("# X\njunk\n# Y\n", to: path)
        let report = store.save(try board("z"))
        XCTAssertTrue(report.saved)
        XCTAssertEqual(store.target, directory + "/notes.conflict-20231114-221320-2.md")
        XCTAssertEqual(try readPlain(taken), "someone's\n")
        XCTAssertEqual(try readPlain(store.target), "# A\n- z\n\n# B\n")
    }

    func testFileCreatedByOthersAfterLoadingNothingIsMergedFromAnEmptyBoard() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        let store = FileBoardPersistence(path: path, clock: { Self.fixedTime })
        _ = store.load()
        // Both titled the top pane (it was "Top"), differently: a conflict that keeps ours.
        try writePlain("# Theirs\n- theirs\n# B\n", to: path)
        let report = store.save(try board("mine"))
        XCTAssertTrue(report.message.contains("1 conflict kept yours"), report.message)
        XCTAssertEqual(try readPlain(path), "# A\n- mine\n- theirs\n\n# B\n")
        XCTAssertEqual(try readPlain(directory + "/b.conflict-20231114-221320.md"), "# Theirs\n- theirs\n# B\n")
    }

    func testDeletedFileIsWrittenAgain() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        _ = store.load()
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(store.save(try board("back")), SaveReport(saved: true))
        XCTAssertEqual(try readPlain(path), "# A\n- back\n\n# B\n")
    }

    func testSaveFailureIsReported() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        _ = store.load()
        XCTAssertEqual(chmod(path, 0o444), 0)
        XCTAssertEqual(store.save(try board("x")),
                       SaveReport(saved: false, message: "Could not save \(path): the file is read-only"))
        XCTAssertEqual(try readPlain(path), "# A\n# B\n")
    }

    func testMalformedAndUnreadableFilesAreLoadErrors() throws {
        let directory = try makeTemporaryDirectory(self)
        let bad = directory + "/bad.md"
        try writePlain("# A\n- x\n", to: bad)
        guard case .failure(let malformed) = FileBoardPersistence(path: bad).load() else {
            return XCTFail("a file with one pane must not load")
        }
        XCTAssertEqual("\(malformed)", "\(bad):1:1: a board needs exactly two panes ('# TITLE' lines), found 1")
        guard case .failure(let unreadable) = FileBoardPersistence(path: directory).load() else {
            return XCTFail("a directory must not load")
        }
        XCTAssertEqual("\(unreadable)", "Could not read \(directory): it is a directory")
    }

    func testAFileThatDidNotParseIsNeverOverwritten() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        try writePlain("# A\n- x\n- x\n# B\n", to: path)
        let store = FileBoardPersistence(path: path, clock: { Self.fixedTime })
        guard case .failure = store.load() else { return XCTFail("a duplicate tag must not load") }
        let report = store.save(try board("fresh"))
        XCTAssertTrue(report.saved)
        XCTAssertEqual(try readPlain(path), "# A\n- x\n- x\n# B\n")
        XCTAssertEqual(try readPlain(directory + "/b.conflict-20231114-221320.md"), "# A\n- fresh\n\n# B\n")
    }

    func testRemembersWhatItWrote() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        let store = FileBoardPersistence(path: path)
        _ = store.load()
        XCTAssertNil(store.lastKnown)
        _ = store.save(try board("x"))
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        let known = try XCTUnwrap(store.lastKnown)
        XCTAssertEqual(known.inode, UInt64(info.st_ino))
        XCTAssertEqual(known.size, Int64(info.st_size))
        XCTAssertEqual(known.contentHash, try FileReading.read(path).stamp.contentHash)
    }

    func testAutosaveFlag() {
        XCTAssertTrue(FileBoardPersistence(path: "x.md").autosave)
        XCTAssertFalse(FileBoardPersistence(path: "x.md", autosave: false).autosave)
    }
}
