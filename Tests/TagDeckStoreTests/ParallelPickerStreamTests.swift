@testable import TagDeck
import TagDeckTestSupport
import XCTest
@testable import TagDeckStore
import TagDeckTesting

/// The parallel reader reads as the one-core reader does: on random inputs (repeats, long lines, no final separator,
/// NUL separators, bytes that are not UTF-8, known texts, limits), cut into random chunks, on 1 to 4 threads with
/// batches spread from a few bytes on, the same candidates in the same order, the same warnings, limits and packed
/// runs.
final class ParallelPickerStreamTests: XCTestCase {
    /// The lines a random input is made of: repeats, empty lines, spaces, bytes that are not UTF-8, long lines.
    private static func randomInput(_ rng: inout SplitMix64, separator: UInt8) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("b".utf8), Array(" c ".utf8), Array("é".utf8), Array("e\u{301}".utf8),
            Array("科技".utf8), Array("\u{1B}x".utf8), [0xFF], [0xC3], [0x80, 0x41], Array("\r".utf8), [0x0A], [0],
            Array("item 0001".utf8), Array("item 0002".utf8), Array("\u{FEFF}".utf8),
        ]
        var bytes: [UInt8] = []
        let lines = Int.random(in: 0...400, using: &rng)
        for _ in 0..<lines {
            let length = Int.random(in: 0..<20, using: &rng) == 0 ? Int.random(in: 100...3_000, using: &rng)
                : Int.random(in: 0...4, using: &rng)
            for _ in 0..<length {
                // Few distinct pieces on most lines, so that lines repeat.
                bytes += pieces[Int.random(in: 0..<(length > 2 ? pieces.count : 4), using: &rng)]
            }
            bytes.append(separator)
        }
        if Bool.random(using: &rng), !bytes.isEmpty { bytes.removeLast() }
        return bytes
    }

    /// Both readers fed `bytes` in the chunks `cuts` make; the parallel one on `threads` threads.
    private func compare(_ bytes: [UInt8], cuts: [Int], separator: UInt8, known: [String], cap: Int, memory: Int,
                         threads: Int, parallelBytes: Int, _ message: String) {
        var one = PickerStream(source: "in", separator: separator, known: known, maximumCandidates: cap,
                               maximumBytes: memory)
        var all = ParallelPickerStream(source: "in", separator: separator, known: known, maximumCandidates: cap,
                                       maximumBytes: memory, threads: threads, parallelBytes: parallelBytes,
                                       expectedBytes: threads.isMultiple(of: 2) ? bytes.count : nil)
        var start = 0
        for cut in cuts.sorted() + [bytes.count] where cut >= start && cut <= bytes.count {
            let a = one.feed(bytes[start..<cut]), b = all.feed(bytes[start..<cut])
            XCTAssertEqual(b, a, "candidates, " + message)
            XCTAssertEqual(all.takePackedRuns(), one.takePackedRuns(), "packed runs, " + message)
            start = cut
        }
        XCTAssertEqual(all.finish(), one.finish(), "last line, " + message)
        XCTAssertEqual(all.takePackedRuns(), one.takePackedRuns(), "last packed runs, " + message)
        XCTAssertEqual(all.warnings, one.warnings, "warnings, " + message)
        XCTAssertEqual(all.droppedWarnings, one.droppedWarnings, message)
        XCTAssertEqual(all.count, one.count, message)
        XCTAssertEqual(all.isFull, one.isFull, message)
        XCTAssertEqual(all.keptBytes, one.keptBytes, message)
        XCTAssertEqual(all.unseenKnown, one.unseenKnown, message)
    }

    func testTheParallelReaderReadsAsTheOneCoreReader() {
        var rng = seededGenerator(default: 0x9A_4A11)
        for round in 0..<150 {
            let separator: UInt8 = Int.random(in: 0..<4, using: &rng) == 0 ? 0 : 0x0A
            let bytes = Self.randomInput(&rng, separator: separator)
            let cuts = (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 0...bytes.count, using: &rng) }
            let known = Int.random(in: 0..<5, using: &rng) == 0 ? ["a", "b", "item 0001", "\u{FFFD}"] : []
            let cap = Int.random(in: 0..<6, using: &rng) == 0 ? Int.random(in: 0...30, using: &rng) : .max
            let memory = Int.random(in: 0..<6, using: &rng) == 0 ? Int.random(in: 0...2_000, using: &rng) : .max
            let threads = Int.random(in: 1...4, using: &rng)
            let parallelBytes = [1, 16, 256, 1 << 20].randomElement(using: &rng)!
            compare(bytes, cuts: cuts, separator: separator, known: known, cap: cap, memory: memory, threads: threads,
                    parallelBytes: parallelBytes,
                    "round \(round): \(bytes.count) bytes cut at \(cuts), separator \(separator), \(threads) threads")
        }
    }

    func testManyLinesManyBlocksAndRepeatsOnEveryThread() {
        // Past several packed blocks and table growths, every line seen twice, in two orders.
        var bytes: [UInt8] = []
        for k in 0..<20_000 { bytes += Array("item \(k % 7_919) \(k % 3)\n".utf8) }
        for k in stride(from: 20_000, to: 0, by: -1) { bytes += Array("item \(k)\n".utf8) }
        for threads in [1, 2, 3, 4] {
            compare(bytes, cuts: [1, 4_096, 100_000, 100_001, 250_000], separator: 0x0A, known: [], cap: .max,
                    memory: .max, threads: threads, parallelBytes: 1, "\(threads) threads")
        }
    }
}
