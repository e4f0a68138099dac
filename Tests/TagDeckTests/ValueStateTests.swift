@testable import TagDeck
import TagDeckTesting
import XCTest

/// The deck's state is a value: a copy does not change when the deck goes on, and the deck changes its panes'
/// layouts in place (it never pays for a copy it does not need).
final class ValueStateTests: XCTestCase {
    private func driver() -> HeadlessDriver {
        HeadlessDriver(board: TestBoards.literal(top: [["a", "b"]], bottom: [(0..<3_000).map { "t\($0)" }]),
                       width: 80, height: 24)
    }

    /// Keys, a keyboard carry, a send, an undo and a mouse drag, each followed by a frame.
    private func play(_ d: HeadlessDriver) {
        for key in [Key.tab, .right, .space, .right, .right, .down, .left, .up, .space, .enter, .character("u")] {
            d.key(key)
            _ = d.deck.render()
        }
        let f = d.frame(of: "t5")
        d.press(f.x, f.y)
        for x in [f.x + 1, 5, 6] {
            d.move(x, x == f.x + 1 ? f.y : 2)
            _ = d.deck.render()
        }
        d.release(6, 2)
        _ = d.deck.render()
    }

    func testAStateCopiedBeforeEventsKeepsItsBoardPanesAndFocus() {
        let d = driver()
        d.key(.tab)
        let copy = d.state
        let board = copy.board
        let frame = copy.chipFrame(TagPath(.bottom, 0, 7))
        let focus = copy.focus
        play(d)
        XCTAssertNotEqual(d.board, board, "the deck went on")
        XCTAssertEqual(copy.board, board)
        XCTAssertEqual(copy.focus, focus)
        XCTAssertEqual(copy.chipFrame(TagPath(.bottom, 0, 7)), frame, "the copy's layout is its own")
        XCTAssertEqual(copy.mode, .browsing)
    }

    func testTheDeckChangesItsPanesLayoutsInPlace() {
        let d = driver()
        _ = d.deck.render()
        let layouts = PaneSide.allCases.map { ObjectIdentifier(d.state[$0].layout) }
        play(d)
        XCTAssertNotEqual(d.board[.top].tagCount, 2, "a chip was moved into the top pane")
        XCTAssertEqual(PaneSide.allCases.map { ObjectIdentifier(d.state[$0].layout) }, layouts,
                       "a move, a send or a frame copied a pane's layout")
    }
}
