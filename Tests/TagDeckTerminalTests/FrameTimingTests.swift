import XCTest
@testable import TagDeckTerminal

final class FrameTimingTests: XCTestCase {
    func testIdleBlocks() {
        XCTAssertEqual(FrameTiming.timeoutMilliseconds(now: 5, wakeup: nil, lastTick: 4), -1)
        XCTAssertFalse(FrameTiming.isDue(now: 5, wakeup: nil))
    }

    func testWaitsUntilTheWakeup() {
        XCTAssertEqual(FrameTiming.timeoutMilliseconds(now: 10, wakeup: 10.2, lastTick: nil), 200)
        XCTAssertEqual(FrameTiming.timeoutMilliseconds(now: 10, wakeup: 10.0101, lastTick: nil), 11)
    }

    func testOverdueWakeupDoesNotWait() {
        XCTAssertEqual(FrameTiming.timeoutMilliseconds(now: 10, wakeup: 9, lastTick: nil), 0)
        XCTAssertTrue(FrameTiming.isDue(now: 10, wakeup: 9))
        XCTAssertTrue(FrameTiming.isDue(now: 10, wakeup: 10))
        XCTAssertFalse(FrameTiming.isDue(now: 10, wakeup: 10.001))
    }

    func testFramesAreSpacedByAtLeastOneFrameInterval() {
        // The deck wants a tick right away, but it was ticked 5 ms ago.
        let timeout = FrameTiming.timeoutMilliseconds(now: 1.005, wakeup: 1.0, lastTick: 1.0)
        XCTAssertEqual(timeout, 12) // 1.0 + 1/60 = 1.01667 -> 11.67 ms, rounded up
        // A wakeup further away than one frame is not delayed.
        XCTAssertEqual(FrameTiming.timeoutMilliseconds(now: 1.0, wakeup: 1.5, lastTick: 1.0), 500)
    }
}
