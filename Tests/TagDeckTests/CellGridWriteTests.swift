import TagDeck
import XCTest

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

    func testASCIIOverHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = CellGrid(width: 6, height: 1)
        grid.write("科技", x: 0, y: 0, role: .chip)
        XCTAssertEqual(grid.lines, ["科技"])
        grid.write("x", x: 1, y: 0, role: .chip)
        XCTAssertEqual(grid.lines, [" x技"])
        grid.write("yz", x: 2, y: 0, role: .chip)
        XCTAssertEqual(grid.lines, [" xyz"])
    }
}
