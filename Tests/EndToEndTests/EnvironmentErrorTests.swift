import XCTest

/// A terminal tagdeck cannot use gives one clear line on stderr and exit status 2, with the screen untouched.
final class EnvironmentErrorTests: XCTestCase {
    /// Runs tagdeck in `environment` and checks it refused with one `tagdeck:` line containing `mention`.
    private func assertRefused(_ environment: [String: String], mentioning mention: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let s = try TmuxSession.tagdeck(environment: environment)
        defer { s.close() }
        XCTAssertEqual(s.waitForExit(), 2, file: file, line: line)
        XCTAssertTrue(s.waitForText("tagdeck: "), s.capture(), file: file, line: line)
        XCTAssertEqual(s.display("#{alternate_on} #{mouse_any_flag}"), "0 0", file: file, line: line)
        let lines = s.capture().split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("Pane is dead") }
        XCTAssertEqual(lines.count, 1, "exactly one line: \(lines)", file: file, line: line)
        XCTAssertTrue(lines.first?.hasPrefix("tagdeck: ") ?? false, "\(lines)", file: file, line: line)
        XCTAssertTrue(lines.first?.contains(mention) ?? false, "\(lines)", file: file, line: line)
    }

    func testDumbTerminal() throws {
        try assertRefused(TmuxSession.environment(term: "dumb"), mentioning: "TERM=dumb")
    }

    func testUnsetTerm() throws {
        try assertRefused(TmuxSession.environment(["TERM": nil]), mentioning: "TERM is not set")
    }

    func testUnknownTerm() throws {
        try assertRefused(TmuxSession.environment(term: "no-such-terminal-xyz"), mentioning: "no-such-terminal-xyz")
    }

    func testNonUTF8Locale() throws {
        try assertRefused(TmuxSession.environment(["LANG": "C"]), mentioning: "UTF-8")
    }

    func testNoTerminalAtAll() throws {
        // A new session has no controlling terminal, and stdin/stdout are not terminals.
        let result = ChildProcess.run(["setsid", "-w", try TmuxSession.binaryPath()],
                                      environment: TmuxSession.environment())
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        let lines = result.error.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.error)
        XCTAssertTrue(result.error.hasPrefix("tagdeck: no terminal"), result.error)
    }
}
