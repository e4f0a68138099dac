import XCTest

/// Scrolling a long pane with the wheel and by dragging at its edge, and resizing the terminal mid-drag.
final class ScrollResizeEndToEndTests: XCTestCase {
    private var runs: [DeckRun] = []

    override func tearDown() {
        for r in runs { r.close() }
        runs = []
    }

    private func start(board: String? = nil, width: Int, height: Int) throws -> DeckRun {
        // Half and half, as these screens were laid out before the panes were sized by their content.
        let r = try DeckRun(board: board, width: width, height: height, arguments: ["--reduced-motion", "--split", "50"])
        runs.append(r)
        return r
    }

    /// The 1-based row of the bottom pane's top border.
    private func bottomFrameRow(_ s: DeckScreen) throws -> Int {
        try XCTUnwrap(s.rows.lastIndex { $0.hasPrefix("┌─ ") }.map { $0 + 1 }, "\(s)")
    }

    func testWheelScrollsTheLongPaneUnderThePointer() throws {
        let r = try start(board: TestBoards.long(), width: 60, height: 20)
        let before = r.screen
        let frame = try bottomFrameRow(before)
        XCTAssertTrue(before.row(frame + 1).contains("S01"), "\(before)")
        XCTAssertTrue(before.row(frame + 1).hasSuffix("│"), "no scroll mark at the top yet:\n\(before)")

        r.send(r.mouse.wheelDown(10, frame + 3))
        var (shown, held) = r.waitForScreen { $0.row(frame + 1).contains("S02") }
        XCTAssertTrue(held, "the wheel did not scroll the bottom pane down:\n\(shown)")
        XCTAssertTrue(shown.row(frame + 1).hasSuffix("▲"), "a scroll mark shows there is more above:\n\(shown)")
        XCTAssertEqual(shown.board.prefix(frame - 1), before.board.prefix(frame - 1), "the top pane stays put")

        r.send(r.mouse.wheelDown(10, frame + 3), r.mouse.wheelDown(10, frame + 3))
        (shown, held) = r.waitForScreen { $0.row(frame + 1).contains("S04") }
        XCTAssertTrue(held, "two more wheel steps in one write scroll twice:\n\(shown)")

        // The wheel over the top pane leaves the bottom pane alone: up there, then down here, lands one step
        // further down.
        r.send(r.mouse.wheelUp(10, 3), r.mouse.wheelDown(10, frame + 3))
        (shown, held) = r.waitForScreen { $0.row(frame + 1).contains("S05") }
        XCTAssertTrue(held, "the wheel over the top pane scrolled the bottom one:\n\(shown)")

        r.send(String(repeating: r.mouse.wheelUp(10, frame + 3), count: 4))
        r.expectBoard(before.board, "scrolled back to the top")
        r.quit()
    }

    func testAutoScrollWhileTheDraggedChipRestsOnThePaneEdge() throws {
        let r = try start(board: TestBoards.long(), width: 60, height: 20)
        let before = r.screen
        let chipRow = try XCTUnwrap(before.rowContaining("[T01a]"), "\(before)")
        let x = try XCTUnwrap(before.column(of: "[T01a]", onRow: chipRow))
        let edge = r.height - 1 // the bottom pane's bottom border
        XCTAssertTrue(before.row(edge).hasPrefix("└"), "\(before)")
        XCTAssertNil(before.rowContaining("T12a"), "the end of the pane starts out of view:\n\(before)")

        r.send(r.mouse.press(x + 2, chipRow), r.mouse.motion(x + 3, chipRow))
        r.expectStatus("Lifted 'T01a' from Bottom › S01, 1 of 3")
        // One motion onto the edge, then nothing: the pane must scroll by itself.
        r.send(r.mouse.motion(x + 2, edge))
        let (scrolled, held) = r.waitForScreen { $0.rowContaining("[T12c]") != nil }
        XCTAssertTrue(held, "resting on the edge did not scroll to the end:\n\(scrolled)")
        XCTAssertNil(scrolled.rowContaining("S01 "), "the first section scrolled out of view:\n\(scrolled)")
        r.expectStatus("Dragging 'T01a' to Bottom › S12, 1 of 4")

        r.send(r.mouse.release(x + 2, edge))
        let dropped = r.expectStatus("Moved 'T01a' to Bottom › S12, 1 of 4")
        let row = try XCTUnwrap(dropped.rowContaining("[T12a]"), "\(dropped)")
        XCTAssertEqual(dropped.chips(onRow: row), ["T01a", "T12a", "T12b", "T12c"], "\(dropped)")
        XCTAssertEqual(dropped.titleCounts, [2, 36], "\(dropped)")
        XCTAssertTrue(r.session.waitUntil { r.savedBoard?.contains("## S12\n- T01a\n- T12a\n") == true },
                      r.savedBoard ?? "no file")
        r.quit()
    }

    /// Checks that every board row is a clean frame row `width` cells wide with no characters left over.
    private func assertCleanFrames(_ s: DeckScreen, width: Int, file: StaticString = #filePath, line: UInt = #line) {
        for (i, row) in s.board.enumerated() {
            XCTAssertEqual(DeckScreen.cells(row), width, "row \(i + 1) is not \(width) cells:\n\(s)", file: file, line: line)
            let edges = row.filter { "│┌┐└┘▲▼".contains($0) }.count
            XCTAssertEqual(edges, 2, "row \(i + 1) has stray frame characters:\n\(s)", file: file, line: line)
        }
    }

    func testResizeDuringADragRelaysOutAtOnceAndLosesNothing() throws {
        let r = try start(width: 100, height: 30)
        let before = r.screen
        XCTAssertEqual(before.titleCounts, [6, 30])
        XCTAssertEqual(before.allChips.count, 36, "\(before)")
        let world = try XCTUnwrap(before.rowContaining("[World]"))
        let worldX = try XCTUnwrap(before.column(of: "[World]", onRow: world))

        r.send(r.mouse.press(worldX + 2, world), r.mouse.motion(20, 10))
        r.expectStatus("Dragging 'World' to Your Paper › Nearby, 3 of 3")
        XCTAssertEqual(r.screen.titleCounts, [7, 29])

        r.resize(width: 120, height: 40)
        let (resized, held) = r.waitForScreen { DeckScreen.cells($0.row(1)) == 120 && $0.row(40) != "" }
        XCTAssertTrue(held, "no relayout at 120x40:\n\(resized)")
        r.expectStatus("Cancelled: 'World' back to Browse › News, 1 of 7")
        let after = r.screen
        XCTAssertEqual(after.titleCounts, [6, 30], "\(after)")
        XCTAssertEqual(after.allChips.sorted(), before.allChips.sorted(), "no tag lost or doubled:\n\(after)")
        assertCleanFrames(after, width: 120)

        // The same board started at 120x40 looks the same.
        let fresh = try start(width: 120, height: 40)
        XCTAssertEqual(after.board, fresh.screen.board, "after the resize:\n\(after)\nstarted at 120x40:\n\(fresh.screen)")
        fresh.quit()

        // The button comes up where the drag was: nothing is dropped.
        r.send(r.mouse.release(20, 10))
        r.expectStatus("Cancelled")
        XCTAssertEqual(r.screen.board, after.board)

        // Too small in the middle of another drag: a clear message; large again: the board as it was.
        let worldNow = try XCTUnwrap(after.rowContaining("[World]"))
        let worldNowX = try XCTUnwrap(after.column(of: "[World]", onRow: worldNow))
        r.send(r.mouse.press(worldNowX + 2, worldNow), r.mouse.motion(20, 10))
        r.expectStatus("Dragging 'World' to Your Paper › Nearby")
        r.resize(width: 15, height: 6)
        let (small, said) = r.waitForScreen {
            $0.rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
                == "Terminal too small: 15x6, tagdeck needs 20x8"
        }
        XCTAssertTrue(said, "no clear message at 15x6:\n\(small)")
        r.send(r.mouse.release(5, 3))
        r.resize(width: 100, height: 30)
        r.expectBoard(before.board, "the board is back at 100x30")
        XCTAssertEqual(r.screen.titleCounts, [6, 30])
        r.quit()
    }
}
