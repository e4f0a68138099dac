import Foundation
import TagDeck
@testable import TagDeckStore
import XCTest

/// Saved files, temporary files and siblings get exactly the board's mode whatever the umask; a planted link
/// is never written through; a long board name still gets its sibling.
final class FileModeTests: XCTestCase {
    private func withUmask<T>(_ mask: mode_t, _ body: () throws -> T) rethrows -> T {
        let old = umask(mask)
        defer { umask(old) }
        return try body()
    }

    private func board(_ text: String) throws -> Board { try makeBoard("A", [("", [(text, false)])], "B", []) }

    /// The board changed on disk behind the store, so the next save goes to a conflict sibling.
    private func conflict(_ store: FileBoardPersistence, _ path: String) throws -> SaveReport {
        XCTAssertNotNil(try? store.load().get())
        // x moved on disk and deleted here: a real conflict, so the file on disk goes to a conflict sibling.
        try writePlain("# A\n\n# B\n- x\n", to: path)
        return store.save(try board("mine"))
    }

    private func siblings(_ directory: String, _ kind: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".\(kind)-") }.sorted()
    }

    func testSavesKeepTheBoardsModeWhateverTheUmask() throws {
        for (boardMode, mask) in [(mode_t(0o600), mode_t(0o000)), (0o640, 0o077), (0o644, 0o000)] {
            let path = try makeTemporaryDirectory(self) + "/b.md"
            try writePlain("# A\n- x\n\n# B\n", to: path)
            chmod(path, boardMode)
            let store = FileBoardPersistence(path: path)
            XCTAssertNotNil(try? store.load().get())
            try withUmask(mask) {
                XCTAssertTrue(store.save(try board("y")).saved)
            }
            XCTAssertEqual(mode(path), boardMode, "umask \(String(mask, radix: 8))")
        }
    }

    func testANewFileFollowsTheUmask() throws {
        for (mask, expected) in [(mode_t(0o077), mode_t(0o600)), (0o022, 0o644), (0o000, 0o666)] {
            let path = try makeTemporaryDirectory(self) + "/new.md"
            try withUmask(mask) { try AtomicFile.write(Array("x".utf8), to: path) }
            XCTAssertEqual(mode(path), expected)
        }
    }

    func testConflictAndRecoverySiblingsGetTheBoardsMode() throws {
        for (boardMode, mask) in [(mode_t(0o600), mode_t(0o000)), (0o640, 0o077)] {
            let directory = try makeTemporaryDirectory(self)
            let path = directory + "/b.md"
            try writePlain("# A\n- x\n\n# B\n", to: path)
            chmod(path, boardMode)
            let store = FileBoardPersistence(path: path)
            try withUmask(mask) {
                XCTAssertTrue(try conflict(store, path).saved)
                XCTAssertTrue(store.saveRecovery(try board("z")).saved)
            }
            for name in try siblings(directory, "conflict") + (try siblings(directory, "unsaved")) {
                XCTAssertEqual(mode(directory + "/" + name), boardMode, "\(name), umask \(String(mask, radix: 8))")
            }
            XCTAssertEqual(try siblings(directory, "conflict").count, 1)
            XCTAssertEqual(try siblings(directory, "unsaved").count, 1)
        }
    }

    /// Someone who can write the directory plants a link under the next sibling's name, pointing outside.
    func testAPlantedLinkIsSkippedNeverWrittenThrough() throws {
        let directory = try makeTemporaryDirectory(self)
        let outside = try makeTemporaryDirectory(self) + "/victim.txt"
        try writePlain("precious\n", to: outside)
        let path = directory + "/b.md"
        try writePlain("# A\n- x\n\n# B\n", to: path)
        let store = FileBoardPersistence(path: path, clock: { 1_700_000_000 })
        let planted = store.siblingName(kind: "conflict", number: 1)
        XCTAssertEqual(symlink(outside, planted), 0)
        XCTAssertEqual(symlink(outside, store.siblingName(kind: "unsaved", number: 1)), 0)
        let report = try conflict(store, path)
        XCTAssertTrue(report.saved, report.message)
        XCTAssertTrue(report.message.contains(store.siblingName(kind: "conflict", number: 2)), report.message)
        XCTAssertTrue(store.saveRecovery(try board("z")).saved)
        XCTAssertEqual(try readPlain(outside), "precious\n", "the link's target is untouched")
        var info = stat()
        XCTAssertEqual(lstat(planted, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the planted link is still a link, not replaced")
    }

    func testALongBoardNameStillGetsItsSibling() throws {
        let directory = try makeTemporaryDirectory(self)
        let name = String(repeating: "é", count: 120) + "board.md"  // 249 bytes
        XCTAssertGreaterThan(name.utf8.count, 240)
        let path = directory + "/" + name
        try writePlain("# A\n- x\n\n# B\n", to: path)
        let store = FileBoardPersistence(path: path)
        XCTAssertTrue(try conflict(store, path).saved)
        XCTAssertTrue(store.saveRecovery(try board("z")).saved)
        let made = try siblings(directory, "conflict") + (try siblings(directory, "unsaved"))
        XCTAssertEqual(made.count, 2)
        for sibling in made {
            XCTAssertLessThanOrEqual(sibling.utf8.count, 255)
            XCTAssertTrue(sibling.hasSuffix(".md") && sibling.hasPrefix("é"), sibling)
        }
    }
}

/// Temporary files a crash left beside a board are removed at the next start; nothing else is.
final class StaleTemporaryTests: XCTestCase {
    func testStaleTemporariesOfGoneProcessesAreRemovedAtLoad() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        try writePlain("# A\n- x\n\n# B\n", to: path)
        // pid_max is at most 4,194,304 on Linux: no process has a larger id.
        let stale = ".b.md.4194305-1a2b3c.tmp"
        let mine = ".b.md.\(getpid())-ff.tmp"  // a running tagdeck's (this process)
        let others = [".other.md.4194305-1.tmp", ".b.md.4194305-zz.tmp", "b.md.4194305-1.tmp", "notes.tmp"]
        for name in [stale, mine] + others { try writePlain("partial", to: directory + "/" + name) }
        XCTAssertNotNil(try? FileBoardPersistence(path: path).load().get())
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        XCTAssertFalse(left.contains(stale), "\(left)")
        XCTAssertTrue(left.isSuperset(of: [mine, "b.md"] + others), "\(left)")
    }

    func testTheTemporaryNamePatternIsRecognised() {
        XCTAssertEqual(AtomicFile.temporaryOwner(".b.md.123-abc.tmp", base: "b.md"), 123)
        XCTAssertEqual(AtomicFile.temporaryOwner(".b.m.123-abc.tmp", base: "b.md"), 123, "a shortened base")
        XCTAssertNil(AtomicFile.temporaryOwner(".c.md.123-abc.tmp", base: "b.md"))
        XCTAssertNil(AtomicFile.temporaryOwner(".b.md.x-abc.tmp", base: "b.md"))
        XCTAssertNil(AtomicFile.temporaryOwner(".b.md.123-.tmp", base: "b.md"))
    }
}
