import TagDeckTestSupport
import XCTest
@testable import TagDeck

final class MoveTests: XCTestCase {
    /// Reports at most a few failures per test, so one broken rule does not flood the log.
    private struct Failures {
        var count = 0
        mutating func report(_ message: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
            count += 1
            if count <= 20 { XCTFail(message(), file: file, line: line) }
        }
    }

    // MARK: Exhaustive

    /// Boards built from pane shapes of 1...3 sections with 0...4 tags each (see ``exhaustiveShapePairs()``);
    /// on each, every valid source × every valid destination is applied and compared with the reference
    /// (remove, then insert), `relocate` is checked for every other tag, and the inverse move must restore
    /// the board exactly. `canApply` must agree with the reference on a grid of sources and destinations
    /// that includes negative indices, one-past-the-end slots and missing sections.
    func testExhaustiveMovesMatchReference() {
        let pairs = Self.exhaustiveShapePairs()
        let allShapes = TestBoards.allPaneShapes(maxSections: 3, maxTags: 4)
        XCTAssertEqual(allShapes.count, 5 + 25 + 125)
        XCTAssertEqual(Set(pairs.map { "\($0.0) \($0.1)" }).count, pairs.count, "a board shape is listed twice")
        XCTAssertEqual(Set(pairs.map { "\($0.0)" }).count, allShapes.count, "a shape is missing from the top pane")
        XCTAssertEqual(Set(pairs.map { "\($0.1)" }).count, allShapes.count, "a shape is missing from the bottom pane")
        var failures = Failures()
        var boards = 0, moves = 0, relocations = 0, validityChecks = 0
        let start = ContinuousClock.now

        for (top, bottom) in pairs {
            // Pin one tag so pinned flags are seen travelling with their tags.
            let board = TestBoards.board(top: top, bottom: bottom, pinned: [1])
            let reference = ReferenceBoard(board)
            let paths = TestBoards.tagPaths(board)
            boards += 1

            // canApply agrees with the reference on sources (valid and missing) × destinations. A missing
            // source is tried against a few destinations only: nothing about it depends on the destination.
            let candidates = Self.candidatePaths(reference)
            let someDestinations = [TagPath(.top, 0, 0), TagPath(.bottom, 0, 0), TagPath(.top, 0, 1)]
            for from in candidates {
                for to in reference.hasTag(at: from) ? candidates : someDestinations {
                    let move = Move(from: from, to: to)
                    validityChecks += 1
                    if board.canApply(move) != reference.isValid(move) {
                        failures.report("canApply(\(move)) on \(top) / \(bottom): expected \(reference.isValid(move))")
                    }
                }
            }

            for from in paths {
                for to in TestBoards.destinations(board, from: from) {
                    let move = Move(from: from, to: to)
                    moves += 1
                    guard board.canApply(move) else {
                        failures.report("valid move \(move) refused on \(top) / \(bottom)")
                        continue
                    }
                    let result = board.applying(move)
                    var expected = reference
                    expected.apply(move)
                    if ReferenceBoard(result) != expected {
                        failures.report("\(move) on \(top) / \(bottom) differs from the reference")
                    }
                    if !result.contains(to) || result[to] != board[from] {
                        failures.report("\(move) on \(top) / \(bottom): moved tag is not at the destination")
                    }
                    if move.relocate(from) != to {
                        failures.report("relocate(from) of \(move) is not `to`")
                    }
                    for path in paths where path != from {
                        relocations += 1
                        let moved = move.relocate(path)
                        if !result.contains(moved) || result[moved] != board[path] {
                            failures.report("\(move) on \(top) / \(bottom): relocate(\(path)) = \(moved) is wrong")
                        }
                    }
                    let inverse = move.inverse
                    if !result.canApply(inverse) {
                        failures.report("inverse of \(move) on \(top) / \(bottom) refused")
                    } else if result.applying(inverse) != board {
                        failures.report("inverse of \(move) on \(top) / \(bottom) does not restore the board")
                    }
                }
            }
        }
        XCTAssertEqual(failures.count, 0)
        XCTAssertEqual(boards, pairs.count)
        print("""
            exhaustive moves: \(boards) boards, \(moves) moves applied, \(relocations) relocations, \
            \(validityChecks) canApply checks in \(ContinuousClock.now - start)
            """)
    }

    /// The board shapes the exhaustive test walks. The full product of all 155 pane shapes (1...3 sections
    /// of 0...4 tags), 24,025 boards and 4.5 million moves, took about 110 s in a debug build on two cores;
    /// this selection (6,864 boards, about 740,000 moves) takes 13–20 s. One pane runs through every shape
    /// while the other takes each of a representative set: every shape with at most two tags in all (which covers
    /// empty panes, empty sections on either side of the source, and single tags), plus a few full and
    /// gapped shapes. Both orientations are included, so every shape is seen in both panes.
    static func exhaustiveShapePairs() -> [(PaneShape, PaneShape)] {
        let shapes = TestBoards.allPaneShapes(maxSections: 3, maxTags: 4)
        let extra: [PaneShape] = [[3], [4, 1], [0, 4, 0], [4, 0, 4], [1, 2, 3]]
        let representative = shapes.filter { $0.reduce(0, +) <= 2 } + extra
        var pairs: [(PaneShape, PaneShape)] = []
        for shape in shapes {
            for other in representative {
                pairs.append((shape, other))
                // Pairs of two representative shapes are already listed the other way round.
                if !representative.contains(shape) { pairs.append((other, shape)) }
            }
        }
        return pairs
    }

    /// Paths around and inside every section of both panes: item −1 … count + 1 in each section,
    /// and items −1 … 1 in the missing sections −1 and `count`.
    private static func candidatePaths(_ reference: ReferenceBoard) -> [TagPath] {
        var paths: [TagPath] = []
        for side in PaneSide.allCases {
            let sections = reference.panes[side.rawValue]
            for s in -1...sections.count {
                let count = sections.indices.contains(s) ? sections[s].count : 0
                for i in -1...(count + 1) { paths.append(TagPath(side, s, i)) }
            }
        }
        return paths
    }

    // MARK: Examples

    func testMoveWithinSectionForwardAndBack() throws {
        let board = TestBoards.board(top: [4], bottom: [0])
        let texts = { (b: Board) in b[.top].sections[0].tags.map(\.text) }
        XCTAssertEqual(texts(board.applying(Move(from: TagPath(.top, 0, 0), to: TagPath(.top, 0, 3)))),
                       ["t1", "t2", "t3", "t0"])
        XCTAssertEqual(texts(board.applying(Move(from: TagPath(.top, 0, 3), to: TagPath(.top, 0, 1)))),
                       ["t0", "t3", "t1", "t2"])
        XCTAssertEqual(board.applying(Move(from: TagPath(.top, 0, 2), to: TagPath(.top, 0, 2))), board)
    }

    func testMoveAcrossPanesIntoEmptySection() {
        let board = TestBoards.board(top: [2, 0], bottom: [1])
        let move = Move(from: TagPath(.bottom, 0, 0), to: TagPath(.top, 1, 0))
        XCTAssertTrue(board.canApply(move))
        let result = board.applying(move)
        XCTAssertEqual(result[.top].sections[1].tags.map(\.text), ["t2"])
        XCTAssertEqual(result[.bottom].sections[0].tags, [])
        XCTAssertEqual(result.tagCount, board.tagCount)
        XCTAssertEqual(result.sortedTexts, board.sortedTexts)
    }

    func testCanApplyRejectsInvalidMoves() {
        let board = TestBoards.board(top: [2, 0], bottom: [3])
        let from = TagPath(.top, 0, 0)
        // Within the source section only one slot remains after removal: 0...1 valid, 2 is one past the end.
        XCTAssertTrue(board.canApply(Move(from: from, to: TagPath(.top, 0, 1))))
        XCTAssertFalse(board.canApply(Move(from: from, to: TagPath(.top, 0, 2))))
        XCTAssertTrue(board.canApply(Move(from: from, to: TagPath(.bottom, 0, 3))))
        XCTAssertFalse(board.canApply(Move(from: from, to: TagPath(.bottom, 0, 4))))
        XCTAssertTrue(board.canApply(Move(from: from, to: TagPath(.top, 1, 0))))
        XCTAssertFalse(board.canApply(Move(from: from, to: TagPath(.top, 1, 1))))
        XCTAssertFalse(board.canApply(Move(from: from, to: TagPath(.top, 0, -1))))
        XCTAssertFalse(board.canApply(Move(from: from, to: TagPath(.top, 2, 0))))
        XCTAssertFalse(board.canApply(Move(from: from, to: TagPath(.bottom, -1, 0))))
        // Missing sources.
        XCTAssertFalse(board.canApply(Move(from: TagPath(.top, 1, 0), to: TagPath(.top, 0, 0))))
        XCTAssertFalse(board.canApply(Move(from: TagPath(.top, 0, 2), to: TagPath(.top, 0, 0))))
        XCTAssertFalse(board.canApply(Move(from: TagPath(.bottom, 0, -1), to: TagPath(.top, 0, 0))))
        XCTAssertFalse(board.canApply(Move(from: TagPath(.bottom, 1, 0), to: TagPath(.top, 0, 0))))
        XCTAssertFalse(board.canApply(Move(from: TagPath(.bottom, -1, 0), to: TagPath(.top, 0, 0))))
    }

    func testInverseAndIdentity() {
        let move = Move(from: TagPath(.top, 1, 2), to: TagPath(.bottom, 0, 5))
        XCTAssertEqual(move.inverse, Move(from: TagPath(.bottom, 0, 5), to: TagPath(.top, 1, 2)))
        XCTAssertEqual(move.inverse.inverse, move)
        XCTAssertFalse(move.isIdentity)
        XCTAssertTrue(Move(from: TagPath(.bottom, 2, 1), to: TagPath(.bottom, 2, 1)).isIdentity)
        XCTAssertFalse(Move(from: TagPath(.bottom, 2, 1), to: TagPath(.top, 2, 1)).isIdentity)
    }

    // MARK: Randomized

    /// Long random walks over larger boards: each step matches the reference, and undoing the whole walk
    /// with inverse moves returns to the start.
    func testRandomWalksMatchReferenceAndUnwind() {
        var rng = seededGenerator(default: 0x7A6D_ECC0)
        var steps = 0
        for _ in 0..<200 {
            let start = TestBoards.random(maxSections: 5, maxTags: 7, pinnedChance: 0.2, using: &rng)
            var board = start
            var reference = ReferenceBoard(start)
            var walk: [Move] = []
            for _ in 0..<40 {
                guard let move = TestBoards.randomMove(on: board, using: &rng) else { break }
                XCTAssertTrue(board.canApply(move))
                board.apply(move)
                reference.apply(move)
                walk.append(move)
                steps += 1
                XCTAssertEqual(ReferenceBoard(board), reference, "after \(walk)")
            }
            for move in walk.reversed() { board.apply(move.inverse) }
            XCTAssertEqual(board, start)
        }
        XCTAssertGreaterThan(steps, 0)
    }
}

extension Board {
    /// A copy with `move` applied.
    func applying(_ move: Move) -> Board {
        var copy = self
        copy.apply(move)
        return copy
    }
}
