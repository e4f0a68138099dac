import TagDeck
import XCTest
@testable import TagDeckTerminal

/// Raw bytes to events, without a terminal: what the fuzz target of the input decoder drives.
final class InputDecoderTests: XCTestCase {
    private func events(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(bytes: Array(text.utf8))
    }

    func testKeysPastesAndX10MouseReports() {
        XCTAssertEqual(events("q"), [.key(.character("q"))])
        XCTAssertEqual(events("\u{1B}[200~two\nlines\u{1B}[201~"), [.paste("two\nlines")])
        // An X10 report: button byte 32 + 0 (left press), then column and row + 33 (1-based + 32).
        XCTAssertEqual(events("\u{1B}[M !!"), [.press(Point(x: 0, y: 0), .left)])
        // With Alt (8): a mark click.
        XCTAssertEqual(events("\u{1B}[M(!!"), [.press(Point(x: 0, y: 0), .leftWithAlt)])
        // A paste whose end marker never comes ends with the input.
        XCTAssertEqual(events("\u{1B}[200~lost"), [.paste("lost")])
    }

    func testInvalidUTF8AndControlBytesNeverTrap() {
        var decoder = InputDecoder()
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in
                ([0x1B, 0x5B, 0x4D, 0x3C, 0x7E, 0x32, 0x30, 0xFF, 0xC3, 0x9B] as [UInt8]).randomElement(using: &rng)!
            }
            _ = decoder.decode(bytes: bytes)
        }
        XCTAssertEqual(decoder.decode(bytes: Array("x".utf8)), [.key(.character("x"))], "still decodes after noise")
    }
}

extension InputDecoderTests {
    /// Found by the input fuzz target: an X10 report whose bytes are below 32 made a pointer at (-33, -33).
    func testAnX10ReportWithBytesBelowItsOffsetIsDropped() {
        XCTAssertEqual(events("\u{1B}[M\u{0}\u{0}\u{0}q"), [.key(.character("q"))])
        XCTAssertEqual(events("\u{1B}[M !\u{20}"), [], "a row byte of 32 is row 0, which does not exist")
        XCTAssertEqual(events("\u{1B}[M !!"), [.press(Point(x: 0, y: 0), .left)])
    }
}

extension InputDecoderTests {
    /// Found by the input fuzz target: an unterminated string sequence (`ESC ]`) swallowed everything after it,
    /// the end of a paste and every later key included.
    func testAnUnterminatedStringNeverSwallowsTheKeysAfterIt() {
        var decoder = InputDecoder()
        // An Escape inside the string aborts it: the sequence after it is read as such.
        XCTAssertEqual(decoder.decode(bytes: Array("\u{1B}]\u{85}ines\u{1B}[201~".utf8)), [])
        XCTAssertEqual(decoder.decode(bytes: Array("q".utf8)), [.key(.character("q"))])
        // A string still open when all waiting input was read is given up: the next key is a key.
        var open = InputDecoder()
        XCTAssertEqual(open.decode(bytes: Array("\u{1B}]0;never ended".utf8)), [])
        XCTAssertEqual(open.decode(bytes: Array("q".utf8)), [.key(.character("q"))])
        // One cut by the reader's burst limit goes on in the next read, and is still dropped whole.
        var filter = EscapeSequenceFilter()
        for c in "\u{1B}]0;a long ti".unicodeScalars { XCTAssertEqual(filter.feed(.character(c.value)), []) }
        XCTAssertEqual(filter.endOfBurst(complete: false), [])
        var after: [RawInput] = []
        for c in "tle\u{7}x".unicodeScalars { after += filter.feed(.character(c.value)) }
        XCTAssertEqual(after, [.character(0x78)])
    }
}
