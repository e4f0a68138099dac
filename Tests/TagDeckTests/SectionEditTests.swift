import XCTest
@testable import TagDeck

/// Sections and panes edited in place: a new section, a section and a pane renamed, a section deleted (at once
/// when empty, after y when not), each one undo step.
final class SectionEditTests: XCTestCase {
    private func driver() -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        let board = TestBoards.literal(top: [["alpha"]], bottom: [["gamma", "Echo"], ["one"]],
                                       titles: ["Bottom0": "Letters", "Bottom1": "Digits"])
        return HeadlessDriver(board: board, width: 70, height: 24, options: options)
    }

    func testNewSectionRenameAndUndo() {
        let d = driver()
        d.key(.tab)         // gamma
        d.type("n")
        d.type("Fresh")
        d.key(.enter)
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["Letters", "Fresh", "Digits"])
        XCTAssertEqual(d.controller.folder.focusedTitle, SectionPath(.bottom, 1), "the focus rests on the new title")
        XCTAssertTrue(d.screen.contains("Fresh · 0"), d.screen)
        d.type("r")
        d.key(.control("u"))
        d.type("Newer")
        d.key(.enter)
        XCTAssertEqual(d.board[.bottom].sections[1].title, "Newer")
        d.type("R")
        d.key(.control("u"))
        d.type("Library")
        d.key(.enter)
        XCTAssertEqual(d.board[.bottom].title, "Library")
        d.type("u")
        d.type("u")
        d.type("u")
        XCTAssertEqual(d.board, driver().board, "three edits, three undo steps")
        d.key(.control("r"))
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["Letters", "Fresh", "Digits"])
    }

    func testDeletingASectionAsksWhenItHoldsTags() {
        let d = driver()
        d.key(.tab)
        d.key(.up)          // the Letters title
        XCTAssertEqual(d.controller.folder.focusedTitle, SectionPath(.bottom, 0))
        d.type("d")
        XCTAssertEqual(d.deck.mode, .confirming(.deleteSection(SectionPath(.bottom, 0))))
        XCTAssertTrue(d.lines.last!.contains("Delete section 'Letters' and its 2 tags? y/n"), d.screen)
        d.key(.escape)
        XCTAssertEqual(d.board, driver().board, "Esc keeps it")
        XCTAssertTrue(d.lines.last!.contains("Kept section 'Letters'"), d.screen)
        d.type("d")
        d.type("y")
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["Digits"])
        XCTAssertEqual(d.board.tagCount, 2)
        XCTAssertTrue(d.lines.last!.contains("Deleted section 'Letters' and its 2 tags (u to undo)"), d.screen)
        d.type("u")
        XCTAssertEqual(d.board, driver().board, "the section and its tags are back")
        // An empty section goes at once; a pane keeps its last section.
        d.type("n")
        d.type("Empty")
        d.key(.enter)
        d.type("d")
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["Letters", "Digits"])
        d.key(.backTab)
        d.type("r")
        d.key(.escape)
        XCTAssertEqual(d.deck.mode, .browsing)
    }
}
