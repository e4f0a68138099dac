import XCTest
@testable import TagDeckTerminal

final class EscapeSequenceFilterTests: XCTestCase {
    private let esc = RawInput.character(0x1B)

    /// Feeds `text` (plus any extra units) as one burst and returns what passes.
    private func burst(_ units: [RawInput]) -> [RawInput] {
        var filter = EscapeSequenceFilter()
        var out: [RawInput] = []
        for unit in units { out += filter.feed(unit) }
        out += filter.endOfBurst()
        XCTAssertFalse(filter.isPending)
        return out
    }

    private func chars(_ text: String) -> [RawInput] { text.unicodeScalars.map { .character($0.value) } }

    func testPlainTextPasses() {
        XCTAssertEqual(burst(chars("hj q")), chars("hj q"))
    }

    func testLoneEscapeAtEndOfBurstIsTheEscapeKey() {
        XCTAssertEqual(burst([esc]), [esc])
    }

    func testUnknownControlSequenceIsDropped() {
        // Ctrl-Shift-Tab style sequence that ncurses has no key for, then a real key.
        XCTAssertEqual(burst([esc] + chars("[1;5Zq")), chars("q"))
        XCTAssertEqual(burst([esc] + chars("[202~")), [])
    }

    /// Where terminfo has no mouse capability (vt100), ncurses passes an X10 report on as characters: its three
    /// bytes are a report, never keys (a click at column 81 is the byte `q`).
    func testAnX10ReportIsNeverReadAsKeys() {
        XCTAssertEqual(burst([esc] + chars("[M q%") + chars("j")),
                       [.x10Mouse(button: 0, x: 80, y: 4), .character(0x6A)])
        XCTAssertEqual(MouseBits(x10Button: 0), .button1Pressed)
        XCTAssertEqual(MouseBits(x10Button: 3), .button1Released)
        XCTAssertEqual(MouseBits(x10Button: 32), .position)
        XCTAssertEqual(MouseBits(x10Button: 65), .button5Pressed)
        XCTAssertEqual(MouseBits(x10Button: 1), .button2Pressed)
    }

    func testBracketedPasteMarkersAndStringSequences() {
        XCTAssertEqual(burst([esc] + chars("[200~ab") + [esc] + chars("[201~")),
                       [.pasteBoundary(start: true)] + chars("ab") + [.pasteBoundary(start: false)])
        // OSC 2 (a title) ended by BEL, OSC 52 (the clipboard) ended by ST, and a DCS: dropped whole.
        XCTAssertEqual(burst([esc] + chars("]2;pwned") + [.character(0x07)] + chars("x")), chars("x"))
        XCTAssertEqual(burst([esc] + chars("]52;c;aGk=") + [esc] + chars("\\y")), chars("y"))
        XCTAssertEqual(burst([esc] + chars("Pq#0;2;0;0;0") + [esc] + chars("\\z")), chars("z"))
        // A string that spans reads cut by the burst limit is still dropped whole.
        var filter = EscapeSequenceFilter()
        var out: [RawInput] = []
        for unit in [esc] + chars("]2;long") { out += filter.feed(unit) }
        out += filter.endOfBurst(complete: false)
        for unit in chars(" title") + [.character(0x07)] + chars("k") { out += filter.feed(unit) }
        XCTAssertEqual(out, chars("k"))
    }

    func testCommonSequencesMissingFromTerminfoBecomeKeys() {
        XCTAssertEqual(burst([esc] + chars("[1~")), [.keyCode(CursesKeyCode.home)])
        XCTAssertEqual(burst([esc] + chars("[4~")), [.keyCode(CursesKeyCode.end)])
        XCTAssertEqual(burst([esc] + chars("OH") + [esc] + chars("[F")),
                       [.keyCode(CursesKeyCode.home), .keyCode(CursesKeyCode.end)])
        XCTAssertEqual(burst([esc] + chars("[Z")), [.keyCode(CursesKeyCode.backTab)])
        XCTAssertEqual(burst([esc] + chars("[A")), [.keyCode(CursesKeyCode.up)])
        // With modifiers they are other keys, which tagdeck ignores.
        XCTAssertEqual(burst([esc] + chars("[1;5H")), [])
    }

    func testSingleShiftSequenceIsDropped() {
        XCTAssertEqual(burst([esc] + chars("OPx")), chars("x"))
    }

    func testAltChordIsDropped() {
        XCTAssertEqual(burst([esc] + chars("x") + chars("y")), chars("y"))
    }

    func testDoubleEscapeIsTwoEscapeKeys() {
        XCTAssertEqual(burst([esc, esc]), [esc, esc])
    }

    func testEscapeBeforeAFunctionKeyStaysAKey() {
        let up = RawInput.keyCode(CursesKeyCode.up)
        XCTAssertEqual(burst([esc, up]), [esc, up])
    }

    func testPartialSequenceAtEndOfBurstIsDropped() {
        XCTAssertEqual(burst([esc] + chars("[12")), [])
    }

    func testSequenceInterruptedByAControlCharacterResumes() {
        XCTAssertEqual(burst([esc] + chars("[1\r")), chars("\r"))
    }
}
