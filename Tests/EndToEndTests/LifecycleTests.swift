import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starting, quitting, signals and suspend: the terminal is always given back as it was.
final class LifecycleTests: XCTestCase {
    private var session: TmuxSession?

    override func tearDown() {
        session?.close()
        session = nil
    }

    private func start(_ environment: [String: String] = TmuxSession.environment()) throws -> TmuxSession {
        let s = try TmuxSession.tagdeck(environment: environment)
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.showsSomething },
                      "tagdeck did not take over the screen; modes \(s.modes), screen:\n\(s.capture())")
        return s
    }

    func testQuitWithQExitsZeroAndRestoresTheTerminal() throws {
        let s = try start()
        XCTAssertEqual(s.modes, "1 1 1", "button-motion mouse, SGR encoding, alternate screen")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertTrue(s.waitForModes("0 0 0"), s.modes)
        XCTAssertTrue(s.waitUntil { s.display("#{cursor_flag}") == "1" }, "cursor shown again")
    }

    func testControlCExits130AndRestoresTheTerminal() throws {
        let s = try start()
        s.sendKeys("C-c")
        XCTAssertEqual(s.waitForExit(), 130)
        XCTAssertTrue(s.waitForModes("0 0 0"), s.modes)
        XCTAssertTrue(s.waitUntil { s.display("#{cursor_flag}") == "1" }, "cursor shown again")
    }

    func testTerminateAndHangUpSignalsExitWith128PlusSignal() throws {
        for (sig, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            let s = try start()
            var found: pid_t?
            s.waitUntil { found = s.programPID; return found != nil }
            let pid = try XCTUnwrap(found)
            XCTAssertEqual(kill(pid, sig), 0)
            XCTAssertEqual(s.waitForExit(), status, "signal \(sig)")
            XCTAssertTrue(s.waitForModes("0 0 0"), "signal \(sig): \(s.modes)")
            s.close()
            session = nil
        }
    }

    func testResizeKeepsRunning() throws {
        let s = try start()
        s.tmux(["resize-window", "-t", s.target, "-x", "120", "-y", "40"])
        XCTAssertTrue(s.waitUntil { s.display("#{pane_width} #{pane_height}") == "120 40" })
        XCTAssertTrue(s.waitUntil { s.showsSomething })
        XCTAssertFalse(s.isDead)
        XCTAssertTrue(s.isRunningFullScreen)
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testControlZSuspendsAndForegroundRedraws() throws {
        let shell = try TmuxSession(command: TmuxSession.inEnvironment(
            TmuxSession.environment(["PS1": "$ "]), "bash --norc --noprofile -i"))
        session = shell
        XCTAssertTrue(shell.waitForText("$"), shell.capture())
        shell.sendLiteral(try TmuxSession.tagdeckCommand() + "\r")
        XCTAssertTrue(shell.waitUntil { shell.isRunningFullScreen && shell.showsSomething })
        let before = shell.capture()

        shell.sendKeys("C-z")
        XCTAssertTrue(shell.waitUntil { shell.modes == "0 0 0" && shell.capture().contains("Stopped") },
                      "modes \(shell.modes), screen:\n\(shell.capture())")

        shell.sendLiteral("fg\r")
        XCTAssertTrue(shell.waitUntil { shell.modes == "1 1 1" && shell.capture() == before },
                      "after fg: modes \(shell.modes), screen:\n\(shell.capture())")

        shell.sendKeys("q")
        XCTAssertTrue(shell.waitUntil { shell.modes == "0 0 0" })
        shell.sendLiteral("exit $?\r")
        XCTAssertEqual(shell.waitForExit(), 0)
    }
}
