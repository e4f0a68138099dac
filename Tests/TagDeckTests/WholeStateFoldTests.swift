import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// Folding sections and the focus on section titles, checked on the whole state: `z` and `Z` fold and unfold (the
/// pane's folds, the count of shape changes, the focus on the title) and commit nothing; the keys and a click rest
/// the focus on a title; a chip's action on a title is refused.
final class WholeStateFoldTests: XCTestCase {
    /// Top: a section "Picked" holding `a b`; bottom: `c d e`, then "More" holding `f`.
    private func twoTitles() -> HeadlessDriver {
        WholeState.deck(TestBoards.literal(top: [["a", "b"]], bottom: [["c", "d", "e"], ["f"]],
                                           titles: ["Top0": "Picked", "Bottom1": "More"]))
    }

    func testZOnAFoldedTitleUnfoldsItAndKeepsTheFocusOnIt() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.end)
        d.key(.character("z"))
        d.check(.character("z")) {
            $0.bottom.setFolded([])
            $0.shapeSerial += 1
            $0.hint("More · section of Bottom, 1 tag, z folds")
            $0.say("Unfolded 'More' (1 tag)")
        }
    }

    func testZOnAnUntitledSectionIsRefused() {
        let d = WholeState.deck()
        d.key(.tab)
        d.check(.character("z")) { $0.complain("This section has no title to fold under") }
    }

    func testCapitalZFoldsEveryTitledSectionOfBothPanes() {
        let d = twoTitles()
        d.key(.tab)
        d.check(.character("Z")) {
            $0.top.setFolded([0])
            $0.bottom.setFolded([1])
            $0.shapeSerial += 2
            // The panes are sized by their content: the top one keeps only its title row.
            $0.setFrames(top: Rect(x: 0, y: 0, width: 60, height: 3), bottom: Rect(x: 0, y: 3, width: 60, height: 16))
            // 'c' is in an untitled section: it keeps the focus.
            $0.say("Folded all 2 sections")
        }
    }

    func testCapitalZWhenEverySectionIsFoldedUnfoldsThemAll() {
        let d = twoTitles()
        d.key(.tab)
        d.key(.character("Z"))
        d.check(.character("Z")) {
            $0.top.setFolded([])
            $0.bottom.setFolded([])
            $0.shapeSerial += 2
            // The top pane takes back the row of its chips.
            $0.setFrames(top: Rect(x: 0, y: 0, width: 60, height: 4), bottom: Rect(x: 0, y: 4, width: 60, height: 15))
            $0.say("Unfolded all 2 sections")
        }
    }

    func testCapitalZRestsAFocusFoldedAwayOnItsSectionsTitle() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.end)
        d.check(.character("Z")) {
            $0.bottom.setFolded([1])
            $0.shapeSerial += 1
            $0.focus = .sectionTitle(SectionPath(.bottom, 1))
            $0.hint("More · section of Bottom, 1 tag, folded (z unfolds)")
            $0.say("Folded all 1 sections")
        }
    }

    func testTheKeysStepOverAFoldedSectionsChips() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.end)
        d.key(.character("z"))
        d.key(.up)
        d.key(.end)
        XCTAssertEqual(d.state.focus, .chip(TagPath(.bottom, 0, 2)), "End stops at 'e': 'f' is folded away")
        d.checkUnchanged(.right)
    }

    func testDownFromAChipRowRestsTheFocusOnTheSectionTitleBelow() {
        let d = WholeState.deck()
        d.key(.tab)
        d.check(.down) {
            $0.focus = .sectionTitle(SectionPath(.bottom, 1))
            $0.goalColumn = 3  // 'c''s middle
            $0.hint("More · section of Bottom, 1 tag, z folds")
        }
    }

    func testRightFromASectionTitleFocusesItsFirstChip() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        d.check(.right) {
            $0.focus = .chip(TagPath(.bottom, 1, 0))
            $0.goalColumn = nil
            $0.hint("'f' at Bottom › More, 1 of 1")
        }
    }

    func testAChipsActionOnASectionTitleIsRefused() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.down)
        d.check(.character("m")) { $0.complain("'More' is a section title: z folds it, Down goes into it") }
        d.check(.enter) { $0.complain("'More' is a section title: z folds it, Down goes into it") }
    }

    func testAPressOnASectionTitleFocusesItAndTheReleaseForgetsThePress() {
        let d = WholeState.deck()
        let more = SectionPath(.bottom, 1)
        let title = Point(x: 4, y: 5)
        d.check(.press(title, .left)) {
            $0.pressedTitle = more
            $0.focus = .sectionTitle(more)
            $0.activeSide = .bottom
            $0.hint("More · section of Bottom, 1 tag, z folds")
        }
        d.check(.release(title)) { $0.pressedTitle = nil }
    }
}
