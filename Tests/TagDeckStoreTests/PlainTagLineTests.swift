import TagDeck
@testable import TagDeckStore
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// The reader's fast path for plain tag lines (`- text` needing no unescaping) reads exactly what the general
/// reader reads, and leaves every other line to it.
final class PlainTagLineTests: XCTestCase {
    /// The general reader's text for a tag line, when it reads one with no problem and unpinned.
    private func generalText(_ line: String) -> String? {
        let scalars = Array(line.unicodeScalars)
        let field = BoardFileEscaping.readField(scalars, from: 2, isTag: true)
        return field.problems.isEmpty && !field.pinned ? field.text : nil
    }

    private func plain(_ line: String) -> String? { BoardFileEscaping.plainTagText(ArraySlice(Array(line.utf8))) }

    func testPlainLinesAreReadStraightAndTheRestAreLeftToTheGeneralReader() {
        XCTAssertEqual(plain("- Design"), "Design")
        XCTAssertEqual(plain("- 科技 🎵 e\u{301}"), "科技 🎵 e\u{301}")
        XCTAssertEqual(plain("- a {b} c"), "a {b} c")
        XCTAssertEqual(plain("- \u{00A0}x"), "\u{00A0}x", "only spaces and tabs are blanks")
        for line in ["- ", "-", "-x", "- -x", "- #x", "- \\#x", "- x ", "-  x", "- x\t", "- x {pinned}", "- x}", "- a\tb",
                     "- a\u{7F}", "- a\u{85}b", "# x", "## x"] {
            XCTAssertNil(plain(line), line)
        }
    }

    func testRandomTagLinesReadTheSameByBothReaders() {
        let pieces = RoundTripPropertyTests.pieces + ["\t", "\u{85}", "\u{9F}", "\u{A0}", "\u{7F}", "\u{1}", "}"]
        var checked = 0
        for seed in TestSeed.seeds(count: 3_000, master: 0x7A6) {
            var rng = SplitMix64(seed: seed)
            let text = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let line = "- " + text
            let ascii = BoardFileEscaping.plainASCIITagText(ArraySlice(Array(line.utf8)))
            XCTAssertEqual(ascii, line.utf8.allSatisfy { $0 < 0x80 } ? plain(line) : nil,
                           "printable ASCII: \(line.debugDescription): " + TestSeed.replayHint(seed, test: name))
            if let ascii { XCTAssertEqual(Tag(ascii).textWidth, ascii.utf8.count, "as wide as its bytes") }
            guard let fast = plain(line) else { continue }
            checked += 1
            XCTAssertEqual(fast, generalText(line), "\(line.debugDescription): " + TestSeed.replayHint(seed, test: name))
        }
        XCTAssertGreaterThan(checked, 100, "the fast path took too few of the random lines to tell")
    }

    func testABoardOfPlainAndEscapedLinesReadsAsBefore() throws {
        let text = "# Top\n- plain\n- \\#escaped\n- pinned {pinned}\n- 科技\n# Bottom\n## S\n- plain 2\n"
        let board = try BoardFile.parse(text: text, fileName: "b").get()
        XCTAssertEqual(board.allTags.map(\.text), ["plain", "#escaped", "pinned", "科技", "plain 2"])
        XCTAssertEqual(board.allTags.map(\.isPinned), [false, false, true, false, false])
        let duplicate = BoardFile.parse(text: "# A\n- x\n- y\n# B\n- x\n", fileName: "b")
        guard case .failure(let errors) = duplicate else { return XCTFail("a duplicate was read") }
        XCTAssertEqual(errors.errors.map(\.line), [5])
        XCTAssertEqual(errors.errors.map(\.column), [3])
    }
}

/// The writer copies plain texts byte for byte and escapes the rest, as the escaping rules say.
final class PlainTagWritingTests: XCTestCase {
    func testPlainTextsAreCopiedAndTheRestEscaped() throws {
        let texts = ["Design", "科技 🎵", "a {b} c", "-x", "#x", " x", "x ", "back\\slash", "x {pinned}", "x}"]
        let board = try makeBoard("A", [("", texts.map { ($0, false) })], "B", [])
        let lines = BoardFile.canonicalText(board).split(separator: "\n").dropFirst().map(String.init)
        XCTAssertEqual(lines.prefix(texts.count), [
            "- Design", "- 科技 🎵", "- a {b} c", "- \\-x", "- \\#x", "- \\ x", "- x\\ ", "- back\\\\slash",
            "- x \\{pinned}", "- x}",
        ])
        XCTAssertEqual(try BoardFile.parse(BoardFile.canonicalBytes(board), fileName: "b").get(), board)
    }
}
