import XCTest

/// `tagdeck vocab` on a folder of notes with a Docusaurus `tags.yml`, in a real terminal with a real mouse drag:
/// every file checked byte for byte.
final class VocabEndToEndTests: XCTestCase {
    private var run: DeckRun?
    private var folder = ""
    private let tagsYML = "# Allowed tags.\njavascript:\n  label: JavaScript\n\n# Systems\nrust:\n  description: Posts about Rust\n\nproject:\n  label: Project\n"

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-e2e-vocab-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: true)
        write("tags.yml", tagsYML)
        write("notes/a.md", "---\ntags: [javascript, Javascript, project/alpha]\n---\nBody #project/beta, `#incode`.\n")
        write("notes/b.md", "---\ntitle: B\ntags:\n  - rust\n  - project\n---\nSee #javscript and #project/alpha.\n")
        write("notes/c.md", "---\ntags: [go, project/beta]\n---\n```\n#fenced #project/gamma\n```\nhttps://example.com/#anchor\n")
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

    private var files: [String: String] {
        Dictionary(uniqueKeysWithValues: ["tags.yml", "notes/a.md", "notes/b.md", "notes/c.md"].map { ($0, read($0)) })
    }

    private func place(of chip: String, in r: DeckRun) throws -> (x: Int, y: Int) {
        let screen = r.screen
        let y = try XCTUnwrap(screen.rowContaining(chip), "\(chip) not on screen:\n\(screen)")
        return (try XCTUnwrap(screen.column(of: chip, onRow: y)), y)
    }

    func testADragKeepsATagInTagsYMLAloneAndAParentRenamedCarriesItsChildrenAndUndoesEveryByte() throws {
        let before = files
        let r = try DeckRun(arguments: ["vocab", "--reduced-motion", "--inline", folder])
        run = r
        r.expectStatus("Read 3 notes")
        let screen = r.screen.description
        for row in ["Vocabulary", "[javascript] [rust] [project]", "In use, not kept", "Look alike", "[Javascript] [javscript]",
                    "project/", "[project/alpha] [project/beta]", "[go]"] {
            XCTAssertTrue(screen.contains(row), "\(row) not on screen:\n\(screen)")
        }
        XCTAssertFalse(screen.contains("fenced") || screen.contains("gamma") || screen.contains("anchor") || screen.contains("incode"),
                       "nothing from code or a URL:\n\(screen)")
        // go (bottom) dragged onto the right half of project (top): kept, after it.
        let go = try place(of: "[go]", in: r), project = try place(of: "[project]", in: r)
        r.send(r.mouse.press(go.x + 1, go.y))
        r.send(r.mouse.motion(go.x + 2, go.y))
        r.send(r.mouse.motion(project.x + 7, project.y))
        r.send(r.mouse.motion(project.x + 8, project.y))
        r.send(r.mouse.release(project.x + 8, project.y))
        XCTAssertTrue(r.session.waitUntil { self.read("tags.yml") == self.tagsYML + "\ngo:\n" }, read("tags.yml") + r.screen.description)
        var expected = before
        expected["tags.yml"] = tagsYML + "\ngo:\n"
        XCTAssertEqual(files, expected, "no note changed")
        // A click on project, r, its name erased, work typed: its children go with it, in notes and tags.yml.
        let parent = try place(of: "[project]", in: r)
        r.send(r.mouse.press(parent.x + 2, parent.y))
        r.send(r.mouse.release(parent.x + 2, parent.y))
        r.keys("r")
        for _ in "project" { r.keys("BSpace") }
        r.send("work")
        r.keys("Enter")
        r.expectStatus("Rename 'project' (in 1 note) and its 2 children to 'work'? y/n")
        r.keys("y")
        XCTAssertTrue(r.session.waitUntil { self.read("notes/c.md").contains("work/beta") }, read("notes/c.md"))
        r.expectStatus("Renamed 'project' to 'work' in 3 notes")
        XCTAssertEqual(read("notes/a.md"), "---\ntags: [javascript, Javascript, work/alpha]\n---\nBody #work/beta, `#incode`.\n")
        XCTAssertEqual(read("notes/b.md"), "---\ntitle: B\ntags:\n  - rust\n  - work\n---\nSee #javscript and #work/alpha.\n")
        XCTAssertEqual(read("notes/c.md"), "---\ntags: [go, work/beta]\n---\n```\n#fenced #project/gamma\n```\nhttps://example.com/#anchor\n")
        XCTAssertEqual(read("tags.yml"), tagsYML.replacingOccurrences(of: "project:", with: "work:") + "\ngo:\n")
        // u twice: the rename, then the keep.
        r.keys("u")
        r.expectStatus("Undid the rename of 'project' to 'work' in 3 notes")
        XCTAssertTrue(r.session.waitUntil { self.files == expected }, "\(files)")
        r.keys("u")
        XCTAssertTrue(r.session.waitUntil { self.files == before }, "every byte back: \(files)")
        r.quit()
    }
}
