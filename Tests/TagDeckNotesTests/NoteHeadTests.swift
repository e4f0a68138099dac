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
        XCTAssertFalse(holds("+++\ntags = [\"a\"]\n"))
        XCTAssertTrue(holds("+++\ntags = [\"a\"]\n+++\nbody"), "TOML, closed by +++")
        XCTAssertFalse(holds("{\n  \"tags\": [\"a\"],\n  \"x\": \"}\"\n"), "a } in a string closes no JSON object")
        XCTAssertTrue(holds("{\n  \"tags\": [\"a\"]\n}\nbody"), "JSON, closed by its }")
        let utf16 = NoteEncoding.utf16(bigEndian: false).encode(Array("---\ntags: [a]\n---\nbody\n".utf8))
        XCTAssertFalse(NoteHead.holdsFrontMatter(utf16), "a UTF-16 note is read whole")
    }

    func testATOMLOrJSONFrontMatterIsReadToItsEndAndAUTF16NoteWhole() throws {
        let body = String(repeating: "A line of the body, which is never read.\n", count: 20_000)
        let toml = "+++\ntags = [\"x\", \"y\"]\n" + (0..<300).map { "key\($0) = \"a value that takes room\"\n" }.joined() + "+++\n"
        let tomlPath = write("toml.md", Array((toml + body).utf8))
        XCTAssertLessThan(try NoteFile.head(of: tomlPath).count, 4 * toml.utf8.count)
        XCTAssertEqual(try NoteFile.tags(of: tomlPath).get(), ["x", "y"])
        let json = "{\n  \"tags\": [\"j\"],\n  \"title\": \"}\\\" {\"\n}\n"
        let jsonPath = write("json.md", Array((json + body).utf8))
        XCTAssertLessThanOrEqual(try NoteFile.head(of: jsonPath).count, 4_096)
        XCTAssertEqual(try NoteFile.tags(of: jsonPath).get(), ["j"])
        let utf16 = NoteEncoding.utf16(bigEndian: false).encode(Array(("---\ntags: [é]\n---\n" + body).utf8))
        let utf16Path = write("utf16.md", utf16)
        XCTAssertEqual(try NoteFile.head(of: utf16Path).count, utf16.count)
        XCTAssertEqual(try NoteFile.tags(of: utf16Path).get(), ["é"])
    }

    func testTheHeadEndsWithAWholeLineSoNoCharacterIsCutInTwo() throws {
        // The front matter ends just before a piece ends, and the body's first line has a character of several
        // bytes across the piece's end: the head stops at the end of a line, and reads as valid UTF-8.
        let front = "---\ntags: [a]\n" + String(repeating: "k: v\n", count: 814) + "---\n"
        let filler = String(repeating: "x", count: 4_096 - front.utf8.count - 1)
        let path = write("cut.md", Array((front + filler + "é and more\n" + String(repeating: "b\n", count: 5_000)).utf8))
        let head = try NoteFile.head(of: path)
        XCTAssertEqual(head.last, 0x0A)
        XCTAssertEqual(try NoteFile.tags(of: path).get(), ["a"])
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
