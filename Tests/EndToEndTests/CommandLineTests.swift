import Foundation
import XCTest

/// The command line without a terminal: `check`, `print`, `--version`, `--help`, file errors and usage
/// errors, with their exact outputs and exit statuses.
final class CommandLineTests: XCTestCase {
    private var scratch: FileTests.Scratch!

    override func setUpWithError() throws {
        scratch = try FileTests.Scratch()
    }

    override func tearDown() {
        scratch.remove()
    }

    private func tagdeck(_ arguments: [String]) throws -> ChildProcess.Result {
        ChildProcess.run([try TmuxSession.binaryPath()] + arguments, environment: TmuxSession.environment())
    }

    /// A valid board in a loose form: a byte order mark, CRLF line ends, blank lines, an untitled leading
    /// section, a pinned tag, and escapes.
    private let loose = "\u{FEFF}# Top\r\n\r\n\r\n- lead\r\n## Favourites\r\n- Headlines {pinned}\r\n"
        + "- back\\\\slash\r\n\r\n#    Bottom   \r\n## \r\n- \\#hash\r\n-    spaced   \r\n- my \\{pinned}\r\n"
    /// `loose` in canonical form (an untitled first section needs no `##` line).
    private let canonical = "# Top\n- lead\n\n## Favourites\n- Headlines {pinned}\n- back\\\\slash\n\n"
        + "# Bottom\n- \\#hash\n- spaced\n- my \\{pinned}\n"

    // MARK: check

    func testCheckAcceptsAGoodFileSilently() throws {
        let path = try scratch.write("good.md", loose)
        let result = try tagdeck(["check", path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.error, "")
    }

    /// A file with an error on each of these lines, and the column of each.
    private let bad = """
        - early
        # One
        - dup
        -x
        - dup
        - tab\there
        - ends with backslash\\
        -\u{20}
        # Two
        ### deep
        # Three

        """
    private let badPlaces = [(1, 1), (4, 1), (5, 3), (6, 6), (7, 22), (8, 1), (10, 1), (11, 1)]

    /// Every line of `text` is `path:LINE:COLUMN: message`, and the places are `places`, in order.
    private func assertErrors(_ text: String, path: String, places: [(Int, Int)],
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(text.hasSuffix("\n"), text, file: file, line: line)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, places.count, text, file: file, line: line)
        for (found, place) in zip(lines, places) {
            let prefix = "\(path):\(place.0):\(place.1): "
            XCTAssertTrue(found.hasPrefix(prefix) && found.count > prefix.count + 3,
                          "expected \(prefix)MESSAGE, got \(found)", file: file, line: line)
        }
    }

    func testCheckPrintsEveryErrorWithItsPlace() throws {
        let path = try scratch.write("bad.md", bad)
        let result = try tagdeck(["check", path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        assertErrors(result.error, path: path, places: badPlaces)
        let duplicate = result.error.split(separator: "\n").first { $0.hasPrefix("\(path):5:") } ?? ""
        XCTAssertTrue(duplicate.contains("line 3"), "names the first one: \(duplicate)")
    }

    func testCheckOfNotUTF8() throws {
        let path = scratch.file("latin1.md")
        try Data([0x23, 0x20, 0x41, 0x0A, 0x2D, 0x20, 0xE9, 0x0A, 0x23, 0x20, 0x42, 0x0A])
            .write(to: URL(fileURLWithPath: path))
        let result = try tagdeck(["check", path])
        XCTAssertEqual(result.status, 2)
        assertErrors(result.error, path: path, places: [(2, 3)])
    }

    // MARK: print

    func testPrintWritesTheCanonicalForm() throws {
        let path = try scratch.write("loose.md", loose)
        let result = try tagdeck(["print", path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, canonical)
        XCTAssertEqual(result.error, "")
        XCTAssertEqual(FileTests.text(path), loose, "print does not touch the file")

        // The canonical form prints as itself.
        let again = try scratch.write("canonical.md", canonical)
        XCTAssertEqual(try tagdeck(["print", again]).output, canonical)
    }

    func testPrintJSON() throws {
        let path = try scratch.write("loose.md", loose)
        let result = try tagdeck(["print", path, "--json"])
        XCTAssertEqual(result.status, 0, result.error)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? NSDictionary
        let expected: NSDictionary = ["panes": [
            ["title": "Top", "sections": [
                ["title": "", "tags": [["text": "lead", "pinned": false]]],
                ["title": "Favourites", "tags": [["text": "Headlines", "pinned": true],
                                                 ["text": "back\\slash", "pinned": false]]],
            ]],
            ["title": "Bottom", "sections": [
                ["title": "", "tags": [["text": "#hash", "pinned": false], ["text": "spaced", "pinned": false],
                                       ["text": "my {pinned}", "pinned": false]]],
            ]],
        ]]
        XCTAssertEqual(parsed, expected, result.output)
    }

    func testPrintDemo() throws {
        let result = try tagdeck(["print", "--demo"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("# Your Paper\n"), result.output)
        XCTAssertTrue(result.output.contains("- Headlines {pinned}\n"), result.output)
        // What it prints is a valid board in canonical form.
        let path = try scratch.write("demo.md", result.output)
        XCTAssertEqual(try tagdeck(["check", path]).status, 0)
        XCTAssertEqual(try tagdeck(["print", path]).output, result.output)

        let json = try tagdeck(["print", "--demo", "--json"])
        XCTAssertEqual(json.status, 0, json.error)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let panes = parsed?["panes"] as? [[String: Any]]
        XCTAssertEqual(panes?.map { $0["title"] as? String }, ["Your Paper", "Browse"])
    }

    // MARK: --version, --help

    func testVersion() throws {
        let result = try tagdeck(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(result.output.range(of: #"^tagdeck \d+\.\d+\.\d+\n$"#, options: .regularExpression),
                        result.output)
        XCTAssertEqual(result.error, "")
    }

    func testHelpMentionsTheExitStatuses() throws {
        let result = try tagdeck(["--help"])
        XCTAssertEqual(result.status, 0)
        let help = result.output
        XCTAssertTrue(help.contains("Exit status"), help)
        for line in [#"\n\s+0\s+success"#, #"\n\s+1\s+a file could not be read or written"#,
                     #"\n\s+2\s+bad input"#, #"\n\s+130\s+the picker was cancelled"#, #"\n\s+128\+N\s+stopped"#] {
            XCTAssertNotNil(help.range(of: line, options: .regularExpression), "no \(line) in:\n\(help)")
        }
        for command in ["check", "print", "pick"] { XCTAssertTrue(help.contains(command), help) }
    }

    // MARK: The editor refuses before it starts

    func testTheEditorReportsAMalformedFileAndLeavesItAlone() throws {
        let path = try scratch.write("bad.md", bad)
        let before = FileTests.Identity(path)
        let result = try tagdeck([path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        assertErrors(result.error, path: path, places: badPlaces)
        XCTAssertEqual(FileTests.text(path), bad)
        XCTAssertEqual(FileTests.Identity(path), before)
        XCTAssertEqual(scratch.names, ["bad.md"])
    }

    func testAPathThatCannotBeReadExitsOneAndADirectoryTwo() throws {
        let notAFile = scratch.path
        let throughAFile = try scratch.write("plain.md", canonical) + "/inside.md"
        // (`check` of a folder checks the notes in it: NotesCheckTests.)
        for arguments in [[notAFile], [throughAFile], ["print", notAFile], ["print", throughAFile],
                          ["check", throughAFile], ["check", scratch.file("missing.md")]] {
            let result = try tagdeck(arguments)
            // A directory is no board file at all (bad input); a path that cannot be read is a file error.
            XCTAssertEqual(result.status, arguments.last == notAFile ? 2 : 1, "\(arguments): \(result.error)")
            XCTAssertEqual(result.output, "", "\(arguments)")
            XCTAssertEqual(result.error.split(separator: "\n").count, 1, "\(arguments): \(result.error)")
            XCTAssertTrue(result.error.contains(arguments.last!), "\(arguments): \(result.error)")
        }
        XCTAssertEqual(FileTests.text(scratch.file("plain.md")), canonical)
    }

    // MARK: Usage errors

    func testUsageErrorsExitTwo() throws {
        let path = try scratch.write("board.md", canonical)
        let cases: [([String], String)] = [
            (["--press-delay", "-5", path], "--press-delay"),
            (["--press-delay=-5", path], "between 0 and 5000"),
            (["pick", "--press-delay", "9999"], "between 0 and 5000"),
            (["--no-such-option"], "--no-such-option"),
            (["print"], "FILE or --demo"),
            (["print", path, "--demo"], "FILE or --demo"),
            (["check"], "<file>"),
        ]
        for (arguments, mention) in cases {
            let result = try tagdeck(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.error)")
            XCTAssertEqual(result.output, "", "\(arguments)")
            XCTAssertTrue(result.error.hasPrefix("Error: ") && result.error.contains(mention),
                          "\(arguments): \(result.error)")
        }
        XCTAssertEqual(FileTests.text(path), canonical)
    }
}
