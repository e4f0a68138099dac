import XCTest
import TagDeck
@testable import TagDeckTerminal

final class KeyDecoderTests: XCTestCase {
    private func char(_ s: Unicode.Scalar) -> Key? { KeyDecoder.key(forCharacter: s.value) }

    func testFunctionKeys() {
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.up), .up)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.down), .down)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.left), .left)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.right), .right)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.home), .home)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.end), .end)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.find), .home)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.select), .end)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.keypadUpperLeft), .home)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.keypadLowerLeft), .end)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.pageUp), .pageUp)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.pageDown), .pageDown)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.backTab), .backTab)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.enter), .enter)
        XCTAssertEqual(KeyDecoder.key(forKeyCode: CursesKeyCode.backspace), .backspace)
    }

    func testMouseResizeAndUnknownCodesAreNotKeys() {
        XCTAssertNil(KeyDecoder.key(forKeyCode: CursesKeyCode.mouse))
        XCTAssertNil(KeyDecoder.key(forKeyCode: CursesKeyCode.resize))
        XCTAssertNil(KeyDecoder.key(forKeyCode: 0o410 + 5)) // F5
    }

    func testWhitespaceAndEditingCharacters() {
        XCTAssertEqual(char(" "), .space)
        XCTAssertEqual(char("\t"), .tab)
        XCTAssertEqual(char("\r"), .enter)
        XCTAssertEqual(char("\n"), .enter)
        XCTAssertEqual(char("\u{1B}"), .escape)
        XCTAssertEqual(char("\u{7F}"), .backspace)
        XCTAssertEqual(char("\u{08}"), .backspace)
    }

    func testControlLetters() {
        XCTAssertEqual(char("\u{12}"), .control("r"))
        XCTAssertEqual(char("\u{01}"), .control("a"))
        XCTAssertEqual(char("\u{1A}"), .control("z"))
        XCTAssertEqual(char("\u{15}"), .control("u"))
    }

    func testPrintableCharactersIncludingNonASCII() {
        XCTAssertEqual(char("h"), .character("h"))
        XCTAssertEqual(char("Q"), .character("Q"))
        XCTAssertEqual(char("?"), .character("?"))
        XCTAssertEqual(char("é"), .character("é"))
        XCTAssertEqual(char("漢"), .character("漢"))
        XCTAssertEqual(char("🎉"), .character("🎉"))
    }

    func testMeaninglessControlsAreIgnored() {
        XCTAssertNil(char("\u{00}"))
        XCTAssertNil(char("\u{1C}"))
        XCTAssertNil(char("\u{85}"))
        XCTAssertNil(KeyDecoder.key(forCharacter: 0xD800)) // a lone surrogate is no scalar
    }
}
