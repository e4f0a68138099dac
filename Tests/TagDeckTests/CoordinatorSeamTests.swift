import TagDeck
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// Every way a tag moves goes through the board's four-verb ``DragCoordinator``: a recording double stands in
/// for it and the tests read the calls.
final class CoordinatorSeamTests: XCTestCase {
    private func setUp(_ top: [[String]] = [["aa", "bb", "cc"]], _ bottom: [[String]] = [["dd", "ee"]])
        -> (HeadlessDriver, RecordingCoordinator) {
        var options = DeckOptions()
        options.reducedMotion = true
        let d = HeadlessDriver(board: TestBoards.literal(top: top, bottom: bottom), width: 40, height: 14,
                               options: options)
        return (d, RecordingCoordinator(routing: d.deck))
    }

    func testAMouseDragBeginsUpdatesAndEnds() {
        let (d, spy) = setUp()
        let a = d.frame(of: "aa")
        let c = d.frame(of: "cc")
        d.press(a.x + 1, a.y)
        d.move(a.x + 2, a.y)
        d.move(c.x + c.width - 1, c.y)
        d.release(c.x + c.width - 1, c.y)
        XCTAssertEqual(spy.calls.first, .begin(TagPath(.top, 0, 0), .mouse, allowed: true))
        XCTAssertEqual(spy.verbs, ["begin", "update*", "end"], "\(spy.calls)")
        XCTAssertEqual(spy.calls[spy.calls.count - 2], .update(.pointer(Point(x: c.x + c.width - 1, y: c.y))))
        XCTAssertEqual(d.board.texts, [[["bb", "cc", "aa"]], [["dd", "ee"]]])
    }

    func testARightButtonAndEscapeCancelThroughTheCoordinator() {
        let (d, spy) = setUp()
        let a = d.frame(of: "aa")
        d.press(a.x + 1, a.y)
        d.move(a.x + 9, a.y)
        d.press(a.x + 9, a.y, button: .right)
        XCTAssertEqual(spy.verbs, ["begin", "update*", "cancel"], "\(spy.calls)")
        XCTAssertEqual(d.board.texts, [[["aa", "bb", "cc"]], [["dd", "ee"]]])

        spy.reset()
        d.press(a.x + 1, a.y)
        d.move(a.x + 2, a.y + 5)
        d.key(.escape)
        XCTAssertEqual(spy.verbs, ["begin", "update*", "cancel"], "\(spy.calls)")
        XCTAssertEqual(d.board.texts, [[["aa", "bb", "cc"]], [["dd", "ee"]]])
    }

    func testAReleaseOutsideBothPanesEndsAndTheCoordinatorCancels() {
        let (d, spy) = setUp()
        let a = d.frame(of: "aa")
        d.press(a.x + 1, a.y)
        d.move(a.x + 2, a.y)
        d.release(a.x + 2, 13)  // the status line
        XCTAssertEqual(spy.verbs, ["begin", "update*", "end"], "\(spy.calls)")
        XCTAssertEqual(d.board.texts, [[["aa", "bb", "cc"]], [["dd", "ee"]]])
        XCTAssertTrue(d.state.status.hasPrefix("Cancelled"), d.state.status)
    }

    func testAKeyboardCarryGoesSlotBySlotAndAcross() {
        let (d, spy) = setUp()
        d.key(.space)  // lifts the first chip of the top pane
        d.key(.right)
        d.key(.tab)
        d.key(.space)
        XCTAssertEqual(spy.calls, [
            .begin(TagPath(.top, 0, 0), .keyboard, allowed: true),
            .update(.slot(TagPath(.top, 0, 1))),
            .update(.slot(TagPath(.bottom, 0, 2))),
            .end,
        ])
        XCTAssertEqual(d.board.texts, [[["bb", "cc"]], [["dd", "ee", "aa"]]])
    }

    func testEnterSendsThroughTheCoordinatorAndBack() {
        let (d, spy) = setUp()
        d.key(.right)  // shows the focus on aa
        d.key(.right)  // bb
        d.key(.enter)
        XCTAssertEqual(spy.calls, [
            .begin(TagPath(.top, 0, 1), .send, allowed: true),
            .update(.slot(TagPath(.bottom, 0, 2))),
            .end,
        ])
        XCTAssertEqual(d.board.texts, [[["aa", "cc"]], [["dd", "ee", "bb"]]])
        spy.reset()
        d.key(.tab)
        d.key(.end)
        d.key(.enter)  // back to the slot it came from
        XCTAssertEqual(spy.calls, [
            .begin(TagPath(.bottom, 0, 2), .send, allowed: true),
            .update(.slot(TagPath(.top, 0, 1))),
            .end,
        ])
        XCTAssertEqual(d.board.texts, [[["aa", "bb", "cc"]], [["dd", "ee"]]])
    }

    func testAPinnedChipIsRefusedAtBegin() throws {
        var options = DeckOptions()
        options.reducedMotion = true
        let board = try Board(top: PaneContent(title: "T", sections: [Section(tags: [Tag("p", pinned: true)])]),
                              bottom: PaneContent(title: "B", sections: [Section(tags: [Tag("x")])]))
        let d = HeadlessDriver(board: board, width: 40, height: 14, options: options)
        let spy = RecordingCoordinator(routing: d.deck)
        d.key(.space)
        d.key(.enter)
        XCTAssertEqual(spy.calls, [.begin(TagPath(.top, 0, 0), .keyboard, allowed: false),
                                   .begin(TagPath(.top, 0, 0), .send, allowed: false)])
        XCTAssertEqual(d.deck.mode, .browsing)
        XCTAssertTrue(d.performed.contains(.bell), "a refused move rings the bell")
    }

    func testUndoAndRedoDoNotGoThroughTheCoordinator() {
        let (d, spy) = setUp()
        d.key(.right)
        d.key(.enter)
        spy.reset()
        d.type("u")
        d.key(.control("r"))
        XCTAssertEqual(spy.calls, [])
        XCTAssertEqual(d.board.texts, [[["bb", "cc"]], [["dd", "ee", "aa"]]])
    }

    // MARK: Bundles, sections, the wheel and auto-scroll

    /// Enter on a marked chip sends the bundle through begin, update, end; Enter again sends it back through the
    /// send-back command, each chip to the slot it came from.
    func testABundleIsSentAndSentBackThroughTheCoordinator() {
        let (d, spy) = setUp()
        d.key(.right)          // shows the focus on aa
        d.type("m")            // marks aa, on to bb
        d.type("m")            // marks bb, on to cc
        d.key(.left)
        d.key(.enter)          // on bb: the bundle of aa and bb
        XCTAssertEqual(spy.verbs, ["begin", "update*", "end"], "\(spy.calls)")
        XCTAssertEqual(spy.calls.first, .begin(TagPath(.top, 0, 1), .send, allowed: true))
        XCTAssertEqual(d.board.texts, [[["cc"]], [["dd", "ee", "aa", "bb"]]])
        // Marked again in the bottom pane, Enter sends them back, each to its own slot.
        d.key(.tab)            // into the bottom pane
        d.key(.end)            // bb
        d.key(.left)           // aa
        d.type("m")
        d.type("m")
        d.key(.end)            // bb, marked
        spy.reset()
        d.key(.enter)
        XCTAssertEqual(spy.calls, [.sendBack(count: 2, done: true)], "\(spy.calls)")
        XCTAssertEqual(d.board.texts, [[["aa", "bb", "cc"]], [["dd", "ee"]]])
    }

    /// A marked chip dragged with the mouse carries the bundle through the same four verbs.
    func testABundleDraggedWithTheMouseGoesThroughTheCoordinator() {
        let (d, spy) = setUp()
        let a = d.frame(of: "aa"), b = d.frame(of: "bb")
        d.press(a.x + 1, a.y, button: .leftWithAlt)
        d.press(b.x + 1, b.y, button: .leftWithAlt)
        spy.reset()
        let e = d.frame(of: "ee")
        d.press(a.x + 1, a.y)
        d.move(a.x + 2, a.y)
        d.move(e.maxX, e.y)
        d.release(e.maxX, e.y)
        XCTAssertEqual(spy.verbs, ["begin", "update*", "end"], "\(spy.calls)")
        XCTAssertEqual(spy.calls.first, .begin(TagPath(.top, 0, 0), .mouse, allowed: true))
        XCTAssertEqual(d.board.texts, [[["cc"]], [["dd", "ee", "aa", "bb"]]])
    }

    /// Space on a section title lifts the section through the coordinator; Down moves it, Space puts it down;
    /// Esc puts it back through the cancel verb.
    func testASectionCarriedWithTheKeyboardGoesThroughTheCoordinator() {
        let board = TestBoards.literal(top: [["aa"], ["bb"]], bottom: [["cc"]],
                                       titles: ["Top0": "One", "Top1": "Two", "Bottom0": "Three"])
        let d = HeadlessDriver(board: board, width: 40, height: 14)
        let spy = RecordingCoordinator(routing: d.deck)
        d.key(.right)  // shows the focus on aa
        d.key(.up)     // its section's title
        XCTAssertEqual(d.state.focus, .sectionTitle(SectionPath(.top, 0)))
        d.key(.space)
        d.key(.down)
        d.key(.space)
        XCTAssertEqual(spy.calls, [
            .beginSection(SectionPath(.top, 0), .keyboard, allowed: true),
            .updateSection(SectionPath(.top, 1)),
            .endSection,
        ])
        XCTAssertEqual(d.board.texts, [[["bb"], ["aa"]], [["cc"]]])
        spy.reset()
        d.key(.space)
        d.key(.down)
        d.key(.escape)
        XCTAssertEqual(spy.verbs, ["beginSection", "updateSection*", "cancelSection"], "\(spy.calls)")
        XCTAssertEqual(d.board.texts, [[["bb"], ["aa"]], [["cc"]]])
    }

    /// A section title dragged with the mouse into the other pane goes through the section verbs.
    func testASectionDraggedByItsTitleGoesThroughTheCoordinator() {
        let board = TestBoards.literal(top: [["aa"], ["bb"]], bottom: [["cc"]],
                                       titles: ["Top0": "One", "Top1": "Two", "Bottom0": "Three"])
        let d = HeadlessDriver(board: board, width: 40, height: 14)
        let spy = RecordingCoordinator(routing: d.deck)
        let one = d.lines.firstIndex { $0.contains("One") }!
        let three = d.lines.firstIndex { $0.contains("Three") }!
        d.press(4, one)
        d.move(4, three)
        d.move(4, three + 1)
        d.release(4, three + 1)
        XCTAssertEqual(spy.verbs, ["beginSection", "updateSection*", "endSection"], "\(spy.calls)")
        XCTAssertEqual(spy.calls.first, .beginSection(SectionPath(.top, 0), .mouse, allowed: true))
        XCTAssertEqual(d.board[.bottom].sections.map(\.title), ["Three", "One"])
    }

    /// The wheel and auto-scroll move the content under a chip in hand: the coordinator is told, and the slot
    /// follows the content.
    func testTheWheelAndAutoScrollRetargetThroughTheCoordinator() {
        let (d, spy) = setUp([["aa"]], [(0..<300).map { "t\($0)" }])
        let t0 = d.frame(of: "t0")
        let pane = d.state.bottom
        d.press(t0.x + 1, t0.y)
        d.move(t0.x + 2, t0.y + 1)
        d.wheel(t0.x + 2, t0.y + 1, delta: 1)
        XCTAssertTrue(spy.calls.contains(.update(.scrolled(.wheel))), "\(spy.calls)")
        // Resting on the bottom edge of the pane: auto-scroll, row after row.
        d.move(pane.frame.x + 10, pane.frame.maxY - 1)
        d.advance(1)
        XCTAssertTrue(spy.calls.contains(.update(.scrolled(.autoScroll))), "\(spy.calls)")
        XCTAssertGreaterThan(d.state.bottom.scrollOffset, 1)
        d.key(.escape)
        XCTAssertEqual(spy.calls.last, .cancel)
    }

    // MARK: The vocabulary board's re-parenting

    /// A nested tag dropped into another parent's section of the bottom pane (the vocabulary board) is asked
    /// about; either answer takes the drop back through the coordinator: `n` puts the chip back, `y` renames it
    /// under its new parent in the drop's place.
    func testTheReparentingDropIsTakenBackThroughTheCoordinator() {
        var options = DeckOptions()
        options.reducedMotion = true
        options.tagUsage = TagUsage(noun: "note") { _ in 2 }
        let board = TestBoards.literal(top: [["go"]], bottom: [["archive/old"], ["project/alpha", "project/beta"]],
                                       titles: ["Bottom0": "archive/", "Bottom1": "project/"])
        let d = HeadlessDriver(board: board, width: 60, height: 16, options: options)
        let spy = RecordingCoordinator(routing: d.deck)
        func dropAlphaIntoArchive() {
            spy.reset()
            let alpha = d.frame(of: "project/alpha"), old = d.frame(of: "archive/old")
            d.press(alpha.x + 1, alpha.y)
            d.move(alpha.x + 2, alpha.y)
            d.move(old.maxX + 1, old.y)
            d.release(old.maxX + 1, old.y)
            XCTAssertEqual(spy.verbs, ["begin", "update*", "end"], "\(spy.calls)")
            XCTAssertEqual(d.state.status, "Move 'project/alpha' under 'archive/' as 'archive/alpha' in 2 notes? y/n")
        }
        let drop = Move(from: TagPath(.bottom, 1, 0), to: TagPath(.bottom, 0, 1))

        dropAlphaIntoArchive()
        d.type("n")
        XCTAssertEqual(spy.verbs, ["begin", "update*", "end", "takeBack"], "\(spy.calls)")
        XCTAssertEqual(spy.calls.last, .takeBack(drop))
        XCTAssertEqual(d.board.texts[1], [["archive/old"], ["project/alpha", "project/beta"]], "put back")

        dropAlphaIntoArchive()
        d.type("y")
        XCTAssertEqual(spy.verbs, ["begin", "update*", "end", "takeBack"], "\(spy.calls)")
        XCTAssertEqual(spy.calls.last, .takeBack(drop))
        XCTAssertEqual(d.board.texts[1], [["archive/old", "archive/alpha"], ["project/beta"]], "renamed under archive/")
    }
}
