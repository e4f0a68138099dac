import TagDeck
import TagDeckStore
import XCTest

final class BoardFileWriterTests: XCTestCase {
    func testCanonicalLayout() throws {
        let board = try makeBoard(
            "Your Paper", [("", [("Loose", false)]), ("Favourites", [("Headlines", true), ("科技", false)]),
                           ("Empty", [])],
            "", [("News", [("World", false)])])
        XCTAssertEqual(BoardFile.canonicalText(board), """
            # Your Paper
            - Loose

            ## Favourites
            - Headlines {pinned}
            - 科技

            ## Empty

            #

            ## News
            - World

            """)
    }

    func testEmptyBoard() {
        XCTAssertEqual(BoardFile.canonicalText(.empty()), "# Top\n\n# Bottom\n")
    }

    func testEmptyLeadingUntitledSectionKeepsItsPlace() throws {
        let board = try makeBoard("A", [("", []), ("S", [("x", false)]), ("", [])], "B", [])
        let text = BoardFile.canonicalText(board)
        XCTAssertEqual(text, "# A\n\n##\n\n## S\n- x\n\n##\n\n# B\n")
        XCTAssertEqual(parseOK(text), board)
    }

    func testEscapesWhatWouldBeMisread() throws {
        let texts = [" lead", "trail ", "  both  ", "#hash", "-dash", "\\back", "a\\b", "x {pinned}", "{pinned}",
                     "{curly}", "mid # and - stay", " "]
        let board = try makeBoard("# title", [("- section ", texts.map { ($0, false) })], " ", [])
        XCTAssertEqual(BoardFile.canonicalText(board), ##"""
            # \# title

            ## \- section\ 
            - \ lead
            - trail\ 
            - \  both \ 
            - \#hash
            - \-dash
            - \\back
            - a\\b
            - x \{pinned}
            - \{pinned}
            - {curly}
            - mid # and - stay
            - \ 

            # \ 

            """##)
        XCTAssertEqual(parseOK(BoardFile.canonicalText(board)).map(exactShape), exactShape(board))
    }

    func testPinnedTagWithTrailingSpace() throws {
        let board = try makeBoard("A", [("", [("x ", true)])], "B", [])
        XCTAssertEqual(BoardFile.canonicalText(board), "# A\n- x\\  {pinned}\n\n# B\n")
        XCTAssertEqual(parseOK(BoardFile.canonicalText(board)), board)
    }

    func testControlCharactersAreReplaced() throws {
        let board = try makeBoard("A", [("", [("tab\there", false)])], "B", [])
        XCTAssertEqual(BoardFile.canonicalText(board), "# A\n- tab\u{FFFD}here\n\n# B\n")
    }

    func testDemoBoardIsCanonical() throws {
        let board = try XCTUnwrap(parseOK(DemoBoard.text))
        XCTAssertEqual(BoardFile.canonicalText(board), DemoBoard.text)
    }

    func testNonCanonicalFileIsNormalized() throws {
        let messy = "\u{FEFF}#   A  \r\n\r\n\r\n-   x   {pinned}\r\n##   S\r\n- y\r\n# B\n"
        let board = try XCTUnwrap(parseOK(messy))
        let canonical = BoardFile.canonicalText(board)
        XCTAssertEqual(canonical, "# A\n- x {pinned}\n\n## S\n- y\n\n# B\n")
        XCTAssertEqual(BoardFile.canonicalBytes(try XCTUnwrap(parseOK(canonical))), Array(canonical.utf8))
    }
}
