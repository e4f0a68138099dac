import XCTest
@testable import TagDeck
import TagDeckTesting

/// The picker's chosen entries that its input did not offer: set aside in a first section of their own (still
/// chosen), or dropped; when the input ends during a drag, at the drop.
final class MissingChosenTests: XCTestCase {
    private func picker(drop: Bool = false) -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        options.mode = .picker
        options.dropsMissing = drop
        let board = TestBoards.literal(top: [["b", "zz", "yy"]], bottom: [["a", "c"]])
        return HeadlessDriver(board: board, width: 60, height: 20, options: options)
    }

    func testTheyAreSetAsideInAFirstSectionAndStillChosen() {
        let d = picker()
        d.send(.chosenMissing(["zz", "yy"]))
        XCTAssertEqual(d.board[.top].sections.map(\.title), ["Not among the candidates", "Among the candidates"])
        XCTAssertEqual(d.board.texts[0], [["zz", "yy"], ["b"]])
        XCTAssertTrue(d.screen.contains("Not among the candidates · 2"), d.screen)
        XCTAssertTrue(d.lines.last!.contains("2 chosen entries are not among the candidates"), d.screen)
        XCTAssertEqual(d.board.tagCount, 5, "nothing is lost")
    }

    func testDropMissingDropsThem() {
        let d = picker(drop: true)
        d.send(.chosenMissing(["zz"]))
        XCTAssertEqual(d.board.texts[0], [["b", "yy"]])
        XCTAssertEqual(d.board[.top].sections.map(\.title), [""])
        XCTAssertTrue(d.lines.last!.contains("1 chosen entry is not among the candidates (dropped)"), d.screen)
    }

    func testDuringADragTheyWaitForTheDrop() throws {
        let d = picker()
        let a = try XCTUnwrap(d.chipCenter("a"))
        d.press(a.x, a.y)
        d.move(a.x + 4, a.y + 1)
        XCTAssertNotNil(d.state.session)
        d.send(.chosenMissing(["zz"]))
        XCTAssertEqual(d.board[.top].sections.count, 1, "not while a chip is in hand")
        d.release(a.x + 4, a.y + 1)
        d.settle()
        XCTAssertEqual(d.board[.top].sections.first?.tags.map(\.text), ["zz"], "set aside at the drop")
    }
}
