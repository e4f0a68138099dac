import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// The keyboard's focus and its count, and the mouse's click and wheel, checked on the whole state: a focus key
/// moves the focus (and the pane the keyboard is in, the goal column, the focus line), and nothing else.
final class WholeStateFocusTests: XCTestCase {
    func testLeftFocusesTheChipBeforeAndForgetsNoOtherState() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.right)
        d.check(.left) {
            $0.focus = .chip(TagPath(.top, 0, 0))
            $0.hint("'a' at Top, 1 of 2")
        }
    }

    func testLeftOnThePanesFirstChipChangesNothing() {
        let d = WholeState.deck()
        d.key(.right)
        d.checkUnchanged(.left)
        d.checkUnchanged(.character("h"))
    }

    func testDownFromTheTopPanesLastRowCrossesIntoTheBottomPaneUnderTheGoalColumn() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.right)
        // 'b' spans columns 6-8: the goal column is its middle, 7, over 'd' below.
        d.check(.down) {
            $0.focus = .chip(TagPath(.bottom, 0, 1))
            $0.activeSide = .bottom
            $0.goalColumn = 7
            $0.hint("'d' at Bottom, 2 of 3")
        }
    }

    func testUpFromAPanesFirstRowRestsTheFocusOnThePanesTitle() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.up) {
            $0.focus = .paneTitle(.top)
            $0.hint("Top · pane title, 2 tags, r renames it")
        }
    }

    func testDownFromAPaneTitleFocusesTheFirstChipUnderTheViewportsLeftEdge() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.up)
        d.check(.character("j")) {
            $0.focus = .chip(TagPath(.top, 0, 0))
            $0.goalColumn = 2  // the viewport's first column: no chip set a goal
            $0.hint("'a' at Top, 1 of 2")
        }
    }

    func testHomeFocusesThePanesFirstChip() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.end)
        d.check(.character("g")) {
            $0.focus = .chip(TagPath(.bottom, 0, 0))
            $0.hint("'c' at Bottom, 1 of 3")
        }
    }

    func testNextSectionFocusesTheFirstChipOfTheNextSection() {
        let d = WholeState.deck()
        d.key(.tab)
        d.check(.character("]")) {
            $0.focus = .chip(TagPath(.bottom, 1, 0))
            $0.hint("'f' at Bottom › More, 1 of 1")
        }
    }

    func testNextSectionPastThePanesLastGoesOnIntoTheOtherPane() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.end)
        d.check(.character("]")) {
            $0.focus = .chip(TagPath(.top, 0, 0))
            $0.activeSide = .top
            $0.hint("'a' at Top, 1 of 2")
        }
    }

    func testPreviousSectionFocusesThePreviousSectionsFirstChip() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.end)
        d.check(.character("[")) {
            $0.focus = .chip(TagPath(.bottom, 0, 0))
            $0.hint("'c' at Bottom, 1 of 3")
        }
    }

    func testADigitOnlyStartsACountAndSaysIt() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("3")) {
            $0.count.pending = 3  // the keyboard's count, part of the state
            $0.setStatus("3…", isError: false)
        }
    }

    func testACountRepeatsTheNextMoveOneStepAtATime() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("2"))
        d.check(.character("l")) {
            $0.count.pending = nil
            $0.focus = .chip(TagPath(.bottom, 0, 2))
            // Each step says where the focus went.
            $0.hint("'d' at Bottom, 2 of 3")
            $0.hint("'e' at Bottom, 3 of 3")
        }
        XCTAssertNil(d.state.count.pending, "a count is spent by the move it repeats")
    }

    func testShiftTabFromTheBottomPaneGoesBackToTheTopPanesFirstVisibleChip() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.tab)
        d.check(.backTab) {
            $0.activeSide = .top
            $0.focus = .chip(TagPath(.top, 0, 0))
            $0.hint("'a' at Top, 1 of 2")
        }
    }

    func testPageDownWalksThePanesRowsTitlesIncludedAndStopsAtItsEnd() {
        let d = WholeState.deck()
        d.key(.tab)
        d.check(.pageDown) {
            $0.focus = .chip(TagPath(.bottom, 1, 0))
            $0.goalColumn = 3  // 'c''s middle, kept on the way
            $0.hint("More · section of Bottom, 1 tag, z folds")
            $0.hint("'f' at Bottom › More, 1 of 1")
        }
    }

    func testAPressOnAChipOnlyWaitsForTheHoldAndTheReleaseFocusesIt() {
        let d = WholeState.deck()
        let p = d.center("d")
        let path = TagPath(.bottom, 0, 1)
        d.check(.press(p, .left)) {
            $0.activeSide = .bottom
            $0.bottom.pointer.press(path, text: "d", at: p, now: 0)
        }
        d.check(.release(p)) {
            // The pane's gesture remembers the click (a second one soon after is a double click).
            XCTAssertEqual($0.bottom.pointer.released(at: p, now: 0), .click(path, count: 1))
            $0.focus = .chip(path)
            $0.say("'d' at Bottom, 2 of 3")
        }
    }

    func testTheWheelScrollsOnlyThePaneUnderThePointer() throws {
        let board = TestBoards.literal(top: [["a"]], bottom: [(1...60).map { "n\($0)" }])
        let d = WholeState.deck(board, width: 30, height: 12)
        let bottom = d.state.bottom.frame
        d.check(.wheel(Point(x: 5, y: bottom.y + 2), delta: 1)) {
            XCTAssertTrue($0.bottom.scroll(by: 2, content: $0.board[.bottom]))
        }
        XCTAssertEqual(d.state.bottom.scrollOffset, 2, "a notch of the wheel is two rows")
        d.check(.wheel(Point(x: 5, y: 1), delta: 1)) { _ in }  // the top pane has no more rows to show
    }

    func testAPressOnAPanesEmptySpaceOnlyMakesItThePaneTheKeyboardIsIn() {
        let d = WholeState.deck()
        d.key(.right)
        let empty = Point(x: 30, y: 10)  // the bottom pane, below its chips
        // The bottom pane's frame is drawn as the active one, while the focus stays on 'a' above (the next Tab
        // goes back to the top pane, onto 'a': it looks as if it did nothing).
        d.check(.press(empty, .left)) { $0.activeSide = .bottom }
        d.check(.release(empty)) { _ in }
    }
}
