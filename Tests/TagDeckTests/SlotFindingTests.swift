import XCTest

@testable import TagDeck
import TagDeckTesting

/// Where a mouse drop lands: each test presses a chip, moves the pointer to one cell, releases there, and checks
/// the board. Screen 40x20: top pane rows 0-8 (content rows 1-7, columns 2-37), bottom pane rows 9-18 (content
/// rows 10-17), status row 19.
final class SlotFindingTests: XCTestCase {
    static let (width, height) = (40, 20)

    /// Top: `aa bbbb cc dddddd` on one row (chip widths 4, 6, 4, 8), then a titled empty section.
    /// Bottom: `ee ff`.
    static let flat = TestBoards.literal(top: [["aa", "bbbb", "cc", "dddddd"], []], bottom: [["ee", "ff"]],
                                      titles: ["Top1": "Empty"])

    /// Top: one section wrapping onto two rows at width 36: `aaaaaaaaaa bbbbbbbbbb cccccc` (34 cells, two cells
    /// left over), then `dd ee`. Bottom: empty.
    static let wrapped = TestBoards.literal(top: [["aaaaaaaaaa", "bbbbbbbbbb", "cccccc", "dd", "ee"]], bottom: [[]])

    func driver(_ board: Board) -> HeadlessDriver {
        HeadlessDriver(board: board, width: Self.width, height: Self.height, options: DeckOptions.halves)
    }

    /// Presses the middle of the chip `text`, moves to `point` in one motion, releases there, and returns the
    /// board after the drop has settled.
    func drop(_ text: String, at point: Point, on board: Board,
              file: StaticString = #filePath, line: UInt = #line) -> [[[String]]] {
        let d = driver(board)
        let f = d.frame(of: text, file: file, line: line)
        let start = Point(x: f.x + f.width / 2, y: f.y)
        XCTAssertNotEqual(start, point, "the pointer must move to lift", file: file, line: line)
        d.press(start.x, start.y)
        d.move(point.x, point.y)
        XCTAssertEqual(d.state.session?.tag.text, text, "the chip lifted", file: file, line: line)
        d.release(point.x, point.y)
        XCTAssertNil(d.state.session, file: file, line: line)
        d.settle()
        XCTAssertTrue(d.board.checkInvariants(), file: file, line: line)
        return d.board.texts
    }

    func frame(_ text: String, in board: Board) -> Rect { driver(board).frame(of: text) }

    // MARK: Over a chip

    func testEveryCellOfTheLeftHalfDropsBeforeTheChipAndOfTheRightHalfAfterIt() {
        let cases: [(dragged: String, target: String, before: [String], after: [String])] = [
            ("aa", "cc", ["bbbb", "aa", "cc", "dddddd"], ["bbbb", "cc", "aa", "dddddd"]),
            ("aa", "dddddd", ["bbbb", "cc", "aa", "dddddd"], ["bbbb", "cc", "dddddd", "aa"]),
            ("dddddd", "bbbb", ["aa", "dddddd", "bbbb", "cc"], ["aa", "bbbb", "dddddd", "cc"]),
            ("dddddd", "aa", ["dddddd", "aa", "bbbb", "cc"], ["aa", "dddddd", "bbbb", "cc"]),
            ("bbbb", "cc", ["aa", "bbbb", "cc", "dddddd"], ["aa", "cc", "bbbb", "dddddd"]),
        ]
        for c in cases {
            let f = frame(c.target, in: Self.flat)
            for dx in 0..<f.width {
                let result = drop(c.dragged, at: Point(x: f.x + dx, y: f.y), on: Self.flat)
                let expected = dx < f.width / 2 ? c.before : c.after
                XCTAssertEqual(result[0][0], expected, "\(c.dragged) dropped on cell \(dx) of \(c.target)")
            }
        }
    }

    func testAChipOfOddWidthSplitsAtItsMiddle() {
        let board = TestBoards.literal(top: [["aaa", "b", "ccccc"]], bottom: [[]])
        let f = frame("ccccc", in: board)  // 7 cells: 0-2 left half, 3 the middle, 4-6 right half
        for dx in [0, 1, 2] {
            XCTAssertEqual(drop("aaa", at: Point(x: f.x + dx, y: f.y), on: board)[0][0], ["b", "aaa", "ccccc"])
        }
        for dx in [4, 5, 6] {
            XCTAssertEqual(drop("aaa", at: Point(x: f.x + dx, y: f.y), on: board)[0][0], ["b", "ccccc", "aaa"])
        }
    }

    func testOverAChipOfTheOtherPane() {
        let cc = frame("cc", in: Self.flat)
        XCTAssertEqual(drop("ee", at: cc.origin, on: Self.flat),
                       [[["aa", "bbbb", "ee", "cc", "dddddd"], []], [["ff"]]])
        XCTAssertEqual(drop("ee", at: Point(x: cc.maxX - 1, y: cc.y), on: Self.flat),
                       [[["aa", "bbbb", "cc", "ee", "dddddd"], []], [["ff"]]])
        let ff = frame("ff", in: Self.flat)
        XCTAssertEqual(drop("aa", at: ff.origin, on: Self.flat),
                       [[["bbbb", "cc", "dddddd"], []], [["ee", "aa", "ff"]]])
    }

    // MARK: Between chips and past them

    func testAGapDropsBetweenItsTwoChips() {
        let cc = frame("cc", in: Self.flat)
        let bbbb = frame("bbbb", in: Self.flat)
        XCTAssertEqual(drop("aa", at: Point(x: cc.maxX, y: cc.y), on: Self.flat)[0][0],
                       ["bbbb", "cc", "aa", "dddddd"])
        XCTAssertEqual(drop("dddddd", at: Point(x: bbbb.x - 1, y: bbbb.y), on: Self.flat)[0][0],
                       ["aa", "dddddd", "bbbb", "cc"])
        XCTAssertEqual(drop("ee", at: Point(x: bbbb.maxX, y: bbbb.y), on: Self.flat),
                       [[["aa", "bbbb", "ee", "cc", "dddddd"], []], [["ff"]]])
    }

    func testPastTheEndOfAWrappedRowDropsAfterItsLastChip() {
        let c = frame("cccccc", in: Self.wrapped)
        let dd = frame("dd", in: Self.wrapped)
        XCTAssertEqual(dd.y, c.y + 1, "the row wraps before dd")
        for x in (c.maxX)...(Self.width - 3) {
            XCTAssertEqual(drop("ee", at: Point(x: x, y: c.y), on: Self.wrapped)[0][0],
                           ["aaaaaaaaaa", "bbbbbbbbbb", "cccccc", "ee", "dd"], "x \(x)")
        }
    }

    func testPastTheLastChipDropsAtTheEnd() {
        let ee = frame("ee", in: Self.wrapped)
        let end = ["bbbbbbbbbb", "cccccc", "dd", "ee", "aaaaaaaaaa"]
        for x in (ee.maxX)...(Self.width - 3) {
            XCTAssertEqual(drop("aaaaaaaaaa", at: Point(x: x, y: ee.y), on: Self.wrapped)[0][0], end, "x \(x)")
        }
        // Below all content of the pane: the end as well.
        for y in (ee.y + 1)...7 {
            XCTAssertEqual(drop("aaaaaaaaaa", at: Point(x: 10, y: y), on: Self.wrapped)[0][0], end, "y \(y)")
        }
        let d = driver(Self.flat)
        let ff = d.frame(of: "ff")
        XCTAssertEqual(drop("aa", at: Point(x: ff.maxX + 3, y: ff.y), on: Self.flat),
                       [[["bbbb", "cc", "dddddd"], []], [["ee", "ff", "aa"]]])
        XCTAssertEqual(drop("ee", at: Point(x: 20, y: 16), on: Self.flat),
                       [[["aa", "bbbb", "cc", "dddddd"], []], [["ff", "ee"]]])
    }

    // MARK: Empty sections and panes

    func testAnEmptySectionOffersItsOnlySlot() {
        let row = frame("aa", in: Self.flat).y
        // Row + 1 is the empty section's title, row + 2 its empty row.
        for y in [row + 1, row + 2] {
            for x in [2, 10, 37] {
                XCTAssertEqual(drop("bbbb", at: Point(x: x, y: y), on: Self.flat),
                               [[["aa", "cc", "dddddd"], ["bbbb"]], [["ee", "ff"]]], "(\(x),\(y))")
                XCTAssertEqual(drop("ff", at: Point(x: x, y: y), on: Self.flat),
                               [[["aa", "bbbb", "cc", "dddddd"], ["ff"]], [["ee"]]], "(\(x),\(y))")
            }
        }
    }

    func testAnEmptyPaneOffersItsOnlySlot() {
        for y in 10...17 {
            for x in [2, 20, 37] {
                XCTAssertEqual(drop("dd", at: Point(x: x, y: y), on: Self.wrapped),
                               [[["aaaaaaaaaa", "bbbbbbbbbb", "cccccc", "ee"]], [["dd"]]], "(\(x),\(y))")
            }
        }
    }

    // MARK: Outside both panes

    func testReleasingOutsideBothPanesChangesNothing() {
        for target in [Point(x: 5, y: 19), Point(x: 39, y: 19), Point(x: 45, y: 5), Point(x: 10, y: 25)] {
            XCTAssertEqual(drop("aa", at: target, on: Self.flat), Self.flat.texts, "\(target)")
        }
        // After reordering live, a release outside puts everything back.
        let d = driver(Self.flat)
        let aa = d.frame(of: "aa")
        let ff = d.frame(of: "ff")
        d.press(aa.x + 1, aa.y)
        d.move(ff.maxX - 1, ff.y)
        XCTAssertEqual(d.board.texts, [[["bbbb", "cc", "dddddd"], []], [["ee", "ff", "aa"]]])
        d.move(8, 19)  // over the status row: the preview shows the cancel a release there makes
        XCTAssertEqual(d.board, Self.flat)
        d.release(8, 19)
        XCTAssertNil(d.state.session)
        XCTAssertEqual(d.board, Self.flat)
        XCTAssertFalse(d.state.history.canUndo)
    }

    // MARK: Borders

    func testAPointOnAPaneBorderCountsAsTheNearestContentCell() {
        let row = frame("aa", in: Self.flat).y
        // Left border and the blank column inside it: the first content column, on aa's left half.
        for x in [0, 1] {
            XCTAssertEqual(drop("cc", at: Point(x: x, y: row), on: Self.flat)[0][0], ["cc", "aa", "bbbb", "dddddd"])
        }
        // Right border and the blank column inside it: past the end of the row.
        for x in [38, 39] {
            XCTAssertEqual(drop("aa", at: Point(x: x, y: row), on: Self.flat)[0][0], ["bbbb", "cc", "dddddd", "aa"])
        }
        // Top border of the top pane: its first content row, over bbbb's left half.
        let bbbb = frame("bbbb", in: Self.flat)
        XCTAssertEqual(drop("dddddd", at: Point(x: bbbb.x, y: 0), on: Self.flat)[0][0],
                       ["aa", "dddddd", "bbbb", "cc"])
        // Top border of the bottom pane: its first content row, over ff's left half.
        let ff = frame("ff", in: Self.flat)
        XCTAssertEqual(drop("aa", at: Point(x: ff.x, y: 9), on: Self.flat),
                       [[["bbbb", "cc", "dddddd"], []], [["ee", "aa", "ff"]]])
        // Bottom border of the bottom pane: its last content row, below all content: the end.
        XCTAssertEqual(drop("aa", at: Point(x: ff.x, y: 18), on: Self.flat),
                       [[["bbbb", "cc", "dddddd"], []], [["ee", "ff", "aa"]]])
        // Bottom border of the top pane: its last content row, below all content: the end of its last section.
        XCTAssertEqual(drop("ee", at: Point(x: 4, y: 8), on: Self.flat),
                       [[["aa", "bbbb", "cc", "dddddd"], ["ee"]], [["ff"]]])
        // A corner: the nearest content cell is the first cell of the first row.
        XCTAssertEqual(drop("cc", at: Point(x: 0, y: 0), on: Self.flat)[0][0], ["cc", "aa", "bbbb", "dddddd"])
    }
}
