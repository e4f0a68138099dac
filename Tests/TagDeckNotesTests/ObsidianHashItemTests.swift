import XCTest
import TagDeck
import TagDeckNotes
import TagDeckTesting

/// In an Obsidian vault a front matter item written `"#cosmology"` is the tag `cosmology`, as Obsidian reads it:
/// shown once with `cosmology`, counted with it, renamed with it, each item kept as it is written.
final class ObsidianHashItemTests: XCTestCase {
    private var folder = ""
    private let syntax = NoteSyntax(key: "tags", engine: .obsidian)

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-hash-items-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/.obsidian", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    private func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), as: UTF8.self)
    }

    func testAHashItemIsItsTagAndARenameKeepsTheHashAndTheQuotes() throws {
        let note = "---\ntags:\n  - \"#cosmology\"\n  - physics\n  - '#space/time'\n---\nBody\n"
        let tags = try NoteTags(Array(note.utf8), syntax: syntax)
        XCTAssertEqual(tags.tags, ["cosmology", "physics", "space/time"])
        XCTAssertEqual(String(decoding: try tags.replacing(with: ["astro", "physics", "space/time"],
                                                           renaming: (from: "cosmology", to: "astro")), as: UTF8.self),
                       "---\ntags:\n  - \"#astro\"\n  - physics\n  - '#space/time'\n---\nBody\n")
        XCTAssertEqual(String(decoding: try tags.replacing(with: ["cosmology", "physics", "room/time"],
                                                           renaming: TagRename(from: "space", to: "room")), as: UTF8.self),
                       "---\ntags:\n  - \"#cosmology\"\n  - physics\n  - '#room/time'\n---\nBody\n")
        XCTAssertEqual(try NoteTags(Array(note.utf8)).tags, ["#cosmology", "physics", "#space/time"],
                       "plain YAML keeps the # (only Obsidian drops it)")
        let flow = try NoteTags(Array("---\ntags: [\"#cosmology\", cosmology, x]\n---\n".utf8), syntax: syntax)
        XCTAssertEqual(flow.tags, ["cosmology", "x"], "one tag, shown once")
        XCTAssertEqual(String(decoding: try flow.replacing(with: ["x", "cosmology"]), as: UTF8.self),
                       "---\ntags: [x, \"#cosmology\", cosmology]\n---\n", "a reorder moves the items as written")
    }

    func testTheFolderCountsAndRenamesBothSpellingsAsOneTag() throws {
        try write("a.md", "---\ntitle: A\ntags: [\"#cosmology\", stars]\n---\nBody #cosmology\n")
        try write("b.md", "---\ntags:\n  - cosmology\n---\n")
        try write("c.md", "---\ntags:\n  - \"#cosmology\"\n---\n")
        let counts = Vocabulary.scan(folder, syntax: syntax).counts
        XCTAssertEqual(counts["cosmology"], 3)
        XCTAssertNil(counts["#cosmology"])
        let (d, store) = try HeadlessDriver.onNote(folder + "/a.md", syntax: syntax)
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["cosmology", "stars"])
        XCTAssertNil(d.state.board.path(of: "#cosmology"))
        XCTAssertEqual(store.count(of: "cosmology"), 3)
        d.typeRenameOfFirstTag(erasing: 9, to: "astro")
        d.type("y")
        _ = d.finishSave()
        XCTAssertEqual(try text("a.md"), "---\ntitle: A\ntags: [\"#astro\", stars]\n---\nBody #cosmology\n")
        XCTAssertEqual(try text("b.md"), "---\ntags:\n  - astro\n---\n")
        XCTAssertEqual(try text("c.md"), "---\ntags:\n  - \"#astro\"\n---\n")
    }
}
