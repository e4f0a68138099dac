import XCTest
import TagDeckNotes

/// Obsidian's inline tags: what is one and what is not, where each is, and code left alone.
final class InlineTagsTests: XCTestCase {
    private func tags(_ text: String) -> [String] { InlineTags.scan(Array(text.utf8)).map(\.tag) }

    func testTagsAtTheStartOfALineOrAfterABlankWithNestingUnicodeAndEmoji() {
        XCTAssertEqual(tags("#rust is fun\nand #project/alpha, #café; #日本語 #🦀crab\n"),
                       ["rust", "project/alpha", "café", "日本語", "🦀crab"])
        XCTAssertEqual(tags("#tag_with-dash\t#second/ #third//"), ["tag_with-dash", "second", "third"],
                       "a trailing slash is no part of the tag")
    }

    func testWhatIsNoTag() {
        XCTAssertEqual(tags("# Heading\n## Sub\n#123 #2024/11 #1st\n"), ["2024/11", "1st"],
                       "headings and digits only are no tags (a slash is not a digit)")
        XCTAssertEqual(tags("page#part and https://example.org/#top and [link](#anchor) and [[note#heading]]"), [],
                       "a # inside a word, a URL or a link")
        XCTAssertEqual(tags("a `#code` span, ``#two `#ticks` here`` and #real"), ["real"], "inline code")
        XCTAssertEqual(tags("an unclosed ` #tick and #after"), ["tick", "after"], "a lone backtick is text")
        XCTAssertEqual(tags("#/slash #-dash"), ["-dash"])
    }

    /// A keycap emoji is a `#` with a variation selector and an enclosing keycap: no tag, and no more is one made
    /// of marks or variation selectors alone, or of digits and marks.
    func testAKeycapOrMarksAloneAreNoTag() {
        XCTAssertEqual(tags("Press #\u{FE0F}\u{20E3} to call, #1\u{FE0F}\u{20E3} first\n"), [])
        XCTAssertEqual(tags("#\u{FE0F} #\u{0301}x #\u{E0100} #12\u{0301}"), [])
        XCTAssertEqual(tags("#cafe\u{0301} #x\u{FE0F} #\u{1F980}\u{FE0F}"), ["cafe\u{0301}", "x\u{FE0F}", "\u{1F980}\u{FE0F}"],
                       "a mark after a letter or an emoji is part of the tag")
    }

    func testFencedCodeBlocksAreLeftOutWhateverTheirFence() {
        let text = """
            #before
            ```swift
            let x = 1 #notatag
            ```
            #between
            ~~~~
            #no
            ```
            #still-no
            ~~~~
              ```
            #indented-fence-no
              ```
            #after
            """
        XCTAssertEqual(tags(text), ["before", "between", "after"])
    }

    func testEachUseSaysItsLineColumnAndBytes() {
        let bytes = Array("---\ntags: [a]\n---\nSome text #tag and `x` #é/b\r\n\n#last".utf8)
        let start = 18  // after the front matter
        let uses = InlineTags.scan(bytes, from: start, firstLine: 4)
        XCTAssertEqual(uses.map(\.tag), ["tag", "é/b", "last"])
        XCTAssertEqual(uses.map(\.line), [4, 4, 6])
        XCTAssertEqual(uses.map(\.column), [11, 24, 1])
        for use in uses { XCTAssertEqual(String(decoding: bytes[use.range], as: UTF8.self), use.tag) }
    }
}
