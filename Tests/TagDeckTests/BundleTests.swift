import TagDeck
import XCTest
import TagDeckTesting

/// Marks and bundles: marking chips, and lifting, dragging, carrying, sending, cancelling and undoing every
/// marked chip as one.
final class BundleTests: XCTestCase {
    private func driver(motion: Bool = false) -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = !motion
        let board = TestBoards.literal(top: [["a1", "a2", "{pin}"], ["b1"]],
                                       bottom: [["c1", "c2", "c3", "c4"], ["d1", "d2"]])
        return HeadlessDriver(board: board, width: 70, height: 24, options: options)
    }

    private func marked(_ d: HeadlessDriver) -> Set<String> { Set(d.state.marks.panes.keys) }

    func testMMarksAndMovesOnCountsRepeatPinnedIsRefused() {
        let d = driver()
        d.key(.right)  // shows the focus on a1
        d.type("m")
        XCTAssertEqual(marked(d), ["a1"])
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 1), "on to the next chip")
        d.type("m")
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 2))
        d.type("m")  // the pinned chip
        XCTAssertEqual(marked(d), ["a1", "a2"])
        XCTAssertTrue(d.lines.last!.contains("'pin' is pinned and can't be marked"), d.screen)
        d.key(.tab)
        d.type("3m")
        XCTAssertEqual(marked(d), ["a1", "a2", "c1", "c2", "c3"])
        XCTAssertTrue(d.lines.last!.contains("5 marked: Top 2, Bottom 3"), d.screen)
        XCTAssertEqual(d.state.focusedChip, TagPath(.bottom, 0, 2), "a count leaves the focus on the last marked")
        d.type("m")  // unmarks c3
        XCTAssertEqual(marked(d), ["a1", "a2", "c1", "c2"])
        d.type("M")
        XCTAssertTrue(marked(d).isEmpty)
        XCTAssertTrue(d.lines.last!.contains("Cleared 4 marks"), d.screen)
    }

    func testStarMarksWhatTheFilterShowsAndMarksOutliveTheFilter() {
        let d = driver()
        d.type("/c")
        d.key(.enter)
        d.type("*")
        XCTAssertEqual(marked(d), ["c1", "c2", "c3", "c4"])
        d.key(.escape)  // clears the filter first
        XCTAssertNil(d.state.filter)
        XCTAssertEqual(marked(d).count, 4, "marks survive the filter")
        d.key(.escape)  // then the marks
        XCTAssertTrue(marked(d).isEmpty)
        d.type("*")
        XCTAssertEqual(marked(d).count, 9, "every chip but the pinned one")
        XCTAssertTrue(d.lines.last!.contains("1 pinned left out"), d.screen)
    }

    func testMarkedChipsHaveTheirOwnLookAndTheTitlesCountThem() {
        let d = driver()
        d.key(.right)
        d.type("m")  // a1 marked, focus on a2
        d.type("h")  // focus back on the marked a1
        let grid = d.deck.render()
        let a1 = d.state.chipFrame(TagPath(.top, 0, 0))
        let a2 = d.state.chipFrame(TagPath(.top, 0, 1))
        XCTAssertEqual(grid[a1.x + 1, a1.y].role, .chipMarkedFocused)
        XCTAssertEqual(grid[a2.x + 1, a2.y].role, .chip)
        d.type("l")
        let after = d.deck.render()
        XCTAssertEqual(after[a1.x + 1, a1.y].role, .chipMarked)
        XCTAssertEqual(after[a2.x + 1, a2.y].role, .chipFocused)
        XCTAssertTrue(d.screen.contains("‹a1›"), d.screen)
        XCTAssertTrue(d.lines[0].contains("Top · 4 · 1 marked"), d.lines[0])
        XCTAssertTrue(d.lines.last!.contains("1 marked ·"), d.screen)
    }

    func testAltClickTogglesAMark() {
        let d = driver()
        let c2 = d.chipCenter("c2")!
        d.press(c2.x, c2.y, button: .leftWithAlt)
        d.release(c2.x, c2.y)
        XCTAssertEqual(marked(d), ["c2"])
        XCTAssertNil(d.state.session, "no drag starts")
        d.press(c2.x, c2.y, button: .leftWithAlt)
        XCTAssertTrue(marked(d).isEmpty)
    }

    /// Space lifts the bundle, Tab carries it across, Space drops: every marked chip lands together in board
    /// order, one undo step, and the marks are gone.
    func testKeyboardBundleLandsInBoardOrderAsOneUndoStep() {
        let d = driver()
        let start = d.board
        d.key(.right)     // shows the focus on a1
        d.type("m")       // a1, focus a2
        d.key(.tab)
        d.type("gl")      // c2
        d.type("m")       // c2, focus c3
        d.type("]")       // d1
        d.type("m")       // d1, focus d2
        d.key(.backTab)
        d.type("g")       // a1 (marked): lift the bundle from there
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 0))
        d.key(.space)
        XCTAssertEqual(d.state.session?.chipCount, 3)
        XCTAssertTrue(d.lines.last!.contains("Lifted 3 tags: 'a1' and 2 more"), d.screen)
        XCTAssertFalse(d.screen.contains("c2"), "the riders leave their slots:\n\(d.screen)")
        XCTAssertTrue(d.screen.contains("+2"), "the badge:\n\(d.screen)")
        d.key(.tab)       // into the bottom pane, at its end
        d.key(.space)
        XCTAssertEqual(d.board.texts[1], [["c1", "c3", "c4"], ["d2", "a1", "c2", "d1"]])
        XCTAssertEqual(d.board.texts[0], [["a2", "pin"], ["b1"]])
        XCTAssertTrue(marked(d).isEmpty, "marks are cleared after a drop")
        XCTAssertTrue(d.lines.last!.contains("Moved 3 tags to Bottom, 2–4 of 4"), d.screen)
        d.type("u")
        XCTAssertEqual(d.board, start, "one undo step puts every chip back")
        d.key(.control("r"))
        XCTAssertEqual(d.board.texts[1], [["c1", "c3", "c4"], ["d2", "a1", "c2", "d1"]])
    }

    func testCancelPutsEveryChipBackExactly() {
        let d = driver()
        let start = d.board
        d.key(.tab)
        d.type("mm")      // c1, c2
        d.key(.space)     // on c3: not marked, a single lift
        XCTAssertEqual(d.state.session?.chipCount, 1)
        d.key(.escape)
        d.type("h")
        d.key(.space)     // on c2: the bundle
        XCTAssertEqual(d.state.session?.chipCount, 2)
        d.key(.tab)
        d.type("g")
        d.key(.escape)
        XCTAssertEqual(d.board, start)
        XCTAssertEqual(marked(d), ["c1", "c2"], "a cancel keeps the marks")
        XCTAssertTrue(d.lines.last!.contains("Cancelled: 2 tags back where they were"), d.screen)
        XCTAssertEqual(d.state.history.done.count, 0)
    }

    func testMouseBundleDragShowsTheBadgeAndLandsTogether() {
        let d = driver()
        for text in ["c1", "c3", "d2"] {
            let p = d.chipCenter(text)!
            d.press(p.x, p.y, button: .leftWithAlt)
        }
        let c3 = d.chipCenter("c3")!
        let b1 = d.chipCenter("b1")!
        d.press(c3.x, c3.y)
        d.move(c3.x + 1, c3.y)
        d.move(b1.x + 2, b1.y)
        XCTAssertTrue(d.screen.contains("+2"), d.screen)
        XCTAssertTrue(d.lines.last!.contains("Dragging 3 tags ('c3' and 2 more)"), d.screen)
        d.release(b1.x + 2, b1.y)
        XCTAssertEqual(d.board.texts[0], [["a1", "a2", "pin"], ["b1", "c1", "c3", "d2"]])
        XCTAssertEqual(d.board.texts[1], [["c2", "c4"], ["d1"]])
    }

    func testARightClickCancelsAMouseBundle() {
        let d = driver()
        let start = d.board
        for text in ["c1", "d1"] { let p = d.chipCenter(text)!; d.press(p.x, p.y, button: .leftWithAlt) }
        let c1 = d.chipCenter("c1")!
        let a1 = d.chipCenter("a1")!
        d.press(c1.x, c1.y)
        d.move(c1.x, c1.y - 1)
        d.move(a1.x, a1.y)
        d.press(a1.x, a1.y, button: .right)
        XCTAssertNil(d.state.session)
        XCTAssertEqual(d.board, start)
        // A release outside both panes cancels too.
        d.release(a1.x, a1.y)
        d.press(c1.x, c1.y)
        d.move(c1.x, c1.y - 1)
        XCTAssertEqual(d.state.session?.chipCount, 2)
        d.move(a1.x, d.deck.height - 1)
        d.release(a1.x, d.deck.height - 1)
        XCTAssertNil(d.state.session)
        XCTAssertEqual(d.board, start)
        XCTAssertEqual(d.state.marks.count, 2)
    }

    func testHiddenMarkedChipsRideAlong() {
        let d = driver()
        d.key(.tab)
        d.type("m")       // c1
        d.type("/c2")
        d.key(.enter)     // only c2 shown in the bottom pane
        d.type("m")       // c2 (the focus moved to the one shown chip)
        XCTAssertEqual(marked(d), ["c1", "c2"])
        d.key(.enter)     // sends the bundle, c1 included
        XCTAssertEqual(d.board.texts[0], [["a1", "a2", "pin"], ["b1", "c1", "c2"]])
    }

    /// Enter sends the bundle to the end of the other pane in board order; marked again and sent again, each
    /// goes back to the very slot it came from.
    func testEnterSendsTheBundleAndBackToTheSlots() {
        let d = driver()
        let start = d.board
        d.key(.tab)
        d.type("m")       // c1
        d.type("l")
        d.type("m")       // c3
        d.type("]")
        d.type("m")       // d1
        d.key(.enter)     // from d2, not marked: a single send
        XCTAssertEqual(d.board.texts[0][1], ["b1", "d2"])
        d.type("u")       // the single send undone: the focus is on d2 again
        d.type("h")       // d1, marked
        d.key(.enter)
        XCTAssertEqual(d.board.texts[0][1], ["b1", "c1", "c3", "d1"], d.screen)
        XCTAssertTrue(d.lines.last!.contains("Sent 3 tags to Top"), d.screen)
        // Mark the three again in the top pane and send them back.
        d.key(.backTab)
        d.type("G")       // d1
        d.type("h")
        d.type("h")       // c1
        d.type("3m")
        d.type("h")
        d.key(.enter)
        XCTAssertEqual(d.board, start, "each back to its own slot:\n\(d.screen)")
        XCTAssertTrue(d.lines.last!.contains("Sent 3 tags back"), d.screen)
        d.type("u")
        XCTAssertEqual(d.board.texts[0][1], ["b1", "c1", "c3", "d1"], "the send back is one undo step")
    }

    func testTheBundleFliesInOneChipAfterAnother() {
        let d = driver(motion: true)
        d.key(.tab)
        d.type("mmm")
        d.type("h")
        d.key(.enter)
        let starts = d.state.flights.values.map(\.start).sorted()
        XCTAssertEqual(starts.count, 3)
        XCTAssertLessThan(starts[0], starts[1])
        XCTAssertLessThan(starts[1], starts[2])
        let options = DeckOptions()
        let ends = d.state.flights.values.map { $0.start + $0.duration }
        XCTAssertLessThanOrEqual(ends.max()! - starts[0], options.flyDuration + 1e-9, "within the usual time")
        d.settle()
        XCTAssertTrue(d.state.flights.isEmpty)
    }
}
