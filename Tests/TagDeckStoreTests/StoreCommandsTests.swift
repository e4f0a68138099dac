import TagDeck
import TagDeckStore
import XCTest

final class StoreCommandsTests: XCTestCase {
    func testCheckValidFile() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain(DemoBoard.text, to: path)
        XCTAssertEqual(StoreCommands.check(path: path), CommandOutput(status: .success))
    }

    func testCheckMalformedFilePrintsAllErrors() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n- x\n- x\nwhat\n", to: path)
        XCTAssertEqual(StoreCommands.check(path: path), CommandOutput(stderr: """
            \(path):1:1: a board needs exactly two panes ('# TITLE' lines), found 1
            \(path):3:3: duplicate tag 'x' (first on line 2)
            \(path):4:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line

            """, status: ExitStatus.badInput))
        XCTAssertEqual(ExitStatus.badInput.rawValue, 2)
    }

    func testCheckMissingFile() throws {
        let path = try makeTemporaryDirectory(self) + "/none.md"
        XCTAssertEqual(StoreCommands.check(path: path),
                       CommandOutput(stderr: "tagdeck: cannot read \(path): no such file\n", status: .fileError))
    }

    func testPrintCanonical() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("#  A\n\n\n- x   {pinned}\n# B\n##  S\n", to: path)
        XCTAssertEqual(StoreCommands.print(path: path), CommandOutput(stdout: "# A\n- x {pinned}\n\n# B\n\n## S\n", status: .success))
    }

    func testPrintJSON() throws {
        let path = try makeTemporaryDirectory(self) + "/b.md"
        try writePlain("# A\n- x\n# B\n", to: path)
        let output = StoreCommands.print(path: path, json: true)
        XCTAssertEqual(output.status, .success)
        XCTAssertEqual(output.stderr, "")
        XCTAssertEqual(output.stdout, BoardJSON.encode(try makeBoard("A", [("", [("x", false)])], "B", [])))
    }

    func testPrintBadAndUnreadableFiles() throws {
        let directory = try makeTemporaryDirectory(self)
        try writePlain("nonsense\n", to: directory + "/bad.md")
        let bad = StoreCommands.print(path: directory + "/bad.md", json: true)
        XCTAssertEqual(bad, CommandOutput(stderr: """
            \(directory)/bad.md:1:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line
            \(directory)/bad.md:1:1: a board needs exactly two panes ('# TITLE' lines), found 0

            """, status: .badInput))
        XCTAssertEqual(StoreCommands.print(path: directory),
                       CommandOutput(stderr: "tagdeck: cannot read \(directory): it is a directory\n", status: .badInput))
    }
}
