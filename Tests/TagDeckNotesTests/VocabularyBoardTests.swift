import XCTest
import TagDeck
import TagDeckTesting
@testable import TagDeckNotes

/// `tagdeck vocab`: the kept tags above, the strays below in their sections; dragging a tag up writes the
/// vocabulary file and no note; renaming a parent renames its children everywhere; `u` puts every byte back.
final class VocabularyBoardTests: XCTestCase {
    private var folder = ""
    private let syntax = NoteSyntax(key: "tags", engine: .hugo, inline: true)

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-vocab-board-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    private func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), as: UTF8.self)
    }
    /// Every file of the folder and its bytes.
    private func snapshot() throws -> [String: Data] {
        let files = FileManager.default.enumerator(atPath: folder)!.compactMap { $0 as? String }
        var out: [String: Data] = [:]
        for name in files where !name.hasSuffix("/") {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                out[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            }
        }
        return out
    }

    private let tagsYML = "# Allowed tags.\njavascript:\n  label: JavaScript\n\n# Systems\nrust:\n  description: Posts about Rust\n"

    private func makeFolder() throws {
        try write("tags.yml", tagsYML)
        try write("notes/a.md", "---\ntags: [javascript, Javascript, project/alpha]\n---\nBody #project/beta, `#incode`.\n")
        try write("notes/b.md", "---\ntitle: B\ntags:\n  - rust\n  - project\n---\nSee #javscript and #project/alpha.\n")
        try write("notes/c.md", "---\ntags: [go, project/beta]\n---\n```\n#fenced\n```\nhttps://example.com/#anchor\n")
    }

    private func deck() throws -> (HeadlessDriver, VocabularyPersistence) {
        let store = VocabularyPersistence(folder: folder, syntax: syntax)
        guard case .success(let board) = store.load() else { throw XCTSkip("the vocabulary did not load") }
        var options = DeckOptions()
        options.reducedMotion = true
        options.tagUsage = store.usage
        let d = HeadlessDriver(board: board, width: 100, height: 30, options: options, persistence: store)
        d.readFolder { store.readFolder(news: $0) }
        return (d, store)
    }

    /// A click on the chip: the focus.
    private func focus(_ d: HeadlessDriver, _ text: String) throws {
        let at = try XCTUnwrap(d.chipCenter(text), d.screen)
        d.press(at.x, at.y)
        d.release(at.x, at.y)
        d.settle()
        XCTAssertEqual(d.state.focusedChip.map { d.state.board[$0].text }, text)
    }

    private func sections(_ board: Board, _ side: PaneSide) -> [String] {
        board[side].sections.map { "\($0.title): " + $0.tags.map(\.text).joined(separator: " ") }
    }

    func testTheStraysAreGroupedLookAlikeFirstThenByParentThenByUse() throws {
        try makeFolder()
        let (d, _) = try deck()
        XCTAssertEqual(sections(d.state.board, .top), [": javascript rust"])
        XCTAssertEqual(sections(d.state.board, .bottom), [
            "Look alike: Javascript javscript",
            "project/: project project/alpha project/beta",
            "In 1 note: go",
        ], "nothing from a code block, inline code or a URL")
        XCTAssertEqual(d.state.board[.top].title, "Vocabulary")
        XCTAssertEqual(d.state.board[.bottom].title, "In use, not kept")
        // The focus line says how many notes use the tag, and how many of them write it in their bodies.
        try focus(d, "project/alpha")
        XCTAssertTrue(d.state.status.hasSuffix("· in 2 notes (1 inline)"), d.state.status)
        try focus(d, "javscript")
        XCTAssertTrue(d.state.status.hasSuffix("· in 1 note (all inline)"), d.state.status)
        d.type("d")
        XCTAssertEqual(d.state.status, "Remove 'javscript' from 1 note (1 body keeps the word without its #)? y/n")
        d.type("n")
        try focus(d, "go")
        XCTAssertTrue(d.state.status.hasSuffix("· in 1 note"), d.state.status)
    }

    func testLookAlikeTagsDifferByCaseAccentsHashPluralOrOneLetter() {
        XCTAssertEqual(LookAlike.tags(among: ["javascript", "Javascript", "javscript", "python", "go", "gos"]),
                       ["javascript", "Javascript", "javscript"])
        XCTAssertEqual(LookAlike.tags(among: ["café", "cafe", "#rust", "rust", "note", "notes", "ai", "ui"]),
                       ["café", "cafe", "#rust", "rust", "note", "notes"], "short tags a letter apart are not alike")
    }

    /// One letter apart is one edit: a letter added, left out, changed, or two neighbours swapped; two tags that
    /// each lose a letter at different places to meet (`rstats` and `stata`: two edits) are not alike.
    func testLookAlikeMeansExactlyOneEditApart() {
        XCTAssertEqual(LookAlike.tags(among: ["rstats", "stata"]), [], "a deletion from each, at different places")
        XCTAssertEqual(LookAlike.tags(among: ["abcdef", "bacdfe", "acbdfe"]), [], "two swaps, or a swap and more")
        XCTAssertEqual(LookAlike.tags(among: ["python", "pyhton", "kernel", "kennel", "markdown", "markdwn", "other"]),
                       ["python", "pyhton", "kernel", "kennel", "markdown", "markdwn"], "a swap, a change, a letter left out")
    }

    func testADragIntoTheTopKeepsTheTagInTagsYMLAndChangesNoNote() throws {
        try makeFolder()
        let before = try snapshot()
        let (d, _) = try deck()
        let from = try XCTUnwrap(d.chipCenter("go"), d.screen)
        let to = try XCTUnwrap(d.chipCenter("rust"))
        d.press(from.x, from.y)
        d.advance(0.3)
        d.move(from.x, from.y - 3)
        d.move(to.x + 8, to.y)
        d.release(to.x + 8, to.y)
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(VocabularyBoard.keptTags(d.state.board), ["javascript", "rust", "go"], d.screen)
        XCTAssertEqual(try text("tags.yml"), tagsYML + "\ngo:\n", "appended, set apart as the others are; comments kept")
        var after = try snapshot()
        after["tags.yml"] = before["tags.yml"]
        XCTAssertEqual(after, before, "no note changed")
        d.type("u")
        _ = d.finishSave()
        XCTAssertEqual(try snapshot(), before, "undone: every byte back")
    }

    func testRenamingAKeptParentRenamesItsChildrenInNotesAndTheVocabularyAndUndoesEveryByte() throws {
        try makeFolder()
        try write("tags.yml", tagsYML + "project:\n  label: Project\n")
        let before = try snapshot()
        let (d, _) = try deck()
        try focus(d, "project")
        d.type("r")
        for _ in 0..<7 { d.key(.backspace) }
        d.type("work")
        d.key(.enter)
        XCTAssertTrue(d.state.status.contains("Rename 'project' (in 1 note) and its 2 children to 'work'?"), "[\(d.state.status)]")
        d.type("y")
        _ = d.finishSave()
        XCTAssertEqual(try text("notes/a.md"), "---\ntags: [javascript, Javascript, work/alpha]\n---\nBody #work/beta, `#incode`.\n")
        XCTAssertEqual(try text("notes/b.md"), "---\ntitle: B\ntags:\n  - rust\n  - work\n---\nSee #javscript and #work/alpha.\n")
        XCTAssertEqual(try text("notes/c.md"), "---\ntags: [go, work/beta]\n---\n```\n#fenced\n```\nhttps://example.com/#anchor\n")
        XCTAssertEqual(try text("tags.yml"), tagsYML + "work:\n  label: Project\n", "the key renamed, its label kept")
        XCTAssertNotNil(d.state.board.path(of: "work/alpha"))
        d.type("u")
        _ = d.finishSave()
        XCTAssertEqual(try snapshot(), before, "one undo puts every byte of every file back")
    }

    /// A nested tag dragged into another parent's section below: asked, then renamed under it in every note as one
    /// undo step with the move; `n` puts the chip back and records nothing.
    func testDraggingANestedTagIntoAnotherParentsSectionMovesItUnderItAfterAQuestion() throws {
        try makeFolder()
        try write("notes/d.md", "---\ntags: [archive/old]\n---\n")
        let before = try snapshot()
        let (d, _) = try deck()
        XCTAssertEqual(sections(d.state.board, .bottom), [
            "Look alike: Javascript javscript",
            "archive/: archive/old",
            "project/: project project/alpha project/beta",
            "In 1 note: go",
        ])
        func dragAlphaIntoArchive() throws {
            let from = try XCTUnwrap(d.chipCenter("project/alpha"), d.screen)
            let to = try XCTUnwrap(d.chipCenter("archive/old"))
            d.press(from.x, from.y)
            d.advance(0.3)
            d.move(from.x, from.y - 1)
            d.move(to.x + 10, to.y)
            d.release(to.x + 10, to.y)
            d.settle()
        }
        try dragAlphaIntoArchive()
        XCTAssertEqual(d.state.status, "Move 'project/alpha' under 'archive/' as 'archive/alpha' in 2 notes? y/n", d.screen)
        d.type("n")
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(sections(d.state.board, .bottom)[2], "project/: project project/alpha project/beta", "put back")
        XCTAssertEqual(try snapshot(), before)
        XCTAssertFalse(d.state.history.canUndo, "no step recorded")
        try dragAlphaIntoArchive()
        d.type("y")
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(try text("notes/a.md"), "---\ntags: [javascript, Javascript, archive/alpha]\n---\nBody #project/beta, `#incode`.\n")
        XCTAssertEqual(try text("notes/b.md"), "---\ntitle: B\ntags:\n  - rust\n  - project\n---\nSee #javscript and #archive/alpha.\n")
        XCTAssertEqual(sections(d.state.board, .bottom)[1], "archive/: archive/old archive/alpha", d.screen)
        d.type("u")
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(try snapshot(), before, "one undo: every byte back")
        XCTAssertEqual(sections(d.state.board, .bottom)[2], "project/: project project/alpha project/beta", "and the chip")
    }

    /// `tagdeck tags NOTE` in a folder with a vocabulary: the kept tags come first below, the strays' sections say
    /// they are not kept.
    func testTheTagsOfANoteShowKeptTagsFirstAndMarkStrays() throws {
        try makeFolder()
        let store = NotePersistence(path: folder + "/notes/a.md", folder: folder, syntax: syntax)
        guard case .success(let board) = store.load() else { return XCTFail("the note did not load") }
        var options = DeckOptions()
        options.reducedMotion = true
        let d = HeadlessDriver(board: board, width: 100, height: 30, options: options, persistence: store)
        d.readFolder(of: store)
        XCTAssertEqual(sections(d.state.board, .bottom), [
            "Kept: rust",
            "Not kept · In 2-9 notes: project/beta",
            "Not kept · In 1 note: go javscript project",
        ], d.screen)
    }

    func testAFolderWithoutAVocabularyGetsABoardFileWhenATagIsKept() throws {
        try write("notes/a.md", "---\ntags: [go, rust]\n---\n")
        let (d, store) = try deck()
        XCTAssertEqual(store.path, folder + "/.tagdeck/vocabulary.md")
        XCTAssertEqual(store.startMessage, "No vocabulary yet: a tag moved up is kept in .tagdeck/vocabulary.md")
        // A rename changes notes, not the vocabulary: no file is made.
        try focus(d, "go")
        d.type("r")
        d.type("lang")
        d.key(.enter)
        d.type("y")
        _ = d.finishSave()
        XCTAssertEqual(try text("notes/a.md"), "---\ntags: [golang, rust]\n---\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.path), "nothing kept: no vocabulary file")
        try focus(d, "rust")
        d.key(.enter)
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(try KeptVocabulary.load(folder: folder).get().tags, ["rust"])
        XCTAssertEqual(try text("notes/a.md"), "---\ntags: [golang, rust]\n---\n")
        // The keep undone: the file and the folder made for it go again.
        d.type("u")
        _ = d.finishSave()
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/.tagdeck"), "no vocabulary left behind")
    }

    /// A block that another leans on (a YAML anchor) is not taken out: nothing is written, and `u` brings the board
    /// back to what the file holds.
    func testATagsYMLThatWouldNotReadBackIsNotWritten() throws {
        try makeFolder()
        let yml = "# beta is special\nbeta: &b\n  description: \"Beta: things\"\ngamma:\n  <<: *b\n  label: Gamma\n"
        try write("tags.yml", yml)
        let before = try snapshot()
        let (d, _) = try deck()
        try focus(d, "beta")
        d.key(.enter)
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(try text("tags.yml"), yml)
        XCTAssertTrue(d.state.status.contains("not written (edit it by hand)"), d.state.status)
        d.type("u")
        d.settle()
        _ = d.finishSave()
        XCTAssertEqual(VocabularyBoard.keptTags(d.state.board), ["beta", "gamma"])
        XCTAssertEqual(try snapshot(), before)
    }

    func testAVocabularyFileThatIsNotUTF8IsRefused() throws {
        try makeFolder()
        try Data("alpha:\n  label: \"".utf8 + [0xFF] + "\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/tags.yml"))
        let store = VocabularyPersistence(folder: folder, syntax: syntax)
        guard case .failure(let failure) = store.load() else { return XCTFail("read") }
        XCTAssertEqual(failure.message, folder + "/tags.yml: its bytes are not valid UTF-8")
    }

    /// In an Obsidian vault a tag kept in another case is kept (as `--check` says), and still shown with the
    /// look-alikes below, so that a rename makes them one.
    func testATagKeptInAnotherCaseShowsWithTheLookAlikes() {
        let board = VocabularyBoard.make(kept: [Section(tags: [Tag("CSS")])], counts: ["CSS": 4, "css": 10, "go": 1])
        XCTAssertEqual(sections(board, .bottom), ["Look alike: css", "In 1 note: go"])
    }
}
