import XCTest
import TagDeckNotes
import TagDeckTesting

/// Reading a note's tags from its front matter and writing them back in place: every byte but the tags' value
/// stays as it was, and the note's style is kept.
final class NoteTagsTests: XCTestCase {
    private func edit(_ text: String, _ tags: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return String(decoding: try NoteTags(Array(text.utf8)).replacing(with: tags), as: UTF8.self)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return ""
        }
    }

    private func tags(_ text: String) throws -> [String] { try NoteTags(Array(text.utf8)).tags }

    func testAFlowListStaysFlowAndKeepsItsItemsAsWritten() throws {
        let note = "---\ntitle: Rust\ntags: [rust, 'systems', \"low level\"] # mine\ndate: 2024-01-02\n---\nBody [x]\n"
        XCTAssertEqual(try tags(note), ["rust", "systems", "low level"])
        XCTAssertEqual(edit(note, ["systems", "rust", "low level", "a: b"]),
                       "---\ntitle: Rust\ntags: ['systems', rust, \"low level\", \"a: b\"] # mine\ndate: 2024-01-02\n---\nBody [x]\n")
        XCTAssertEqual(edit(note, ["rust"]), "---\ntitle: Rust\ntags: [rust] # mine\ndate: 2024-01-02\n---\nBody [x]\n")
        XCTAssertEqual(edit(note, []), "---\ntitle: Rust\ntags: [] # mine\ndate: 2024-01-02\n---\nBody [x]\n")
        XCTAssertEqual(edit("---\ntags: [a,b]\n---\n", ["b", "a", "c"]), "---\ntags: [b,a,c]\n---\n", "the separator kept")
    }

    func testABlockListStaysBlockWithItsIndentationAndComments() throws {
        let note = "---\ntags:\n    - one # first\n    # about two\n    - \"two\"\nother: x\n---\n# Heading\n"
        XCTAssertEqual(try tags(note), ["one", "two"])
        XCTAssertEqual(edit(note, ["two", "one", "#x"]),
                       "---\ntags:\n    # about two\n    - \"two\"\n    - one # first\n    - \"#x\"\nother: x\n---\n# Heading\n")
        XCTAssertEqual(edit(note, []), "---\ntags: []\nother: x\n---\n# Heading\n")
        XCTAssertEqual(edit("---\ntags:\n- a\n- b\n---\n", ["b"]), "---\ntags:\n- b\n---\n", "items at the key's column")
    }

    func testCRLFAndAByteOrderMarkAreKept() throws {
        let note = "\u{FEFF}---\r\ntitle: x # c\r\ntags:\r\n  - a\r\n---\r\nbody\r\n"
        XCTAssertEqual(try tags(note), ["a"])
        XCTAssertEqual(edit(note, ["a", "b"]), "\u{FEFF}---\r\ntitle: x # c\r\ntags:\r\n  - a\r\n  - b\r\n---\r\nbody\r\n")
    }

    func testOneTextBecomesAListOnlyWhenItMust() throws {
        let note = "---\ntags: rust # the one\n---\n"
        XCTAssertEqual(try tags(note), ["rust"])
        XCTAssertEqual(edit(note, ["go"]), "---\ntags: go # the one\n---\n")
        XCTAssertEqual(edit(note, ["rust", "go"]), "---\ntags: [rust, go] # the one\n---\n")
        XCTAssertEqual(edit(note, ["yes"]), "---\ntags: \"yes\" # the one\n---\n", "a word YAML reads as true is quoted")
    }

    func testANoteWithoutFrontMatterOrWithoutTagsGetsThemAsABlockList() throws {
        XCTAssertEqual(try tags("# Title\n"), [])
        XCTAssertEqual(edit("# Title\n", ["a"]), "---\ntags:\n  - a\n---\n# Title\n")
        XCTAssertEqual(edit("# Title\r\nx\r\n", ["a"]), "---\r\ntags:\r\n  - a\r\n---\r\n# Title\r\nx\r\n")
        XCTAssertEqual(edit("", ["a"]), "---\ntags:\n  - a\n---\n")
        XCTAssertEqual(edit("---\ntitle: x\n---\nbody", ["a", "b c"]), "---\ntitle: x\ntags:\n  - a\n  - b c\n---\nbody")
        XCTAssertEqual(edit("---\ntags:\ntitle: x\n---\n", ["a"]), "---\ntags:\n  - a\ntitle: x\n---\n", "an empty value")
        XCTAssertEqual(edit("# Title\n", []), "# Title\n", "nothing to add: nothing written")
    }

    func testBrokenYAMLAndTagsThatAreNotTextsAreRefusedWithTheirPlace() {
        func problem(_ text: String) -> NoteProblem? {
            do { _ = try NoteTags(Array(text.utf8)); return nil } catch { return error }
        }
        let broken = problem("---\ntitle: x\ntags: [a, b\nother: [\n---\nbody\n")
        XCTAssertEqual(broken.map { [$0.line, $0.column] }, [4, 6], broken.map { $0.described(file: "e.md") } ?? "")
        // A number is the tag its text says; a control character makes an item no tag: kept, said, not shown.
        XCTAssertEqual(try? tags("---\ntags: [a, 3]\n---\n"), ["a", "3"])
        let control = try? NoteTags(Array("---\ntags: [a, \"b\\tc\"]\n---\n".utf8))
        XCTAssertEqual(control?.tags, ["a"])
        XCTAssertEqual(control?.warnings.map(\.message), ["this item of tags is no tag: kept as it is, not shown"])
        XCTAssertEqual(problem("---\ntags:\n  x: y\n---\n")?.message, "tags is a mapping: tagdeck needs a list of texts")
        XCTAssertEqual(problem("---\ntitle: x\n")?.message, "the front matter opened here is never closed with ---")
        XCTAssertEqual(problem("---\n- a\n---\n")?.message, "the front matter is not a list of keys (key: value)")
    }

    /// Random notes in every style (flow, block, one text, empty, no key, no front matter), with quoting, comments,
    /// other keys around, CRLF and a byte order mark; random adds, removes and reorders: the note reads back with
    /// the new tags, and everything before and after the tags' lines is byte for byte as it was.
    /// A tag listed several times is one warning, saying how many times, at its first repeat's own line and column.
    func testATagListedSeveralTimesIsOneWarningAtItsFirstRepeat() throws {
        let block = try NoteTags(Array("---\ntags:\n  - a\n  - b\n  - a\n  -   a\n  - b\n---\n".utf8))
        XCTAssertEqual(block.tags, ["a", "b"])
        XCTAssertEqual(block.warnings, [
            NoteProblem(line: 5, column: 5, message: "'a' is listed 3 times in this note: kept 3 times, shown once"),
            NoteProblem(line: 7, column: 5, message: "'b' is listed twice in this note: kept twice, shown once"),
        ])
        let flow = try NoteTags(Array("---\ntags: [x, y, x, x, x]\n---\n".utf8))
        XCTAssertEqual(flow.warnings, [
            NoteProblem(line: 2, column: 14, message: "'x' is listed 4 times in this note: kept 4 times, shown once"),
        ])
        let json = try NoteTags(Array("{\n  \"tags\": [\"x\",\n    \"x\"]\n}\n".utf8))
        XCTAssertEqual(json.warnings, [
            NoteProblem(line: 3, column: 5, message: "'x' is listed twice in this note: kept twice, shown once"),
        ])
    }

    func testRandomEditsLeaveEveryOtherByteAsItWas() throws {
        var rng = SplitMix64(seed: 2911)
        let words = ["rust", "go", "a: b", "#x", "C++", "naïve", "科技", "yes", "1.5", "two words", "it's", "q\"uote", "-dash",
                     "x,y", "[b]", "ok"]
        func quoted(_ w: String, flow: Bool) -> String {
            let plain = !["a: b", "#x", "yes", "1.5", "q\"uote", "-dash", "x,y", "[b]", "it's"].contains(w)
            if plain && Bool.random(using: &rng) { return w }
            if !w.contains("'") && Bool.random(using: &rng) { return "'\(w)'" }
            return "\"" + w.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        for round in 0..<400 {
            let eol = Bool.random(using: &rng) ? "\r\n" : "\n"
            let bom = Int.random(in: 0..<6, using: &rng) == 0 ? "\u{FEFF}" : ""
            let count = Int.random(in: 0...4, using: &rng)
            let old = Array(words.shuffled(using: &rng).prefix(count))
            let comment = Bool.random(using: &rng) ? " # note" : ""
            let style = Int.random(in: 0..<6, using: &rng)
            var value: String
            switch style {
            case 0: value = "tags: [" + old.map { quoted($0, flow: true) }.joined(separator: ", ") + "]" + comment + eol
            case 1 where !old.isEmpty:
                let indent = String(repeating: " ", count: Int.random(in: 0...4, using: &rng))
                value = "tags:" + comment + eol + old.map { indent + "- " + quoted($0, flow: false) + eol }.joined()
            case 2 where old.count == 1: value = "tags: " + quoted(old[0], flow: false) + comment + eol
            default: value = ""
            }
            let noFrontMatter = value.isEmpty && style == 5
            let original = value.isEmpty ? [] : old
            let before = noFrontMatter ? bom : bom + "---" + eol + "title: T" + eol + "# a comment" + eol
            let keyAfter = value.isEmpty ? "" : "date: 2024-01-01" + eol + "list:" + eol + "  - 1" + eol
            let after = keyAfter + (noFrontMatter ? "" : "---" + eol) + "Body: [not, tags]" + eol + "---" + eol + "end"
            let note = before + value + after
            XCTAssertEqual(try tags(note), original, "round \(round): \(note.debugDescription)")
            // A new list: some kept, some added, shuffled.
            var new = original.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
            new += words.filter { !original.contains($0) }.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng))
            new.shuffle(using: &rng)
            let edited = edit(note, new)
            XCTAssertEqual(try tags(edited), new, "round \(round): \(note.debugDescription) → \(edited.debugDescription)")
            XCTAssertTrue(edited.hasPrefix(before), "round \(round): the bytes before the tags changed: \(edited.debugDescription)")
            XCTAssertTrue(edited.hasSuffix(after), "round \(round): the bytes after the tags changed: \(edited.debugDescription)")
            XCTAssertEqual(edit(note, original), note, "round \(round): the same tags write nothing new")
            if new.isEmpty && original.isEmpty { XCTAssertEqual(edited, note) }
        }
    }
}
