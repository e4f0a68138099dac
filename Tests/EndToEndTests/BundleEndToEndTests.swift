import XCTest

/// Marks and bundles in a real terminal: marking by keys and Alt+click, the marked look with colours and with
/// NO_COLOR, bundle drags with the mouse and the keyboard, cancels, sends and sends back, undo, and the picker.
/// The board file on disk is the truth.
final class BundleEndToEndTests: ScratchSessionTestCase {
    /// Canonical: two sections in the top pane, one below; Echo is pinned.
    private let board = """
        # Chosen

        ## Letters
        - Alpha
        - Bravo
        - Charlie

        ## More
        - Delta
        - Echo {pinned}

        # Available
        - Foxtrot
        - Golf
        - Hotel
        - India

        """

    private func start(_ arguments: [String] = [], environment: [String: String] = TmuxSession.environment())
        throws -> (TmuxSession, String) {
        let path = try scratch.write("board.md", board)
        let s = try FileTests.session(in: scratch.path, ["--reduced-motion"] + arguments + ["board.md"],
                                      environment: environment)
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("[Alpha]") }, s.capture())
        return (s, path)
    }

    private func saved(_ s: TmuxSession, _ path: String, from old: String) -> String? {
        FileTests.waitForChange(s, path, from: Array(old.utf8))
    }

    /// The cell of the marked chip `‹text›` (its first letter), 1-based.
    private func markedChip(_ text: String, in screen: String) -> FileTests.Cell? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: "‹" + text + "›") {
                return FileTests.Cell(x: line.distance(from: line.startIndex, to: range.lowerBound) + 2, y: row + 1)
            }
        }
        return nil
    }

    /// Alt+click (an SGR report with the Alt bit) and its release.
    private func altClick(_ s: TmuxSession, _ c: FileTests.Cell) {
        s.sendLiteral("\u{1B}[<8;\(c.x);\(c.y)M\u{1B}[<8;\(c.x);\(c.y)m")
    }

    func testMarkingByKeysAndAltClickWithItsOwnLookAndNothingSaved() throws {
        let (s, path) = try start()
        s.sendKeys("Right")                  // shows the focus on Alpha
        s.sendKeys("m", "m")                 // Alpha, Bravo; the focus goes on to Charlie
        XCTAssertTrue(FileTests.waitForStatus(s, "Marked 'Bravo' · 2 marked: Chosen 2"), FileTests.statusLine(s))
        var screen = s.capture()
        XCTAssertTrue(screen.contains("‹Alpha› ‹Bravo› [Charlie]"), screen)
        XCTAssertTrue(screen.contains("Chosen · 5 · 2 marked"), screen)
        XCTAssertTrue(FileTests.statusLine(s).contains("2 marked · ? help"), FileTests.statusLine(s))
        // Marked chips have a colour of their own (green), and so does a marked chip with the focus.
        XCTAssertTrue(s.capture(escapes: true).contains("48;5;114m"), s.capture(escapes: true))
        s.sendKeys("Left")                   // the focus on the marked Bravo
        XCTAssertTrue(s.waitUntil { s.capture(escapes: true).contains("38;5;22") }, s.capture(escapes: true))
        // The pinned chip cannot be marked.
        s.sendKeys("]", "Right", "m")
        XCTAssertTrue(FileTests.waitForStatus(s, "'Echo' is pinned and can't be marked"), FileTests.statusLine(s))
        // Alt+click marks Golf and unmarks Alpha.
        let golf = try FileTests.waitForChip(s, "Golf")
        altClick(s, golf)
        XCTAssertTrue(FileTests.waitForStatus(s, "3 marked: Chosen 2, Available 1"), FileTests.statusLine(s))
        screen = s.capture()
        altClick(s, try XCTUnwrap(markedChip("Alpha", in: screen), screen))
        XCTAssertTrue(FileTests.waitForStatus(s, "Unmarked 'Alpha' · 2 marked: Chosen 1, Available 1"),
                      FileTests.statusLine(s))
        XCTAssertNil(s.capture().range(of: "Dragging"), "Alt+click starts no drag")
        // M clears every mark.
        s.sendKeys("M")
        XCTAssertTrue(FileTests.waitForStatus(s, "Cleared 2 marks"), FileTests.statusLine(s))
        XCTAssertFalse(s.capture().contains("‹"), s.capture())
        // Marks are not saved: the file is untouched, and q quits without asking.
        XCTAssertEqual(FileTests.text(path), board)
        s.sendKeys("m")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(path), board)
    }

    func testWithoutColoursMarkedChipsAreBoldAndUnderlined() throws {
        let (s, _) = try start(environment: TmuxSession.environment(["NO_COLOR": "1"]))
        s.sendKeys("Right", "m")
        XCTAssertTrue(s.waitForText("‹Alpha›"), s.capture())
        let colours = s.capture(escapes: true)
        XCTAssertFalse(colours.contains("38;5;") || colours.contains("48;5;"), "no colour under NO_COLOR")
        let line = try XCTUnwrap(colours.split(separator: "\n").first { $0.contains("‹Alpha›") })
        let before = line[..<line.range(of: "‹Alpha›")!.lowerBound]
        // The attributes in force where the chip starts: bold and underline, not reverse (it has no focus).
        let sgr = before.components(separatedBy: "\u{1B}[").last ?? ""
        XCTAssertTrue(sgr.contains("1") && sgr.contains("4"), "attributes before the chip: \(sgr)\n\(line)")
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    /// `*` marks what the filter shows; Esc clears the filter, then the marks; marks survive the filter, and
    /// hidden marked chips move with the bundle.
    func testStarUnderAFilterAndHiddenChipsRideAlong() throws {
        let (s, path) = try start()
        s.sendKeys("/")
        s.sendLiteral("'o")
        s.sendKeys("Enter")                  // Bravo, Foxtrot, Golf, Hotel (Echo is pinned)
        XCTAssertTrue(s.waitForText("Available · 3/4"), s.capture())
        s.sendKeys("*")
        XCTAssertTrue(FileTests.waitForStatus(s, "(1 pinned left out) · 4 marked: Chosen 1, Available 3"),
                      FileTests.statusLine(s))
        s.sendKeys("Escape")                 // the filter goes, the marks stay
        XCTAssertTrue(s.waitForText("Available · 4 · 3 marked"), s.capture())
        s.sendKeys("/")
        s.sendLiteral("Golf")
        s.sendKeys("Enter")
        XCTAssertTrue(s.waitForText("Available · 1/4"), s.capture())
        // Enter on Golf (the one chip shown, so it has the focus) sends the bundle, Bravo, Foxtrot and Hotel
        // (hidden) included, to the end of Chosen.
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 4 tags to Chosen › More"), FileTests.statusLine(s))
        XCTAssertEqual(saved(s, path, from: board), """
            # Chosen

            ## Letters
            - Alpha
            - Charlie

            ## More
            - Delta
            - Echo {pinned}
            - Bravo
            - Foxtrot
            - Golf
            - Hotel

            # Available
            - India

            """)
        s.sendKeys("Escape", "Escape")
        XCTAssertTrue(FileTests.waitForStatus(s, "Filter cleared"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    /// A mouse drag of a marked chip lifts the bundle (badge, riders gone from their slots), drops it in board
    /// order whatever the marking order, one undo step; a cancel leaves the file byte for byte.
    func testMouseBundleDragCancelUndoAndRedo() throws {
        let (s, path) = try start()
        for text in ["India", "Charlie", "Alpha"] { altClick(s, try FileTests.waitForChip(s, text)) }
        XCTAssertTrue(FileTests.waitForStatus(s, "3 marked: Chosen 2, Available 1"), FileTests.statusLine(s))
        // Lift Charlie and cancel with the right button: every chip back, the file untouched.
        let charlie = try XCTUnwrap(markedChip("Charlie", in: s.capture()), s.capture())
        let foxtrot = try FileTests.waitForChip(s, "Foxtrot")
        s.sendLiteral(FileTests.press(charlie))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: charlie.x + 1, y: charlie.y + 1)))
        s.sendLiteral(FileTests.motion(foxtrot))
        XCTAssertTrue(s.waitForText("+2"), "the badge: " + s.capture())
        XCTAssertFalse(s.capture().contains("Alpha"), "the riders leave their slots: " + s.capture())
        // The right button cancels; then the left one comes up, as a hand does.
        s.sendLiteral(FileTests.rightPress(foxtrot) + FileTests.rightRelease(foxtrot) + FileTests.release(foxtrot))
        XCTAssertTrue(FileTests.waitForStatus(s, "Cancelled: 3 tags back where they were"), FileTests.statusLine(s))
        XCTAssertTrue(s.waitForText("‹Alpha› [Bravo] ‹Charlie›"), s.capture())
        XCTAssertEqual(FileTests.bytes(path), Array(board.utf8))
        // Lift it again and drop it on the left half of Foxtrot: Alpha, Charlie, India land there, in board order.
        s.sendLiteral(FileTests.press(charlie))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: charlie.x + 1, y: charlie.y + 1)))
        s.sendLiteral(FileTests.motion(foxtrot))
        XCTAssertTrue(s.waitForText("+2"), s.capture())
        s.sendLiteral(FileTests.release(foxtrot))
        XCTAssertTrue(FileTests.waitForStatus(s, "Moved 3 tags to Available, 1–3 of 6"), FileTests.statusLine(s))
        let moved = """
            # Chosen

            ## Letters
            - Bravo

            ## More
            - Delta
            - Echo {pinned}

            # Available
            - Alpha
            - Charlie
            - India
            - Foxtrot
            - Golf
            - Hotel

            """
        XCTAssertEqual(saved(s, path, from: board), moved)
        XCTAssertFalse(s.capture().contains("‹"), "marks are cleared after the drop")
        s.sendKeys("u")
        XCTAssertTrue(FileTests.waitForStatus(s, "Undid: 3 tags back where they were"), FileTests.statusLine(s))
        XCTAssertEqual(saved(s, path, from: moved), board)
        s.sendKeys("C-r")
        XCTAssertEqual(saved(s, path, from: board), moved)
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    /// Space lifts the bundle, Tab carries it across, Space drops; Esc cancels a carried bundle; Enter sends a
    /// bundle back to the slots it came from.
    func testKeyboardBundleAndSendBack() throws {
        let (s, path) = try start()
        s.sendKeys("Right", "m", "Right", "m")   // Alpha, Charlie
        XCTAssertTrue(FileTests.waitForStatus(s, "2 marked: Chosen 2"), FileTests.statusLine(s))
        s.sendKeys("Home", "Space")
        XCTAssertTrue(FileTests.waitForStatus(s, "Lifted 2 tags: 'Alpha' and 1 more"), FileTests.statusLine(s))
        XCTAssertTrue(s.capture().contains("+1"), s.capture())
        s.sendKeys("Tab", "Escape")
        XCTAssertTrue(FileTests.waitForStatus(s, "Cancelled: 2 tags back"), FileTests.statusLine(s))
        XCTAssertEqual(FileTests.bytes(path), Array(board.utf8))
        s.sendKeys("Home", "Space", "Tab", "Space")
        XCTAssertTrue(FileTests.waitForStatus(s, "Moved 2 tags to Available, 5–6 of 6"), FileTests.statusLine(s))
        let carried = """
            # Chosen

            ## Letters
            - Bravo

            ## More
            - Delta
            - Echo {pinned}

            # Available
            - Foxtrot
            - Golf
            - Hotel
            - India
            - Alpha
            - Charlie

            """
        XCTAssertEqual(saved(s, path, from: board), carried)
        // Mark them again where they are now and send them back with Enter: each to its own slot.
        s.sendKeys("End", "Left", "2m", "Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 2 tags back to Chosen › Letters"), FileTests.statusLine(s))
        XCTAssertEqual(saved(s, path, from: carried), board)
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }
}

/// Marks in the picker: a filter, `*`, Enter picks every match, in input order.
final class PickBundleTests: ScratchSessionTestCase {
    func testFilterStarEnterPicksEveryMatchInInputOrder() throws {
        let s = try FileTests.session(in: scratch.path, ["pick", "--reduced-motion"],
                                      prefix: "printf 'alpha one\\nbeta\\nalpha two\\ngamma alpha\\ndelta\\n' | ",
                                      suffix: " > out")
        session = s
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.capture().contains("Available") }, s.capture())
        s.sendKeys("/")
        s.sendLiteral("alpha")
        s.sendKeys("Enter")
        XCTAssertTrue(s.waitForText("Available · 3/5"), s.capture())
        s.sendKeys("*")
        XCTAssertTrue(FileTests.waitForStatus(s, "3 marked: Available 3"), FileTests.statusLine(s))
        s.sendKeys("Enter")
        XCTAssertTrue(FileTests.waitForStatus(s, "Sent 3 tags to Chosen"), FileTests.statusLine(s))
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(FileTests.text(scratch.file("out")), "alpha one\nalpha two\ngamma alpha\n")
    }
}
