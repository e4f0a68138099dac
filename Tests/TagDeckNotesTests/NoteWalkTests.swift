import XCTest
import TagDeckNotes

/// The notes of a folder: Markdown files at any depth, hidden ones and links to folders left out, the note being
/// edited left out whatever path leads to it.
final class NoteWalkTests: XCTestCase {
    func testTheNotesOfAFolder() throws {
        let folder = NSTemporaryDirectory() + "tagdeck-walk-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fm = FileManager.default
        for dir in ["a/b", ".obsidian", "elsewhere", "dir.md"] {
            try fm.createDirectory(atPath: folder + "/" + dir, withIntermediateDirectories: true)
        }
        for file in ["note.md", "a/one.MD", "a/b/two.markdown", "a/notes.txt", ".hidden.md", ".obsidian/x.md",
                     "elsewhere/linked.md"] {
            XCTAssertTrue(fm.createFile(atPath: folder + "/" + file, contents: Data("# \(file)\n".utf8)))
        }
        try fm.createSymbolicLink(atPath: folder + "/a/to-note.md", withDestinationPath: folder + "/note.md")
        try fm.createSymbolicLink(atPath: folder + "/a/to-file.md", withDestinationPath: folder + "/elsewhere/linked.md")
        try fm.createSymbolicLink(atPath: folder + "/a/broken.md", withDestinationPath: folder + "/nowhere.md")
        try fm.createSymbolicLink(atPath: folder + "/a/to-folder", withDestinationPath: folder + "/a/b")
        let all = Vocabulary.notes(under: folder).map { String($0.dropFirst(folder.count + 1)) }
        XCTAssertEqual(all, ["a/b/two.markdown", "a/one.MD", "a/to-file.md", "a/to-note.md", "elsewhere/linked.md",
                             "note.md"])
        let others = Vocabulary.notes(under: folder + "/", except: folder + "/note.md").map {
            String($0.dropFirst(folder.count + 1))
        }
        XCTAssertEqual(others, ["a/b/two.markdown", "a/one.MD", "a/to-file.md", "elsewhere/linked.md"],
                       "the note, and a link to it, left out")
        XCTAssertEqual(Vocabulary.notes(under: folder + "/note.md"), [], "a file is no folder")
    }
}
