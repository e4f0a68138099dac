import Foundation
import TagDeck
import TagDeckNotes
import TagDeckTesting
import XCTest

/// `tagdeck tags a.md b.md c.md`: several notes curated at once, without a terminal; every file checked byte for
/// byte after each change and its undo.
final class NoteSelectionTests: XCTestCase {
    private var folder = ""
    /// A YAML flow list, a TOML array (Hugo), a YAML block list; `other.md` is a note of the folder not selected.
    private let originals = [
        "flow.md": "---\ntitle: Flow\ntags: [rust, go, cli] # mine\n---\nflow body\n",
        "hugo.md": "+++\ntitle = \"Hugo\"\ntags = [\"go\", \"rust\"]\n+++\nhugo body\n",
        "block.md": "---\ntitle: Block\ntags:\n  - rust\n  - web\n---\nblock body\n",
        "other.md": "---\ntags: [tutorial, web]\n---\n",
    ]

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-selection-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in originals { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func read(_ name: String) -> String {
        (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "<unreadable>"
    }

    /// Every note as it was at the start, byte for byte.
    private func assertUntouched(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        for (name, text) in originals { XCTAssertEqual(read(name), text, "\(name): \(message)", file: file, line: line) }
    }

    /// A deck on the three selected notes (100x30, no animation), the folder read.
    private func deck() throws -> (HeadlessDriver, NotePersistence) {
        let store = NotePersistence(paths: ["flow.md", "hugo.md", "block.md"].map { folder + "/" + $0 })
        guard case .success(let board) = store.load() else { throw XCTSkip("the notes did not load") }
        var options = DeckOptions()
        options.reducedMotion = true
        options.tagUsage = store.usage
        options.selection = store.selectionRules
        let d = HeadlessDriver(board: board, width: 100, height: 30, options: options, persistence: store)
        d.readFolder(of: store)
        return (d, store)
    }

    private func texts(_ d: HeadlessDriver, _ side: PaneSide, _ section: Int) -> [String] {
        d.deck.board[side].sections[section].tags.map(\.text)
    }

    /// Focuses the chip `text` by clicking it.
    private func focus(_ d: HeadlessDriver, _ text: String) throws {
        let p = try XCTUnwrap(d.chipCenter(text), "\(text) is not on screen:\n\(d.screen)")
        d.press(p.x, p.y)
        d.release(p.x, p.y)
        d.settle()
        XCTAssertEqual(d.deck.state.focusedChip, d.deck.board.path(of: text))
    }

    /// `r` on go, renamed golang across the folder (`y` at the question).
    private func renameGo(_ d: HeadlessDriver) throws {
        try focus(d, "go")
        d.key(.character("r"))
        d.key(.backspace)
        d.key(.backspace)
        d.type("golang")
        d.key(.enter)
        d.key(.character("y"))
        d.settle()
    }

    func testThePaneShowsTheTagsOnAllAndOnSomeWithTheirCountsAndTheNotes() throws {
        let (d, _) = try deck()
        XCTAssertEqual(d.deck.board[.top].sections.map(\.title), ["On all 3 notes", "On some"])
        XCTAssertEqual(texts(d, .top, 0), ["rust"])
        XCTAssertEqual(texts(d, .top, 1), ["go", "cli", "web"], "most used first, then in the order met")
        XCTAssertFalse(d.deck.board[.bottom].sections.flatMap { $0.tags.map(\.text) }.contains("web"),
                       "a tag on some notes is in the top pane only")
        let screen = d.screen
        XCTAssertTrue(screen.contains("[rust 3/3]"), screen)
        XCTAssertTrue(screen.contains("[go 2/3] [cli 1/3] [web 1/3]"), screen)
        try focus(d, "go")
        XCTAssertTrue(d.deck.state.status.contains("on 2 of 3: flow.md, hugo.md"), d.deck.state.status)
    }

    func testASendFromBelowAddsTheTagToEveryNoteInItsOwnFormatAndUndoGivesBackEveryByte() throws {
        let (d, _) = try deck()
        try focus(d, "tutorial")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(texts(d, .top, 0), ["rust", "tutorial"])
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [rust, go, cli, tutorial] # mine\n---\nflow body\n")
        XCTAssertEqual(read("hugo.md"), "+++\ntitle = \"Hugo\"\ntags = [\"go\", \"rust\", \"tutorial\"]\n+++\nhugo body\n")
        XCTAssertEqual(read("block.md"), "---\ntitle: Block\ntags:\n  - rust\n  - web\n  - tutorial\n---\nblock body\n")
        XCTAssertTrue(d.deck.state.status.contains("'tutorial' added to 3 notes"), d.deck.state.status)
        d.key(.character("u"))
        d.settle()
        assertUntouched("after the undo")
    }

    func testEnterOnATagOnSomeAddsItToTheNotesThatLackItAndSendingOneOnAllOutTakesItOffAll() throws {
        let (d, _) = try deck()
        try focus(d, "go")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(texts(d, .top, 0), ["rust", "go"])
        XCTAssertEqual(read("block.md"), "---\ntitle: Block\ntags:\n  - rust\n  - web\n  - go\n---\nblock body\n")
        XCTAssertEqual(read("flow.md"), originals["flow.md"], "a note that has it already is not written")
        try focus(d, "rust")
        d.key(.enter)
        d.settle()
        XCTAssertFalse(texts(d, .top, 0).contains("rust"))
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [go, cli] # mine\n---\nflow body\n")
        XCTAssertEqual(read("hugo.md"), "+++\ntitle = \"Hugo\"\ntags = [\"go\"]\n+++\nhugo body\n")
        XCTAssertEqual(read("block.md"), "---\ntitle: Block\ntags:\n  - web\n  - go\n---\nblock body\n")
        d.key(.character("u"))
        d.settle()
        d.settle()
        XCTAssertEqual(read("block.md"), "---\ntitle: Block\ntags:\n  - rust\n  - web\n  - go\n---\nblock body\n")
        d.key(.character("u"))
        d.settle()
        assertUntouched("after two undos")
        XCTAssertEqual(texts(d, .top, 1), ["go", "cli", "web"], "go back on some")
        d.key(.control("r"))
        d.settle()
        XCTAssertEqual(read("block.md"), "---\ntitle: Block\ntags:\n  - rust\n  - web\n  - go\n---\nblock body\n",
                       "a redo adds it again")
    }

    func testAReorderInTheTopPaneAndAMoveOntoSomeAreRefusedAndNothingIsWritten() throws {
        let (d, _) = try deck()
        try focus(d, "go")
        d.key(.space)
        d.key(.right)
        d.key(.space)
        d.settle()
        XCTAssertTrue(d.deck.state.status.contains("keeps its own order"), d.deck.state.status)
        XCTAssertEqual(texts(d, .top, 1), ["go", "cli", "web"])
        try focus(d, "rust")
        d.key(.space)
        d.key(.down)
        d.key(.space)
        d.settle()
        XCTAssertTrue(d.deck.state.status.contains("'rust' is on all 3 notes"), d.deck.state.status)
        XCTAssertEqual(texts(d, .top, 0), ["rust"])
        assertUntouched("after refused moves")
        d.key(.character("u"))
        d.settle()
        XCTAssertEqual(d.deck.state.status, "Nothing to undo", "a refused move is no undo step")
    }

    func testANewTagGoesOnAllTheNotes() throws {
        let (d, _) = try deck()
        try focus(d, "web")
        d.key(.character("a"))
        d.type("new")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(texts(d, .top, 0), ["rust", "new"])
        XCTAssertEqual(read("hugo.md"), "+++\ntitle = \"Hugo\"\ntags = [\"go\", \"rust\", \"new\"]\n+++\nhugo body\n")
        d.key(.character("u"))
        d.settle()
        assertUntouched("after the undo of the new tag")
    }

    func testANoteChangedElsewhereIsReadBackBeforeItIsWritten() throws {
        let (d, _) = try deck()
        let changed = "---\ntitle: Block\ntags:\n  - rust\n  - web\n  - mine\n---\nblock body, edited\n"
        try changed.write(toFile: folder + "/block.md", atomically: true, encoding: .utf8)
        try focus(d, "tutorial")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(read("block.md"), "---\ntitle: Block\ntags:\n  - rust\n  - web\n  - tutorial\n  - mine\n---\nblock body, edited\n",
                       "the change made elsewhere is kept, merged with the deck's")
        XCTAssertNotNil(d.deck.board.path(of: "mine"), "the board shows what the notes hold")
    }

    func testARenameAcrossTheFolderReachesTheSelectedNotesAndTheirCountsAndIsUndoneByteForByte() throws {
        let (d, _) = try deck()
        try renameGo(d)
        XCTAssertEqual(read("hugo.md"), "+++\ntitle = \"Hugo\"\ntags = [\"golang\", \"rust\"]\n+++\nhugo body\n")
        XCTAssertTrue(d.screen.contains("[golang 2/3]"), d.screen)
        d.key(.character("u"))
        d.settle()
        assertUntouched("after the undo of the rename")
        XCTAssertTrue(d.screen.contains("[go 2/3]"), d.screen)
    }

    func testTheCountsAreDrawnAgainOnceABackgroundSaveIsWritten() throws {
        let (d, _) = try deck()
        d.savesInBackground = true
        try renameGo(d)
        XCTAssertTrue(d.screen.contains("[golang 0/3]"), "not written yet:\n\(d.screen)")
        XCTAssertTrue(d.finishSave())
        d.settle()
        XCTAssertTrue(d.screen.contains("[golang 2/3]"), "written: the counts drawn again\n\(d.screen)")
    }

    func testANoteThatCannotBeWrittenIsNamedAndThePaneShowsWhatTheNotesHold() throws {
        let (d, _) = try deck()
        XCTAssertEqual(chmod(folder + "/hugo.md", 0o444), 0)
        try focus(d, "tutorial")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(read("hugo.md"), originals["hugo.md"], "the read-only note is left as it was")
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [rust, go, cli, tutorial] # mine\n---\nflow body\n")
        XCTAssertTrue(d.deck.state.status.contains("hugo.md"), d.deck.state.status)
        XCTAssertEqual(texts(d, .top, 0), ["rust"], "tutorial is not on all the notes")
        XCTAssertTrue(d.screen.contains("[tutorial 2/3]"), d.screen)
    }

    func testTheListsFollowThePaneAndComeBackForAStateMetBefore() {
        let lists = [["a", "b"], ["b", "c"]]
        let pane = NoteSelection.pane(names: ["x.md", "y.md"], lists: lists)
        XCTAssertEqual(pane.sections.map { $0.tags.map(\.text) }, [["b"], ["a", "c"]])
        let moved = PaneContent(title: pane.title, sections: [Section(title: pane.sections[0].title, tags: [Tag("b"), Tag("a")]),
                                                              Section(title: pane.sections[1].title, tags: [Tag("c")])])
        XCTAssertEqual(NoteSelection.lists(for: moved, from: lists), [["a", "b"], ["b", "c", "a"]])
        var record = NoteSelection.Record()
        record.keep(lists, at: pane)
        XCTAssertEqual(record.lists(at: pane), lists)
        XCTAssertNil(record.lists(at: moved))
        XCTAssertEqual(NoteSelection.describe(from: lists, to: [["a", "b"], ["b", "c", "a"]]), "'a' added to 1 note")
        XCTAssertEqual(NotePersistence.folder(ofAll: ["n/a/x.md", "n/b/y.md"]), "n")
        XCTAssertEqual(NotePersistence.folder(ofAll: ["x.md", "n/y.md"]), ".")
        XCTAssertEqual(NotePersistence.folder(ofAll: ["/r/x.md", "/s/y.md"]), "/")
    }
}
