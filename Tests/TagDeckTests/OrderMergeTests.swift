@testable import TagDeck
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// The merge of one ordering runs on numbers; it gives exactly what the plain merge on sets and dictionaries of
/// the elements gives, for random orders, moves, additions, deletions and members.
final class OrderMergeTests: XCTestCase {
    func testTheMergeOnNumbersAgreesWithThePlainOne() {
        for seed in TestSeed.seeds(count: 4, master: 0x0D3E) {
            var rng = SplitMix64(seed: seed)
            for round in 0..<400 {
                let n = Int.random(in: 0...12, using: &rng)
                let base = (0..<n).map { "t\($0)" }
                func side() -> [String] {
                    var list = base.filter { _ in Int.random(in: 0..<6, using: &rng) != 0 }
                    for _ in 0..<Int.random(in: 0...3, using: &rng) where list.count > 1 {
                        let e = list.remove(at: Int.random(in: 0..<list.count, using: &rng))
                        list.insert(e, at: Int.random(in: 0...list.count, using: &rng))
                    }
                    for k in 0..<Int.random(in: 0...2, using: &rng) {
                        list.insert("new\(k)-\(Int.random(in: 0..<3, using: &rng))", at: Int.random(in: 0...list.count, using: &rng))
                    }
                    var seen = Set<String>()
                    return list.filter { seen.insert($0).inserted }
                }
                let ours = side(), theirs = side()
                let members = Set((ours + theirs + base).filter { _ in Int.random(in: 0..<8, using: &rng) != 0 })
                let merged = OrderMerge.merge(base: base, ours: ours, theirs: theirs, members: members)
                let reference = OrderMergeReference.merge(base: base, ours: ours, theirs: theirs, members: members)
                let hint = TestSeed.replayHint(seed, test: name) + ", round \(round): \(base) \(ours) \(theirs) \(members.sorted())"
                XCTAssertEqual(merged.order, reference.order, hint)
                XCTAssertEqual(merged.conflicts, reference.conflicts, hint)
                if merged.order != reference.order { return }
            }
        }
    }
}
