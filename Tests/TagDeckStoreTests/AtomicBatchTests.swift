import Foundation
import TagDeckStore
import XCTest

/// Many files written at once (`AtomicBatch`): every one written, each as `AtomicFile.write` would (mode, owner,
/// links), a file that cannot be written left as it was and reported while the others go through, and no temporary
/// file left behind either way.
final class AtomicBatchTests: XCTestCase {
    /// The names in `directory` that look like temporary files (`.NAME.PID-RANDOM.tmp`).
    private func temporaries(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
    }

    func testWritesEveryFileInEveryFolderAndLeavesNoTemporaryFile() throws {
        let directory = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: false)
        var files: [(path: String, bytes: [UInt8])] = []
        for k in 0..<100 {
            let path = directory + (k % 3 == 0 ? "/sub" : "") + "/note-\(k).md"
            if k % 2 == 0 { try writePlain("old \(k)\n", to: path) }
            files.append((path, Array("new \(k)\n".utf8)))
        }
        var counts: [Int] = []
        let failures = AtomicBatch.write(files, threads: 4, progress: { counts.append($0) })
        XCTAssertEqual(failures, [])
        for (path, bytes) in files { XCTAssertEqual(try readPlain(path), String(decoding: bytes, as: UTF8.self)) }
        XCTAssertEqual(try temporaries(in: directory), [])
        XCTAssertEqual(try temporaries(in: directory + "/sub"), [])
        XCTAssertEqual(counts, counts.sorted(), "progress only grows")
        XCTAssertEqual(counts.last, files.count, "progress ends with every file")
    }

    func testAnEmptyBatchDoesNothing() {
        XCTAssertEqual(AtomicBatch.write([]), [])
    }

    func testModesAreKeptAndNewFilesFollowTheUmask() throws {
        let directory = try makeTemporaryDirectory(self)
        let kept = directory + "/kept.md", group = directory + "/group.md", new = directory + "/new.md"
        try writePlain("old\n", to: kept)
        try writePlain("old\n", to: group)
        XCTAssertEqual(chmod(kept, 0o604), 0)
        XCTAssertEqual(chmod(group, 0o660), 0)
        var before = stat()
        XCTAssertEqual(stat(kept, &before), 0)
        let previous = umask(0o027)
        defer { umask(previous) }
        let failures = AtomicBatch.write([(kept, Array("a\n".utf8)), (group, Array("b\n".utf8)), (new, Array("c\n".utf8))])
        XCTAssertEqual(failures, [])
        XCTAssertEqual(mode(kept), 0o604)
        XCTAssertEqual(mode(group), 0o660)
        XCTAssertEqual(mode(new), 0o640, "a new file: 0666 less the umask")
        var after = stat()
        XCTAssertEqual(stat(kept, &after), 0)
        XCTAssertNotEqual(before.st_ino, after.st_ino, "replaced by a rename, not rewritten")
        XCTAssertEqual(after.st_uid, before.st_uid)
        XCTAssertEqual(after.st_gid, before.st_gid)
        XCTAssertEqual(try readPlain(kept), "a\n")
        XCTAssertEqual(try temporaries(in: directory), [])
    }

    func testASymbolicLinkStaysAndItsTargetIsReplaced() throws {
        let directory = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: false)
        try writePlain("old\n", to: directory + "/real/note.md")
        XCTAssertEqual(chmod(directory + "/real/note.md", 0o600), 0)
        XCTAssertEqual(symlink("real/note.md", directory + "/link.md"), 0)
        XCTAssertEqual(AtomicBatch.write([(directory + "/link.md", Array("new\n".utf8))]), [])
        XCTAssertEqual(try readPlain(directory + "/real/note.md"), "new\n")
        XCTAssertEqual(mode(directory + "/real/note.md"), 0o600)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.md"), "real/note.md")
        XCTAssertEqual(try temporaries(in: directory + "/real"), [])
    }

    func testAFileInAReadOnlyFolderIsLeftAsItWasAndTheOthersAreWritten() throws {
        let directory = try makeTemporaryDirectory(self)
        let locked = directory + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        try writePlain("keep me\n", to: locked + "/note.md")
        for k in 0..<3 { try writePlain("old \(k)\n", to: directory + "/n\(k).md") }
        XCTAssertEqual(chmod(locked, 0o555), 0)
        let files: [(path: String, bytes: [UInt8])] = [
            (directory + "/n0.md", Array("new 0\n".utf8)),
            (locked + "/note.md", Array("lost\n".utf8)),
            (directory + "/n1.md", Array("new 1\n".utf8)),
            (directory + "/n2.md", Array("new 2\n".utf8)),
        ]
        let failures = AtomicBatch.write(files)
        XCTAssertEqual(failures.map(\.index), [1])
        XCTAssertEqual(failures.first?.error.path, locked + "/note.md")
        XCTAssertEqual(failures.first?.error.reason, "the directory \(locked) is read-only")
        XCTAssertEqual(failures.first?.description, "\(locked)/note.md: the directory \(locked) is read-only")
        XCTAssertEqual(try readPlain(locked + "/note.md"), "keep me\n")
        for k in 0..<3 { XCTAssertEqual(try readPlain(directory + "/n\(k).md"), "new \(k)\n") }
        XCTAssertEqual(try temporaries(in: directory), [])
        XCTAssertEqual(try temporaries(in: locked), [])
    }

    func testFailuresAreReportedInOrderWithTheirReasons() throws {
        let directory = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: directory + "/folder.md", withIntermediateDirectories: false)
        try writePlain("read only\n", to: directory + "/ro.md")
        XCTAssertEqual(chmod(directory + "/ro.md", 0o444), 0)
        try writePlain("old\n", to: directory + "/ok.md")
        let files: [(path: String, bytes: [UInt8])] = [
            (directory + "/gone/n.md", Array("x\n".utf8)),
            (directory + "/ok.md", Array("new\n".utf8)),
            (directory + "/folder.md", Array("x\n".utf8)),
            (directory + "/ro.md", Array("x\n".utf8)),
        ]
        let failures = AtomicBatch.write(files, threads: 3)
        XCTAssertEqual(failures.map(\.index), [0, 2, 3])
        XCTAssertEqual(failures.map(\.error.reason), ["directory \(directory)/gone does not exist",
                                                      "it is not a regular file", "the file is read-only"])
        XCTAssertEqual(try readPlain(directory + "/ok.md"), "new\n")
        XCTAssertEqual(try readPlain(directory + "/ro.md"), "read only\n")
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/folder.md", isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue, "the folder in the way is still a folder")
        XCTAssertEqual(try temporaries(in: directory), [])
    }

    func testAPathGivenTwiceKeepsTheLaterBytes() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/twice.md"
        try writePlain("old\n", to: path)
        XCTAssertEqual(symlink("twice.md", directory + "/link.md"), 0)
        let failures = AtomicBatch.write([(path, Array("first\n".utf8)), (directory + "/other.md", Array("o\n".utf8)),
                                          (path, Array("second\n".utf8)), (directory + "/link.md", Array("third\n".utf8))],
                                         threads: 4)
        XCTAssertEqual(failures, [])
        XCTAssertEqual(try readPlain(path), "third\n", "the link's file last, after both writes of its target")
        XCTAssertEqual(try temporaries(in: directory), [])
    }

    func testOneThreadWritesAsManyDo() throws {
        let directory = try makeTemporaryDirectory(self)
        let files = (0..<40).map { (path: directory + "/n\($0).md", bytes: Array("note \($0)\n".utf8)) }
        XCTAssertEqual(AtomicBatch.write(files, threads: 1), [])
        for (path, bytes) in files { XCTAssertEqual(try readPlain(path), String(decoding: bytes, as: UTF8.self)) }
        XCTAssertEqual(try temporaries(in: directory), [])
    }
}
