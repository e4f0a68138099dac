import TagDeck
import XCTest
import TagDeckTesting

/// Keyboard focus moves like a text cursor: Up and Down keep the column they started from.
final class KeyboardFocusTests: XCTestCase {
    /// Row 1: [aaaaaaaaaa] [Target], row 2: [b] (short), row 3: [cccccccccc] [Below].
    private func board() throws -> Board {
        try Board(
            top: PaneContent(title: "T", sections: [
                Section(tags: [Tag("aaaaaaaaaa"), Tag("Target")]),
                Section(title: "Short", tags: [Tag("b")]),
                Section(tags: [Tag("cccccccccc"), Tag("Below")]),
            ]),
            bottom: PaneContent(title: "B", sections: [Section(tags: [Tag("x")])]))
    }

    func testDownThroughAShortRowKeepsTheGoalColumn() throws {
        let d = HeadlessDriver(board: try board(), width: 30, height: 16)
        d.key(.right)  // shows the focus on the first chip
        d.key(.right)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "Target")
        d.key(.down)
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.top, 1), "the focus rests on the title between")
        d.key(.down)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "b", "the only chip of the short row")
        XCTAssertNil(d.state.focusedTitle)
        d.key(.down)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "Below", "back under the goal column")
        d.key(.up)
        d.key(.up)
        d.key(.up)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "Target")
    }

    func testLeftOrRightForgetsTheGoalColumn() throws {
        let d = HeadlessDriver(board: try board(), width: 30, height: 16)
        d.key(.right)
        d.key(.right)
        d.key(.down)  // the title Short
        d.key(.left)  // back to Target, the chip before the title; the goal is now Target's own column
        d.key(.left)  // aaaaaaaaaa
        d.key(.down)  // Short
        d.key(.down)  // b
        d.key(.down)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "cccccccccc")
    }

    func testDownFromTheLastRowCrossesIntoTheOtherPane() throws {
        let d = HeadlessDriver(board: try board(), width: 30, height: 16)
        d.key(.end)
        d.key(.down)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "x")
        XCTAssertEqual(d.state.activeSide, .bottom)
        // Up from a pane's first row rests on the pane's title first, then crosses.
        d.key(.up)
        XCTAssertEqual(d.state.focusedPane, .bottom)
        XCTAssertEqual(d.state.status, "B · pane title, 1 tag, r renames it")
        d.key(.up)
        XCTAssertEqual(d.state.activeSide, .top)
        XCTAssertNil(d.state.focusedPane)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "Below")
    }

    func testRRenamesAFocusedPaneTitleAndDownGoesBackIn() throws {
        let d = HeadlessDriver(board: try board(), width: 30, height: 16)
        d.key(.right)   // aaaaaaaaaa, on the first row
        d.key(.up)
        XCTAssertEqual(d.state.focusedPane, .top)
        d.type("z")
        XCTAssertTrue(d.state.status.contains("'T' is the pane's title: r renames it"), d.state.status)
        d.type("r")
        d.key(.control("u"))
        d.type("Mine")
        d.key(.enter)
        XCTAssertEqual(d.board[.top].title, "Mine")
        d.key(.down)
        XCTAssertNil(d.state.focusedPane)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "aaaaaaaaaa")
    }
}
