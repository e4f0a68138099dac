import XCTest
import TagDeck
import TagDeckANSI

/// Mouse reports in both encodings a terminal may send (SGR 1006, X10), to pointer events: the left button held
/// makes motion a drag, Alt+click marks, the buttons tagdeck does not use give nothing.
final class MouseReportTests: XCTestCase {
    /// A report of `code` at the 0-based cell (`x`, `y`), as SGR (`released`: ending in `m`) or X10 bytes.
    private func sgr(_ code: Int, _ x: Int, _ y: Int, released: Bool = false) -> [UInt8] {
        Array("\u{1B}[<\(code);\(x + 1);\(y + 1)\(released ? "m" : "M")".utf8)
    }

    private func x10(_ code: Int, _ x: Int, _ y: Int) -> [UInt8] {
        [0x1B, 0x5B, 0x4D, UInt8(32 + code), UInt8(33 + x), UInt8(33 + y)]
    }

    /// Both encodings, for the reports that are the same in each.
    private var encodings: [(Int, Int, Int) -> [UInt8]] { [{ self.sgr($0, $1, $2) }, { self.x10($0, $1, $2) }] }

    private func events(_ reports: [UInt8]...) -> [InputEvent] { ANSIInputDecoder.events(reports.flatMap { $0 }) }

    func testPressDragRelease() {
        let expected: [InputEvent] = [.press(Point(x: 3, y: 4), .left), .drag(Point(x: 5, y: 4)),
                                      .release(Point(x: 6, y: 5))]
        XCTAssertEqual(events(sgr(0, 3, 4), sgr(32, 5, 4), sgr(0, 6, 5, released: true)), expected)
        XCTAssertEqual(events(x10(0, 3, 4), x10(32, 5, 4), x10(3, 6, 5)), expected)
        // After the release, motion is no drag.
        XCTAssertEqual(events(sgr(0, 3, 4), sgr(0, 3, 4, released: true), sgr(32, 5, 4)),
                       [.press(Point(x: 3, y: 4), .left), .release(Point(x: 3, y: 4))])
    }

    func testSGRReportsOfEveryKind() {
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[<0;7;6M\u{1B}[<32;9;5M\u{1B}[<0;15;3m"), [
            .press(Point(x: 6, y: 5), .left), .drag(Point(x: 8, y: 4)), .release(Point(x: 14, y: 2)),
        ])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[<8;1;1M\u{1B}[<2;2;2M\u{1B}[<64;3;3M\u{1B}[<65;3;3M\u{1B}[<35;4;4M"), [
            .press(Point(x: 0, y: 0), .leftWithAlt), .press(Point(x: 1, y: 1), .right),
            .wheel(Point(x: 2, y: 2), delta: -1), .wheel(Point(x: 2, y: 2), delta: 1),
        ], "motion without a button is dropped")
    }

    /// The middle button, the right button's release and the extra buttons give nothing, even in the middle of a
    /// drag, which goes on.
    func testUnusedButtonsAreDropped() {
        XCTAssertEqual(events(sgr(0, 1, 1), sgr(1, 2, 1), sgr(2, 2, 1, released: true), sgr(128, 2, 1), sgr(32, 3, 1)),
                       [.press(Point(x: 1, y: 1), .left), .drag(Point(x: 3, y: 1))], "the drag goes on")
        XCTAssertEqual(events(x10(0, 1, 1), x10(1, 2, 1), x10(32, 3, 1)),
                       [.press(Point(x: 1, y: 1), .left), .drag(Point(x: 3, y: 1))])
    }

    func testMotionWithoutAButtonIsIgnored() {
        XCTAssertEqual(events(sgr(32, 1, 1)), [], "no press seen")
        XCTAssertEqual(events(sgr(35, 1, 1)), [], "no button held")
        XCTAssertEqual(events(x10(35, 1, 1)), [])
    }

    func testRightPressAndWheel() {
        for encode in encodings {
            XCTAssertEqual(events(encode(2, 0, 2), encode(64, 7, 8), encode(65, 7, 8), encode(32, 8, 8)), [
                .press(Point(x: 0, y: 2), .right), .wheel(Point(x: 7, y: 8), delta: -1),
                .wheel(Point(x: 7, y: 8), delta: 1),
            ], "a right press holds no left button: no drag")
        }
        XCTAssertEqual(events(sgr(64, 7, 8, released: true)), [], "no wheel turns on a release")
    }

    func testPressAndReleaseInOneReadKeepOrder() {
        XCTAssertEqual(events(sgr(0, 2, 2), sgr(0, 2, 2, released: true)),
                       [.press(Point(x: 2, y: 2), .left), .release(Point(x: 2, y: 2))])
        // A release without a press seen (it began before tagdeck) is passed on: the deck ignores it.
        XCTAssertEqual(events(x10(3, 4, 4)), [.release(Point(x: 4, y: 4))])
    }

    func testForgettingTheHeldButton() {
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode(sgr(0, 0, 0)), [.press(Point(x: 0, y: 0), .left)])
        decoder.forgetHeldButton()
        XCTAssertEqual(decoder.decode(sgr(32, 1, 0)), [], "no drag after a suspend")
    }

    /// Alt+click marks a chip: a press of its own, which starts no drag.
    func testAltPressIsAMarkClickWithoutADrag() {
        for encode in encodings {
            XCTAssertEqual(events(encode(8, 4, 2), encode(40, 5, 2)), [.press(Point(x: 4, y: 2), .leftWithAlt)],
                           "no drag follows")
        }
        // Shift and Control (4, 16) are not Alt: a plain press.
        XCTAssertEqual(events(sgr(16, 0, 0)), [.press(Point(x: 0, y: 0), .left)])
    }

    /// Where terminfo announces X10 (or no mouse at all), a report's three bytes are a report, never keys (a click
    /// at column 81 is the byte `q`); above 127 they are raw bytes, not UTF-8.
    func testAnX10ReportIsNeverReadAsKeys() {
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[M q%j"), [.press(Point(x: 80, y: 4), .left), .key(.character("j"))])
        XCTAssertEqual(events(x10(0, 150, 200)), [.press(Point(x: 150, y: 200), .left)])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[M(!!"), [.press(Point(x: 0, y: 0), .leftWithAlt)])
    }

    /// Found by the input fuzz target: an X10 report whose bytes are below 32 made a pointer at (-33, -33).
    func testAnX10ReportWithBytesBelowItsOffsetIsDropped() {
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[M\u{0}\u{0}\u{0}q"), [.key(.character("q"))])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[M !\u{20}"), [], "a row byte of 32 is row 0, which does not exist")
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[M !!"), [.press(Point(x: 0, y: 0), .left)])
    }

    /// An SGR report outside the screen (column or row 0) or not of three numbers is dropped whole.
    func testAMalformedSGRReportIsDropped() {
        for report in ["\u{1B}[<0;0;1M", "\u{1B}[<0;1;0M", "\u{1B}[<0;1M", "\u{1B}[<0;;1M", "\u{1B}[<0;1;1;1M",
                       "\u{1B}[<0;9999999;1M"] {
            XCTAssertEqual(ANSIInputDecoder.events(report + "q"), [.key(.character("q"))], report.debugDescription)
        }
    }
}
