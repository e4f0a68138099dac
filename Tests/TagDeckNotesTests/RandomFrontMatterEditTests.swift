import XCTest
import TagDeckNotes
import TagDeckTesting

/// Random notes in every front matter language and encoding that real sites write (YAML block, flow and text
/// values; TOML arrays on one line or several; JSON), with repeated, empty, number and object items, edited at
/// random (adds, removes, reorders, renames): each edit reads back as the tags asked for, keeps every item that
/// shows no tag, stays in the note's encoding, and changes no byte before or after the list.
final class RandomFrontMatterEditTests: XCTestCase {
    private let words = ["rust", "go", "C++", "naïve", "科技", "two words", "it's", "q\"uote", "x,y", "ok", "web", "a: b"]

    private struct Generated {
        var before: String
        var list: String
        var after: String
        var tags: [String]
        var syntax: NoteSyntax
        var hiddenItems: Int
    }

    private func generate(_ rng: inout SplitMix64) -> Generated {
        let eol = Bool.random(using: &rng) ? "\r\n" : "\n"
        let count = Int.random(in: 0...4, using: &rng)
        let tags = Array(words.shuffled(using: &rng).prefix(count))
        // Items as written: each tag, sometimes a repeat, sometimes an item that shows none.
        var items = tags.map { Optional($0) }
        if let t = tags.first, Bool.random(using: &rng) { items.insert(t, at: Int.random(in: 0...items.count, using: &rng)) }
        let hidden = Int.random(in: 0...1, using: &rng)
        for _ in 0..<hidden { items.insert(nil, at: Int.random(in: 0...items.count, using: &rng)) }
        let key = ["tags", "Tags", "TAGS"].randomElement(using: &rng)!
        func json(_ t: String) -> String {
            "\"" + t.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            let list = "\(key):" + eol + items.map { "  - " + ($0.map(json) ?? "") + eol }.joined()
            return Generated(before: "---" + eol + "title: T" + eol, list: list,
                             after: "date: 2024-01-01" + eol + "---" + eol + "Body [x]" + eol, tags: tags,
                             syntax: NoteSyntax(key: "tags"), hiddenItems: hidden)
        case 1:
            let list = "\(key): [" + items.map { $0.map(json) ?? "[]" }.joined(separator: ", ") + "]"
            return Generated(before: "---" + eol + "title: T" + eol, list: list, after: " # c" + eol + "---" + eol + "Body" + eol,
                             tags: tags, syntax: NoteSyntax(key: "tags"), hiddenItems: hidden)
        case 2:
            let simple = tags.filter { !$0.contains(" ") && !$0.contains(",") && !$0.contains("\"") && !$0.contains("'") && !$0.contains(":") }
            let list = simple.isEmpty ? "tags: []" : "tags: " + simple.joined(separator: " ")
            return Generated(before: "---" + eol, list: list, after: eol + "---" + eol, tags: simple,
                             syntax: NoteSyntax(engine: .jekyll), hiddenItems: 0)
        case 3:
            let multi = Bool.random(using: &rng)
            let inner = items.map { $0.map(json) ?? "2019" }
            let list = multi ? "tags = [" + eol + inner.map { "  " + $0 + "," + eol }.joined() + "]"
                             : "tags = [" + inner.joined(separator: ", ") + "]"
            let shown = items.compactMap { $0 ?? "2019" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return Generated(before: "+++" + eol + "title = \"T\"" + eol, list: list,
                             after: eol + "[params]" + eol + "tags = [\"no\"]" + eol + "+++" + eol + "Body" + eol,
                             tags: shown, syntax: .standard, hiddenItems: 0)
        default:
            let list = "\"tags\": [" + items.map { $0.map(json) ?? "null" }.joined(separator: ", ") + "]"
            return Generated(before: "{" + eol + "  \"title\": \"T\"," + eol + "  ", list: list,
                             after: "," + eol + "  \"draft\": false" + eol + "}" + eol + "Body {" + eol, tags: tags,
                             syntax: .standard, hiddenItems: hidden)
        }
    }

    private func encode(_ text: String, _ encoding: NoteEncoding) -> [UInt8] {
        encoding.encode(Array(text.utf8))
    }

    func testRandomEditsInEveryLanguageAndEncodingChangeTheListAlone() throws {
        var rng = SplitMix64(seed: 3607)
        let encodings: [NoteEncoding] = [.utf8, .utf16(bigEndian: false), .utf16(bigEndian: true), .utf32(bigEndian: false)]
        for round in 0..<600 {
            let g = generate(&rng)
            let encoding = encodings.randomElement(using: &rng)!
            let bom = encoding == .utf8 && Int.random(in: 0..<4, using: &rng) == 0 ? "\u{FEFF}" : ""
            let text = bom + g.before + g.list + g.after
            let bytes = encode(text, encoding)
            let note = try NoteTags(bytes, syntax: g.syntax)
            XCTAssertEqual(note.tags, g.tags, "round \(round): \(text.debugDescription)")
            XCTAssertEqual(try note.replacing(with: g.tags), bytes, "round \(round): the same tags write nothing new")
            // A new list: some kept, some added, shuffled; or a rename.
            var new = g.tags.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
            var renaming: (from: String, to: String)?
            if let from = g.tags.first, Int.random(in: 0..<4, using: &rng) == 0 {
                let to = words.filter { !g.tags.contains($0) }.randomElement(using: &rng)!
                new = g.tags.map { $0 == from ? to : $0 }
                renaming = (from, to)
            } else {
                new += words.filter { !g.tags.contains($0) }.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng))
                new.shuffle(using: &rng)
            }
            let edited: [UInt8]
            do { edited = try note.replacing(with: new, renaming: renaming) } catch {
                XCTFail("round \(round): \(error) on \(text.debugDescription) → \(new)")
                continue
            }
            XCTAssertEqual(NoteEncoding.detect(edited).encoding, encoding, "round \(round): the encoding is kept")
            let after = try NoteTags(edited, syntax: g.syntax)
            XCTAssertEqual(after.tags, new, "round \(round)")
            XCTAssertEqual(after.items.filter { $0.tag == nil }.count, g.hiddenItems, "round \(round): items that show no tag kept")
            let editedText = String(decoding: after.frontMatter.bytes, as: UTF8.self)
            XCTAssertTrue(editedText.hasPrefix(bom + g.before), "round \(round): bytes before the list changed: \(editedText.debugDescription)")
            XCTAssertTrue(editedText.hasSuffix(g.after), "round \(round): bytes after the list changed: \(editedText.debugDescription)")
            // Every repeat of a tag kept stays.
            let repeatsBefore = note.items.compactMap(\.tag).count - note.tags.count
            if renaming == nil && Set(new).isSuperset(of: note.tags) {
                XCTAssertEqual(after.items.compactMap(\.tag).count - after.tags.count, repeatsBefore, "round \(round): repeats kept")
            }
        }
    }
}
