import XCTest
@testable import TagDeckTerminal

/// The questions that bring a lone Escape through GNU screen: only inside screen, at most one a period, none once
/// input is there.
final class HeldEscapeNudgeTests: XCTestCase {
    func testOnlyInsideGNUScreen() {
        XCTAssertTrue(HeldEscapeNudge.isNeeded(sty: "1234.pts-0.host"))
        XCTAssertFalse(HeldEscapeNudge.isNeeded(sty: nil))
        XCTAssertFalse(HeldEscapeNudge.isNeeded(sty: ""))
        XCTAssertEqual(HeldEscapeNudge.request, "\u{1B}P\u{1B}[5n\u{1B}\\")
    }

    func testInputThereAtOnceAsksNothingAndAQuietWaitAsksAsItGoes() {
        var nudge = HeldEscapeNudge()
        var asked = 0
        var slices: [Int32] = []
        // Readable at once: no question.
        let ready = nudge.wait(timeoutMilliseconds: -1, ask: { asked += 1 }) { slices.append($0); return (true, []) }
        XCTAssertTrue(ready.terminal)
        XCTAssertEqual(asked, 0)
        // Nothing readable for a few slices, then input: a question after each slice, each slice at most a period.
        slices = []
        var quiet = 3
        _ = nudge.wait(timeoutMilliseconds: -1, ask: { asked += 1 }) { slice in
            slices.append(slice)
            if quiet == 0 { return (true, []) }
            quiet -= 1
            usleep(UInt32(slice) * 1000)
            return (false, [])
        }
        XCTAssertEqual(asked, 3, "slices \(slices)")
        XCTAssertTrue(slices.allSatisfy { $0 <= HeldEscapeNudge.period }, "\(slices)")
        // Another descriptor readable ends the wait too, with what it said.
        let other = nudge.wait(timeoutMilliseconds: 500, ask: {}) { _ in (false, [true]) }
        XCTAssertEqual(other.others, [true])
    }

    func testAWaitWithALimitEndsAtIt() {
        var nudge = HeldEscapeNudge()
        var total: Int32 = 0
        let ready = nudge.wait(timeoutMilliseconds: 30, ask: {}) { slice in
            total += slice
            usleep(UInt32(slice) * 1000)
            return (false, [])
        }
        XCTAssertFalse(ready.terminal)
        XCTAssertLessThanOrEqual(total, 30)
    }
}
