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
        return (d, RecordingCoordinator(forwardingTo: d.controller))
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
        XCTAssertTrue(d.controller.status.hasPrefix("Cancelled"), d.controller.status)
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
        let spy = RecordingCoordinator(forwardingTo: d.controller)
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
}
