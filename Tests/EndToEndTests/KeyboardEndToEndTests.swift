import XCTest

/// The keyboard drag on the real tagdeck: lift, move, drop, carry to the other pane, cancel, send and send back.
final class KeyboardEndToEndTests: XCTestCase {
    private var run: DeckRun?

    override func tearDown() {
        run?.close()
        run = nil
    }

    /// The small board at 60x20, with the rows of sections A (top), B and C (bottom).
    private func start() throws -> (DeckRun, a: Int, b: Int, c: Int) {
        let r = try DeckRun(board: TestBoards.small, width: 60, height: 20)
        run = r
        let s = r.screen
        let a = try XCTUnwrap(s.rowContaining("[Alpha]"), "\(s)")
        let b = try XCTUnwrap(s.rowContaining("[One]"), "\(s)")
        let c = try XCTUnwrap(s.rowContaining("[Five]"), "\(s)")
        XCTAssertEqual(s.chips(onRow: a), ["Alpha", "Beta", "Gamma", "Delta"])
        XCTAssertEqual(s.chips(onRow: b), ["One", "Two", "Three", "Four"])
        XCTAssertEqual(s.chips(onRow: c), ["Five", "Six"])
        return (r, a, b, c)
    }

    func testSpaceLiftsArrowsMoveSpaceDrops() throws {
        let (r, a, _, _) = try start()
        // Nothing is focused yet: Space lifts the first chip of the active (top) pane.
        r.keys("Space")
        r.expectStatus("Lifted 'Alpha' from Top › A, 1 of 4")
        r.keys("Right")
        r.expectStatus("Dragging 'Alpha' to Top › A, 2 of 4")
        r.keys("Right")
        r.expectStatus("Dragging 'Alpha' to Top › A, 3 of 4")
        r.expectChips(["Beta", "Gamma", "Alpha", "Delta"], onRow: a, "the chip moves live:")
        r.keys("Left")
        r.expectStatus("Dragging 'Alpha' to Top › A, 2 of 4")
        r.keys("Space")
        r.expectStatus("Moved 'Alpha' to Top › A, 2 of 4")
        r.expectChips(["Beta", "Alpha", "Gamma", "Delta"], onRow: a, "after the drop")
        XCTAssertTrue(r.session.waitUntil { r.savedBoard?.contains("- Beta\n- Alpha\n- Gamma\n") == true },
                      r.savedBoard ?? "no file")
        r.quit()
    }

    func testTabCarriesTheLiftedChipIntoTheOtherPane() throws {
        let (r, a, b, c) = try start()
        r.keys("Space")
        r.expectStatus("Lifted 'Alpha' from Top › A, 1 of 4")
        r.keys("Tab")
        // Into the other pane, at its end.
        r.expectStatus("Dragging 'Alpha' to Bottom › C, 3 of 3")
        r.expectChips(["Five", "Six", "Alpha"], onRow: c, "carried to the end of the bottom pane:")
        r.keys("Up")
        r.expectStatus("Dragging 'Alpha' to Bottom › B")
        r.keys("Space")
        let dropped = r.expectStatus("Moved 'Alpha' to Bottom › B")
        XCTAssertEqual(dropped.chips(onRow: a), ["Beta", "Gamma", "Delta"], "\(dropped)")
        XCTAssertEqual(dropped.chips(onRow: c), ["Five", "Six"], "\(dropped)")
        XCTAssertEqual(dropped.chips(onRow: b).sorted(), ["Alpha", "Four", "One", "Three", "Two"], "\(dropped)")
        XCTAssertEqual(dropped.titleCounts, [3, 7], "\(dropped)")
        r.quit()
    }

    func testEscapeCancelsAndLeavesTheBoardAsBefore() throws {
        let (r, _, b, _) = try start()
        let before = r.screen
        r.keys("Space", "Right", "Tab", "Up")
        r.expectStatus("Dragging 'Alpha' to Bottom › B")
        XCTAssertTrue(r.screen.chips(onRow: b).contains("Alpha"), "\(r.screen)")
        r.keys("Escape")
        r.expectStatus("Cancelled: 'Alpha' back to Top › A, 1 of 4")
        r.expectBoard(before.board, "Escape puts the chip back where it was")
        // A cancel changes nothing, so nothing is saved.
        XCTAssertEqual(r.savedBoard, TestBoards.small)
        r.quit()
    }

    func testEnterSendsAndEnterAgainSendsBackToTheOriginalSlot() throws {
        let (r, a, _, c) = try start()
        let before = r.screen
        // The first arrow only shows the focus (on Alpha); the second moves it to Beta.
        r.keys("Right", "Right")
        r.expectStatus("'Beta' at Top › A, 2 of 4")
        r.keys("Enter")
        r.expectStatus("Sent 'Beta' to Bottom › C, 3 of 3")
        let sent = r.expectChips(["Five", "Six", "Beta"], onRow: c, "sent to the end of the other pane:")
        XCTAssertEqual(sent.chips(onRow: a), ["Alpha", "Gamma", "Delta"], "\(sent)")
        XCTAssertEqual(sent.titleCounts, [3, 7], "\(sent)")

        // To the sent chip (the last one of the bottom pane), and Enter again.
        r.keys("Tab", "End")
        r.expectStatus("'Beta' at Bottom › C, 3 of 3")
        r.keys("Enter")
        r.expectStatus("Sent 'Beta' to Top › A, 2 of 4")
        r.expectChips(["Alpha", "Beta", "Gamma", "Delta"], onRow: a, "back in its original slot:")
        r.expectBoard(before.board, "send and send back leave the board as it was")
        r.quit()
    }
}
