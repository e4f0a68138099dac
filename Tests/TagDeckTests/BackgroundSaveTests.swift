import TagDeck
import XCTest
import TagDeckTesting

/// Saves written in the background, as the terminal makes them: the deck goes on while one is written, requests
/// that come meanwhile are coalesced (the latest wins), and `q` waits for the save under way instead of asking.
final class BackgroundSaveTests: XCTestCase {
    private typealias Store = DeckSavingTests.RecordingPersistence

    private func request(_ revision: Int, _ reason: SaveReason = .autosave) -> SaveRequest {
        SaveRequest(board: sampleBoard(), revision: revision, reason: reason)
    }

    func testTheQueueWritesOneAtATimeAndTheLatestWaitingWins() {
        var queue = SaveQueue()
        XCTAssertEqual(queue.submit(request(1)), request(1), "idle: written at once")
        XCTAssertNil(queue.submit(request(2)))
        XCTAssertNil(queue.submit(request(3)), "waits, replacing 2")
        XCTAssertEqual(queue.waiting?.revision, 3)
        let first = queue.finish()
        XCTAssertEqual(first.written?.revision, 1)
        XCTAssertEqual(first.next?.revision, 3, "2 is never written: 3 holds its changes")
        let second = queue.finish()
        XCTAssertEqual(second.written?.revision, 3)
        XCTAssertNil(second.next)
        XCTAssertTrue(queue.isIdle)
        XCTAssertEqual(queue.finish().written, nil)
    }

    func testACoalescedRequestKeepsTheStrongerReason() {
        var queue = SaveQueue()
        _ = queue.submit(request(1))
        XCTAssertNil(queue.submit(request(1, .beforeQuit)), "the revision being written: nothing more to write")
        XCTAssertNil(queue.waiting)
        XCTAssertEqual(queue.writing?.reason, .beforeQuit, "but its report now lets the deck quit")
        _ = queue.submit(request(2, .explicit))
        _ = queue.submit(request(3, .autosave))
        XCTAssertEqual(queue.waiting?.revision, 3)
        XCTAssertEqual(queue.waiting?.reason, .explicit, "'s' still says Saved when the later autosave is written")
    }

    func testKeysGoOnWhileASaveIsWrittenAndQuitWaitsForIt() {
        let store = Store(autosave: true)
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17, persistence: store)
        d.savesInBackground = true
        d.key(.tab)
        d.key(.enter)
        XCTAssertTrue(store.saved.isEmpty, "not written yet")
        XCTAssertEqual(d.saveQueue.writing?.board, d.board)
        d.key(.enter)
        d.key(.enter)
        XCTAssertEqual(d.saveQueue.waiting?.board, d.board, "the latest board waits, once")
        d.type("q")
        XCTAssertNil(d.deck.outcome, "the latest change is not on disk yet")
        XCTAssertNotEqual(d.deck.mode, .askingToQuit, "no question: a save is under way")
        XCTAssertTrue(d.finishSave())
        XCTAssertNil(d.deck.outcome, "the first save held an older board")
        XCTAssertTrue(d.finishSave())
        XCTAssertEqual(store.saved.count, 2, "three changes, two writes")
        XCTAssertEqual(store.saved.last, d.board)
        XCTAssertEqual(d.deck.outcome, .quit, "quit once the last save was written")
    }

    /// The report of an older save, arriving while a newer one is still being written, does not make the deck
    /// think nothing is being saved: `q` then waits for the newer one instead of asking about unsaved changes.
    func testAnOlderSavesReportDoesNotHideTheSaveStillUnderWay() {
        let store = Store(autosave: true)
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17, persistence: store)
        d.savesInBackground = true
        d.key(.tab)
        d.key(.enter)
        d.key(.enter)
        XCTAssertNotNil(d.saveQueue.waiting, "the second change waits for the first to be written")
        XCTAssertTrue(d.finishSave())
        XCTAssertEqual(d.saveQueue.writing?.board, d.board, "the latest board is being written")
        d.type("q")
        XCTAssertNotEqual(d.deck.mode, .askingToQuit, "no question: the latest change is being saved")
        XCTAssertTrue(d.finishSave())
        XCTAssertEqual(store.saved.last, d.board)
        XCTAssertEqual(d.deck.outcome, .quit, "quit once the last save was written")
    }

    func testQuitAfterABackgroundSaveFailsSaysWhyAndAsksNextTime() {
        let store = Store(autosave: true)
        store.failing = true
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17, persistence: store)
        d.savesInBackground = true
        d.key(.tab)
        d.key(.enter)
        d.type("q")
        XCTAssertTrue(d.finishSave())
        XCTAssertNil(d.deck.outcome, "nothing on disk: still here")
        XCTAssertTrue(d.lines[16].hasPrefix("Could not save board.md"), d.lines[16])
        d.type("q")
        XCTAssertEqual(d.deck.mode, .askingToQuit, "no save under way now: q asks")
    }
}
