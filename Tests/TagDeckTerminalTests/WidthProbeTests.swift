import TagDeck
import TagDeckANSI
import XCTest
@testable import TagDeckTerminal

/// The pieces of the width probe that need no terminal: which clusters are probed, how an answer is read, and
/// how a cluster drawn at another width is stood in for.
final class WidthProbeTests: XCTestCase {
    func testUncertainClustersAreTheJoinedAndSelectedOnes() {
        XCTAssertTrue(ScreenPainter.isUncertain("👨\u{200D}👩\u{200D}👧"), "a ZWJ family")
        XCTAssertTrue(ScreenPainter.isUncertain("❤\u{FE0F}"), "a presentation selector")
        XCTAssertTrue(ScreenPainter.isUncertain("🇫🇷"), "a flag: two regional indicators")
        XCTAssertFalse(ScreenPainter.isUncertain("e\u{301}"), "a letter and a combining accent")
        XCTAssertFalse(ScreenPainter.isUncertain("漢"))
        XCTAssertFalse(ScreenPainter.isUncertain("a"))
    }

    func testACursorReportIsReadAsSuchNeverAsKeys() {
        var decoder = ANSIInputDecoder(keys: .standard)
        let events = decoder.decode(Array("\u{1B}[2;3Rq".utf8)) + decoder.endOfInput()
        XCTAssertEqual(decoder.cursorReports, [CursorReport(row: 2, column: 3)])
        XCTAssertEqual(events, [.key(.character("q"))], "only the q is a key")
        // Row 1 is never asked for (ESC [ 1 ; 5 R is Ctrl-F3 on xterm): such a sequence is a key, dropped.
        decoder.cursorReports = []
        XCTAssertEqual(decoder.decode(Array("\u{1B}[1;5R".utf8)) + decoder.endOfInput(), [])
        XCTAssertEqual(decoder.cursorReports, [])
        // Unless an answer is awaited (the cursor's place, asked before drawing in rows under it).
        decoder.awaitsCursorReport = true
        XCTAssertEqual(decoder.decode(Array("\u{1B}[1;5R".utf8)), [])
        XCTAssertEqual(decoder.cursorReports, [CursorReport(row: 1, column: 5)])
    }

    func testAClusterDrawnAtAnotherWidthIsStoodInForAtTheTableWidth() throws {
        let saved = String(cString: setlocale(LC_CTYPE, nil))
        defer { setlocale(LC_CTYPE, saved) }
        try XCTSkipIf(setlocale(LC_CTYPE, "C.UTF-8") == nil && setlocale(LC_CTYPE, "en_US.UTF-8") == nil,
                      "needs a UTF-8 locale for wcwidth")
        let family = "👨\u{200D}👩\u{200D}👧"
        let cell = Cell(family, width: 6)
        XCTAssertEqual(ScreenPainter.drawableText(cell, fitsIn: 10, measured: 6), family, "agreed: as it is")
        XCTAssertEqual(ScreenPainter.drawableText(cell, fitsIn: 10, measured: 2), "👨    ",
                       "drawn in 2 cells: its first glyph, padded to the 6 the layout gave it")
    }
}
