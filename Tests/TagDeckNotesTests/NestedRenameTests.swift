import XCTest
import TagDeck
import TagDeckNotes
import TagDeckTesting

/// Nested tags (`project/alpha` under `project`): renaming a parent renames its children in front matter and
/// bodies, a child whose new name a note has already merges into it, tags that only start alike stay, and undo
/// puts every byte back.
final class NestedRenameTests: XCTestCase {
    private var folder = ""
    private let syntax = NoteSyntax(key: "tags", engine: .obsidian, inline: true)

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-nested-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    private func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), as: UTF8.self)
    }
    private func bytes(_ notes: [String]) throws -> [Data] { try notes.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } }

    func testTheRenameOfATagReachesItsChildrenAndNothingElse() {
        let rename = TagRename(from: "project", to: "work")
        XCTAssertEqual(rename.renamed("project"), "work")
        XCTAssertEqual(rename.renamed("project/alpha"), "work/alpha")
        XCTAssertEqual(rename.renamed("project/a/b"), "work/a/b")
        XCTAssertNil(rename.renamed("projects"))
        XCTAssertNil(rename.renamed("project/"), "a trailing slash is no child")
        XCTAssertNil(rename.renamed("my/project"))
        XCTAssertEqual(FolderEdit.Kind.rename(from: "project", to: "work").apply(to: ["project/alpha", "work/alpha", "x"]),
                       ["work/alpha", "x"], "a child merged into the tag of its new name")
    }

    func testRenamingAParentRenamesItsChildrenInFrontMatterAndBodiesAndUndoesEveryByte() throws {
        try write("a.md", "---\ntags:\n  - project\n  - project/alpha\n  - projects\n---\nSee #project/beta and #project/alpha/x, not #projects or `#project/gamma`.\n")
        try write("b.md", "+++\ntags = [\"project/alpha\", \"work/alpha\"]\n+++\nbody #project\n")
        try write("c.md", "---\ntags: [other]\n---\nnothing nested #projectile\n")
        let notes = Vocabulary.notes(under: folder)
        let before = try bytes(notes)
        let edit = FolderEdit.apply(.rename(from: "project", to: "work"), to: notes, syntax: syntax)
        XCTAssertEqual(edit.failures, [])
        XCTAssertEqual(edit.changes.map { ($0.path as NSString).lastPathComponent }, ["a.md", "b.md"])
        XCTAssertEqual(try text("a.md"), "---\ntags:\n  - work\n  - work/alpha\n  - projects\n---\nSee #work/beta and #work/alpha/x, not #projects or `#project/gamma`.\n")
        XCTAssertEqual(try text("b.md"), "+++\ntags = [\"work/alpha\"]\n+++\nbody #work\n", "the child merged into the tag the note had")
        XCTAssertEqual(try text("c.md"), "---\ntags: [other]\n---\nnothing nested #projectile\n")
        XCTAssertEqual(edit.undo(), [])
        XCTAssertEqual(try bytes(notes), before, "every byte back")
        XCTAssertEqual(edit.redo(), [])
        XCTAssertTrue(try text("a.md").contains("#work/beta"))
    }

    /// `tagdeck tags` on a note: `r` on a parent asks with its children counted, renames their chips with it as one
    /// step, and `u` takes the whole step back, in the notes and on the board.
    func testTheBoardRenamesAParentsChipsWithItAsOneStep() throws {
        try write("a.md", "---\ntags: [project, go]\n---\n#project/alpha and #project/beta\n")
        try write("b.md", "---\ntags: [project/alpha]\n---\n")
        let notes = Vocabulary.notes(under: folder)
        let before = try bytes(notes)
        let (d, _) = try HeadlessDriver.onNote(folder + "/a.md", syntax: syntax)
        d.typeRenameOfFirstTag(erasing: 7, to: "work")
        XCTAssertTrue(d.state.status.contains("Rename 'project' (in 1 note) and its 2 children to 'work'?"), "[\(d.state.status)]")
        d.type("y")
        _ = d.finishSave()
        XCTAssertEqual(try text("a.md"), "---\ntags: [work, go]\n---\n#work/alpha and #work/beta\n")
        XCTAssertEqual(try text("b.md"), "---\ntags: [work/alpha]\n---\n")
        XCTAssertNotNil(d.state.board.path(of: "work/alpha"))
        XCTAssertNotNil(d.state.board.path(of: "work/beta"))
        XCTAssertNil(d.state.board.path(of: "project/alpha"))
        d.type("u")
        _ = d.finishSave()
        XCTAssertEqual(try bytes(notes), before, "one undo puts every byte back")
        XCTAssertNotNil(d.state.board.path(of: "project/alpha"))
        XCTAssertNotNil(d.state.board.path(of: "project"))
    }
}
