import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every subcommand given odd paths (`.`, `-`, `/`, an empty name, a line feed in one, 5,000 characters, a FIFO,
/// a folder, a device, a missing file) where it takes one: it ends with 0, 1 or 2, says why on standard error
/// when it is not 0, and never dies of a signal nor hangs. No terminal: the interactive ones end at once, and
/// `tagdeck tags` before it reads the folder.
final class OddArgumentsTests: XCTestCase {
    private var scratch: FileTests.Scratch!

    override func setUpWithError() throws { scratch = try FileTests.Scratch() }
    override func tearDown() { scratch.remove() }

    /// The odd paths, relative to the scratch folder the commands run in, or absolute.
    private func oddPaths() throws -> [String] {
        let fifo = scratch.file("fifo")
        guard mkfifo(fifo, 0o644) == 0 else { throw XCTSkip("mkfifo failed: \(errno)") }
        try FileManager.default.createDirectory(atPath: scratch.file("folder"), withIntermediateDirectories: false)
        return [".", "-", "./", "/", "", "a\nb", String(repeating: "x", count: 5_000), fifo, scratch.file("folder"),
                "/dev/null", "no-such-folder/missing.md"]
    }

    func testEveryCommandEndsWithAStatusAndAMessageNeverASignal() throws {
        let binary = try TmuxSession.binaryPath()
        let board = try scratch.write("board.md", "# Top\n- a\n# Bottom\n- b\n")
        let note = try scratch.write("note.md", "---\ntags: [a]\n---\n")
        let odd = try oddPaths()
        var runs: [[String]] = []
        for path in odd {
            runs += [[path], ["edit", path], ["--config", path], ["--announce", path],
                     ["print", path], ["print", path, "--json"],
                     ["pick", path], ["pick", "--chosen", path], ["pick", "-o", path], ["pick", "--config", path],
                     ["tour", path], ["tour", "--record", path], ["tour", "--config", path], ["tour", "--announce", path],
                     ["config", path], ["config", "--config", path],
                     ["merge", path, board, board], ["merge", board, path, board], ["merge", board, board, path],
                     ["tags", path], ["tags", note, "--in", path], ["tags", path, "--in", path],
                     ["tags", note, "--config", path], ["help", path]]
            // `tagdeck check /` reads every note on the disk: a fair request, but not one for a test.
            if path != "/" { runs.append(["check", path]) }
        }
        for arguments in runs {
            let shown = arguments.map { $0.count > 40 ? String($0.prefix(20)) + "…(\($0.count))" : $0 }
            switch BoundedChildProcess.run([binary] + arguments, environment: TmuxSession.environment(),
                                           directory: scratch.path, seconds: 20) {
            case .timedOut(_, let error):
                XCTFail("\(shown) did not end within 20 s; standard error: \(error)")
            case .finished(let result):
                XCTAssertTrue([0, 1, 2].contains(result.status), "\(shown) ended with \(result.status): \(result.error)")
                if result.status != 0 {
                    XCTAssertFalse(result.error.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                                   "\(shown) ended with \(result.status) and said nothing")
                }
            }
        }
    }

    /// `tagdeck tags .` and `tagdeck tags -`: bad input (a folder; standard input, which cannot be edited in
    /// place), one line each, exit 2.
    func testTagsOfAFolderOrOfStandardInputIsBadInput() throws {
        for path in [".", "-"] {
            let result = BoundedChildProcess.run([try TmuxSession.binaryPath(), "tags", path],
                                                 environment: TmuxSession.environment(), directory: scratch.path, seconds: 20)
            guard case .finished(let finished) = result else { return XCTFail("tagdeck tags \(path) did not end") }
            XCTAssertEqual(finished.status, 2, finished.error)
            XCTAssertEqual(finished.error.split(separator: "\n").count, 1, finished.error)
        }
    }

    /// With no terminal, `tagdeck tags` ends before it lists the folder: the folder's last access time, set in
    /// the past, stays there (the file system updates it when a folder last read before its last change is
    /// listed; listing it here first shows that it does on this one).
    func testTagsWithoutATerminalEndsBeforeReadingTheFolder() throws {
        try FileManager.default.createDirectory(atPath: scratch.file("vault"), withIntermediateDirectories: false)
        try scratch.write("vault/a.md", "---\ntags: [a]\n---\n")
        try scratch.write("note.md", "---\ntags: [b]\n---\n")
        let vault = scratch.file("vault")
        func setAccessTimeInThePast() {
            // The modification time as it is (now), the access time in 2001.
            var info = stat()
            XCTAssertEqual(stat(vault, &info), 0)
            var times = [timespec(tv_sec: 978_307_200, tv_nsec: 0), info.st_mtim]
            XCTAssertEqual(utimensat(AT_FDCWD, vault, &times, 0), 0)
        }
        func accessTime() -> Int {
            var info = stat()
            XCTAssertEqual(stat(vault, &info), 0)
            return info.st_atim.tv_sec
        }
        setAccessTimeInThePast()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: vault), ["a.md"])
        guard accessTime() != 978_307_200 else { throw XCTSkip("this file system does not update access times") }

        setAccessTimeInThePast()
        let result = BoundedChildProcess.run([try TmuxSession.binaryPath(), "tags", scratch.file("note.md"), "--in", vault],
                                             environment: TmuxSession.environment(), directory: scratch.path, seconds: 20)
        guard case .finished(let finished) = result else { return XCTFail("tagdeck tags did not end: \(result)") }
        XCTAssertEqual(finished.status, 2, finished.error)
        XCTAssertTrue(finished.error.hasPrefix("tagdeck: no terminal"), finished.error)
        XCTAssertEqual(accessTime(), 978_307_200, "the folder was read before the terminal was checked")
    }
}
