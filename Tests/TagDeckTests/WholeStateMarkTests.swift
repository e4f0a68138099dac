import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// Marks, checked on the whole state: `m`, a count of `m`, `*`, `M`, Esc and Alt+click change the marks and the
/// status line (and `m` the focus), and nothing else. Marks never touch the board, the history or the revision.
final class WholeStateMarkTests: XCTestCase {
    func testMOnAMarkedChipUnmarksItAndMovesOn() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("m"))
        d.key(.left)
        d.check(.character("m")) {
            _ = $0.marks.remove("c")
            $0.focus = .chip(TagPath(.bottom, 0, 1))
            $0.say("Unmarked 'c' · nothing marked")
            $0.hint("'d' at Bottom, 2 of 3")
            $0.say("Unmarked 'c' · nothing marked")
        }
    }

    func testACountOfMMarksThatManyAndStaysOnTheLast() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("3"))
        d.check(.character("m")) {
            $0.count.pending = nil
            for (k, text) in ["c", "d", "e"].enumerated() {
                _ = $0.marks.insert(text, in: .bottom)
                $0.say("Marked '\(text)' · \(k + 1) marked: Bottom \(k + 1)")
                if k < 2 {
                    // The mark is said, the step on hints, and the mark is said again over it.
                    $0.hint("'\(["d", "e"][k])' at Bottom, \(k + 2) of 3")
                    $0.say("Marked '\(text)' · \(k + 1) marked: Bottom \(k + 1)")
                }
            }
            $0.focus = .chip(TagPath(.bottom, 0, 2))
        }
    }

    func testStarMarksEveryChipShownAndMovesNothing() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("*")) {
            for text in ["a", "b"] { _ = $0.marks.insert(text, in: .top) }
            for text in ["c", "d", "e", "f"] { _ = $0.marks.insert(text, in: .bottom) }
            $0.say("Marked 6 more · 6 marked: Top 2, Bottom 4")
        }
    }

    func testStarLeavesPinnedChipsOut() {
        let d = WholeState.deck(TestBoards.literal(top: [["a", "{b}"]], bottom: [["c"]]))
        d.check(.character("*")) {
            _ = $0.marks.insert("a", in: .top)
            _ = $0.marks.insert("c", in: .bottom)
            $0.say("Marked 2 more (1 pinned left out) · 2 marked: Top 1, Bottom 1")
        }
    }

    func testStarUnderAFilterMarksOnlyTheChipsItShows() {
        let d = WholeState.deck(TestBoards.literal(top: [["ab", "b"]], bottom: [["ac", "d"]]))
        d.key(.character("/"))
        d.type("a")
        d.key(.enter)
        d.check(.character("*")) {
            _ = $0.marks.insert("ab", in: .top)
            _ = $0.marks.insert("ac", in: .bottom)
            $0.say("Marked 2 more · 2 marked: Top 1, Bottom 1")
        }
    }

    func testCapitalMClearsEveryMark() {
        let d = WholeState.deck()
        d.key(.character("*"))
        d.check(.character("M")) {
            $0.marks.removeAll()
            $0.say("Cleared 6 marks")
        }
    }

    func testCapitalMWithNothingMarkedOnlySaysSo() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("M")) { $0.say("No marks to clear") }
    }

    func testEscapeWithoutAFilterClearsTheMarks() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.character("m"))
        d.check(.escape) {
            $0.marks.removeAll()
            $0.say("Cleared 1 mark")
        }
    }

    func testMOnAPinnedChipIsRefusedAndChangesNothingElse() {
        let d = WholeState.deck(TestBoards.literal(top: [["{a}", "b"]], bottom: [["c"]]))
        d.key(.right)
        d.check(.character("m")) { $0.complain("'a' is pinned and can't be marked") }
    }

    func testAltClickMarksTheChipUnderThePointerAndFocusesIt() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.press(d.center("d"), .leftWithAlt)) {
            $0.activeSide = .bottom
            $0.focus = .chip(TagPath(.bottom, 0, 1))
            _ = $0.marks.insert("d", in: .bottom)
            $0.say("Marked 'd' · 1 marked: Bottom 1")
        }
    }
}
