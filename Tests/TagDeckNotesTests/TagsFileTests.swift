import XCTest
@testable import TagDeckNotes

/// A Docusaurus `tags.yml` edited in place: keeping, no longer keeping, renaming and reordering tags change their
/// blocks of lines and nothing else.
final class TagsFileTests: XCTestCase {
    private let text = """
        # Tags this site allows.
        # Keep them few.

        javascript:
          label: JavaScript
          description: Posts about JS # a comment on a value

        # Systems
        rust:
          label: Rust
          permalink: /rust

        "c++": {label: C++}
        go:

        """

    private func parsed(_ text: String) throws -> TagsFile { try TagsFile.parse(text, path: "tags.yml").get() }

    func testKeepingTheSameTagsGivesEveryByteBack() throws {
        let file = try parsed(text)
        XCTAssertEqual(file.blocks.map(\.tag), ["javascript", "rust", "c++", "go"])
        XCTAssertEqual(file.text(keeping: ["javascript", "rust", "c++", "go"]), text)
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(try parsed(crlf).text(keeping: ["javascript", "rust", "c++", "go"]).debugDescription, crlf.debugDescription)
    }

    func testATagKeptIsAppendedSetApartAsTheOthersAre() throws {
        let out = try parsed(text).text(keeping: ["javascript", "rust", "c++", "go", "zig", "a: b"])
        XCTAssertEqual(out, text + "\nzig:\n\n\"a: b\":\n")
        XCTAssertEqual(try KeptVocabulary.read(out, path: "tags.yml").get().tags, ["javascript", "rust", "c++", "go", "zig", "a: b"])
    }

    func testATagNoLongerKeptTakesItsCommentsAndValuesWithItAndNothingElse() throws {
        let out = try parsed(text).text(keeping: ["javascript", "c++", "go"])
        XCTAssertEqual(out, """
            # Tags this site allows.
            # Keep them few.

            javascript:
              label: JavaScript
              description: Posts about JS # a comment on a value

            "c++": {label: C++}
            go:

            """)
    }

    func testARenameRewritesTheKeyAndKeepsItsValues() throws {
        let out = try parsed(text).text(keeping: ["javascript", "rustlang", "cpp", "go"], renamedFrom: ["rustlang": "rust", "cpp": "c++"])
        XCTAssertTrue(out.contains("# Systems\nrustlang:\n  label: Rust\n  permalink: /rust\n"), out)
        XCTAssertTrue(out.contains("\ncpp: {label: C++}\n"), out)
        XCTAssertEqual(out.replacingOccurrences(of: "rustlang:", with: "rust:").replacingOccurrences(of: "cpp:", with: "\"c++\":"), text)
    }

    func testAReorderMovesWholeBlocksAndABlockRememberedComesBack() throws {
        let file = try parsed(text)
        let reordered = file.text(keeping: ["go", "rust", "javascript", "c++"])
        XCTAssertTrue(reordered.hasPrefix("# Tags this site allows.\n# Keep them few.\n\ngo:\n\n# Systems\nrust:\n"), reordered)
        XCTAssertTrue(reordered.hasSuffix("Posts about JS # a comment on a value\n\n\"c++\": {label: C++}\n"), reordered)
        let dropped = try parsed(file.text(keeping: ["go"]))
        let back = dropped.text(keeping: ["go", "rust"], remembered: Dictionary(uniqueKeysWithValues: file.blocks.map { ($0.tag, $0) }))
        XCTAssertTrue(back.contains("# Systems\nrust:\n  label: Rust\n  permalink: /rust\n"), "label and permalink came back: \(back)")
    }

    func testAFlowMappingOrAListIsRefusedForEditing() {
        XCTAssertThrowsError(try parsed("{javascript: {label: JS}, rust: null}\n"))
        XCTAssertThrowsError(try parsed("- javascript\n- rust\n"))
        XCTAssertEqual(try parsed("").text(keeping: ["zig"]), "zig:\n")
        XCTAssertEqual(try parsed("# only a comment").text(keeping: ["zig"]), "# only a comment\nzig:\n")
    }
}
