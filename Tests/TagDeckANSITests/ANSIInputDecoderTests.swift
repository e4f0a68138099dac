import XCTest
import TagDeck
import TagDeckANSI

final class ANSIInputDecoderTests: XCTestCase {
    private func decode(_ text: String) -> [InputEvent] {
        var decoder = ANSIInputDecoder()
        return decoder.decode(Array(text.utf8))
    }

    func testTextAndControlKeys() {
        XCTAssertEqual(decode("aé日 \r\t\u{7F}\u{12}"), [
            .key(.character("a")), .key(.character("é")), .key(.character("日")), .key(.space), .key(.enter),
            .key(.tab), .key(.backspace), .key(.control("r")),
        ])
    }

    func testCursorAndEditingKeys() {
        XCTAssertEqual(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OA\u{1B}[H\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z"), [
            .key(.up), .key(.down), .key(.right), .key(.left), .key(.up), .key(.home), .key(.end), .key(.pageUp),
            .key(.pageDown), .key(.delete), .key(.backTab),
        ])
        XCTAssertEqual(decode("\u{1B}[1;5C"), [.key(.right)], "a modified arrow is the arrow")
    }

    func testALoneEscapeIsTheKeyAndUnknownSequencesAreDroppedWhole() {
        XCTAssertEqual(decode("\u{1B}"), [.key(.escape)])
        XCTAssertEqual(decode("\u{1B}[15~x"), [.key(.character("x"))], "F5 is dropped, not typed")
        XCTAssertEqual(decode("\u{1B}jx"), [.key(.character("x"))], "an Alt chord is dropped")
        XCTAssertEqual(decode("\u{1B}\u{1B}[A"), [.key(.escape), .key(.up)])
    }

    func testSGRMouseReports() {
        XCTAssertEqual(decode("\u{1B}[<0;7;6M\u{1B}[<32;9;5M\u{1B}[<0;15;3m"), [
            .press(Point(x: 6, y: 5), .left), .drag(Point(x: 8, y: 4)), .release(Point(x: 14, y: 2)),
        ])
        XCTAssertEqual(decode("\u{1B}[<8;1;1M\u{1B}[<2;2;2M\u{1B}[<64;3;3M\u{1B}[<65;3;3M\u{1B}[<35;4;4M"), [
            .press(Point(x: 0, y: 0), .leftWithAlt), .press(Point(x: 1, y: 1), .right),
            .wheel(Point(x: 2, y: 2), delta: -1), .wheel(Point(x: 2, y: 2), delta: 1),
        ], "motion without a button is dropped")
    }

    func testASequenceCutBetweenReadsIsCompletedByTheNext() {
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[<0;7".utf8)), [])
        XCTAssertEqual(decoder.decode(Array(";6M".utf8)), [.press(Point(x: 6, y: 5), .left)])
        let bytes = Array("日".utf8)
        XCTAssertEqual(decoder.decode(Array(bytes[0..<2])), [])
        XCTAssertEqual(decoder.decode(Array(bytes[2...])), [.key(.character("日"))])
    }

    func testBracketedPaste() {
        XCTAssertEqual(decode("\u{1B}[200~one\ntwo \u{1B}[A\u{1B}[201~q"), [.paste("one\ntwo \u{1B}[A"), .key(.character("q"))])
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[200~ab\u{1B}[20".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("1~".utf8)), [.paste("ab")])
    }
}
