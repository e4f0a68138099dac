import XCTest
import TagDeck
import TagDeckNotes
import TagDeckTesting

/// Renames and removals across a folder with inline tags (`NoteSyntax.inline`): the body's `#tags` change with
/// the front matter's, nothing in code or inside other tags does, every other byte stays, and undo puts every byte
/// back; a UTF-16 note is written back in UTF-16.
final class InlineFolderEditTests: XCTestCase {
    private var folder = ""
    private let syntax = NoteSyntax(key: "tags", engine: .obsidian, inline: true)

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-inline-edit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    private func read(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) }
    private func text(_ name: String) throws -> String { String(decoding: try read(name), as: UTF8.self) }

    private let a = "---\ntags: [rust, go]\n---\n#rust is good; `#rust` in code\n```\n#rust\n```\nalso #rust/async, #rustacean and #rust.\n"
    private let b = "only inline #rust here\r\nand #Rust\r\n"

    private func makeFolder() throws -> [String] {
        try write("a.md", Array(a.utf8))
        try write("b.md", Array(b.utf8))
        try write("c.md", Array("nothing about it\n".utf8))
        // UTF-16LE with its byte order mark.
        try write("d.md", [0xFF, 0xFE] + "#rust in UTF-16\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        return Vocabulary.notes(under: folder)
    }

    func testARenameReachesFrontMatterAndBodiesAndIsUndoneByteForByte() throws {
        let notes = try makeFolder()
        let before = try notes.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        XCTAssertEqual(Vocabulary.scan(folder, syntax: syntax).counts["rust"], 3, "a, b and d use it")
        let edit = FolderEdit.apply(.rename(from: "rust", to: "rustlang"), to: notes, syntax: syntax)
        XCTAssertEqual(edit.failures, [])
        XCTAssertEqual(edit.changes.map { ($0.path as NSString).lastPathComponent }, ["a.md", "b.md", "d.md"])
        XCTAssertEqual(try text("a.md"), "---\ntags: [rustlang, go]\n---\n#rustlang is good; `#rust` in code\n```\n#rust\n```\nalso #rustlang/async, #rustacean and #rustlang.\n", "a child is renamed with its parent")
        XCTAssertEqual(try text("b.md"), "only inline #rustlang here\r\nand #Rust\r\n", "another case is another tag here")
        XCTAssertEqual(try read("d.md"), [0xFF, 0xFE] + "#rustlang in UTF-16\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        XCTAssertEqual(try text("c.md"), "nothing about it\n")
        XCTAssertEqual(edit.undo(), [])
        XCTAssertEqual(try notes.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }, before, "every byte back")
    }

    func testARemovalTakesTheHashAwayAndLeavesTheWord() throws {
        let notes = try makeFolder()
        let edit = FolderEdit.apply(.remove("rust"), to: notes, syntax: syntax)
        XCTAssertEqual(edit.failures, [])
        XCTAssertEqual(try text("a.md"), "---\ntags: [go]\n---\nrust is good; `#rust` in code\n```\n#rust\n```\nalso #rust/async, #rustacean and rust.\n")
        XCTAssertEqual(try text("b.md"), "only inline rust here\r\nand #Rust\r\n")
    }

    func testANameThatCannotBeAnInlineTagLeavesANoteWithInlineUsesAsItWas() throws {
        let notes = try makeFolder()
        let edit = FolderEdit.apply(.rename(from: "rust", to: "rust lang"), to: notes, syntax: syntax)
        XCTAssertTrue(edit.changes.isEmpty, "no note half renamed")
        XCTAssertEqual(edit.failures.count, 3)
        XCTAssertTrue(edit.failures[0].hasSuffix("a.md: 'rust lang' cannot be written as a #tag in its body (a blank or a sign a tag cannot hold)"),
                      edit.failures[0])
        XCTAssertEqual(try text("a.md"), a)
    }

    func testWithoutInlineTheBodiesAreLeftAlone() throws {
        let notes = try makeFolder()
        let edit = FolderEdit.apply(.rename(from: "rust", to: "rustlang"), to: notes, syntax: NoteSyntax(key: "tags", engine: .obsidian))
        XCTAssertEqual(edit.changes.count, 1)
        XCTAssertEqual(try text("a.md"), a.replacingOccurrences(of: "tags: [rust, go]", with: "tags: [rustlang, go]"))
        XCTAssertEqual(try text("b.md"), b)
    }

    /// `tagdeck tags` in a vault: `r` on the open note's tag renames it in the note's front matter and body and in
    /// the other notes' bodies; `u` puts every byte of every note back, `Ctrl-R` renames again, `u` again.
    func testRenamingFromTheOpenNoteReachesItsOwnBodyAndUndoesEveryByte() throws {
        let notes = try makeFolder()
        let before = try notes.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let (d, _) = try HeadlessDriver.onNote(folder + "/a.md", syntax: syntax)
        d.typeRenameOfFirstTag(erasing: 4, to: "oxide")
        XCTAssertTrue(d.state.status.contains("Rename 'rust' (in 3 notes) and its child to 'oxide'?"), "[\(d.state.status)] \(d.screen)")
        d.type("y")
        _ = d.finishSave()  // the save is written at once unless the driver saves in the background
        XCTAssertEqual(try text("a.md"), "---\ntags: [oxide, go]\n---\n#oxide is good; `#rust` in code\n```\n#rust\n```\nalso #oxide/async, #rustacean and #oxide.\n")
        XCTAssertNotNil(d.state.board.path(of: "oxide/async"), "the child's chip renamed with it")
        XCTAssertNil(d.state.board.path(of: "rust/async"))
        XCTAssertEqual(try text("b.md"), "only inline #oxide here\r\nand #Rust\r\n")
        d.type("u")
        _ = d.finishSave()
        XCTAssertEqual(try notes.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }, before, "every byte back")
        d.key(.control("r"))
        _ = d.finishSave()
        XCTAssertTrue(try text("a.md").hasPrefix("---\ntags: [oxide, go]\n---\n#oxide is good"))
        d.type("u")
        _ = d.finishSave()
        XCTAssertEqual(try notes.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }, before, "every byte back again")
    }
}
