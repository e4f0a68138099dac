import TagDeck
import XCTest
import TagDeckTesting

/// Reach anything in a few keys: `]` `[` between sections (on into the other pane), `g` `G`, counts, and the
/// same keys moving a lifted chip.
final class ReachTests: XCTestCase {
    private func driver() -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        let board = TestBoards.literal(top: [["a1", "a2"], ["b1"], []], bottom: [["c1", "c2", "c3", "c4"], ["d1"]])
        return HeadlessDriver(board: board, width: 60, height: 24, options: options)
    }

    func testBracketsJumpBetweenSectionsAndAcrossPanes() {
        let d = driver()
        d.key(.right)  // shows the focus on a1
        d.type("]")
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 1, 0))
        d.type("]")  // the empty third section is passed over; on into the bottom pane
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 0, 0))
        d.type("]")
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 1, 0))
        d.type("[")
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 0, 0))
        d.type("[")
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 1, 0), "back into the top pane")
        XCTAssertTrue(d.lines.last!.contains("'b1' at"), d.screen)
    }

    func testGAndShiftGAndCounts() {
        let d = driver()
        d.key(.tab)
        d.type("G")
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 1, 0))
        d.type("g")
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 0, 0))
        d.type("3l")
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 0, 3), "3l moves three chips")
        d.type("2h")
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 0, 1))
        d.type("2[")
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 0), "2[ jumps two sections back")
        d.type("12")
        d.key(.enter)  // not a move: the count is forgotten, Enter sends once
        XCTAssertEqual(d.board.texts[1][1], ["d1", "a1"])
    }

    func testTheSameKeysMoveALiftedChip() {
        let d = driver()
        d.key(.right)
        d.key(.space)  // lifts a1
        d.type("G")
        XCTAssertEqual(d.state.session?.current, TagPath(.top, 2, 0), "to the end of the pane")
        d.type("g")
        XCTAssertEqual(d.state.session?.current, TagPath(.top, 0, 0))
        d.type("]")
        XCTAssertEqual(d.state.session?.current, TagPath(.top, 1, 0))
        d.key(.home)
        d.type("2]")
        XCTAssertEqual(d.state.session?.current, TagPath(.top, 2, 0), "2] two sections on")
        d.key(.space)
        XCTAssertEqual(d.board.texts[0], [["a2"], ["b1"], ["a1"]])
        d.type("u")
        XCTAssertEqual(d.board.texts[0], [["a1", "a2"], ["b1"], []], "one undo step")
    }
}
