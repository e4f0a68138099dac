import XCTest
@testable import TagDeck
import TagDeckTesting

/// The line editor's text and cursor over wide characters and grapheme clusters: the cursor never splits a
/// cluster, and the terminal cursor sits at the display column of the cluster it is on.
final class LineEditorTests: XCTestCase {
    func testTheCursorMovesByClustersOverWideAndCombinedCharacters() {
        // CJK (2 cells each), an emoji with a skin tone (one cluster), e + a combining acute (one cluster), a flag.
        var editor = LineEditor(purpose: .add(at: TagPath(.top, 0, 0), after: true), text: "日本👍🏽e\u{301}🇫🇷x")
        XCTAssertEqual(editor.line.characters.count, 6, "six clusters")
        XCTAssertEqual(editor.line.cursor, 6, "the cursor starts at the end")
        editor.perform(.cursorLeft)
        editor.perform(.deleteBackward)  // the flag, whole
        XCTAssertEqual(editor.text, "日本👍🏽e\u{301}x")
        editor.perform(.cursorHome)
        editor.perform(.cursorRight)
        editor.perform(.deleteForward)   // 本
        XCTAssertEqual(editor.text, "日👍🏽e\u{301}x")
        editor.perform(.deleteForward)   // the emoji and its skin tone, whole
        XCTAssertEqual(editor.text, "日e\u{301}x")
        editor.type("中")
        XCTAssertEqual(editor.text, "日中e\u{301}x")
        XCTAssertEqual(editor.line.cursor, 2)
        editor.perform(.cursorEnd)
        editor.perform(.deleteWord)
        XCTAssertEqual(editor.text, "", "one word, no blanks")
        editor.type("a b")
        editor.perform(.clearLine)
        XCTAssertEqual(editor.text, "")
        editor.perform(.cursorLeft)
        editor.perform(.deleteBackward)
        XCTAssertEqual(editor.line.cursor, 0, "nothing to go past at the start")
    }

    func testTheTerminalCursorSitsAtTheDisplayColumnOfTheCluster() throws {
        var options = DeckOptions()
        options.reducedMotion = true
        let d = HeadlessDriver(board: TestBoards.literal(top: [["a"]], bottom: [["b"]]), width: 60, height: 12,
                               options: options)
        d.key(.right)
        d.type("a")
        d.send(.input(.paste("日本👍🏽x")))
        d.key(.left)  // on x
        let grid = d.deck.render()
        let xColumn = try XCTUnwrap((0..<grid.width).first { grid[$0, 11].text == "x" })
        XCTAssertEqual(grid.cursor, Point(x: xColumn, y: 11), "the cursor is on the x, after the wide clusters")
        XCTAssertEqual(xColumn, DisplayWidth.of("Add after: ") + DisplayWidth.of("日本👍🏽"))
        XCTAssertTrue(d.lines.last!.hasPrefix("Add after: 日本👍🏽x"), d.screen)
    }
}
