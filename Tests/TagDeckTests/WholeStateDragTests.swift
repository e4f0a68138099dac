import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// The drag session and flights, with the mouse (press, hold past the press delay, drag, release, the right button,
/// Esc) and with the keyboard's carry (Space, the arrows, Tab, Home/End, Space or Enter, Esc), checked on the whole
/// state. Time passes only by the manual clock: `advance` runs every wake-up that falls due, as the run loop would.
final class WholeStateDragTests: XCTestCase {
    private let a = TagPath(.top, 0, 0)
    private let secondOfTop = TagPath(.top, 0, 1)

    /// Advances `d`'s clock by `seconds`, and compares the whole state after it with the state before, changed by
    /// `change`.
    private func checkAdvance(_ d: HeadlessDriver, by seconds: Double, filePath: StaticString = #filePath,
                              line: UInt = #line, _ change: (inout DeckState) -> Void) {
        var want = d.state
        change(&want)
        d.advance(seconds)
        expectNoDifference(d.state, want, filePath: filePath, line: line)
    }

    /// A deck whose chip 'a' was pressed at its centre and held past the press delay: lifted by the mouse.
    private func liftedByMouse() -> HeadlessDriver {
        let d = WholeState.deck()
        let p = d.center("a")
        d.press(p.x, p.y)
        d.advance(d.deck.options.pressDelay)
        XCTAssertNotNil(d.state.session)
        return d
    }

    /// The right edge of 'b' (top pane, columns 6-8, row 1): the right half of the chip after 'a'.
    private let overB = Point(x: 8, y: 1)

    // MARK: The mouse

    func testHoldingAPressPastTheDelayLiftsTheChipUnderThePointer() {
        let d = WholeState.deck()
        let p = d.center("a")
        d.press(p.x, p.y)
        checkAdvance(d, by: 0.2) {
            $0.lastTick = 0.2
            $0.top.pointer.didLift()
            $0.session = DragSession(tag: Tag("a"), origin: a, current: a, input: .mouse, owner: .top,
                                     grabOffset: p - $0.chipFrame(a).origin, pointer: p)
            $0.focus = .chip(a)
            $0.say("Lifted 'a' from Top, 1 of 2")
        }
    }

    func testAPressHeldShorterThanTheDelayLiftsNothing() {
        let d = WholeState.deck()
        let p = d.center("a")
        d.press(p.x, p.y)
        checkAdvance(d, by: 0.19) { $0.lastTick = 0.19 }
    }

    func testMovingTheLiftedChipOverTheNextOneMovesItThereOnTheBoardOnly() {
        let d = liftedByMouse()
        d.check(.drag(overB)) {
            $0.board = TestBoards.literal(top: [["b", "a"]], bottom: [["c", "d", "e"], ["f"]], titles: ["Bottom1": "More"])
            $0.session?.pointer = self.overB
            $0.session?.current = self.secondOfTop
            $0.session?.lastTrigger = "b"
            $0.session?.lastReorderPointer = self.overB
            $0.focus = .chip(self.secondOfTop)
            $0.say("Dragging 'a' to Top, 2 of 2")
        }
    }

    func testAMoveBeforeTheDelayLiftsAtOnceAsAHoldAndAMoveWould() {
        let held = liftedByMouse()
        held.move(overB.x, overB.y)

        let quick = WholeState.deck()
        let p = quick.center("a")
        quick.press(p.x, p.y)
        quick.move(overB.x, overB.y)

        var want = held.state
        want.lastTick = -.infinity  // the held one ticked once, at the press delay
        expectNoDifference(quick.state, want)
    }

    func testReleasingDropsTheChipAsOneUndoStepAndItSettlesIntoItsSlot() {
        let d = liftedByMouse()
        d.move(overB.x, overB.y)
        let grab = d.state.session!.floatingOrigin
        d.check(.release(overB)) {
            $0.session = nil
            $0.top.pointer.reset()
            $0.history.record(Move(from: self.a, to: self.secondOfTop))
            $0.revision += 1
            // It glides from where it floated under the pointer.
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: self.secondOfTop, from: grab, start: 0.2,
                                         duration: d.deck.options.settleDuration)
            $0.mode = .settling
            $0.say("Moved 'a' to Top, 2 of 2")
        }
    }

    func testTheFlightLandsAndTheModeRestsWithNothingElseChanged() {
        let d = liftedByMouse()
        d.move(overB.x, overB.y)
        d.release(overB.x, overB.y)
        let end = d.clock.now + 0.2
        checkAdvance(d, by: 0.2) {
            $0.flights = [:]
            $0.mode = .browsing
            $0.lastTick = end
        }
    }

    func testAMouseDragAndAKeyboardCarryToTheSameSlotEndInTheSameState() {
        let mouse = liftedByMouse()
        mouse.move(overB.x, overB.y)
        mouse.release(overB.x, overB.y)
        mouse.advance(1)

        let keys = WholeState.deck()
        keys.advance(0.2)  // the same clock, and the same ticks
        keys.key(.space)  // nothing focused: lifts the first chip, 'a'
        keys.key(.right)
        keys.key(.space)
        keys.advance(1)

        // Both said three things: lifted, dragging, moved (the keyboard's "lifted" with its keys).
        expectNoDifference(mouse.state, keys.state)
    }

    func testReleasingOutsideBothPanesCancelsAndTheChipFliesBack() {
        let d = liftedByMouse()
        let outside = Point(x: 10, y: 19)  // the status line
        d.check(.drag(outside)) {
            $0.session?.pointer = outside
            $0.say("Release here cancels: 'a' goes back to Top, 1 of 2")
        }
        let grab = d.state.session!.floatingOrigin
        d.check(.release(outside)) {
            $0.session = nil
            $0.top.pointer.reset()
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: self.a, from: grab, start: 0.2,
                                         duration: d.deck.options.flyDuration)
            $0.mode = .settling
            $0.say("Cancelled: 'a' back to Top, 1 of 2")
        }
    }

    func testTheRightButtonCancelsAMouseDragAndPutsTheBoardBack() {
        let d = liftedByMouse()
        d.move(overB.x, overB.y)
        let grab = d.state.session!.floatingOrigin
        d.check(.press(Point(x: 30, y: 10), .right)) {
            $0.board = WholeState.board()
            $0.session = nil
            $0.top.pointer.reset()
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: self.a, from: grab, start: 0.2,
                                         duration: d.deck.options.flyDuration)
            $0.mode = .settling
            $0.focus = .chip(self.a)
            $0.say("Cancelled: 'a' back to Top, 1 of 2")
        }
    }

    func testEscapeCancelsAMouseDragAsTheRightButtonDoes() {
        let right = liftedByMouse()
        right.move(overB.x, overB.y)
        right.press(30, 10, button: .right)

        let escape = liftedByMouse()
        escape.move(overB.x, overB.y)
        escape.key(.escape)

        expectNoDifference(escape.state, right.state)
    }

    // MARK: The keyboard's carry

    func testTabCarriesTheLiftedChipToTheOtherPanesEnd() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.space)
        let end = TagPath(.bottom, 1, 1)
        d.check(.tab) {
            $0.board = TestBoards.literal(top: [["b"]], bottom: [["c", "d", "e"], ["f", "a"]], titles: ["Bottom1": "More"])
            $0.session?.current = end
            let pointer = $0.session?.pointer
            $0.session?.lastReorderPointer = pointer
            $0.focus = .chip(end)
            $0.activeSide = .bottom
            $0.say("Dragging 'a' to Bottom › More, 2 of 2")
        }
    }

    func testEnterDropsTheCarryAsOneUndoStepAndTheChipFliesIntoItsSlot() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.space)
        d.key(.tab)
        let end = TagPath(.bottom, 1, 1)
        d.check(.enter) {
            $0.session = nil
            $0.history.record(Move(from: self.a, to: end))
            $0.returnSlots["a"] = self.a  // it crossed: a send takes it back there
            $0.revision += 1
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: end, from: $0.chipFrame(end).origin, start: 0,
                                         duration: d.deck.options.flyDuration)
            $0.mode = .settling
            $0.say("Moved 'a' to Bottom › More, 2 of 2")
        }
    }

    func testEndAndHomeCarryTheChipToThePanesEnds() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.space)
        let last = TagPath(.bottom, 1, 1)
        let first = TagPath(.bottom, 0, 0)
        d.check(.end) {
            $0.board = TestBoards.literal(top: [["a", "b"]], bottom: [["d", "e"], ["f", "c"]], titles: ["Bottom1": "More"])
            $0.session?.current = last
            let pointer = $0.session?.pointer
            $0.session?.lastReorderPointer = pointer
            $0.focus = .chip(last)
            $0.say("Dragging 'c' to Bottom › More, 2 of 2")
        }
        d.check(.home) {
            $0.board = WholeState.board()
            $0.session?.current = first
            $0.focus = .chip(first)
            $0.say("Dragging 'c' to Bottom, 1 of 3")
        }
    }

    func testDroppingACarryWhereItWasLiftedPutsItBackAndCommitsNothing() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.space)
        d.key(.right)
        d.key(.left)
        XCTAssertEqual(d.board, WholeState.board(), "carried there and back")
        d.check(.space) {
            $0.session = nil
            $0.flights["a"] = ChipFlight(tag: Tag("a"), target: self.a, from: $0.chipFrame(self.a).origin, start: 0,
                                         duration: d.deck.options.settleDuration)
            $0.mode = .settling
            $0.say("Put 'a' back at Top, 1 of 2")
        }
    }

    func testACountCarriesTheChipThatManySlots() {
        let d = WholeState.deck()
        d.key(.tab)
        d.key(.space)
        d.key(.character("2"))
        let third = TagPath(.bottom, 0, 2)
        d.check(.right) {
            $0.count.pending = nil  // spent by the move it repeats
            $0.board = TestBoards.literal(top: [["a", "b"]], bottom: [["d", "e", "c"], ["f"]], titles: ["Bottom1": "More"])
            $0.session?.current = third
            let pointer = $0.session?.pointer
            $0.session?.lastReorderPointer = pointer
            $0.focus = .chip(third)
            $0.say("Dragging 'c' to Bottom, 2 of 3")
            $0.say("Dragging 'c' to Bottom, 3 of 3")
        }
    }

    func testTheRightButtonForgetsAPressThatHasNotLifted() {
        let d = WholeState.deck()
        let p = d.center("a")
        d.press(p.x, p.y)
        d.check(.press(Point(x: 30, y: 10), .right)) { _ = $0.top.pointer.cancel() }
        checkAdvance(d, by: 1) { $0.lastTick = 1 }  // nothing lifts
    }

    func testTheMouseChangesNothingWhileAChipIsCarriedByTheKeyboard() {
        let d = WholeState.deck()
        d.key(.right)
        d.key(.space)
        let p = d.center("d")
        d.check(.press(p, .left)) { _ in }
        d.check(.drag(Point(x: p.x + 4, y: p.y))) { _ in }
        d.check(.release(Point(x: p.x + 4, y: p.y))) { _ in }
    }
}
