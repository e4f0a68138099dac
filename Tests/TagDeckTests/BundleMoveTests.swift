import TagDeckTestSupport
import XCTest
@testable import TagDeck

/// The model's bundle move: many tags in one change, its inverse, and where the other tags go.
final class BundleMoveTests: XCTestCase {
    func testABundleLandsConsecutivelyInTheGivenOrder() {
        var board = TestBoards.literal(top: [["a", "b", "c"], ["d"]], bottom: [["e", "f", "g"]])
        let move = BundleMove(from: [TagPath(.top, 0, 0), TagPath(.top, 0, 2), TagPath(.bottom, 0, 1)],
                              to: [TagPath(.bottom, 0, 1), TagPath(.bottom, 0, 2), TagPath(.bottom, 0, 3)])
        XCTAssertTrue(board.canApply(move))
        let before = board
        board.apply(move)
        XCTAssertEqual(board.texts, [[["b"], ["d"]], [["e", "a", "c", "f", "g"]]])
        board.apply(move.inverse)
        XCTAssertEqual(board, before)
    }

    func testInvalidBundlesAreRefused() {
        let board = TestBoards.literal(top: [["a", "b"]], bottom: [["c"]])
        // A slot past the end of the section as it will be.
        XCTAssertFalse(board.canApply(BundleMove(from: [TagPath(.top, 0, 0)], to: [TagPath(.bottom, 0, 2)])))
        // The same tag twice, the same slot twice, a tag that is not there.
        XCTAssertFalse(board.canApply(BundleMove(from: [TagPath(.top, 0, 0), TagPath(.top, 0, 0)],
                                                 to: [TagPath(.bottom, 0, 1), TagPath(.bottom, 0, 2)])))
        XCTAssertFalse(board.canApply(BundleMove(from: [TagPath(.top, 0, 0), TagPath(.top, 0, 1)],
                                                 to: [TagPath(.bottom, 0, 1), TagPath(.bottom, 0, 1)])))
        XCTAssertFalse(board.canApply(BundleMove(from: [TagPath(.top, 0, 5)], to: [TagPath(.bottom, 0, 0)])))
        XCTAssertTrue(board.canApply(BundleMove(from: [TagPath(.top, 0, 0), TagPath(.top, 0, 1)],
                                                to: [TagPath(.bottom, 0, 1), TagPath(.bottom, 0, 2)])))
    }

    /// Random bundles on random boards: the result equals removing the tags one by one and inserting them in
    /// order of their slots; the inverse restores the board; every other tag is where the relocator says.
    func testRandomBundlesMatchAPlainModel() {
        var rng = seededGenerator(default: 0xB0D1E)
        var checked = 0
        for _ in 0..<400 {
            let board = TestBoards.random(maxSections: 3, maxTags: 6, using: &rng)
            let paths = TestBoards.tagPaths(board)
            guard !paths.isEmpty else { continue }
            let from = Array(paths.shuffled(using: &rng).prefix(Int.random(in: 1...paths.count, using: &rng)))
            // Slots in the board after: any distinct valid ones, consecutive half of the time.
            var sizes: [TagPath: Int] = [:]
            for side in PaneSide.allCases {
                for s in board[side].sections.indices { sizes[TagPath(side, s, 0)] = board.count(side, section: s) }
            }
            for p in from { sizes[TagPath(p.pane, p.section, 0)]! -= 1 }
            let sections = Array(sizes.keys).sorted()
            let target = sections.randomElement(using: &rng)!
            var to: [TagPath]
            if Bool.random(using: &rng) {
                let start = Int.random(in: 0...sizes[target]!, using: &rng)
                to = (0..<from.count).map { TagPath(target.pane, target.section, start + $0) }
            } else {
                var free: [TagPath] = []
                var grown = sizes
                for _ in from {
                    let sec = sections.randomElement(using: &rng)!
                    grown[sec]! += 1
                    free.append(sec)
                }
                var chosen: [TagPath: [Int]] = [:]
                for sec in Set(free) {
                    let n = free.count { $0 == sec }
                    chosen[sec] = Array((0..<grown[sec]!).shuffled(using: &rng).prefix(n))
                }
                to = free.map { sec in TagPath(sec.pane, sec.section, chosen[sec]!.removeLast()) }
            }
            let move = BundleMove(from: from, to: to)
            XCTAssertTrue(board.canApply(move), "\(move)")
            var after = board
            after.apply(move)
            XCTAssertEqual(after, plainApply(move, to: board), "\(move) on \(board.texts)")
            var back = after
            back.apply(move.inverse)
            XCTAssertEqual(back, board)
            let relocator = BundleRelocator(move)
            for p in paths where !from.contains(p) {
                XCTAssertEqual(after[relocator.relocate(p)].text, board[p].text)
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 300)
    }

    /// Removes the tags one at a time (highest first), then inserts them in order of their slots.
    private func plainApply(_ move: BundleMove, to board: Board) -> Board {
        var sections = PaneSide.allCases.map { side in board[side].sections.map(\.tags) }
        let tags = move.from.map { board[$0] }
        for p in move.from.sorted(by: >) { sections[p.pane.rawValue][p.section].remove(at: p.item) }
        for k in move.to.indices.sorted(by: { move.to[$0] < move.to[$1] }) {
            let p = move.to[k]
            sections[p.pane.rawValue][p.section].insert(tags[k], at: p.item)
        }
        func pane(_ side: PaneSide) -> PaneContent {
            PaneContent(title: board[side].title, sections: board[side].sections.enumerated().map { s, section in
                Section(title: section.title, tags: sections[side.rawValue][s])
            })
        }
        return try! Board(top: pane(.top), bottom: pane(.bottom))
    }

    func testUndoHistoryRecordsABundleAsOneStep() {
        var history = UndoHistory()
        let move = BundleMove(from: [TagPath(.top, 0, 0), TagPath(.top, 0, 1)],
                              to: [TagPath(.bottom, 0, 0), TagPath(.bottom, 0, 1)])
        history.record(.bundle(move))
        XCTAssertEqual(history.popUndo(), .bundle(move.inverse))
        XCTAssertEqual(history.popRedo(), .bundle(move))
        history.record(.bundle(BundleMove(from: [TagPath(.top, 0, 0)], to: [TagPath(.top, 0, 0)])))
        XCTAssertEqual(history.done.count, 1, "an identity bundle is no step")
    }
}
