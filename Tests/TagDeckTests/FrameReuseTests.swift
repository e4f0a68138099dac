import XCTest
@testable import TagDeck
import TagDeckTesting

/// A frame starts from the last one's cells and draws again only the rows whose inputs changed (`FrameMemo`).
/// Each test marks rows of the kept frame with `#`: a row the next frame keeps still shows them, a row it draws
/// again does not. Every frame is also compared with one drawn afresh (the suite's random runs do the same after
/// every event, through `DeckExerciser`).
final class FrameReuseTests: XCTestCase {
    private func driver() -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        let board = Board(checkedTop: PaneContent(title: "Chosen", sections: [Section(title: "Picked", tags: [Tag("top")])]),
                          bottom: PaneContent(title: "Pool", sections: [
                            Section(title: "Many", tags: (0..<120).map { Tag("tag\($0)") })]))
        return HeadlessDriver(board: board, width: 80, height: 24, options: options)
    }

    /// Writes `#` over row `y` of the frame the deck keeps.
    private func mark(_ d: HeadlessDriver, row y: Int) {
        guard d.deck.frames.memo != nil else { return XCTFail("no frame kept") }
        for x in 0..<d.deck.width { d.deck.frames.memo!.grid[x, y] = Cell("#") }
    }

    /// The row that shows `text`, in a frame drawn afresh.
    private func row(of text: String, _ d: HeadlessDriver) -> Int {
        DeckRenderer.render(d.deck).lines.firstIndex { $0.contains("[\(text)]") } ?? -1
    }

    /// Draws a frame, checks it against one drawn afresh, and returns whether row `y` kept its marks.
    private func keeps(_ d: HeadlessDriver, row y: Int, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let lines = d.deck.render().lines, afresh = DeckRenderer.render(d.deck).lines
        // Rows still marked were kept (the marks are this test's); every other row is as one drawn afresh.
        for (k, text) in lines.enumerated() where !text.contains("#") {
            XCTAssertEqual(text, afresh[k], "row \(k) differs from one drawn afresh", file: file, line: line)
        }
        return lines[y].contains("#")
    }

    func testRowsWhoseChipsDidNotChangeKeepTheLastFramesCells() {
        let d = driver()
        _ = d.deck.render()
        let y = row(of: "tag60", d)
        XCTAssertGreaterThan(y, 0)
        mark(d, row: y)
        XCTAssertTrue(keeps(d, row: y), "nothing changed: the row is not drawn again")
        XCTAssertFalse(DeckRenderer.render(d.deck).lines[y].contains("#"), "a frame drawn afresh has no marks")
    }

    func testTheRowsTheFocusLeavesAndReachesAreDrawnAgain() {
        let d = driver()
        d.key(.tab)
        d.key(.down)
        _ = d.deck.render()
        guard let focused = d.state.focusedChip else { return XCTFail("no focus") }
        let from = row(of: d.board[focused].text, d), far = row(of: "tag100", d)
        mark(d, row: from)
        mark(d, row: far)
        d.key(.down)
        guard let next = d.state.focusedChip else { return XCTFail("no focus") }
        let to = row(of: d.board[next].text, d)
        mark(d, row: to)
        XCTAssertNotEqual(from, to)
        XCTAssertFalse(keeps(d, row: from), "the row the focus left is drawn again")
        d.key(.up)
        XCTAssertFalse(keeps(d, row: to), "and the row it left next")
        XCTAssertTrue(keeps(d, row: far), "a row the focus never touched is kept")
    }

    func testAChangeOfTheBoardDrawsEveryRowAgain() {
        let d = driver()
        _ = d.deck.render()
        let far = row(of: "tag100", d)
        mark(d, row: far)
        // The first chip sent up: every later chip moves back a slot.
        guard let first = d.chipCenter("tag0") else { return XCTFail("no chip") }
        d.press(first.x, first.y)
        d.release(first.x, first.y)
        d.key(.enter)
        d.settle()
        XCTAssertTrue(d.board[.top].sections[0].tags.map(\.text).contains("tag0"))
        XCTAssertFalse(keeps(d, row: far), "a row far from the change is drawn again all the same")
    }

    func testTheStatusLineIsKeptUntilItsMessageChanges() {
        let d = driver()
        _ = d.deck.render()
        let status = d.deck.height - 1
        mark(d, row: status)
        XCTAssertTrue(keeps(d, row: status), "the same message: the line is kept")
        d.key(.tab)
        XCTAssertFalse(keeps(d, row: status), "a new message is drawn")
    }

    func testADragStepThatMovesNoChipRedrawsOnlyTheRowsOfTheFloatingChip() {
        let d = driver()
        _ = d.deck.render()
        guard let start = d.chipCenter("tag0") else { return XCTFail("no chip") }
        d.press(start.x, start.y)
        d.advance(1)
        d.move(start.x, start.y + 1)
        _ = d.deck.render()
        let far = row(of: "tag100", d)
        mark(d, row: far)
        mark(d, row: start.y + 1)
        let before = d.board
        d.move(start.x + 1, start.y + 1)
        XCTAssertTrue(d.state.isDragging)
        XCTAssertEqual(d.board, before, "a step of one cell over the same chip moves no chip")
        XCTAssertFalse(keeps(d, row: start.y + 1), "the floating chip's row is drawn again")
        XCTAssertTrue(keeps(d, row: far), "a row far from the pointer is kept")
    }
}
