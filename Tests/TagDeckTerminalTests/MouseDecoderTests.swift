import XCTest
import TagDeck
@testable import TagDeckTerminal

final class MouseDecoderTests: XCTestCase {
    func testPressDragRelease() {
        var decoder = MouseDecoder()
        XCTAssertEqual(decoder.decode(.button1Pressed, x: 3, y: 4), [.press(Point(x: 3, y: 4), .left)])
        XCTAssertTrue(decoder.isButton1Down)
        XCTAssertEqual(decoder.decode(.position, x: 5, y: 4), [.drag(Point(x: 5, y: 4))])
        XCTAssertEqual(decoder.decode(.button1Released, x: 6, y: 5), [.release(Point(x: 6, y: 5))])
        XCTAssertFalse(decoder.isButton1Down)
    }

    /// ncurses is asked for the reports tagdeck does not use, so that it hands them over instead of discarding
    /// them inside its read; the decoder drops them, even in the middle of a drag.
    func testUnusedButtonsAreAskedForAndDropped() {
        for bit in [MouseBits.button2Pressed, .button2Released, .button3Released] {
            XCTAssertTrue(MouseBits.all.contains(bit))
            XCTAssertNotEqual(bit.cursesMask, 0)
            XCTAssertEqual(MouseBits(cursesMask: bit.cursesMask), bit)
        }
        var decoder = MouseDecoder()
        _ = decoder.decode(.button1Pressed, x: 1, y: 1)
        XCTAssertEqual(decoder.decode(.button2Pressed, x: 2, y: 1), [])
        XCTAssertEqual(decoder.decode(.button3Released, x: 2, y: 1), [])
        XCTAssertEqual(decoder.decode(.position, x: 3, y: 1), [.drag(Point(x: 3, y: 1))], "the drag goes on")
    }

    func testMotionWithoutButtonIsIgnored() {
        var decoder = MouseDecoder()
        XCTAssertEqual(decoder.decode(.position, x: 1, y: 1), [])
    }

    func testRightPressAndWheel() {
        var decoder = MouseDecoder()
        XCTAssertEqual(decoder.decode(.button3Pressed, x: 0, y: 2), [.press(Point(x: 0, y: 2), .right)])
        XCTAssertEqual(decoder.decode(.button4Pressed, x: 7, y: 8), [.wheel(Point(x: 7, y: 8), delta: -1)])
        XCTAssertEqual(decoder.decode(.button5Pressed, x: 7, y: 8), [.wheel(Point(x: 7, y: 8), delta: 1)])
        XCTAssertFalse(decoder.isButton1Down)
    }

    func testPressAndReleaseInOneReportKeepOrder() {
        var decoder = MouseDecoder()
        XCTAssertEqual(decoder.decode([.button1Pressed, .button1Released], x: 2, y: 2),
                       [.press(Point(x: 2, y: 2), .left), .release(Point(x: 2, y: 2))])
        XCTAssertFalse(decoder.isButton1Down)
    }

    func testResetForgetsTheButton() {
        var decoder = MouseDecoder()
        _ = decoder.decode(.button1Pressed, x: 0, y: 0)
        decoder.reset()
        XCTAssertEqual(decoder.decode(.position, x: 1, y: 0), [])
    }

    func testCursesMaskRoundTrip() {
        for bit in [MouseBits.button1Pressed, .button1Released, .button3Pressed, .button4Pressed,
                    .button5Pressed, .position] {
            XCTAssertNotEqual(bit.cursesMask, 0)
            XCTAssertEqual(MouseBits(cursesMask: bit.cursesMask), bit)
        }
        XCTAssertEqual(MouseBits(cursesMask: MouseBits.all.cursesMask), .all)
        // Bits tagdeck did not ask for (here: everything else) are ignored, but for the Alt modifier.
        XCTAssertEqual(MouseBits(cursesMask: ~MouseBits.all.cursesMask), [.alt])
        XCTAssertFalse(MouseBits.all.contains(.alt), "a modifier is not asked for in the mask")
    }

    /// Alt+click marks a chip: a press of its own, which starts no drag.
    func testAltPressIsAMarkClickWithoutADrag() {
        var decoder = MouseDecoder()
        let altPress = MouseBits(cursesMask: MouseBits.button1Pressed.cursesMask | MouseBits.alt.cursesMask)
        XCTAssertEqual(decoder.decode(altPress, x: 4, y: 2), [.press(Point(x: 4, y: 2), .leftWithAlt)])
        XCTAssertFalse(decoder.isButton1Down)
        XCTAssertEqual(decoder.decode(.position, x: 5, y: 2), [], "no drag follows")
        // An X10 report: button byte 8 (Alt) + 0 (left).
        XCTAssertEqual(MouseBits(x10Button: 8), [.button1Pressed, .alt])
        XCTAssertEqual(MouseBits(x10Button: 0), [.button1Pressed])
    }

    func testDecodingFromACursesMask() {
        var decoder = MouseDecoder()
        let press = MouseBits(cursesMask: MouseBits.button1Pressed.cursesMask)
        XCTAssertEqual(decoder.decode(press, x: 9, y: 1), [.press(Point(x: 9, y: 1), .left)])
    }
}
