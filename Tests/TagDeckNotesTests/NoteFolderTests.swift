import XCTest
import TagDeck
import TagDeckNotes
import TagDeckStore
import TagDeckTesting

/// `tagdeck tags` without a terminal: a folder of notes, the deck on the note, moves and renames through keys,
/// checked byte for byte on the files.
final class NoteFolderTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-notes-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/.obsidian", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        write("flow.md", "---\ntitle: Flow\ntags: [js, rust] # mine\n---\nflow body\n")
        write("block.md", "---\ntags:\n    - js\n    - web\n---\nblock body\n")
        write("none.md", "# No front matter\n")
        write("crlf.md", "---\r\n# a comment\r\ntags: [js, 'web']\r\n---\r\ncrlf body\r\n")
        write("sub/deep.md", "---\ntags: web\n---\n")
        write("broken.md", "---\ntags: [a, b\nx: [\n---\n")
        write(".obsidian/hidden.md", "---\ntags: [secret]\n---\n")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
    }

    private func read(_ name: String) -> String {
        (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "<unreadable>"
    }

    /// The deck on the note, once the folder is read (its news passed to the deck, as the terminal does).
    private func open(_ name: String) throws -> (HeadlessDriver, NotePersistence) {
        try HeadlessDriver.onNote(folder + "/" + name)
    }

    /// Focuses the first tag of the note (the top pane's), opens the rename, erases `erasing` characters, types
    /// `text` and presses Enter: the question comes next.
    private func renameFirstTag(_ d: HeadlessDriver, erasing: Int, to text: String) {
        d.typeRenameOfFirstTag(erasing: erasing, to: text)
    }

    func testTheVocabularyIsGroupedByHowManyNotesUseItAndBrokenOrHiddenNotesAreLeft() throws {
        let (d, store) = try open("none.md")
        XCTAssertEqual(d.board[.top].title, "none.md")
        XCTAssertEqual(NoteBoard.noteTags(d.board), [])
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["In 2-9 notes", "In 1 note"])
        XCTAssertEqual(d.board[.bottom].sections.map { $0.tags.map(\.text) }, [["js", "web"], ["rust"]])
        XCTAssertEqual(store.count(of: "js"), 3)
        XCTAssertEqual(store.count(of: "secret"), 0, "a note under .obsidian is skipped")
        XCTAssertEqual(store.skippedSummary?.hasPrefix("1 note skipped: \(folder)/broken.md:3:2: "), true,
                       store.skippedSummary ?? "")
        XCTAssertEqual(read("broken.md"), "---\ntags: [a, b\nx: [\n---\n")
    }

    func testSendingAndReorderingEditTheNoteInPlace() throws {
        let (d, _) = try open("flow.md")
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["js", "rust"])
        // Focus 'web' in the bottom pane and send it up.
        d.key(.tab)
        d.key(.enter)
        d.settle()
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["js", "rust", "web"])
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [js, rust, web] # mine\n---\nflow body\n")
        // The focus line names how many notes use the focused tag: 'web' is in block, crlf, deep and now flow.
        d.key(.tab)
        d.key(.character("G"))
        XCTAssertEqual(d.state.status, "'web' at flow.md, 3 of 3 · in 4 notes")
        // A reorder: web first.
        d.key(.space)
        d.key(.character("g"))
        d.key(.space)
        d.settle()
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [web, js, rust] # mine\n---\nflow body\n")
    }

    func testARenameAsksThenRenamesInEveryNoteAndUndoPutsEveryFileBack() throws {
        let before = ["flow.md", "block.md", "crlf.md", "sub/deep.md", "none.md"].map(read)
        let (d, _) = try open("flow.md")
        renameFirstTag(d, erasing: 2, to: "javascript")
        XCTAssertEqual(d.state.status, "Rename 'js' to 'javascript' in 3 notes? y/n")
        d.key(.character("y"))
        d.settle()
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [javascript, rust] # mine\n---\nflow body\n")
        XCTAssertEqual(read("block.md"), "---\ntags:\n    - javascript\n    - web\n---\nblock body\n")
        XCTAssertEqual(read("crlf.md"), "---\r\n# a comment\r\ntags: [javascript, 'web']\r\n---\r\ncrlf body\r\n")
        XCTAssertEqual(read("sub/deep.md"), before[3])
        d.key(.character("u"))
        d.settle()
        XCTAssertEqual(["flow.md", "block.md", "crlf.md", "sub/deep.md", "none.md"].map(read), before)
        d.key(.control("r"))
        d.settle()
        XCTAssertEqual(read("block.md"), "---\ntags:\n    - javascript\n    - web\n---\nblock body\n")
    }

    func testRenamingToATagInUseMergesAndRemovingAsksToo() throws {
        let (d, store) = try open("block.md")
        // 'js' in the top pane renamed to 'rust' (used by flow.md): the two merge.
        renameFirstTag(d, erasing: 2, to: "rust")
        d.key(.character("y"))
        d.settle()
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["rust", "web"])
        XCTAssertEqual(read("block.md"), "---\ntags:\n    - rust\n    - web\n---\nblock body\n")
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [rust] # mine\n---\nflow body\n", "a note with both keeps one")
        XCTAssertEqual(read("crlf.md"), "---\r\n# a comment\r\ntags: [rust, 'web']\r\n---\r\ncrlf body\r\n")
        XCTAssertEqual(store.count(of: "js"), 0)
        // d on 'web': asked, then gone from every note.
        d.key(.character("l"))
        d.key(.character("d"))
        XCTAssertEqual(d.state.status, "Remove 'web' from 3 notes? y/n")
        d.key(.character("y"))
        d.settle()
        XCTAssertEqual(read("sub/deep.md"), "---\ntags: []\n---\n")
        XCTAssertEqual(read("crlf.md"), "---\r\n# a comment\r\ntags: [rust]\r\n---\r\ncrlf body\r\n")
        // Undo with one file changed since: it is left, and said.
        write("sub/deep.md", "---\ntags: [mine]\n---\n")
        d.key(.character("u"))
        d.settle()
        XCTAssertEqual(read("crlf.md"), "---\r\n# a comment\r\ntags: [rust, 'web']\r\n---\r\ncrlf body\r\n")
        XCTAssertEqual(read("sub/deep.md"), "---\ntags: [mine]\n---\n")
        XCTAssertTrue(d.announcements.joined().contains("'deep.md' changed since: left as it is"), d.announcements.joined(separator: "\n"))
    }

    /// The note is followed like a board file: changed elsewhere, it is read again and shown; a change made here
    /// after that is written over the new version, keeping what was changed elsewhere.
    func testAnEditElsewhereIsReloadedAndKept() throws {
        let (d, _) = try open("flow.md")
        write("flow.md", "---\ntitle: Flow (edited)\ntags: [js, rust, web] # mine\n---\nflow body, longer\n")
        d.send(.fileChanged)
        d.settle()
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["js", "rust", "web"])
        XCTAssertTrue(d.announcements.contains { $0.hasPrefix("Reloaded: flow.md") }, d.announcements.joined(separator: "\n"))
        // 'js' (first in the top pane) sent down: the note loses it, the edit made elsewhere stays.
        d.key(.character("l"))
        d.key(.character("h"))
        d.key(.enter)
        d.settle()
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow (edited)\ntags: [rust, web] # mine\n---\nflow body, longer\n")
    }

    /// Random keys on a note's deck (moves, sends, renames answered yes or no, removals, undo, redo): the board
    /// keeps its invariants, every note of the folder still reads, and the note holds the top pane's tags.
    func testRandomKeysKeepEveryNoteReadableAndTheNoteInStep() throws {
        let (d, _) = try open("flow.md")
        var rng = SplitMix64(seed: 29)
        let keys: [Key] = [.tab, .left, .right, .up, .down, .enter, .space, .character("u"), .control("r"),
                           .character("r"), .character("d"), .character("y"), .character("n"), .character("x"),
                           .backspace, .escape, .character("g"), .character("G")]
        for step in 0..<400 {
            d.key(keys[Int(rng.next() % UInt64(keys.count))])
            if step % 7 == 0 { d.settle() }
            XCTAssertTrue(d.board.checkInvariants(), "step \(step)")
        }
        for _ in 0..<3 { d.key(.escape) }
        d.settle()
        for name in ["flow.md", "block.md", "crlf.md", "sub/deep.md", "none.md"] {
            let bytes = Array(read(name).utf8)
            XCTAssertNoThrow(try NoteTags(bytes), name)
        }
        XCTAssertEqual(try NoteTags(Array(read("flow.md").utf8)).tags, NoteBoard.noteTags(d.board))
    }

    /// A change here meeting one made on disk that was not read yet: both are kept, merged as a board's sections
    /// are (both sides added after 'rust': ours first), and the deck shows the merged note.
    func testAChangeHereAndOneOnDiskNotReadYetAreMerged() throws {
        let (d, _) = try open("flow.md")
        write("flow.md", "---\ntitle: Flow\ntags: [js, rust, go] # mine\n---\nflow body\n")
        d.key(.tab)
        d.key(.enter)  // 'web' sent into the note
        d.settle()
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [js, rust, web, go] # mine\n---\nflow body\n")
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["js", "rust", "web", "go"])
    }
}
