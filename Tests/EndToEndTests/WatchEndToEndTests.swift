import XCTest

/// The board file followed as it changes on disk: renamed over again and again (as editors and git do) and
/// written in place, each shown at once with `Reloaded: ... (external change)`; a drag in progress is left
/// alone and the change merged when it drops.
final class WatchEndToEndTests: ScratchSessionTestCase {
    private func row(_ s: TmuxSession, _ y: Int) -> String {
        let lines = s.capture().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(y - 1) ? String(lines[y - 1]) : ""
    }

    func testRenamesAndInPlaceWritesAreFollowedAndADragIsNotDisturbed() throws {
        let path = try scratch.write("board.md", "# Top\n- alpha\n- beta\n\n# Bottom\n- gamma\n")
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "--split", "50", "board.md"])
        session = s
        XCTAssertTrue(s.waitForText("[gamma]"), s.capture())
        // Renamed over the file, three times.
        for k in 1...3 {
            let next = try scratch.write("next.tmp", "# Top\n- alpha\n- beta\n" + (1...k).map { "- mv \($0)\n" }.joined()
                                         + "\n# Bottom\n- gamma\n")
            XCTAssertEqual(rename(next, path), 0)
            XCTAssertTrue(s.waitForText("[mv \(k)]"), "rename \(k): " + s.capture())
            XCTAssertTrue(FileTests.waitForStatus(s, "Reloaded: board.md (external change)"), FileTests.statusLine(s))
        }
        // Written in place.
        try "# Top\n- beta\n- mv 1\n- mv 2\n- mv 3\n\n# Bottom\n- gamma\n- alpha\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertTrue(s.waitUntil { row(s, 16).contains("[gamma] [alpha]") }, s.capture())
        XCTAssertEqual(scratch.names, ["board.md"], "a reload writes nothing")

        // A change during a drag waits for the drop.
        s.sendLiteral(FileTests.press(FileTests.Cell(x: 4, y: 2)))       // beta
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 8, y: 8)))
        XCTAssertTrue(FileTests.waitForStatus(s, "'beta'"), FileTests.statusLine(s))
        try "# Top\n- beta\n- mv 1\n- mv 2\n- mv 3\n- during the drag\n\n# Bottom\n- gamma\n- alpha\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: 40, y: 16)))
        XCTAssertTrue(FileTests.waitForStatus(s, "Dragging 'beta' to Bottom"), FileTests.statusLine(s))
        XCTAssertFalse(s.capture().contains("during the drag"), "the drag is not disturbed: " + s.capture())
        s.sendLiteral(FileTests.release(FileTests.Cell(x: 40, y: 16)))
        XCTAssertTrue(s.waitForText("[during the drag]"), s.capture())
        XCTAssertTrue(s.waitUntil {
            FileTests.text(path) == "# Top\n- mv 1\n- mv 2\n- mv 3\n- during the drag\n\n# Bottom\n- gamma\n- alpha\n- beta\n"
        }, FileTests.text(path) ?? "unreadable")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testWithoutAutosaveAReloadKeepsTheUnsavedChangesAndSMergesThemIn() throws {
        let path = try scratch.write("board.md", "# Top\n- alpha\n- beta\n\n# Bottom\n- gamma\n")
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "--split", "50", "--no-autosave", "board.md"])
        session = s
        XCTAssertTrue(s.waitForText("[gamma]"), s.capture())
        s.sendKeys("Right")  // shows the focus on alpha
        s.sendKeys("Enter")  // alpha to the bottom, not saved
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha'"), FileTests.statusLine(s))
        try "# Top\n- alpha\n- beta\n- delta\n\n# Bottom\n- gamma\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertTrue(s.waitForText("[delta]"), "the change on disk is shown: " + s.capture())
        XCTAssertTrue(s.waitUntil { s.capture().contains("[gamma] [alpha]") }, "the unsaved move stays: " + s.capture())
        XCTAssertEqual(FileTests.text(path), "# Top\n- alpha\n- beta\n- delta\n\n# Bottom\n- gamma\n", "a reload writes nothing")
        s.sendKeys("s")
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == "# Top\n- beta\n- delta\n\n# Bottom\n- gamma\n- alpha\n" },
                      FileTests.text(path) ?? "unreadable")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0, "nothing unsaved: q quits at once")
    }
}
