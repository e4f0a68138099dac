@testable import TagDeck
import TagDeckTestSupport
import XCTest
@testable import TagDeckStore
import TagDeckTesting

/// The picker's input read as it arrives: the same tags and warnings whatever the chunks, bounded memory for
/// endless duplicates, long lines skipped, a cap on candidates, and every line a candidate byte for byte.
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

    /// The set of texts seen grows many times over 60,000 of them; each duplicate still names the line its text
    /// was first on, and texts that differ in one byte, or are prefixes of others, are never taken for each other.
    func testDuplicatesNameTheirFirstLineAcrossTheSetsGrowth() {
        var rng = seededGenerator(default: 0x5EE7)
        let distinct = (0..<60_000).map { "line \($0)" }
        var lines = distinct
        var repeats: [Int] = []
        for _ in 0..<800 {
            let k = Int.random(in: 0..<distinct.count, using: &rng)
            repeats.append(k)
            lines.append(distinct[k])
        }
        lines += ["line 1x", "line", "line 59999 ", "日本", "日本 ", "日本"]
        let (texts, stream) = streamed(Array((lines.joined(separator: "\n") + "\n").utf8), cuts: [70_000, 700_001])
        XCTAssertTrue(texts == distinct + ["line 1x", "line", "line 59999 ", "日本", "日本 "], "\(texts.suffix(6))")
        XCTAssertEqual(stream.warnings.count, repeats.count + 1)
        XCTAssertEqual(stream.warnings.last, "in:\(lines.count): duplicate tag '日本' (first on line \(lines.count - 2)); merged")
        for (j, k) in repeats.enumerated() {
            XCTAssertEqual(stream.warnings[j],
                           "in:\(distinct.count + j + 1): duplicate tag 'line \(k)' (first on line \(k + 1)); merged")
        }
    }

    /// Lines are one candidate exactly when their bytes are equal: `é` precomposed and decomposed, the Kelvin sign
    /// and `K`, the Ohm sign and `Ω` are two each (their texts are not canonically equivalent), and each text gives
    /// its line's bytes back.
    func testLinesAreOneCandidateExactlyWhenTheirBytesAreEqual() {
        let lines = ["caf\u{E9}", "K", "cafe\u{301}", "\u{212A}", "Ω", "\u{2126}", "cafe", "cafe\u{301}", "\u{212A}"]
        let (texts, stream) = streamed(Array((lines.joined(separator: "\n") + "\n").utf8), cuts: [])
        XCTAssertEqual(texts.count, 7)
        XCTAssertEqual(texts.map(LineText.bytes(of:)), lines.prefix(7).map { Array($0.utf8) })
        XCTAssertEqual(Set(texts).count, 7, "no two texts are equal as strings")
        XCTAssertEqual(stream.warnings, ["in:8: duplicate tag 'cafe\u{301}' (first on line 3); merged",
                                         "in:9: duplicate tag '\u{212A}' (first on line 4); merged"])
    }

    /// Nothing is trimmed or skipped but empty lines: blanks around a line, a CR before the newline, a byte order
    /// mark, control characters and bytes that are not UTF-8 are all part of their candidates.
    func testEveryLineIsACandidateByteForByte() {
        let lines: [[UInt8]] = [Array("\u{FEFF}bom".utf8), Array("  blanks \t".utf8), Array("crlf\r".utf8),
                                [0x61, 0xFF, 0xFE, 0x62], [0xC3], Array("esc \u{1B}[31mred\u{1B}[0m".utf8),
                                Array("a\tb".utf8), Array("\u{7}bell".utf8), [0xF4, 0x8F, 0xBF, 0xBF], Array(" ".utf8)]
        var bytes: [UInt8] = []
        for line in lines { bytes += line + [0x0A, 0x0A] }
        for cut in [0, 3, 17, 40] {
            let (texts, stream) = streamed(bytes, cuts: [cut])
            XCTAssertEqual(texts.map(LineText.bytes(of:)), lines)
            XCTAssertEqual(stream.warnings, [])
        }
    }

    /// The picker's board keeps the stream's packing of the candidates' texts, run by run as each is finished (the
    /// last one once the input ends), so that each text is held once; duplicates and chosen entries among the lines
    /// do not put the runs out of step with the board.
    func testThePickersBoardKeepsTheStreamsPackingOfTheTexts() {
        let lines = (0..<5_000).map { k in k % 500 == 7 ? "item \(k - 1)" : k == 9 ? "chosen" : "item \(k)" }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        var stream = PickerStream(source: "in", known: ["chosen"])
        let first = stream.feed(bytes[0..<20_000])
        var board = PickerBoard.make(candidates: first, chosen: ["chosen"])
        var runs = stream.takePackedRuns()
        board.shareTexts(of: runs, in: .bottom, section: 0)
        var options = DeckOptions()
        options.mode = .picker
        let d = HeadlessDriver(board: board, width: 80, height: 20, options: options)
        var cut = 20_000
        while cut < bytes.count {
            let next = min(cut + 7_777, bytes.count)
            let texts = stream.feed(bytes[cut..<next])
            let packed = stream.takePackedRuns()
            runs += packed
            d.send(DeckEvent.candidates(texts, ended: false, packed: packed))
            cut = next
        }
        let last = stream.finish()
        let packed = stream.takePackedRuns()
        runs += packed
        d.send(DeckEvent.candidates(last, ended: true, packed: packed))
        let expected = lines.filter { $0 != "chosen" }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        XCTAssertEqual(d.board[.bottom].sections[0].tags.map(\.text), expected)
        XCTAssertEqual(runs.map(\.start), Array(stride(from: 0, to: expected.count, by: TagList.buildChunk)))
        XCTAssertEqual(d.board[.bottom].sections[0].tags.chunksSharing(runs.map(\.texts)), runs.count)
    }

    /// A text's line counts the lines not kept before it (empty ones, merged ones, chosen entries): the set keeps no
    /// number per text, only where such lines were met, and every duplicate still names its first line.
    func testFirstLinesCountTheLinesNotKeptBeforeThem() {
        var rng = seededGenerator(default: 0x11_AE5)
        var lines: [String] = [], first: [String: Int] = [:], expected: [String] = []
        for k in 0..<3_000 {
            let roll = Int.random(in: 0..<10, using: &rng)
            let line = roll == 0 ? "" : roll == 1 ? "chosen" : roll < 4 && !first.isEmpty ? "t\(Int.random(in: 0..<k, using: &rng))" : "t\(k)"
            lines.append(line)
            if line.isEmpty || line == "chosen" { continue }
            if let n = first[line] {
                expected.append("in:\(lines.count): duplicate tag '\(line)' (first on line \(n)); merged")
            } else if line.hasPrefix("t") {
                first[line] = lines.count
            }
        }
        // Duplicates of texts never kept (a "t" number not yet met) are new texts: the expectation follows the stream.
        let (texts, stream) = streamed(Array((lines.joined(separator: "\n") + "\n").utf8), cuts: [5_000], known: ["chosen"])
        XCTAssertEqual(texts.count, first.count)
        XCTAssertEqual(Array(stream.warnings.prefix(PickerStream.maximumWarnings)), Array(expected.prefix(PickerStream.maximumWarnings)))
        XCTAssertFalse(expected.isEmpty)
    }

    func testLinesOverTheLimitAreSkippedWithoutKeepingThem() {
        var stream = PickerStream(source: "stdin")
        var texts = stream.feed(Array("short\n".utf8))
        let piece = [UInt8](repeating: 0x61, count: 1 << 20)
        for _ in 0..<65 { texts += stream.feed(piece) }  // 65 MiB, no newline
        texts += stream.feed(Array("\nafter\n".utf8))
        XCTAssertEqual(texts, ["short", "after"])
        XCTAssertEqual(stream.warnings, ["stdin:2: line longer than 64 MiB; skipped"])
    }

    /// fzf keeps a line of any length; so does the picker, up to 64 MiB (it skipped lines over 64 KiB).
    func testALongLineIsKeptByteForByte() {
        var stream = PickerStream(source: "stdin")
        let long = (0..<300_000).map { UInt8(0x61 + $0 % 26) } + [0x09, 0xFF]
        var texts: [String] = []
        for part in stride(from: 0, to: long.count, by: 65_536) {
            texts += stream.feed(long[part..<min(long.count, part + 65_536)])
        }
        texts += stream.feed(Array("\nnext\n".utf8))
        XCTAssertEqual(texts.count, 2)
        XCTAssertEqual(LineText.bytes(of: texts[0]), long)
        XCTAssertEqual(texts[1], "next")
        XCTAssertTrue(stream.warnings.isEmpty, "\(stream.warnings)")
    }

    func testTheCapStopsAddingAndSaysSoOnceAndKnownTagsMergeQuietly() {
        let (texts, stream) = streamed(Array("a\nb\nc\nd\nchosen\n".utf8), cuts: [3], known: ["gone", "chosen", "away"],
                                       cap: 2)
        XCTAssertEqual(texts, ["a", "b"])
        XCTAssertTrue(stream.isFull)
        XCTAssertEqual(stream.warnings, ["in:3: more than 2 candidates; the rest are not added"])
        XCTAssertEqual(stream.unseenKnown, ["gone", "away"], "the chosen entries that are not among the candidates")
    }

    /// No cap but memory: every line is taken while the candidates' bytes, each with its counted overhead, fit
    /// in the limit; the first one that does not fit stops the adding, said once with the limit in MB.
    func testTheMemoryLimitStopsAddingAtTheBytesItAllowsAndSaysSo() {
        let perCandidate = 10 + PickerStream.bytesPerCandidate  // each line is 10 bytes: six digits and abcd
        let fitting = 2 * 1_048_576 / perCandidate
        var distinct = PickerStream(source: "in", maximumBytes: 2 * 1_048_576)
        var kept = 0
        for n in 0..<(fitting + 10) { kept += distinct.feed(Array(String(format6(n) + "abcd\n").utf8)).count }
        XCTAssertEqual(kept, fitting, "as many as fit in 2 MB at \(perCandidate) bytes each")
        XCTAssertLessThanOrEqual(distinct.keptBytes, 2 * 1_048_576)
        XCTAssertTrue(distinct.isFull)
        XCTAssertEqual(distinct.warnings.last,
                       "in:\(fitting + 1): the candidates fill their memory limit of 2 MB (--max-memory); the rest are not added")
        XCTAssertEqual(PickerStream(source: "in").maximumCandidates, .max, "no cap on the count by default")
    }

    /// `n` as six digits.
    private func format6(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
