import XCTest
import TagDeckNotes

/// `tagdeck vocab DIR --check`'s library side: the vocabulary file found and read (Docusaurus's tags.yml, a board
/// file), and every use of a tag it does not keep, in front matter and inline, where it is, with a suggestion.
final class VocabularyCheckTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tagdeck-vocab-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    func testTagsYMLKeysAreTheVocabularyAndEveryStrayUseIsFoundWhereItIs() throws {
        try write("tags.yml", "javascript:\n  label: JavaScript\n# a comment\nrust: {}\nproject/alpha:\n")
        try write("a.md", "---\ntags: [rust, javscript]\n---\nBody #rust and #Rust, `#code`, #project/alpha\n```\n#fenced\n```\n")
        try write("sub/b.md", "Just #unkept text https://x.org/#frag\n")
        let kept = try KeptVocabulary.load(folder: folder).get()
        XCTAssertEqual(kept.tags, ["javascript", "rust", "project/alpha"])
        XCTAssertEqual(kept.path, folder + "/tags.yml")
        let notes = Vocabulary.notes(under: folder)
        let (strays, skipped) = VocabularyCheck.strays(notes: notes, kept: kept.tags, inline: true)
        XCTAssertEqual(skipped, [])
        XCTAssertEqual(strays.map(\.described), [
            "\(folder)/a.md:2:14: 'javscript' is not in the vocabulary (did you mean 'javascript'?)",
            "\(folder)/a.md:4:16: 'Rust' is not in the vocabulary (did you mean 'rust'?)",
            "\(folder)/sub/b.md:1:6: 'unkept' is not in the vocabulary",
        ])
        XCTAssertEqual(strays.map(\.isInline), [false, true, true])
        let frontMatterOnly = VocabularyCheck.strays(notes: notes, kept: kept.tags, inline: false).strays
        XCTAssertEqual(frontMatterOnly.map(\.tag), ["javscript"], "inline tags left out")
        XCTAssertTrue(VocabularyCheck.strays(notes: notes, kept: kept.tags + ["javscript", "Rust", "unkept"],
                                             inline: true).strays.isEmpty, "a clean folder")
        let obsidian = NoteSyntax(key: "tags", engine: .obsidian)
        XCTAssertEqual(VocabularyCheck.strays(notes: notes, kept: kept.tags, syntax: obsidian, inline: true).strays.map(\.tag),
                       ["javscript", "unkept"], "Obsidian's tags are one whatever their case")
    }

    /// Each item is found where it is written, never where its text first occurs in the front matter (a key, a
    /// title): the column of the item's first character as written, its opening quote when it is quoted, in every
    /// front matter's language.
    func testEachStrayIsReportedAtItsOwnItemInYAMLTOMLAndJSON() throws {
        try write("yaml.md", "---\ntitle: my notes\ntags: [note]\n---\n")
        try write("block.md", "---\nrust: true\ntags:\n  - \"rust\"\n  - 'go'\n  - go-lang\n---\n")
        try write("json.md", "{\n  \"tags\": [\"a\", \"tags\"],\n  \"title\": \"a\"\n}\n")
        try write("toml.md", "+++\ntitle = \"x y\"\ntags = [\"x\", 'y']\n+++\n")
        try write("sub/text.md", "---\ntitle: alpha beta\ntags: alpha  beta\n---\n")
        let notes = Vocabulary.notes(under: folder)
        let jekyll = NoteSyntax(key: "tags", engine: .jekyll)
        let strays = VocabularyCheck.strays(notes: notes, kept: [], syntax: jekyll, inline: false).strays
        XCTAssertEqual(strays.map { "\($0.file.dropFirst(folder.count + 1)):\($0.line):\($0.column): \($0.tag)" }, [
            "block.md:4:5: rust", "block.md:5:5: go", "block.md:6:5: go-lang",
            "json.md:2:12: a", "json.md:2:17: tags",
            "sub/text.md:3:7: alpha", "sub/text.md:3:14: beta",
            "toml.md:3:9: x", "toml.md:3:14: y",
            "yaml.md:3:8: note",
        ])
    }

    func testABoardFileKeepsTheTagsOfItsTopPaneAndAMissingOrBrokenFileIsSaid() throws {
        XCTAssertEqual(KeptVocabulary.load(folder: folder).failure?.message,
                       "\(folder) has no vocabulary: neither tags.yml nor .tagdeck/vocabulary.md (--file FILE names one)")
        try FileManager.default.createDirectory(atPath: folder + "/.tagdeck", withIntermediateDirectories: true)
        try write(".tagdeck/vocabulary.md", "# Vocabulary\n- rust\n- go\n\n# In use, not kept\n- javscript\n")
        XCTAssertEqual(try KeptVocabulary.load(folder: folder).get().tags, ["rust", "go"])
        try write("broken.yml", "- a list\n- not a mapping\n")
        XCTAssertNotNil(KeptVocabulary.load(folder: folder, file: folder + "/broken.yml").failure)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let f) = self { return f }
        return nil
    }
}
