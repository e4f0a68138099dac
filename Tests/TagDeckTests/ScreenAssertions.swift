import Foundation
import TagDeck
import XCTest
import TagDeckTesting

/// Asserts that the driver's screen equals the golden screen `name` of the calling test file: the text file
/// `Tests/Screens/<TestFile>/<name>.txt`, a line per screen row, trailing blanks trimmed. On a difference it prints
/// each differing line and the whole actual screen.
///
/// Re-record: `TAGDECK_RECORD_SCREENS=1 swift test --filter <Test>` writes the screens the tests draw (a new or
/// changed one is reported as a failure, so that a recording never passes unseen); review them with `git diff`.
func assertScreen(_ driver: HeadlessDriver, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let source = URL(fileURLWithPath: "\(file)")
    let path = source.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Screens").appendingPathComponent(source.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(name + ".txt")
    let actual = driver.lines
    let recording = ProcessInfo.processInfo.environment["TAGDECK_RECORD_SCREENS"] != nil
    guard let text = try? String(contentsOf: path, encoding: .utf8), !recording else {
        try? FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? (actual.joined(separator: "\n") + "\n").write(to: path, atomically: true, encoding: .utf8)
        XCTFail("recorded the screen \(name) in \(path.path):\n" + actual.joined(separator: "\n"), file: file, line: line)
        return
    }
    var wanted = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if wanted.last == "" { wanted.removeLast() }
    guard actual != wanted else { return }
    var report = "screen \(name) differs:\n"
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
