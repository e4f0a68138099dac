import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// A section moved with its tags, checked on the whole state: Space on its title lifts it (the mode only), Up,
/// Down and Tab move it on the board (nothing committed yet), Space puts it down as one undo step, Esc puts it back;
/// dragging its title with the mouse ends where the same moves by the keyboard end. One `KnownIssue` test checks
/// today's state where it differs from what the event should leave (see its comment; XCTest on Linux has no
/// `XCTExpectFailure`).
final class WholeStateSectionMoveTests: XCTestCase {
    private let more = SectionPath(.bottom, 1)

    /// The standard deck with the focus on the title of "More" (bottom pane, second section).
    private func onMore() -> HeadlessDriver {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        XCTAssertEqual(d.state.focus, .sectionTitle(more))
        return d
    }

    /// The bottom pane with "More" first, then the untitled `c d e`.
    private var moreFirst: Board {
        try! Board(top: WholeState.board()[.top],
                   bottom: PaneContent(title: "Bottom", sections: [Section(title: "More", tags: [Tag("f")]),
                                                                   Section(tags: ["c", "d", "e"].map { Tag($0) })]))
    }

    func testSpaceOnASectionTitleLiftsTheSectionAndChangesNothingElse() {
        let d = onMore()
        d.check(.space) {
            $0.mode = .movingSection(origin: self.more, current: self.more)
            $0.say("Lifted section 'More': Up/Down move it, Tab carries it across, Space puts it down")
        }
    }

    func testUpMovesTheLiftedSectionOnePlaceOnTheBoardAndCommitsNothing() {
        let d = onMore()
        d.key(.space)
        let first = SectionPath(.bottom, 0)
        d.check(.up) {
            $0.board = self.moreFirst
            $0.mode = .movingSection(origin: self.more, current: first)
            $0.focus = .sectionTitle(first)
            $0.shapeSerial += 1
            $0.say("Section 'More' to Bottom, 1 of 2")
        }
    }

    func testSpacePutsTheSectionDownAsOneUndoStep() {
        let d = onMore()
        d.key(.space)
        d.key(.up)
        let first = SectionPath(.bottom, 0)
        d.check(.space) {
            $0.mode = .browsing
            $0.history.record(.edit(.moveSection(from: self.more, to: first)))
            $0.revision += 1
            $0.say("Moved section 'More' to Bottom, 1 of 2")
        }
    }

    func testEscapePutsTheSectionBackAsItWasAndCommitsNothing() {
        let d = onMore()
        let before = d.state
        d.key(.space)
        d.key(.up)
        d.key(.escape)
        var want = before
        // The board went one way and back: twice a change of the panes' rows.
        want.shapeSerial += 2
        want.say("Lifted section 'More': Up/Down move it, Tab carries it across, Space puts it down")
        want.say("Section 'More' to Bottom, 1 of 2")
        want.say("Section 'More' is back where it was")
        expectNoDifference(d.state, want)
    }

    func testTabCarriesTheLiftedSectionIntoTheOtherPane() {
        let d = onMore()
        d.key(.space)
        let across = SectionPath(.top, 1)
        d.check(.tab) {
            $0.board = TestBoards.literal(top: [["a", "b"], ["f"]], bottom: [["c", "d", "e"]], titles: ["Top1": "More"])
            $0.mode = .movingSection(origin: self.more, current: across)
            $0.focus = .sectionTitle(across)
            $0.activeSide = .top
            $0.shapeSerial += 1
            // The panes are sized by their content again while the section is in hand (unlike a chip in hand): the
            // top pane takes the two rows of "More".
            $0.setFrames(top: Rect(x: 0, y: 0, width: 60, height: 5), bottom: Rect(x: 0, y: 5, width: 60, height: 14))
            $0.say("Section 'More' to Top, 2 of 2")
        }
    }

    func testDraggingATitleWithTheMouseEndsWhereTheSameMoveByTheKeyboardEnds() {
        let keys = onMore()
        keys.key(.space)
        keys.key(.up)
        keys.key(.space)

        let mouse = WholeState.deck()
        mouse.key(.tab)
        mouse.press(4, 5)  // the title of "More"
        mouse.move(4, 4)  // onto the row of 'c d e'
        mouse.release(4, 4)

        var want = keys.state
        want.goalColumn = nil  // the keyboard went down to the title under 'c''s middle; the mouse pressed it
        expectNoDifference(mouse.state, want)
    }

    func testKnownIssueThePointerOnAPanesTopBorderSendsTheLiftedSectionToThePanesEnd() {
        let d = WholeState.deck()
        d.press(4, 5)  // the title of "More"
        d.move(4, 4)  // up onto the row of 'c d e': "More" goes first
        let first = SectionPath(.bottom, 0)
        XCTAssertEqual(d.state.mode, .movingSection(origin: more, current: first))
        // Known issue: on up to the bottom pane's top border (row 3), no content row is under the pointer, which
        // `SectionGestures` takes for the space below the content: "More" goes back down to the pane's end, though
        // the pointer heads up. The state should be unchanged (or "More" carried on up); this checks today's state.
        d.check(.drag(Point(x: 4, y: 3))) {
            $0.board = WholeState.board()
            $0.mode = .movingSection(origin: self.more, current: self.more)
            $0.focus = .sectionTitle(self.more)
            $0.shapeSerial += 1
            $0.say("Section 'More' to Bottom, 2 of 2")
        }
    }
}
