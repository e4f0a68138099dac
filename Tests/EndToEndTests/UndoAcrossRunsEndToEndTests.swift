import XCTest

/// Undo reaches into the last run: `u` after a restart undoes the last change of the previous run, and further;
/// a history the file no longer matches is set aside with a note.
final class UndoAcrossRunsEndToEndTests: ScratchSessionTestCase {
    private var environment: [String: String] {
        TmuxSession.environment(["XDG_STATE_HOME": scratch.path + "/state"])
    }

    private func start() throws -> TmuxSession {
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "board.md"], environment: environment)
        session = s
        XCTAssertTrue(s.waitForText("[gamma]"), s.capture())
        return s
    }

    private func quit(_ s: TmuxSession) {
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        s.close()
    }

    func testURestoresTheLastRunsChangesAndAChangedFileSetsTheHistoryAside() throws {
        let original = "# Top\n- alpha\n- beta\n\n# Bottom\n- gamma\n"
        let path = try scratch.write("board.md", original)
        var s = try start()
        s.sendKeys("Right")  // shows the focus on alpha
        s.sendKeys("Enter")  // alpha to the bottom
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha'"), FileTests.statusLine(s))
        s.sendKeys("Enter")  // beta to the bottom
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'beta'"), FileTests.statusLine(s))
        quit(s)
        XCTAssertEqual(FileTests.text(path), "# Top\n\n# Bottom\n- gamma\n- alpha\n- beta\n")
        let journals = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/state/tagdeck")
        XCTAssertEqual(journals.count, 1, "\(journals)")

        s = try start()
        s.sendKeys("u")
        XCTAssertTrue(FileTests.waitForStatus(s, "Undid: 'beta'"), FileTests.statusLine(s))
        s.sendKeys("u")
        XCTAssertTrue(FileTests.waitForStatus(s, "Undid: 'alpha'"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitUntil { FileTests.text(path) == original }, FileTests.text(path) ?? "unreadable")
        s.sendKeys("C-r")
        XCTAssertTrue(FileTests.waitForStatus(s, "Redid: 'alpha'"), FileTests.statusLine(s))
        quit(s)

        // Changed elsewhere between runs: the history does not fit the file, so it is set aside.
        try scratch.write("board.md", "# Top\n- beta\n- delta\n\n# Bottom\n- gamma\n- alpha\n")
        s = try start()
        XCTAssertTrue(FileTests.waitForStatus(s, "undo history no longer matches the file"), FileTests.statusLine(s))
        s.sendKeys("u")
        XCTAssertTrue(FileTests.waitForStatus(s, "Nothing to undo"), FileTests.statusLine(s))
        quit(s)
    }
}
