import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck FILE` with the mouse: autosave after each drop, nothing written by a cancelled drag, a read-only
/// file, a file changed behind tagdeck's back, a file that does not exist yet, and `--no-autosave`.
///
/// tagdeck saves while it handles the drop, before it draws the screen that says so. So once the status
/// line shows a drop or a cancel, any save it caused has happened: a file still unchanged then stays so.
final class BoardFileEndToEndTests: ScratchSessionTestCase {

    /// The board every test starts from (canonical), on a 100x30 screen: the top pane is rows 1-14 with
    /// `[alpha] [beta]` on row 3, the bottom pane rows 15-29 with `[gamma] [delta]` on row 16, the status
    /// line row 30.
    private let board = "# Top\n\n## S\n- alpha\n- beta\n\n# Bottom\n- gamma\n- delta\n"
    /// `board` after `alpha` was dropped at the end of the bottom pane.
    private let alphaMoved = "# Top\n\n## S\n- beta\n\n# Bottom\n- gamma\n- delta\n- alpha\n"
    /// `alphaMoved` after `beta` was dropped at the end of the bottom pane too.
    private let bothMoved = "# Top\n\n## S\n\n# Bottom\n- gamma\n- delta\n- alpha\n- beta\n"

    /// Right of the chips in the bottom pane's first row: a drop there goes to the end of the pane.
    private let bottomEnd = FileTests.Cell(x: 60, y: 16)
    /// The status line: outside both panes.
    private let outside = FileTests.Cell(x: 60, y: 30)

    /// Starts tagdeck in the scratch directory and waits for `[expectedChip]` (or the empty board).
    private func start(_ arguments: [String], showing text: String = "[alpha]") throws -> TmuxSession {
        let s = try FileTests.session(in: scratch.path, arguments)
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains(text) },
                      "tagdeck did not show \(text); modes \(s.modes), screen:\n\(s.capture())")
        return s
    }

    private func quit(_ s: TmuxSession, file: StaticString = #filePath, line: UInt = #line) {
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0, s.capture(), file: file, line: line)
    }

    // MARK: Autosave

    func testADropIsSavedAtOnceInCanonicalFormKeepingThePermissions() throws {
        let path = try scratch.write("board.md", board, mode: 0o640)
        let s = try start(["board.md"])
        let before = FileTests.Identity(path)

        try FileTests.drag(s, "alpha", to: bottomEnd, expectedStatus: "Moved 'alpha' to Bottom, 3 of 3")
        XCTAssertEqual(FileTests.waitForChange(s, path, from: Array(board.utf8)), alphaMoved)
        let after = try XCTUnwrap(FileTests.Identity(path))
        XCTAssertEqual(after.mode, 0o640, "the file keeps its permissions")
        XCTAssertNotEqual(after.inode, before?.inode, "written to a temporary file and renamed over it")

        XCTAssertTrue(s.waitForText("│ [gamma] [delta] [alpha] "), s.capture())
        try FileTests.drag(s, "beta", to: bottomEnd, expectedStatus: "Moved 'beta' to Bottom, 4 of 4")
        XCTAssertEqual(FileTests.waitForChange(s, path, from: Array(alphaMoved.utf8)), bothMoved)

        quit(s)
        XCTAssertEqual(FileTests.text(path), bothMoved)
        XCTAssertEqual(scratch.names, ["board.md"], "no temporary or sibling file is left behind")
    }

    func testCancelledDragsLeaveTheFileUntouched() throws {
        let path = try scratch.write("board.md", board)
        let s = try start(["board.md"])
        let before = try XCTUnwrap(FileTests.Identity(path))
        let cancelled = "Cancelled: 'alpha' back to Top › S, 1 of 2"

        func assertUntouched(_ how: String, file: StaticString = #filePath, line: UInt = #line) {
            // Back home once the flight is over, before the next press.
            XCTAssertTrue(s.waitUntil { s.capture().contains("│ [alpha] [beta] ") }, s.capture(),
                          file: file, line: line)
            XCTAssertEqual(FileTests.text(path), board, how, file: file, line: line)
            XCTAssertEqual(FileTests.Identity(path), before, how, file: file, line: line)
            XCTAssertEqual(scratch.names, ["board.md"], how, file: file, line: line)
        }

        // Released outside both panes.
        try FileTests.lift(s, "alpha", to: bottomEnd)
        s.sendLiteral(FileTests.motion(outside))
        s.sendLiteral(FileTests.release(outside))
        XCTAssertTrue(FileTests.waitForStatus(s, cancelled), FileTests.statusLine(s))
        assertUntouched("released outside")

        // Escape while dragging over the other pane; the release that follows drops nothing.
        try FileTests.lift(s, "alpha", to: bottomEnd)
        s.sendKeys("Escape")
        XCTAssertTrue(FileTests.waitForStatus(s, cancelled), FileTests.statusLine(s))
        s.sendLiteral(FileTests.release(bottomEnd))
        assertUntouched("Escape")

        // The right button while dragging over the other pane; then both buttons are released there.
        try FileTests.lift(s, "alpha", to: bottomEnd)
        s.sendLiteral(FileTests.rightPress(bottomEnd))
        XCTAssertTrue(FileTests.waitForStatus(s, cancelled), FileTests.statusLine(s))
        s.sendLiteral(FileTests.rightRelease(bottomEnd))
        s.sendLiteral(FileTests.release(bottomEnd))
        assertUntouched("right button")

        // The board in memory was not changed by any of them: the next real drop saves exactly one move.
        try FileTests.drag(s, "alpha", to: bottomEnd, expectedStatus: "Moved 'alpha' to Bottom, 3 of 3")
        XCTAssertEqual(FileTests.waitForChange(s, path, from: Array(board.utf8)), alphaMoved)
        quit(s)
    }

    // MARK: Saving fails

    func testAReadOnlyFileIsNotSavedAndQuitAsksFirst() throws {
        // Read-only for everyone: tagdeck refuses it even when run by root, who could write it.
        let path = try scratch.write("board.md", board, mode: 0o444)
        let s = try start(["board.md"])
        let before = try XCTUnwrap(FileTests.Identity(path))

        try FileTests.lift(s, "alpha", to: bottomEnd)
        s.sendLiteral(FileTests.release(bottomEnd))
        XCTAssertTrue(FileTests.waitForStatus(s, "Could not save board.md"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitForText("│ [gamma] [delta] [alpha] "), "the board stays in memory:\n\(s.capture())")

        let prompt = "Unsaved changes: s save and quit · d discard and quit · Esc keep editing"
        s.sendKeys("q")
        XCTAssertTrue(FileTests.waitForStatus(s, prompt), FileTests.statusLine(s))
        s.sendKeys("Escape")
        XCTAssertTrue(s.waitUntil { !FileTests.statusLine(s).contains(prompt) }, FileTests.statusLine(s))
        XCTAssertFalse(s.isDead)

        // `s` at the prompt tries again, fails again, and stays.
        s.sendKeys("q")
        XCTAssertTrue(FileTests.waitForStatus(s, prompt), FileTests.statusLine(s))
        s.sendKeys("s")
        XCTAssertTrue(FileTests.waitForStatus(s, "Could not save board.md"), FileTests.statusLine(s))
        XCTAssertFalse(s.isDead)

        s.sendKeys("q")
        XCTAssertTrue(FileTests.waitForStatus(s, prompt), FileTests.statusLine(s))
        s.sendKeys("d")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(path), board)
        XCTAssertEqual(FileTests.Identity(path), before)
        XCTAssertEqual(scratch.names, ["board.md"], "discarded: nothing written anywhere")
    }

    func testAFileChangedOnDiskIsMergedAndARealConflictKeepsOursWithTheirsInASibling() throws {
        let path = try scratch.write("board.md", board)
        let s = try start(["--announce", "said.log", "board.md"])
        // A tag added elsewhere while a chip is in hand (the reload waits for the drop): the save of the drop
        // merges it in, and the screen shows it.
        try FileTests.lift(s, "alpha", to: bottomEnd)
        try scratch.write("board.md", "# Top\n\n## S\n- alpha\n- beta\n- written elsewhere\n\n# Bottom\n- gamma\n- delta\n")
        s.sendLiteral(FileTests.release(bottomEnd))
        XCTAssertTrue(FileTests.waitForStatus(s, "Merged the changes made to board.md on disk"), FileTests.statusLine(s))
        let merged = "# Top\n\n## S\n- beta\n- written elsewhere\n\n# Bottom\n- gamma\n- delta\n- alpha\n"
        XCTAssertEqual(FileTests.text(path), merged)
        XCTAssertTrue(s.waitForText("[written elsewhere]"), s.capture())
        XCTAssertEqual(scratch.names, ["board.md", "said.log"], "a merge forks nothing")

        // beta moved elsewhere to the front of Bottom, and here to its end: a real conflict. Ours is kept, the
        // file as it was goes to a conflict sibling, and the status line says so.
        let theirs = "# Top\n\n## S\n- written elsewhere\n\n# Bottom\n- beta\n- gamma\n- delta\n- alpha\n"
        try FileTests.lift(s, "beta", to: bottomEnd)
        try scratch.write("board.md", theirs)
        s.sendLiteral(FileTests.release(bottomEnd))
        XCTAssertTrue(FileTests.waitForStatus(s, "1 conflict kept yours (theirs in board.conflict-"), FileTests.statusLine(s))
        XCTAssertEqual(FileTests.text(path),
                       "# Top\n\n## S\n- written elsewhere\n\n# Bottom\n- gamma\n- delta\n- alpha\n- beta\n")
        let siblings = scratch.names.filter { $0 != "board.md" && $0 != "said.log" }
        XCTAssertEqual(siblings.count, 1, "\(siblings)")
        let sibling = try XCTUnwrap(siblings.first)
        XCTAssertNotNil(sibling.range(of: #"^board\.conflict-\d{8}-\d{6}\.md$"#, options: .regularExpression), sibling)
        XCTAssertEqual(FileTests.text(scratch.file(sibling)), theirs)
        // The whole message, which the status line cuts to its width, is in the announcements.
        let said = FileTests.text(scratch.file("said.log")) ?? ""
        XCTAssertTrue(said.contains("(theirs in \(sibling)): 'beta' moved within Bottom here and in theirs; kept here"), said)
        quit(s)
    }

    // MARK: A new file

    func testAMissingFileStartsAnEmptyBoardAndIsNotCreatedByOpeningAndQuitting() throws {
        let s = try start(["new.md"], showing: "Bottom · 0")
        let screen = s.capture()
        XCTAssertTrue(screen.hasPrefix("┌─ Top · 0 "), screen)
        XCTAssertEqual(screen.components(separatedBy: "(empty: drop tags here)").count, 3, screen)
        quit(s)
        XCTAssertEqual(scratch.names, [], "no file created without a change")
    }

    func testAMissingFileIsCreatedBySaving() throws {
        let s = try start(["--no-autosave", "new.md"], showing: "Bottom · 0")
        s.sendKeys("s")
        XCTAssertEqual(FileTests.waitForChange(s, scratch.file("new.md"), from: nil), "# Top\n\n# Bottom\n")
        quit(s)
        XCTAssertEqual(scratch.names, ["new.md"])
    }

    // MARK: --no-autosave

    func testNoAutosaveKeepsChangesUntilSAndQuitAsks() throws {
        let path = try scratch.write("board.md", board)
        let s = try start(["--no-autosave", "board.md"])
        let before = try XCTUnwrap(FileTests.Identity(path))

        try FileTests.drag(s, "alpha", to: bottomEnd, expectedStatus: "Moved 'alpha' to Bottom, 3 of 3")
        XCTAssertEqual(FileTests.Identity(path), before, "a drop does not save")
        XCTAssertEqual(FileTests.text(path), board)

        s.sendKeys("s")
        XCTAssertEqual(FileTests.waitForChange(s, path, from: Array(board.utf8)), alphaMoved)

        XCTAssertTrue(s.waitForText("│ [gamma] [delta] [alpha] "), s.capture())
        try FileTests.drag(s, "beta", to: bottomEnd, expectedStatus: "Moved 'beta' to Bottom, 4 of 4")
        let saved = try XCTUnwrap(FileTests.Identity(path))
        let prompt = "Unsaved changes: s save and quit · d discard and quit · Esc keep editing"
        s.sendKeys("q")
        XCTAssertTrue(FileTests.waitForStatus(s, prompt), FileTests.statusLine(s))
        s.sendKeys("Escape")
        XCTAssertTrue(s.waitUntil { !FileTests.statusLine(s).contains(prompt) }, FileTests.statusLine(s))
        XCTAssertFalse(s.isDead, "Esc goes back to the board")
        s.sendKeys("q")
        XCTAssertTrue(FileTests.waitForStatus(s, prompt), FileTests.statusLine(s))
        s.sendKeys("d")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(path), alphaMoved, "the discarded drop is not saved")
        XCTAssertEqual(FileTests.Identity(path), saved)
        XCTAssertEqual(scratch.names, ["board.md"], "discarded: nothing written anywhere")
    }

    func testNoAutosaveQuitCanSaveAndQuit() throws {
        let path = try scratch.write("board.md", board)
        let s = try start(["--no-autosave", "board.md"])
        try FileTests.drag(s, "alpha", to: bottomEnd, expectedStatus: "Moved 'alpha' to Bottom, 3 of 3")
        s.sendKeys("q")
        XCTAssertTrue(FileTests.waitForStatus(s, "Unsaved changes:"), FileTests.statusLine(s))
        XCTAssertEqual(FileTests.text(path), board)
        s.sendKeys("s")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(path), alphaMoved)
        XCTAssertEqual(scratch.names, ["board.md"])
    }
}
