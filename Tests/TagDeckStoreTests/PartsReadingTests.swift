import TagDeck
@testable import TagDeckStore
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// A big board file read in parts on every core reads exactly as it does in order: the same board and stamp, and
/// a file with a problem is left to the reading in order, which says where the problem is.
final class PartsReadingTests: XCTestCase {
    /// A board of good lines in many shapes, now and then a bad one, cut into parts anywhere.
    func testPartsReadAsTheWholeFile() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        let odd = ["-bad", "junk", "- ", "# Third", "- " + String(repeating: "x", count: 70_000), "- dup", "- dup"]
        var taken = 0
        for seed in TestSeed.seeds(count: 200, master: 0x5A17) {
            var rng = SplitMix64(seed: seed)
            var lines: [String] = [], tag = 0
            func someTags() {
                for _ in 0..<Int.random(in: 0...30, using: &rng) {
                    tag += 1
                    switch Int.random(in: 0..<8, using: &rng) {
                    case 0: lines.append("- 科技 \(tag) 🎵")
                    case 1: lines.append("- pinned \(tag) {pinned}")
                    case 2: lines.append("- \\#escaped \(tag)")
                    case 3: lines.append("- crlf \(tag)\r")
                    case 4: lines.append("")
                    case 5: lines.append("## Section \(tag)")
                    default: lines.append("- item-\(tag)")
                    }
                }
            }
            someTags()
            if !lines.isEmpty && Int.random(in: 0..<4, using: &rng) > 0 { lines = [] }
            lines.append("# Top")
            someTags()
            lines.append(Bool.random(using: &rng) ? "# Bottom" : "#")
            someTags()
            if Int.random(in: 0..<5, using: &rng) == 0 {
                lines.insert(odd.randomElement(using: &rng)!, at: Int.random(in: 0...lines.count, using: &rng))
            }
            var text = (Bool.random(using: &rng) ? "\u{FEFF}" : "") + lines.joined(separator: "\n")
            if Bool.random(using: &rng) { text += "\n" }
            try writePlain(text, to: path)
            let whole = BoardFile.parse(Array(text.utf8), fileName: "b.md")
            let parts = Int.random(in: 1...12, using: &rng)
            let hint = "\(parts) parts: " + TestSeed.replayHint(seed, test: name)
            let read = try BoardFile.parseInParts(file: path, fileName: "b.md", from: 1, parts: parts)
            if let read {
                XCTAssertEqual(Result.success(read.board), whole, hint)
                XCTAssertEqual(read.stamp, try FileReading.read(path).stamp, hint)
                taken += 1
            } else if case .success = whole {
                XCTFail("a well-formed file is read in parts: " + hint)
            }
            // Whichever way it goes, the reading the program does gives the same board or errors.
            XCTAssertEqual(try BoardFile.parse(file: path, fileName: "b.md").result, whole, hint)
        }
        XCTAssertGreaterThan(taken, 100, "most files are well-formed and read in parts")
    }

    /// A file bigger than the size from which files are read in parts, with a duplicate far from the first:
    /// the parts find no problem each, the duplicate is found across them, and the file is read in order.
    func testADuplicateAcrossPartsIsFoundWithItsLine() throws {
        let directory = try makeTemporaryDirectory(self)
        let path = directory + "/b.md"
        let count = BoardFile.partsFrom / 10 + 1_000
        var text = "# Top\n- item-7\n# Pool\n## Part\n"
        for k in 0..<count { text += "- item-\(k)\n" }
        try writePlain(text, to: path)
        XCTAssertGreaterThanOrEqual(text.utf8.count, BoardFile.partsFrom)
        XCTAssertNil(try BoardFile.parseInParts(file: path, fileName: "b.md", parts: 8), "left to the reading in order")
        guard case .failure(let errors) = try BoardFile.parse(file: path, fileName: "b.md").result else {
            return XCTFail("the duplicate was not found")
        }
        XCTAssertEqual(errors.errors.count, 1)
        XCTAssertEqual(errors.errors.first?.line, 12, "item-7 again, the 8th of the Pool")
    }
}
