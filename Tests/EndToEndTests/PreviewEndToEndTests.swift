import Foundation
import XCTest

/// `--preview CMD` as a user runs it, in tmux: the area appears beside the panes and follows the focus, `v` hides and
/// shows it, a slow command holds no key and is stopped (its whole process group) when the focus moves on, a
/// failing command shows its error and status, colours show and other escapes do not, and the board editor takes it
/// too.
final class PreviewEndToEndTests: ScratchSessionTestCase {
    private let input = #"printf 'alpha\nbeta\ngamma\n' | "#

    /// Runs `printf ... | tagdeck pick ARGUMENTS > out` in the scratch directory and waits for the candidates.
    private func startPicker(_ arguments: [String]) throws -> TmuxSession {
        let s = try FileTests.session(in: scratch.path, ["pick"] + arguments, prefix: input, suffix: " > out 2> err")
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[gamma]") },
                      "the picker did not start; modes \(s.modes), screen:\n\(s.capture())")
        return s
    }

    /// The rows of the screen and the column where `text` starts on the first row that holds it.
    private func place(of text: String, in screen: String) -> (row: Int, column: Int)? {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = rows.firstIndex(where: { $0.contains(text) }), let range = rows[row].range(of: text) else { return nil }
        return (row, rows[row].distance(from: rows[row].startIndex, to: range.lowerBound))
    }

    func testThePreviewAppearsBesideThePanesFollowsTheFocusAndHides() throws {
        let s = try startPicker(["--preview", "echo P:{} {1}"])
        XCTAssertTrue(s.waitForText("P:alpha alpha"), s.capture())
        let beside = try XCTUnwrap(place(of: "P:alpha", in: s.capture()))
        XCTAssertGreaterThan(beside.column, 45, "right:50% of 100 columns: \(s.capture())")
        XCTAssertNotNil(place(of: "─ Preview", in: s.capture()))

        s.sendKeys("Right")
        XCTAssertTrue(s.waitUntil { s.capture().contains("P:beta beta") && !s.capture().contains("P:alpha") }, s.capture())
        s.sendKeys("Right")
        XCTAssertTrue(s.waitForText("P:gamma gamma"), s.capture())

        s.sendKeys("v")
        XCTAssertTrue(s.waitUntil { !s.capture().contains("P:gamma") && !s.capture().contains("─ Preview") }, s.capture())
        XCTAssertTrue(FileTests.waitForStatus(s, "Preview hidden"), FileTests.statusLine(s))
        s.sendKeys("Left")
        s.sendKeys("v")
        XCTAssertTrue(s.waitForText("P:beta beta"), "shown again, for the line now focused: \(s.capture())")

        s.sendKeys("Enter", "q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "beta\n")
    }

    /// The first preview comes while the input is still streaming in (it was asked for before the first frame, and
    /// the asking was lost with the effects of the deck's first event).
    func testTheFirstLineIsPreviewedWhileTheInputStillStreams() throws {
        let s = try FileTests.session(in: scratch.path, ["pick", "--preview", "echo P:{}"],
                                      prefix: "(seq 1 1000; sleep 30) | ", suffix: " > out 2> err")
        session = s
        XCTAssertTrue(s.waitUntil { s.capture().contains("Available · 1,000…") }, s.capture())
        XCTAssertTrue(s.waitForText("│ P:1 "), s.capture())
        // (The pipeline's status waits for its sleep: the session's end stops it.)
        s.sendKeys("Escape")
    }

    /// The placeholders give what fzf's give for the same line and options: fzf 0.38 runs the same command on its
    /// first line once it is loaded (`load:execute(…)`), tagdeck as the preview of its first line; both in tmux, each
    /// value printed in brackets to a file, the files compared byte for byte.
    func testPlaceholdersGiveWhatFzfsGive() throws {
        guard let fzf = ["/usr/local/bin/fzf", "/usr/bin/fzf"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw XCTSkip("fzf is not installed (apt-get install fzf)") }
        let command = "printf '[%s]\\n' {} {1} {-1} {2..} {s2..} {1,3} {+} {+2} {q}"
        let cases: [(line: String, options: [String])] = [
            ("plain line of words", []),
            ("a\tb  c", []),
            ("it's \"quoted\" $HOME `x` \\n", []),
            ("caf\u{E9} \u{4E2D}\u{6587} y", []),
            ("  lead  trail  ", []),
            ("\u{1B}[31mred\u{1B}[0m two \u{1B}[1mthree\u{1B}[0m", ["--ansi"]),
            ("a: 1:x:", ["--delimiter", ":"]),
            ("k=v; w=z", ["--delimiter", "[;=] *"]),
        ]
        for (line, options) in cases {
            try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: scratch.file("input")))
            let theirs = [fzf, "--no-sort"] + options + ["--bind", "load:execute(\(command) > fzf-out)+abort"]
            let f = try TmuxSession(command: "cd " + TmuxSession.quote(scratch.path) + " && "
                + TmuxSession.inEnvironment(TmuxSession.environment(["SHELL": "/bin/sh"]),
                                            theirs.map(TmuxSession.quote).joined(separator: " ")) + " < input")
            XCTAssertNotNil(f.waitForExit(), f.capture())
            f.close()
            let s = try FileTests.session(in: scratch.path, ["pick", "--preview", command + " > out"] + options,
                                          suffix: " < input > picked 2> err")
            session = s
            XCTAssertTrue(s.waitUntil { !(FileTests.bytes(scratch.file("out")) ?? []).isEmpty }, s.capture())
            XCTAssertTrue(s.waitForText("─ Preview ─"), "its command ended: \(s.capture())")
            s.sendKeys("Escape")
            XCTAssertNotNil(s.waitForExit())
            s.close()
            session = nil
            XCTAssertEqual(String(decoding: FileTests.bytes(scratch.file("out")) ?? [], as: UTF8.self),
                           String(decoding: FileTests.bytes(scratch.file("fzf-out")) ?? [], as: UTF8.self),
                           "\(options) on \(line.debugDescription)")
            try? FileManager.default.removeItem(atPath: scratch.file("out"))
            try? FileManager.default.removeItem(atPath: scratch.file("fzf-out"))
        }
    }

    func testASlowCommandHoldsNoKeyAndIsStoppedWithWhatItStartedWhenTheFocusMovesOn() throws {
        // Each command writes its line to `done` once its sleep is over, from a subshell of its own: a command
        // stopped (with its whole process group) never writes.
        let s = try startPicker(["--preview", "(sleep 3; echo {} >> done) & wait; echo late {}"])
        XCTAssertTrue(s.waitForText("─ Preview …"), "the command for alpha runs: \(s.capture())")
        s.sendKeys("Right")
        // The key is taken while the command for alpha still sleeps: nothing late is on the screen yet.
        XCTAssertTrue(FileTests.waitForStatus(s, "'beta'"), FileTests.statusLine(s))
        XCTAssertFalse(s.capture().contains("late"), s.capture())
        XCTAssertNil(FileTests.text(scratch.file("done")), "alpha's sleep was not over when the key was taken")

        // The command for the line in focus runs to its end; the one stopped never writes.
        XCTAssertTrue(s.waitForText("late beta", timeout: 20), s.capture())
        XCTAssertEqual(FileTests.text(scratch.file("done")), "beta\n", "alpha's command was not stopped")
        XCTAssertFalse(s.capture().contains("late alpha"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testAFailingCommandShowsItsErrorAndStatusUnderThePanes() throws {
        let s = try startPicker(["--preview", "echo out {}; ls /no-such-dir-{} >&2; exit 3", "--preview-window", "down:40%"])
        XCTAssertTrue(s.waitForText("[exit status 3]"), s.capture())
        let screen = s.capture()
        XCTAssertTrue(screen.contains("out alpha"), screen)
        let error = try XCTUnwrap(place(of: "/no-such-dir-alpha", in: screen), screen)
        let panes = try XCTUnwrap(place(of: "Available", in: screen), screen)
        XCTAssertGreaterThan(error.row, panes.row + 2, "under the panes:\n\(screen)")
        s.sendKeys("Escape")
        XCTAssertEqual(s.waitForExit(), 130)
    }

    func testColoursShowAndOtherEscapesAreDropped() throws {
        let s = try startPicker(["--preview", #"printf '\033[31mred\033[0m \033]0;title\007\033[2Jok {}\n'"#])
        XCTAssertTrue(s.waitForText("red ok alpha"), s.capture())
        let colored = s.capture(escapes: true)
        XCTAssertTrue(colored.contains("\u{1B}[31mred") || colored.contains("\u{1B}[38;5;1mred")
                      || colored.contains(";31mred"), colored)
        XCTAssertFalse(s.capture().contains("title"), s.capture())
        s.sendKeys("Escape")
        XCTAssertEqual(s.waitForExit(), 130)
    }

    func testTheBoardEditorPreviewsTheFocusedTag() throws {
        let s = try FileTests.session(in: scratch.path, ["--preview", "echo Tag:{}", "--preview-window", "down:30%"])
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("Preview") }, s.capture())
        s.sendKeys("Right")
        XCTAssertTrue(s.waitUntil { s.capture().contains("Tag:") }, s.capture())
        let status = FileTests.statusLine(s)
        let named = try XCTUnwrap(status.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init), status)
        XCTAssertTrue(s.waitForText("Tag:" + named), "the focused tag, \(named):\n\(s.capture())")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }
}

