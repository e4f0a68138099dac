import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// A screen below the minimum size, checked on the whole state: the message takes the mode, the board's keys do
/// nothing, `q` quits, a chip in hand goes back, and a resize back restores the board.
///
/// Three tests are marked `KnownIssue`: they check the state as it is today, which differs from the state before by
/// the mode only, where the state before is what a screen too small for a moment should leave (as it does for the
/// quit prompt). Once that is fixed they fail, and their expectation becomes the state before. (XCTest on Linux has
/// no `XCTExpectFailure`.)
final class WholeStateTooSmallTests: XCTestCase {
    /// Shrinks `d` below the minimum size and back to 60 x 20.
    private func tooSmallForAMoment(_ d: HeadlessDriver) {
        d.resize(15, 20)
        XCTAssertEqual(d.state.mode, .tooSmall)
        d.resize(60, 20)
    }

    func testAResizeBelowTheMinimumShowsOnlyTheMessageAndAResizeBackRestoresTheBoard() {
        let d = WholeState.deck()
        d.key(.tab)
        let before = d.state
        d.check(.resize(width: 15, height: 20)) {
            $0.mode = .tooSmall
            $0.screen.width = 15
        }
        d.checkUnchanged(.right)  // nothing of the board is shown: its keys do nothing
        d.checkUnchanged(.character("?"))
        d.resize(60, 20)
        expectNoDifference(d.state, before)
    }

    func testQQuitsWhileTheScreenIsTooSmallAndChangesNothingElse() {
        let d = WholeState.deck()
        d.resize(60, 5)
        d.check(.character("q")) { $0.outcome = .quit }
    }

    func testAKeyboardCarryGoesBackWhenTheScreenGetsTooSmall() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.space)
        d.key(.right)
        let a = TagPath(.top, 0, 0)
        d.check(.resize(width: 15, height: 20)) {
            $0.board = WholeState.board()
            $0.session = nil
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: a, from: $0.chipFrame(TagPath(.top, 0, 1)).origin,
                                         start: 0, duration: d.deck.options.flyDuration)
            $0.focus = .chip(a)
            $0.say("Cancelled: 'a' back to Top, 1 of 2")
            $0.mode = .tooSmall  // the flight waits: nothing ticks while the message shows
            $0.screen.width = 15
        }
        XCTAssertNil(d.deck.nextWakeup)
    }

    func testTheQuitPromptOutlastsAScreenTooSmallForAMoment() {
        final class Store: BoardPersistence {
            let autosave = false
            func save(_ board: Board) -> SaveReport { SaveReport(saved: true) }
        }
        let d = WholeState.deck(persistence: Store())
        d.key(.right)
        d.key(.enter)
        d.settle()
        d.key(.character("q"))
        let before = d.state
        d.check(.resize(width: 15, height: 20)) { $0.screen.width = 15 }  // the prompt stays, over the message
        d.resize(60, 20)
        expectNoDifference(d.state, before)
    }

    func testKnownIssueAScreenTooSmallForAMomentDropsTheLineEditorAndTheTextTyped() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("a"))
        d.type("new")
        let before = d.state
        tooSmallForAMoment(d)
        var want = before
        // Known issue: `want` should be `before`, the editor open on 'new'. The mode is replaced by the message and
        // then by browsing: the text typed is lost, nothing is added, and nothing says so.
        want.mode = .browsing
        expectNoDifference(d.state, want)
    }

    func testKnownIssueAScreenTooSmallForAMomentDropsTheQuestionButNotItsWords() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        d.key(.character("d"))
        let before = d.state
        tooSmallForAMoment(d)
        var want = before
        // Known issue: `want` should be `before`, the question asked. It is dropped, while the status line still
        // asks "Delete section 'More' and its 1 tag? y/n"...
        want.mode = .browsing
        expectNoDifference(d.state, want)
        XCTAssertEqual(d.state.status, "Delete section 'More' and its 1 tag? y/n")
        // ... and its `n` now opens the editor of a new section.
        d.check(.character("n")) { $0.mode = .editing(LineEditor(purpose: .newSection(at: SectionPath(.bottom, 2)))) }
    }

    func testKnownIssueAScreenTooSmallForAMomentClosesTheFilterLine() {
        let d = WholeState.deck()
        d.key(.character("/"))
        d.type("d")
        let before = d.state
        tooSmallForAMoment(d)
        var want = before
        // Known issue: `want` should be `before`, the line open on 'd'. It is closed (its filter kept), as if
        // Enter had been pressed, but without saying what the filter shows.
        want.mode = .browsing
        expectNoDifference(d.state, want)
    }
}
