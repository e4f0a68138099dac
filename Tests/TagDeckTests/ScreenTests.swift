import TagDeck
import XCTest
import TagDeckTesting

/// Whole screens, asserted line by line, for each thing a user sees while dragging with the mouse.
final class ScreenTests: XCTestCase {
    private func driver(_ board: Board = sampleBoard(), width: Int = 44, height: Int = 17) -> HeadlessDriver {
        // Half and half: these screens were drawn before the panes were sized by their content.
        HeadlessDriver(board: board, width: width, height: height, options: DeckOptions.halves)
    }

    func testLiftByHoldingThenTheChipFloatsWithItsGrabOffset() {
        let d = driver()
        d.press(16, 2)
        d.advance(0.19)
        XCTAssertNil(d.state.session, "not lifted before the press delay")
        d.advance(0.01)
        assertScreen(d, named: "LiftByHoldingThenTheChipFloatsWithItsGrabOffset")
        d.move(17, 2)
        assertScreen(d, named: "LiftByHoldingThenTheChipFloatsWithItsGrabOffset-2")
    }

    func testLiveReorderWithinAPane() {
        let d = driver()
        d.press(16, 2)
        d.move(17, 2)
        d.move(3, 2)
        assertScreen(d, named: "LiveReorderWithinAPane")
        d.move(27, 2)
        assertScreen(d, named: "LiveReorderWithinAPane-2")
        d.release(27, 2)
        d.settle()
        assertScreen(d, named: "LiveReorderWithinAPane-3")
    }

    func testCrossPaneDragMovesThePlaceholderLiveAndFliesIn() {
        let d = driver()
        d.press(4, 12)
        d.move(5, 12)
        d.move(20, 2)
        assertScreen(d, named: "CrossPaneDragMovesThePlaceholderLiveAndFliesIn")
        d.move(5, 10)
        assertScreen(d, named: "CrossPaneDragMovesThePlaceholderLiveAndFliesIn-2")
        d.move(20, 2)
        d.release(20, 2)
        d.advance(0.125)
        assertScreen(d, named: "CrossPaneDragMovesThePlaceholderLiveAndFliesIn-3")
        d.settle()
        assertScreen(d, named: "CrossPaneDragMovesThePlaceholderLiveAndFliesIn-4")
    }

    func testDropIntoAnEmptySection() {
        let d = driver()
        d.press(4, 12)
        d.move(5, 12)
        d.move(30, 4)
        assertScreen(d, named: "DropIntoAnEmptySection")
        d.release(30, 4)
        d.settle()
        assertScreen(d, named: "DropIntoAnEmptySection-2")
    }

    func testCancelFliesBackToTheExactSlot() {
        let d = driver()
        let before = d.board
        d.press(4, 12)
        d.move(5, 12)
        d.move(20, 2)
        d.release(20, 16)
        assertScreen(d, named: "CancelFliesBackToTheExactSlot")
        d.advance(0.125)
        assertScreen(d, named: "CancelFliesBackToTheExactSlot-2")
        d.settle()
        assertScreen(d, named: "CancelFliesBackToTheExactSlot-3")
        XCTAssertEqual(d.board, before)
    }

    func testAutoScrollWhileDraggingAtAPaneEdge() throws {
        let board = try Board(
            top: PaneContent(title: "Chosen", sections: [Section(tags: [Tag("Alpha")])]),
            bottom: PaneContent(title: "Available", sections: [Section(title: "Numbers", tags: (1...40).map { Tag("n\($0)") })]))
        let d = driver(board, width: 30, height: 12)
        d.press(4, 1)
        d.move(5, 1)
        d.move(5, 9)
        assertScreen(d, named: "AutoScrollWhileDraggingAtAPaneEdge")
        d.advance(0.5)
        assertScreen(d, named: "AutoScrollWhileDraggingAtAPaneEdge-2")
        d.move(5, 10)
        d.advance(0.5)
        assertScreen(d, named: "AutoScrollWhileDraggingAtAPaneEdge-3")
        d.release(5, 8)
        d.settle()
        assertScreen(d, named: "AutoScrollWhileDraggingAtAPaneEdge-4")
    }
}
