@testable import TagDeck
import XCTest
import TagDeckTesting

/// Writing text into the cell grid: printable ASCII (the quick way) and any other text clip, overwrite wide
/// characters and answer the next column alike.
final class CellGridWriteTests: XCTestCase {
    func testASCIIAndOtherTextClipAndAnswerAlike() {
        for (text, expected) in [("abcdefgh", "  cde"), ("abcdéfgh", "  cdé")] {
            var grid = CellGrid(width: 10, height: 2)
            XCTAssertEqual(grid.write(text, x: 0, y: 0, role: .chip, clipMinX: 2, clipMaxX: 5), 5, text)
            XCTAssertEqual(grid.lines[0], expected, text)
            XCTAssertEqual(grid.write(text, x: 3, y: 5, role: .chip), 11, "off the grid: the width still counts")
            XCTAssertEqual(grid.write(text, x: 6, y: 1, role: .chip), 10, "cut at the grid's edge")
            XCTAssertEqual(grid.lines[1], "      abcd".replacingOccurrences(of: "abcd", with: String(text.prefix(4))))
        }
    }

    /// Text mixing ASCII with other scalars is written in runs of ASCII and the rest a grapheme at a time: the
    /// cells, and the column answered, are those of writing it a grapheme at a time, whatever joins an ASCII letter
    /// (an accent after it, a prefix before it, a keycap).
    func testMixedTextIsWrittenAsItsGraphemesOneByOne() {
        let pieces = ["ab", "·", " › ", "e\u{301}", "\u{0600}1", "1\u{FE0F}\u{20E3}", "科", "👍🏽", "x", "\u{301}",
                      "\t", "🇫🇷", "Ω", "  "]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 1...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let (lo, hi) = (Int.random(in: 0...3, using: &rng), Int.random(in: 4...16, using: &rng))
            var whole = CellGrid(width: 14, height: 1), single = CellGrid(width: 14, height: 1)
            let end = whole.write(text, x: 1, y: 0, role: .status, clipMinX: lo, clipMaxX: hi)
            var col = 1
            for ch in VisibleText.escaped(text) {
                col = single.write(String(ch), x: col, y: 0, role: .status, clipMinX: lo, clipMaxX: hi)
                if col >= min(hi, 14) { break }
            }
            XCTAssertEqual(whole, single, "\(text.debugDescription) clipped to \(lo)..<\(hi)")
            XCTAssertEqual(end, col, "\(text.debugDescription): the column after it")
        }
    }

    func testASCIIOverHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = CellGrid(width: 6, height: 1)
        grid.write("科技", x: 0, y: 0, role: .chip)
        XCTAssertEqual(grid.lines, ["科技"])
        grid.write("x", x: 1, y: 0, role: .chip)
        XCTAssertEqual(grid.lines, [" x技"])
        grid.write("yz", x: 2, y: 0, role: .chip)
        XCTAssertEqual(grid.lines, [" xyz"])
    }

    /// Graphemes of several scalars (a letter and its accent, an emoji with a skin tone, a flag) come back whole from
    /// their cells; two grids that show the same are equal however their graphemes were numbered; a cleared grid
    /// forgets them.
    func testGraphemesOfSeveralScalarsComeBackWholeAndCompareByWhatTheyShow() {
        let text = "e\u{301}👍🏽🇫🇷a"
        var grid = CellGrid(width: 10, height: 2)
        grid.write("👍🏽", x: 0, y: 1, role: .hint)
        grid.write(text, x: 0, y: 0, role: .chip)
        let cells = (0..<10).map { grid[$0, 0] }
        let widths = text.map { DisplayWidth.of($0) }
        XCTAssertEqual(cells.filter { $0.width > 0 }.map(\.text).prefix(text.count), text.map { String($0) }[...])
        XCTAssertEqual(cells.prefix(widths.reduce(0, +)).map(\.width), widths.flatMap { [UInt8($0)] + Array(repeating: 0, count: max(0, $0 - 1)) })
        XCTAssertEqual(grid.lines, [text, "👍🏽"])
        var other = CellGrid(width: 10, height: 2)
        other.write(text, x: 0, y: 0, role: .chip)
        other.write("👍🏽", x: 0, y: 1, role: .hint)
        XCTAssertEqual(grid, other, "the same screen, its graphemes numbered in another order")
        XCTAssertTrue(grid.sameCell(x: 1, y: 0, as: other))
        other.write("e\u{300}", x: 0, y: 0, role: .chip)
        XCTAssertFalse(grid.sameCell(x: 0, y: 0, as: other), "another accent")
        XCTAssertNotEqual(grid, other)
        other[0, 0] = Cell("e\u{301}", width: 1, role: .chip)
        XCTAssertEqual(grid, other)
        grid.clear()
        XCTAssertEqual(grid, CellGrid(width: 10, height: 2))
        XCTAssertEqual(grid[1, 0], Cell.blank)
    }

    /// A chip drawn from its text's bytes in place looks exactly as one drawn from its tag, whatever its text (wide,
    /// accented, cut to fit), pin, role, width and clipping.
    func testAChipDrawnFromItsBytesLooksAsOneDrawnFromItsTag() {
        let tags = [Tag("plain"), Tag("pinned", pinned: true), Tag("科技 wide"), Tag("café"), Tag("e\u{301}x"),
                    Tag("a rather long tag that is cut"), Tag("x")]
        for tag in tags {
            for width in [3, 6, 9, 40] {
                for role in [StyleRole.chip, .chipFocused, .placeholder, .chipLifted] {
                    for clip in [12, 30] {
                        var fromTag = CellGrid(width: 30, height: 1), fromBytes = CellGrid(width: 30, height: 1)
                        PaneRenderer.drawChip(tag, x: 2, y: 0, width: width, role: role, clipMaxX: clip, into: &fromTag)
                        var text = tag.text
                        text.withUTF8 {
                            PaneRenderer.drawChip(utf8: $0, textWidth: tag.textWidth, pinned: tag.isPinned, x: 2, y: 0,
                                                  width: width, role: role, clipMaxX: clip, into: &fromBytes)
                        }
                        XCTAssertEqual(fromBytes, fromTag, "\(tag) \(width) \(role) \(clip)")
                        XCTAssertEqual(fromBytes.lines, fromTag.lines)
                    }
                }
            }
        }
    }
}
