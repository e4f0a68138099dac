import XCTest
@testable import TagDeck
import TagDeckTesting

/// A change on disk is an event: the deck asks for a reload (an effect) and shows the merged board, at once when
/// idle, only after the drop when a drag is in progress.
final class ReloadEventTests: XCTestCase {
    /// A file that someone else keeps adding `outside N` tags to.
    private final class ChangingFile: BoardPersistence {
        let autosave = true
        var reloads = 0
        func save(_ board: Board) -> SaveReport { SaveReport(saved: true) }
        func reload(_ ours: Board) -> SaveReport? {
            reloads += 1
            var sections = ours[.bottom].sections
            sections[0].tags.append(Tag("outside \(reloads)"))
            let merged = try! Board(top: ours[.top], bottom: PaneContent(title: ours[.bottom].title, sections: sections))
            return SaveReport(saved: true, message: "Reloaded: b.md (external change)", merged: merged)
        }
    }

    private func driver(_ file: ChangingFile) -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        let board = TestBoards.literal(top: [["a1", "a2"]], bottom: [["c1"]])
        return HeadlessDriver(board: board, width: 60, height: 20, options: options, persistence: file)
    }

    func testAnIdleDeckReloadsAtOnce() {
        let file = ChangingFile()
        let d = driver(file)
        XCTAssertTrue(d.deck.update(.fileChanged).contains(.reload(d.board)), "the update asks; the driver reads")
        XCTAssertEqual(file.reloads, 0)
        d.send(.fileChanged)
        XCTAssertEqual(d.board[.bottom].sections[0].tags.map(\.text), ["c1", "outside 1"])
        XCTAssertTrue(d.screen.contains("[outside 1]"), d.screen)
        XCTAssertTrue(d.lines.last!.contains("Reloaded: b.md (external change)"), d.screen)
        XCTAssertFalse(d.deck.hasUnsavedChanges)
    }

    func testADragInProgressIsNeverDisturbedTheReloadComesAfterTheDrop() throws {
        let file = ChangingFile()
        let d = driver(file)
        let a1 = try XCTUnwrap(d.chipCenter("a1"))
        d.press(a1.x, a1.y)
        d.move(a1.x + 3, a1.y + 2)
        XCTAssertNotNil(d.state.session)
        d.send(.fileChanged)
        XCTAssertEqual(file.reloads, 0, "nothing is read while a chip is in hand")
        XCTAssertFalse(d.screen.contains("outside"), d.screen)
        let c1 = try XCTUnwrap(d.chipCenter("c1"))
        d.move(c1.x + 10, c1.y)
        d.release(c1.x + 10, c1.y)
        d.settle()
        XCTAssertEqual(file.reloads, 1, "merged when the drag ended")
        XCTAssertEqual(d.board[.bottom].sections[0].tags.map(\.text), ["c1", "a1", "outside 1"])
    }
}
