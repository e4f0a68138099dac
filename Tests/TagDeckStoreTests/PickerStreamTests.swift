import TagDeckTestSupport
import XCTest
@testable import TagDeckStore

/// The picker's input read as it arrives: the same tags and warnings whatever the chunks, bounded memory for
/// endless duplicates, long lines skipped, a cap on candidates.
final class PickerStreamTests: XCTestCase {
    private func streamed(_ bytes: [UInt8], cuts: [Int], known: [String] = [], cap: Int = .max)
        -> (texts: [String], stream: PickerStream) {
        var stream = PickerStream(source: "in", known: known, maximumCandidates: cap)
        var texts: [String] = []
        var start = 0
        for cut in cuts.sorted() where cut > start && cut < bytes.count {
            texts += stream.feed(bytes[start..<cut])
            start = cut
        }
        texts += stream.feed(bytes[start...])
        texts += stream.finish()
        return (texts, stream)
    }

    func testAnyChunkingGivesTheWholeReadsResult() {
        var rng = seededGenerator(default: 0x57_2EA4)
        let pieces = ["a", "b", " c ", "a", "", "\r", "\u{FEFF}", "é", "科技", "\u{1B}x", "\t", "b\r"]
        for _ in 0..<500 {
            var text = Bool.random(using: &rng) ? "\u{FEFF}" : ""
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                text += pieces.randomElement(using: &rng)! + (Bool.random(using: &rng) ? "\n" : "")
            }
            var bytes = Array(text.utf8)
            if Int.random(in: 0..<5, using: &rng) == 0 { bytes.insert(0xFF, at: Int.random(in: 0...bytes.count, using: &rng)) }
            let whole = PickerLines.read(bytes, source: "in")
            let cuts = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0...max(0, bytes.count), using: &rng) }
            let (texts, stream) = streamed(bytes, cuts: cuts)
            XCTAssertEqual(texts, whole.texts, "\(bytes) cut at \(cuts)")
            XCTAssertEqual(stream.warnings, whole.warnings, "\(bytes) cut at \(cuts)")
        }
    }

    func testEndlessDuplicatesKeepOneAndBoundedWarnings() {
        var stream = PickerStream(source: "stdin")
        var texts: [String] = []
        let chunk: [UInt8] = (0..<65_536).map { $0 % 2 == 0 ? 0x79 : 0x0A }
        for _ in 0..<30 { texts += stream.feed(chunk) }  // a million lines of "y"
        XCTAssertEqual(texts, ["y"])
        XCTAssertEqual(stream.warnings.count, PickerStream.maximumWarnings)
        XCTAssertGreaterThan(stream.droppedWarnings, 900_000)
    }

    func testLongLinesAreSkippedWithoutKeepingThem() {
        var stream = PickerStream(source: "stdin")
        var texts = stream.feed(Array("short\n".utf8))
        for _ in 0..<40 { texts += stream.feed([UInt8](repeating: 0x61, count: 10_000)) }  // 400 KB, no newline
        texts += stream.feed(Array("\nafter\n".utf8))
        XCTAssertEqual(texts, ["short", "after"])
        XCTAssertEqual(stream.warnings, ["stdin:2: line longer than 64 KiB; skipped"])
    }

    func testTheCapStopsAddingAndSaysSoOnceAndKnownTagsMergeQuietly() {
        let (texts, stream) = streamed(Array("a\nb\nc\nd\nchosen\n".utf8), cuts: [3], known: ["gone", "chosen", "away"],
                                       cap: 2)
        XCTAssertEqual(texts, ["a", "b"])
        XCTAssertTrue(stream.isFull)
        XCTAssertEqual(stream.warnings, ["in:3: more than 2 candidates; the rest are not added"])
        XCTAssertEqual(stream.unseenKnown, ["gone", "away"], "the chosen entries that are not among the candidates")
    }
}
