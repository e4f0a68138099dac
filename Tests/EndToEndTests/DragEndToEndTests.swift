import XCTest

/// Mouse drags on the real tagdeck in a terminal: reorder, move to the other pane, cancel, a burst of
/// events in one write, the X10 encoding, undo and redo.
final class DragEndToEndTests: XCTestCase {
    private var run: DeckRun?

    override func tearDown() {
        run?.close()
        run = nil
    }

    private func start(board: String? = nil, width: Int = 100, height: Int = 30,
                       term: String = "xterm-256color", arguments: [String] = ["--reduced-motion"]) throws -> DeckRun {
        // Half and half: these drags pass through the top pane's empty rows, as the panes were split before
        // they were sized by their content (the split itself is SplitEndToEndTests').
        let r = try DeckRun(board: board, width: width, height: height, term: term,
                            arguments: arguments + ["--split", "50"])
        run = r
        return r
    }

    /// The 1-based row and column where `chip` (e.g. `[Alpha]`) is drawn; fails the test when it is not shown.
    private func place(of chip: String, in screen: DeckScreen,
                       file: StaticString = #filePath, line: UInt = #line) throws -> (x: Int, y: Int) {
        let y = try XCTUnwrap(screen.rowContaining(chip), "\(chip) not on screen:\n\(screen)", file: file, line: line)
        let x = try XCTUnwrap(screen.column(of: chip, onRow: y), file: file, line: line)
        return (x, y)
    }

    /// On the small board: drags Alpha onto the right half of Gamma, step by step, and drops it there.
    private func dragAlphaAfterGamma(_ r: DeckRun) throws -> Int {
        let s = r.screen
        let row = try XCTUnwrap(s.rowContaining("[Alpha]"), "\(s)")
        XCTAssertEqual(s.chips(onRow: row), ["Alpha", "Beta", "Gamma", "Delta"])
        let alpha = try place(of: "[Alpha]", in: s)
        let gamma = try place(of: "[Gamma]", in: s)
        r.send(r.mouse.press(alpha.x + 2, row))
        r.send(r.mouse.motion(alpha.x + 3, row))
        r.expectStatus("Lifted 'Alpha' from Top › A, 1 of 4")
        // "[Gamma]" is 7 cells wide: its right half starts 3 cells in.
        r.send(r.mouse.motion(gamma.x + 5, row))
        r.expectStatus("Dragging 'Alpha' to Top › A, 3 of 4")
        r.send(r.mouse.release(gamma.x + 5, row))
        r.expectStatus("Moved 'Alpha' to Top › A, 3 of 4")
        r.expectChips(["Beta", "Gamma", "Alpha", "Delta"], onRow: row, "after the drop")
        return row
    }

    func testDragReordersChipsWithinAPane() throws {
        let r = try start(board: TestBoards.small, width: 60, height: 20)
        _ = try dragAlphaAfterGamma(r)
        XCTAssertEqual(r.screen.titleCounts, [4, 6])
        // The drop is saved at once.
        XCTAssertTrue(r.session.waitUntil { r.savedBoard?.contains("- Beta\n- Gamma\n- Alpha\n- Delta\n") == true },
                      r.savedBoard ?? "no file")
        r.quit()
    }

    /// Drags World from the demo's bottom pane onto the left half of 科技 in the top pane, passing through the
    /// top pane's empty space first.
    private func dragWorldBeforeKeji(_ r: DeckRun) throws {
        let s = r.screen
        XCTAssertEqual(s.titleCounts, [6, 30], "\(s)")
        let world = try place(of: "[World]", in: s)
        let keji = try place(of: "[科技]", in: s)
        r.send(r.mouse.press(world.x + 2, world.y))
        r.send(r.mouse.motion(20, 10))
        r.expectStatus("Dragging 'World' to Your Paper › Nearby, 3 of 3")
        r.send(r.mouse.motion(keji.x + 1, keji.y))
        r.expectStatus("Dragging 'World' to Your Paper › Favourites, 3 of 5")
        r.send(r.mouse.release(keji.x + 1, keji.y))
        r.expectStatus("Moved 'World' to Your Paper › Favourites, 3 of 5")
        let after = r.expectChips(["Headlines", "Technology", "World", "科技", "Design"], onRow: keji.y,
                                  "World lands in the slot under the pointer:")
        XCTAssertEqual(after.chips(onRow: world.y),
                       ["Business", "Politics", "Science", "Health", "Climate", "体育"], "\(after)")
        XCTAssertEqual(after.titleCounts, [7, 29], "\(after)")
    }

    func testDragFromTheBottomPaneLandsInTheSlotUnderThePointer() throws {
        let r = try start()
        try dragWorldBeforeKeji(r)
        r.quit()
    }

    func testSameDragWithX10MouseUnderTmuxTerm() throws {
        // With animations this time: the checks poll until the chip has flown into its slot.
        let r = try start(term: "tmux-256color", arguments: [])
        XCTAssertEqual(r.session.modes, "1 0 1", "button-motion tracking, no SGR: X10 reports")
        try dragWorldBeforeKeji(r)
        r.quit()
    }

    func testReleaseOutsideBothPanesLeavesTheBoardAsBefore() throws {
        let r = try start()
        let before = r.screen
        let world = try place(of: "[World]", in: before)
        let keji = try place(of: "[科技]", in: before)
        r.send(r.mouse.press(world.x + 2, world.y))
        r.send(r.mouse.motion(keji.x + 1, keji.y))
        r.expectStatus("Dragging 'World' to Your Paper › Favourites, 3 of 5")
        // The status row is in neither pane.
        r.send(r.mouse.motion(40, r.height))
        r.send(r.mouse.release(40, r.height))
        r.expectStatus("Cancelled: 'World' back to Browse › News, 1 of 7")
        r.expectBoard(before.board, "a release outside both panes puts everything back")

        // The right button cancels too.
        r.send(r.mouse.press(world.x + 2, world.y), r.mouse.motion(keji.x + 1, keji.y))
        r.expectStatus("Dragging 'World' to Your Paper › Favourites, 3 of 5")
        r.send(r.mouse.rightPress(keji.x + 1, keji.y))
        r.expectStatus("Cancelled: 'World' back to Browse › News, 1 of 7")
        r.send(r.mouse.release(keji.x + 1, keji.y))
        r.expectBoard(before.board, "the right button puts everything back")
        r.quit()
    }

    func testBurstOfMouseEventsInOneWriteLosesNone() throws {
        let r = try start()
        let s = r.screen
        let technology = try place(of: "[Technology]", in: s)
        let food = try place(of: "[Food]", in: s)
        // Press, 29 motions wandering over both panes (chips make room all along the way), then the 30th on
        // the left half of Food, the first chip of Life; the release where the last motion was.
        var reports = r.mouse.press(technology.x + 3, technology.y)
        for i in 1...29 {
            let x = 4 + (i * 37) % 90
            let y = 3 + (i * 7) % 24
            reports += r.mouse.motion(x, y)
        }
        reports += r.mouse.motion(food.x + 1, food.y)
        reports += r.mouse.release(food.x + 1, food.y)
        r.send(reports)

        r.expectStatus("Moved 'Technology' to Browse › Life, 1 of 7")
        let after = r.expectChips(["Technology", "Food", "Travel", "🏃 Fitness", "Parenting", "Style", "Home & Garden"],
                                  onRow: food.y, "the drop lands where the last motion was:")
        XCTAssertEqual(after.chips(onRow: technology.y), ["Headlines", "科技", "Design"], "\(after)")
        XCTAssertEqual(after.titleCounts, [5, 31], "\(after)")
        XCTAssertEqual(after.allChips.sorted(), s.allChips.sorted(), "no tag lost or doubled")
        // One drop, one undo step: undoing it gives the board as it was.
        r.keys("u")
        r.expectStatus("Undid")
        r.expectBoard(s.board, "one undo after the burst")
        r.quit()
    }

    func testUndoAndRedoAfterADrop() throws {
        let r = try start(board: TestBoards.small, width: 60, height: 20)
        let before = r.screen
        let row = try dragAlphaAfterGamma(r)
        let dropped = r.screen
        XCTAssertTrue(r.session.waitUntil { r.savedBoard?.contains("- Gamma\n- Alpha\n") == true },
                      r.savedBoard ?? "no file")

        r.keys("u")
        r.expectStatus("Undid: 'Alpha' to Top › A, 1 of 4")
        r.expectChips(["Alpha", "Beta", "Gamma", "Delta"], onRow: row, "after undo")
        r.expectBoard(before.board, "undo restores the board")
        // The undo is saved too: the file is back to its first bytes.
        XCTAssertTrue(r.session.waitUntil { r.savedBoard == TestBoards.small }, r.savedBoard ?? "no file")

        r.keys("C-r")
        r.expectStatus("Redid: 'Alpha' to Top › A, 3 of 4")
        r.expectChips(["Beta", "Gamma", "Alpha", "Delta"], onRow: row, "after redo")
        r.expectBoard(dropped.board, "redo gives the dropped board again")
        XCTAssertTrue(r.session.waitUntil { r.savedBoard?.contains("- Beta\n- Gamma\n- Alpha\n- Delta\n") == true },
                      r.savedBoard ?? "no file")
        r.quit()
    }
}
