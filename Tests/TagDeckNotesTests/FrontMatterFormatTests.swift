import XCTest
import TagDeckNotes

/// What real sites and vaults write, read as their engines read it and edited in place: TOML and JSON front matter,
/// UTF-16 and UTF-32 notes, repeated, empty, number and object items, the key's spelling, a string an engine
/// splits, and keys given twice. Every edit changes the list alone, or is refused with the file as it was.
final class FrontMatterFormatTests: XCTestCase {
    private func note(_ text: String, _ syntax: NoteSyntax = .standard, file: StaticString = #filePath,
                      line: UInt = #line) -> NoteTags? {
        do { return try NoteTags(Array(text.utf8), syntax: syntax) } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    private func edit(_ text: String, _ tags: [String], _ syntax: NoteSyntax = .standard,
                      renaming: (from: String, to: String)? = nil, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return String(decoding: try NoteTags(Array(text.utf8), syntax: syntax).replacing(with: tags, renaming: renaming),
                          as: UTF8.self)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return ""
        }
    }

    // MARK: TOML

    func testATOMLArrayIsReadAndEditedInPlaceWithItsOwnQuotingAndSpacing() throws {
        let text = "+++\ntitle = \"Drag\"\ntags = [\"rust\", 'terminal']  # mine\ndate = 2024-05-01\n[params]\ntags = [\"not\", \"these\"]\n+++\nBody\n"
        XCTAssertEqual(note(text)?.tags, ["rust", "terminal"])
        XCTAssertEqual(note(text)?.frontMatter.format, .toml)
        XCTAssertEqual(edit(text, ["terminal", "rust", "tui"]),
                       "+++\ntitle = \"Drag\"\ntags = ['terminal', \"rust\", \"tui\"]  # mine\ndate = 2024-05-01\n[params]\ntags = [\"not\", \"these\"]\n+++\nBody\n")
        XCTAssertEqual(edit(text, []), "+++\ntitle = \"Drag\"\ntags = []  # mine\ndate = 2024-05-01\n[params]\ntags = [\"not\", \"these\"]\n+++\nBody\n")
        XCTAssertFalse(edit(text, ["x"]).contains("---"), "never a second front matter")
    }

    func testATOMLArrayOverSeveralLinesKeepsItsLayout() {
        let text = "+++\ntags = [\n  \"a\",\n  \"b\",\n]\n+++\n"
        XCTAssertEqual(edit(text, ["b", "a", "c"]), "+++\ntags = [\n  \"b\",\n  \"a\",\n  \"c\",\n]\n+++\n")
        XCTAssertEqual(edit("+++\ntags = [\n  \"a\"\n]\n+++\n", ["a", "b"]), "+++\ntags = [\n  \"a\",\n  \"b\"\n]\n+++\n")
    }

    func testATOMLNoteWithoutTheKeyGetsItAtTheEndOfItsTopLevel() {
        XCTAssertEqual(edit("+++\ntitle = \"x\"\n\n[params]\ny = 1\n+++\nBody", ["a b"]),
                       "+++\ntitle = \"x\"\ntags = [\"a b\"]\n\n[params]\ny = 1\n+++\nBody")
        XCTAssertEqual(edit("+++\ntitle = \"x\"\n[taxonomies]\ncategories = [\"c\"]\n+++\n", ["t"]),
                       "+++\ntitle = \"x\"\n[taxonomies]\ncategories = [\"c\"]\ntags = [\"t\"]\n+++\n", "Zola's taxonomies")
    }

    func testZolaTaxonomiesAreRead() {
        let text = "+++\ntitle = \"x\"\n[taxonomies]\ntags = [\"rust\", \"zola\"]\n+++\n"
        XCTAssertEqual(note(text)?.tags, ["rust", "zola"])
        XCTAssertEqual(edit(text, ["zola"]), "+++\ntitle = \"x\"\n[taxonomies]\ntags = [\"zola\"]\n+++\n")
    }

    func testBrokenTOMLIsRefusedAtItsLine() {
        XCTAssertThrowsError(try NoteTags(Array("+++\ntitle = \"x\"\ntags = [\"a\",\n+++\n".utf8))) { error in
            XCTAssertEqual((error as? NoteProblem)?.line, 3, "\(error)")
        }
        XCTAssertThrowsError(try NoteTags(Array("+++\ntags = []\n".utf8)))
    }

    // MARK: JSON

    func testAJSONFrontMatterIsReadAndEditedInPlace() {
        let text = "{\n  \"title\": \"Drag\",\n  \"tags\": [\"rust\", \"tui\"],\n  \"draft\": false\n}\nBody {not json}\n"
        XCTAssertEqual(note(text)?.frontMatter.format, .json)
        XCTAssertEqual(note(text)?.tags, ["rust", "tui"])
        XCTAssertEqual(edit(text, ["tui", "a\"b"]),
                       "{\n  \"title\": \"Drag\",\n  \"tags\": [\"tui\", \"a\\\"b\"],\n  \"draft\": false\n}\nBody {not json}\n")
        XCTAssertEqual(edit("{\n  \"title\": \"x\"\n}\nBody", ["a"]), "{\n  \"title\": \"x\",\n  \"tags\": [\"a\"]\n}\nBody")
    }

    // MARK: Encodings

    func testAUTF16NoteIsEditedInUTF16() throws {
        let text = "---\ntitle: Café\ntags: [a]\n---\nBody é\n"
        for big in [false, true] {
            var bytes: [UInt8] = big ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in text.utf16 { bytes += big ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            let read = try NoteTags(bytes)
            XCTAssertEqual(read.tags, ["a"])
            XCTAssertEqual(read.encoding, .utf16(bigEndian: big))
            let edited = try read.replacing(with: ["a", "b"])
            var expected: [UInt8] = big ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in "---\ntitle: Café\ntags: [a, b]\n---\nBody é\n".utf16 {
                expected += big ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            XCTAssertEqual(edited, expected, "UTF-16 written back, byte for byte")
        }
    }

    func testAUTF32NoteRoundTripsAndBadBytesAreRefused() throws {
        var bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x00]
        for scalar in "---\ntags: [x]\n---\n😀\n".unicodeScalars {
            let v = scalar.value
            bytes += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
        }
        let read = try NoteTags(bytes)
        XCTAssertEqual(read.tags, ["x"])
        XCTAssertEqual(NoteEncoding.utf32(bigEndian: false).encode(Array(read.frontMatter.bytes)), bytes)
        XCTAssertThrowsError(try NoteTags(Array("---\ntags: [a]\n---\nLatin-1: ".utf8) + [0xE9, 0x0A])) { error in
            XCTAssertEqual((error as? NoteProblem)?.line, 4)
            XCTAssertTrue((error as? NoteProblem)?.message.contains("not valid in UTF-8") == true, "\(error)")
        }
        XCTAssertThrowsError(try NoteTags([0xFF, 0xFE, 0x2D, 0x00, 0x00, 0xD8]), "a lone surrogate")
    }

    // MARK: Items

    func testARepeatedItemIsShownOnceKeptTwiceAndSaid() throws {
        let text = "---\ntags:\n  - c\n  - a\n  - c\n---\n"
        let read = try XCTUnwrap(note(text))
        XCTAssertEqual(read.tags, ["c", "a"])
        XCTAssertEqual(read.warnings.map(\.message), ["'c' is listed twice in this note: kept twice, shown once"])
        XCTAssertEqual(read.warnings.first?.line, 5)
        XCTAssertEqual(edit(text, ["c", "a", "new"]), "---\ntags:\n  - c\n  - a\n  - c\n  - new\n---\n")
        XCTAssertEqual(edit(text, ["a", "c"]), "---\ntags:\n  - a\n  - c\n  - c\n---\n", "a reorder moves both")
        XCTAssertEqual(edit(text, ["a"]), "---\ntags:\n  - a\n---\n", "removing a tag removes each of its items")
        XCTAssertEqual(edit(text, ["d", "a"], renaming: ("c", "d")), "---\ntags:\n  - d\n  - a\n  - d\n---\n")
    }

    func testEmptyNumberAndBooleanItemsAreKeptAndTheOtherTagsRead() throws {
        let text = "---\ntags:\n  - rust\n  -\n  - 2019\n  - yes\n  - \"\"\n---\n"
        let read = try XCTUnwrap(note(text))
        XCTAssertEqual(read.tags, ["rust", "2019", "yes"])
        XCTAssertEqual(read.items.map(\.kind), [.text, .empty, .scalar, .scalar, .empty])
        XCTAssertEqual(edit(text, ["2019", "yes", "go"]), "---\ntags:\n  -\n  - 2019\n  - yes\n  - \"\"\n  - go\n---\n")
        XCTAssertEqual(edit("---\ntags: [a, 2019]\n---\n", ["a", "2019", "2020"]), "---\ntags: [a, 2019, \"2020\"]\n---\n")
    }

    func testADocusaurusTagObjectIsReadByItsLabelAndKept() throws {
        let text = "---\ntags:\n  - {label: Hello, permalink: /hello}\n  - label: World\n    permalink: /world\n  - plain\n---\n"
        let read = try XCTUnwrap(note(text))
        XCTAssertEqual(read.tags, ["Hello", "World", "plain"])
        XCTAssertEqual(edit(text, ["World", "plain", "Hello"]),
                       "---\ntags:\n  - label: World\n    permalink: /world\n  - plain\n  - {label: Hello, permalink: /hello}\n---\n")
        XCTAssertEqual(edit(text, ["Hello", "World"]),
                       "---\ntags:\n  - {label: Hello, permalink: /hello}\n  - label: World\n    permalink: /world\n---\n")
        XCTAssertThrowsError(try read.replacing(with: ["Hi", "World", "plain"], renaming: ("Hello", "Hi")))
    }

    func testAnItemThatIsNoTagIsKeptByteForByteAndSaid() throws {
        let text = "---\ntags: [a, [x, y], b]\n---\n"
        let read = try XCTUnwrap(note(text))
        XCTAssertEqual(read.tags, ["a", "b"])
        XCTAssertEqual(read.warnings.count, 1)
        XCTAssertEqual(edit(text, ["b", "c"]), "---\ntags: [[x, y], b, c]\n---\n", "it stays where it is")
    }

    // MARK: The key

    func testTheKeyIsReadAsWrittenAndNeverAddedTwice() {
        let text = "---\nTitle: x\nTags: [a]\n---\n"
        XCTAssertEqual(note(text)?.tags, ["a"])
        XCTAssertEqual(edit(text, ["a", "b"]), "---\nTitle: x\nTags: [a, b]\n---\n")
        XCTAssertEqual(edit("---\nTAGS:\n  - a\n---\n", []), "---\nTAGS: []\n---\n")
        let categories = NoteSyntax(key: "categories")
        let jekyll = "---\ncategories: [news]\ntags: [a]\n---\n"
        XCTAssertEqual(note(jekyll, categories)?.tags, ["news"])
        XCTAssertEqual(edit(jekyll, ["news", "tech"], categories), "---\ncategories: [news, tech]\ntags: [a]\n---\n")
        XCTAssertEqual(edit("---\ntitle: t\n---\n", ["x"], categories), "---\ntitle: t\ncategories:\n  - x\n---\n")
    }

    func testAKeyGivenTwiceIsReadAsTheLastOneWithAWarningAtItsLine() throws {
        let text = "---\ntitle: one\ntags: [old]\ntitle: two\ntags: [a, b]\n---\n"
        let read = try XCTUnwrap(note(text))
        XCTAssertEqual(read.tags, ["a", "b"])
        XCTAssertEqual(read.warnings.map(\.line), [4, 5])
        XCTAssertTrue(read.warnings.allSatisfy { !$0.message.contains("\n") && $0.message.count < 120 }, "\(read.warnings)")
        XCTAssertEqual(edit(text, ["b"]), "---\ntitle: one\ntags: [old]\ntitle: two\ntags: [b]\n---\n")
    }

    // MARK: Engines

    func testJekyllSplitsATextOnBlanksAndAnEditKeepsItsMeaning() throws {
        let jekyll = NoteSyntax(engine: .jekyll)
        let text = "---\ntags: jekyll ruby\n---\n"
        XCTAssertEqual(note(text, jekyll)?.tags, ["jekyll", "ruby"])
        XCTAssertEqual(note(text)?.tags, ["jekyll ruby"], "plain YAML: one tag")
        XCTAssertEqual(edit(text, ["ruby", "jekyll", "new"], jekyll), "---\ntags: ruby jekyll new\n---\n")
        XCTAssertEqual(edit(text, ["jekyll", "two words"], jekyll), "---\ntags: [jekyll, two words]\n---\n")
        XCTAssertEqual(edit(text, ["jekyll"], jekyll), "---\ntags: jekyll\n---\n")
        XCTAssertEqual(edit("---\ntags: \"a b\"\n---\n", ["a", "b", "c"], jekyll), "---\ntags: \"a b c\"\n---\n")
    }

    func testObsidianSplitsOnCommasAndBlanks() {
        let obsidian = NoteSyntax(engine: .obsidian)
        let text = "---\ntags: a, b c\n---\n"
        XCTAssertEqual(note(text, obsidian)?.tags, ["a", "b", "c"])
        XCTAssertEqual(edit(text, ["c", "a", "d"], obsidian), "---\ntags: c, a, d\n---\n")
    }

    func testTheEngineIsFoundFromTheFolder() throws {
        let root = NSTemporaryDirectory() + "engine-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        for (site, marker, engine) in [("j", "_config.yml", SiteEngine.jekyll), ("h", "hugo.toml", .hugo),
                                       ("d", "docusaurus.config.js", .docusaurus)] {
            try fm.createDirectory(atPath: "\(root)/\(site)/posts/deep", withIntermediateDirectories: true)
                XCTAssertTrue(fm.createFile(atPath: "\(root)/\(site)/\(marker)", contents: Data()))
            XCTAssertEqual(SiteEngine.detect(in: "\(root)/\(site)/posts/deep"), engine)
        }
        try fm.createDirectory(atPath: "\(root)/o/.obsidian", withIntermediateDirectories: true)
        XCTAssertEqual(SiteEngine.detect(in: "\(root)/o"), .obsidian)
        try fm.createDirectory(atPath: "\(root)/plain/.git", withIntermediateDirectories: true)
        XCTAssertEqual(SiteEngine.detect(in: "\(root)/plain"), .plain, "a repository's top ends the search")
    }

    func testANewTagIsQuotedAsTheListsTextsAreAndARenamedOneAsItsItemWas() {
        XCTAssertEqual(edit("---\ntags:\n  - \"a\"\n  - \"b\"\n---\n", ["a", "b", "c"]), "---\ntags:\n  - \"a\"\n  - \"b\"\n  - \"c\"\n---\n")
        XCTAssertEqual(edit("---\ntags: ['a', 'b']\n---\n", ["a", "b", "it's"]), "---\ntags: ['a', 'b', 'it''s']\n---\n")
        XCTAssertEqual(edit("---\ntags: [a, \"b\"]\n---\n", ["a", "b", "c"]), "---\ntags: [a, \"b\", c]\n---\n", "mixed: plain")
        XCTAssertEqual(edit("---\ntags: [a, \"b\"]\n---\n", ["a", "x"], renaming: ("b", "x")), "---\ntags: [a, \"x\"]\n---\n")
        XCTAssertEqual(edit("---\ntags: ['a', b]\n---\n", ["x", "b"], renaming: ("a", "x")), "---\ntags: ['x', b]\n---\n")
    }
}
