import XCTest
import TagDeckNotes

/// What `tagdeck check DIR` prints and `tagdeck tags` says at start: the problems of a folder's notes, sorted by
/// file, line and column as numbers; one summary line.
final class VocabularyProblemsTests: XCTestCase {
    private func vocabulary(notes: [String], skipped: [String], warnings: [String] = []) -> Vocabulary {
        var vocabulary = Vocabulary()
        vocabulary.notes = notes
        vocabulary.skipped = skipped
        vocabulary.warnings = warnings
        return vocabulary
    }

    func testProblemsAreSortedByFileThenLineThenColumnAsNumbers() {
        let v = vocabulary(
            notes: ["n/a.md", "n/b: 10:2: odd.md", "n/b.md", "n/c.md", "n/z.md"],
            skipped: ["n/c.md:10:1: late", "n/c.md:9:12: early", "n/z.md: permission denied",
                      "n/b: 10:2: odd.md:2:1: a file name with colons and numbers",
                      "n/a.md: it is a FIFO, not a regular file"],
            // The warnings of notes read, among the notes skipped.
            warnings: ["n/c.md:9:3: earlier", "n/b.md:1:1: first"])
        XCTAssertEqual(v.problems, [
            "n/a.md: it is a FIFO, not a regular file",
            "n/b.md:1:1: first",
            "n/b: 10:2: odd.md:2:1: a file name with colons and numbers",
            "n/c.md:9:3: earlier",
            "n/c.md:9:12: early",
            "n/c.md:10:1: late",
            "n/z.md: permission denied",
        ])
        XCTAssertEqual(vocabulary(notes: [], skipped: []).problems, [])
    }

    /// Read from disk: each broken note once, and each warning, in order.
    func testAScannedFolderListsItsBrokenNotes() throws {
        let folder = NSTemporaryDirectory() + "tagdeck-problems-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in [("ok.md", "---\ntags: [a]\n---\n"), ("sub/b.md", "---\ntags: [a, b\nx: [\n---\n"),
                             ("a.md", "---\ntags: [a, [b]]\n---\n"), ("none.md", "no front matter\n"),
                             ("twice.md", "---\ntags: [a, a]\n---\n")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let problems = Vocabulary.scan(folder).problems
        XCTAssertEqual(problems.map { $0.split(separator: ":").first.map(String.init) ?? "" },
                       ["a.md", "sub/b.md", "twice.md"].map { folder + "/" + $0 }, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix(folder + "/a.md:2:"), "\(problems)")
        XCTAssertTrue(problems[1].hasPrefix(folder + "/sub/b.md:3:"), "\(problems)")
    }

    func testTheSummaryNamesTheOneNoteOrTheCommandThatListsThem() {
        XCTAssertNil(vocabulary(notes: ["a.md"], skipped: []).skippedSummary(folder: "notes"))
        XCTAssertEqual(vocabulary(notes: ["a.md"], skipped: ["a.md:3:1: bad"]).skippedSummary(folder: "notes"),
                       "1 note skipped: a.md:3:1: bad")
        let many = vocabulary(notes: [], skipped: Array(repeating: "x.md:1:1: bad", count: 47))
        XCTAssertEqual(many.skippedSummary(folder: "notes"), "47 notes skipped · tagdeck check notes lists them")
        XCTAssertEqual(many.skippedSummary(folder: "/home/me/Vault/Zettel-Kasten_2024"),
                       "47 notes skipped · tagdeck check /home/me/Vault/Zettel-Kasten_2024 lists them")
        // Quoted for the shell where it needs it, so the command can be typed as shown.
        XCTAssertEqual(many.skippedSummary(folder: "My Notes"), "47 notes skipped · tagdeck check 'My Notes' lists them")
        XCTAssertEqual(many.skippedSummary(folder: "Bob's $notes"),
                       "47 notes skipped · tagdeck check 'Bob'\\''s $notes' lists them")
        XCTAssertEqual(many.skippedSummary(folder: "Notizen/Übersicht"),
                       "47 notes skipped · tagdeck check Notizen/Übersicht lists them")
        XCTAssertEqual(many.skippedSummary(folder: "~/x"), "47 notes skipped · tagdeck check '~/x' lists them")
    }

    /// Bytes not valid in a note's encoding in its body: counted from its front matter alone, found when the notes
    /// are read whole (as `tagdeck check DIR` reads them, and as an edit would meet them).
    func testBytesNotValidInABodyAreFoundWhenNotesAreReadWhole() throws {
        let folder = NSTemporaryDirectory() + "tagdeck-bytes-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/latin1.md",
                                                     contents: Data(Array("---\ntags: [a]\n---\nCaf".utf8) + [0xE9, 0x0A])))
        XCTAssertEqual(Vocabulary.scan(folder).counts, ["a": 1])
        let whole = Vocabulary.scan(folder, wholeNotes: true)
        XCTAssertEqual(whole.counts, [:])
        XCTAssertEqual(whole.problems.count, 1)
        XCTAssertTrue(whole.problems.first?.hasSuffix("latin1.md:4:4: byte 21 is not valid in UTF-8: not read, not written") == true,
                      whole.problems.first ?? "")
    }
}
