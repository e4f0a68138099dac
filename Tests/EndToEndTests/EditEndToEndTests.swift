import XCTest

/// Editing in a real terminal, the board file on disk as the truth: a, A, a paste of lines, r, d and u, p, a
/// duplicate refused with the editor left open, Esc, nothing written while typing, CJK, redo, and sections.
final class EditEndToEndTests: ScratchSessionTestCase {
    private func waitForFile(_ s: TmuxSession, _ path: String, _ text: String, file: StaticString = #filePath,
                             line: UInt = #line) {
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == text }, "expected:\n\(text)\nfile:\n\(FileTests.text(path) ?? "none")",
                      file: file, line: line)
    }

    /// Starts tagdeck on `board` (written as `board.md`) and waits until it shows `shown`.
    private func start(_ board: String, showing shown: String) throws -> (TmuxSession, String) {
        let path = try scratch.write("board.md", board)
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "--split", "50", "board.md"])
        session = s
        XCTAssertTrue(s.waitForText(shown), s.capture())
        return (s, path)
    }

    func testTagsAndSectionsEditedInPlace() throws {
        let (s, path) = try start("# Top\n- alpha\n- beta\n\n# Bottom\n## Letters\n- Echo\n", showing: "[Echo]")
        s.sendKeys("Right")  // shows the focus on alpha
        s.sendKeys("a")
        XCTAssertTrue(FileTests.waitForStatus(s, "Add after:"), FileTests.statusLine(s))
        s.sendLiteral("科技 new")
        XCTAssertTrue(FileTests.waitForStatus(s, "Add after: 科技 new"), FileTests.statusLine(s))
        XCTAssertEqual(FileTests.text(path), "# Top\n- alpha\n- beta\n\n# Bottom\n## Letters\n- Echo\n", "nothing written while typing")
        s.sendKeys("Enter")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n")
        XCTAssertTrue(s.waitForText("[alpha] [科技 new] [beta]"), s.capture())
        // A before the focused tag; a duplicate is refused and the editor stays open; Esc leaves nothing.
        s.sendKeys("A")
        s.sendLiteral("Echo")
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "'Echo' is already in Bottom › Letters"), FileTests.statusLine(s))
        s.sendKeys("Escape")
        XCTAssertTrue(FileTests.waitForStatus(s, "Nothing changed"), FileTests.statusLine(s))
        // A bracketed paste of lines adds a tag per line.
        s.sendKeys("a")
        s.sendLiteral("\u{1B}[200~one\ntwo\n\u{1B}[201~")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- two\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n")
        // r renames, p pins, d deletes and u puts it back, Ctrl-R redoes.
        s.sendKeys("r")
        s.sendKeys("BSpace")
        s.sendLiteral("o!")
        s.sendKeys("Enter")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- two!\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n")
        s.sendKeys("p")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- two! {pinned}\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n")
        s.sendKeys("d")
        XCTAssertTrue(FileTests.waitForStatus(s, "Deleted 'two!' (u to undo)"), FileTests.statusLine(s))
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n")
        s.sendKeys("u")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- two! {pinned}\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n")
        s.sendKeys("C-r")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n")
        // Sections: a new one after Letters, then Letters deleted after its question.
        s.sendKeys("Tab")    // Echo
        s.sendKeys("n")
        s.sendLiteral("Digits")
        s.sendKeys("Enter")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- beta\n\n# Bottom\n\n## Letters\n- Echo\n\n## Digits\n")
        s.sendKeys("Up")     // Echo
        s.sendKeys("Up")     // the Letters title
        XCTAssertTrue(FileTests.waitForStatus(s, "Letters · section of Bottom"), FileTests.statusLine(s))
        s.sendKeys("d")
        XCTAssertTrue(FileTests.waitForStatus(s, "Delete section 'Letters' and its 1 tag? y/n"), FileTests.statusLine(s))
        s.sendKeys("n")
        XCTAssertTrue(FileTests.waitForStatus(s, "Kept section 'Letters'"), FileTests.statusLine(s))
        s.sendKeys("d")
        s.sendKeys("y")
        waitForFile(s, path, "# Top\n- alpha\n- 科技 new\n- one\n- beta\n\n# Bottom\n\n## Digits\n")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testASectionIsDraggedByItsTitleWithTheMouseAndCarriedWithSpace() throws {
        let (s, path) = try start("# Top\n- alpha\n\n# Bottom\n## Letters\n- gamma\n- Echo\n\n## Digits\n- one\n",
                                  showing: "[Echo]")
        let lines = s.capture().split(separator: "\n", omittingEmptySubsequences: false)
        let letters = try XCTUnwrap(lines.firstIndex { $0.contains("Letters · 2") }) + 1
        let digits = try XCTUnwrap(lines.firstIndex { $0.contains("Digits · 1") }) + 1
        // Press the Letters title and move down over Digits: Digits makes room; the release puts it down.
        s.sendLiteral(FileTests.press(FileTests.Cell(x: 5, y: letters)))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 5, y: letters + 1)))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 5, y: digits + 1)))
        XCTAssertTrue(FileTests.waitForStatus(s, "Section 'Letters' to Bottom, 2 of 2"), FileTests.statusLine(s))
        XCTAssertEqual(FileTests.text(path), "# Top\n- alpha\n\n# Bottom\n## Letters\n- gamma\n- Echo\n\n## Digits\n- one\n",
                       "nothing is written before the drop")
        s.sendLiteral(FileTests.release(FileTests.Cell(x: 5, y: digits + 1)))
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == "# Top\n- alpha\n\n# Bottom\n\n## Digits\n- one\n\n## Letters\n- gamma\n- Echo\n" },
                      FileTests.text(path) ?? "unreadable")
        // With the keyboard: Space on the focused title, Tab into the other pane, Space puts it down.
        XCTAssertTrue(FileTests.waitForStatus(s, "Moved section 'Letters'"), FileTests.statusLine(s))
        s.sendKeys("Space")
        XCTAssertTrue(FileTests.waitForStatus(s, "Lifted section 'Letters'"), FileTests.statusLine(s))
        s.sendKeys("Tab")
        s.sendKeys("Space")
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == "# Top\n- alpha\n\n## Letters\n- gamma\n- Echo\n\n# Bottom\n\n## Digits\n- one\n" },
                      FileTests.text(path) ?? "unreadable")
        s.sendKeys("u")
        s.sendKeys("u")
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == "# Top\n- alpha\n\n# Bottom\n\n## Letters\n- gamma\n- Echo\n\n## Digits\n- one\n" },
                      "two moves, two undo steps: " + (FileTests.text(path) ?? "unreadable"))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testANearDuplicateIsAddedWithANoteAndASectionIsRenamed() throws {
        let (s, path) = try start("# Top\n- alpha\n\n# Bottom\n## Letters\n- Café\n", showing: "[Café]")
        s.sendKeys("Right")  // shows the focus on alpha
        s.sendKeys("a")
        s.sendLiteral("cafe")
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "(note: 'Café' is in Bottom › Letters too)"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == "# Top\n- alpha\n- cafe\n\n# Bottom\n\n## Letters\n- Café\n" },
                      FileTests.text(path) ?? "unreadable")
        s.sendKeys("Tab")    // Café
        s.sendKeys("Up")     // the Letters title
        s.sendKeys("r")
        XCTAssertTrue(FileTests.waitForStatus(s, "Rename section 'Letters': Letters"), FileTests.statusLine(s))
        s.sendKeys("C-u")
        s.sendLiteral("Drinks")
        s.sendKeys("Enter")
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == "# Top\n- alpha\n- cafe\n\n# Bottom\n\n## Drinks\n- Café\n" },
                      FileTests.text(path) ?? "unreadable")
        XCTAssertTrue(s.waitForText("Drinks · 1"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }
}
