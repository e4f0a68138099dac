import XCTest
@testable import TagDeckTerminal

/// What the ncurses front end takes from a terminfo string before writing it itself: the delays that only
/// `tputs` understands are left out, everything else is kept.
final class TerminfoInputTests: XCTestCase {
    func testDelaysAreLeftOutOfAStringWrittenDirectly() {
        XCTAssertEqual(TerminfoInput.withoutPadding(Array("\u{1B}[?1h\u{1B}=".utf8)), Array("\u{1B}[?1h\u{1B}=".utf8))
        XCTAssertEqual(TerminfoInput.withoutPadding(Array("\u{1B}[?1h$<5>\u{1B}=$<2.5*/>".utf8)),
                       Array("\u{1B}[?1h\u{1B}=".utf8))
        XCTAssertEqual(TerminfoInput.withoutPadding(Array("a$<x>b$<".utf8)), Array("a$<x>b$<".utf8),
                       "no delay: kept as it is")
    }
}
