import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// Keys checked on the whole state: the state before a key, changed by exactly what the key is meant to do, must
/// equal the state after it. Anything else the key touched shows up as a difference, printed field by field.
final class WholeStateKeyTests: XCTestCase {
    /// Top: `a b`; bottom: `c d e`, then a section "More" holding `f`. Nothing focused yet.
    private func deck() -> HeadlessDriver {
        HeadlessDriver(board: TestBoards.literal(top: [["a", "b"]], bottom: [["c", "d", "e"], ["f"]],
                                                 titles: ["Bottom1": "More"]),
                       width: 60, height: 20)
    }

    /// Presses `key` on `d`, and compares its whole state with the state before, changed by `change`.
    private func check(_ key: Key, on d: HeadlessDriver, filePath: StaticString = #filePath, line: UInt = #line,
                       _ change: (inout DeckState) -> Void) {
        var want = d.state
        change(&want)
        d.key(key)
        expectNoDifference(d.state, want, filePath: filePath, line: line)
    }

    func testTheFirstArrowOnlyShowsWhereTheFocusIs() {
        let d = deck()
        check(.right, on: d) {
            $0.focus = .chip(TagPath(.top, 0, 0))
            $0.hint("'a' at Top, 1 of 2")
        }
    }

    func testRightFocusesTheNextChipAndChangesNothingElse() {
        let d = deck()
        d.key(.right)
        check(.right, on: d) {
            $0.focus = .chip(TagPath(.top, 0, 1))
            $0.hint("'b' at Top, 2 of 2")
        }
    }

    func testTabTakesTheKeyboardToTheOtherPanesFirstChip() {
        let d = deck()
        d.key(.right)
        check(.tab, on: d) {
            $0.activeSide = .bottom
            $0.focus = .chip(TagPath(.bottom, 0, 0))
            $0.hint("'c' at Bottom, 1 of 3")
        }
    }

    func testEndFocusesThePanesLastChipAcrossSections() {
        let d = deck()
        d.key(.tab)
        check(.end, on: d) {
            $0.focus = .chip(TagPath(.bottom, 1, 0))
            $0.hint("'f' at Bottom › More, 1 of 1")
        }
    }

    func testMarkingTheFocusedChipMarksItAndMovesOn() {
        let d = deck()
        d.key(.right)
        check(.character("m"), on: d) {
            _ = $0.marks.insert("a", in: .top)
            $0.focus = .chip(TagPath(.top, 0, 1))
            // The mark is said, the step to 'b' hints where the focus went, and the mark is said again over it.
            $0.say("Marked 'a' · 1 marked: Top 1")
            $0.hint("'b' at Top, 2 of 2")
            $0.say("Marked 'a' · 1 marked: Top 1")
        }
    }

    func testHelpOpensOverTheBoardAndEscapeLeavesTheStateAsItWas() {
        let d = deck()
        d.key(.right)
        let before = d.state
        check(.character("?"), on: d) { $0.mode = .help(scroll: 0) }
        d.key(.escape)
        expectNoDifference(d.state, before)
    }

    func testSpaceLiftsTheFocusedChipWithTheKeyboard() {
        let d = deck()
        d.key(.right)
        let path = TagPath(.top, 0, 0)
        check(.space, on: d) {
            let frame = $0.chipFrame(path)
            let tag = Tag("a")
            $0.session = DragSession(tag: tag, origin: path, current: path, input: .keyboard, owner: .top,
                                     grabOffset: Point(x: 0, y: 0), pointer: frame.origin)
            $0.say("Lifted 'a' from Top, 1 of 2 · arrows move, Space drops, Esc cancels")
        }
    }

    func testRightWithAChipLiftedMovesItOneSlotOnTheBoardOnly() {
        let d = deck()
        d.key(.right)
        d.key(.space)
        check(.right, on: d) {
            $0.board = TestBoards.literal(top: [["b", "a"]], bottom: [["c", "d", "e"], ["f"]],
                                         titles: ["Bottom1": "More"])
            $0.session?.current = TagPath(.top, 0, 1)
            let pointer = $0.session?.pointer
            $0.session?.lastReorderPointer = pointer
            $0.focus = .chip(TagPath(.top, 0, 1))
            $0.say("Dragging 'a' to Top, 2 of 2")
        }
        XCTAssertEqual(d.state.history, UndoHistory(), "a carry is not a change until it is dropped")
    }

    func testEscapeWithALiftedChipPutsTheBoardBackAndCommitsNothing() {
        let d = deck()
        d.key(.right)
        let before = d.state
        d.key(.space)
        d.key(.right)
        d.key(.escape)
        XCTAssertEqual(Array(d.state.flights.keys), ["a"], "the chip flies home")
        var want = before
        want.flights = d.state.flights
        want.mode = .settling
        want.say("Lifted 'a' from Top, 1 of 2 · arrows move, Space drops, Esc cancels")
        want.say("Dragging 'a' to Top, 2 of 2")
        want.say("Cancelled: 'a' back to Top, 1 of 2")
        expectNoDifference(d.state, want)
    }

    func testEnterSendsTheFocusedChipToTheOtherPanesEndAsOneUndoStep() {
        let d = deck()
        d.key(.right)
        let before = d.state
        d.key(.enter)
        let move = Move(from: TagPath(.top, 0, 0), to: TagPath(.bottom, 1, 1))
        XCTAssertEqual(d.state.flights["a"]?.target, move.to, "the chip flies into its slot")
        var want = before
        want.board = TestBoards.literal(top: [["b"]], bottom: [["c", "d", "e"], ["f", "a"]],
                                        titles: ["Bottom1": "More"])
        want.history.record(.move(move))
        want.returnSlots["a"] = move.from
        want.revision += 1
        want.flights = d.state.flights
        want.mode = .settling
        // The focus stays on its slot, now 'b', ready to send the next one.
        want.say("Sent 'a' to Bottom › More, 2 of 2")
        expectNoDifference(d.state, want)
    }

    func testUndoAfterASendGivesTheBoardBackAndKeepsTheRedo() {
        let d = deck()
        d.key(.right)
        d.key(.enter)
        d.settle()
        let sent = d.state
        d.key(.character("u"))
        var want = sent
        want.board = TestBoards.literal(top: [["a", "b"]], bottom: [["c", "d", "e"], ["f"]],
                                        titles: ["Bottom1": "More"])
        want.history = d.state.history
        XCTAssertTrue(d.state.history.canRedo, "the send can be redone")
        XCTAssertFalse(d.state.history.canUndo)
        want.returnSlots = [:]
        want.revision += 1
        want.flights = d.state.flights
        want.mode = d.state.flights.isEmpty ? .browsing : .settling
        want.focus = .chip(TagPath(.top, 0, 0))
        want.activeSide = .top
        want.say("Undid: 'a' to Top, 1 of 2")
        expectNoDifference(d.state, want)
    }

    func testFoldingASectionFoldsItAndPutsTheFocusOnItsTitle() {
        let d = deck()
        d.key(.tab)
        d.key(.end)
        check(.character("z"), on: d) {
            $0.bottom.setFolded([1])
            $0.shapeSerial += 1
            $0.focus = .sectionTitle(SectionPath(.bottom, 1))
            $0.hint("More · section of Bottom, 1 tag, folded (z unfolds)")
            $0.say("Folded 'More' (1 tag)")
        }
    }
}
