import XCTest
import Synchronization
import TagDeck
@testable import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The background saver: saves come back through its descriptor, and a look at the file after the watch woke
/// happens on its queue, in order with the saves, saying only when someone else changed the file.
final class BackgroundSaverTests: XCTestCase {
    /// A store that records what it is asked, on whatever thread asks it.
    private final class Store: BoardPersistence, @unchecked Sendable {
        let autosave = true
        let changed = Mutex(false)
        let saves = Mutex(0)
        let checkedOnMainThread = Mutex(false)
        func save(_ board: Board) -> SaveReport {
            saves.withLock { $0 += 1 }
            // Our own write: the file now holds what was written.
            changed.withLock { $0 = false }
            return SaveReport(saved: true)
        }
        func hasChangedOnDisk() -> Bool {
            if Thread.isMainThread { checkedOnMainThread.withLock { $0 = true } }
            return changed.withLock { $0 }
        }
    }

    /// Polls the saver's descriptor until `done` says what was taken so far is enough, or 5 s pass.
    private func take(_ saver: BackgroundSaver, until done: (_ saves: Int, _ changed: Bool) -> Bool)
        -> (saves: Int, changed: Bool) {
        var saves = 0
        var changed = false
        let deadline = Date().addingTimeInterval(5)
        while !done(saves, changed), Date() < deadline {
            var entry = pollfd(fd: saver.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 100)
            let taken = saver.takeFinished()
            saves += taken.saves.count
            changed = changed || taken.fileChanged
        }
        return (saves, changed)
    }

    func testALookAfterItsOwnSaveSaysNothingAndIsNotMadeOnTheMainThread() throws {
        let store = Store()
        let saver = try XCTUnwrap(BackgroundSaver(persistence: store))
        store.changed.withLock { $0 = true }
        saver.save(SaveRequest(board: .empty(), revision: 1, reason: .autosave))
        // The watch woke for that save's own write; the look comes after the save on the queue.
        saver.checkFile()
        saver.save(SaveRequest(board: .empty(), revision: 2, reason: .autosave))
        let taken = take(saver) { saves, _ in saves == 2 }
        XCTAssertEqual(taken.saves, 2)
        XCTAssertFalse(taken.changed, "the file holds what tagdeck wrote")
        XCTAssertFalse(store.checkedOnMainThread.withLock { $0 })
    }

    func testALookAtAFileSomeoneElseChangedSaysSo() throws {
        let store = Store()
        let saver = try XCTUnwrap(BackgroundSaver(persistence: store))
        store.changed.withLock { $0 = true }
        saver.checkFile()
        let taken = take(saver) { _, changed in changed }
        XCTAssertTrue(taken.changed)
        XCTAssertEqual(taken.saves, 0)
        XCTAssertFalse(saver.takeFinished().fileChanged, "said once")
    }
}
