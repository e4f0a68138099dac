import Foundation
import TagDeckStore
import XCTest

final class AtomicFileTests: XCTestCase {
    func testCreatesANewFileHonoringTheUmask() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/new.md"
        let previous = umask(0o027)
        defer { umask(previous) }
        try AtomicFile.write(Array("hello\n".utf8), to: path)
        XCTAssertEqual(try readPlain(path), "hello\n")
        XCTAssertEqual(mode(path), 0o640)
    }

    func testNewFileIs0644WithTheUsualUmask() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/new.md"
        let previous = umask(0o022)
        defer { umask(previous) }
        try AtomicFile.write(Array("x".utf8), to: path)
        XCTAssertEqual(mode(path), 0o644)
    }

    func testReplacesByRenameAndKeepsPermissionBits() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/board.md"
        try writePlain("old contents that are longer\n", to: path)
        XCTAssertEqual(chmod(path, 0o604), 0)
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        try AtomicFile.write(Array("new\n".utf8), to: path)
        var after = stat()
        XCTAssertEqual(stat(path, &after), 0)
        XCTAssertEqual(try readPlain(path), "new\n")
        XCTAssertEqual(mode(path), 0o604)
        XCTAssertNotEqual(before.st_ino, after.st_ino, "the file should be replaced by a rename, not rewritten")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["board.md"],
                       "no temporary file may be left behind")
    }

    func testFollowsASymbolicLink() throws {
        let directory = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: false)
        try writePlain("old\n", to: directory + "/real/board.md")
        XCTAssertEqual(symlink("real/board.md", directory + "/link.md"), 0)
        try AtomicFile.write(Array("new\n".utf8), to: directory + "/link.md")
        XCTAssertEqual(try readPlain(directory + "/real/board.md"), "new\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.md"), "real/board.md")
    }

    func testReadOnlyFileIsReportedAndUntouched() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/board.md"
        try writePlain("keep me\n", to: path)
        XCTAssertEqual(chmod(path, 0o444), 0)
        XCTAssertThrowsError(try AtomicFile.write(Array("new\n".utf8), to: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the file is read-only")
        }
        XCTAssertEqual(try readPlain(path), "keep me\n")
    }

    func testReadOnlyDirectoryIsReported() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/board.md"
        try writePlain("keep me\n", to: path)
        XCTAssertEqual(chmod(directory, 0o555), 0)
        defer { chmod(directory, 0o755) }
        XCTAssertThrowsError(try AtomicFile.write(Array("new\n".utf8), to: path)) { error in
            XCTAssertEqual((error as? FileError)?.reason, "the directory \(directory) is read-only")
        }
        XCTAssertEqual(try readPlain(path), "keep me\n")
    }

    func testMissingDirectoryIsReported() throws {
        let directory = try makeTemporaryDirectory(self) + "/gone"
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: directory + "/board.md")) { error in
            XCTAssertEqual((error as? FileError)?.reason, "directory \(directory) does not exist")
        }
    }

    func testDirectoryInPlaceOfTheFileIsReported() throws {
        let directory = try makeTemporaryDirectory(self)
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: directory)) { error in
            XCTAssertEqual((error as? FileError)?.reason, "it is not a regular file")
        }
    }

    func testSystemErrorsHaveOneLineReasons() {
        XCTAssertEqual(FileError(code: ENOSPC, path: "b.md").description, "b.md: disk full")
        XCTAssertEqual(FileError(code: EDQUOT, path: "b.md").reason, "disk quota exceeded")
        XCTAssertEqual(FileError(code: EROFS, path: "b.md").reason, "read-only file system")
        XCTAssertEqual(FileError(code: EACCES, path: "b.md", directory: "d").reason, "permission denied in directory d")
        XCTAssertEqual(FileError(code: ENOENT, path: "b.md").reason, "no such file")
        for code in [ENOSPC, EIO, EACCES, ENAMETOOLONG, ELOOP] {
            XCTAssertFalse(FileError(code: code, path: "b.md").reason.contains("\n"))
        }
    }

    /// The real write path hitting a full device: `/dev/full` refuses every write with ENOSPC.
    func testWriteErrorsFromTheDeviceAreReported() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let fd = open("/dev/full", O_WRONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        let written = "x".withCString { write(fd, $0, 1) }
        XCTAssertEqual(written, -1)
        XCTAssertEqual(FileError(code: errno, path: "/dev/full").description, "/dev/full: disk full")
    }

    func testReadingReportsMissingFiles() throws {
        let directory = try makeTemporaryDirectory(self)
        XCTAssertThrowsError(try FileReading.read(directory + "/nope.md")) { error in
            XCTAssertEqual("\(error)", "\(directory)/nope.md: no such file")
        }
        XCTAssertThrowsError(try FileReading.read(directory)) { error in
            XCTAssertEqual((error as? FileError)?.reason, "it is a directory")
        }
    }
}
