import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// tagdeck killed by a fatal signal while a chip is held with the mouse gives the terminal back first: mouse
/// reporting and bracketed paste off, the normal screen, the cursor shown, the terminal's settings as the shell
/// had them; then the Swift runtime's crash report is readable on the normal screen, and the status is 128+N.
final class FatalSignalEndToEndTests: ScratchSessionTestCase {
    private static let board = "# Top\n\n## A\n- Alpha\n- Beta\n\n# Bottom\n\n## C\n- Gamma\n- Delta\n"

    private func run(_ sig: Int32, _ name: String, interactive: Bool = false) throws {
        let path = try scratch.write("board.md", Self.board)
        // The report without its interactive prompt, as a test wants it (the prompt is tried below).
        var environment = TmuxSession.environment()
        environment["SWIFT_BACKTRACE"] = interactive ? "enable=yes" : "enable=yes,interactive=no"
        let s = try FileTests.session(in: scratch.path, ["board.md"], prefix: "stty -a > before.txt; ",
                                      suffix: "; status=$?; stty -a > after.txt; (exit $status)",
                                      environment: environment)
        session = s
        let gamma = try FileTests.waitForChip(s, "Gamma")
        try FileTests.lift(s, "Gamma", to: FileTests.Cell(x: gamma.x + 6, y: gamma.y - 1))
        XCTAssertEqual(s.display("#{mouse_button_flag} #{alternate_on} #{cursor_flag}"), "1 1 0")
        let pid = try XCTUnwrap(s.programPID, "no tagdeck process")
        kill(pid, sig)
        if interactive {
            // The runtime's backtracer asks for a key on the normal screen; any key but space and D ends it.
            XCTAssertTrue(s.waitForText("any other key to quit", timeout: 30), "\(name):\n\(s.capture())")
            s.sendKeys("q")
        }
        let status = s.waitForExit(timeout: 30)
        XCTAssertEqual(status, 128 + sig, "\(name): \(s.capture())")
        XCTAssertEqual(s.display("#{mouse_button_flag} #{mouse_any_flag} #{mouse_sgr_flag} #{alternate_on} "
                                 + "#{cursor_flag}"),
                       "0 0 0 0 1", "\(name): the terminal's modes after the crash")
        let before = try String(contentsOfFile: scratch.file("before.txt"), encoding: .utf8)
        let after = try String(contentsOfFile: scratch.file("after.txt"), encoding: .utf8)
        XCTAssertEqual(after, before, "\(name): the terminal's settings after the crash")
        XCTAssertFalse(before.isEmpty)
        // The report is on the normal screen (and in its scrollback), not drawn over the board.
        let screen = s.tmux(["capture-pane", "-p", "-S", "-", "-t", s.target]).output
        XCTAssertTrue(screen.contains("Program crashed"), "\(name): no crash report:\n\(screen)")
        XCTAssertFalse(screen.contains("Bottom ·"), "\(name): the board is still on screen:\n\(screen)")
        XCTAssertEqual(FileTests.text(path), Self.board, "\(name): the file changed")
    }

    func testSegmentationFault() throws { try run(SIGSEGV, "SIGSEGV") }
    func testBusError() throws { try run(SIGBUS, "SIGBUS") }
    func testIllegalInstruction() throws { try run(SIGILL, "SIGILL") }
    func testTrap() throws { try run(SIGTRAP, "SIGTRAP") }
    func testAbort() throws { try run(SIGABRT, "SIGABRT") }
    func testFloatingPointException() throws { try run(SIGFPE, "SIGFPE") }
    /// With the runtime's default, interactive report: it waits for a key, on a usable terminal.
    func testAbortWithTheInteractiveReport() throws { try run(SIGABRT, "SIGABRT", interactive: true) }
}
