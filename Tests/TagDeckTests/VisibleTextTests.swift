import TagDeck
import XCTest

/// User-supplied text never reaches a terminal raw: each payload of a hostile board or file name is shown.
final class VisibleTextTests: XCTestCase {
    func testEveryPayloadIsShownEscaped() {
        let payloads: [(String, String)] = [
            ("a\u{1B}]2;pwned\u{07}b", "a\\x1b]2;pwned\\x07b"),  // OSC 2: the window title
            ("\u{1B}]52;c;aGVsbG8=\u{07}", "\\x1b]52;c;aGVsbG8=\\x07"),  // OSC 52: the clipboard
            ("\u{1B}[2J\u{1B}[31mred", "\\x1b[2J\\x1b[31mred"),  // CSI: clear the screen, colours
            ("x\u{9B}31my", "x\\x9b31my"),  // C1 CSI
            ("del\u{7F}", "del\\x7f"),
            ("tab\tnul\u{0}", "tab\\x09nul\\x00"),
        ]
        for (raw, shown) in payloads {
            let out = VisibleText.escaped(raw)
            XCTAssertEqual(out, shown)
            XCTAssertFalse(out.unicodeScalars.contains(where: VisibleText.isControl), out)
        }
        XCTAssertEqual(VisibleText.escaped("科技 🎵 café"), "科技 🎵 café", "text without controls is unchanged")
        XCTAssertEqual(VisibleText.escaped("one\ntwo\u{1B}", keepingNewlines: true), "one\ntwo\\x1b")
    }

    func testTheScreenShowsControlCharactersVisibly() {
        var grid = CellGrid(width: 30, height: 1)
        grid.write("saved to a\u{1B}]2;x\u{07}.md", x: 0, y: 0, role: .status)
        XCTAssertEqual(grid.lines, ["saved to a\\x1b]2;x\\x07.md"])
    }
}
