import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// `u` with nothing left to undo, when the host keeps its edits past a quit (``DeckOptions/undoesKeptSteps``): the
/// deck asks the host (``DeckEffect/undoKept(_:)``) and shows what it answers, as a reload's answer.
final class WholeStateKeptUndoTests: XCTestCase {
    /// A store that keeps one step: undone, the top pane loses `b` to the bottom.
    private final class KeepingStore: BoardPersistence {
        let autosave = true
        var undone = 0
        func save(_ board: Board) -> SaveReport { SaveReport(saved: true) }
        func undoKept(_ ours: Board) -> SaveReport {
            undone += 1
            guard undone == 1 else { return SaveReport(saved: true, message: "Nothing to undo") }
            return SaveReport(saved: true, message: "Undid: 'b' added to 1 note", merged: TestBoards.literal(top: [["a"]], bottom: [["c", "d", "e", "b"], ["f"]]))
        }
    }

    private func options(keeping: Bool) -> DeckOptions {
        var options = DeckOptions()
        options.reducedMotion = true
        options.undoesKeptSteps = keeping
        return options
    }

    func testUWithAnEmptyHistoryAsksTheHostAndChangesNothingUntilItAnswers() {
        let d = WholeState.deck(options: options(keeping: true), persistence: KeepingStore())
        let before = d.state
        XCTAssertEqual(d.deck.update(.input(.key(.character("u")))), [.undoKept(d.board)])
        expectNoDifference(d.state, before, "the update asks; the state waits for the answer")
    }

    func testTheAnswerIsShownAsAReloadsIsAndTheNextUAsksAgain() throws {
        let store = KeepingStore()
        let d = WholeState.deck(options: options(keeping: true), persistence: store)
        let other = WholeState.deck(options: options(keeping: true), persistence: KeepingStore())
        let report = KeepingStore().undoKept(d.board)
        other.send(.reloaded(report))
        d.key(.character("u"))
        expectNoDifference(d.state, other.state, "the board the host gives, its message, a new history")
        XCTAssertEqual(store.undone, 1)
        d.check(.character("u")) { $0.show([.notice("Nothing to undo")]) }
        XCTAssertEqual(store.undone, 2)
    }

    func testTheDecksOwnHistoryComesFirstAndAHostThatKeepsNothingIsNeverAsked() throws {
        let store = KeepingStore()
        let d = WholeState.deck(options: options(keeping: true), persistence: store)
        d.key(.character("l"))
        d.key(.enter)  // `a` to the bottom pane: a step of the deck's own
        d.settle()
        d.key(.character("u"))
        d.settle()
        XCTAssertEqual(store.undone, 0, "the deck's own step is undone first")
        XCTAssertTrue(d.state.status.hasPrefix("Undid"), d.state.status)

        let plain = KeepingStore()
        let p = WholeState.deck(options: options(keeping: false), persistence: plain)
        p.check(.character("u")) { $0.show([.info("Nothing to undo")]) }
        XCTAssertEqual(plain.undone, 0)
    }
}
