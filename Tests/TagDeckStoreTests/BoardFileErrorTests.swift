import TagDeck
import TagDeckStore
import XCTest

/// One test per kind of error, each asserting the exact message.
final class BoardFileErrorTests: XCTestCase {
    func testLineThatIsNoneOfTheGrammar() {
        XCTAssertEqual(parseErrors("# A\nhello\n-x\n#B\n### C\n  - indented\n# B\n"), [
            "t.md:2:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line",
            "t.md:3:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line",
            "t.md:4:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line",
            "t.md:5:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line",
            "t.md:6:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line",
        ])
    }

    func testTagBeforeTheFirstPane() {
        XCTAssertEqual(parseErrors("\n- early\n# A\n# B\n"), ["t.md:2:1: tag before the first pane (a '# TITLE' line)"])
    }

    func testSectionBeforeTheFirstPane() {
        XCTAssertEqual(parseErrors("## Early\n# A\n# B\n"), ["t.md:1:1: section before the first pane (a '# TITLE' line)"])
    }

    func testNoPanes() {
        XCTAssertEqual(parseErrors(""), ["t.md:1:1: a board needs exactly two panes ('# TITLE' lines), found 0"])
    }

    func testOnePane() {
        XCTAssertEqual(parseErrors("\n\n# Only\n- a\n"),
                       ["t.md:3:1: a board needs exactly two panes ('# TITLE' lines), found 1"])
    }

    func testThreePanes() {
        XCTAssertEqual(parseErrors("# A\n# B\n# C\n- c\n# D\n"), [
            "t.md:3:1: a board needs exactly two panes ('# TITLE' lines), this is pane 3",
            "t.md:5:1: a board needs exactly two panes ('# TITLE' lines), this is pane 4",
        ])
    }

    func testEmptyTag() {
        XCTAssertEqual(parseErrors("# A\n-\n- \n-   {pinned}\n# B\n"),
                       ["t.md:2:1: empty tag", "t.md:3:1: empty tag", "t.md:4:1: empty tag"])
    }

    func testDuplicateTagNamesTheFirstLine() {
        XCTAssertEqual(parseErrors("# A\n- Film\n- 科技\n# B\n## S\n-   Film {pinned}\n- 科技\n"), [
            "t.md:6:5: duplicate tag 'Film' (first on line 2)",
            "t.md:7:3: duplicate tag '科技' (first on line 3)",
        ])
        // Every later copy names the first; a first written escaped, a tag before any pane (not a tag of the
        // board), and canonically equal texts (precomposed and combining) count as Swift strings do.
        XCTAssertEqual(parseErrors("- x\n# A\n- \\#x\n- x\n- #x\n- \u{E9}\n# B\n- #x\n- e\u{301}\n- x\n"), [
            "t.md:1:1: tag before the first pane (a '# TITLE' line)",
            "t.md:5:3: duplicate tag '#x' (first on line 3)",
            "t.md:8:3: duplicate tag '#x' (first on line 3)",
            "t.md:9:3: duplicate tag 'e\u{301}' (first on line 6)",
            "t.md:10:3: duplicate tag 'x' (first on line 4)",
        ])
    }

    func testControlCharacterInTagAndTitle() {
        XCTAssertEqual(parseErrors("# Ti\u{1}tle\n- 科\ttab\n## \u{7F}\n# B\n- 🎵 bell\u{7}\n"), [
            "t.md:1:5: control character U+0001 in a title",
            "t.md:2:4: control character U+0009 in a tag",
            "t.md:3:4: control character U+007F in a title",
            "t.md:5:9: control character U+0007 in a tag",
        ])
    }

    func testEscapedControlCharacterIsStillAnError() {
        XCTAssertEqual(parseErrors("# A\n- a\\\u{1B}b\n# B\n"), ["t.md:2:5: control character U+001B in a tag"])
    }

    func testBytesThatAreNotUTF8() {
        var bytes = Array("# A\n- ok\n- 科x".utf8) + [0xFF] + Array("y\n".utf8)
        bytes += Array("# B\n- ".utf8) + [0xC3, 0x28] + Array("\n- ".utf8) + [0xED, 0xA0, 0x80] + [0x0A]
        XCTAssertEqual(parseErrors(bytes), [
            "t.md:3:5: invalid UTF-8 byte 0xFF",
            "t.md:5:3: invalid UTF-8 byte 0xC3",
            "t.md:6:3: invalid UTF-8 byte 0xED",
        ])
    }

    func testOverlongEncodingIsNotUTF8() {
        XCTAssertEqual(parseErrors([0x23, 0x20, 0xC0, 0xAF, 0x0A, 0x23, 0x0A]), ["t.md:1:3: invalid UTF-8 byte 0xC0"])
    }

    func testDanglingBackslash() {
        XCTAssertEqual(parseErrors("# A\n- oops\\\n# B\n"), ["t.md:2:7: backslash at the end of the line escapes nothing"])
    }

    func testCollectsAllErrorsInFileOrder() {
        let text = "- stray\n# A\n- x\n- x\nnonsense\n-\n"
        XCTAssertEqual(parseErrors(text), [
            "t.md:1:1: tag before the first pane (a '# TITLE' line)",
            "t.md:2:1: a board needs exactly two panes ('# TITLE' lines), found 1",
            "t.md:4:3: duplicate tag 'x' (first on line 3)",
            "t.md:5:1: expected '# TITLE', '## TITLE', '- TAG' or a blank line",
            "t.md:6:1: empty tag",
        ])
    }

    func testErrorsAsAValue() {
        guard case .failure(let errors) = BoardFile.parse(text: "# A\n- x\n- x\n# B\n", fileName: "dir/b.md") else {
            return XCTFail("should not parse")
        }
        XCTAssertEqual(errors.errors, [
            BoardFileError(fileName: "dir/b.md", line: 3, column: 3, kind: .duplicateTag(text: "x", firstLine: 2)),
        ])
        XCTAssertEqual(errors.description, "dir/b.md:3:3: duplicate tag 'x' (first on line 2)")
    }
}

/// Limits: a line over 64 KiB is refused without being decoded; a file over 64 MiB is not read at all.
final class BoardFileLimitTests: XCTestCase {
    func testALineOver64KiBIsAnError() {
        let long = "- " + String(repeating: "x", count: 70_000)
        let errors = parseErrors("# A\n" + long + "\n# B\n- ok\n")
        XCTAssertEqual(errors, ["t.md:2:1: line of 70002 bytes is longer than the 64 KiB a line may be"])
    }

    func testAFileOver64MiBIsRefusedUnread() throws {
        let path = try makeTemporaryDirectory(self) + "/big.md"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(FileReading.maximumSize) + 1)  // sparse: nothing is written
        try handle.close()
        XCTAssertThrowsError(try FileReading.read(path)) { error in
            XCTAssertEqual((error as? FileError)?.reason, "it is larger than the 64 MiB a board file may be")
        }
    }
}
