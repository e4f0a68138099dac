import XCTest
import TagDeck
@testable import TagDeckStore

/// Reading the board file again after a change on disk: nothing for tagdeck's own save, a merge for anyone
/// else's, a conflict sibling for a real conflict, and a file that is no board left alone.
final class ReloadTests: XCTestCase {
    private func board(_ texts: String...) throws -> Board { try makeBoard("A", [("", texts.map { ($0, false) })], "B", []) }

    func testOwnSavesAndUnchangedFilesGiveNothing() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n- one\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        _ = store.load()
        XCTAssertNil(store.reload(try board("one")), "unchanged")
        XCTAssertTrue(store.save(try board("one", "two")).saved)
        XCTAssertNil(store.reload(try board("one", "two")), "tagdeck's own save")
        try FileManager.default.removeItem(atPath: path)
        XCTAssertNil(store.reload(try board("one", "two")), "gone: the next save writes it again")
    }

    func testAChangeOnDiskIsMergedWithTheBoardInMemory() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n- one\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        _ = store.load()
        // Nothing new in memory: the merge is the file, which holds it already.
        try writePlain("# A\n- one\n- two\n# B\n", to: path)
        let plain = try XCTUnwrap(store.reload(try board("one")))
        XCTAssertEqual(plain, SaveReport(saved: true, message: "Reloaded: \(path) (external change)",
                                         merged: try board("one", "two")))
        XCTAssertEqual(try readPlain(path), "# A\n- one\n- two\n# B\n", "a reload writes nothing")
        XCTAssertNil(store.reload(try board("one", "two")), "the file read is the new base")
        // Changes in memory not saved yet (--no-autosave): the merge holds both, and is not in the file yet.
        try writePlain("# A\n- one\n- two\n- three\n# B\n", to: path)
        let both = try XCTUnwrap(store.reload(try board("zero", "one", "two")))
        XCTAssertFalse(both.saved)
        XCTAssertEqual(both.merged, try board("zero", "one", "two", "three"))
        XCTAssertTrue(store.save(try board("zero", "one", "two", "three")).saved)
        XCTAssertEqual(try readPlain(path), "# A\n- zero\n- one\n- two\n- three\n\n# B\n", "saved over, no merge needed")
    }

    func testARealConflictKeepsOursAndPutsTheFileInASibling() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        try writePlain("# A\n- one\n- two\n# B\n", to: path)
        let store = FileBoardPersistence(path: path, clock: { 1_700_000_000 })
        _ = store.load()
        let theirs = "# A\n- two\n# B\n- one\n"
        try writePlain(theirs, to: path)
        // Ours deleted one, which theirs moved.
        let report = try XCTUnwrap(store.reload(try board("two")))
        XCTAssertFalse(report.saved, "ours is not in the file yet: the next save writes it")
        XCTAssertNil(report.merged, "the merge is ours")
        XCTAssertTrue(report.message.hasPrefix("Reloaded: \(path) (external change); 1 conflict kept yours (theirs in "),
                      report.message)
        XCTAssertEqual(try readPlain(directory + "/b.conflict-20231114-221320.md"), theirs)
        XCTAssertTrue(store.save(try board("two")).saved)
        XCTAssertEqual(try readPlain(path), "# A\n- two\n\n# B\n")
    }

    func testAFileThatIsNoBoardIsLeftAlone() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n- one\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        _ = store.load()
        try writePlain("# A\nhalf-typed\n", to: path)
        let report = try XCTUnwrap(store.reload(try board("one")))
        XCTAssertEqual(report, SaveReport(saved: false, message: "\(path) changed on disk but is not a valid board; yours is kept"))
        XCTAssertEqual(try readPlain(path), "# A\nhalf-typed\n")
    }
}
