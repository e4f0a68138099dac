import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// The split between the panes and the screen's size, checked on the whole state: `+`, `-` and `=`, the line
/// between the panes pressed, dragged, released or put back, and resizes (with a chip in hand too; below the
/// minimum size: `WholeStateTooSmallTests`). The state holds the panes' frames, the split and the screen's size.
final class WholeStateSplitTests: XCTestCase {
    /// The panes' frames on the 60 x 20 screen with the top pane `top` rows high (the status line takes row 19).
    private func frames(top: Int, _ state: inout DeckState) {
        state.setFrames(top: Rect(x: 0, y: 0, width: 60, height: top), bottom: Rect(x: 0, y: top, width: 60, height: 19 - top))
    }

    private func said(top: Int, byContent: Bool = false) -> String {
        "Top pane \(top) rows, bottom \(19 - top) · " + (byContent ? "sized by content" : "= sizes them by content")
    }

    func testAResizeEndsInTheStateOfADeckMadeAtThatSize() {
        let resized = WholeState.deck()
        resized.key(.tab)
        resized.key(.end)
        resized.resize(44, 12)

        let made = WholeState.deck(width: 44, height: 12)
        made.key(.tab)
        made.key(.end)

        expectNoDifference(resized.state, made.state)
        XCTAssertEqual([resized.deck.width, resized.deck.height], [44, 12])
    }

    func testPlusGivesTheTopPaneOneRowMoreSetByHand() {
        let d = WholeState.deck()
        d.check(.character("+")) {
            self.frames(top: 4, &$0)
            $0.screen.arranger.split = .byHand(top: 4, of: 19)
            $0.setStatus(self.said(top: 4), isError: false)
        }
        XCTAssertEqual(d.state.screen.arranger.split, .byHand(top: 4, of: 19))
    }

    func testACountBeforePlusGrowsTheTopPaneThatManyRows() {
        let d = WholeState.deck()
        d.key(.character("3"))
        d.check(.character("+")) {
            $0.count.pending = nil
            $0.screen.arranger.split = .byHand(top: 6, of: 19)
            // Each row is said as it is given.
            for top in 4...6 {
                self.frames(top: top, &$0)
                $0.setStatus(self.said(top: top), isError: false)
            }
        }
    }

    func testMinusAtTheMinimumChangesOnlyTheStatusAndTheSplit() {
        let d = WholeState.deck()
        d.check(.character("-")) {
            $0.screen.arranger.split = .byHand(top: 3, of: 19)
            $0.setStatus(self.said(top: 3), isError: false)
        }
        XCTAssertEqual(d.state.screen.arranger.split, .byHand(top: 3, of: 19), "set by hand now: the content no longer sizes it")
    }

    func testEqualsSizesThePanesByTheirContentAgain() {
        let d = WholeState.deck()
        d.key(.character("+"))
        d.key(.character("+"))
        d.check(.character("=")) {
            self.frames(top: 3, &$0)
            $0.screen.arranger.split = PaneSplit()
            $0.setStatus(self.said(top: 3, byContent: true), isError: false)
        }
        XCTAssertEqual(d.state.screen.arranger.split, PaneSplit())
    }

    func testAPressOnTheLineBetweenThePanesGrabsItAndChangesNothingElse() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.press(Point(x: 20, y: 2), .left)) { $0.mode = .movingSplit(from: PaneSplit(), offset: 1) }
    }

    func testDraggingTheLineMovesTheSplitWithThePointer() {
        let d = WholeState.deck()
        d.press(20, 3)  // the bottom pane's top border
        d.check(.drag(Point(x: 20, y: 8))) {
            self.frames(top: 8, &$0)
            $0.screen.arranger.split = .byHand(top: 8, of: 19)
            $0.setStatus(self.said(top: 8), isError: false)
        }
    }

    func testReleasingTheLineLeavesItWhereItIs() {
        let d = WholeState.deck()
        d.press(20, 2)
        d.move(20, 8)
        d.check(.release(Point(x: 20, y: 8))) {
            $0.mode = .browsing
            $0.setStatus(self.said(top: 9), isError: false)
        }
    }

    func testEscapeWhileMovingTheLinePutsItBack() {
        let d = WholeState.deck()
        d.key(.right)
        let before = d.state
        d.press(20, 2)
        d.move(20, 8)
        d.key(.escape)
        var want = before
        want.setStatus(said(top: 9), isError: false)
        want.setStatus("The line between the panes is back where it was", isError: false)
        expectNoDifference(d.state, want)
        XCTAssertEqual(d.state.screen.arranger.split, PaneSplit())
    }

    func testTheRightButtonPutsTheLineBackAsEscapeDoes() {
        let escape = WholeState.deck()
        escape.press(20, 2)
        escape.move(20, 8)
        escape.key(.escape)

        let right = WholeState.deck()
        right.press(20, 2)
        right.move(20, 8)
        right.press(20, 8, button: .right)

        expectNoDifference(right.state, escape.state)
    }

    func testAResizeDuringAKeyboardCarryKeepsTheCarryInItsSlot() {
        let resized = WholeState.deck()
        resized.key(.space)
        resized.key(.tab)
        resized.resize(44, 12)

        let made = WholeState.deck(width: 44, height: 12)
        made.key(.space)
        made.key(.tab)

        expectNoDifference(resized.state, made.state)
        XCTAssertEqual(resized.state.session?.current, TagPath(.bottom, 1, 1))
    }

    func testAResizeDuringAMouseDragCancelsItAndTheChipFliesBack() {
        let d = WholeState.deck()
        let p = d.center("a")
        d.press(p.x, p.y)
        d.advance(0.2)
        d.move(8, 1)  // over 'b': the live board has 'b a'
        let grab = d.state.session!.floatingOrigin
        let a = TagPath(.top, 0, 0)
        d.check(.resize(width: 60, height: 20)) {
            $0.board = WholeState.board()
            $0.session = nil
            $0.top.pointer.reset()
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: a, from: grab, start: 0.2, duration: d.deck.options.flyDuration)
            $0.mode = .settling
            $0.focus = .chip(a)
            $0.say("Cancelled: 'a' back to Top, 1 of 2")
        }
    }
}
