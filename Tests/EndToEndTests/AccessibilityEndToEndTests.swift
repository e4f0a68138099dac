import Foundation
import XCTest

/// For screen readers and magnifiers: the terminal cursor rests on the focused chip (`--no-cursor` hides it),
/// and `--announce FILE` appends every status message with a timestamp.
final class AccessibilityEndToEndTests: ScratchSessionTestCase {
    private func cursor(_ s: TmuxSession) -> (x: Int, y: Int, shown: Bool) {
        let parts = s.tmux(["display", "-p", "-t", s.target, "#{cursor_x} #{cursor_y} #{cursor_flag}"]).output
            .split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }
        return parts.count == 3 ? (parts[0], parts[1], parts[2] == 1) : (-1, -1, false)
    }

    func testTheCursorFollowsTheFocus() throws {
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion"])
        session = s
        XCTAssertTrue(s.waitUntil { s.capture().contains("[Technology]") }, s.capture())
        s.sendKeys("Right")  // shows the focus on Headlines
        s.sendKeys("Right")  // Technology
        XCTAssertTrue(FileTests.waitForStatus(s, "'Technology' at"), FileTests.statusLine(s))
        let screen = DeckScreen(s.capture(), height: 30)
        let y = try XCTUnwrap(screen.rowContaining("[Technology]"), "\(screen)")
        let x = try XCTUnwrap(screen.column(of: "[Technology]", onRow: y))
        // tmux counts from 0; the screen helpers from 1, as mouse reports do.
        XCTAssertTrue(s.waitUntil { let c = self.cursor(s); return c.shown && c.x == x - 1 && c.y == y - 1 },
                      "cursor \(cursor(s)), Technology at \(x - 1),\(y - 1):\n\(screen)")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testNoCursorKeepsItHidden() throws {
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "--no-cursor"])
        session = s
        XCTAssertTrue(s.waitUntil { s.capture().contains("[Technology]") }, s.capture())
        s.sendKeys("Right")
        XCTAssertTrue(FileTests.waitForStatus(s, "'Headlines' at"), FileTests.statusLine(s))
        XCTAssertFalse(cursor(s).shown)
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testAnnounceAppendsEveryMessageWithATimestamp() throws {
        let log = try scratch.write("said.log", "earlier line\n")
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion", "--announce", "said.log"])
        session = s
        XCTAssertTrue(s.waitUntil { s.capture().contains("[Technology]") }, s.capture())
        s.sendKeys("Right")
        s.sendKeys("Right")
        s.sendKeys("Space")
        s.sendKeys("Escape")
        XCTAssertTrue(FileTests.waitForStatus(s, "Cancelled: 'Technology'"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        let lines = (FileTests.text(log) ?? "").split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "earlier line", "appended, never truncated")
        let said = lines.dropFirst()
        let stamp = try NSRegularExpression(pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2} "#)
        for line in said {
            XCTAssertNotNil(stamp.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
        let messages = said.map { String($0.dropFirst(20)) }
        XCTAssertTrue(messages.contains("'Headlines' at Your Paper › Favourites, 1 of 4"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Lifted 'Technology' from Your Paper › Favourites, 2 of 4") },
                      "\(messages)")
        XCTAssertTrue(messages.contains("Cancelled: 'Technology' back to Your Paper › Favourites, 2 of 4"), "\(messages)")
    }
}
