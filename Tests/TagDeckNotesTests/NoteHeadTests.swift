import XCTest
import TagDeckNotes
import TagDeckStore

/// The folder's vocabulary reads each note's front matter, never its body: a note is read from its start a piece
/// at a time until the line that closes its front matter (or its first line, without one).
final class NoteHeadTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-head-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = folder + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    func testWhatHoldsAWholeFrontMatter() {
        func holds(_ text: String) -> Bool { NoteHead.holdsFrontMatter(Array(text.utf8)) }
        XCTAssertFalse(holds(""))
        XCTAssertFalse(holds("# A title with no end"), "the first line is not whole yet")
        XCTAssertTrue(holds("# A title\nmore"), "no front matter: the first line is enough")
        XCTAssertFalse(holds("---\ntags: [a]\n"))
        XCTAssertFalse(holds("---\ntags: [a]\n---"), "the closing line is not whole yet")
        XCTAssertFalse(holds("---\ntags: [a]\n---x\n"), "a line that only starts with --- closes nothing")
        XCTAssertTrue(holds("---\ntags: [a]\n---\n"))
        XCTAssertTrue(holds("---  \r\ntags: [a]\r\n... \r\nbody"), "trailing blanks, CRLF, and ... to close")
        XCTAssertTrue(holds("\u{FEFF}---\ntags: [a]\n---\n"), "after a byte order mark")
        XCTAssertTrue(holds("----\ntags: [a]\n"), "---- opens no front matter")
    }

    func testABigNoteIsReadOnlyUpToTheEndOfItsFrontMatter() throws {
        let front = "---\ntitle: Big\ntags: [a, b]\n---\n"
        let body = String(repeating: "A line of the body, which is never read.\n", count: 50_000)
        let path = write("big.md", Array((front + body).utf8))
        let head = try NoteFile.head(of: path)
        XCTAssertLessThanOrEqual(head.count, 4_096, "one piece")
        XCTAssertTrue(head.starts(with: Array(front.utf8)))
        XCTAssertEqual(try NoteFile.tags(of: path).get(), ["a", "b"])
        // A front matter longer than a piece: pieces until its end, not the body's 2 MB.
        let long = "---\ntags: [x]\n" + (0..<400).map { "key\($0): a value that takes room\n" }.joined() + "---\n"
        let longPath = write("long.md", Array((long + body).utf8))
        let longHead = try NoteFile.head(of: longPath)
        XCTAssertGreaterThanOrEqual(longHead.count, long.utf8.count)
        XCTAssertLessThan(longHead.count, 4 * long.utf8.count)
        XCTAssertEqual(try NoteFile.tags(of: longPath).get(), ["x"])
    }

    func testANoteWithoutFrontMatterIsReadToItsFirstLineAndAnUnclosedOneToItsEnd() throws {
        let body = String(repeating: "tags: [not, these]\n", count: 10_000)
        let plain = write("plain.md", Array(("# Title\n" + body).utf8))
        XCTAssertLessThanOrEqual(try NoteFile.head(of: plain).count, 4_096)
        XCTAssertEqual(try NoteFile.tags(of: plain).get(), [])
        let unclosed = write("unclosed.md", Array(("---\ntags: [a]\n" + body).utf8))
        XCTAssertEqual(try NoteFile.head(of: unclosed).count, 14 + body.utf8.count, "read to the end")
        guard case .failure(.problem(let problem)) = NoteFile.tags(of: unclosed) else {
            return XCTFail("an unclosed front matter is a problem")
        }
        XCTAssertEqual(problem.line, 1)
        let empty = write("empty.md", [])
        XCTAssertEqual(try NoteFile.tags(of: empty).get(), [])
    }

    func testAFolderIsNoNote() {
        guard case .failure(.unreadable) = NoteFile.tags(of: folder) else { return XCTFail("a folder is unreadable") }
    }
}
