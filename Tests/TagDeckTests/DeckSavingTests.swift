import TagDeck
import XCTest
import TagDeckTesting

/// How the deck talks to its persistence: autosave after each committed change, `s`, and the quit prompt.
final class DeckSavingTests: XCTestCase {
    /// Records saves; fails them while `failing` is set.
    final class RecordingPersistence: BoardPersistence {
        let autosave: Bool
        var failing = false
        var saved: [Board] = []
        init(autosave: Bool) { self.autosave = autosave }
        func save(_ board: Board) -> SaveReport {
            if failing { return SaveReport(saved: false, message: "Could not save board.md: the file is read-only") }
            saved.append(board)
            return SaveReport(saved: true)
        }
    }

    private func send(_ d: HeadlessDriver) {
        d.key(.tab)
        d.key(.enter)
    }

    func testAutosaveIsQuietAndAnExplicitSaveSaysSo() {
        let store = RecordingPersistence(autosave: true)
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17, persistence: store)
        send(d)
        XCTAssertEqual(store.saved, [d.board], "saved once, right after the send")
        XCTAssertTrue(d.lines[16].hasPrefix("Sent 'World'"), d.lines[16])
        d.type("s")
        XCTAssertTrue(d.lines[16].hasPrefix("Saved"), d.lines[16])
        XCTAssertFalse(d.deck.hasUnsavedChanges)
    }

    func testAFailedSaveKeepsTheBoardAndQuitAsks() {
        let store = RecordingPersistence(autosave: true)
        store.failing = true
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17, persistence: store)
        send(d)
        XCTAssertTrue(d.lines[16].hasPrefix("Could not save board.md"), d.lines[16])
        XCTAssertEqual(d.state.statusMessage.isError, true)
        XCTAssertTrue(d.deck.hasUnsavedChanges)
        d.type("q")
        XCTAssertNil(d.deck.outcome, "q asks first")
        XCTAssertTrue(d.lines[16].hasPrefix("Unsaved changes: s save and quit"), d.lines[16])
        d.type("s")
        XCTAssertNil(d.deck.outcome, "the save failed again: still here")
        store.failing = false
        d.type("q")
        d.type("s")
        XCTAssertEqual(d.deck.outcome, .quit)
        XCTAssertEqual(store.saved.last, d.board)
    }

    func testWithoutAutosaveChangesWaitForS() {
        let store = RecordingPersistence(autosave: false)
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17, persistence: store)
        send(d)
        XCTAssertTrue(store.saved.isEmpty)
        d.type("q")
        d.key(.escape)
        XCTAssertNil(d.deck.outcome, "Esc goes back to the board")
        d.type("s")
        XCTAssertEqual(store.saved, [d.board])
        d.type("q")
        XCTAssertEqual(d.deck.outcome, .quit, "nothing unsaved: q quits at once")
    }
}
