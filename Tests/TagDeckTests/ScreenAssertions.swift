import TagDeck
import XCTest
import TagDeckTesting

/// Asserts that the driver's screen equals `expected` (lines, trailing blanks trimmed), printing the whole
/// actual screen and each differing line on failure.
func assertScreen(_ driver: HeadlessDriver, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    let actual = driver.lines
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard actual != wanted else { return }
    var report = "screen differs:\n"
    for k in 0..<max(actual.count, wanted.count) {
        let a = k < actual.count ? actual[k] : "<none>"
        let w = k < wanted.count ? wanted[k] : "<none>"
        if a != w { report += "  line \(k + 1)\n    expected: |\(w)|\n    actual:   |\(a)|\n" }
    }
    report += "actual screen:\n" + actual.joined(separator: "\n")
    XCTFail(report, file: file, line: line)
}

/// A small board used by the screen tests.
func sampleBoard() -> Board {
    try! Board(
        top: PaneContent(title: "Your Paper", sections: [
            Section(title: "Favourites", tags: [Tag("Headlines", pinned: true), Tag("Tech"), Tag("Design")]),
            Section(title: "Nearby", tags: []),
        ]),
        bottom: PaneContent(title: "Browse", sections: [
            Section(title: "News", tags: ["World", "Business", "Science", "Health"].map { Tag($0) }),
            Section(title: "Culture", tags: ["Film", "Books", "Art"].map { Tag($0) }),
        ]))
}
