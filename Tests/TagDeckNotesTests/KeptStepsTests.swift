import Foundation
import TagDeck
import TagDeckNotes
import TagDeckStore
import TagDeckTesting
import XCTest

/// Undo that survives a quit: the edits across notes kept in a state folder of the test's own, a new persistence
/// standing for a restart, every file checked byte for byte.
final class KeptStepsTests: XCTestCase {
    private var folder = ""
    private var state = ""
    private let originals = [
        "a.md": "---\ntitle: A\ntags: [js, rust] # mine\n---\nbody a\n",
        "deep.md": "---\ntags:\n  - js\n---\r\ndeep\r\n",
        "hugo.md": "+++\ntags = [\"js\", \"go\"]\n+++\nhugo\n",
        "other.md": "---\ntags: [web]\n---\n",
    ]

    override func setUpWithError() throws {
        let base = NSTemporaryDirectory() + "tagdeck-kept-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        folder = base + "/notes"
        state = base + "/state/tagdeck"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in originals { try writeNote(name, text) }
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }

    private func writeNote(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    private func bytes(_ name: String) -> [UInt8] { (try? FileReading.read(folder + "/" + name).bytes) ?? [] }

    private func snapshot() -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: originals.keys.map { ($0, bytes($0)) })
    }

    private func assertOriginal(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        for (name, text) in originals { XCTAssertEqual(bytes(name), Array(text.utf8), "\(name): \(message)", file: file, line: line) }
    }

    /// tagdeck on `notes` (a start: a new persistence), its edits kept in the test's state folder.
    private func start(_ notes: [String] = ["a.md"], maximumBytes: Int = 100 << 20,
                       stateDirectory: String? = nil) throws -> (HeadlessDriver, NotePersistence) {
        let store = NotePersistence(paths: notes.map { folder + "/" + $0 })
        store.keepSteps(in: stateDirectory ?? state, maximumBytes: maximumBytes)
        guard case .success(let board) = store.load() else { throw XCTSkip("the note did not load") }
        var options = DeckOptions()
        options.reducedMotion = true
        options.tagUsage = store.usage
        options.selection = store.selectionRules
        options.undoesKeptSteps = store.keepsSteps
        let d = HeadlessDriver(board: board, width: 100, height: 30, options: options, persistence: store)
        d.readFolder(of: store)
        return (d, store)
    }

    /// Renames the note's first tag (js) across the folder.
    private func rename(_ d: HeadlessDriver, erasing: Int, to text: String) {
        if let p = d.chipCenter("js") {
            d.press(p.x, p.y)
            d.release(p.x, p.y)
            d.settle()
        }
        d.key(.character("r"))
        for _ in 0..<erasing { d.key(.backspace) }
        d.type(text)
        d.key(.enter)
        d.key(.character("y"))
        d.settle()
    }

    private func undo(_ d: HeadlessDriver) {
        d.key(.character("u"))
        d.settle()
    }

    private func history() -> NoteHistory { NoteHistory(folder: folder, stateDirectory: state)! }

    func testARenameIsUndoneAfterARestartByteForByteAndThenTheSendBeforeIt() throws {
        var (d, store) = try start()
        d.key(.character("a"))
        d.type("cli")
        d.key(.enter)
        d.settle()
        let sent = snapshot()
        rename(d, erasing: 2, to: "javascript")
        XCTAssertTrue(d.state.status.contains("Renamed 'js' to 'javascript' in 3 notes"), d.state.status)
        XCTAssertEqual(history().listing().lines.map { String($0.dropFirst(18)) },
                       ["Renamed 'js' to 'javascript' in 3 notes  (3 files)", "'cli' added to 1 note  (1 file)"])

        (d, store) = try start()  // a restart: the deck's own history is empty
        XCTAssertEqual(d.state.history.done.count, 0)
        undo(d)
        XCTAssertTrue(d.state.status.contains("Undid the rename of 'js' to 'javascript' in 3 notes"), d.state.status)
        XCTAssertEqual(snapshot(), sent, "every note as it was before the rename")
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["js", "cli", "rust"], "the board is the note as it is now")
        XCTAssertEqual(d.state.history.done.count, 0)
        undo(d)
        XCTAssertTrue(d.state.status.contains("Undid: 'cli' added to 1 note"), d.state.status)
        assertOriginal("both steps undone")
        XCTAssertEqual(NoteBoard.noteTags(d.board), ["js", "rust"])
        XCTAssertEqual(store.count(of: "js"), 3, "the counts follow")
        undo(d)
        XCTAssertTrue(d.state.status.hasPrefix("Nothing to undo"), d.state.status)
        XCTAssertEqual(history().entries(), [])
    }

    func testANoteChangedSinceRefusesTheWholeStepAndWritesNothing() throws {
        var (d, _) = try start()
        rename(d, erasing: 2, to: "javascript")
        try writeNote("deep.md", "---\ntags:\n  - javascript\n  - mine\n---\ndeep\n")
        let before = snapshot()
        (d, _) = try start()
        undo(d)
        XCTAssertTrue(d.state.status.contains("'deep.md' changed since this rename: nothing undone"), d.state.status)
        XCTAssertEqual(snapshot(), before, "no file written")
        XCTAssertEqual(history().entries().count, 1, "the step is still kept")
    }

    func testAStepUndoneInTheRunIsNotKeptAndARedoKeepsItAgain() throws {
        var (d, _) = try start()
        rename(d, erasing: 2, to: "javascript")
        undo(d)
        assertOriginal("undone in the run")
        XCTAssertEqual(history().entries(), [], "undone: no longer kept")
        d.key(.control("r"))
        d.settle()
        XCTAssertEqual(history().entries().count, 1, "redone: kept again")
        undo(d)
        (d, _) = try start()
        undo(d)
        XCTAssertTrue(d.state.status.hasPrefix("Nothing to undo"), d.state.status)
        assertOriginal("nothing written after the restart")
    }

    func testAnEditOfSeveralNotesIsKeptAndUndoneAfterARestart() throws {
        var (d, _) = try start(["a.md", "hugo.md"])
        let p = try XCTUnwrap(d.chipCenter("web"))
        d.press(p.x, p.y)
        d.release(p.x, p.y)
        d.settle()
        d.key(.enter)
        d.settle()
        XCTAssertNotEqual(bytes("hugo.md"), Array(originals["hugo.md"]!.utf8))
        (d, _) = try start(["a.md", "hugo.md"])
        undo(d)
        XCTAssertTrue(d.state.status.contains("Undid: 'web' added to 2 notes"), d.state.status)
        assertOriginal("both notes back")
        XCTAssertEqual(d.board[.top].sections[0].tags.map(\.text), ["js"])
    }

    func testAtMost100StepsAndTheSizeLimitAreKeptTheOldestDroppedFirst() throws {
        let (d, _) = try start()
        for k in 0..<101 {
            d.key(.character("a"))
            d.type("t\(k)")
            d.key(.enter)
            d.settle()
        }
        var entries = history().entries()
        XCTAssertEqual(entries.count, 100)
        XCTAssertEqual(history().listing().lines.last.map { String($0.dropFirst(18)) }, "'t1' added to 1 note  (1 file)",
                       "the oldest, 't0', is dropped")
        // A limit of 3 steps' worth of bytes: the oldest go to make room for a new one.
        let size = try XCTUnwrap(entries.last?.size)
        let (small, _) = try start(maximumBytes: size * 3 + size / 2)
        small.key(.character("a"))
        small.type("more")
        small.key(.enter)
        small.settle()
        entries = history().entries()
        XCTAssertEqual(entries.count, 3)
        XCTAssertLessThanOrEqual(entries.reduce(0) { $0 + $1.size }, size * 3 + size / 2)
        // A step bigger than the limit is not kept, and the status line says so; the edit is made.
        let (tiny, _) = try start(maximumBytes: 10)
        tiny.key(.character("a"))
        tiny.type("huge")
        tiny.key(.enter)
        tiny.settle()
        XCTAssertTrue(String(decoding: bytes("a.md"), as: UTF8.self).contains("huge"))
        XCTAssertTrue(tiny.state.status.contains("not kept past a quit"), tiny.state.status)
    }

    func testTheStepsAreTheUsersAlone() throws {
        let (d, _) = try start()
        rename(d, erasing: 2, to: "javascript")
        let h = history()
        func mode(_ path: String) -> Int {
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0, path)
            return Int(info.st_mode & 0o777)
        }
        XCTAssertEqual(mode(state), 0o700)
        XCTAssertEqual(mode(state + "/notes"), 0o700)
        XCTAssertEqual(mode(h.directory), 0o700)
        let entries = h.entries()
        XCTAssertEqual(entries.count, 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: h.directory)
        XCTAssertEqual(names, ["0000000000000001.step"], "no temporary file left")
        XCTAssertEqual(mode(h.directory + "/" + names[0]), 0o600)
    }

    func testACorruptStepIsSaidAtStartAndSkippedAndAnUnwritableStateFolderKeepsNothingButTheEditIsMade() throws {
        var (d, _) = try start(["other.md"])
        d.key(.character("a"))
        d.type("cli")
        d.key(.enter)
        d.settle()
        (d, _) = try start()
        rename(d, erasing: 2, to: "javascript")
        let renamed = snapshot()
        let h = history()
        let newest = try XCTUnwrap(h.entries().last)
        XCTAssertEqual(newest.number, 2)
        try Data("tagdeck kept step 1\nwhen x\n".utf8).write(to: URL(fileURLWithPath: h.directory + "/0000000000000002.step"))
        let store: NotePersistence
        (d, store) = try start()
        XCTAssertEqual(store.startMessage, "A kept step of this folder could not be read (0000000000000002.step: no step header): skipped")
        XCTAssertEqual(h.listing().problems, ["0000000000000002.step: no step header"])
        XCTAssertEqual(h.listing().lines.count, 1)
        undo(d)
        XCTAssertTrue(d.state.status.contains("A kept step could not be read (no step header): dropped"), d.state.status)
        XCTAssertTrue(d.state.status.contains("Undid: 'cli' added to 1 note"), d.state.status)
        var back = renamed
        back["other.md"] = Array(originals["other.md"]!.utf8)
        XCTAssertEqual(snapshot(), back, "the older step undone; the rename, whose step was lost, stays")
        XCTAssertEqual(h.entries(), [])

        // The state folder cannot be made (a file is in the way, which stops the superuser too): the edit is made
        // all the same, and said not kept.
        let blocked = (folder as NSString).deletingLastPathComponent + "/blocked"
        try Data().write(to: URL(fileURLWithPath: blocked))
        let (locked, _) = try start(stateDirectory: blocked + "/tagdeck")
        locked.key(.character("a"))
        locked.type("zig")
        locked.key(.enter)
        locked.settle()
        XCTAssertTrue(String(decoding: bytes("a.md"), as: UTF8.self).contains("zig"))
        XCTAssertTrue(locked.state.status.contains("not kept past a quit: cannot make"), locked.state.status)
    }
}
