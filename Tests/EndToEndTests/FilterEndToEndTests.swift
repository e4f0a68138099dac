import XCTest

/// The filter in a real terminal: `/` narrows both panes live, keys and drags on the filtered view land where
/// the board file says, paste, `--query`, and the picker. The board file on disk is the truth.
final class FilterEndToEndTests: ScratchSessionTestCase {
    /// Canonical: apple, kiwi, lime, apricot, avocado in the top pane; almond and beet below.
    private let board = "# Top\n- apple\n- kiwi\n- lime\n- apricot\n- avocado\n\n# Bottom\n- almond\n- beet\n"

    private func start(_ arguments: [String] = []) throws -> (TmuxSession, String) {
        let path = try scratch.write("board.md", board)
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion"] + arguments + ["board.md"])
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[apple]") }, s.capture())
        return (s, path)
    }

    private func saved(_ s: TmuxSession, _ path: String, from old: String) -> String? {
        FileTests.waitForChange(s, path, from: Array(old.utf8))
    }

    func testSlashNarrowsLiveKeepsWithEnterAndEscClears() throws {
        let (s, _) = try start()
        s.sendKeys("/")
        s.sendLiteral("ap")
        XCTAssertTrue(s.waitForText("│ [apple] [apricot] "), s.capture())
        let screen = s.capture()
        XCTAssertTrue(screen.contains("Top · 2/5") && screen.contains("Bottom · 0/2"), screen)
        XCTAssertTrue(screen.contains("(no match)"), screen)
        XCTAssertTrue(FileTests.statusLine(s).hasPrefix("/ap"), FileTests.statusLine(s))
        // Matched characters have a style of their own.
        let colours = s.capture(escapes: true)
        XCTAssertTrue(colours.contains("38;5;221m"), "no highlight colour:\n\(colours)")
        s.sendKeys("BSpace")
        XCTAssertTrue(s.waitForText("Top · 3/5"), "Backspace widens: " + s.capture())
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Filter 'a': 4 shown"), FileTests.statusLine(s))
        s.sendKeys("/")
        XCTAssertTrue(FileTests.waitForStatus(s, "/a"), "/ edits the kept filter: " + FileTests.statusLine(s))
        s.sendLiteral("zz")
        XCTAssertTrue(s.waitForText("Top · 0/5"), s.capture())
        XCTAssertTrue(FileTests.waitForStatus(s, "no tag matches"), FileTests.statusLine(s))
        s.sendKeys("C-u")
        s.sendLiteral("^l !ime")
        XCTAssertTrue(s.waitForText("Top · 0/5"), "lime is excluded: " + s.capture())
        s.sendKeys("C-w", "C-w")
        s.sendLiteral("^a o$")
        XCTAssertTrue(s.waitForText("│ [avocado] "), s.capture())
        s.sendKeys("Escape")  // clears the line
        XCTAssertTrue(s.waitForText("Top · 5 "), s.capture())
        s.sendKeys("Escape")  // closes it
        XCTAssertTrue(s.waitUntil { !FileTests.statusLine(s).hasPrefix("/") }, FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testKeysAndDragsOnTheFilteredViewLandAtModelPositions() throws {
        let (s, path) = try start(["--query", "a"])
        XCTAssertTrue(s.waitForText("│ [apple] [apricot] [avocado] "), s.capture())
        XCTAssertTrue(s.capture().contains("Top · 3/5"), s.capture())
        // Carry avocado one slot back: right after apple, before the hidden kiwi and lime.
        s.sendKeys("End", "Space", "Left", "Space")
        XCTAssertTrue(FileTests.waitForStatus(s, "Moved 'avocado' to Top, 2 of 5"), FileTests.statusLine(s))
        let carried = saved(s, path, from: board)
        XCTAssertEqual(carried, "# Top\n- apple\n- avocado\n- kiwi\n- lime\n- apricot\n\n# Bottom\n- almond\n- beet\n")
        // Enter sends apricot to the end of the other pane, and back to its slot.
        s.sendKeys("End", "Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'apricot' to Bottom, 3 of 3"), FileTests.statusLine(s))
        let sent = saved(s, path, from: carried ?? "")
        XCTAssertEqual(sent, "# Top\n- apple\n- avocado\n- kiwi\n- lime\n\n# Bottom\n- almond\n- beet\n- apricot\n")
        XCTAssertTrue(s.waitForText("Bottom · 2/3"), s.capture())
        // A mouse drag of almond onto the left half of avocado: right after apple.
        let avocado = try FileTests.waitForChip(s, "avocado")
        try FileTests.drag(s, "almond", to: FileTests.Cell(x: avocado.x + 1, y: avocado.y),
                           expectedStatus: "Moved 'almond' to Top, 2 of 5")
        let dropped = saved(s, path, from: sent ?? "")
        XCTAssertEqual(dropped, "# Top\n- apple\n- almond\n- avocado\n- kiwi\n- lime\n\n# Bottom\n- beet\n- apricot\n")
        // Undo on the filtered view.
        s.sendKeys("u")
        XCTAssertEqual(saved(s, path, from: dropped ?? ""), sent)
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testAPasteGoesIntoTheFilterLineCleaned() throws {
        let (s, _) = try start()
        s.sendKeys("/")
        // A title change (OSC 2), a colour (SGR) and a second line: only "kiwi" is typed.
        s.sendLiteral("\u{1B}[200~ki\u{1B}]2;pwned\u{07}\u{1B}[31mwi\nlime\u{1B}[201~")
        XCTAssertTrue(FileTests.waitForStatus(s, "/kiwi "), FileTests.statusLine(s))
        XCTAssertTrue(s.waitForText("Top · 1/5"), s.capture())
        XCTAssertNotEqual(s.tmux(["display", "-p", "-t", s.target, "#{pane_title}"]).output
                            .trimmingCharacters(in: .whitespacesAndNewlines), "pwned")
        s.sendKeys("Escape")
        XCTAssertTrue(FileTests.waitForStatus(s, "Enter keeps"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitForText("Top · 5 "), s.capture())
        s.sendKeys("Escape")
        XCTAssertTrue(s.waitUntil { !FileTests.statusLine(s).hasPrefix("/") }, FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testThePickerFiltersAndPrintsTheChosenPaneInOrder() throws {
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion", "--query", "alp"],
                                      prefix: "printf 'alpha\\nbeta\\nalpine\\ngamma\\n' | ", suffix: " > out")
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[alpine]") }, s.capture())
        XCTAssertTrue(s.capture().contains("Available · 2/4"), s.capture())
        s.sendKeys("Enter")  // alpha
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'alpha' to Chosen, 1 of 1"), FileTests.statusLine(s))
        s.sendKeys("/", "C-u")
        s.sendLiteral("ga")
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Filter 'ga'"), FileTests.statusLine(s))
        s.sendKeys("Enter")  // gamma, focused as the first shown chip
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 'gamma' to Chosen, 2 of 2"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "alpha\ngamma\n")
    }
}
