import XCTest
import TagDeck
import TagDeckNotes
import TagDeckStore
import TagDeckTesting

/// `tagdeck tags` without a terminal on folders shaped as real sites write them (Hugo's TOML notes beside YAML
/// ones, UTF-16 notes, repeated items, `Tags:`, Jekyll's texts): the counts, a send, a rename across the folder and
/// each undo, checked byte for byte on the files.
final class SiteFolderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-sites-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/posts", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ bytes: [UInt8]) {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)))
    }

    private func write(_ name: String, _ text: String) { write(name, Array(text.utf8)) }

    private func bytes(_ name: String) -> [UInt8] { (try? FileReading.read(folder + "/" + name).bytes) ?? [] }

    private func read(_ name: String) -> String { String(decoding: bytes(name), as: UTF8.self) }

    private func open(_ name: String, _ syntax: NoteSyntax = .standard) throws -> (HeadlessDriver, NotePersistence) {
        try HeadlessDriver.onNote(folder + "/" + name, syntax: syntax)
    }

    /// Focuses the note's first tag, renames it to `text` across the folder (erasing `erasing` characters of its
    /// name first) and answers yes to the question.
    private func renameFirstTag(_ d: HeadlessDriver, erasing: Int, to text: String) {
        d.typeRenameOfFirstTag(erasing: erasing, to: text)
        d.key(.character("y"))
        d.settle()
    }

    private func utf16(_ text: String) -> [UInt8] { NoteEncoding.utf16(bigEndian: false).encode(Array(text.utf8)) }

    func testAHugoFolderWithTOMLNotesIsCountedSentIntoAndRenamedAcross() throws {
        write("posts/a.md", "+++\ntitle = \"A\"\ntags = [\"rust\", \"cli\"]\n+++\nBody\n")
        write("posts/b.md", "+++\ntitle = \"B\"\ntags = [\n  \"rust\",\n]\n[params]\nx = 1\n+++\n")
        write("posts/c.md", "---\ntags: [rust, web]\n---\n")
        write("posts/d.md", "{\n  \"tags\": [\"web\"]\n}\n")
        write("posts/e.md", utf16("---\ntags:\n  - rust\n---\nUTF-16 body é\n"))
        let (d, store) = try open("posts/a.md")
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["rust", "cli"])
        XCTAssertEqual(store.count(of: "rust"), 4)
        XCTAssertEqual(store.count(of: "web"), 2)
        // 'web' sent into the TOML note: the array edited in place, no YAML block.
        d.key(.tab)
        d.key(.enter)
        d.settle()
        XCTAssertEqual(read("posts/a.md"), "+++\ntitle = \"A\"\ntags = [\"rust\", \"cli\", \"web\"]\n+++\nBody\n")
        // 'rust' renamed across the folder: TOML, YAML, JSON-less and UTF-16 notes alike.
        let before = ["posts/b.md", "posts/c.md", "posts/d.md", "posts/e.md"].map(bytes)
        d.key(.tab)
        d.key(.character("g"))
        d.key(.character("r"))
        for _ in 0..<4 { d.key(.backspace) }
        d.type("rustlang")
        d.key(.enter)
        XCTAssertEqual(d.state.status, "Rename 'rust' to 'rustlang' in 4 notes? y/n")
        d.key(.character("y"))
        d.settle()
        XCTAssertEqual(read("posts/b.md"), "+++\ntitle = \"B\"\ntags = [\n  \"rustlang\",\n]\n[params]\nx = 1\n+++\n")
        XCTAssertEqual(read("posts/c.md"), "---\ntags: [rustlang, web]\n---\n")
        XCTAssertEqual(bytes("posts/e.md"), utf16("---\ntags:\n  - rustlang\n---\nUTF-16 body é\n"))
        d.key(.character("u"))
        d.settle()
        XCTAssertEqual(["posts/b.md", "posts/c.md", "posts/d.md", "posts/e.md"].map(bytes), before)
    }

    func testARepeatedItemIsKeptThroughAnAddAndEveryByteComesBackOnUndo() throws {
        let text = "---\ntitle: x\ntags:\n  - c\n  - a\n  - c\n---\nBody\n"
        write("posts/dup.md", text)
        write("posts/other.md", "---\ntags: [b]\n---\n")
        let (d, store) = try open("posts/dup.md")
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["c", "a"])
        XCTAssertEqual(store.startMessage, "dup.md:6:5: 'c' is listed twice in this note: kept twice, shown once")
        d.key(.tab)
        d.key(.enter)   // 'b' into the note
        d.settle()
        XCTAssertEqual(read("posts/dup.md"), "---\ntitle: x\ntags:\n  - c\n  - a\n  - c\n  - b\n---\nBody\n")
        // A reorder, then both undone: every byte back.
        d.key(.tab)
        d.key(.character("g"))
        d.key(.space)
        d.key(.character("G"))
        d.key(.space)
        d.settle()
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["a", "b", "c"])
        d.key(.character("u"))
        d.key(.character("u"))
        d.settle()
        XCTAssertEqual(read("posts/dup.md"), text)
    }

    func testAOnANoteWithNoTagsAddsTheTagToTheNote() throws {
        write("posts/empty.md", "# Just a title\n")
        write("posts/other.md", "---\ntags: [b]\n---\n")
        let (d, _) = try open("posts/empty.md")
        d.key(.character("a"))
        d.type("fresh")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["fresh"])
        XCTAssertEqual(read("posts/empty.md"), "---\ntags:\n  - fresh\n---\n# Just a title\n")
    }

    func testCapitalisedTagsAndAnotherKeyAreEditedWhereTheyAre() throws {
        write("posts/cap.md", "---\nTags: [a]\ncategories: [news]\n---\n")
        write("posts/other.md", "---\ncategories: [tech]\ntags: [b]\n---\n")
        let (d, _) = try open("posts/cap.md")
        d.key(.tab)
        d.key(.enter)
        d.settle()
        XCTAssertEqual(read("posts/cap.md"), "---\nTags: [a, b]\ncategories: [news]\n---\n")
        let (c, _) = try open("posts/cap.md", NoteSyntax(key: "categories"))
        XCTAssertEqual(NoteBoard.noteTags(c.board), ["news"])
        c.key(.tab)
        c.key(.enter)
        c.settle()
        XCTAssertEqual(read("posts/cap.md"), "---\nTags: [a, b]\ncategories: [news, tech]\n---\n")
    }

    func testAJekyllTextOfTagsIsTwoTagsAndStaysAText() throws {
        write("_config.yml", "title: blog\n")
        write("posts/j.md", "---\ntags: jekyll ruby\n---\n")
        write("posts/k.md", "---\ntags: [web]\n---\n")
        let syntax = NoteSyntax(engine: SiteEngine.detect(in: folder + "/posts"))
        XCTAssertEqual(syntax.engine, .jekyll)
        let (d, store) = try open("posts/j.md", syntax)
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["jekyll", "ruby"])
        XCTAssertEqual(store.count(of: "ruby"), 1)
        d.key(.tab)
        d.key(.enter)
        d.settle()
        XCTAssertEqual(read("posts/j.md"), "---\ntags: jekyll ruby web\n---\n")
    }

    func testANoteWithAnEmptyOrNumberItemStillShowsItsOtherTags() throws {
        write("posts/odd.md", "---\ntags:\n  - a\n  -\n  - 2019\n---\n")
        write("posts/other.md", "---\ntags: [b, 2019]\n---\n")
        let (d, store) = try open("posts/odd.md")
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["a", "2019"])
        XCTAssertEqual(store.count(of: "2019"), 2)
        XCTAssertNil(store.skippedSummary)
    }

    /// A rename across the folder renames the open note's own items where they are, as in every other note: a
    /// repeat stays, a quoted item stays quoted, and a tag object is refused there too, the note left as it was.
    func testARenameTreatsTheOpenNoteAsEveryOtherNote() throws {
        let text = "---\ntags:\n  - \"Vite\"\n  - web\n  - \"Vite\"\n---\n"
        write("posts/open.md", text)
        write("posts/other.md", "---\ntags:\n  - \"Vite\"\n  - \"Vite\"\n---\n")
        let (d, _) = try open("posts/open.md")
        renameFirstTag(d, erasing: 4, to: "vite-x")
        XCTAssertEqual(read("posts/open.md"), "---\ntags:\n  - \"vite-x\"\n  - web\n  - \"vite-x\"\n---\n")
        XCTAssertEqual(read("posts/other.md"), "---\ntags:\n  - \"vite-x\"\n  - \"vite-x\"\n---\n")
    }

    func testARenameOfATagObjectLeavesTheOpenNoteAsItWas() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/docusaurus.config.js", contents: Data()))
        let note = "---\ntitle: A\ntags:\n  - label: Rust\n    permalink: /rust\n  - cli\n---\n"
        write("posts/a.md", note)
        write("posts/b.md", note.replacingOccurrences(of: "title: A", with: "title: B"))
        let (d, _) = try open("posts/a.md", NoteSyntax(engine: .docusaurus))
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["Rust", "cli"])
        renameFirstTag(d, erasing: 4, to: "rust-lang")
        XCTAssertEqual(read("posts/a.md"), note, "the open note is refused as the others are")
        XCTAssertEqual(read("posts/b.md"), note.replacingOccurrences(of: "title: A", with: "title: B"))
        let said = (d.announcements + [d.state.status]).joined(separator: "\n")
        XCTAssertTrue(said.contains("a.md:4:1: 'Rust' is a tag object here: rename it by hand (not written)"), said)
        XCTAssertTrue(said.contains("Renamed 'Rust' to 'rust-lang' in 0 notes"), said)
        XCTAssertTrue(said.contains("1 note not changed: b.md:4:1: 'Rust' is a tag object here: rename it by hand"), said)
        XCTAssertFalse(said.contains(folder), "the files are named from the folder: \(said)")
    }
}
