import Foundation
import XCTest

/// Unsaved changes are written to the `.unsaved-` sibling exactly once however tagdeck is stopped: a vanished
/// terminal with SIGHUP ignored (it exits 129 instead of spinning), or two SIGTERMs in quick succession.
final class RecoveryEndToEndTests: ScratchSessionTestCase {
    private let board = "# A\n- one\n- two\n\n# B\n- three\n"

    private func unsaved() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).filter { $0.contains(".unsaved-") }
    }

    /// Waits for `file` in the scratch directory to hold a line, with a deadline.
    private func waitForText(_ name: String, timeout: TimeInterval = 10) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = FileTests.text(scratch.file(name)), text.hasSuffix("\n") { return text }
            usleep(20_000)
        }
        return nil
    }

    private func command(_ inner: String) throws -> String {
        "cd " + TmuxSession.quote(scratch.path) + " && { " + inner + "; }"
    }

    func testAVanishedTerminalWithHangUpIgnoredEndsWith129AndKeepsTheChanges() throws {
        _ = try scratch.write("b.md", board)
        let deck = TmuxSession.inEnvironment(TmuxSession.environment(),
                                             try TmuxSession.tagdeckCommand(["--no-autosave", "--reduced-motion", "b.md"]))
        // As under nohup: SIGHUP ignored, so only the dead terminal can tell tagdeck to stop.
        let s = try TmuxSession(command: try command("trap '' HUP; " + deck + "; echo $? > status"))
        session = s
        XCTAssertTrue(s.waitUntil { s.capture().contains("[three]") }, s.capture())
        s.sendKeys("Right")
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'one' to B, 2 of 2"), FileTests.statusLine(s))
        s.tmux(["kill-server"])
        XCTAssertEqual(waitForText("status"), "129\n", "ended as a hang-up, within the deadline")
        XCTAssertEqual(unsaved().count, 1, "\(unsaved())")
        let recovered = unsaved().first.flatMap { FileTests.text(scratch.file($0)) }
        XCTAssertEqual(recovered, "# A\n- two\n\n# B\n- three\n- one\n")
        XCTAssertEqual(FileTests.text(scratch.file("b.md")), board, "the board itself is untouched")
    }

    func testTwoQuickSIGTERMsWriteTheChangesOnce() throws {
        _ = try scratch.write("b.md", board)
        let deck = TmuxSession.inEnvironment(TmuxSession.environment(),
                                             try TmuxSession.tagdeckCommand(["--no-autosave", "--reduced-motion", "b.md"]))
        let s = try TmuxSession(command: try command(deck + " & echo $! > pid; wait $!; echo $? > status"))
        session = s
        XCTAssertTrue(s.waitUntil { s.capture().contains("[three]") }, s.capture())
        s.sendKeys("Right")
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'one' to B, 2 of 2"), FileTests.statusLine(s))
        let pid = try XCTUnwrap(waitForText("pid").flatMap { pid_t($0.filter(\.isNumber)) })
        kill(pid, SIGTERM)
        kill(pid, SIGTERM)
        XCTAssertEqual(waitForText("status"), "143\n")
        XCTAssertEqual(unsaved().count, 1, "exactly one recovery file: \(unsaved())")
        let recovered = unsaved().first.flatMap { FileTests.text(scratch.file($0)) }
        XCTAssertEqual(recovered, "# A\n- two\n\n# B\n- three\n- one\n")
    }
}
