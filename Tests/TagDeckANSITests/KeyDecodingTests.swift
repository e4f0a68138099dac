import XCTest
import TagDeck
import TagDeckANSI

/// Characters and the keys of the built-in table: what a terminal sends for each key tagdeck knows.
final class KeyDecodingTests: XCTestCase {
    private func key(_ text: String) -> [InputEvent] { ANSIInputDecoder.events(text) }

    func testWhitespaceAndEditingCharacters() {
        XCTAssertEqual(key(" "), [.key(.space)])
        XCTAssertEqual(key("\t"), [.key(.tab)])
        XCTAssertEqual(key("\r"), [.key(.enter)])
        XCTAssertEqual(key("\n"), [.key(.enter)])
        XCTAssertEqual(key("\u{1B}"), [.key(.escape)])
        XCTAssertEqual(key("\u{7F}"), [.key(.backspace)])
        XCTAssertEqual(key("\u{08}"), [.key(.backspace)])
    }

    func testControlLetters() {
        XCTAssertEqual(key("\u{12}"), [.key(.control("r"))])
        XCTAssertEqual(key("\u{01}"), [.key(.control("a"))])
        XCTAssertEqual(key("\u{1A}"), [.key(.control("z"))])
        XCTAssertEqual(key("\u{15}"), [.key(.control("u"))])
    }

    func testPrintableCharactersIncludingNonASCII() {
        for character in ["h", "Q", "?", "é", "漢", "🎉"] as [Character] {
            XCTAssertEqual(key(String(character)), [.key(.character(character))])
        }
    }

    func testMeaninglessControlsAreIgnored() {
        XCTAssertEqual(key("\u{00}"), [])
        XCTAssertEqual(key("\u{1C}"), [])
        XCTAssertEqual(key("\u{85}"), [])
    }

    /// The cursor and editing keys in both modes of the cursor keys, as xterm, VTE, tmux and the Linux console send
    /// them, whatever terminfo says.
    func testCursorAndEditingKeys() {
        XCTAssertEqual(key("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OA\u{1B}[H\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z"), [
            .key(.up), .key(.down), .key(.right), .key(.left), .key(.up), .key(.home), .key(.end), .key(.pageUp),
            .key(.pageDown), .key(.delete), .key(.backTab),
        ])
        XCTAssertEqual(key("\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF\u{1B}OM"),
                       [.key(.down), .key(.right), .key(.left), .key(.home), .key(.end), .key(.enter)])
        // Home and End as VT220 (Find, Select) and rxvt number them.
        XCTAssertEqual(key("\u{1B}[1~\u{1B}[7~\u{1B}[4~\u{1B}[8~\u{1B}[F"),
                       [.key(.home), .key(.home), .key(.end), .key(.end), .key(.end)])
    }

    /// ``Key`` has no modifiers: a cursor or editing key with Shift, Alt or Control held is the key.
    func testAModifiedKeyIsTheKey() {
        XCTAssertEqual(key("\u{1B}[1;5C"), [.key(.right)], "a modified arrow is the arrow")
        XCTAssertEqual(key("\u{1B}[1;5H"), [.key(.home)])
        XCTAssertEqual(key("\u{1B}[1;2A\u{1B}[1;3B\u{1B}[5;5~\u{1B}[3;2~"),
                       [.key(.up), .key(.down), .key(.pageUp), .key(.delete)])
        // rxvt: Shift (ESC [ a), Control (ESC O a), and its editing keys with Shift ($), Control (^), both (@).
        XCTAssertEqual(key("\u{1B}[a\u{1B}Ob\u{1B}[7$\u{1B}[8^\u{1B}[3@"),
                       [.key(.up), .key(.down), .key(.home), .key(.end), .key(.delete)])
    }

    /// Keys tagdeck has no use for are known, and dropped whole: nothing of them is typed.
    func testFunctionKeysAndInsertAreDroppedWhole() {
        let keys = ["\u{1B}OP", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[1;2P", "\u{1B}[15;5~", "\u{1B}[2~",
                    "\u{1B}[2;5~", "\u{1B}[11~", "\u{1B}[[A", "\u{1B}[[E", "\u{1B}[2$", "\u{1B}[23^"]
        for sequence in keys {
            XCTAssertEqual(key(sequence + "q"), [.key(.character("q"))], sequence.debugDescription)
        }
    }

    /// rxvt's `ESC [ 3 $` does not end as a control sequence does (`$` is an intermediate byte): read by its
    /// table entry, it is a key, and the key after it is not swallowed.
    func testASequenceOutsideTheUsualGrammarDoesNotSwallowTheNextKey() {
        XCTAssertEqual(key("\u{1B}[3$q"), [.key(.delete), .key(.character("q"))])
        XCTAssertEqual(key("\u{1B}[[Bq"), [.key(.character("q"))], "the Linux console's F2")
    }

    func testAnEmptyTableKnowsOnlyStructure() {
        let none = KeySequenceTable()
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[Aq", keys: none), [.key(.character("q"))],
                       "a sequence no table names is dropped")
        XCTAssertEqual(ANSIInputDecoder.events("\u{1B}[<0;1;1M", keys: none), [.press(Point(x: 0, y: 0), .left)])
    }
}
