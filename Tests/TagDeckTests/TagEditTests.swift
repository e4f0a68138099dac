import XCTest
@testable import TagDeck
import TagDeckTesting

/// Editing tags in place: add after and before, a pasted list, rename, delete and undo, pin, the checks made
/// while typing, and nothing saved until the commit.
final class TagEditTests: XCTestCase {
    private final class CountingStore: BoardPersistence {
        let autosave = true
        var saved: [Board] = []
        func save(_ board: Board) -> SaveReport { saved.append(board); return SaveReport(saved: true) }
    }

    private func driver(_ store: CountingStore? = nil, picker: Bool = false) -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        if picker { options.mode = .picker }
        let board = TestBoards.literal(top: [["alpha", "beta"]], bottom: [["gamma", "Echo"]], titles: ["Bottom0": "Letters"])
        return HeadlessDriver(board: board, width: 70, height: 20, options: options, persistence: store)
    }

    private func editing(_ d: HeadlessDriver) -> LineEditor? {
        if case .editing(let editor) = d.deck.mode { return editor }
        return nil
    }

    func testAddAfterAndBeforeWithCJKAndNothingSavedWhileTyping() throws {
        let store = CountingStore()
        let d = driver(store)
        d.key(.right)  // alpha
        d.type("a")
        XCTAssertNotNil(editing(d))
        d.type("d")
        d.send(.input(.paste("elta 科技")))
        XCTAssertTrue(d.lines.last!.hasPrefix("Add after: delta 科技"), d.screen)
        XCTAssertEqual(store.saved.count, 0, "nothing is written while the editor is open")
        d.key(.enter)
        XCTAssertNil(editing(d))
        XCTAssertEqual(d.board.texts[0], [["alpha", "delta 科技", "beta"]])
        XCTAssertEqual(store.saved.last?.texts[0], [["alpha", "delta 科技", "beta"]], "saved once, at the commit")
        XCTAssertEqual(store.saved.count, 1)
        XCTAssertTrue(d.screen.contains("[delta 科技]"), d.screen)
        d.type("A")
        d.type("first")
        d.key(.enter)
        XCTAssertEqual(d.board.texts[0], [["alpha", "first", "delta 科技", "beta"]], "A adds before the focused tag")
        d.type("u")
        d.type("u")
        XCTAssertEqual(d.board.texts[0], [["alpha", "beta"]], "each add is one undo step")
        d.key(.control("r"))
        XCTAssertEqual(d.board.texts[0], [["alpha", "delta 科技", "beta"]])
    }

    func testAPasteOfSeveralLinesAddsATagPerLine() {
        let d = driver()
        d.key(.right)
        d.type("a")
        d.send(.input(.paste("  one \n\n\u{1B}[31mtwo\u{1B}[0m\r\nth\u{7}ree\n")))
        XCTAssertNil(editing(d), "a paste of lines commits")
        XCTAssertEqual(d.board.texts[0], [["alpha", "one", "two", "three", "beta"]])
        XCTAssertTrue(d.lines.last!.contains("Added 3 tags"), d.screen)
        d.type("u")
        XCTAssertEqual(d.board.texts[0], [["alpha", "beta"]], "one undo step for the whole paste")
    }

    func testDuplicatesEmptyTextsAndEscapeAreRefusedOrLeaveNothing() {
        let d = driver()
        d.key(.right)
        d.type("a")
        d.type("gamma")
        d.key(.enter)
        XCTAssertEqual(editing(d)?.problem, "'gamma' is already in Bottom › Letters", "the editor stays open")
        d.key(.control("u"))
        d.key(.enter)
        XCTAssertEqual(editing(d)?.problem, "A tag needs some text")
        d.type("echo")
        XCTAssertNil(editing(d)?.problem, "typing forgets the problem")
        d.key(.escape)
        XCTAssertNil(editing(d))
        XCTAssertEqual(d.board.texts[0], [["alpha", "beta"]], "Esc commits nothing")
        // Differing only in case is allowed, with a note.
        d.type("a")
        d.type("echo")
        d.key(.enter)
        XCTAssertTrue(d.lines.last!.contains("(note: 'Echo' is in Bottom › Letters too)"), d.screen)
    }

    func testRenameDeleteUndoAndPin() {
        let d = driver()
        d.key(.right)
        d.key(.right)  // beta
        d.type("r")
        XCTAssertEqual(editing(d)?.text, "beta", "prefilled, the cursor at its end")
        d.key(.backspace)
        d.type("ta!")
        d.key(.enter)
        XCTAssertEqual(d.board.texts[0], [["alpha", "betta!"]])
        d.type("d")
        XCTAssertEqual(d.board.texts[0], [["alpha"]])
        XCTAssertTrue(d.lines.last!.contains("Deleted 'betta!' (u to undo)"), d.screen)
        d.type("u")
        XCTAssertEqual(d.board.texts[0], [["alpha", "betta!"]], "back in its slot")
        d.type("p")
        XCTAssertTrue(d.board[TagPath(.top, 0, 1)].isPinned)
        XCTAssertTrue(d.screen.contains("{betta!}"), d.screen)
        d.type("p")
        XCTAssertFalse(d.board[TagPath(.top, 0, 1)].isPinned)
        d.type("u")
        d.type("u")
        d.type("u")
        XCTAssertEqual(d.board.texts[0], [["alpha", "beta"]], "unpin, pin and rename undone in turn")
    }

    func testInThePickerCandidatesAreNotEditedButNewOnesCanBeAdded() {
        let d = driver(picker: true)
        d.key(.tab)  // a candidate
        d.type("d")
        XCTAssertTrue(d.lines.last!.contains("Candidates cannot be deleted; chosen tags can"), d.screen)
        d.type("p")
        XCTAssertTrue(d.lines.last!.contains("Candidates cannot be pinned"), d.screen)
        d.type("a")
        d.type("new one")
        d.key(.enter)
        XCTAssertTrue(d.board.texts[1][0].contains("new one"), "\(d.board.texts)")
        XCTAssertEqual(d.board.tagCount, 5)
    }
}

extension TagEditTests {
    func testUnderAFilterAnAddedOrRenamedTagStaysInSightUntilTheQueryChanges() {
        let d = driver()
        d.type("/")
        d.type("al")
        d.key(.enter)
        XCTAssertTrue(d.screen.contains("[alpha]") && !d.screen.contains("[beta]"), d.screen)
        d.key(.right)
        d.type("a")
        d.type("zebra")
        d.key(.enter)
        XCTAssertTrue(d.screen.contains("[zebra]"), "shown though 'al' does not match it: " + d.screen)
        d.key(.left)   // alpha
        d.type("r")
        d.key(.control("u"))
        d.type("omega")
        d.key(.enter)
        XCTAssertTrue(d.screen.contains("[omega]"), "a renamed tag stays in sight: " + d.screen)
        d.type("/")
        d.type("x")
        d.key(.backspace)
        d.key(.enter)
        XCTAssertFalse(d.screen.contains("[zebra]") || d.screen.contains("[omega]"), "a new query judges them: " + d.screen)
        XCTAssertEqual(d.board.texts[0], [["omega", "zebra", "beta"]])
    }
}
