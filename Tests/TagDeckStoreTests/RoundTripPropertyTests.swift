import TagDeck
import TagDeckStore
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// Random boards survive writing and reading, exactly.
final class RoundTripPropertyTests: XCTestCase {
    static let boardsPerRun = 1_500

    /// Pieces that random texts are made of: letters, CJK, emoji, combining marks, blanks, every character the
    /// grammar or the escaping gives meaning to, and whole pieces of grammar.
    static let pieces: [String] = [
        "a", "Zed", "tag", "科技", "音乐", "🎵", "👩‍👩‍👧", "🇫🇷", "é", "e\u{301}", "\u{301}", " ", "  ", "#", "##", "# ", "-",
        "- ", "{", "}", "{pinned}", " {pinned}", "\\", "\\ ", "\\\\", "\\{", "\u{00A0}", "\u{3000}", "\u{FEFF}", "*",
        "[x]", "`", ">", "\u{200D}", "\u{FFFD}",
    ]

    static func randomText(_ rng: inout SplitMix64, maxPieces: Int = 6) -> String {
        let count = Int.random(in: 1...maxPieces, using: &rng)
        return (0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    static func randomTitle(_ rng: inout SplitMix64) -> String {
        Int.random(in: 0..<4, using: &rng) == 0 ? "" : randomText(&rng, maxPieces: 4)
    }

    static func randomBoard(_ rng: inout SplitMix64) throws -> Board {
        var used = Set<String>()
        func pane() -> PaneContent {
            let sectionCount = Int.random(in: 1...4, using: &rng)
            let sections = (0..<sectionCount).map { _ in
                let tags = (0..<Int.random(in: 0...5, using: &rng)).compactMap { _ -> Tag? in
                    let text = randomText(&rng)
                    guard used.insert(text).inserted else { return nil }
                    return Tag(text, pinned: Bool.random(using: &rng))
                }
                return Section(title: randomTitle(&rng), tags: tags)
            }
            return PaneContent(title: randomTitle(&rng), sections: sections)
        }
        return try Board(top: pane(), bottom: pane())
    }

    /// A valid, non-canonical rendering of `text`: CRLF line ends, a byte order mark, blank lines, extra
    /// blanks after markers and at line ends. It must read as the same board.
    static func messUp(_ text: String, _ rng: inout SplitMix64) -> [UInt8] {
        var out = Bool.random(using: &rng) ? "\u{FEFF}" : ""
        let crlf = Bool.random(using: &rng)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if Int.random(in: 0..<4, using: &rng) == 0 { out += crlf ? "\r\n" : "\n" }
            if line.isEmpty { continue }
            var scalars = Array(line.unicodeScalars)
            let marker = ["## ", "# ", "- "].first { scalars.starts(with: $0.unicodeScalars) }
            if let marker, Bool.random(using: &rng) {
                scalars.insert(contentsOf: "  ".unicodeScalars, at: marker.unicodeScalars.count)
            }
            if Bool.random(using: &rng) { scalars += " \t ".unicodeScalars }
            var mangled = String.UnicodeScalarView()
            mangled.append(contentsOf: scalars)
            out += String(mangled) + (crlf ? "\r\n" : "\n")
        }
        return Array(out.utf8)
    }

    func testRandomBoardsRoundTripExactly() throws {
        let seed = testSeed()
        var rng = SplitMix64(seed: seed)
        var checked = 0
        for index in 0..<Self.boardsPerRun {
            let board = try Self.randomBoard(&rng)
            let bytes = BoardFile.canonicalBytes(board)
            let context = TestSeed.replayHint(seed, test: "RoundTripPropertyTests") + ", board \(index):\n\(BoardFile.canonicalText(board))"
            switch BoardFile.parse(bytes, fileName: "random.md") {
            case .failure(let errors):
                return XCTFail("\(context)\ndoes not parse:\n\(errors)")
            case .success(let read):
                guard exactShape(read) == exactShape(board) else {
                    return XCTFail("\(context)\nread back as:\n\(exactShape(read))\nexpected:\n\(exactShape(board))")
                }
                guard BoardFile.canonicalBytes(read) == bytes else {
                    return XCTFail("\(context)\ncanonical bytes changed after a load and a save")
                }
            }
            let messy = Self.messUp(BoardFile.canonicalText(board), &rng)
            switch BoardFile.parse(messy, fileName: "messy.md") {
            case .failure(let errors):
                return XCTFail("\(context)\nnon-canonical form does not parse:\n\(errors)")
            case .success(let read):
                guard exactShape(read) == exactShape(board) else {
                    return XCTFail("\(context)\nnon-canonical form read back as:\n\(exactShape(read))")
                }
            }
            checked += 1
        }
        XCTAssertEqual(checked, Self.boardsPerRun)
    }

    func testEveryTextRoundTripsAsATagAndAsATitle() throws {
        let seed = testSeed()
        var rng = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let text = Self.randomText(&rng, maxPieces: 8)
            let pinned = Bool.random(using: &rng)
            let board = try makeBoard(text, [(text, [(text, pinned)])], "B", [])
            let read = try BoardFile.parse(BoardFile.canonicalBytes(board), fileName: "t.md").get()
            XCTAssertEqual(exactShape(read), exactShape(board), TestSeed.replayHint(seed, test: "RoundTripPropertyTests") + ", text \(Array(text.unicodeScalars))")
            if exactShape(read) != exactShape(board) { return }
        }
    }
}
