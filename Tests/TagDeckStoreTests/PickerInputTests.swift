import TagDeck
import TagDeckStore
import XCTest

final class PickerInputTests: XCTestCase {
    func testLinesBecomeTagsAsTheyAreEmptyLinesSkippedDuplicatesMerged() {
        let input = PickerLines.read(Array("  apple \n\nbanana\r\n\t\napple\ncherry\nbanana\r\n科技".utf8), source: "stdin")
        XCTAssertEqual(input.texts, ["  apple ", "banana\r", "\t", "apple", "cherry", "科技"])
        XCTAssertEqual(input.warnings, ["stdin:7: duplicate tag 'banana\r' (first on line 3); merged"])
    }

    func testLinesThatAreNotUTF8OrHoldControlsAreCandidatesToo() {
        let bytes = Array("\u{FEFF}ok\n".utf8) + [0x61, 0xFF, 0x0A] + Array("a\u{7}b\n#not special\n".utf8) + [0x61, 0xFF, 0x0A]
        let input = PickerLines.read(bytes, source: "chosen.txt")
        XCTAssertEqual(input.texts.map(LineText.bytes(of:)),
                       [Array("\u{FEFF}ok".utf8), [0x61, 0xFF], Array("a\u{7}b".utf8), Array("#not special".utf8)])
        XCTAssertEqual(input.warnings, ["chosen.txt:5: duplicate tag 'a\u{FFFD}' (first on line 2); merged"])
    }

    func testEmptyInput() {
        XCTAssertEqual(PickerLines.read([UInt8](), source: "stdin"), PickerLines())
    }

    func testPickerBoardPutsChosenOnTopOnce() {
        let board = PickerBoard.make(candidates: ["a", "b", "c", "d"], chosen: ["c", "x", "a", "c"])
        XCTAssertEqual(board[.top].title, "Chosen")
        XCTAssertEqual(board[.bottom].title, "Available")
        XCTAssertEqual(board[.top].sections.flatMap(\.tags).map(\.text), ["c", "x", "a"])
        XCTAssertEqual(board[.bottom].sections.flatMap(\.tags).map(\.text), ["b", "d"])
        XCTAssertTrue(board.checkInvariants())
        XCTAssertEqual(PickerBoard.chosenOutput(board), "c\nx\na\n")
    }

    func testPickerBoardWithoutChosen() {
        let board = PickerBoard.make(candidates: ["a", "b"], chosen: [])
        XCTAssertEqual(board[.top].tagCount, 0)
        XCTAssertEqual(board[.bottom].sections.flatMap(\.tags).map(\.text), ["a", "b"])
        XCTAssertEqual(PickerBoard.chosenOutput(board), "")
    }
}
