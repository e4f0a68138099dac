import XCTest

/// `tagdeck merge BASE OURS THEIRS`: clean merges, conflicts as FILE:LINE, unreadable input, and git using it as
/// a merge driver where git's own line merge conflicts.
final class MergeEndToEndTests: XCTestCase {
    private var scratch: FileTests.Scratch!

    override func setUpWithError() throws { scratch = try FileTests.Scratch() }
    override func tearDown() { scratch.remove() }

    private func run(_ arguments: [String], in directory: String? = nil) -> ChildProcess.Result {
        let words = arguments.map(TmuxSession.quote).joined(separator: " ")
        return ChildProcess.run(["sh", "-c", "cd " + TmuxSession.quote(directory ?? scratch.path) + " && " + words],
                                environment: TmuxSession.environment(["PATH": "/usr/local/bin:/usr/bin:/bin"]))
    }

    private func read(_ name: String) -> String? { try? String(contentsOfFile: scratch.file(name), encoding: .utf8) }

    private let base = "# Top\n- a\n\n# Rest\n## Letters\n- b\n- c\n- d\n- e\n- f\n"
    private let oursMovesB = "# Top\n- a\n\n# Rest\n## Letters\n- c\n- d\n- e\n- b\n- f\n"
    private let theirsMovesF = "# Top\n- a\n\n# Rest\n## Letters\n- f\n- b\n- c\n- d\n- e\n"

    func testACleanMergeWritesOursAndLeavesTheOthers() throws {
        let files = try [("base.md", base), ("ours.md", oursMovesB), ("theirs.md", theirsMovesF)].map { try scratch.write($0.0, $0.1) }
        let result = run([try TmuxSession.binaryPath(), "merge"] + files)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "")
        XCTAssertEqual(read("ours.md"), "# Top\n- a\n\n# Rest\n\n## Letters\n- f\n- c\n- d\n- e\n- b\n")
        XCTAssertEqual(read("base.md"), base)
        XCTAssertEqual(read("theirs.md"), theirsMovesF)
    }

    func testConflictsKeepOursAndArePrintedWithTheirLines() throws {
        // a moved to two places: the end of Letters here, a new section there; theirs also moved b up and
        // deleted f.
        let ours = "# Top\n\n# Rest\n## Letters\n- b\n- c\n- d\n- e\n- f\n- a\n"
        let theirs = "# Top\n- b\n\n# Rest\n## Letters\n- c\n- d\n- e\n\n## Other\n- a\n"
        let files = try [("base.md", base), ("ours.md", ours), ("theirs.md", theirs)].map { try scratch.write($0.0, $0.1) }
        let result = run([try TmuxSession.binaryPath(), "merge"] + files)
        XCTAssertEqual(result.status, 1, result.error)
        let merged = try XCTUnwrap(read("ours.md"))
        XCTAssertEqual(merged, "# Top\n- b\n\n# Rest\n\n## Letters\n- c\n- d\n- e\n- a\n\n## Other\n",
                       "a stays where ours put it; theirs' move of b and deletion of f are taken")
        let lines = result.error.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [files[1] + ":10: 'a' moved here to Rest › Letters, in theirs to Rest › Other; kept here"])
        XCTAssertEqual(merged.split(separator: "\n", omittingEmptySubsequences: false)[9], "- a")
    }

    func testAMalformedInputLeavesOursAlone() throws {
        let files = try [("base.md", base), ("ours.md", oursMovesB), ("theirs.md", "- before any pane\n")]
            .map { try scratch.write($0.0, $0.1) }
        let result = run([try TmuxSession.binaryPath(), "merge"] + files)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasPrefix(files[2] + ":1:1: "), result.error)
        XCTAssertEqual(read("ours.md"), oursMovesB)
    }

    func testGitUsesItAsAMergeDriverWhereALineMergeConflicts() throws {
        let repo = scratch.path + "/repo"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "init.defaultBranch=main"]
        func sh(_ words: [String]) -> ChildProcess.Result { run(words, in: repo) }
        func write(_ text: String) throws { try text.write(toFile: repo + "/tags.board.md", atomically: true, encoding: .utf8) }
        XCTAssertEqual(sh(git + ["init", "-q"]).status, 0)
        try write(base)
        XCTAssertEqual(sh(git + ["add", "tags.board.md"]).status, 0)
        XCTAssertEqual(sh(git + ["commit", "-qm", "base"]).status, 0)
        XCTAssertEqual(sh(git + ["checkout", "-qb", "other"]).status, 0)
        try write(theirsMovesF)
        XCTAssertEqual(sh(git + ["commit", "-qam", "f first"]).status, 0)
        XCTAssertEqual(sh(git + ["checkout", "-q", "main"]).status, 0)
        try write(oursMovesB)
        XCTAssertEqual(sh(git + ["commit", "-qam", "b after e"]).status, 0)
        // git's own merge of lines conflicts here.
        XCTAssertEqual(sh(git + ["checkout", "-qb", "plain"]).status, 0)
        XCTAssertNotEqual(sh(git + ["merge", "-q", "other", "-m", "plain"]).status, 0, "a line merge conflicts")
        XCTAssertEqual(sh(git + ["merge", "--abort"]).status, 0)
        XCTAssertEqual(sh(git + ["checkout", "-q", "main"]).status, 0)
        // With the driver, it merges cleanly.
        try "*.board.md merge=tagdeck\n".write(toFile: repo + "/.gitattributes", atomically: true, encoding: .utf8)
        let driver = try TmuxSession.binaryPath() + " merge %O %A %B"
        let merge = sh(git + ["-c", "merge.tagdeck.driver=" + driver, "merge", "-q", "other", "-m", "merged"])
        XCTAssertEqual(merge.status, 0, merge.error + merge.output)
        XCTAssertEqual(try String(contentsOfFile: repo + "/tags.board.md", encoding: .utf8),
                       "# Top\n- a\n\n# Rest\n\n## Letters\n- f\n- c\n- d\n- e\n- b\n")
    }
}
