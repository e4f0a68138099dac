import TagDeckTestSupport
import XCTest
@testable import TagDeck

final class PaneLayoutTests: XCTestCase {
    /// Random moves on random boards: after each, the pane layouts (told only what changed, asked only for
    /// some rows) must agree with layouts built from scratch on every content row.
    func testInvalidatedLayoutAgreesWithAFreshOne() {
        var rng = seededGenerator(default: 7)
        for _ in 0..<200 {
            var board = TestBoards.random(maxSections: 4, maxTags: 12, pinnedChance: 0, using: &rng)
            let width = Int.random(in: 3...16, using: &rng)
            let layouts = PaneSide.allCases.map { _ in PaneLayout(width: width) }
            for _ in 0..<10 {
                let paths = TestBoards.tagPaths(board)
                guard let from = paths.randomElement(using: &rng) else { break }
                let side = PaneSide.allCases.randomElement(using: &rng)!
                let s = Int.random(in: 0..<board[side].sections.count, using: &rng)
                var limit = board[side].sections[s].tags.count
                if from.pane == side && from.section == s { limit -= 1 }
                let move = Move(from: from, to: TagPath(side, s, Int.random(in: 0...limit, using: &rng)))
                board.apply(move)
                if move.from.pane == move.to.pane && move.from.section == move.to.section {
                    layouts[side.rawValue].invalidate(section: s, from: min(move.from.item, move.to.item))
                } else {
                    layouts[move.from.pane.rawValue].invalidate(section: move.from.section, from: move.from.item)
                    layouts[side.rawValue].invalidate(section: s, from: move.to.item)
                }
                for side in PaneSide.allCases {
                    let content = board[side]
                    let fresh = PaneLayout(width: width)
                    // Ask the kept layout for one row first (as a viewport would), then for all of them.
                    _ = layouts[side.rawValue].contentRow(content, Int.random(in: 0..<20, using: &rng))
                    var r = 0
                    while let expected = fresh.contentRow(content, r) {
                        XCTAssertEqual(layouts[side.rawValue].contentRow(content, r), expected, "row \(r)")
                        r += 1
                    }
                    XCTAssertNil(layouts[side.rawValue].contentRow(content, r))
                    XCTAssertEqual(layouts[side.rawValue].totalRows(content), r)
                    // And the chips of every row, placed alike (the kept layout caches the rows asked for).
                    for s in content.sections.indices {
                        var row = 0
                        while fresh.items(content, section: s, row: row) != nil {
                            XCTAssertEqual(layouts[side.rawValue].shownChips(content, section: s, row: row),
                                           fresh.shownChips(content, section: s, row: row), "section \(s), row \(row)")
                            row += 1
                        }
                    }
                }
            }
        }
    }

    /// After a change near the top of a big section, the rows in view come without laying out the rest of
    /// the section (the next section's start stays unknown).
    func testARowNearAChangeDoesNotLayOutTheRestOfTheSection() {
        let board = TestBoards.board(top: [1], bottom: [5_000, 3])
        let content = board[.bottom]
        let layout = PaneLayout(width: 20)
        XCTAssertEqual(layout.totalRows(content), layout.totalRows(content))
        layout.invalidate(section: 0, from: 10)
        XCTAssertNotNil(layout.contentRow(content, 5))
        XCTAssertLessThan(layout.knownRows(section: 0), 20)
    }
}
