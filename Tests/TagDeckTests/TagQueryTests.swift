import TagDeck
import XCTest

/// The filter's matcher: fzf's extended-search syntax, smart case, accent folding, clusters.
final class TagQueryTests: XCTestCase {
    private func matching(_ query: String, _ texts: [String]) -> [String] {
        let q = TagQuery(query)
        return texts.filter { q.matches($0) }
    }

    func testFuzzyIsLettersInOrderWithGaps() {
        XCTAssertEqual(matching("fbr", ["foobar", "fob", "barf", "f-b-r"]), ["foobar", "f-b-r"])
        XCTAssertEqual(matching("", ["a", "b"]), ["a", "b"], "an empty query matches everything")
        XCTAssertEqual(matching("   ", ["a"]), ["a"])
    }

    func testOperators() {
        let texts = ["football", "ballet", "baseball", "fall"]
        XCTAssertEqual(matching("'all", texts), ["football", "ballet", "baseball", "fall"])
        XCTAssertEqual(matching("'ball", texts), ["football", "ballet", "baseball"])
        XCTAssertEqual(matching("^ba", texts), ["ballet", "baseball"])
        XCTAssertEqual(matching("ball$", texts), ["football", "baseball"])
        XCTAssertEqual(matching("^fall$", texts), ["fall"])
        XCTAssertEqual(matching("!ball", texts), ["fall"])
        XCTAssertEqual(matching("!^ba", texts), ["football", "fall"])
        XCTAssertEqual(matching("!ll$", texts), ["ballet"])
        XCTAssertEqual(matching("ba ll !foot", texts), ["ballet", "baseball"], "every term must match")
        XCTAssertEqual(matching("fb !'bl", ["fbl", "foobar"]), ["foobar"], "an excluded term is exact")
        XCTAssertEqual(matching("a\\ b", ["a b", "ab", "a  b"]), ["a b", "a  b"], "an escaped space is a letter")
        XCTAssertEqual(matching("'a\\ b", ["a b", "ab", "a  b"]), ["a b"])
    }

    func testSmartCase() {
        let texts = ["Music", "music", "MUSIC"]
        XCTAssertEqual(matching("music", texts), texts, "lower case ignores case")
        XCTAssertEqual(matching("Music", texts), ["Music"], "an upper-case letter makes the term case-sensitive")
        XCTAssertEqual(matching("mUs", texts), [])
        XCTAssertEqual(matching("music M", texts), ["Music", "MUSIC"], "each term decides for itself")
    }

    func testAccentsFoldUnlessTyped() {
        let texts = ["Café", "Cafe\u{301}", "Cafe", "Ærø"]
        XCTAssertEqual(matching("cafe", texts), ["Café", "Cafe\u{301}", "Cafe"], "precomposed and combining")
        XCTAssertEqual(matching("café", texts), ["Café", "Cafe\u{301}"], "typed accents match as typed")
        XCTAssertEqual(matching("aero", texts), [], "æ folds to one letter")
        XCTAssertEqual(matching("aro", texts), ["Ærø"])
        XCTAssertEqual(matching("fé$", ["Café", "Cafe"]), ["Café"])
    }

    func testCJKAndEmojiMatchAsTyped() {
        let texts = ["科技", "音乐", "体育", "🎵 Music", "⚽ World Cup", "👨‍👩‍👧 family"]
        XCTAssertEqual(matching("科", texts), ["科技"])
        XCTAssertEqual(matching("音乐", texts), ["音乐"])
        XCTAssertEqual(matching("🎵", texts), ["🎵 Music"])
        XCTAssertEqual(matching("⚽ cup", texts), ["⚽ World Cup"])
        XCTAssertEqual(matching("👨‍👩‍👧", texts), ["👨‍👩‍👧 family"])
        XCTAssertEqual(matching("👨", texts), [], "a cluster is never split: the man alone is not the family")
    }

    func testHighlightsAreClusterOffsets() {
        XCTAssertEqual(TagQuery("fbr").highlights(in: "foobar"), [0, 3, 5])
        XCTAssertEqual(TagQuery("ob").highlights(in: "o-o-ob"), [4, 5], "the tightest match ending first")
        XCTAssertEqual(TagQuery("'ba ^f").highlights(in: "football"), [0, 4, 5])
        XCTAssertEqual(TagQuery("mu").highlights(in: "🎵 Music"), [2, 3])
        XCTAssertEqual(TagQuery("cafe").highlights(in: "Cafe\u{301}!"), [0, 1, 2, 3])
        XCTAssertNil(TagQuery("x").highlights(in: "abc"))
        XCTAssertEqual(TagQuery("!x").highlights(in: "abc"), [], "an excluded term highlights nothing")
    }

    func testNarrowingIsOnlyClaimedWhenSound() {
        XCTAssertTrue(TagQuery("item-09").narrows(TagQuery("item-0")))
        XCTAssertTrue(TagQuery("a b").narrows(TagQuery("a")))
        XCTAssertTrue(TagQuery("^ab").narrows(TagQuery("^a")))
        XCTAssertFalse(TagQuery("!ab").narrows(TagQuery("!a")), "an exclusion that grows excludes less")
        XCTAssertFalse(TagQuery("ab$c").narrows(TagQuery("ab$")))
        XCTAssertFalse(TagQuery("a").narrows(TagQuery("ab")), "widening")
        // Whatever it claims, the narrower query matches a subset.
        let texts = ["alpha", "alphabet", "Alpha", "beta", "ålpha", "al pha", "a!b"]
        let pairs = [("al", "alp"), ("a", "a b"), ("al", "alP"), ("alp", "alph$"), ("a", "a!")]
        for (a, b) in pairs where TagQuery(b).narrows(TagQuery(a)) {
            XCTAssertTrue(Set(matching(b, texts)).isSubset(of: Set(matching(a, texts))), "\(a) -> \(b)")
        }
    }

    /// The repros of the fzf comparison, each as fzf 0.38 answers it (`fzf --filter Q`).
    func testQueriesParseAsFzfParsesThem() {
        let cases: [(query: String, text: String, fzf: Bool)] = [
            ("$", "abc", false), ("$", "a$b", true), ("!$", "foo$bar", false), ("!$", "abc", true),
            ("'$", "abc", true),  // nothing is left of the term: it matches everything
            ("\\!bang", "abc", false), ("\\!bang", "\\!bang", true), ("\\!bang", "!bang", false),
            ("'back\\slash", "back\\slash", true), ("\\^caret", "caret^", false), ("\\^caret", "\\^caret", true),
            ("!'rt", "Rust", false), ("!'rt", "Ruby", true),
            ("rust | cafe", "rust", true), ("rust | cafe", "Café", true), ("rust | cafe", "go", false),
            ("a |", "abc", true), ("nguyen", "Nguyễn", true), ("tran", "Trần", true), ("pham", "Phạm", true),
            ("a", "\u{212B}", true), ("s", "ẞ", true),
            ("^core go$ | rb$ | py$", "core.rb", true), ("^core go$ | rb$ | py$", "core.js", false),
            ("^core go$ | rb$ | py$", "main.go", false), ("^core go$ | rb$ | py$", "core/main.go", true),
        ]
        for c in cases {
            XCTAssertEqual(TagQuery(c.query).matches(c.text), c.fzf, "query \(c.query) on \(c.text)")
        }
    }

    /// `|` joins terms into alternatives, and narrowing stays sound with it.
    func testAlternativesAndNarrowing() {
        XCTAssertEqual(TagQuery("a | b c").groups.map(\.count), [2, 1])
        XCTAssertEqual(TagQuery("| a").groups.map(\.count), [1, 1], "a leading | is a term")
        XCTAssertEqual(TagQuery("a | | b").groups.map(\.count), [2, 1], "a second | is a term: the alternative of a")
        XCTAssertEqual(TagQuery("rust | go").highlights(in: "go"), [0, 1])
        XCTAssertEqual(TagQuery("!x | go").highlights(in: "go"), [0, 1], "a positive alternative is highlighted")
        XCTAssertEqual(TagQuery("!x | go").highlights(in: "ab"), [])
        XCTAssertNil(TagQuery("!a | b").highlights(in: "a"))
        // Grown at its end, a term narrows; a new alternative does not.
        XCTAssertTrue(TagQuery("ru").narrows(TagQuery("r")))
        XCTAssertTrue(TagQuery("r |").narrows(TagQuery("r")))
        XCTAssertFalse(TagQuery("r | g").narrows(TagQuery("r |")))
        XCTAssertTrue(TagQuery("r | go").narrows(TagQuery("r | g")))
        XCTAssertTrue(TagQuery("r | g x").narrows(TagQuery("r | g")))
        XCTAssertFalse(TagQuery("!ab").narrows(TagQuery("!a")))
        XCTAssertFalse(TagQuery("ab$c").narrows(TagQuery("ab$")))
        XCTAssertTrue(TagQuery("ab$").narrows(TagQuery("ab")))
        XCTAssertFalse(TagQuery("ab\\ c").narrows(TagQuery("ab\\")), "an escaped space changes the term")
        // Narrowing is sound: whatever the grown query matches, the shorter one matches too.
        let texts = ["rust", "go", "ruby", "r g", "gr", "a|b", "x$", "Café", "cafe", "ab c", "ab\\"]
        let queries = ["r", "r |", "r | g", "r | go", "ab", "ab$", "ab\\", "ab\\ c", "!a", "!ab", "'a", "'a|b", "^r", "^ru"]
        for new in queries {
            for old in queries where TagQuery(new).narrows(TagQuery(old)) {
                for text in texts where TagQuery(new).matches(text) {
                    XCTAssertTrue(TagQuery(old).matches(text), "\(new) narrows \(old), but \(text) matches only \(new)")
                }
            }
        }
    }
}
