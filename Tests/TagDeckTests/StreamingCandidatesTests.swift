import TagDeck
import XCTest
import TagDeckTesting

/// Candidates arriving while the picker runs: they join the end of the bottom pane, the filter judges them, a
/// drag in progress goes on undisturbed, nothing is an undo step, and the title says more are coming.
final class StreamingCandidatesTests: XCTestCase {
    private func picker() -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        options.mode = .picker
        let board = TestBoards.literal(top: [[]], bottom: [["a1", "b1"]], titles: [:])
        return HeadlessDriver(board: board, width: 60, height: 16, options: options)
    }

    func testCandidatesJoinTheEndWhileADragGoesOn() {
        let d = picker()
        d.send(DeckEvent.candidates([], ended: false))
        XCTAssertTrue(d.lines.contains { $0.contains("Bottom · 2…") }, d.screen)
        d.key(.home)
        d.key(.space)  // carries a1
        d.key(.right)
        let carried = d.state.session
        XCTAssertNotNil(carried, d.screen)
        d.send(DeckEvent.candidates(["c1", "d1"], ended: false))
        XCTAssertEqual(d.state.session, carried, "the carry goes on")
        XCTAssertEqual(d.board.texts[1], [["b1", "a1", "c1", "d1"]])
        d.key(.space)
        XCTAssertEqual(d.board.texts[1], [["b1", "a1", "c1", "d1"]])
        XCTAssertEqual(d.state.history.done.count, 1, "arrivals are no undo steps")
        d.type("u")
        XCTAssertEqual(d.board.texts[1], [["a1", "b1", "c1", "d1"]])
        d.send(DeckEvent.candidates(["e1"], ended: true))
        XCTAssertTrue(d.lines.contains { $0.contains("Bottom · 5 ") }, "no … once the input ended:\n\(d.screen)")
    }

    func testTheFilterInForceJudgesArrivals() {
        let d = picker()
        d.type("/1")
        d.key(.enter)
        d.send(DeckEvent.candidates(["x1", "y2", "z1"], ended: false))
        XCTAssertTrue(d.lines.contains { $0.contains("Bottom · 4/5…") }, d.screen)
        XCTAssertTrue(d.screen.contains("[z1]") && !d.screen.contains("[y2]"), d.screen)
        d.type("*")
        XCTAssertEqual(d.state.marks.count, 4)
    }
}
