import XCTest

/// The real tagdeck in a terminal: a right button during a drag or its fly-back settles with no more input;
/// mouse reports tagdeck does not use never hold up the keys read with them; a keyboard carry survives a
/// resize; the help scrolls when it is taller than the screen.
final class ModeAndInputEndToEndTests: XCTestCase {
    private var runs: [DeckRun] = []

    override func tearDown() {
        for r in runs { r.close() }
        runs = []
    }

    private func start(term: String = "xterm-256color", arguments: [String] = [], width: Int = 100,
                       height: Int = 30) throws -> DeckRun {
        // Half and half, as these screens were laid out before the panes were sized by their content.
        let r = try DeckRun(width: width, height: height, term: term, arguments: arguments + ["--split", "50"])
        runs.append(r)
        return r
    }

    private func place(_ chip: String, _ s: DeckScreen) throws -> (x: Int, y: Int) {
        let y = try XCTUnwrap(s.rowContaining(chip), "\(chip) not shown:\n\(s)")
        return (try XCTUnwrap(s.column(of: chip, onRow: y)), y)
    }

    /// With animations on: the chip must fly home and land by itself, with no further input after the
    /// right button's release (it used to stay frozen mid-flight until the next key).
    func testARightButtonDuringADragSettlesWithNoMoreInput() throws {
        for term in ["xterm-256color", "tmux-256color"] {
            let r = try start(term: term)
            let before = r.screen
            let world = try place("[World]", before)
            r.send(r.mouse.press(world.x + 2, world.y))
            r.send(r.mouse.motion(world.x + 3, world.y))
            r.send(r.mouse.motion(20, 10))
            r.expectStatus("Dragging 'World' to Your Paper")
            r.send(r.mouse.rightPress(20, 10))
            r.send(r.mouse.rightRelease(20, 10))
            r.expectStatus("Cancelled: 'World' back to Browse › News, 1 of 7")
            r.expectBoard(before.board, "\(term): the chip lands home by itself")
            // The left button comes up later: nothing moves.
            r.send(r.mouse.release(20, 10))
            r.expectBoard(before.board, "\(term): the late release drops nothing")
            r.quit()
        }
    }

    func testARightButtonDuringTheFlyBackSettlesWithNoMoreInput() throws {
        let r = try start()
        let before = r.screen
        let world = try place("[World]", before)
        r.send(r.mouse.press(world.x + 2, world.y), r.mouse.motion(world.x + 3, world.y), r.mouse.motion(20, 10))
        r.expectStatus("Dragging 'World'")
        // Released outside both panes (on the status line): the chip flies back; a right click while it flies.
        r.send(r.mouse.release(20, 30), r.mouse.rightPress(20, 10), r.mouse.rightRelease(20, 10))
        r.expectStatus("Cancelled: 'World' back to Browse › News, 1 of 7")
        r.expectBoard(before.board, "the chip lands home by itself")
        r.quit()
    }

    /// A middle click, or a button tagdeck does not know, in the same write as Enter: Enter is handled at
    /// once, and the reports do nothing.
    func testUnusedMouseReportsDoNotHoldUpTheKeysReadWithThem() throws {
        let reports: [(term: String, bytes: String)] = [
            ("xterm-256color", "\u{1B}[<1;50;5M\u{1B}[<1;50;5m"),  // middle press and release, SGR
            ("xterm-256color", "\u{1B}[<128;50;5M\u{1B}[<128;50;5m"),  // button 8, SGR
            ("tmux-256color", "\u{1B}[M!R%\u{1B}[M#R%"),  // middle press and release, X10
        ]
        for (term, bytes) in reports {
            let r = try start(term: term, arguments: ["--reduced-motion"])
            let before = r.screen
            r.keys("Right")
            r.expectStatus("'Headlines' at Your Paper › Favourites, 1 of 4")
            r.keys("Right")
            r.expectStatus("'Technology' at Your Paper › Favourites, 2 of 4")
            r.send(bytes + "\r")
            r.expectStatus("Sent 'Technology' to Browse › Sport, 5 of 5")
            let after = r.screen
            XCTAssertEqual(after.titleCounts, [5, 31], "\(term): only Technology moved:\n\(after)")
            XCTAssertEqual(after.allChips.sorted(), before.allChips.sorted(), "\(term): nothing else happened")
            r.quit()
        }
    }

    func testAKeyboardCarrySurvivesAResizeInItsSlot() throws {
        let r = try start(arguments: ["--reduced-motion"])
        r.keys("Tab", "Space")
        r.expectStatus("Lifted 'World' from Browse › News, 1 of 7")
        r.keys("Right", "Right")
        r.expectStatus("Dragging 'World' to Browse › News, 3 of 7")
        r.resize(width: 80, height: 24)
        // Waits for the frame's last row too (the status), as a capture can catch a frame half written.
        let (resized, held) = r.waitForScreen {
            DeckScreen.cells($0.row(1)) == 80 && $0.status.contains("Dragging 'World'")
                && $0.rows.contains { $0.contains("[Business] [Politics] [World] [Science]") }
        }
        XCTAssertTrue(held, "relaid out at 80x24, still lifted, the carried chip in its slot:\n\(resized)")
        r.keys("Right", "Space")
        r.expectStatus("Moved 'World' to Browse › News, 4 of 7")
        let dropped = r.screen
        XCTAssertTrue(dropped.rows.contains { $0.contains("[Business] [Politics] [Science] [World] [Health]") },
                      "\(dropped)")
        XCTAssertEqual(dropped.titleCounts, [6, 30])
        r.quit()
    }

    func testTheHelpScrollsWhenTallerThanTheScreen() throws {
        let r = try start(arguments: ["--reduced-motion"], width: 90, height: 20)
        r.keys("?")
        // A capture can catch a frame half written: wait for its last row, the '↓ more' under the help.
        let (top, shown) = r.waitForScreen {
            $0.rows.contains { $0.contains("tagdeck help") } && $0.rows.contains { $0.contains("↓ more") }
        }
        XCTAssertTrue(shown, "the help opens with more below:\n\(top)")
        XCTAssertFalse(top.rows.contains { $0.contains("put it down here") }, "\(top)")
        for _ in 0..<20 { r.keys("PgDn") }
        let (end, scrolled) = r.waitForScreen {
            $0.rows.contains { $0.contains("put it down here") } && $0.rows.contains { $0.contains("↑ more") }
        }
        XCTAssertTrue(scrolled, "PgDn scrolls to the last keys, a lifted section's, with more above:\n\(end)")
        r.keys("Escape")
        let (closed, gone) = r.waitForScreen { !$0.rows.contains { $0.contains("tagdeck help") } }
        XCTAssertTrue(gone, "\(closed)")
        r.quit()
    }
}
