import XCTest

/// `tagdeck tour` in a real terminal: it plays with captions, a key ends it with the demo board as it was, and it
/// writes nothing.
final class TourEndToEndTests: ScratchSessionTestCase {
    func testTheTourPlaysAndAKeyEndsItWithTheBoardAsItWas() throws {
        // The demo board as tagdeck shows it, read from a run of its own: the tour may have moved a chip before
        // its first screen could be read on a loaded machine.
        let plain = try FileTests.session(in: scratch.path, [])
        XCTAssertTrue(plain.waitUntil { plain.isRunningFullScreen && plain.capture().contains("[World]") }, plain.capture())
        let before = plain.capture().split(separator: "\n").dropLast().joined(separator: "\n")
        plain.sendKeys("q")
        XCTAssertEqual(plain.waitForExit(), 0)

        let s = try FileTests.session(in: scratch.path, ["tour"])
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[World]") }, s.capture())
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
