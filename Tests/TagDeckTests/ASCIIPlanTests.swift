import XCTest
import TagDeckTesting
@testable import TagDeck

/// The plan that matches ASCII texts on every core says what the query itself says, for every kind of term.
final class ASCIIPlanTests: XCTestCase {
    func testThePlanMatchesAsTheQueryDoes() {
        let queries = ["abc", "'ab", "^it", "9$", "^item 1$", "!x", "a | zz", "A", "it 9 !0", "'Em | ^x", "e$ | !m", "ab cd"]
        var rng = SplitMix64(seed: 42)
        let alphabet = Array("abcdeimtxzAEM 019'^$!|".utf8)
        var texts = ["item 19", "ITEM 9", "abc", "a-b-c", "", "x", "zz top", "item 1", "Emma", "cd ab"]
        for _ in 0..<500 {
            texts.append(String(decoding: (0..<Int(rng.next() % 12)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] },
                                as: UTF8.self))
        }
        var compared = 0
        for text in queries {
            let query = TagQuery(text)
            guard let plan = ASCIIPlan(query) else { return XCTFail("'\(text)' is ASCII") }
            plan.withMatcher { matcher in
                for candidate in texts {
                    var candidate = candidate
                    candidate.withUTF8 { utf8 in
                        XCTAssertEqual(matcher.matches(utf8), query.matches(utf8: utf8), "'\(text)' on '\(String(decoding: utf8, as: UTF8.self))'")
                    }
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, queries.count * texts.count)
        // A text that is not ASCII is left to the query, which folds its letters.
        ASCIIPlan(TagQuery("e"))!.withMatcher { matcher in
            var text = "é"
            text.withUTF8 { XCTAssertNil(matcher.matches($0)) }
        }
        XCTAssertNil(ASCIIPlan(TagQuery("é")), "a term that is not ASCII has no plan")
    }
}
