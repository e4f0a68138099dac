import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck check DIR`: every note of a folder that `tagdeck tags` would skip and every warning it would say, one
/// line each, sorted, exit 2; and `tagdeck tags` pointing at it when it skipped several.
final class NotesCheckTests: XCTestCase {
    private var scratch: FileTests.Scratch!

    override func setUpWithError() throws { scratch = try FileTests.Scratch() }
    override func tearDown() { scratch.remove() }

    private func tagdeck(_ arguments: [String]) throws -> ChildProcess.Result {
        ChildProcess.run([try TmuxSession.binaryPath()] + arguments, environment: TmuxSession.environment())
    }

    private func write(_ name: String, _ text: String) throws {
        let path = scratch.file(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A folder of notes: two that cannot be read (one deeper), two read with a warning, the rest fine or left out.
    private func makeNotes(in folder: String) throws {
        try write(folder + "/ok.md", "---\ntags: [a, b]\n---\nbody\n")
        try write(folder + "/plain.md", "no front matter\n")
        try write(folder + "/sub/yaml.md", "---\ntags: [a, b\nx: [\n---\n")
        try write(folder + "/unclosed.md", "---\ntitle: x\ntags: {\n---\n")
        try write(folder + "/nested.markdown", "---\ntitle: x\ntags: [a, [b]]\n---\n")
        try write(folder + "/twice.mdx", "---\ntags: [a]\ntags: [b]\n---\n")
        // Left out: hidden, node_modules, ignored by git; broken all the same.
        try write(folder + "/.obsidian/hidden.md", "---\ntags: [a, b\n---\n")
        try write(folder + "/node_modules/p/readme.md", "---\ntags: [a, b\n---\n")
        try write(folder + "/public/gen.md", "---\ntags: [a, b\n---\n")
        try write(folder + "/.gitignore", "public/\n")
    }

    func testCheckingAFolderPrintsEachSkippedNoteAndWarningSortedAndExitsTwo() throws {
        try makeNotes(in: "notes")
        let folder = scratch.file("notes")
        let result = try tagdeck(["check", folder])
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertEqual(result.error, "")
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { $0.split(separator: ":").first.map(String.init) ?? "" },
                       ["nested.markdown", "sub/yaml.md", "twice.mdx", "unclosed.md"].map { folder + "/" + $0 },
                       result.output)
        guard lines.count == 4 else { return }
        XCTAssertTrue(lines[0].hasPrefix(folder + "/nested.markdown:3:"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix(folder + "/sub/yaml.md:3:2: "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix(folder + "/twice.mdx:3:"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix(folder + "/unclosed.md:"), lines[3])
        // Nothing was written.
        XCTAssertEqual(FileTests.text(folder + "/sub/yaml.md"), "---\ntags: [a, b\nx: [\n---\n")
    }

    func testAFolderWithoutProblemsPrintsNothingAndExitsZero() throws {
        try write("fine/a.md", "---\ntags: [a]\n---\n")
        try write("fine/b.md", "# no front matter\n")
        try write("fine/node_modules/x.md", "---\ntags: [a, b\n---\n")
        let result = try tagdeck(["check", scratch.file("fine")])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.error, "")
        // A board file is still checked as one.
        try write("board.md", "# Top\n- a\n# Bottom\n- b\n")
        XCTAssertEqual(try tagdeck(["check", scratch.file("board.md")]).status, 0)
    }

    /// An empty path, or a file where a folder is wanted, is a usage error said one way by check, vocab and tags:
    /// one line, exit 2.
    func testAnEmptyPathOrAFileForAFolderIsOneUsageErrorInEveryCommand() throws {
        let note = try scratch.write("note.md", "---\ntags: [a]\n---\n")
        for arguments in [["check", ""], ["vocab", ""], ["vocab", "", "--check"], ["tags", ""], ["tags", note, "--in", ""]] {
            let result = try tagdeck(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.error, "tagdeck: an empty path names no file or folder\n", "\(arguments)")
            XCTAssertEqual(result.output, "", "\(arguments)")
        }
        for arguments in [["vocab", note], ["vocab", note, "--check"], ["tags", note, "--in", note]] {
            let result = try tagdeck(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.error, "tagdeck: \(note) is not a folder\n", "\(arguments)")
        }
    }

    /// A line feed in a note's name cannot split its line.
    func testEachProblemIsOneLineWhateverTheNamesHold() throws {
        try write("odd/a\nb.md", "---\ntags: [a, b\n---\n")
        let result = try tagdeck(["check", scratch.file("odd")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output.split(separator: "\n").count, 1, result.output)
        XCTAssertTrue(result.output.hasPrefix(scratch.file("odd") + "/a\\x0ab.md:"), result.output)
    }

    /// Started on a note of a folder with several broken notes, tagdeck says how many and the command that lists
    /// them, with the folder as it was given, quoted for the shell.
    func testTagsSaysHowManyNotesItSkippedAndHowToListThem() throws {
        try makeNotes(in: "my notes")
        let words = try TmuxSession.tagdeckCommand(["tags", "--reduced-motion", "my notes/ok.md"])
        let session = try TmuxSession(command: "cd \(TmuxSession.quote(scratch.path)) && "
                                      + TmuxSession.inEnvironment(TmuxSession.environment(), words), width: 120)
        defer { session.close() }
        XCTAssertTrue(session.waitForText("2 notes skipped · tagdeck check 'my notes' lists them"), session.capture())
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0, session.capture())
        XCTAssertEqual(FileTests.text(scratch.file("my notes/ok.md")), "---\ntags: [a, b]\n---\nbody\n")
    }

    /// `tagdeck vocab DIR --check`: exit 1 listing each stray use with file, line and column (inline ones too in an
    /// Obsidian vault, none from code), 0 on a clean folder, 2 without a vocabulary or without --check.
    func testVocabCheckListsStrayUsesAndExitsOneOrZero() throws {
        let folder = scratch.file("vault")
        try write("vault/.obsidian/app.json", "{}")
        try write("vault/tags.yml", "rust:\n  label: Rust\ngo: {}\n")
        try write("vault/a.md", "---\ntags: [rust, golang]\n---\n#rust and #ruts\n```\n#fenced\n```\nand `#code`\n")
        let stray = try tagdeck(["vocab", folder, "--check"])
        XCTAssertEqual(stray.status, 1, stray.error)
        XCTAssertEqual(stray.output, """
            \(folder)/a.md:2:14: 'golang' is not in the vocabulary
            \(folder)/a.md:4:11: 'ruts' is not in the vocabulary (did you mean 'rust'?)

            """)
        let json = try tagdeck(["vocab", folder, "--check", "--json", "--no-inline"])
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.output.contains(#""tag": "golang", "inline": false, "suggestion": null"#), json.output)
        try write("vault/a.md", "---\ntags: [rust, go]\n---\n#rust\n")
        let clean = try tagdeck(["vocab", folder, "--check"])
        XCTAssertEqual(clean.status, 0, clean.error)
        XCTAssertEqual(clean.output, "")
        let none = try tagdeck(["vocab", scratch.file("vault/.obsidian"), "--check"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.error.contains("has no vocabulary"), none.error)
        XCTAssertEqual(try tagdeck(["vocab", folder]).status, 2, "the board needs a terminal")
        XCTAssertEqual(try tagdeck(["vocab", folder, "--json"]).status, 2, "--json goes with --check")
    }
}
