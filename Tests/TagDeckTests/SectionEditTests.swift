import XCTest
@testable import TagDeck
import TagDeckTesting

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
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.bottom, 1), "the focus rests on the new title")
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
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.bottom, 0))
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

extension SectionEditTests {
    func testASectionLiftedWithSpaceMovesWithItsTagsAndIsOneUndoStep() {
        let d = driver()
        d.key(.tab)
        d.key(.up)              // the Letters title
        d.key(.space)
        XCTAssertEqual(d.deck.mode, .movingSection(origin: SectionPath(.bottom, 0), current: SectionPath(.bottom, 0)))
        d.key(.down)            // below Digits
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["Digits", "Letters"], "the others make room")
        d.key(.tab)             // into the top pane, at its end (next to the bottom pane)
        XCTAssertEqual(d.board[.top].sections.map(\.title), ["", "Letters"])
        XCTAssertEqual(d.board.texts[0], [["alpha"], ["gamma", "Echo"]], "its tags come along")
        XCTAssertEqual(d.state.revision, 0, "nothing is committed before the drop")
        d.key(.space)
        XCTAssertEqual(d.deck.mode, .browsing)
        XCTAssertTrue(d.lines.last!.contains("Moved section 'Letters' to Top, 2 of 2"), d.screen)
        XCTAssertEqual(d.state.revision, 1)
        d.type("u")
        XCTAssertEqual(d.board, driver().board, "one undo step")
        // A cancel puts it back.
        _ = d.deck.state.moveFocus { SectionFolder.focusTitle(&$0, $1, SectionPath(.bottom, 1)) }
        d.key(.space)
        d.key(.up)
        d.key(.escape)
        XCTAssertEqual(d.board, driver().board)
    }
}

extension SectionEditTests {
    func testAOnASectionTitleAddsAtTheStartOfThatSectionOpeningItIfFolded() {
        let d = driver()
        d.key(.tab)
        d.key(.up)          // the Letters title
        d.type("z")         // folded
        d.type("a")
        d.type("first")
        d.key(.enter)
        XCTAssertEqual(d.board.texts[1], [["first", "gamma", "Echo"], ["one"]])
        XCTAssertTrue(d.screen.contains("[first]"), "the section opened to show it: " + d.screen)
    }
}
