import TagDeck
import XCTest
import TagDeckTesting

/// Clicks, double clicks and the wheel, as the pane's gesture recognises them.
final class PointerGestureTests: XCTestCase {
    func testAClickFocusesWithoutMovingAnything() throws {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        let before = d.board
        let world = try XCTUnwrap(d.chipCenter("World"))
        d.press(world.x, world.y)
        d.advance(0.1)
        d.release(world.x, world.y)
        XCTAssertEqual(d.board, before)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "World")
        XCTAssertEqual(d.deck.render()[world.x, world.y].role, .chipFocused)
    }

    func testADoubleClickSendsTheChipToTheOtherPane() throws {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        let world = try XCTUnwrap(d.chipCenter("World"))
        d.press(world.x, world.y)
        d.release(world.x, world.y)
        d.advance(0.1)
        d.press(world.x, world.y)
        d.release(world.x, world.y)
        XCTAssertEqual(d.board.path(of: "World")?.pane, .top)
        XCTAssertEqual(d.state.history.done.count, 1, "one undo step")
    }

    func testTwoClicksTooFarApartAreTwoClicks() throws {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        let world = try XCTUnwrap(d.chipCenter("World"))
        d.press(world.x, world.y)
        d.release(world.x, world.y)
        d.advance(0.5)
        d.press(world.x, world.y)
        d.release(world.x, world.y)
        XCTAssertEqual(d.board.path(of: "World")?.pane, .bottom)
    }

    func testTheWheelScrollsThePaneUnderThePointerAndStopsAtTheEnds() throws {
        let board = try Board(
            top: PaneContent(title: "Chosen", sections: [Section(tags: [Tag("Alpha")])]),
            bottom: PaneContent(title: "Available", sections: [Section(tags: (1...60).map { Tag("n\($0)") })]))
        let d = HeadlessDriver(board: board, width: 30, height: 12)
        d.wheel(5, 8, delta: 1)
        XCTAssertEqual(d.state.bottom.scrollOffset, 2)
        XCTAssertEqual(d.state.top.scrollOffset, 0, "only the pane under the pointer scrolls")
        for _ in 0..<50 { d.wheel(5, 8, delta: 1) }
        let end = d.state.bottom.scrollOffset
        XCTAssertTrue(d.lines.contains { $0.contains("[n60]") }, "the last row is in view at the end")
        d.wheel(5, 8, delta: 1)
        XCTAssertEqual(d.state.bottom.scrollOffset, end, "stops at the end")
        for _ in 0..<50 { d.wheel(5, 8, delta: -1) }
        XCTAssertEqual(d.state.bottom.scrollOffset, 0, "stops at the top")
    }
}

/// The picker starts ready for the keyboard.
final class PickerStartTests: XCTestCase {
    func testThePickerStartsOnTheFirstCandidateAndEnterPicksIt() throws {
        let board = try Board(top: PaneContent(title: "Chosen"),
                              bottom: PaneContent(title: "Available", sections: [Section(tags: [Tag("a"), Tag("b")])]))
        var options = DeckOptions()
        options.mode = .picker
        let d = HeadlessDriver(board: board, width: 80, height: 12, options: options)
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "a")
        XCTAssertTrue(d.lines[11].hasPrefix("Enter picks"), d.lines[11])
        XCTAssertTrue(d.lines[11].hasSuffix("? help · q accept · Esc cancel"), d.lines[11])
        d.key(.enter)
        XCTAssertEqual(d.board[.top].sections[0].tags.map(\.text), ["a"])
        d.key(.escape)
        XCTAssertEqual(d.deck.outcome, .cancelled)
    }
}
