import XCTest

/// `tagdeck tour` in a real terminal: it plays with captions, a key ends it with the demo board as it was, and it
/// writes nothing.
final class TourEndToEndTests: ScratchSessionTestCase {
    func testTheTourPlaysAndAKeyEndsItWithTheBoardAsItWas() throws {
        let s = try FileTests.session(in: scratch.path, ["tour"])
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[World]") }, s.capture())
        let before = s.capture().split(separator: "\n").dropLast().joined(separator: "\n")
        XCTAssertTrue(FileTests.waitForStatus(s, "Tour 3/11 · Let go: it flies into its slot"),
                      FileTests.statusLine(s))
        XCTAssertTrue(s.waitUntil { s.capture().contains("[Traffic] [World]") }, "World flew in: " + s.capture())
        s.sendKeys("x")
        XCTAssertTrue(FileTests.waitForStatus(s, "Tour ended: the demo board is as it was"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitUntil { s.capture().split(separator: "\n").dropLast().joined(separator: "\n") == before },
                      "the board as it was:\n" + s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "nothing written")
    }
}
