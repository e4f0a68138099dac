import XCTest
import TagDeck
import TagDeckANSI
import TagDeckTestSupport
import TagDeckTesting

/// The one input decoder, without a terminal: bytes as a terminal sends them, read at once or in pieces, to events.
final class ANSIInputDecoderTests: XCTestCase {
    private func decode(_ text: String) -> [InputEvent] { ANSIInputDecoder.events(text) }

    func testTextAndControlKeys() {
        XCTAssertEqual(decode("aé日 \r\t\u{7F}\u{12}"), [
            .key(.character("a")), .key(.character("é")), .key(.character("日")), .key(.space), .key(.enter),
            .key(.tab), .key(.backspace), .key(.control("r")),
        ])
        XCTAssertEqual(decode("hj q"), [.key(.character("h")), .key(.character("j")), .key(.space),
                                        .key(.character("q"))])
    }

    func testALoneEscapeWaitsThenIsTheKey() {
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode([0x1B]), [], "it may start a sequence")
        XCTAssertTrue(decoder.isWaiting)
        XCTAssertEqual(decoder.endOfInput(), [.key(.escape)], "nothing came within the wait")
        XCTAssertFalse(decoder.isWaiting)
        // The rest of a sequence in the next read: one key, no Escape.
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertEqual(decoder.decode(Array("[A".utf8)), [.key(.up)])
        XCTAssertFalse(decoder.isWaiting)
    }

    func testDoubleEscapeIsTwoEscapeKeysAndAnEscapeBeforeAKeyStaysAKey() {
        XCTAssertEqual(decode("\u{1B}\u{1B}"), [.key(.escape), .key(.escape)])
        XCTAssertEqual(decode("\u{1B}\u{1B}[A"), [.key(.escape), .key(.up)])
        XCTAssertEqual(decode("\u{1B}\u{1B}OA"), [.key(.escape), .key(.up)])
    }

    /// Inside GNU screen 4.x a lone Escape comes only with the next byte: the answer to the status request tagdeck
    /// sends there (`ESC [ 0 n`). The Escape is the key and the answer is dropped, in one read or two.
    func testAnEscapeThatComesWithAStatusAnswerIsTheKeyAndTheAnswerIsDropped() {
        XCTAssertEqual(decode("\u{1B}\u{1B}[0n"), [.key(.escape)])
        XCTAssertEqual(decode("\u{1B}[0n"), [])
        XCTAssertEqual(decode("\u{1B}[0nq"), [.key(.character("q"))])
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode([0x1B, 0x1B, 0x5B]), [.key(.escape)])
        XCTAssertEqual(decoder.decode(Array("0n".utf8)), [])
        XCTAssertFalse(decoder.isWaiting)
    }

    func testUnknownSequencesAreDroppedWhole() {
        XCTAssertEqual(decode("\u{1B}[15~x"), [.key(.character("x"))], "F5 is dropped, not typed")
        XCTAssertEqual(decode("\u{1B}jx"), [.key(.character("x"))], "an Alt chord is dropped")
        XCTAssertEqual(decode("\u{1B}xy"), [.key(.character("y"))])
        XCTAssertEqual(decode("\u{1B}é!"), [.key(.character("!"))], "an Alt chord of a character of two bytes")
        // A Control-Shift-Tab style sequence that no table names, then a real key.
        XCTAssertEqual(decode("\u{1B}[1;5Zq"), [.key(.character("q"))])
        XCTAssertEqual(decode("\u{1B}[202~"), [])
        // A stray paste end, a device attributes answer: dropped.
        XCTAssertEqual(decode("\u{1B}[201~\u{1B}[?64;1;2cq"), [.key(.character("q"))])
        // F1 (a single shift and one byte) is dropped, and so is an unknown single shift.
        XCTAssertEqual(decode("\u{1B}OPx\u{1B}Ozy"), [.key(.character("x")), .key(.character("y"))])
    }

    func testAPartialSequenceAtTheEndOfTheInputIsDropped() {
        XCTAssertEqual(decode("\u{1B}[12"), [])
        XCTAssertEqual(decode("\u{1B}O"), [])
        XCTAssertEqual(decode("\u{1B}[M !"), [], "a cut X10 report")
    }

    func testASequenceBrokenByAControlCharacterResumesWithIt() {
        XCTAssertEqual(decode("\u{1B}[1\r"), [.key(.enter)])
        XCTAssertEqual(decode("\u{1B}[1\u{1B}[A"), [.key(.up)], "another Escape starts afresh")
        // Alt-O and then an Escape: the Escape is read afresh.
        XCTAssertEqual(decode("\u{1B}O\u{1B}[B"), [.key(.down)])
    }

    func testAControlSequenceTooLongToKeepIsStillDroppedWhole() {
        let long = "\u{1B}[" + String(repeating: "1;", count: ANSIInputDecoder.maximumSequence) + "Aq"
        XCTAssertEqual(decode(long), [.key(.character("q"))])
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode(Array(long.utf8.dropLast(2))), [])
        XCTAssertEqual(decoder.decode(Array("1;1Aq".utf8)), [.key(.character("q"))], "over two reads")
        XCTAssertEqual(decode("\u{1B}[" + String(repeating: "2", count: 300) + "\rx"),
                       [.key(.enter), .key(.character("x"))], "a control character ends it, and is read")
    }
}

extension ANSIInputDecoderTests {
    func testASequenceCutBetweenReadsIsCompletedByTheNext() {
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[<0;7".utf8)), [])
        XCTAssertEqual(decoder.decode(Array(";6M".utf8)), [.press(Point(x: 6, y: 5), .left)])
        let bytes = Array("日".utf8)
        XCTAssertEqual(decoder.decode(Array(bytes[0..<2])), [])
        XCTAssertTrue(decoder.isWaiting)
        XCTAssertEqual(decoder.decode(Array(bytes[2...])), [.key(.character("日"))])
    }

    /// Whatever the reads' boundaries, the same bytes give the same events.
    func testEveryCutGivesTheSameEvents() {
        let samples = [
            "a\u{1B}[A\u{1B}OB\u{1B}[1;5C\u{1B}[5~日\u{1B}\u{1B}x",
            "\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<0;11;5m\u{1B}[M !!\u{1B}[M#!!",
            "\u{1B}[200~pasted \u{1B}[A 日本\u{1B}[201~q\u{1B}]2;title\u{7}r\u{1B}]52;c;aGk=\u{1B}\\s",
            "\u{1B}]0;t\u{9C}u\u{1B}P1$r\u{1B}\\v\u{1B}[2;3Rw\u{1B}[15;2~\u{1B}[[A",
        ]
        for sample in samples {
            let bytes = Array(sample.utf8)
            let whole = ANSIInputDecoder.events(bytes)
            for cut in 0...bytes.count {
                XCTAssertEqual(ANSIInputDecoder.events(bytes, cutAt: [cut]), whole, "cut at \(cut) of \(sample.debugDescription)")
            }
            XCTAssertEqual(ANSIInputDecoder.events(bytes, cutAt: Array(1..<bytes.count)), whole, "a byte a read")
        }
    }

    func testInvalidUTF8AndControlBytesNeverTrap() {
        var rng = seededGenerator(default: 0xDEC0DE)
        var decoder = ANSIInputDecoder()
        let alphabet: [UInt8] = [0x1B, 0x5B, 0x4D, 0x3C, 0x7E, 0x32, 0x30, 0xFF, 0xC3, 0x9B, 0x5D, 0x07, 0x3B, 0x4F]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            for event in decoder.decode(bytes) {
                if let p = event.point { XCTAssertTrue(p.x >= 0 && p.y >= 0, "\(event) from \(bytes)") }
                if case .resize = event { XCTFail("a resize is the front end's, never decoded: \(bytes)") }
            }
        }
        _ = decoder.endOfInput()
        XCTAssertFalse(decoder.isWaiting)
        XCTAssertEqual(decoder.decode(Array("x".utf8)), [.key(.character("x"))], "still decodes after noise")
    }

    func testMalformedUTF8IsTheReplacementCharacter() {
        let replacement = InputEvent.key(.character("\u{FFFD}"))
        XCTAssertEqual(ANSIInputDecoder.events([0xFF, 0x61]), [replacement, .key(.character("a"))])
        // A surrogate's bytes are no character: each byte that cannot go on one is U+FFFD.
        XCTAssertEqual(ANSIInputDecoder.events([0xED, 0xA0, 0x80]), [replacement, replacement, replacement])
        XCTAssertNil(Key(terminalCharacter: 0xD800), "a lone surrogate is no scalar")
        // A character cut short when the input ends.
        XCTAssertEqual(ANSIInputDecoder.events([0xE6, 0x97]), [replacement])
    }
}

extension ANSIInputDecoderTests {
    func testBracketedPaste() {
        XCTAssertEqual(decode("\u{1B}[200~one\ntwo \u{1B}[201~q"), [.paste("one\ntwo "), .key(.character("q"))])
        XCTAssertEqual(decode("\u{1B}[200~two\nlines\u{1B}[201~"), [.paste("two\nlines")])
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[200~ab\u{1B}[20".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("1~".utf8)), [.paste("ab")])
    }

    func testAPasteWhoseEndMarkerNeverComesEndsWithTheInput() {
        var decoder = ANSIInputDecoder()
        XCTAssertEqual(decoder.decode(Array("\u{1B}[200~lost".utf8)), [])
        XCTAssertTrue(decoder.isWaiting)
        XCTAssertEqual(decoder.endOfInput(), [.paste("lost")])
        XCTAssertEqual(decoder.decode(Array("q".utf8)), [.key(.character("q"))], "keys are keys again")
        // A cut end marker that never went on is a cut sequence, dropped.
        XCTAssertEqual(decode("\u{1B}[200~ab\u{1B}[20"), [.paste("ab")])
    }

    /// A paste is its characters: the sequences pasted with them (a key's, a colour, a title, a mouse report, a
    /// second start marker) are dropped whole, and change nothing.
    func testSequencesInAPasteAreDroppedWhole() {
        XCTAssertEqual(decode("\u{1B}[200~ki\u{1B}]2;pwned\u{07}\u{1B}[31mwi\nlime\u{1B}[201~"), [.paste("kiwi\nlime")])
        XCTAssertEqual(decode("\u{1B}[200~one\ntwo \u{1B}[A\u{1B}OB\u{1B}\u{1B}[Cx\u{1B}[201~"), [.paste("one\ntwo x")])
        XCTAssertEqual(decode("\u{1B}[200~a\u{1B}[200~b\u{1B}[<0;1;1M\u{1B}[2;3R\u{1B}[201~\u{1B}[<32;2;1M"),
                       [.paste("ab")], "no press was taken: the motion after the paste is no drag")
        XCTAssertEqual(decode("\u{1B}[200~\t\u{9C}\u{7}\r\u{1B}[201~"), [.paste("\t\u{9C}\u{7}\r")],
                       "control characters are characters: the receiver cleans them")
    }

    /// A paste longer than the limit comes in pieces, none longer, none cutting a character in two.
    func testALongPasteComesInPiecesOfAtMostTheLimit() {
        let limit = ANSIInputDecoder.maximumPaste
        let text = String(repeating: "a", count: limit - 1) + "日" + String(repeating: "b", count: 10)
        let events = decode("\u{1B}[200~" + text + "\u{1B}[201~q")
        XCTAssertEqual(events, [.paste(String(repeating: "a", count: limit - 1)), .paste("日" + String(repeating: "b", count: 10)),
                                .key(.character("q"))])
        let exact = String(repeating: "c", count: limit)
        XCTAssertEqual(decode("\u{1B}[200~" + exact + "\u{1B}[201~"), [.paste(exact)])
    }

    func testStringSequencesAreDroppedWhole() {
        // OSC 2 (a title) ended by BEL, OSC 52 (the clipboard) ended by ST, a DCS, an OSC ended by the C1 ST.
        XCTAssertEqual(decode("\u{1B}]2;pwned\u{07}x"), [.key(.character("x"))])
        XCTAssertEqual(decode("\u{1B}]52;c;aGk=\u{1B}\\y"), [.key(.character("y"))])
        XCTAssertEqual(decode("\u{1B}Pq#0;2;0;0;0\u{1B}\\z"), [.key(.character("z"))])
        XCTAssertEqual(decode("\u{1B}]0;t\u{9C}w"), [.key(.character("w"))])
        XCTAssertEqual(decode("\u{1B}_apc\u{07}\u{1B}^pm\u{07}v"), [.key(.character("v"))])
    }

    /// Found by the input fuzz target: an unterminated string sequence (`ESC ]`) swallowed everything after it,
    /// the end of a paste and every later key included.
    func testAnUnterminatedStringNeverSwallowsTheKeysAfterIt() {
        var decoder = ANSIInputDecoder()
        // An Escape inside the string aborts it: the sequence after it is read as such.
        XCTAssertEqual(decoder.decode(Array("\u{1B}]\u{85}ines\u{1B}[201~".utf8)) + decoder.endOfInput(), [])
        XCTAssertEqual(decoder.decode(Array("q".utf8)), [.key(.character("q"))])
        // A string still open when no more input came is given up: the next key is a key.
        var open = ANSIInputDecoder()
        XCTAssertEqual(open.decode(Array("\u{1B}]0;never ended".utf8)), [])
        XCTAssertEqual(open.endOfInput(), [])
        XCTAssertEqual(open.decode(Array("q".utf8)), [.key(.character("q"))])
        // One cut by the end of a read goes on in the next, and is still dropped whole.
        var cut = ANSIInputDecoder()
        XCTAssertEqual(cut.decode(Array("\u{1B}]0;a long ti".utf8)), [])
        XCTAssertEqual(cut.decode(Array("tle\u{7}x".utf8)), [.key(.character("x"))])
        var title = ANSIInputDecoder()
        XCTAssertEqual(title.decode(Array("\u{1B}]2;long".utf8)) + title.decode(Array(" title\u{7}k".utf8)),
                       [.key(.character("k"))])
    }
}
