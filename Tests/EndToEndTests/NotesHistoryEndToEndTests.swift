import XCTest

/// Undo that survives a quit, for notes: a rename across the folder, a quit, a new run, `u`, every note back byte
/// for byte; `tagdeck tags --history DIR` lists what is kept.
final class NotesHistoryEndToEndTests: ScratchSessionTestCase {
    private let originals = [
        "a.md": "---\ntitle: A\ntags: [js, rust] # mine\n---\nbody a\n",
        "deep.md": "---\ntags:\n  - js\n---\r\ndeep\r\n",
        "hugo.md": "+++\ntags = [\"js\", \"go\"]\n+++\nhugo\n",
    ]

    private var environment: [String: String] {
        TmuxSession.environment(["XDG_STATE_HOME": scratch.path + "/state"])
    }

    private var notes: String { scratch.path + "/notes" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
        for (name, text) in originals { try scratch.write("notes/" + name, text) }
    }

    private func start() throws -> TmuxSession {
        let s = try FileTests.session(in: notes, ["tags", "--reduced-motion", "a.md"], environment: environment)
        session = s
        XCTAssertTrue(FileTests.waitForStatus(s, "Read 3 notes"), FileTests.statusLine(s))
        return s
    }

    private func quit(_ s: TmuxSession) {
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        s.close()
    }

    private func history() -> ChildProcess.Result {
        ChildProcess.run([(try? TmuxSession.binaryPath()) ?? "tagdeck", "tags", "--history", notes], environment: environment)
    }

    func testARenameAcrossNotesIsUndoneAfterARestartAndHistoryListsIt() throws {
        let empty = history()
        XCTAssertEqual(empty.status, 0, empty.error)
        XCTAssertEqual(empty.output, "No edits kept for \(notes): u after a restart has nothing to undo\n")

        var s = try start()
        s.sendKeys("l")  // the focus on js
        s.sendKeys("h")
        s.sendKeys("r")
        for _ in 0..<2 { s.sendKeys("BSpace") }
        s.sendLiteral("javascript")
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Rename 'js' to 'javascript' in 3 notes? y/n"), FileTests.statusLine(s))
        s.sendKeys("y")
        XCTAssertTrue(FileTests.waitForStatus(s, "Renamed 'js' to 'javascript' in 3 notes"), FileTests.statusLine(s))
        quit(s)
        for name in originals.keys { XCTAssertTrue(FileTests.text(notes + "/" + name)?.contains("javascript") == true, name) }

        let listed = history()
        XCTAssertEqual(listed.status, 0, listed.error)
        let lines = listed.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, listed.output)
        XCTAssertTrue(lines.first?.hasSuffix("  Renamed 'js' to 'javascript' in 3 notes  (3 files)") == true, listed.output)
        XCTAssertNotNil(lines.first?.range(of: #"^\d{4}-\d\d-\d\d \d\d:\d\d  "#, options: .regularExpression), listed.output)

        s = try start()
        s.sendKeys("u")
        XCTAssertTrue(FileTests.waitForStatus(s, "Undid the rename of 'js' to 'javascript' in 3 notes"), FileTests.statusLine(s))
        for (name, text) in originals { XCTAssertEqual(FileTests.bytes(notes + "/" + name), Array(text.utf8), name) }
        XCTAssertTrue(s.capture().contains("[js] [rust]"), s.capture())
        s.sendKeys("u")
        XCTAssertTrue(FileTests.waitForStatus(s, "Nothing to undo"), FileTests.statusLine(s))
        quit(s)
        XCTAssertEqual(history().output, empty.output)
    }
}
