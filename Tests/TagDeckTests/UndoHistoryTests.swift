import TagDeckTestSupport
import XCTest
@testable import TagDeck

final class UndoHistoryTests: XCTestCase {
    private let a = BoardChange.move(Move(from: TagPath(.top, 0, 0), to: TagPath(.bottom, 0, 1)))
    private let b = BoardChange.move(Move(from: TagPath(.bottom, 1, 2), to: TagPath(.bottom, 1, 0)))
    private let c = BoardChange.move(Move(from: TagPath(.top, 2, 1), to: TagPath(.top, 0, 3)))

    func testEmptyHistory() {
        var history = UndoHistory()
        XCTAssertFalse(history.canUndo)
        XCTAssertFalse(history.canRedo)
        XCTAssertNil(history.popUndo())
        XCTAssertNil(history.popRedo())
        XCTAssertEqual(history, UndoHistory())
    }

    func testUndoReturnsInversesNewestFirstAndRedoReplays() {
        var history = UndoHistory()
        history.record(a)
        history.record(b)
        history.record(c)
        XCTAssertEqual(history.done, [a, b, c])
        XCTAssertTrue(history.canUndo)
        XCTAssertFalse(history.canRedo)

        XCTAssertEqual(history.popUndo(), c.inverse)
        XCTAssertEqual(history.popUndo(), b.inverse)
        XCTAssertTrue(history.canRedo)
        XCTAssertEqual(history.done, [a])
        XCTAssertEqual(history.undone, [c, b])

        XCTAssertEqual(history.popRedo(), b)
        XCTAssertEqual(history.popRedo(), c)
        XCTAssertNil(history.popRedo())
        XCTAssertEqual(history.done, [a, b, c])

        XCTAssertEqual(history.popUndo(), c.inverse)
        XCTAssertEqual(history.popUndo(), b.inverse)
        XCTAssertEqual(history.popUndo(), a.inverse)
        XCTAssertNil(history.popUndo())
        XCTAssertFalse(history.canUndo)
        XCTAssertEqual(history.undone, [c, b, a])
    }

    func testNewRecordClearsRedo() {
        var history = UndoHistory()
        history.record(a)
        history.record(b)
        _ = history.popUndo()
        XCTAssertTrue(history.canRedo)
        history.record(c)
        XCTAssertFalse(history.canRedo)
        XCTAssertNil(history.popRedo())
        XCTAssertEqual(history.done, [a, c])
        XCTAssertEqual(history.popUndo(), c.inverse)
        XCTAssertEqual(history.popUndo(), a.inverse)
    }

    func testIdentityMovesAreNotRecorded() {
        var history = UndoHistory()
        let still = Move(from: TagPath(.bottom, 1, 1), to: TagPath(.bottom, 1, 1))
        history.record(still)
        XCTAssertFalse(history.canUndo)
        XCTAssertEqual(history, UndoHistory())

        history.record(a)
        history.record(b)
        _ = history.popUndo()
        let before = history
        // A drag dropped where it started changes nothing, and so keeps what can be redone.
        history.record(still)
        XCTAssertEqual(history, before)
        XCTAssertEqual(history.popRedo(), b)
    }

    /// Random sessions of moves, undos, redos and identity drops on a real board: the board after every
    /// step matches a plain list of board states with a cursor.
    func testRandomSessionsMatchStateListModel() {
        var rng = seededGenerator(default: 0x5EED)
        var steps = 0
        for _ in 0..<150 {
            var board = TestBoards.random(maxSections: 3, maxTags: 5, using: &rng)
            var history = UndoHistory()
            var states = [board]
            var cursor = 0
            for _ in 0..<60 {
                steps += 1
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5:
                    guard let move = TestBoards.randomMove(on: board, using: &rng) else { continue }
                    board.apply(move)
                    history.record(move)
                    if !move.isIdentity {
                        states.removeSubrange((cursor + 1)...)
                        states.append(board)
                        cursor += 1
                    }
                case 5..<8:
                    XCTAssertEqual(history.canUndo, cursor > 0)
                    if let undo = history.popUndo() {
                        XCTAssertTrue(board.canApply(undo))
                        board.apply(undo)
                        cursor -= 1
                    }
                default:
                    XCTAssertEqual(history.canRedo, cursor < states.count - 1)
                    if let redo = history.popRedo() {
                        XCTAssertTrue(board.canApply(redo))
                        board.apply(redo)
                        cursor += 1
                    }
                }
                guard states.indices.contains(cursor) else {
                    XCTFail("history moved past the recorded states")
                    return
                }
                XCTAssertEqual(board, states[cursor])
                XCTAssertEqual(history.done.count, cursor)
                XCTAssertEqual(history.undone.count, states.count - 1 - cursor)
            }
        }
        XCTAssertGreaterThan(steps, 0)
    }
}
