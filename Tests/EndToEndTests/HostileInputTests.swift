import Foundation
import XCTest

/// Hostile names and input: control characters in file names, `TERM` and input lines reach standard error and
/// the screen escaped, never raw.
final class HostileInputTests: XCTestCase {
    private var scratch: FileTests.Scratch!

    override func setUpWithError() throws { scratch = try FileTests.Scratch() }
    override func tearDown() { scratch.remove() }

    private func tagdeck(_ arguments: [String], environment: [String: String] = TmuxSession.environment())
        throws -> ChildProcess.Result {
        ChildProcess.run([try TmuxSession.binaryPath()] + arguments, environment: environment)
    }

    private func assertNoRawControl(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        XCTAssertTrue(raw.isEmpty, "raw control characters \(raw.map(\.value)) in: \(text)", file: file, line: line)
    }

    /// OSC 2 (title), OSC 52 (clipboard), CSI, C1 and DEL in file names that `check`, `print` and `pick` quote.
    func testFileNamesWithControlCharactersAreQuotedEscaped() throws {
        let names = ["t\u{1B}]2;pwned\u{07}.md", "c\u{1B}]52;c;aGk=\u{07}.md", "s\u{1B}[2J.md", "c1\u{9B}31m.md",
                     "d\u{7F}.md"]
        for name in names {
            let missing = scratch.file(name)
            for arguments in [["check", missing], ["print", missing], ["pick", "--chosen", missing]] {
                let result = try tagdeck(arguments)
                XCTAssertNotEqual(result.status, 0)
                XCTAssertTrue(result.error.contains("\\x"), "\(arguments[0]): \(result.error)")
                assertNoRawControl(result.error)
            }
            // A malformed board under such a name: its FILE:LINE:COLUMN errors too.
            let bad = try scratch.write(name, "# only one pane\n")
            let result = try tagdeck(["check", bad])
            XCTAssertEqual(result.status, 2)
            assertNoRawControl(result.error)
        }
    }

    /// On a real terminal (tmux), with a `TERM` that holds an OSC 2 title.
    func testAHostileTermIsQuotedEscaped() throws {
        var environment = TmuxSession.environment()
        environment["TERM"] = "x\u{1B}]2;pwned\u{07}"
        let err = scratch.file("err")
        let s = try TmuxSession(command: TmuxSession.inEnvironment(environment, try TmuxSession.tagdeckCommand([]))
                                + " 2> " + TmuxSession.quote(err))
        defer { s.close() }
        XCTAssertEqual(s.waitForExit(), 2)
        let error = FileTests.text(err) ?? ""
        assertNoRawControl(error)
        XCTAssertTrue(error.contains("\\x1b]2;pwned\\x07"), error)
    }

    /// Picker lines with control characters are skipped; the warning names them without the payload raw.
    func testPickerWarningsAreEscaped() throws {
        let chosen = try scratch.write("chosen.txt", "ok\nbad\u{1B}]2;pwned\u{07}\n")
        let result = ChildProcess.run(["sh", "-c", "printf 'a\\n' | \(TmuxSession.quote(try TmuxSession.binaryPath())) pick --chosen \(TmuxSession.quote(chosen)) < /dev/null"],
                                      environment: TmuxSession.environment())
        assertNoRawControl(result.error)
    }
}

/// The terminal: Ctrl-L repaints what another program wrote over; Ctrl-G cancels a carry; a FIFO or a device
/// given as the board is refused at once.
final class TerminalFidelityTests: ScratchSessionTestCase {
    func testCtrlLRepaintsAfterAnotherProgramWroteOverTheScreen() throws {
        let run = try DeckRun(arguments: ["--reduced-motion"])
        defer { run.close() }
        let before = run.screen
        let tty = run.session.tmux(["display", "-p", "-t", run.session.target, "#{pane_tty}"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try "\u{1B}[5;5HSCRIBBLED OVER".write(toFile: tty, atomically: false, encoding: .utf8)
        XCTAssertTrue(run.session.waitForText("SCRIBBLED OVER"), run.session.capture())
        run.keys("C-l")
        let (after, clean) = run.waitForScreen { $0.board == before.board }
        XCTAssertTrue(clean, "Ctrl-L repaints the whole screen:\n\(after)")
        run.quit()
    }

    func testCtrlGCancelsAKeyboardCarry() throws {
        let run = try DeckRun(arguments: ["--reduced-motion"])
        defer { run.close() }
        let before = run.screen
        run.keys("Tab", "Space", "Right", "Right")
        run.expectStatus("Dragging 'World' to Browse › News, 3 of 7")
        run.keys("C-g")
        run.expectStatus("Cancelled: 'World' back to Browse › News, 1 of 7")
        run.expectBoard(before.board, "Ctrl-G put it back")
        run.quit()
    }

    func testAFIFOOrADeviceAsTheBoardIsRefusedAtOnce() throws {
        let fifo = scratch.file("board.md")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let binary = try TmuxSession.binaryPath()
        for arguments in [["check", fifo], ["print", fifo], [fifo]] {
            // No writer ever opens the FIFO: a blocking read would hang here until the test's time-out.
            let result = ChildProcess.run([binary] + arguments, environment: TmuxSession.environment())
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.error)")
            XCTAssertTrue(result.error.contains("board.md: it is a FIFO, not a regular file"), result.error)
        }
        let result = ChildProcess.run([binary, "check", "/dev/zero"], environment: TmuxSession.environment())
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("/dev/zero: it is a device, not a regular file"), result.error)
        let directory = ChildProcess.run([binary, "print", scratch.path], environment: TmuxSession.environment())
        XCTAssertEqual(directory.status, 2)
        XCTAssertTrue(directory.error.contains("it is a directory"), directory.error)
        // A file that is only unreadable is a file error, 1.
        let missing = ChildProcess.run([binary, "check", scratch.file("nope.md")], environment: TmuxSession.environment())
        XCTAssertEqual(missing.status, 1)
    }
}

/// On `TERM=vt100` (no mouse in terminfo) mouse reports still arrive: they are decoded, never read as keys.
final class MouseWithoutTerminfoTests: XCTestCase {
    func testAClickAtColumn81DoesNotQuitAndADragWorks() throws {
        // vt100 has no alternate screen either, so the usual start-up check does not apply: wait for the board.
        let s = try TmuxSession(command: TmuxSession.inEnvironment(TmuxSession.environment(term: "vt100"),
                                                                   try TmuxSession.tagdeckCommand(["--reduced-motion"])))
        defer { s.close() }
        XCTAssertTrue(s.waitForText("[World]"), s.capture())
        let mouse = MouseReports(encoding: .x10)
        s.sendLiteral(mouse.press(81, 5) + mouse.release(81, 5))  // the column byte is "q"
        let screen = DeckScreen(s.capture(), height: 30)
        let world = try XCTUnwrap(screen.rowContaining("[World]"))
        let x = try XCTUnwrap(screen.column(of: "[World]", onRow: world))
        s.sendLiteral(mouse.press(x + 2, world) + mouse.motion(x + 3, world) + mouse.motion(20, 5))
        XCTAssertTrue(FileTests.waitForStatus(s, "Dragging 'World' to Your Paper"), s.capture())
        s.sendLiteral(mouse.release(20, 5))
        XCTAssertTrue(FileTests.waitForStatus(s, "Moved 'World' to Your Paper"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }
}

/// A ZWJ emoji that tmux draws in 2 cells while the tables count 6: after the width probe, the row stays aligned.
final class WidthProbeEndToEndTests: ScratchSessionTestCase {
    func testAFamilyEmojiLeavesTheRowAlignedInTmux() throws {
        _ = try scratch.write("board.md", "# Top\n- 👨\u{200D}👩\u{200D}👧 family\n- after\n\n# Bottom\n- x\n")
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "board.md"])
        session = s
        // The row with the emoji is as wide as the screen in tmux's own count (a joined cluster in 2 cells): its
        // right border is in the last column. Before the probe, tmux drew the row 4 cells short.
        func tmuxCells(_ row: Substring) -> Int {
            row.reduce(0) { $0 + ($1.unicodeScalars.contains { $0.value == 0x200D } ? 2 : DeckScreen.cells(String($1))) }
        }
        // `[after]` is where the layout put it: after "│ ", the 16 cells of the first chip (6 for the emoji) and a
        // gap, at column 18. Without the probe tmux showed it at 14.
        XCTAssertTrue(s.waitUntil {
            let row = s.capture().split(separator: "\n").first { $0.contains("family") } ?? ""
            guard let after = row.range(of: "[after]") else { return false }
            return row.hasSuffix("│") && tmuxCells(row) == 100 && tmuxCells(row[..<after.lowerBound]) == 18
        }, s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }
}
