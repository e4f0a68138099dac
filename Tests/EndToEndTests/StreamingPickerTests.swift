import XCTest

/// The streaming picker: the first frame comes before the input ends, candidates keep arriving while keys work,
/// the title counts them with `…` until the end, and `yes | tagdeck pick` runs in bounded memory.
final class StreamingPickerTests: ScratchSessionTestCase {
    /// A FIFO named `input` in the scratch directory, opened for reading and writing (so that opening it does not
    /// wait for the picker): the descriptor to write candidates to, and to close to end the input.
    private func inputFIFO() throws -> Int32 {
        XCTAssertEqual(mkfifo(scratch.file("input"), 0o600), 0)
        let writer = open(scratch.file("input"), O_RDWR)
        guard writer >= 0 else { throw TmuxSession.SessionError("cannot open the input FIFO") }
        return writer
    }

    func testTheFirstFrameComesBeforeTheInputEndsAndCandidatesKeepArriving() throws {
        let writer = try inputFIFO()
        func send(_ text: String) { _ = text.withCString { write(writer, $0, strlen($0)) } }
        send("alpha\nbeta\n")
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion"], prefix: "",
                                      suffix: " < input > out")
        session = s
        XCTAssertTrue(s.waitForText("Available · 2…"), s.capture())
        XCTAssertTrue(s.capture().contains("[alpha] [beta]"), s.capture())
        // Keys work while the input is open.
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha' to Chosen"), FileTests.statusLine(s))
        send("gamma\nalpha\n")
        XCTAssertTrue(s.waitForText("Available · 2…"), "gamma came, the second alpha merged: " + s.capture())
        XCTAssertTrue(s.capture().contains("[beta] [gamma]"), s.capture())
        close(writer)
        XCTAssertTrue(s.waitForText("Available · 2 "), "no … once the input ended: " + s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "alpha\n")
    }

    func testEndlessDuplicatesShowOnceAnswerKeysAndStaySmall() throws {
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion"], prefix: "yes | ",
                                      suffix: " > out 2> warnings")
        session = s
        XCTAssertTrue(s.waitForText("Available · 1…"), s.capture())
        XCTAssertTrue(s.capture().contains("[y]"), s.capture())
        let shell = s.display("#{pane_pid}")
        let pid = ChildProcess.run(["pgrep", "-x", "-P", shell, "tagdeck"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // Lines keep coming all the while; memory stays bounded.
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? .max
        XCTAssertLessThan(rss, 200 * 1024, "resident memory in kB")
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'y' to Chosen"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "y\n")
        let warnings = FileTests.text(scratch.file("warnings")) ?? ""
        XCTAssertTrue(warnings.contains("standard input:2: duplicate tag 'y' (first on line 1); merged"), warnings)
        XCTAssertTrue(warnings.contains("more lines merged or skipped"), warnings)
        XCTAssertLessThanOrEqual(warnings.split(separator: "\n").count, 21, "warnings are bounded")
    }

    /// No cap but memory: past `--max-memory` no more candidates are added, and the status line and standard
    /// error say why; the picker goes on with what it has.
    func testTheMemoryLimitIsSaidOnTheStatusLineAndStandardError() throws {
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion", "--max-memory", "1"],
                                      prefix: "seq 1 200000 | ", suffix: " > out 2> warnings")
        session = s
        XCTAssertTrue(FileTests.waitForStatus(s, "Input: the candidates fill their memory limit of 1 MB (--max-memory)"),
                      FileTests.statusLine(s))
        XCTAssertTrue(s.waitUntil { s.capture().contains("Available · ") && !s.capture().contains("Available · 200,000") },
                      s.capture())
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent '1' to Chosen"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "1\n")
        let warnings = FileTests.text(scratch.file("warnings")) ?? ""
        XCTAssertTrue(warnings.contains("the candidates fill their memory limit of 1 MB (--max-memory); the rest are not added"),
                      warnings)
    }

    func testChosenEntriesNotAmongTheCandidatesAreSetAsideWhenTheInputEnds() throws {
        let writer = try inputFIFO()
        func send(_ text: String) { _ = text.withCString { write(writer, $0, strlen($0)) } }
        try scratch.write("keep.txt", "beta\nzeta\n")
        send("alpha\n")
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion", "--chosen", "keep.txt"],
                                      prefix: "", suffix: " < input > out")
        session = s
        XCTAssertTrue(s.waitForText("Available · 1…"), s.capture())
        XCTAssertFalse(s.capture().contains("Not among the candidates"), "not known before the input ends")
        send("beta\ngamma\n")
        XCTAssertTrue(s.waitForText("Available · 2…"), s.capture())
        close(writer)
        XCTAssertTrue(FileTests.waitForStatus(s, "1 chosen entry is not among the candidates"), FileTests.statusLine(s))
        XCTAssertTrue(s.capture().contains("Not among the candidates · 1"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "zeta\nbeta\n", "still chosen: set aside first")
    }
}
