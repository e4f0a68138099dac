import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck
@testable import TagDeckTerminal

final class GridDiffTests: XCTestCase {
    func testFirstFrameDrawsEveryCell() {
        let grid = CellGrid(width: 3, height: 2)
        XCTAssertEqual(GridDiff.changedCells(from: nil, to: grid).count, 6)
    }

    func testUnchangedFrameDrawsNothing() {
        var grid = CellGrid(width: 10, height: 2)
        grid.write("tags", x: 1, y: 1, role: .chip)
        XCTAssertEqual(GridDiff.changedCells(from: grid, to: grid), [])
    }

    func testOnlyChangedCellsAreDrawn() {
        var old = CellGrid(width: 10, height: 2)
        old.write("ab", x: 0, y: 0, role: .chip)
        var new = old
        new.write("b", x: 0, y: 0, role: .chip)
        new.write("z", x: 9, y: 1, role: .plain)
        XCTAssertEqual(GridDiff.changedCells(from: old, to: new), [Point(x: 0, y: 0), Point(x: 9, y: 1)])
    }

    func testRoleChangeIsAChange() {
        var old = CellGrid(width: 4, height: 1)
        old.write("x", x: 1, y: 0, role: .chip)
        var new = old
        new.write("x", x: 1, y: 0, role: .chipFocused)
        XCTAssertEqual(GridDiff.changedCells(from: old, to: new), [Point(x: 1, y: 0)])
    }

    func testWideCellsAreDrawnOnceFromTheirFirstColumn() {
        let old = CellGrid(width: 6, height: 1)
        var new = old
        new.write("漢字", x: 1, y: 0, role: .chip)
        XCTAssertEqual(GridDiff.changedCells(from: old, to: new), [Point(x: 1, y: 0), Point(x: 3, y: 0)])
        XCTAssertFalse(GridDiff.changedCells(from: nil, to: new).contains(Point(x: 2, y: 0)))
    }

    func testSizeChangeRedrawsEverything() {
        let old = CellGrid(width: 2, height: 2)
        let new = CellGrid(width: 3, height: 2)
        XCTAssertEqual(GridDiff.changedCells(from: old, to: new).count, 6)
    }

    func testDrawableTextBlanksGraphemesNcursesMeasuresDifferently() throws {
        // wcwidth measures by the locale, as in tagdeck, which sets a UTF-8 locale before drawing.
        let saved = String(cString: setlocale(LC_CTYPE, nil))
        defer { setlocale(LC_CTYPE, saved) }
        try XCTSkipIf(setlocale(LC_CTYPE, "C.UTF-8") == nil && setlocale(LC_CTYPE, "en_US.UTF-8") == nil,
                      "no UTF-8 locale installed")
        XCTAssertEqual(ScreenPainter.drawableText(Cell("a"), fitsIn: 5), "a")
        XCTAssertEqual(ScreenPainter.drawableText(Cell("漢", width: 2), fitsIn: 5), "漢")
        XCTAssertEqual(ScreenPainter.drawableText(Cell("漢", width: 2), fitsIn: 1), " ")
        XCTAssertEqual(ScreenPainter.drawableText(Cell("e\u{301}"), fitsIn: 5), "e\u{301}")
        // A family emoji is three wide characters to ncurses but one 2-column grapheme to tagdeck.
        XCTAssertEqual(ScreenPainter.drawableText(Cell("👨\u{200D}👩\u{200D}👧", width: 2), fitsIn: 5), "  ")
    }
}
