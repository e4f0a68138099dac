import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// What the deck does itself, checked on the whole state: the help (its keys, a click, the wheel), quitting and the
/// quit prompt, saving, a redraw, and keys bound to nothing. How the session ended and what was saved are the
/// deck's and the driver's, checked beside the state.
final class WholeStateDeckTests: XCTestCase {
    /// Stores every board saved; never autosaves, so changes wait for `s` and `q` asks first.
    private final class Store: BoardPersistence {
        let autosave: Bool
        private(set) var saved: [Board] = []
        init(autosave: Bool) { self.autosave = autosave }
        func save(_ board: Board) -> SaveReport {
            saved.append(board)
            return SaveReport(saved: true)
        }
    }

    /// A deck with a file that is not autosaved, 'a' sent to the bottom pane and landed: an unsaved change.
    private func unsaved(_ store: Store) -> HeadlessDriver {
        let d = WholeState.deck(persistence: store)
        d.key(.right)
        d.key(.enter)
        d.settle()
        XCTAssertTrue(d.deck.hasUnsavedChanges)
        return d
    }

    // MARK: The help

    func testQuestionMarkOpensTheHelpAndChangesNothingElse() {
        let d = WholeState.deck()
        d.key(.tab)
        d.check(.character("?")) { $0.mode = .help(scroll: 0) }
    }

    func testDownScrollsTheHelpALineAndUpBack() {
        let d = WholeState.deck()
        d.key(.character("?"))
        d.check(.character("j")) { $0.mode = .help(scroll: 1) }
        d.check(.up) { $0.mode = .help(scroll: 0) }
        d.checkUnchanged(.up)  // not above its first line
    }

    func testPageDownScrollsTheHelpAPage() {
        let d = WholeState.deck()
        d.key(.character("?"))
        XCTAssertGreaterThan(HelpOverlay.maxScroll(of: d.deck), 15, "the help is more than a page")
        d.check(.pageDown) { $0.mode = .help(scroll: 15) }  // the screen's rows less the help's frame
    }

    func testAnyOtherKeyClosesTheHelpAndDoesNothingElse() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("?"))
        // `m` would mark 'a' while browsing.
        d.check(.character("m")) { $0.mode = .browsing }
    }

    func testTheWheelScrollsTheHelpAndAClickClosesIt() {
        let d = WholeState.deck()
        d.key(.character("?"))
        let chip = d.center("d")
        d.check(.wheel(chip, delta: 1)) { $0.mode = .help(scroll: 2) }
        // The click does not reach the chip under it: no press waits in its pane.
        d.check(.press(chip, .left)) { $0.mode = .browsing }
        d.checkUnchanged(.escape)
    }

    // MARK: Quitting and saving

    func testQWithNothingUnsavedQuitsAndLeavesTheStateAsItWas() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("q")) { $0.outcome = .quit }
    }

    func testQWithAChipLiftedPutsItBackThenQuits() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.space)
        d.key(.right)
        let a = TagPath(.top, 0, 0)
        d.check(.character("q")) {
            $0.board = WholeState.board()
            $0.session = nil
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: a, from: $0.chipFrame(TagPath(.top, 0, 1)).origin,
                                         start: 0, duration: d.deck.options.flyDuration)
            $0.mode = .settling
            $0.focus = .chip(a)
            $0.say("Cancelled: 'a' back to Top, 1 of 2")
            $0.outcome = .quit
        }
    }

    func testQWithUnsavedChangesAsksFirst() {
        let store = Store(autosave: false)
        let d = unsaved(store)
        d.check(.character("q")) { $0.mode = .askingToQuit }
        XCTAssertNil(d.deck.outcome)
    }

    func testEscapeAtTheQuitPromptGoesBackToTheBoard() {
        let d = unsaved(Store(autosave: false))
        let before = d.state
        d.key(.character("q"))
        d.check(.escape) { $0.mode = .browsing }
        expectNoDifference(d.state, before)
        XCTAssertNil(d.deck.outcome)
    }

    func testAKeyOfNoAnswerAtTheQuitPromptChangesNothing() {
        let d = unsaved(Store(autosave: false))
        d.key(.character("q"))
        d.checkUnchanged(.character("x"))
        d.checkUnchanged(.enter)
    }

    func testDAtTheQuitPromptQuitsWithoutSaving() {
        let store = Store(autosave: false)
        let d = unsaved(store)
        d.key(.character("q"))
        d.check(.character("d")) {
            $0.mode = .browsing
            $0.outcome = .quit
        }
        XCTAssertEqual(store.saved, [])
    }

    func testSAtTheQuitPromptSavesThenQuits() {
        let store = Store(autosave: false)
        let d = unsaved(store)
        d.key(.character("q"))
        d.check(.character("s")) {
            $0.mode = .browsing
            $0.files.saving.savedRevision = $0.revision
            $0.outcome = .quit
        }
        XCTAssertEqual(store.saved, [d.board])
    }

    func testSWithAFileSavesAndSaysSo() {
        let store = Store(autosave: false)
        let d = unsaved(store)
        d.check(.character("s")) {
            $0.setStatus("Saved", isError: false)
            $0.files.saving.savedRevision = $0.revision
        }
        XCTAssertEqual(store.saved, [d.board])
        XCTAssertFalse(d.deck.hasUnsavedChanges)
    }

    func testSWithoutAFileOnlySaysThereIsNowhereToSave() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("s")) { $0.setStatus("This board has no file: nothing is saved", isError: false) }
    }

    func testAnAutosaveLeavesTheStateAsADeckWithoutAFileLeavesIt() {
        let store = Store(autosave: true)
        let saving = WholeState.deck(persistence: store)
        saving.key(.right)
        saving.key(.enter)

        let plain = WholeState.deck()
        plain.key(.right)
        plain.key(.enter)

        // The filing is the one part that differs: this deck has a file, and saved the send.
        var want = plain.state
        want.files.saving = saving.state.files.saving
        expectNoDifference(saving.state, want)
        XCTAssertEqual(saving.state.files.saving.savedRevision, saving.state.revision)
        XCTAssertEqual(store.saved, [saving.board], "saved once, quietly")
    }

    // MARK: Keys that change nothing

    func testCtrlLOnlyAsksForARedraw() {
        let d = WholeState.deck()
        d.key(.right)
        d.checkUnchanged(.control("l"))
        XCTAssertEqual(d.performed.last, .redrawScreen)
    }

    func testKeysBoundToNothingChangeNothing() {
        let d = WholeState.deck()
        d.key(.right)
        for key: Key in [.character("x"), .character("Q"), .delete, .backspace, .control("b")] {
            d.checkUnchanged(key)
        }
    }

    func testTheMouseChangesNothingAtTheQuitPrompt() {
        let d = unsaved(Store(autosave: false))
        d.key(.character("q"))
        let p = d.center("b")
        d.check(.press(p, .left)) { _ in }
        d.check(.release(p)) { _ in }
        d.check(.wheel(p, delta: 1)) { _ in }
    }
}
