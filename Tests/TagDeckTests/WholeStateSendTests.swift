import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// Sends, undo and redo, checked on the whole state: a send is one committed change with a flight and a return
/// slot; a send and its undo give the state back but for the history (the send waits for a redo), the revision
/// (both are committed changes) and the status line; a double click sends as Enter does.
final class WholeStateSendTests: XCTestCase {
    private let a = TagPath(.top, 0, 0)
    /// Where a send puts a chip of the top pane: the end of the bottom pane's last section, after 'f'.
    private let afterF = TagPath(.bottom, 1, 1)
    private var sendA: Move { Move(from: a, to: afterF) }

    func testADoubleClickSendsTheChipAsEnterDoes() {
        let mouse = WholeState.deck()
        let p = mouse.center("a")
        for _ in 0..<2 {
            mouse.press(p.x, p.y)
            mouse.release(p.x, p.y)
        }

        let keys = WholeState.deck()
        keys.key(.right)
        keys.key(.enter)

        // Both said two things: where the focus is, and the send. The pane forgot the first click: it was a
        // double click.
        expectNoDifference(mouse.state, keys.state)
        XCTAssertEqual(mouse.board.path(of: "a"), afterF)
    }

    func testASendThenItsUndoGiveTheStateBackButForTheHistoryTheRevisionAndTheStatus() {
        let d = WholeState.deck()
        d.key(.right)
        let before = d.state
        d.key(.enter)
        d.settle()
        d.key(.character("u"))
        d.settle()
        var want = before
        want.history = UndoHistory(done: [], undone: [.move(sendA)])
        want.revision += 2
        want.lastTick = d.clock.now  // the flights ticked until they landed
        want.say("Sent 'a' to Bottom › More, 2 of 2")
        want.say("Undid: 'a' to Top, 1 of 2")
        expectNoDifference(d.state, want)
    }

    func testRedoAfterAnUndoIsTheSendAgainButForItsReturnSlotAndTheFocus() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.enter)
        d.settle()
        let sent = d.state
        d.key(.character("u"))
        d.settle()
        d.key(.control("r"))
        d.settle()
        var want = sent
        want.revision += 2
        want.lastTick = d.clock.now
        // A replayed move forgets its tags' return slots (see CommitPath): Enter on 'a' now sends it to the top
        // pane's end, not back to its slot.
        want.returnSlots = [:]
        // A redo goes where the change is; the send had left the keyboard where it was.
        want.focus = .chip(afterF)
        want.activeSide = .bottom
        want.say("Undid: 'a' to Top, 1 of 2")
        want.say("Redid: 'a' to Bottom › More, 2 of 2")
        expectNoDifference(d.state, want)
    }

    func testUndoWithNothingToUndoOnlySaysSo() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("u")) { $0.say("Nothing to undo") }
    }

    func testRedoWithNothingToRedoOnlySaysSo() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.control("r")) { $0.say("Nothing to redo") }
    }

    func testEnterOnAChipThatCrossedSendsItBackToItsSlot() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.enter)
        d.settle()
        d.key(.tab)
        d.key(.end)
        XCTAssertEqual(d.state.focus, .chip(afterF), "on 'a', in the bottom pane now")
        let now = d.clock.now
        d.check(.enter) {
            $0.board = WholeState.board()
            $0.history.record(Move(from: self.afterF, to: self.a))
            // Back where it came from, it remembers the slot it left in the bottom pane, for the next send.
            $0.returnSlots["a"] = self.afterF
            $0.revision += 1
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: self.a, from: $0.chipFrame(self.afterF).origin,
                                         start: now, duration: d.deck.options.flyDuration)
            $0.mode = .settling
            // The keyboard stays in the bottom pane, on the chip before the sent one's slot.
            $0.focus = .chip(TagPath(.bottom, 1, 0))
            $0.say("Sent 'a' to Top, 1 of 2")
        }
    }

    func testSendingAPinnedChipIsRefusedAndChangesNothingElse() {
        let d = WholeState.deck(TestBoards.literal(top: [["{a}", "b"]], bottom: [["c"]]))
        d.key(.right)
        d.check(.enter) { $0.complain("'a' is pinned and can't be sent") }
    }

    func testSendingAMarkedChipSendsEveryMarkedChipAsOneUndoStepAndClearsTheMarks() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.character("m"))
        d.key(.character("m"))
        let b = TagPath(.top, 0, 1)
        XCTAssertEqual(d.state.focus, .chip(b), "the last of the pane: the focus stayed on 'b'")
        let landed = [TagPath(.bottom, 1, 1), TagPath(.bottom, 1, 2)]
        d.check(.enter) {
            $0.board = TestBoards.literal(top: [[]], bottom: [["c", "d", "e"], ["f", "a", "b"]], titles: ["Bottom1": "More"])
            $0.history.record(.bundle(BundleMove(from: [self.a, b], to: landed)))
            // Each crossed: a send takes it back to its slot, 'b''s counted without 'a', which left before it.
            $0.returnSlots["a"] = self.a
            $0.returnSlots["b"] = self.a
            $0.marks.removeAll()
            $0.revision += 1
            // Both leave from 'b', the chip sent, one after the other, each in 0.6 of a flight.
            let fly = d.deck.options.flyDuration
            let from = $0.chipFrame(b).origin
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: landed[0], from: from, start: 0, duration: fly * 0.6)
            $0.flights["b"] = ChipFlight(tag: Tag("b"), target: landed[1], from: from, start: 0.4 * fly, duration: fly * 0.6)
            $0.mode = .settling
            $0.focus = nil  // the top pane is empty
            $0.say("Sent 2 tags to Bottom › More, 2–3 of 3")
        }
    }
}
