import TagDeck
import TagDeckTestSupport
import XCTest
import TagDeckTesting

final class PackedTextsTests: XCTestCase {
    func testTextsComeBackAsTheyWentIn() {
        var texts = PackedTexts()
        texts.append("alpha")
        texts.append("日本 語")
        texts.append(String(repeating: "long ", count: 20))
        texts.insert("first", at: 0)
        texts.replace(at: 2, with: "é")
        XCTAssertEqual((0..<texts.count).map { texts[$0] }, ["first", "alpha", "é", String(repeating: "long ", count: 20)])
        XCTAssertEqual(texts.byteCount(of: 2), 2)
        XCTAssertEqual(texts.byteCount, 5 + 5 + 2 + 100)
        texts.remove(at: 1)
        XCTAssertEqual((0..<texts.count).map { texts[$0] }, ["first", "é", String(repeating: "long ", count: 20)])
    }

    func testRandomChangesMatchAnArrayOfStrings() {
        for seed in TestSeed.seeds(count: 4, master: 0x9AC7) {
            var rng = SplitMix64(seed: seed)
            let words = ["", "a", "tag", "日本", "🎵 music", String(repeating: "x", count: 40)]
            func word() -> String { words[Int.random(in: 0..<words.count, using: &rng)] + "\(Int.random(in: 0..<9, using: &rng))" }
            var array: [String] = []
            var texts = PackedTexts()
            for step in 0..<600 {
                let hint = TestSeed.replayHint(seed, test: name) + ", step \(step)"
                switch Int.random(in: 0..<7, using: &rng) {
                case 0, 1:
                    let w = word()
                    array.append(w)
                    texts.append(w)
                case 2:
                    let i = Int.random(in: 0...array.count, using: &rng), w = word()
                    array.insert(w, at: i)
                    texts.insert(w, at: i)
                case 3 where !array.isEmpty:
                    let i = Int.random(in: 0..<array.count, using: &rng)
                    array.remove(at: i)
                    texts.remove(at: i)
                case 4 where !array.isEmpty:
                    let i = Int.random(in: 0..<array.count, using: &rng), w = word()
                    array[i] = w
                    texts.replace(at: i, with: w)
                case 5:
                    // Split off a tail and pack it back on.
                    let start = Int.random(in: 0...array.count, using: &rng)
                    let tail = texts.extracting(start..<texts.count)
                    XCTAssertEqual((0..<tail.count).map { tail[$0] }, Array(array[start...]), hint)
                    texts.removeLast(from: start)
                    XCTAssertEqual(texts.count, start, hint)
                    for k in 0..<tail.count { texts.append(tail[k]) }
                default:
                    break
                }
                XCTAssertEqual((0..<texts.count).map { texts[$0] }, array, hint)
                XCTAssertEqual(texts.byteCount, array.reduce(0) { $0 + $1.utf8.count }, hint)
            }
        }
    }
}
