import XCTest

/// The split between the panes in a real terminal: sized by the content, `+` `-` `=`, dragging the line between
/// the panes, a cancel, and a resize that keeps a split set by hand as a proportion.
final class SplitEndToEndTests: ScratchSessionTestCase {
    /// The 1-based row of the top pane's bottom border: the first line starting with └.
    private func topPaneBottom(_ s: TmuxSession) -> Int? {
        s.capture().split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("└") }
            .map { $0 + 1 }
    }

    func testContentSizedKeysBorderDragCancelAndResize() throws {
        let bottom = (1...120).map { "- tag\($0)" }.joined(separator: "\n")
        _ = try scratch.write("board.md", "# Top\n- a\n- b\n\n# Bottom\n" + bottom + "\n")
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "board.md"])
        session = s
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 3 }, "a top pane of two tags takes 3 rows: " + s.capture())
        s.sendKeys("+", "+")
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 5 }, s.capture())
        XCTAssertTrue(FileTests.waitForStatus(s, "Top pane 5 rows, bottom 24"), FileTests.statusLine(s))
        s.sendKeys("-")
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 4 }, s.capture())
        // Drag the top pane's bottom border (row 4) down to row 16: the line follows live.
        s.sendLiteral(FileTests.press(FileTests.Cell(x: 40, y: 4)))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 40, y: 10)))
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 10 }, s.capture())
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 40, y: 16)))
        s.sendLiteral(FileTests.release(FileTests.Cell(x: 40, y: 16)))
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 16 }, s.capture())
        // Grab it again and cancel with Esc: it goes back to row 16.
        s.sendLiteral(FileTests.press(FileTests.Cell(x: 40, y: 16)))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 40, y: 8)))
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 8 }, s.capture())
        s.sendKeys("Escape")
        s.sendLiteral(FileTests.release(FileTests.Cell(x: 40, y: 8)))
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 16 }, s.capture())
        XCTAssertTrue(FileTests.waitForStatus(s, "back where it was"), FileTests.statusLine(s))
        // A resize keeps the split as a proportion: 16 of 29 rows, then of 59.
        s.tmux(["resize-window", "-t", s.target, "-x", "100", "-y", "60"])
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 32 }, s.capture())
        // = sizes the panes by their content again.
        s.sendKeys("=")
        XCTAssertTrue(s.waitUntil { topPaneBottom(s) == 3 }, s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }
}
