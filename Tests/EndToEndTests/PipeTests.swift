import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// With stdin and stdout as pipes, tagdeck runs on /dev/tty (as `tagdeck pick` does).
final class PipeTests: XCTestCase {
    func testRunsOnTheTerminalWhenStdinAndStdoutArePipes() throws {
        let output = NSTemporaryDirectory() + "tagdeck-pipe-\(getpid()).out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let s = try TmuxSession(command: "echo input | "
            + TmuxSession.inEnvironment(TmuxSession.environment(), try TmuxSession.tagdeckCommand())
            + " > " + TmuxSession.quote(output))
        defer { s.close() }
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.showsSomething },
                      "modes \(s.modes), screen:\n\(s.capture())")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertTrue(s.waitForModes("0 0 0"), s.modes)
    }
}
