import XCTest
@testable import TagDeck
@testable import TagDeckANSI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's answers to the background query (OSC 11, then the device attributes): read as a colour and as
/// the end of the wait, in any piece they come in, and never as keys, neither while awaited nor after.
final class BackgroundReportTests: XCTestCase {
    private func decode(_ pieces: [String]) -> (events: [InputEvent], decoder: ANSIInputDecoder) {
        var decoder = ANSIInputDecoder()
        decoder.awaitsBackgroundReport = true
        var events: [InputEvent] = []
        for piece in pieces { events += decoder.decode(Array(piece.utf8)) }
        return (events + decoder.endOfInput(), decoder)
    }

    func testTheAnswerIsAColourAndTheDeviceAttributesEndTheWait() {
        let (events, decoder) = decode(["\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c", "x"])
        XCTAssertEqual(decoder.backgroundReports, [RGB(255, 255, 255)])
        XCTAssertTrue(decoder.deviceAttributesSeen)
        XCTAssertEqual(events, [.key(.character("x"))], "only the key typed after the answers")
    }

    func testAnswersCutAcrossReadsWithEitherEndAndShortDigits() {
        let (events, decoder) = decode(["\u{1B}]11;rgb:28", "28/2c2c/3434\u{07}", "\u{1B}[?1", ";2c"])
        XCTAssertEqual(decoder.backgroundReports, [RGB(0x28, 0x2C, 0x34)])
        XCTAssertTrue(decoder.deviceAttributesSeen)
        XCTAssertEqual(events, [])
        let short = decode(["\u{1B}]11;rgb:f/80/0\u{1B}\\"]).decoder
        XCTAssertEqual(short.backgroundReports, [RGB(255, 128, 0)])
    }

    func testATerminalWithoutOSC11AnswersOnlyTheDeviceAttributes() {
        let (events, decoder) = decode(["\u{1B}[?6c"])
        XCTAssertEqual(decoder.backgroundReports, [])
        XCTAssertTrue(decoder.deviceAttributesSeen)
        XCTAssertEqual(events, [])
    }

    func testALateAnswerIsDroppedNotTyped() {
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\a"), [.key(.character("a"))])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[?62;22cb"), [.key(.character("b"))])
    }

    func testTheReaderAsksAndKeepsKeysTypedMeanwhile() throws {
        var fds: [Int32] = [-1, -1]
        try XCTSkipUnless(pipe(&fds) == 0, "no pipe")
        defer { for fd in fds { close(fd) } }
        var reader = TerminalReader(descriptor: fds[0], keys: .standard)
        var asked: [String] = []
        let color = reader.askBackground { query in
            asked.append(query)
            // The terminal's answer, with a key typed before it.
            let answer = Array("q\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62c".utf8)
            _ = answer.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        }
        XCTAssertEqual(asked, [ANSIInputDecoder.backgroundQuery])
        XCTAssertEqual(color, RGB(255, 255, 255))
        XCTAssertEqual(reader.read(timeoutMilliseconds: 0), [.key(.character("q"))], "the key comes on the next read")
        XCTAssertFalse(reader.decoder.awaitsBackgroundReport)
    }

    /// GNU screen holds a lone Escape until the next key while mouse reporting is on, so Escape then Ctrl-G arrive
    /// together: the Escape is dropped and the Ctrl-G is read, so that one Ctrl-G always cancels.
    func testAnEscapeHeldBeforeCtrlGIsDroppedAndTheCtrlGRead() {
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}\u{07}"), [.key(.control("g"))])
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}x"), [], "an Alt chord is still dropped whole")
    }

    func testInsideScreenTheDeviceAttributesAreAskedThroughItsPassthrough() {
        XCTAssertTrue(ANSIInputDecoder.backgroundQueryInScreen.hasPrefix("\u{1B}]11;?"))
        XCTAssertTrue(ANSIInputDecoder.backgroundQueryInScreen.hasSuffix("\u{1B}P\u{1B}[c\u{1B}\\"))
    }
}
