import TagDeck
import XCTest
import TagDeckTesting

/// Every chip state is drawn with its own role, so the terminal can style each distinctly.
final class StyleRoleTests: XCTestCase {
    func testPlaceholderLiftedFocusedAndPinnedRoles() {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        var grid = d.deck.render()
        XCTAssertEqual(grid[2, 2].role, .chipPinned, "{Headlines}")
        XCTAssertEqual(grid[14, 2].role, .chip, "[Tech]")
        d.key(.right)
        d.key(.right)
        grid = d.deck.render()
        XCTAssertEqual(grid[14, 2].role, .chipFocused)
        d.press(16, 2)
        d.move(17, 3)
        grid = d.deck.render()
        let s = d.state.session!
        let slot = d.state.chipFrame(s.current)
        XCTAssertEqual(grid[slot.x, slot.y].role, .placeholder)
        let floating = s.floatingOrigin
        XCTAssertEqual(grid[floating.x, floating.y].role, .chipLifted)
        XCTAssertEqual(grid[floating.x + 1, floating.y].text, "T")
    }

    func testPinnedChipNeverLiftsAndTheStatusSaysWhy() {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        let before = d.board
        d.press(4, 2)
        d.move(20, 12)
        d.release(20, 12)
        d.settle()
        XCTAssertEqual(d.board, before)
        XCTAssertTrue(d.lines[16].hasPrefix("'Headlines' is pinned and can't be moved"), d.lines[16])
        d.key(.right)
        d.key(.enter)
        XCTAssertEqual(d.board, before)
        XCTAssertTrue(d.lines[16].hasPrefix("'Headlines' is pinned and can't be sent"), d.lines[16])
    }
}
