import TagDeck
import XCTest
import TagDeckTesting

/// Animations are pure functions of the injected clock.
final class AnimationTests: XCTestCase {
    func testEasingStartsAtZeroEndsAtOneAndNeverGoesBack() {
        for easing in [Easing.linear, .easeOutCubic, .easeInOutCubic] {
            XCTAssertEqual(easing(0), 0, accuracy: 1e-12)
            XCTAssertEqual(easing(1), 1, accuracy: 1e-12)
            var last = -1.0
            for k in 0...100 {
                let v = easing(Double(k) / 100)
                XCTAssertGreaterThanOrEqual(v, last, "\(easing) decreases at \(k)")
                last = v
            }
            XCTAssertEqual(easing(-3), 0)
            XCTAssertEqual(easing(7), 1)
        }
    }

    func testFlightIsAtItsStartThenBetweenThenInItsSlot() {
        let flight = ChipFlight(tag: Tag("Tech"), target: TagPath(.top, 0, 0), from: Point(x: 2, y: 10),
                                start: 5, duration: 0.25)
        let slot = Point(x: 30, y: 2)
        XCTAssertEqual(flight.position(at: 5, destination: slot), Point(x: 2, y: 10))
        let mid = flight.position(at: 5.125, destination: slot)
        XCTAssertTrue(mid.x > 2 && mid.x < 30, "x between start and end: \(mid)")
        XCTAssertTrue(mid.y > 2 && mid.y < 10, "y between start and end: \(mid)")
        XCTAssertEqual(flight.position(at: 5.25, destination: slot), slot)
        XCTAssertTrue(flight.isFinished(at: 5.25))
        XCTAssertFalse(flight.isFinished(at: 5.2))
    }

    /// Enter sends Business from the bottom pane to the top: follow the flying chip through the driver.
    func testSentChipFliesThroughTheScreenAndLands() throws {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        d.key(.tab)  // focuses World, the first chip of Browse
        d.key(.right)
        let start = try XCTUnwrap(d.chipCenter("Business"))
        d.key(.enter)
        let target = try XCTUnwrap(d.board.path(of: "Business"))
        XCTAssertEqual(target.pane, .top)
        let slot = d.state.chipFrame(target).origin
        let origin = Point(x: start.x - 5, y: start.y)  // "[Business]" is 10 wide; centre minus 5 is its left
        XCTAssertEqual(d.state.flightPosition("Business", at: d.clock.now), origin)
        d.advance(0.125)
        let mid = try XCTUnwrap(d.state.flightPosition("Business", at: d.clock.now))
        XCTAssertTrue(mid.y < origin.y && mid.y > slot.y, "between the panes at the midpoint: \(mid)")
        let grid = d.deck.render()
        XCTAssertEqual(grid[mid.x, mid.y].role, .chipLifted, "the flying chip is drawn lifted")
        XCTAssertEqual(grid[slot.x, slot.y].role, .placeholder, "its slot waits as a placeholder")
        d.advance(0.125)
        XCTAssertNil(d.state.flightPosition("Business", at: d.clock.now), "landed at the end")
        XCTAssertEqual(d.deck.render()[slot.x, slot.y].role, .chip)
        XCTAssertNil(d.deck.nextWakeup, "nothing left to animate: the loop may sleep")
    }

    func testReducedMotionPutsChipsInTheirSlotsAtOnce() throws {
        var options = DeckOptions()
        options.reducedMotion = true
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17, options: options)
        d.key(.tab)
        d.key(.right)
        d.key(.enter)
        XCTAssertTrue(d.state.flights.isEmpty)
        XCTAssertNil(d.deck.nextWakeup)
        let path = try XCTUnwrap(d.board.path(of: "World"))
        let frame = d.state.chipFrame(path)
        XCTAssertEqual(d.deck.render()[frame.x, frame.y].role, .chip)
        // A mouse drop too.
        d.press(4, 12)
        d.move(5, 12)
        d.move(30, 4)
        d.release(30, 4)
        XCTAssertTrue(d.state.flights.isEmpty)
    }

    func testSeveralChipsFlyAtOnceAndInputIsNotBlocked() {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        d.key(.tab)
        d.key(.right)
        d.key(.enter)
        d.key(.enter)
        d.key(.enter)
        XCTAssertEqual(d.state.flights.count, 3)
        XCTAssertEqual(d.board[.top].tagCount, 6, "the model changed at once; only the drawing animates")
        d.settle()
        XCTAssertTrue(d.state.flights.isEmpty)
    }
}

/// The run loop sleeps until `nextWakeup`: while a chip flies, that time must come due.
final class WakeupTests: XCTestCase {
    func testAnimationFramesComeDueAndStopWhenLanded() {
        let d = HeadlessDriver(board: sampleBoard(), width: 44, height: 17)
        d.key(.tab)
        d.key(.enter)
        d.send(DeckEvent.tick)
        let due = d.deck.nextWakeup
        d.clock.advance(by: 0.01)
        XCTAssertEqual(d.deck.nextWakeup, due, "the next frame's time must not drift while nobody ticks")
        var frames = 0
        while let due = d.deck.nextWakeup, frames < 1000 {
            XCTAssertLessThanOrEqual(due, d.clock.now + 1.0 / 60.0 + 1e-9, "a frame is never further than 1/60 s away")
            d.clock.set(due)
            d.send(DeckEvent.tick)
            frames += 1
        }
        XCTAssertTrue(d.state.flights.isEmpty, "landed")
        XCTAssertTrue((10...20).contains(frames), "about 60 frames a second over 0.25 s, got \(frames)")
    }
}
