import XCTest
import TagDeck
import TagDeckTesting

/// A deck hosted in a rectangle of another program's screen: drawn there, given mouse reports in its own
/// coordinates, with its chrome optional.
final class HostingTests: XCTestCase {
    private func board() -> Board {
        try! Board(top: PaneContent(title: "Chosen", sections: [Section(title: "", tags: [Tag("alpha")])]),
                   bottom: PaneContent(title: "Available",
                                       sections: [Section(title: "", tags: ["beta", "gamma", "delta"].map { Tag($0) })]))
    }

    private func options(_ chrome: DeckChrome) -> DeckOptions {
        var options = DeckOptions()
        options.chrome = chrome
        options.reducedMotion = true
        return options
    }

    // MARK: Drawing into a host's grid

    func testADeckDrawnAtAnOriginLandsThereAndLeavesTheHostsCellsAlone() {
        let driver = HeadlessDriver(board: board(), width: 40, height: 12)
        var host = CellGrid(width: 50, height: 15)
        host.write("Host header", x: 0, y: 0, role: .paneTitle)
        host.write("host footer", x: 0, y: 14, role: .hint)
        driver.deck.draw(into: &host, at: Point(x: 2, y: 1))
        let deck = driver.deck.render()
        XCTAssertEqual(host.lines[0], "Host header")
        XCTAssertEqual(host.lines[14], "host footer")
        for y in 0..<12 {
            XCTAssertEqual(host.lines[1 + y], deck.lines[y].isEmpty ? "" : "  " + deck.lines[y], "row \(y)")
        }
    }

    func testCopyingAGridClipsItAndNeverCutsAWideGraphemeInHalf() {
        var small = CellGrid(width: 6, height: 2)
        small.write("日本語", x: 0, y: 0, role: .chip)
        small.write("a日本", x: 0, y: 1, role: .chip)
        small.cursor = Point(x: 5, y: 1)
        var host = CellGrid(width: 4, height: 3)
        host.draw(small, at: Point(x: 0, y: 1))
        XCTAssertEqual(host.lines, ["", "日本", "a日"], "a wide grapheme that would cross the edge is a blank")
        XCTAssertNil(host.cursor, "a cursor outside the host's grid is not copied")

        var left = CellGrid(width: 5, height: 1)
        left.draw(small, at: Point(x: -1, y: 0))
        XCTAssertEqual(left.lines, [" 本語"], "the first grapheme's second half is blank, not half a glyph")

        var under = CellGrid(width: 6, height: 1)
        under.write("漢字漢", x: 0, y: 0, role: .chip)
        var dot = CellGrid(width: 1, height: 1)
        dot.write("x", x: 0, y: 0, role: .chip)
        under.draw(dot, at: Point(x: 3, y: 0))
        XCTAssertEqual(under.lines, ["漢 x漢"], "the host's wide grapheme cut by the copy becomes a blank")

        small.cursor = Point(x: 1, y: 0)
        host.draw(small, at: Point(x: 0, y: 1))
        XCTAssertEqual(host.cursor, Point(x: 1, y: 1))
    }

    func testMouseReportsMovedIntoTheRectangleDragAsTheyWouldAtTheOrigin() throws {
        let direct = HeadlessDriver(board: board(), width: 40, height: 12, options: options(.all))
        let hosted = HeadlessDriver(board: board(), width: 40, height: 12, options: options(.all))
        let origin = Point(x: 2, y: 1)
        let from = try XCTUnwrap(direct.chipCenter("gamma"))
        let to = try XCTUnwrap(direct.chipCenter("alpha")) + Point(x: 8, y: 0)
        direct.drag(from: from, through: [from + Point(x: 1, y: -1), to])
        // The host sees screen coordinates and moves them into the deck's rectangle.
        let screen: [InputEvent] = [.press(from + origin, .left), .drag(from + Point(x: 1, y: -1) + origin),
                                    .drag(to + origin), .release(to + origin)]
        for event in screen {
            XCTAssertNotNil(event.point)
            hosted.send(event.moved(by: Point(x: -origin.x, y: -origin.y)))
        }
        direct.settle()
        hosted.settle()
        XCTAssertEqual(hosted.board, direct.board)
        XCTAssertEqual(hosted.board.top.sections[0].tags.map(\.text), ["alpha", "gamma"])
        XCTAssertEqual(InputEvent.key(.up).moved(by: Point(x: 3, y: 3)), .key(.up))
        XCTAssertTrue(InputEvent.press(from, .left).startsGesture)
        XCTAssertFalse(InputEvent.release(from).startsGesture)
    }

    // MARK: Chrome

    func testWithoutTheStatusLineThePanesTakeEveryRowAndTheHostReadsTheText() {
        let bare = HeadlessDriver(board: board(), width: 40, height: 12, options: options(.none))
        let full = HeadlessDriver(board: board(), width: 40, height: 12, options: options(.all))
        XCTAssertTrue(bare.lines[11].hasPrefix("└"), "the bottom pane ends on the last row: \(bare.lines)")
        XCTAssertTrue(full.lines[10].hasPrefix("└"))
        XCTAssertEqual(full.lines[11].hasPrefix("Drag chips"), true)
        XCTAssertEqual(bare.deck.statusText, full.deck.statusText)
        bare.key(.character("/"))
        bare.type("ga")
        XCTAssertEqual(bare.deck.statusText, "/ga")
        XCTAssertFalse(bare.screen.contains("/ga"), "the line being typed is the host's to show")
        XCTAssertNil(bare.deck.render().cursor)
        bare.key(.escape)
        bare.key(.escape)
        bare.key(.character("?"))
        XCTAssertEqual(bare.deck.mode, .browsing, "without the help in the chrome, ? is the host's")
        full.key(.character("?"))
        XCTAssertNotEqual(full.deck.mode, .browsing)
    }

    func testTheTooSmallMessageIsChrome() {
        let bare = HeadlessDriver(board: board(), width: 10, height: 4, options: options(.none))
        let full = HeadlessDriver(board: board(), width: 10, height: 4, options: options(.all))
        XCTAssertEqual(bare.lines, ["", "", "", ""])
        XCTAssertTrue(full.screen.contains("too small"))
    }
}
