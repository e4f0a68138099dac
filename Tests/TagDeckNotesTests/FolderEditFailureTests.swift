import XCTest
import TagDeckNotes
import TagDeckStore

/// A rename across a folder where a note cannot be written: that note is said and left as it was, every other is
/// renamed, and the undo puts those back but one it cannot write, which it says.
final class FolderEditFailureTests: XCTestCase {
    func testANoteInAReadOnlyFolderIsSaidAndTheOthersAreRenamedAndUndone() throws {
        let folder = NSTemporaryDirectory() + "tagdeck-folder-edit-failure-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let (locked, later) = (folder + "/locked", folder + "/later")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: later, withIntermediateDirectories: true)
        defer {
            chmod(locked, 0o755)
            chmod(later, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        var paths: [String] = []
        for k in 0..<40 {
            let path = (k == 7 ? locked : k == 20 ? later : folder) + "/n\(k).md"
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("---\ntags: [a, js]\n---\nBody \(k)\n".utf8)))
            paths.append(path)
        }
        XCTAssertEqual(chmod(locked, 0o555), 0)
        let edit = FolderEdit.apply(.rename(from: "js", to: "javascript"), to: paths)
        XCTAssertEqual(edit.failures, ["\(paths[7]): the directory \(locked) is read-only"])
        XCTAssertEqual(edit.changes.map(\.path), paths.enumerated().filter { $0.offset != 7 }.map(\.element))
        XCTAssertEqual(try FileReading.read(paths[7]).bytes, Array("---\ntags: [a, js]\n---\nBody 7\n".utf8))
        for k in [0, 8, 39] {
            XCTAssertEqual(try FileReading.read(paths[k]).bytes, Array("---\ntags: [a, javascript]\n---\nBody \(k)\n".utf8))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }, [])
        // The undo cannot write back a note whose folder became read-only since: it says so, and does the others.
        XCTAssertEqual(chmod(later, 0o555), 0)
        XCTAssertEqual(edit.undo(), [paths[20]])
        for k in [0, 7, 39] {
            XCTAssertEqual(try FileReading.read(paths[k]).bytes, Array("---\ntags: [a, js]\n---\nBody \(k)\n".utf8))
        }
        XCTAssertEqual(try FileReading.read(paths[20]).bytes, Array("---\ntags: [a, javascript]\n---\nBody 20\n".utf8))
    }
}
