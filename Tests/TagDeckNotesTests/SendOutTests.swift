import XCTest
import TagDeck
import TagDeckNotes
import TagDeckTesting

/// `tagdeck tags`: a tag sent out of the note lands in the bottom pane's section its count names (how many notes
/// use it once this one no longer does), at its place by count there, not at the end of the last section.
final class SendOutTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-send-out-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        write("note.md", "---\ntags: [tutorial, pair, mine]\n---\n")
        // tutorial: in 11 notes with this one; big: in 12; pair: in 3 with this one; duo: in 2; solo: in 1.
        for k in 0..<12 {
            let tags = ["big"] + (k < 10 ? ["tutorial"] : []) + (k < 2 ? ["pair"] : []) + (k < 2 ? ["duo"] : [])
                + (k == 0 ? ["solo"] : [])
            write(String(format: "n%02d.md", k), "---\ntags: [\(tags.joined(separator: ", "))]\n---\n")
        }
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String) {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)))
    }

    /// The bottom pane as texts by section, with the sections' titles.
    private func bottom(_ board: Board) -> [String] {
        board[.bottom].sections.map { "\($0.title): " + $0.tags.map(\.text).joined(separator: " ") }
    }

    func testATagSentOutLandsInTheSectionOfItsCount() throws {
        let (d, store) = try HeadlessDriver.onNote(folder + "/note.md")
        XCTAssertEqual(bottom(d.board), ["In 10+ notes: big", "In 2-9 notes: duo", "In 1 note: solo"])
        XCTAssertEqual(store.count(of: "tutorial"), 11)
        // The note's first tag, sent out: in 10 notes once this one no longer has it.
        d.key(.character("l"))
        d.key(.character("h"))
        d.key(.enter)
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["pair", "mine"])
        XCTAssertEqual(bottom(d.board), ["In 10+ notes: big tutorial", "In 2-9 notes: duo", "In 1 note: solo"])
        // The next, pair: in 2 notes then, before duo (by count, then by name).
        d.key(.character("h"))
        d.key(.enter)
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(bottom(d.board), ["In 10+ notes: big tutorial", "In 2-9 notes: duo pair", "In 1 note: solo"])
        // Back with u: every tag where it was.
        d.type("uu")
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["tutorial", "pair", "mine"])
        XCTAssertEqual(bottom(d.board), ["In 10+ notes: big", "In 2-9 notes: duo", "In 1 note: solo"])
    }
}
