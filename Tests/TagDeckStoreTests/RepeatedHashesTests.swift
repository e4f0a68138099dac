import XCTest
@testable import TagDeckStore

/// The repeated values of a list of hashes, found by the radix sort, equal those a dictionary of counts finds.
final class RepeatedHashesTests: XCTestCase {
    func testTheRepeatedValuesAreThoseCountedTwiceOrMore() {
        var rng = SystemRandomNumberGenerator()
        for n in [0, 1, 2, 100, 4_095, 4_096, 50_000] {
            var values = (0..<n).map { _ in Int.random(in: .min ... .max, using: &rng) }
            // Some repeated, negative and positive, and values that differ in one 16-bit digit only.
            for k in stride(from: 0, to: n, by: 97) { values[k] = values[(k * 7) % n] }
            if n > 10 { values[3] = -5; values[9] = -5; values[4] = 1 << 48; values[5] = (1 << 48) + 1 }
            var counts: [Int: Int] = [:]
            for v in values { counts[v, default: 0] += 1 }
            let expected = Set(counts.filter { $0.value > 1 }.keys)
            var sorted = values
            XCTAssertEqual(RepeatedHashes.find(sorting: &sorted), expected, "n = \(n)")
            XCTAssertEqual(sorted.count, n)
            XCTAssertEqual(Set(sorted), Set(values))
        }
    }

    func testAllEqualAndOneDigitApart() {
        var same = [Int](repeating: 42, count: 10_000)
        XCTAssertEqual(RepeatedHashes.find(sorting: &same), [42])
        var apart = (0..<10_000).map { $0 << 32 }
        XCTAssertEqual(RepeatedHashes.find(sorting: &apart), [], "distinct in the third digit only")
        apart.append(5 << 32)
        XCTAssertEqual(RepeatedHashes.find(sorting: &apart), [5 << 32])
    }
}
