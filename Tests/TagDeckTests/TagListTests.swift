@testable import TagDeck
import TagDeckTestSupport
import XCTest

/// A section's tags in chunks behave exactly as an array of them, whatever is put in or taken out where.
final class TagListTests: XCTestCase {
    private func tags(_ range: Range<Int>, prefix: String = "t") -> [Tag] { range.map { Tag("\(prefix)\($0)") } }

    func testATagTakesTwentyFourBytes() {
        // A million-tag board holds a million of them: 8 bytes more each is 8 MB.
        XCTAssertLessThanOrEqual(MemoryLayout<Tag>.stride, 24)
        XCTAssertEqual(Tag("科技 🎵").textWidth, 7)
    }

    func testItReadsAndChangesAsAnArray() {
        var list: TagList = [Tag("a"), Tag("b")]
        XCTAssertEqual(Array(list).map(\.text), ["a", "b"])
        list.insert(Tag("c"), at: 1)
        list.append(Tag("d"))
        XCTAssertEqual(list.remove(at: 0).text, "a")
        list[0] = Tag("e")
        XCTAssertEqual(list.map(\.text), ["e", "b", "d"])
        XCTAssertEqual(list, TagList([Tag("e"), Tag("b"), Tag("d")]))
        XCTAssertEqual(list.firstIndex { $0.text == "d" }, 2)
        list.removeAll()
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(list.count, 0)
    }

    func testEqualListsAreEqualAndHashAlikeHoweverTheyAreChunked() {
        var grown = TagList()
        for tag in tags(0..<5_000).reversed() { grown.insert(tag, at: 0) }
        let built = TagList(tags(0..<5_000))
        XCTAssertNotEqual(grown.chunkCount, built.chunkCount, "the two should be chunked differently")
        XCTAssertEqual(grown, built)
        XCTAssertEqual(grown.hashValue, built.hashValue)
        XCTAssertTrue(grown.chunksAreSound && built.chunksAreSound)
    }

    func testAWalkFromAnyPositionGivesTheRest() {
        var list = TagList(tags(0..<5_000))
        for k in 0..<300 { list.insert(Tag("in \(k)"), at: k * 7) }
        let array = Array(list)
        for start in [0, 1, 1_023, 1_024, 2_100, array.count - 1, array.count] {
            XCTAssertEqual(Array(IteratorSequence(list.makeIterator(from: start))), Array(array[start...]), "\(start)")
        }
    }

    func testABigListPutsInAndTakesOutWithoutRebuildingItsChunks() {
        var list = TagList(tags(0..<200_000))
        let chunks = list.chunkCount
        for k in 0..<3_000 { list.insert(Tag("new \(k)"), at: 0) }
        for _ in 0..<3_000 { list.remove(at: 100_000) }
        XCTAssertEqual(list.count, 200_000)
        XCTAssertLessThanOrEqual(list.chunkCount, chunks + 3, "a few splits at most")
        XCTAssertTrue(list.chunksAreSound)
    }

    func testRandomChangesMatchAnArray() {
        for seed in TestSeed.seeds(count: 4, master: 0x7A61) {
            var rng = SplitMix64(seed: seed)
            var next = 0
            func fresh(_ n: Int) -> [Tag] {
                defer { next += n }
                return tags(next..<(next + n), prefix: "n")
            }
            var array = tags(0..<Int.random(in: 0...6_000, using: &rng))
            var list = TagList(array)
            for step in 0..<1_000 {
                let count = array.count
                switch Int.random(in: 0..<9, using: &rng) {
                case 0, 1:
                    let i = Int.random(in: 0...count, using: &rng)
                    let tag = fresh(1)[0]
                    array.insert(tag, at: i)
                    list.insert(tag, at: i)
                case 2 where count > 0, 3 where count > 0:
                    let i = Int.random(in: 0..<count, using: &rng)
                    XCTAssertEqual(array.remove(at: i), list.remove(at: i))
                case 4 where count > 0:
                    let i = Int.random(in: 0..<count, using: &rng)
                    let tag = fresh(1)[0]
                    array[i] = tag
                    list[i] = tag
                case 5:
                    let lower = Int.random(in: 0...count, using: &rng)
                    let upper = Int.random(in: lower...min(count, lower + Int.random(in: 0...3_000, using: &rng)), using: &rng)
                    let new = fresh(Int.random(in: 0...(Bool.random(using: &rng) ? 5 : 2_500), using: &rng))
                    array.replaceSubrange(lower..<upper, with: new)
                    list.replaceSubrange(lower..<upper, with: new)
                case 6:
                    let new = fresh(Int.random(in: 0...3_000, using: &rng))
                    array.append(contentsOf: new)
                    list.append(contentsOf: new)
                case 7 where count > 1:
                    let i = Int.random(in: 0..<count, using: &rng), j = Int.random(in: 0..<count, using: &rng)
                    array.swapAt(i, j)
                    list.swapAt(i, j)
                default:
                    // A copy changed apart leaves the original as it was.
                    var copy = list
                    if !copy.isEmpty { copy.remove(at: 0) }
                    copy.insert(Tag("copy"), at: copy.count / 2)
                    XCTAssertTrue(list.elementsEqual(array))
                }
                let hint = TestSeed.replayHint(seed, test: name) + ", step \(step)"
                XCTAssertEqual(list.count, array.count, hint)
                if !array.isEmpty {
                    let i = Int.random(in: 0..<array.count, using: &rng)
                    XCTAssertEqual(list[i], array[i], hint)
                }
                if step % 100 == 0 || step == 999 {
                    XCTAssertTrue(list.elementsEqual(array), hint)
                    XCTAssertTrue(list.chunksAreSound, hint)
                }
                if list.count != array.count { return }
            }
        }
    }
}
