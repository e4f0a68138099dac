import XCTest
import TagDeckNotes

/// A note's persistence takes any path, even one that names no note, and finds the folder it belongs to.
final class NotePersistenceFolderTests: XCTestCase {
    func testTheNotesFolderIsWhatComesBeforeItsLastSlash() {
        let cases: [(path: String, folder: String)] = [
            ("a.md", "."), ("notes/a.md", "notes"), ("./a.md", "."), ("/a.md", "/"), ("//a.md", "/"),
            ("notes//a.md", "notes"), ("/home/me/notes/a.md", "/home/me/notes"),
            // Odd ones: no crash, and a folder; loading says what is wrong with the note.
            (".", "."), ("-", "."), ("./", "."), ("/", "/"), ("", "."), ("x", "."), ("a/", "."), ("//", "/"),
            ("a\nb/c.md", "a\nb"), (String(repeating: "x", count: 5_000), "."),
        ]
        for (path, folder) in cases {
            XCTAssertEqual(NotePersistence(path: path).folder, folder, path.debugDescription)
            XCTAssertEqual(NotePersistence(path: path, folder: "given").folder, "given")
        }
    }

    func testAPathThatNamesNoNoteIsRefusedOnLoad() {
        for path in [".", "./", "/", "", "-", "/dev/null"] {
            guard case .failure(.unreadable) = NotePersistence(path: path).load() else {
                return XCTFail("\(path.debugDescription) loaded")
            }
        }
    }
}
