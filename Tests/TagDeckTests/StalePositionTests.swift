import TagDeckTestSupport
import XCTest

@testable import TagDeck
import TagDeckTesting

/// Positions held across events never outlive the board they index: the crash of a chip in flight towards a
/// section that moved away (`PaneLayout.row` out of range, drawn from `BoardRenderer.drawFloating`), and its
/// kin, each as a short event sequence.
final class StalePositionTests: XCTestCase {
    private func board() -> Board {
        TestBoards.literal(top: [["a", "b"], ["c"]], bottom: [["w", "x", "y"]],
                           titles: ["Top0": "Favs", "Top1": "Nearby", "Bottom0": "News"])
    }

    /// The row on screen that shows `text` (a section title).
    private func row(of text: String, in driver: HeadlessDriver) -> Int {
        guard let y = driver.lines.firstIndex(where: { $0.contains(text) }) else {
            XCTFail("no row shows '\(text)':\n\(driver.screen)")
            return 0
        }
        return y
    }

    /// Drags the title of the top pane's first section ("Favs") into the bottom pane.
    private func dragFavsIntoTheBottomPane(_ d: HeadlessDriver) {
        let favs = row(of: "Favs", in: d)
        let news = row(of: "News", in: d)
        d.press(4, favs)
        d.move(4, news)
        d.move(4, news + 1)
        d.release(4, news + 1)
    }

    /// `w` is sent into the top pane's last section and is still flying when the top pane's first section is
    /// dragged by its title into the bottom pane: the flight's slot (top, section 1) no longer exists.
    func testAFlightIntoASectionThatMovesAwayLandsWhereItsTagIs() {
        let d = HeadlessDriver(board: board(), width: 60, height: 20)
        d.press(d.chipCenter("w")!.x, d.chipCenter("w")!.y)
        d.release(d.chipCenter("w")!.x, d.chipCenter("w")!.y)
        d.press(d.chipCenter("w")!.x, d.chipCenter("w")!.y)
        d.release(d.chipCenter("w")!.x, d.chipCenter("w")!.y)  // a double click sends it
        XCTAssertEqual(d.board.path(of: "w"), TagPath(.top, 1, 1), d.screen)
        XCTAssertNotNil(d.state.flights["w"], "the sent chip flies")
        dragFavsIntoTheBottomPane(d)
        XCTAssertEqual(d.board[.top].sections.count, 1, "the section moved to the bottom pane:\n\(d.screen)")
        XCTAssertEqual(d.board.path(of: "w"), TagPath(.top, 0, 1))
        // Drawing while it flies used to trap: its flight still headed for section 1 of the top pane.
        XCTAssertFalse(d.lines.isEmpty)
        XCTAssertEqual(d.state.flights["w"]?.target, TagPath(.top, 0, 1))
        XCTAssertEqual(HeldPositions.problems(in: d.state), [])
        d.settle()
        XCTAssertTrue(d.screen.contains("[w]"), d.screen)
    }

    /// A section deleted while a chip flies into it: the flight ends with its tag.
    func testAFlightIntoADeletedSectionEnds() {
        let d = HeadlessDriver(board: board(), width: 60, height: 20)
        // Carry `y` with the keyboard into the top pane's last section, drop it, then delete that section.
        let y = d.chipCenter("y")!
        d.press(y.x, y.y)
        d.move(y.x + 1, y.y)
        let c = d.chipCenter("c")!
        d.move(c.x + 2, c.y)
        d.release(c.x + 2, c.y)
        XCTAssertEqual(d.board.path(of: "y")?.section, 1, d.screen)
        XCTAssertNotNil(d.state.flights["y"])
        d.press(4, row(of: "Nearby", in: d))
        d.release(4, row(of: "Nearby", in: d))
        d.key(.character("d"))
        d.key(.character("y"))
        XCTAssertNil(d.board.path(of: "y"), d.screen)
        XCTAssertFalse(d.lines.isEmpty)
        XCTAssertNil(d.state.flights["y"])
        XCTAssertEqual(HeldPositions.problems(in: d.state), [])
    }

    /// Marks follow a section carried into the other pane: a bundle lifted afterwards finds all its chips.
    func testMarksFollowASectionCarriedAcross() {
        let d = HeadlessDriver(board: board(), width: 60, height: 20)
        d.key(.character("*"))
        XCTAssertEqual(d.state.marks.count(in: .top), 3)
        dragFavsIntoTheBottomPane(d)
        XCTAssertEqual(d.board[.bottom].sections.count, 2, d.screen)
        XCTAssertEqual(d.state.marks.count(in: .top), 1)
        XCTAssertEqual(d.state.marks.count(in: .bottom), 5)
        XCTAssertEqual(HeldPositions.problems(in: d.state), [])
    }
}
