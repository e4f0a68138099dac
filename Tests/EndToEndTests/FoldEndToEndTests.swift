import XCTest

/// Folding in a real terminal: z folds the focused section and the cursor rests on its title, a mouse drop on a
/// folded title appends to the section (the board file on disk is the truth), Z folds and unfolds all.
final class FoldEndToEndTests: ScratchSessionTestCase {
    private func cursor(_ s: TmuxSession) -> String { s.display("#{cursor_x} #{cursor_y} #{cursor_flag}") }

    /// The 1-based row of the first line that contains `text`.
    private func row(_ s: TmuxSession, _ text: String) -> Int? {
        s.capture().split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
            .map { $0 + 1 }
    }

    func testFoldDropOnTheTitleAndFoldAll() throws {
        let path = try scratch.write("board.md", """
            # Mine
            - lead

            # Rest
            ## Letters
            - Alpha
            - Bravo
            - Charlie

            ## Digits
            - One

            """)
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "--split", "50", "board.md"])
        session = s
        XCTAssertTrue(s.waitForText("[Alpha]"), s.capture())
        s.sendKeys("Tab")  // Alpha
        XCTAssertTrue(FileTests.waitForStatus(s, "'Alpha' at Rest › Letters"), FileTests.statusLine(s))
        s.sendKeys("z")
        XCTAssertTrue(s.waitForText("Letters · 3 · folded"), s.capture())
        XCTAssertFalse(s.capture().contains("[Alpha]"), s.capture())
        XCTAssertTrue(FileTests.waitForStatus(s, "Folded 'Letters' (3 tags)"), FileTests.statusLine(s))
        let title = try XCTUnwrap(row(s, "Letters · 3 · folded"))
        // The cursor rests on the title's first cell (tmux counts from 0; the title starts in column 3).
        XCTAssertTrue(s.waitUntil { cursor(s) == "2 \(title - 1) 1" }, "cursor \(cursor(s)), title row \(title)")
        // Drag lead from the top pane onto the folded title: it joins the end of Letters.
        let lead = try XCTUnwrap(row(s, "[lead]"))
        s.sendLiteral(FileTests.press(FileTests.Cell(x: 5, y: lead)))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 8, y: lead + 3)))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 10, y: title)))
        s.sendLiteral(FileTests.release(FileTests.Cell(x: 10, y: title)))
        XCTAssertTrue(s.waitUntil {
            (try? String(contentsOfFile: path, encoding: .utf8))
                == "# Mine\n\n# Rest\n\n## Letters\n- Alpha\n- Bravo\n- Charlie\n- lead\n\n## Digits\n- One\n"
        }, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "unreadable")
        XCTAssertTrue(s.waitForText("Letters · 4 · folded"), s.capture())
        // Z folds every section, Z again unfolds them all.
        s.sendKeys("Z")
        XCTAssertTrue(s.waitForText("Digits · 1 · folded"), s.capture())
        s.sendKeys("Z")
        XCTAssertTrue(s.waitUntil { !s.capture().contains("· folded") && s.capture().contains("[lead]") }, s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }
}
