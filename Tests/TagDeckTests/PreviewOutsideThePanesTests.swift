import TagDeckTestSupport
import TagDeckTesting
import XCTest

@testable import TagDeck

/// While the pointer is outside both panes, the screen shows what a release there does: a cancel.
final class PreviewOutsideThePanesTests: XCTestCase {
    private let board = TestBoards.literal(top: [["Alpha", "Beta"]], bottom: [["Gamma", "Delta"]],
                                           titles: ["Top0": "Chosen", "Bottom0": "汉字"])

    /// Lift `Delta`, move into the empty part of the top pane (the placeholder goes to the end of its section),
    /// then onto the status row: the placeholder is back at the origin, the counts are as they were, the status
    /// says the release cancels, and the floating chip is drawn above the status row, not over it.
    func testThePointerOnTheStatusRowShowsTheCancel() {
        let d = HeadlessDriver(board: board, width: 60, height: 20)
        let delta = d.chipCenter("Delta")!
        d.press(delta.x, delta.y)
        d.move(delta.x, delta.y - 1)
        let top = d.state.top.viewport
        d.move(top.x + 30, top.maxY - 1)
        XCTAssertEqual(d.board.path(of: "Delta"), TagPath(.top, 0, 2), d.screen)
        XCTAssertTrue(d.lines.last!.contains("Dragging 'Delta'"), d.screen)
        d.move(10, 19)
        XCTAssertEqual(d.board, board, "the tag is back in its slot:\n\(d.screen)")
        let lines = d.lines
        XCTAssertTrue(lines[19].hasPrefix("Release here cancels: 'Delta' goes back to Bottom"),
                      lines[19])
        XCTAssertFalse(lines[19].contains("[Delta]"), "the floating chip covers the status row")
        XCTAssertTrue(lines[18].contains("Delta"), "the floating chip is drawn just above:\n\(d.screen)")
        XCTAssertTrue(lines.contains { $0.contains("Chosen · 2") }, d.screen)
        // Back into a pane, the slot follows the pointer again.
        d.move(top.x + 30, top.maxY - 1)
        XCTAssertEqual(d.board.path(of: "Delta"), TagPath(.top, 0, 2))
        d.move(10, 19)
        d.release(10, 19)
        XCTAssertEqual(d.board, board)
        XCTAssertTrue(d.lines.last!.hasPrefix("Cancelled: 'Delta' back"), d.lines.last!)
    }

    /// Straight from the lift onto the status row: the same.
    func testALiftStraightOntoTheStatusRow() {
        let d = HeadlessDriver(board: board, width: 60, height: 20)
        let delta = d.chipCenter("Delta")!
        d.press(delta.x, delta.y)
        d.move(delta.x, 19)
        XCTAssertNotNil(d.state.session)
        XCTAssertEqual(d.board, board)
        XCTAssertTrue(d.lines[19].hasPrefix("Release here cancels"), d.lines[19])
        XCTAssertFalse(d.lines[19].contains("Delta]"), d.lines[19])
    }
}
