import TagDeckTestSupport
import XCTest
@testable import TagDeck

final class BoardTests: XCTestCase {
    private func pane(_ sections: [[String]]) -> PaneContent {
        PaneContent(title: "P", sections: sections.map { Section(tags: $0.map { Tag($0) }) })
    }

    private func boardError(top: [[String]], bottom: [[String]]) -> BoardError? {
        do {
            _ = try Board(top: pane(top), bottom: pane(bottom))
            return nil
        } catch {
            return error
        }
    }

    // MARK: Init

    func testInitAcceptsUniqueTexts() throws {
        let board = try Board(top: pane([["a", "b"], []]), bottom: pane([["c"]]))
        XCTAssertEqual(board.tagCount, 3)
        XCTAssertTrue(board.checkInvariants())
    }

    func testInitRefusesDuplicates() {
        XCTAssertEqual(boardError(top: [["a", "a"]], bottom: [[]]), .duplicateTag("a"))
        XCTAssertEqual(boardError(top: [["a"], ["b", "a"]], bottom: [[]]), .duplicateTag("a"))
        XCTAssertEqual(boardError(top: [["x", "y"]], bottom: [["z"], ["y"]]), .duplicateTag("y"))
        // Texts differing only in case or pinning are still different texts / the same text.
        XCTAssertNil(boardError(top: [["a", "A"]], bottom: [[]]))
        XCTAssertThrowsError(try Board(
            top: PaneContent(title: "T", sections: [Section(tags: [Tag("p", pinned: true)])]),
            bottom: PaneContent(title: "B", sections: [Section(tags: [Tag("p")])])
        )) { error in
            XCTAssertEqual(error as? BoardError, .duplicateTag("p"))
        }
    }

    func testInitRefusesEmptyTexts() {
        XCTAssertEqual(boardError(top: [[""]], bottom: [[]]), .emptyTag(TagPath(.top, 0, 0)))
        XCTAssertEqual(boardError(top: [["a"], ["b", ""]], bottom: [[]]), .emptyTag(TagPath(.top, 1, 1)))
        XCTAssertEqual(boardError(top: [["a"]], bottom: [[], ["b", "c", ""]]), .emptyTag(TagPath(.bottom, 1, 2)))
        // The first problem in reading order is the one reported.
        XCTAssertEqual(boardError(top: [["", ""]], bottom: [[]]), .emptyTag(TagPath(.top, 0, 0)))
        XCTAssertEqual(boardError(top: [["a", "a"]], bottom: [[""]]), .duplicateTag("a"))
    }

    func testErrorDescriptions() {
        XCTAssertEqual(BoardError.duplicateTag("rust").description, "duplicate tag 'rust'")
        XCTAssertEqual(BoardError.emptyTag(TagPath(.bottom, 2, 3)).description, "empty tag at bottom/2/3")
    }

    func testPaneWithoutSectionsGetsOneEmptySection() {
        let pane = PaneContent(title: "Only")
        XCTAssertEqual(pane.sections, [Section()])
        XCTAssertFalse(pane.sections[0].isTitled)
        let board = Board.empty()
        XCTAssertEqual(board[.top].title, "Top")
        XCTAssertEqual(board[.bottom].title, "Bottom")
        XCTAssertEqual(board.tagCount, 0)
        XCTAssertTrue(board.checkInvariants())
    }

    // MARK: Invariants

    func testCheckInvariantsHoldsForValidBoards() {
        var rng = seededGenerator(default: 42)
        for _ in 0..<500 {
            let board = TestBoards.random(maxSections: 4, maxTags: 6, pinnedChance: 0.3, using: &rng)
            XCTAssertTrue(board.checkInvariants())
        }
    }

    func testCheckInvariantsDetectsBrokenBoards() {
        var duplicated = TestBoards.board(top: [2], bottom: [1, 1])
        duplicated[.bottom].withSection(1) { $0.tags.append(Tag("t0")) }
        XCTAssertFalse(duplicated.checkInvariants())

        var emptyText = TestBoards.board(top: [2], bottom: [1])
        emptyText[.top].withSection(0) { $0.tags.insert(Tag(""), at: 1) }
        XCTAssertFalse(emptyText.checkInvariants())

        var fine = TestBoards.board(top: [2], bottom: [1])
        fine[.top].withSection(0) { $0.tags.append(Tag("new")) }
        XCTAssertTrue(fine.checkInvariants())
    }

    // MARK: Queries

    func testPathOfEveryTag() {
        var rng = seededGenerator(default: 7)
        for _ in 0..<300 {
            let board = TestBoards.random(maxSections: 4, maxTags: 5, using: &rng)
            for path in TestBoards.tagPaths(board) {
                XCTAssertEqual(board.path(of: board[path].text), path)
                XCTAssertTrue(board.contains(path))
            }
            XCTAssertNil(board.path(of: "absent"))
            XCTAssertNil(board.path(of: ""))
        }
    }

    func testTagCountsAndAllTags() {
        var rng = seededGenerator(default: 99)
        for _ in 0..<300 {
            let top = TestBoards.randomShape(maxSections: 4, maxTags: 5, using: &rng)
            let bottom = TestBoards.randomShape(maxSections: 4, maxTags: 5, using: &rng)
            let board = TestBoards.board(top: top, bottom: bottom)
            let total = top.reduce(0, +) + bottom.reduce(0, +)
            XCTAssertEqual(board.tagCount, total)
            XCTAssertEqual(board[.top].tagCount, top.reduce(0, +))
            XCTAssertEqual(board[.bottom].tagCount, bottom.reduce(0, +))
            for (s, count) in top.enumerated() { XCTAssertEqual(board.count(.top, section: s), count) }
            for (s, count) in bottom.enumerated() { XCTAssertEqual(board.count(.bottom, section: s), count) }
            // The builder numbers tags in reading order, which is also the order of `allTags`.
            XCTAssertEqual(board.allTags.map(\.text), (0..<total).map { "t\($0)" })
            XCTAssertEqual(board.sortedTexts, board.allTags.map(\.text).sorted())
        }
    }

    func testContainsRejectsOutOfRangePaths() {
        let board = TestBoards.board(top: [1, 0], bottom: [2])
        XCTAssertTrue(board.contains(TagPath(.top, 0, 0)))
        XCTAssertFalse(board.contains(TagPath(.top, 0, 1)))
        XCTAssertFalse(board.contains(TagPath(.top, 1, 0)))
        XCTAssertFalse(board.contains(TagPath(.top, 2, 0)))
        XCTAssertFalse(board.contains(TagPath(.top, -1, 0)))
        XCTAssertFalse(board.contains(TagPath(.bottom, 0, -1)))
        XCTAssertTrue(board.contains(TagPath(.bottom, 0, 1)))
        XCTAssertFalse(board.contains(TagPath(.bottom, 0, 2)))
    }

    func testTagPathReadingOrder() {
        XCTAssertLessThan(TagPath(.top, 5, 9), TagPath(.bottom, 0, 0))
        XCTAssertLessThan(TagPath(.top, 0, 9), TagPath(.top, 1, 0))
        XCTAssertLessThan(TagPath(.bottom, 1, 0), TagPath(.bottom, 1, 1))
        XCTAssertFalse(TagPath(.bottom, 1, 1) < TagPath(.bottom, 1, 1))
        var rng = seededGenerator(default: 3)
        let board = TestBoards.random(maxSections: 4, maxTags: 4, using: &rng)
        let paths = TestBoards.tagPaths(board)
        XCTAssertEqual(paths.shuffled(using: &rng).sorted(), paths)
    }
}
