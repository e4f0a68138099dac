import XCTest
@testable import TagDeck
import TagDeckTestSupport
import TagDeckTesting

/// The three-way merge of boards by tags: one-sided changes are taken, changes to different tags combine (even
/// in one section, where a line merge conflicts), real conflicts keep ours and are reported.
final class BoardMergeTests: XCTestCase {
    private let titles = ["Top1": "Letters", "Bottom0": "Spare"]

    private func board(_ top: [[String]], _ bottom: [[String]] = [[]]) -> Board {
        TestBoards.literal(top: top, bottom: bottom, titles: titles)
    }

    private func merge(_ base: Board, _ ours: Board, _ theirs: Board) -> BoardMerge.Result {
        BoardMerge.merge(base: base, ours: ours, theirs: theirs)
    }

    func testOneSidedChangesAreTaken() {
        let base = board([["a", "b"], ["c", "d", "e"]], [["x"]])
        let changed = board([["b", "a"], ["c", "e"]], [["x", "d", "n"]])
        XCTAssertEqual(merge(base, changed, base).board, changed)
        XCTAssertEqual(merge(base, base, changed).board, changed)
        XCTAssertEqual(merge(base, changed, changed).board, changed)
        XCTAssertEqual(merge(base, changed, changed).conflicts, [])
    }

    func testTwoSidesMovingDifferentTagsInOneSectionMergeCleanly() {
        let base = board([[], ["a", "b", "c", "d", "e", "f"]])
        let ours = board([[], ["a", "c", "d", "e", "b", "f"]])    // b after e
        let theirs = board([[], ["f", "a", "b", "c", "d", "e"]])  // f to the front
        let result = merge(base, ours, theirs)
        XCTAssertEqual(result.board.texts[0][1], ["f", "a", "c", "d", "e", "b"])
        XCTAssertEqual(result.conflicts, [])
        // Adjacent moves too: ours swaps a and b, theirs swaps e and f.
        let swapped = merge(base, board([[], ["b", "a", "c", "d", "e", "f"]]), board([[], ["a", "b", "c", "d", "f", "e"]]))
        XCTAssertEqual(swapped.board.texts[0][1], ["b", "a", "c", "d", "f", "e"])
        XCTAssertEqual(swapped.conflicts, [])
    }

    func testAddsDeletesPinsAndCrossPaneMovesCombine() {
        let base = board([["a", "b"], ["c"]], [["x", "y"]])
        let ours = board([["a", "new1"], ["c", "x"]], [["y"]])        // b deleted, new1 added, x moved up
        let theirs = board([["{a}", "b"], ["c"]], [["x", "y", "new2"]])  // a pinned, new2 added
        let result = merge(base, ours, theirs)
        XCTAssertEqual(result.board.texts, [[["a", "new1"], ["c", "x"]], [["y", "new2"]]])
        XCTAssertTrue(result.board[TagPath(.top, 0, 0)].isPinned, "theirs pinned a")
        XCTAssertEqual(result.conflicts, [])
    }

    func testTagsPutAtOnePlaceByBothSidesGoOursFirst() {
        let base = board([["a", "b"]])
        let result = merge(base, board([["a", "o1", "o2", "b"]]), board([["a", "t1", "b"]]))
        XCTAssertEqual(result.board.texts[0][0], ["a", "o1", "o2", "t1", "b"])
    }

    func testRealConflictsKeepOursAndAreReported() throws {
        let base = board([["a", "b", "c"], ["d"]], [["e"]])
        // Moved two ways: kept here.
        let twoWays = merge(base, board([["b", "c"], ["d", "a"]], [["e"]]), board([["b", "c"], ["d"]], [["e", "a"]]))
        XCTAssertEqual(twoWays.board.texts, [[["b", "c"], ["d", "a"]], [["e"]]])
        XCTAssertEqual(twoWays.conflicts.map(\.tag), ["a"])
        XCTAssertTrue(twoWays.conflicts[0].message.contains("kept here"), twoWays.conflicts[0].message)
        // Changed here, deleted in theirs: kept.
        let kept = merge(base, board([["a", "c"], ["d", "b"]], [["e"]]), board([["a", "c"], ["d"]], [["e"]]))
        XCTAssertEqual(kept.board.texts, [[["a", "c"], ["d", "b"]], [["e"]]])
        XCTAssertEqual(kept.conflicts.map(\.tag), ["b"])
        XCTAssertEqual(kept.conflicts.map(\.isMerged), [true])
        // Deleted here, changed in theirs: deleted, reported.
        let deleted = merge(base, board([["a", "b"], ["d"]], [["e"]]), board([["a", "b"], ["d"]], [["e", "c"]]))
        XCTAssertEqual(deleted.board.texts, [[["a", "b"], ["d"]], [["e"]]])
        XCTAssertEqual(deleted.conflicts.map(\.tag), ["c"])
        XCTAssertEqual(deleted.conflicts.map(\.isMerged), [false])
        // Moved within one section to two places.
        let order = merge(board([["a", "b", "c", "d", "e"]]), board([["b", "c", "d", "e", "a"]]),
                          board([["b", "c", "a", "d", "e"]]))
        XCTAssertEqual(order.board.texts[0][0], ["b", "c", "d", "e", "a"])
        XCTAssertEqual(order.conflicts.map(\.tag), ["a"])
    }

    func testSectionsAddedOnEitherSideAreKeptAndPaneTitlesMerge() throws {
        let base = try Board(top: PaneContent(title: "Mine", sections: [Section(title: "A", tags: [Tag("a")])]),
                             bottom: PaneContent(title: "Rest"))
        let ours = try Board(top: PaneContent(title: "Chosen", sections: [
            Section(title: "A", tags: [Tag("a")]), Section(title: "B", tags: [Tag("b")])]),
                             bottom: PaneContent(title: "Rest"))
        let theirs = try Board(top: PaneContent(title: "Mine", sections: [
            Section(title: "Z", tags: [Tag("z")]), Section(title: "A", tags: [Tag("a")])]),
                               bottom: PaneContent(title: "Spare"))
        let result = merge(base, ours, theirs)
        XCTAssertEqual(result.board[.top].title, "Chosen")
        XCTAssertEqual(result.board[.bottom].title, "Spare")
        XCTAssertEqual(result.board[.top].sections.map(\.title), ["Z", "A", "B"])
        XCTAssertEqual(result.board.texts[0], [["z"], ["a"], ["b"]])
        XCTAssertEqual(result.conflicts, [])
    }

    /// Random boards changed on both sides: every tag on both sides is merged once, a tag on neither is gone,
    /// one-sided merges give that side, and merging a board with itself gives it back.
    func testRandomMergesKeepEveryTagOnceAndOneSidedMergesAreExact() {
        var rng = seededGenerator(default: 0x5EED_3A7)
        for _ in 0..<500 {
            let base = TestBoards.random(maxSections: 3, maxTags: 6, pinnedChance: 0.1, using: &rng)
            let ours = Self.changed(base, using: &rng, prefix: "ours-new-")
            let theirs = Self.changed(base, using: &rng, prefix: "theirs-new-")
            let result = merge(base, ours, theirs)
            let merged = Set(result.board.allTags.map(\.text))
            let inOurs = Set(ours.allTags.map(\.text)), inTheirs = Set(theirs.allTags.map(\.text))
            XCTAssertTrue(inOurs.intersection(inTheirs).isSubset(of: merged), "a tag both sides keep is kept")
            XCTAssertTrue(merged.isSubset(of: inOurs.union(inTheirs)), "no tag comes from nowhere")
            XCTAssertEqual(result.board.tagCount, merged.count, "no tag twice")
            // A change one side made to a tag the other left alone survives: its section (pane and title) and
            // its pin, or its absence.
            let (pb, po, pt, pm) = (Self.places(base), Self.places(ours), Self.places(theirs), Self.places(result.board))
            for text in Set(pb.keys).union(po.keys).union(pt.keys) {
                if po[text] != pb[text] && pt[text] == pb[text] {
                    XCTAssertEqual(pm[text], po[text], "ours changed '\(text)', theirs did not")
                }
                if pt[text] != pb[text] && po[text] == pb[text] {
                    XCTAssertEqual(pm[text], pt[text], "theirs changed '\(text)', ours did not")
                }
            }
            XCTAssertEqual(merge(base, ours, base).board, ours)
            XCTAssertEqual(merge(base, base, theirs).board, theirs)
            XCTAssertEqual(merge(base, ours, ours).board, ours)
            XCTAssertEqual(merge(base, ours, ours).conflicts, [])
        }
    }

    /// Sections the same on two or three boards are taken as they are, not merged tag by tag: the same board
    /// and conflicts as merging every tag, on boards where most sections are left alone by one side or both.
    func testTakingSectionsAsTheyAreMergesAsTagByTag() {
        var rng = seededGenerator(default: 0x5EC7_10)
        var settledSeen = 0
        for _ in 0..<600 {
            let base = TestBoards.random(maxSections: 5, maxTags: 8, pinnedChance: 0.1, using: &rng)
            let ours = Self.changed(base, using: &rng, prefix: "ours-new-")
            let theirs = rng.int(0...3) == 0 ? ours : Self.changed(rng.int(0...1) == 0 ? base : ours, using: &rng, prefix: "theirs-new-")
            let fast = BoardMerge.merge(base: base, ours: ours, theirs: theirs)
            XCTAssertEqual(fast, BoardMerge.merge(base: base, ours: ours, theirs: theirs, shortcuts: false))
            if ours != base && theirs != base && theirs != ours {
                settledSeen += MergeNumbering(base: base, ours: ours, theirs: theirs).settled.isEmpty ? 0 : 1
            }
        }
        XCTAssertGreaterThan(settledSeen, 50, "sections the same on the three boards were met")
    }

    /// Each tag's section (pane and title) and pin.
    static func places(_ board: Board) -> [String: String] {
        var result: [String: String] = [:]
        for side in PaneSide.allCases {
            for section in board[side].sections {
                for tag in section.tags { result[tag.text] = "\(side)/\(section.title)/\(tag.isPinned)" }
            }
        }
        return result
    }

    /// `board` with a few random moves, deletions, additions and pin flips.
    static func changed(_ board: Board, using rng: inout SplitMix64, prefix: String) -> Board {
        var sections = PaneSide.allCases.map { board[$0].sections }
        for k in 0..<rng.int(0...4) {
            let side = rng.int(0...1)
            let s = rng.int(0..<sections[side].count)
            switch rng.int(0..<4) {
            case 0:
                sections[side][s].tags.insert(Tag("\(prefix)\(k)"), at: rng.int(0...sections[side][s].tags.count))
            case 1 where !sections[side][s].tags.isEmpty:
                sections[side][s].tags.remove(at: rng.int(0..<sections[side][s].tags.count))
            case 2 where !sections[side][s].tags.isEmpty:
                let tag = sections[side][s].tags.remove(at: rng.int(0..<sections[side][s].tags.count))
                let to = rng.int(0...1), ts = rng.int(0..<sections[to].count)
                sections[to][ts].tags.insert(tag, at: rng.int(0...sections[to][ts].tags.count))
            case 3 where !sections[side][s].tags.isEmpty:
                let i = rng.int(0..<sections[side][s].tags.count)
                let tag = sections[side][s].tags[i]
                sections[side][s].tags[i] = Tag(tag.text, pinned: !tag.isPinned)
            default: break
            }
        }
        return try! Board(top: PaneContent(title: board[.top].title, sections: sections[0]),
                          bottom: PaneContent(title: board[.bottom].title, sections: sections[1]))
    }
}
