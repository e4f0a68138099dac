import TagDeck
import TagDeckStore
import XCTest

final class BoardFileReaderTests: XCTestCase {
    func testReadsTheSpecExample() throws {
        let text = """
            # Your Paper
            ## Favourites
            - Headlines {pinned}
            - Technology
            - 科技
            ## Nearby
            - Weather
            # Browse
            ## News
            - World
            - Business
            ## Culture
            - Film

            """
        let board = try XCTUnwrap(parseOK(text))
        let expected = try makeBoard(
            "Your Paper", [("Favourites", [("Headlines", true), ("Technology", false), ("科技", false)]),
                           ("Nearby", [("Weather", false)])],
            "Browse", [("News", [("World", false), ("Business", false)]), ("Culture", [("Film", false)])])
        XCTAssertEqual(board, expected)
    }

    func testReadsTheDemoBoard() throws {
        let board = try XCTUnwrap(parseOK(DemoBoard.text))
        XCTAssertEqual(board[.top].title, "Your Paper")
        XCTAssertEqual(board[.bottom].title, "Browse")
        XCTAssertEqual(board.path(of: "Headlines").map { board[$0].isPinned }, true)
    }

    func testTagsBeforeTheFirstSectionFormAnUntitledSection() throws {
        let board = try XCTUnwrap(parseOK("# A\n- one\n- two\n## S\n- three\n# B\n"))
        XCTAssertEqual(board[.top].sections.map(\.title), ["", "S"])
        XCTAssertEqual(board[.top].sections[0].tags.map(\.text), ["one", "two"])
        XCTAssertEqual(board[.bottom].sections, [Section()])
    }

    func testEmptyTitlesAndEmptySections() throws {
        let board = try XCTUnwrap(parseOK("#\n##\n## Empty\n#   \n## X\n"))
        XCTAssertEqual(board[.top].title, "")
        XCTAssertEqual(board[.top].sections, [Section(), Section(title: "Empty")])
        XCTAssertEqual(board[.bottom].title, "")
        XCTAssertEqual(board[.bottom].sections, [Section(title: "X")])
    }

    func testAcceptsByteOrderMarkCRLFAndBlankLines() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("# A\r\n\r\n   \r\n- x {pinned}\r\n\t\n# B\r\n- y".utf8)
        let board = try BoardFile.parse(bytes, fileName: "t.md").get()
        XCTAssertEqual(board[.top].title, "A")
        XCTAssertEqual(board.allTags, [Tag("x", pinned: true), Tag("y")])
    }

    func testTrimsSurroundingBlanks() throws {
        let board = try XCTUnwrap(parseOK("#    Top  \n-    spaced out \t \n##  Sec \n- \t pinned   {pinned}  \n# B\n"))
        XCTAssertEqual(board[.top].title, "Top")
        XCTAssertEqual(board[.top].sections[1].title, "Sec")
        XCTAssertEqual(board.allTags, [Tag("spaced out"), Tag("pinned", pinned: true)])
    }

    func testPinnedMarkerNeedsABlankBeforeIt() throws {
        let board = try XCTUnwrap(parseOK("# A\n- a{pinned}\n- b {pinned} x\n- c {Pinned}\n# B\n"))
        XCTAssertEqual(board.allTags, [Tag("a{pinned}"), Tag("b {pinned} x"), Tag("c {Pinned}")])
    }

    func testEscapes() throws {
        let text = ##"""
            # \# not a section
            - \\
            - \ leading
            - trailing\ 
            - \- dash
            - ends with \{pinned}
            - \{pinned}
            - x \{pinned} {pinned}
            - \a\*b
            - {braces} stay
            # B
            """##
        let board = try XCTUnwrap(parseOK(text))
        XCTAssertEqual(board[.top].title, "# not a section")
        XCTAssertEqual(board.allTags, [
            Tag("\\"), Tag(" leading"), Tag("trailing "), Tag("- dash"), Tag("ends with {pinned}"),
            Tag("{pinned}"), Tag("x {pinned}", pinned: true), Tag("a*b"), Tag("{braces} stay"),
        ])
    }

    func testGrammarCharactersInsideTextNeedNoEscape() throws {
        let board = try XCTUnwrap(parseOK("# A\n- #hash\n- - dash\n- ## two\n# B\n"))
        XCTAssertEqual(board.allTags.map(\.text), ["#hash", "- dash", "## two"])
    }

    func testOtherWhitespaceIsKept() throws {
        let board = try XCTUnwrap(parseOK("# A\n- \u{3000}wide\u{00A0}\n# B\n"))
        XCTAssertEqual(board.allTags.map(\.text), ["\u{3000}wide\u{00A0}"])
    }
}
