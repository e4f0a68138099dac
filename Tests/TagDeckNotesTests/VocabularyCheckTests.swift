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
