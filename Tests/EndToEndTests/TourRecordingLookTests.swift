import Foundation
import TagDeck
import XCTest

/// `tagdeck tour --record FILE` in a terminal: the recording takes the terminal's size and says it, and its frames
/// paint their theme's own ground, so that replayed into a white terminal or a black one (its bytes as they are,
/// as `asciinema play` does) every text cell of the last frame is at least 4.5:1.
final class TourRecordingLookTests: ScratchSessionTestCase {
    /// The recording's header and the output of all its events, one after the other.
    private func read(_ path: String) throws -> (header: [String: Any], output: String) {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        var output = ""
        for line in lines.dropFirst() {
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            output += try XCTUnwrap(event[2] as? String)
        }
        return (header, output)
    }

    /// Records the tour in an 80x24 terminal with `arguments`; returns the recording's header and output.
    private func record(_ arguments: [String]) throws -> (header: [String: Any], output: String) {
        let path = scratch.path + "/tour.cast"
        let words = TmuxSession.inEnvironment(TmuxSession.environment(),
                                              try TmuxSession.tagdeckCommand(["tour", "--record", path] + arguments))
        let s = try TmuxSession(command: words, width: 80, height: 24)
        session = s
        XCTAssertEqual(s.waitForExit(timeout: 60), 0, s.capture())
        XCTAssertTrue(s.waitForText("recorded at 80x24, the terminal's size"), s.capture())
        s.close()
        return try read(path)
    }

    /// The text cells of the replay of `output` in an 80x24 terminal that are under 4.5:1 on a white terminal and
    /// on a black one, in words.
    private func illegibleWhenReplayed(_ output: String) throws -> [String] {
        let bytes = scratch.path + "/tour.out"
        try output.write(toFile: bytes, atomically: true, encoding: .utf8)
        let s = try TmuxSession(command: "cat " + TmuxSession.quote(bytes), width: 80, height: 24)
        session = s
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertTrue(s.waitForText("Your Paper"), s.capture())
        XCTAssertTrue(s.waitUntil { s.capture().contains("[⚽ World Cup]") }, s.capture())
        let captured = s.capture(escapes: true)
        s.close()
        let terminals = [("white", RGB(0, 0, 0), RGB(255, 255, 255)), ("black", RGB.xterm(7), RGB(0, 0, 0))]
        return terminals.compactMap { name, text, background in
            let cells = ScreenContrast(captured: captured, text: text, background: background)
            XCTAssertGreaterThan(cells.cells.count, 500, "the board's text")
            let low = cells.below(4.5)
            return low.isEmpty ? nil : "on \(name): \(low.count) cells, first "
                + low.prefix(5).map { "'\($0.character)' row \($0.row) \(($0.ratio * 100).rounded() / 100):1" }.joined(separator: ", ")
        }
    }

    func testARecordingInAnEightyByTwentyFourTerminalIsThatSizeAndLegibleOnWhiteAndOnBlack() throws {
        let (header, output) = try record([])
        XCTAssertEqual(header["width"] as? Int, 80)
        XCTAssertEqual(header["height"] as? Int, 24)
        let theme = try XCTUnwrap(header["theme"] as? [String: Any])
        XCTAssertEqual(theme["bg"] as? String, "#000000", "the dark theme's ground")
        XCTAssertTrue(output.contains("48;5;16m"), "the frames paint it")
        XCTAssertEqual(try illegibleWhenReplayed(output), [])
    }

    func testTheLightThemeIsRecordedOnItsOwnGround() throws {
        let (header, output) = try record(["--theme", "light"])
        let theme = try XCTUnwrap(header["theme"] as? [String: Any])
        XCTAssertEqual(theme["bg"] as? String, "#ffffff")
        XCTAssertEqual(theme["fg"] as? String, "#000000")
        XCTAssertTrue(output.contains("48;5;231m"), "the frames paint the light ground")
        XCTAssertTrue(output.contains("38;5;236"), "in the light theme (its pane titles)")
        XCTAssertEqual(try illegibleWhenReplayed(output), [])
    }

    func testWithoutATerminalTheRecordingIs100x30AndSaysSo() throws {
        let path = scratch.path + "/demo.cast"
        let result = ChildProcess.run(["setsid", "-w", try TmuxSession.binaryPath(), "tour", "--record", path],
                                      environment: TmuxSession.environment())
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.error, "tagdeck: recorded at 100x30, with no terminal to take the size of (--size COLSxROWS for another)\n")
        let (header, _) = try read(path)
        XCTAssertEqual(header["width"] as? Int, 100)
        XCTAssertEqual(header["height"] as? Int, 30)
    }
}
