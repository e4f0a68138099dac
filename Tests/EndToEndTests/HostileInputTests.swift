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
