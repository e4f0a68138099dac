import XCTest

/// `tagdeck pick` in a shell pipeline: candidates from a pipe, the interface on the pane's terminal, the
/// chosen tags on standard output (a file here), warnings on standard error (another file).
final class PickEndToEndTests: ScratchSessionTestCase {

    /// Five input lines: a blank one is skipped and the second `beta` (line 5) is merged.
    private let input = #"printf 'alpha\nbeta\n\ngamma\nbeta\n' | "#

    /// Runs `printf ... | tagdeck pick ARGUMENTS > out 2> err` in the scratch directory and waits for the
    /// candidates to show.
    private func startPicker(_ arguments: [String] = []) throws -> TmuxSession {
        let s = try FileTests.session(in: scratch.path, ["pick"] + arguments, prefix: input,
                                      suffix: " > out 2> err")
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[gamma]") },
                      "the picker did not start; modes \(s.modes), screen:\n\(s.capture())")
        return s
    }

    private var output: String? { FileTests.text(scratch.file("out")) }

    /// Standard error holds exactly the one warning about the duplicate `beta` on line 5.
    private func assertDuplicateWarning(file: StaticString = #filePath, line: UInt = #line) {
        let error = FileTests.text(scratch.file("err")) ?? ""
        let lines = error.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, error, file: file, line: line)
        XCTAssertTrue(error.hasSuffix("\n"), error, file: file, line: line)
        XCTAssertTrue(error.contains("'beta'") && error.contains(":5:") && error.contains("duplicate"), error,
                      file: file, line: line)
    }

    func testSendAndDragThenAcceptPrintsTheChosenTagsInOrder() throws {
        let s = try startPicker()
        let screen = s.capture()
        XCTAssertTrue(screen.contains("Chosen · 0") && screen.contains("Available · 3"), screen)
        XCTAssertTrue(screen.contains("│ [alpha] [beta] [gamma] "), screen)

        // The focus starts on the first candidate: Enter sends it to the top pane, then the next one.
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha' to Chosen, 1 of 1"), FileTests.statusLine(s))
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'beta' to Chosen, 2 of 2"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitForText("│ [alpha] [beta] "), s.capture())

        // Drag the last candidate onto the first chosen one: it goes first.
        let first = try FileTests.waitForChip(s, "alpha")
        try FileTests.drag(s, "gamma", to: first, dragging: "Dragging 'gamma' to Chosen, 1 of 3",
                           expectedStatus: "Moved 'gamma' to Chosen, 1 of 3")
        XCTAssertTrue(s.waitForText("│ [gamma] [alpha] [beta] "), s.capture())

        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(output, "gamma\nalpha\nbeta\n")
        assertDuplicateWarning()
    }

    func testChosenFilePreloadsTheTopPane() throws {
        try scratch.write("keep.txt", "keep\nzeta\n")
        let s = try startPicker(["--chosen", "keep.txt"])
        let screen = s.capture()
        XCTAssertTrue(screen.contains("Chosen · 2") && screen.contains("│ [keep] [zeta] "), screen)

        // Tab moves the focus to the candidates; Enter sends the focused one to the end of the top pane.
        s.sendKeys("Tab")
        XCTAssertTrue(FileTests.waitForStatus(s, "'alpha' at Available, 1 of 3"), FileTests.statusLine(s))
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha' to Chosen, 3 of 3"), FileTests.statusLine(s))

        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(output, "keep\nzeta\nalpha\n")
        assertDuplicateWarning()
    }

    func testEscapeCancelsADragFirstThenThePick() throws {
        let s = try startPicker()
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha' to Chosen"), FileTests.statusLine(s))

        // While dragging, Escape only cancels the drag.
        try FileTests.lift(s, "gamma", to: FileTests.Cell(x: 40, y: 3))
        s.sendKeys("Escape")
        XCTAssertTrue(FileTests.waitForStatus(s, "Cancelled: 'gamma'"), FileTests.statusLine(s))
        s.sendLiteral(FileTests.release(FileTests.Cell(x: 40, y: 3)))
        XCTAssertFalse(s.isDead)

        s.sendKeys("Escape")
        XCTAssertEqual(s.waitForExit(), 130)
        XCTAssertEqual(output, "", "nothing printed")
        assertDuplicateWarning()
    }

    func testControlCCancels() throws {
        let s = try startPicker()
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha' to Chosen"), FileTests.statusLine(s))
        s.sendKeys("C-c")
        XCTAssertEqual(s.waitForExit(), 130)
        XCTAssertTrue(s.waitForModes("0 0 0"), "terminal restored: \(s.modes)")
        XCTAssertEqual(output, "", "nothing printed")
        assertDuplicateWarning()
    }
}
