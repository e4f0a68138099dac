import XCTest
import TagDeck
import TagDeckANSI
import TagDeckTestSupport
import TagDeckTesting

final class ANSIPainterTests: XCTestCase {
    /// The grid's rows as a terminal shows them: a cell with no text (a zero-width grapheme's cell) is a blank.
    private func shown(_ grid: CellGrid) -> [String] {
        (0..<grid.height).map { y in
            var line = ""
            for x in 0..<grid.width where grid[x, y].width > 0 {
                line += grid[x, y].text.isEmpty ? String(repeating: " ", count: Int(grid[x, y].width)) : grid[x, y].text
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private func demoDriver(width: Int = 60, height: Int = 16) -> HeadlessDriver {
        var available = Section(title: "Languages")
        for text in ["rust", "swift", "go", "zig", "日本語", "naïve", "👩‍💻 dev"] { available.tags.append(Tag(text)) }
        let board = try! Board(top: PaneContent(title: "Chosen", sections: [Section(title: "", tags: [Tag("alpha")])]),
                               bottom: PaneContent(title: "Available", sections: [available]))
        return HeadlessDriver(board: board, width: width, height: height)
    }

    func testAFrameReplayedOnATerminalShowsTheGrid() {
        let driver = demoDriver()
        var painter = ANSIPainter(depth: .full256)
        var terminal = TerminalModel(width: 60, height: 16)
        let first = driver.deck.render()
        let out = painter.frame(first)
        terminal.feed(out)
        XCTAssertEqual(terminal.lines, shown(first))
        XCTAssertEqual(terminal.cursorShown, first.cursor != nil)
        driver.key(.right)
        let focused = driver.deck.render()
        XCTAssertNotNil(focused.cursor, "the cursor follows the focused chip")
        terminal.feed(painter.frame(focused))
        XCTAssertTrue(terminal.cursorShown)
        XCTAssertEqual(terminal.cursor, focused.cursor)
    }

    func testLaterFramesWriteOnlyWhatChangedAndStillShowTheGrid() {
        let driver = demoDriver()
        var painter = ANSIPainter(depth: .eight)
        var terminal = TerminalModel(width: 60, height: 16)
        let first = driver.deck.render()
        let full = painter.frame(first)
        terminal.feed(full)
        XCTAssertEqual(painter.frame(driver.deck.render()), "", "an unchanged frame writes nothing")
        driver.key(.right)
        driver.key(.space)
        driver.key(.right)
        let moved = driver.deck.render()
        let step = painter.frame(moved)
        XCTAssertLessThan(step.utf8.count, full.utf8.count / 4, "a step writes the changed cells, not the screen")
        terminal.feed(step)
        XCTAssertEqual(terminal.lines, shown(moved))
        XCTAssertNotEqual(moved.lines, first.lines)
    }

    func testARegionBelowOtherLinesIsDrawnAtItsOriginAndLeavesThemAlone() {
        let driver = demoDriver(width: 50, height: 10)
        var painter = ANSIPainter(depth: .none, origin: Point(x: 3, y: 5))
        var terminal = TerminalModel(width: 60, height: 16)
        terminal.feed("$ earlier output\r\n$ more\r\n")
        let grid = driver.deck.render()
        terminal.feed(painter.frame(grid))
        XCTAssertEqual(Array(terminal.lines[0..<2]), ["$ earlier output", "$ more"])
        for y in 0..<10 {
            XCTAssertEqual(String(terminal.lines[5 + y].dropFirst(3)), shown(grid)[y], "row \(y)")
        }
    }

    func testColoursFollowTheDepth() {
        let roles: [StyleRole] = [.chipFocused, .statusError, .frameActive]
        for role in roles {
            var grid = CellGrid(width: 4, height: 1)
            grid.write("x", x: 0, y: 0, role: role)
            var mono = ANSIPainter(depth: .none)
            XCTAssertFalse(mono.frame(grid).contains(";3"), "no colour at depth none for \(role)")
        }
        var grid = CellGrid(width: 4, height: 1)
        grid.write("x", x: 0, y: 0, role: .chipFocused)
        var full = ANSIPainter(depth: .full256)
        XCTAssertTrue(full.frame(grid).contains("\u{1B}[0;"), "a styled cell sets its style")
    }

    /// A line's own colours (`tagdeck pick --ansi`) are drawn over the chip's style: its colour where it has one,
    /// brought down to eight colours on such a terminal, left out without colours (its attributes kept); a cell
    /// whose ink changes is a change.
    func testInkedCellsAreDrawnInTheirOwnColoursOverTheRole() {
        var grid = CellGrid(width: 6, height: 1)
        grid.write("ab", x: 0, y: 0, role: .chip)
        grid.write("cd", x: 2, y: 0, role: .chip, ink: Ink(foreground: 196, [.italic]))
        var full = ANSIPainter(depth: .full256)
        let frame = full.frame(grid)
        XCTAssertTrue(frame.contains("\u{1B}[0;3;38;5;196;48;5;238mcd"), frame.debugDescription)
        XCTAssertTrue(frame.contains("\u{1B}[0;38;5;253;48;5;238mab"), frame.debugDescription)
        var eight = ANSIPainter(depth: .eight)
        XCTAssertTrue(eight.frame(grid).contains("\u{1B}[0;3;31;44mcd"), "196 is a red")
        var none = ANSIPainter(depth: .none)
        XCTAssertTrue(none.frame(grid).contains("\u{1B}[0;3mcd"))
        var same = grid
        same.write("c", x: 2, y: 0, role: .chip, ink: Ink(foreground: 21))
        XCTAssertEqual(full.frame(same), "\u{1B}[1;3H\u{1B}[0;38;5;21;48;5;238mc\u{1B}[0m", "only the cell whose ink changed")
        XCTAssertEqual(full.frame(same), "", "nothing changed")
    }
}
