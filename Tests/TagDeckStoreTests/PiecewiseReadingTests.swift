import TagDeck
@testable import TagDeckStore
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// A board file read a piece at a time (pieces ending anywhere, inside a line, a CRLF or a byte order mark's
/// line) reads exactly as the whole file does: the same board, or the same errors on the same lines.
final class PiecewiseReadingTests: XCTestCase {
    /// Lines that make a file interesting to cut: good ones, bad ones, a CRLF, blanks, a long line.
    static let lines: [String] = [
        "# Top", "# Bottom", "## Section", "##", "- plain", "- 科技 🎵", "- \\#escaped", "- pinned {pinned}",
        "- tab\there", "-bad", "junk", "", "   ", "- crlf\r", "- " + String(repeating: "x", count: 70_000),
        "- " + String(repeating: "y", count: 65_534) + "\r", "- " + String(repeating: "z", count: 65_535),
        "- dup", "- dup",
    ]

    func testAnyCutReadsAsTheWhole() throws {
        for seed in TestSeed.seeds(count: 300, master: 0x9137) {
            var rng = SplitMix64(seed: seed)
            var text = Bool.random(using: &rng) ? "\u{FEFF}" : ""
            for k in 0..<Int.random(in: 0...14, using: &rng) {
                text += (k == 0 && Bool.random(using: &rng) ? "# Top" : Self.lines.randomElement(using: &rng)!) + "\n"
            }
            if Bool.random(using: &rng) { text += "- no newline at the end" }
            let bytes = Array(text.utf8)
            var pieces: [ArraySlice<UInt8>] = []
            var at = 0
            while at < bytes.count {
                let size = Int.random(in: 1...(Bool.random(using: &rng) ? 5 : 80_000), using: &rng)
                pieces.append(bytes[at..<min(bytes.count, at + size)])
                at += size
            }
            let whole = BoardFile.parse(bytes, fileName: "b")
            // Files with duplicates are left to the test below, where a file is read again whole.
            if case .failure(let errors) = whole, errors.errors.contains(where: {
                if case .duplicateTag = $0.kind { true } else { false }
            }) { continue }
            XCTAssertEqual(BoardFile.parse(inPieces: pieces, fileName: "b"), whole,
                           "\(pieces.map(\.count)): " + TestSeed.replayHint(seed, test: name))
        }
    }

    func testAFileIsReadInPiecesAndAFileWithDuplicatesWholeAgain() throws {
        let directory = try makeTemporaryDirectory(self)
        for text in ["# A\n- one\n## S\n- two\n# B\n- three\n", "# A\n- one\n- two\n# B\n- one\n## S\n- two\n"] {
            let path = directory + "/b.md"
            try writePlain(text, to: path)
            let (result, stamp) = try BoardFile.parse(file: path, fileName: "b.md")
            XCTAssertEqual(result, BoardFile.parse(Array(text.utf8), fileName: "b.md"))
            XCTAssertEqual(stamp, try FileReading.read(path).stamp, "the stamp of what was read, its hash included")
        }
    }
}
