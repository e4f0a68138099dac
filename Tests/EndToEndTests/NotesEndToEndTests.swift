import XCTest

/// `tagdeck tags` on a folder of Markdown notes, in a real terminal with real mouse drags: every file checked
/// byte for byte.
final class NotesEndToEndTests: XCTestCase {
    private var run: DeckRun?
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-e2e-notes-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/.obsidian", withIntermediateDirectories: true)
        write("flow.md", "---\ntitle: Flow\ntags: [js, rust] # mine\n---\nflow body\n")
        write("block.md", "---\ntags:\n    - js\n    - web\n---\nblock body\n")
        write("none.md", "# No front matter\n")
        write("crlf.md", "---\r\n# a comment\r\ntags: [js, 'web']\r\n---\r\ncrlf body\r\n")
        write("broken.md", "---\ntags: [a, b\nx: [\n---\n")
        write(".obsidian/hidden.md", "---\ntags: [secret]\n---\n")
    }

    override func tearDown() {
        run?.close()
        run = nil
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
    }

    private func read(_ name: String) -> String {
        (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "<unreadable>"
    }

    /// Starts `tagdeck tags` on `note`; unless `reading`, waits until the folder is read (the status line says so).
    private func start(_ note: String, reading: Bool = false) throws -> DeckRun {
        let r = try DeckRun(arguments: ["tags", "--reduced-motion", folder + "/" + note])
        run = r
        if !reading { r.expectStatus("Read ") }
        return r
    }

    /// The 1-based column and row of `chip` (e.g. `[web]`).
    private func place(of chip: String, in r: DeckRun, file: StaticString = #filePath, line: UInt = #line) throws -> (x: Int, y: Int) {
        let screen = r.screen
        let y = try XCTUnwrap(screen.rowContaining(chip), "\(chip) not on screen:\n\(screen)", file: file, line: line)
        return (try XCTUnwrap(screen.column(of: chip, onRow: y), file: file, line: line), y)
    }

    /// A real mouse drag: pressed on the chip at `chip`, moved a cell (the lift), then to `target`, a cell left of
    /// it first, and released there.
    private func drag(_ r: DeckRun, _ chip: (x: Int, y: Int), to target: (x: Int, y: Int)) {
        r.send(r.mouse.press(chip.x + 1, chip.y))
        r.send(r.mouse.motion(chip.x + 2, chip.y))
        r.send(r.mouse.motion(target.x - 1, target.y))
        r.send(r.mouse.motion(target.x, target.y))
        r.send(r.mouse.release(target.x, target.y))
    }

    /// `r` on the focused tag `from`, its text erased, `to` typed, Enter, the question checked, `y`; then waits until
    /// the note `until.0` holds `until.1` (the note being edited is written last, after the folder's others).
    private func rename(_ r: DeckRun, from: String, to: String, notes: Int, until: (String, String), merging: Bool = false,
                        file: StaticString = #filePath, line: UInt = #line) {
        r.keys("r")
        for _ in from { r.keys("BSpace") }
        r.send(to)
        r.keys("Enter")
        let question = merging ? "Merge '\(from)' into '\(to)'" : "Rename '\(from)' to '\(to)'"
        r.expectStatus("\(question) in \(notes) notes? y/n", file: file, line: line)
        r.keys("y")
        XCTAssertTrue(r.session.waitUntil { self.read(until.0) == until.1 }, read(until.0), file: file, line: line)
    }

    func testABrokenNoteIsRefusedWithItsLineAndColumnAndLeftUntouched() throws {
        let result = ChildProcess.run([try TmuxSession.binaryPath(), "tags", folder + "/broken.md"],
                                      environment: TmuxSession.environment())
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasPrefix("\(folder)/broken.md:3:2: "), result.error)
        XCTAssertEqual(result.error.split(separator: "\n").count, 1, result.error)
        XCTAssertEqual(read("broken.md"), "---\ntags: [a, b\nx: [\n---\n")
        let missing = ChildProcess.run([try TmuxSession.binaryPath(), "tags", folder + "/flow.md", "--in", folder + "/nowhere"],
                                       environment: TmuxSession.environment())
        XCTAssertEqual(missing.status, 2, missing.error)
        let folderAsNote = ChildProcess.run([try TmuxSession.binaryPath(), "tags", folder], environment: TmuxSession.environment())
        XCTAssertEqual(folderAsNote.status, 2, folderAsNote.error)
        let absent = ChildProcess.run([try TmuxSession.binaryPath(), "tags", folder + "/absent.md"],
                                      environment: TmuxSession.environment())
        XCTAssertEqual(absent.status, 1, absent.error)
        XCTAssertEqual(absent.error, "tagdeck: cannot read \(folder)/absent.md: no such file\n")
    }

    func testMouseDragsAddRemoveAndReorderTheNotesTagsInPlace() throws {
        let r = try start("flow.md")
        XCTAssertTrue(r.screen.description.contains("flow.md"), r.screen.description)
        r.expectStatus("Read 5 notes · 3 tags · 1 note skipped: \(folder)/broken.md:3:2: ")
        XCTAssertFalse(r.screen.description.contains("secret"), "the hidden folder is skipped")
        // web (bottom) dragged onto the right half of rust (top): added after it.
        let rust = try place(of: "[rust]", in: r)
        drag(r, try place(of: "[web]", in: r), to: (rust.x + 5, rust.y))
        XCTAssertTrue(r.session.waitUntil { self.read("flow.md") == "---\ntitle: Flow\ntags: [js, rust, web] # mine\n---\nflow body\n" },
                      read("flow.md"))
        // web dragged onto the left half of js, in the top pane: a reorder.
        let jsUp = try place(of: "[js]", in: r)
        drag(r, try place(of: "[web]", in: r), to: (jsUp.x + 1, jsUp.y))
        XCTAssertTrue(r.session.waitUntil { self.read("flow.md") == "---\ntitle: Flow\ntags: [web, js, rust] # mine\n---\nflow body\n" },
                      read("flow.md") + "\n" + r.screen.description)
        // js dragged out of the top pane, down into the vocabulary: removed from the note.
        let below = try XCTUnwrap(r.screen.rowContaining("Used in the folder")) + 3
        drag(r, try place(of: "[js]", in: r), to: (11, below))
        XCTAssertTrue(r.session.waitUntil { self.read("flow.md") == "---\ntitle: Flow\ntags: [web, rust] # mine\n---\nflow body\n" },
                      read("flow.md") + "\n" + r.screen.description)
        XCTAssertEqual(read("block.md"), "---\ntags:\n    - js\n    - web\n---\nblock body\n", "other notes untouched")
        r.quit()
    }

    func testANoteWithoutFrontMatterGetsItAndARenameReachesEveryNote() throws {
        let r = try start("none.md")
        let title = try XCTUnwrap(r.screen.rowContaining("none.md"))
        drag(r, try place(of: "[web]", in: r), to: (5, title + 1))
        XCTAssertTrue(r.session.waitUntil { self.read("none.md") == "---\ntags:\n  - web\n---\n# No front matter\n" },
                      read("none.md"))
        // r on web (focused after the drop): renamed in every note, after the question.
        // The note itself is written last, after the folder's other notes.
        rename(r, from: "web", to: "internet", notes: 3, until: ("none.md", "---\ntags:\n  - internet\n---\n# No front matter\n"))
        XCTAssertEqual(read("crlf.md"), /* a renamed item keeps its quotes */ "---\r\n# a comment\r\ntags: [js, 'internet']\r\n---\r\ncrlf body\r\n")
        XCTAssertEqual(read("block.md"), "---\ntags:\n    - js\n    - internet\n---\nblock body\n")
        XCTAssertEqual(read("none.md"), "---\ntags:\n  - internet\n---\n# No front matter\n")
        r.keys("u")
        XCTAssertTrue(r.session.waitUntil { self.read("none.md") == "---\ntags:\n  - web\n---\n# No front matter\n" },
                      read("none.md"))
        XCTAssertEqual(read("crlf.md"), "---\r\n# a comment\r\ntags: [js, 'web']\r\n---\r\ncrlf body\r\n")
        XCTAssertEqual(read("block.md"), "---\ntags:\n    - js\n    - web\n---\nblock body\n")
        r.quit()
    }

    func testRenamingIntoATagInUseMergesAndDRemovesATagFromEveryNote() throws {
        let r = try start("block.md")
        // The focus on 'js', the first tag of the note; renamed to 'rust', which flow.md has too.
        r.keys("l", "h")
        rename(r, from: "js", to: "rust", notes: 3, until: ("block.md", "---\ntags:\n    - rust\n    - web\n---\nblock body\n"),
               merging: true)
        XCTAssertEqual(read("flow.md"), "---\ntitle: Flow\ntags: [rust] # mine\n---\nflow body\n")
        XCTAssertEqual(read("crlf.md"), "---\r\n# a comment\r\ntags: [rust, 'web']\r\n---\r\ncrlf body\r\n")
        // d on 'web' (the next tag): asked, then gone from every note.
        r.keys("l", "d")
        r.expectStatus("Remove 'web' from 2 notes? y/n")
        r.keys("y")
        XCTAssertTrue(r.session.waitUntil { self.read("block.md") == "---\ntags:\n    - rust\n---\nblock body\n" },
                      read("block.md"))
        XCTAssertEqual(read("crlf.md"), "---\r\n# a comment\r\ntags: [rust]\r\n---\r\ncrlf body\r\n")
        XCTAssertEqual(read("broken.md"), "---\ntags: [a, b\nx: [\n---\n", "a broken note is never written")
        r.quit()
    }

    /// The note is on screen while the folder is read (held back here by a note whose front matter takes seconds
    /// to read): a send out of the note is written at once and kept once the folder is read; `r` waits for the
    /// reading, with the keys after it, and then renames the tag in every note, the note itself last.
    func testKeysWorkWhileTheFolderIsReadAndARenameWaitsForItThenReachesEveryNote() throws {
        try FileManager.default.createDirectory(atPath: folder + "/many", withIntermediateDirectories: true)
        var having = ["flow.md"]
        for k in 0..<300 {
            let rust = k % 10 == 0
            write("many/n\(k).md", k % 2 == 0 ? "---\ntags: [t\(k % 20)\(rust ? ", rust" : "")]\n---\nbody\n"
                                             : "---\ntags:\n  - t\(k % 20)\n\(rust ? "  - rust\n" : "")---\n")
            if rust { having.append("many/n\(k).md") }
        }
        let keys = (0..<40_000).map { "k\($0): the value of key \($0)\n" }.joined()
        write("many/slow.md", "---\ntags: [rust, slow]\n" + keys + "---\nbody\n")
        having.append("many/slow.md")
        let r = try start("flow.md", reading: true)
        // The first frame may come before the reading's first news: wait for the news (the slow note holds the
        // reading for seconds), then the note must be on screen with it.
        let first = r.expectStatus("Reading notes… ")
        XCTAssertTrue(first.description.contains("[js] [rust]"), "the note is shown while the folder is read:\n\(first)")
        // js sent out of the note: written at once.
        r.keys("l", "h", "Enter")
        XCTAssertTrue(r.session.waitUntil { self.read("flow.md") == "---\ntitle: Flow\ntags: [rust] # mine\n---\nflow body\n" },
                      read("flow.md"))
        // r on rust (focused after the send) waits for the reading, and the keys after it with it.
        r.keys("r")
        r.expectStatus("· 1 key waits")
        for _ in "rust" { r.keys("BSpace") }
        r.send("ferrous")
        r.keys("Enter", "y")
        XCTAssertTrue(r.session.waitUntil(timeout: 60) {
            self.read("flow.md") == "---\ntitle: Flow\ntags: [ferrous] # mine\n---\nflow body\n"
        }, read("flow.md") + "\n" + r.screen.description)
        r.expectStatus("Renamed 'rust' to 'ferrous' in \(having.count) notes")
        for name in having {
            let text = read(name)
            XCTAssertTrue(text.contains("ferrous") && !text.contains("rust"), "\(name): \(text.prefix(60))")
        }
        XCTAssertTrue(read("block.md").contains("js"), "js, sent out of the note, is still in the other notes")
        let shown = r.screen.description
        XCTAssertTrue(shown.contains("[js]") && shown.contains("In 2-9 notes"), "the vocabulary in its sections:\n\(shown)")
        r.quit()
    }
}
