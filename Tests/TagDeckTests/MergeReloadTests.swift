import XCTest
@testable import TagDeck
import TagDeckTesting

/// A save that merged changes made on disk shows the merged board: the focus and the marks follow their tags,
/// folds stay, the filter is matched again, and the undo history starts anew.
final class MergeReloadTests: XCTestCase {
    /// A persistence whose file "changed on disk": every save merges in a tag added elsewhere.
    private final class MergingStore: BoardPersistence {
        let autosave = true
        func save(_ board: Board) -> SaveReport {
            var sections = board[.bottom].sections
            sections[0].tags.append(Tag("from disk"))
            let merged = try! Board(top: board[.top], bottom: PaneContent(title: board[.bottom].title, sections: sections))
            return SaveReport(saved: true, message: "Merged the changes made to b.md on disk", merged: merged)
        }
    }

    func testTheMergedBoardIsShownAndTheSessionStateFollowsItsTags() throws {
        let board = try Board(
            top: PaneContent(title: "Top", sections: [Section(title: "A", tags: ["a1", "a2"].map { Tag($0) })]),
            bottom: PaneContent(title: "Bottom", sections: [
                Section(title: "C", tags: ["c1", "c2"].map { Tag($0) }), Section(title: "D", tags: [Tag("d1")])]))
        var options = DeckOptions()
        options.reducedMotion = true
        let store = MergingStore()
        let d = HeadlessDriver(board: board, width: 60, height: 20, options: options, persistence: store)
        d.key(.right)       // a1
        d.type("m")         // marks a1, on to a2
        d.key(.tab)         // c1
        d.type("]")         // d1
        d.type("z")         // folds D
        d.key(.up)          // the row above: c1 c2's row
        XCTAssertEqual(d.state.focusedChip.map { d.board[$0].text }, "c1")
        d.key(.enter)       // sends c1 to the top: a save, which merges
        XCTAssertEqual(d.board[.bottom].sections[0].tags.map(\.text), ["c2", "from disk"], "the merged board is shown")
        XCTAssertTrue(d.screen.contains("[from disk]"), d.screen)
        XCTAssertTrue(d.lines.last!.contains("Merged the changes made to b.md on disk"), d.screen)
        XCTAssertEqual(Set(d.state.marks.panes.keys), ["a1"], "marks follow their tags")
        XCTAssertTrue(SectionFolder.isFolded(d.state, SectionPath(.bottom, 1)), "folds stay")
        XCTAssertFalse(d.deck.hasUnsavedChanges)
        d.type("u")
        XCTAssertTrue(d.lines.last!.contains("Nothing to undo"), "the history starts at the merge: " + d.screen)
        XCTAssertEqual(d.board.allTags.count, 6)
    }
}
