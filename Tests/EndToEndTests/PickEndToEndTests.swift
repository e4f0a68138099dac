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
        // Neither is among the candidates: they are set aside, still chosen, and the status line says so.
        XCTAssertTrue(screen.contains("Not among the candidates · 2") && screen.contains("Among the candidates · 0"),
                      screen)
        XCTAssertTrue(FileTests.waitForStatus(s, "2 chosen entries are not among the candidates"), FileTests.statusLine(s))

        // Tab moves the focus to the candidates; Enter sends the focused one to the end of the top pane.
        s.sendKeys("Tab")
        XCTAssertTrue(FileTests.waitForStatus(s, "'alpha' at Available, 1 of 3"), FileTests.statusLine(s))
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha' to Chosen › Among the candidates, 1 of 1"),
                      FileTests.statusLine(s))

        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(output, "keep\nzeta\nalpha\n")
        assertDuplicateWarning()
    }

    func testDropMissingLeavesOutChosenEntriesThatAreNotCandidates() throws {
        try scratch.write("keep.txt", "beta\nzeta\n")
        let s = try startPicker(["--chosen", "keep.txt", "--drop-missing"])
        XCTAssertTrue(FileTests.waitForStatus(s, "1 chosen entry is not among the candidates (dropped)"),
                      FileTests.statusLine(s))
        XCTAssertTrue(s.capture().contains("Chosen · 1") && !s.capture().contains("[zeta]"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(output, "beta\n")
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

/// The picker's scripting contract, with fzf's names: `-o`, `--read0`, `--print0`, `--json`, `--exit-0`,
/// `--select-1`, `--header`, and a terminal on standard input refused.
final class PickScriptingTests: ScratchSessionTestCase {
    private func picker(_ input: String, _ arguments: [String], suffix: String = " > out") throws -> TmuxSession {
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion"] + arguments,
                                      prefix: "printf '\(input)' | ", suffix: suffix)
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("Available") }, s.capture())
        return s
    }

    private func pickFirstTwoAndAccept(_ s: TmuxSession) {
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Chosen, 1 of 1"), FileTests.statusLine(s))
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Chosen, 2 of 2"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testJSONAndPrint0() throws {
        let s = try picker("a \"q\"\\nb\\\\c\\nd\\n", ["--json"])
        pickFirstTwoAndAccept(s)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "[\"a \\\"q\\\"\",\"b\\\\c\"]\n")
        s.close()
        let t = try picker("x\\ny\\n", ["--print0"])
        pickFirstTwoAndAccept(t)
        XCTAssertEqual(FileTests.bytes(scratch.file("out")), Array("x\u{0}y\u{0}".utf8))
    }

    func testRead0TakesNulSeparatedCandidates() throws {
        let s = try picker("one line\\000two\\000", ["--read0"])
        XCTAssertTrue(s.capture().contains("[one line] [two]"), s.capture())
        pickFirstTwoAndAccept(s)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "one line\ntwo\n")
    }

    func testOutputFileIsWrittenOnAcceptOnlyAndEditsInPlace() throws {
        let list = try scratch.write("list.txt", "keep\n")
        let s = try picker("new\\nkeep\\n", ["--chosen", "list.txt", "-o", "list.txt", "--header", "Pick some"],
                           suffix: "")
        XCTAssertTrue(s.capture().hasPrefix("Pick some"), s.capture())
        XCTAssertEqual(FileTests.text(list), "keep\n", "untouched while the picker runs")
        s.sendKeys("Tab")  // the focus starts on the chosen pane, which is not empty
        XCTAssertTrue(FileTests.waitForStatus(s, "'new' at Available"), FileTests.statusLine(s))
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'new' to Chosen, 2 of 2"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(list), "keep\nnew\n")
        s.close()
        // Cancelled: the file stays as it was.
        let t = try picker("other\\n", ["-o", "list.txt"], suffix: "")
        t.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(t, "Sent 'other'"), FileTests.statusLine(t))
        t.sendKeys("Escape")
        XCTAssertEqual(t.waitForExit(), 130)
        XCTAssertEqual(FileTests.text(list), "keep\nnew\n")
    }

    func testExit0AndSelect1DrawNothing() throws {
        let binary = TmuxSession.quote(try TmuxSession.binaryPath())
        let none = ChildProcess.run(["sh", "-c", "printf '' | \(binary) pick --exit-0"],
                                    environment: TmuxSession.environment())
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.output, "")
        let one = ChildProcess.run(["sh", "-c", "printf 'only\\n' | \(binary) pick --select-1 --json"],
                                   environment: TmuxSession.environment())
        XCTAssertEqual(one.status, 0, one.error)
        XCTAssertEqual(one.output, "[\"only\"]\n")
    }

    func testATerminalOnStandardInputIsRefused() throws {
        let s = try FileTests.session(in: scratch.path, ["pick"], suffix: " 2> err")
        session = s
        XCTAssertEqual(s.waitForExit(), 2)
        XCTAssertTrue(FileTests.text(scratch.file("err"))?.contains("standard input is a terminal") ?? false,
                      FileTests.text(scratch.file("err")) ?? "")
    }
}
