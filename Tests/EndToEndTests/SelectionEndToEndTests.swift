import XCTest

/// `tagdeck tags` on several notes at once, their paths piped in (`rg -l word | tagdeck tags -`), in a real
/// terminal with a real mouse drag: every file checked byte for byte.
final class SelectionEndToEndTests: ScratchSessionTestCase {
    private let flow = "---\ntitle: A\ntags: [rust, go] # mine\n---\nbody a\n"
    private let toml = "+++\ntitle = \"B\"\ntags = [\"rust\"]\n+++\nbody b\n"
    private let block = "---\ntags:\n  - web\n---\nbody c\n"

    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try scratch.write("a.md", flow)
        _ = try scratch.write("b.md", toml)
        _ = try scratch.write("c.md", block)
        _ = try scratch.write("d.md", "---\ntags: [tutorial]\n---\n")
    }

    /// Starts `tagdeck tags` with `prefix` before it (what pipes the paths in); waits for `showing`.
    private func start(_ arguments: [String], prefix: String, showing: String) throws -> TmuxSession {
        let s = try FileTests.session(in: scratch.path, ["tags", "--reduced-motion"] + arguments, prefix: prefix)
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains(showing) },
                      "tagdeck did not show \(showing); screen:\n\(s.capture())")
        return s
    }

    private func read(_ name: String) -> String? { FileTests.bytes(scratch.file(name)).map { String(decoding: $0, as: UTF8.self) } }

    func testPathsPipedInAreCuratedAtOnceAndAMouseDragAddsATagToEachNote() throws {
        let s = try start(["-"], prefix: "printf 'a.md\\nb.md\\n' | ", showing: "On all 2 notes")
        XCTAssertTrue(s.waitForText("[rust 2/2]"), s.capture())
        XCTAssertTrue(s.capture().contains("[go 1/2]"), s.capture())
        // tutorial (below) dragged onto rust, in On all: added to both notes, each in its own format.
        let screen = s.capture()
        let row = try XCTUnwrap(screen.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("[rust 2/2]") })
        let line = screen.split(separator: "\n", omittingEmptySubsequences: false)[row]
        let x = line.distance(from: line.startIndex, to: try XCTUnwrap(line.range(of: "[rust 2/2]")).lowerBound)
        try FileTests.drag(s, "tutorial", to: FileTests.Cell(x: x + 9, y: row + 1),
                           expectedStatus: "'tutorial' added to 2 notes")
        XCTAssertEqual(read("a.md"), "---\ntitle: A\ntags: [rust, go, tutorial] # mine\n---\nbody a\n")
        XCTAssertEqual(read("b.md"), "+++\ntitle = \"B\"\ntags = [\"rust\", \"tutorial\"]\n+++\nbody b\n")
        XCTAssertEqual(read("c.md"), block, "a note not selected is untouched")
        s.sendKeys("u")
        XCTAssertTrue(FileTests.waitForStatus(s, "'tutorial' taken off 2 notes"), s.capture())
        XCTAssertEqual(read("a.md"), flow)
        XCTAssertEqual(read("b.md"), toml)
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0, s.capture())
    }

    func testPathsSeparatedByNulAreReadWithRead0() throws {
        let s = try start(["--read0", "-"], prefix: "printf 'a.md\\0c.md\\0' | ", showing: "On some")
        XCTAssertTrue(s.waitForText("[rust 1/2] [go 1/2] [web 1/2]"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0, s.capture())
    }

    func testNoPathOnStandardInputIsAUsageError() throws {
        // Standard input from /dev/null: no path at all.
        let run = ChildProcess.run([try TmuxSession.binaryPath(), "tags", "-"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.error, "tagdeck: tags -: no note's path on standard input\n")
    }
}
