import Foundation
import TagDeck
import TagDeckStore
import TagDeckTestSupport
import TagDeckTesting
import XCTest

/// `tagdeck tour --record FILE`: with no terminal at all, it writes an asciicast v2 recording of the tour that
/// replays, through a model of a terminal, to the demo board.
final class TourRecordingTests: ScratchSessionTestCase {
    /// The recording's header and its output events, parsed as asciinema reads them.
    private func parse(_ path: String) throws -> (header: [String: Any], events: [(Double, String)]) {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        var events: [(Double, String)] = []
        for line in lines.dropFirst() {
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], String(line))
            XCTAssertEqual(event.count, 3)
            XCTAssertEqual(event[1] as? String, "o")
            events.append((try XCTUnwrap(event[0] as? Double), try XCTUnwrap(event[2] as? String)))
        }
        return (header, events)
    }

    func testARecordingMadeWithoutATerminalReplaysToTheDemoBoard() throws {
        let path = (scratch.path + "/demo.cast")
        let result = ChildProcess.run(["setsid", "-w", try TmuxSession.binaryPath(), "tour", "--record", path,
                                       "--size", "90x26"], environment: TmuxSession.environment())
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output + result.error, "", "it says nothing")
        let (header, events) = try parse(path)
        XCTAssertEqual(header["version"] as? Int, 2)
        XCTAssertEqual(header["width"] as? Int, 90)
        XCTAssertEqual(header["height"] as? Int, 26)
        XCTAssertGreaterThanOrEqual(events.count, 20)
        XCTAssertGreaterThanOrEqual(events.last?.0 ?? 0, 10, "at the tour's own pace")
        XCTAssertEqual(events.map(\.0), events.map(\.0).sorted(), "timestamps only go forward")

        var terminal = TerminalModel(width: 90, height: 26)
        var sawTheFlight = false
        for (_, output) in events {
            terminal.feed(output)
            // Mid-tour the dragged chip is somewhere in the top pane.
            if terminal.lines.prefix(6).contains(where: { $0.contains("[World]") }) { sawTheFlight = true }
        }
        XCTAssertTrue(sawTheFlight, "World was dragged into the top pane on the way")
        XCTAssertEqual(terminal.lines.last, "", "the recording ends on a blank last line")
        XCTAssertEqual(terminal.cursor, Point(x: 0, y: 25), "with the cursor on it")
        XCTAssertTrue(terminal.cursorShown, "shown")
        let board = try BoardFile.parse(text: DemoBoard.text, fileName: "demo").get()
        let demo = HeadlessDriver(board: board, width: 90, height: 26).deck.render()
        XCTAssertEqual(Array(terminal.lines.dropLast()), Array(demo.lines.dropLast()),
                       "the tour ends with the demo board as it was")
        var beforeTheEnd = TerminalModel(width: 90, height: 26)
        for (_, output) in events.dropLast() { beforeTheEnd.feed(output) }
        XCTAssertTrue(beforeTheEnd.lines.last?.contains("the board is as it was") ?? false, beforeTheEnd.lines.last ?? "")
    }

    func testBadSizesAndUnwritablePathsAreRefusedOnOneLine() throws {
        let binary = try TmuxSession.binaryPath()
        for (arguments, message) in [(["--size", "10x5"], "at least 20x8"), (["--size", "wide"], "COLSxROWS")] {
            let result = ChildProcess.run([binary, "tour", "--record", (scratch.path + "/x.cast")]
                                          + arguments, environment: TmuxSession.environment())
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.error.contains(message), result.error)
            XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
        }
        let result = ChildProcess.run([binary, "tour", "--record", "/nonexistent-dir/x.cast"],
                                      environment: TmuxSession.environment())
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: (scratch.path + "/x.cast")))
    }
}
