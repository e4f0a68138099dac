import Foundation
import TagDeck
import TagDeckStore
import TagDeckTestSupport
import XCTest

/// The seed for random tests: the one test seed (`TAGDECK_TEST_SEED`) to replay a failure, else a fresh one.
func testSeed() -> UInt64 { TestSeed.fresh() }

/// A fresh empty directory, removed by the test case's teardown.
func makeTemporaryDirectory(_ testCase: XCTestCase) throws -> String {
    let base = FileManager.default.temporaryDirectory.path + "/tagdeck-store-tests-XXXXXX"
    var template = Array(base.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { throw XCTSkip("mkdtemp failed") }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    testCase.addTeardownBlock {
        // Make everything removable again (some tests take write permission away).
        _ = chmod(path, 0o755)
        if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
            for name in names { _ = chmod(path + "/" + name, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }
    return path
}

/// Writes a file plainly (not through the code under test).
func writePlain(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Reads a file plainly (not through the code under test).
func readPlain(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

/// The permission bits of a file.
func mode(_ path: String) -> mode_t {
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0, "stat \(path)")
    return info.st_mode & 0o7777
}

/// Parses or fails the test with the error lines.
func parseOK(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Board? {
    switch BoardFile.parse(text: text, fileName: "t.md") {
    case .success(let board): return board
    case .failure(let errors):
        XCTFail("unexpected errors:\n\(errors)", file: file, line: line)
        return nil
    }
}

/// The error lines of a file that must not parse.
func parseErrors(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String] {
    switch BoardFile.parse(bytes, fileName: "t.md") {
    case .success(let board):
        XCTFail("parsed, but should not have: \(board)", file: file, line: line)
        return []
    case .failure(let errors): return errors.errors.map(\.description)
    }
}

func parseErrors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    parseErrors(Array(text.utf8), file: file, line: line)
}

/// Every title and text of a board with its exact Unicode scalars, plus pinned flags: stricter than `==`,
/// which treats canonically equivalent strings as equal.
func exactShape(_ board: Board) -> [String] {
    func scalars(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ".")
    }
    var out: [String] = []
    for side in PaneSide.allCases {
        out.append("# " + scalars(board[side].title))
        for section in board[side].sections {
            out.append("## " + scalars(section.title))
            for tag in section.tags { out.append("- " + scalars(tag.text) + (tag.isPinned ? " P" : "")) }
        }
    }
    return out
}

/// A board from a compact description: per pane, a list of (section title, [(text, pinned)]).
func makeBoard(
    _ topTitle: String, _ top: [(String, [(String, Bool)])],
    _ bottomTitle: String, _ bottom: [(String, [(String, Bool)])]
) throws -> Board {
    func sections(_ list: [(String, [(String, Bool)])]) -> [Section] {
        list.map { Section(title: $0.0, tags: $0.1.map { Tag($0.0, pinned: $0.1) }) }
    }
    return try Board(
        top: PaneContent(title: topTitle, sections: sections(top)),
        bottom: PaneContent(title: bottomTitle, sections: sections(bottom)))
}
