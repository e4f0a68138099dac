@testable import TagDeck
import TagDeckTestSupport
import XCTest
import TagDeckTesting

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
            // Plain ASCII tags mostly (kept without widths), with wide, accented and pinned ones among them (which
            // make a chunk keep a width a tag).
            func fresh(_ n: Int) -> [Tag] {
                defer { next += n }
                return (next..<(next + n)).map { k in
                    switch Int.random(in: 0..<40, using: &rng) {
                    case 0: return Tag("科技 \(k)")
                    case 1: return Tag("café \(k)", pinned: true)
                    case 2: return Tag("pin \(k)", pinned: true)
                    default: return Tag("n\(k)")
                    }
                }
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
                    let new = fresh(Int.random(in: 0...1_500, using: &rng))
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
                    XCTAssertEqual(list.count, array.count)
                    for i in [0, count / 2 - 1, count / 2, count - 1] where array.indices.contains(i) {
                        XCTAssertEqual(list[i], array[i])
                    }
                }
                let hint = TestSeed.replayHint(seed, test: name) + ", step \(step)"
                XCTAssertEqual(list.count, array.count, hint)
                if !array.isEmpty {
                    let i = Int.random(in: 0..<array.count, using: &rng)
                    XCTAssertEqual(list[i], array[i], hint)
                }
                if step % 100 == 0 || step == 999 {
                    XCTAssertTrue(list.elementsEqual(array), hint)
                    XCTAssertEqual(list.indices.map(list.textWidth(at:)), array.map(\.textWidth), hint)
                    var walked: [Tag] = []
                    list.forEachUTF8(in: list.indices) { walked.append(Tag(String(decoding: $1, as: UTF8.self), pinned: $3)) }
                    XCTAssertEqual(walked, array, hint)
                    let lower = Int.random(in: 0...array.count, using: &rng)
                    let upper = Int.random(in: lower...array.count, using: &rng)
                    var ranged: [(Int, Tag)] = []
                    list.forEachUTF8(in: lower..<upper) { position, utf8, width, pinned in
                        let tag = Tag(String(decoding: utf8, as: UTF8.self), pinned: pinned)
                        XCTAssertEqual(width, tag.textWidth, hint)
                        ranged.append((position, tag))
                    }
                    XCTAssertEqual(ranged.map(\.0), Array(lower..<upper), hint)
                    XCTAssertEqual(ranged.map(\.1), Array(array[lower..<upper]), hint)
                    var widths = list.makeIterator(from: count / 2)
                    XCTAssertEqual(Array(sequence(state: ()) { _ in widths.nextWidth() }),
                                   array[min(count / 2, array.count)...].map(\.textWidth), hint)
                    XCTAssertTrue(list.chunksAreSound, hint)
                }
                if list.count != array.count { return }
            }
        }
    }

    /// A chunk given the stream's packing of its very texts keeps that packing (one copy of the texts) and the same
    /// tags; a chunk of other texts is left alone; the user's moves meanwhile do not stop later chunks sharing; and a
    /// change to a shared chunk leaves the stream's packing as it was.
    func testAChunkKeepsTheStreamsPackingOfItsTexts() {
        let size = TagList.buildChunk
        let texts = (0..<(size * 5 + 10)).map { k in k % 97 == 0 ? "wide 科技 \(k)" : "item \(k)" }
        var list = TagList(texts.map { Tag($0) })
        let array = Array(list)
        let blocks: [PackedTexts] = stride(from: 0, to: texts.count, by: size).map { start in
            var block = PackedTexts()
            for text in texts[start..<Swift.min(start + size, texts.count)] { block.append(text) }
            return block
        }
        XCTAssertTrue(list.shareTexts(blocks[0], near: 0))
        XCTAssertFalse(list.shareTexts(blocks[2], near: 0), "not the texts of any chunk near there")
        XCTAssertEqual(list.chunksSharing(blocks), 1)
        // The user takes a tag out of the first chunk: the later chunks hold the same texts, one place earlier.
        let taken = list.remove(at: 5)
        for (k, block) in blocks.enumerated().dropFirst() { XCTAssertTrue(list.shareTexts(block, near: k * size), "block \(k)") }
        XCTAssertEqual(list.chunksSharing(blocks), blocks.count - 1, "all but the changed first chunk")
        list.insert(taken, at: 5)
        XCTAssertTrue(list.elementsEqual(array))
        XCTAssertEqual(list.indices.map(list.textWidth(at:)), array.map(\.textWidth))
        // A change to a shared chunk is the list's own.
        list[size + 1] = Tag("changed")
        XCTAssertEqual(blocks[1][1], texts[size + 1])
        XCTAssertEqual(list[size + 1], Tag("changed"))
        XCTAssertEqual(list.chunksSharing(blocks), blocks.count - 2)
        XCTAssertTrue(list.chunksAreSound)
    }
}
