/// A filter query in fzf's extended-search syntax, matched against tag texts, finding what fzf finds.
///
/// Space separates terms that must all match (`\\ ` is a literal space; any other backslash is itself). A term
/// is fuzzy by default (its characters in order, gaps allowed); `'word` is an exact substring, `^word` a prefix,
/// `word$` a suffix, `^word$` the whole text; `!word` excludes texts that contain `word` (`!^word`, `!word$`
/// likewise), and `!'word` excludes texts that match `word` fuzzily. `|` between terms makes them alternatives:
/// `^core go$ | rb$ | py$` is "starts with core, and ends with go, rb or py". A lone `$` is the character.
/// Smart case: a term in lower case ignores case, a term with an upper-case letter is case-sensitive.
/// Letters fold: a term without accented letters finds accented texts (`cafe` finds `Café`, `nguyen` finds
/// `Nguyễn`, `lodz` finds `Łódź`), the text's letters lowered first; a term with accents matches them as typed.
/// Matching works on grapheme clusters, compared as canonically equivalent, and never splits one. The board
/// guide lists every deliberate difference from fzf.
public struct TagQuery: Equatable, Sendable {
    /// How one term matches.
    package enum Kind: Equatable, Sendable {
        /// `abc` (fuzzy), `'abc` (exact), `^abc` (prefix), `abc$` (suffix), `^abc$` (the whole text).
        case fuzzy, exact, prefix, suffix, whole
    }

    /// One term of the query.
    package struct Term: Equatable, Sendable {
        /// How the term matches.
        package let kind: Kind
        /// Whether the term excludes what it matches (`!abc`).
        package let negated: Bool
        /// Whether case matters (the term has an upper-case letter).
        package let caseSensitive: Bool
        /// Whether the text's letters are folded (the term has no letter that folds).
        package let foldsAccents: Bool
        /// The term's grapheme clusters, normalized as text clusters are before comparing.
        let keys: [String]
        /// The term as bytes, when it is ASCII (lower-cased unless case-sensitive): the fast path.
        let ascii: [UInt8]?
    }

    /// The query as typed.
    public let text: String
    /// The terms, in groups of alternatives: a text matches when, in every group, a term matches (a negated
    /// term: does not match). A group has more than one term where `|` joined them.
    package let groups: [[Term]]

    /// Parses `text` as fzf does.
    public init(_ text: String) {
        self.text = text
        groups = Self.parse(text)
    }

    /// Every term, in the order typed.
    package var terms: [Term] { groups.flatMap { $0 } }

    /// Whether the query has no term: everything matches.
    public var isEmpty: Bool { groups.isEmpty }

    /// Whether every text this query matches is also matched by `previous`, so that narrowing may start from
    /// `previous`'s matches: each of `previous`'s groups has its counterpart here, term for term the same or
    /// one that can only match less (the same term grown at its end), and any further group only narrows more.
    /// A `|` that adds an alternative, or a grown negated, suffix or whole-text term, matches more: not narrowing.
    package func narrows(_ previous: TagQuery) -> Bool {
        guard groups.count >= previous.groups.count else { return false }
        for (new, old) in zip(groups, previous.groups) {
            guard new.count == old.count else { return false }
            for (a, b) in zip(new, old) where a != b {
                guard Self.term(a, narrows: b) else { return false }
            }
        }
        return true
    }

    /// Whether every text `a` matches is matched by `b`: `a`'s clusters begin with `b`'s, both positive, compared
    /// alike, and `a`'s kind is at least as strict.
    private static func term(_ a: Term, narrows b: Term) -> Bool {
        guard !a.negated, !b.negated, a.caseSensitive == b.caseSensitive, a.foldsAccents == b.foldsAccents,
              a.keys.starts(with: b.keys) else { return false }
        switch b.kind {
        case .fuzzy: return true
        case .exact: return a.kind != .fuzzy
        case .prefix: return a.kind == .prefix || a.kind == .whole
        case .suffix, .whole: return a.kind == b.kind && a.keys == b.keys
        }
    }

    // MARK: Matching

    /// Whether `text` matches every group of terms.
    /// - Complexity: O(length of `text`) per term; ASCII texts and terms compare bytes.
    public func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(utf8: $0) }
    }

    /// Whether the text whose UTF-8 is `bytes` matches every group of terms, read in place (a search over packed
    /// texts makes no string for an ASCII text).
    /// - Complexity: O(length of the text) per term; ASCII texts and terms compare bytes.
    package func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let asciiText = !bytes.contains { $0 >= 0x80 }
        for group in groups {
            var satisfied = false
            for term in group {
                let found: Bool
                if asciiText, let pattern = term.ascii {
                    found = ASCIIMatch.find(term, pattern, in: bytes)
                } else {
                    found = Self.find(term, in: Self.keys(of: String(decoding: bytes, as: UTF8.self), term)) != nil
                }
                if found != term.negated {
                    satisfied = true
                    break
                }
            }
            if !satisfied { return false }
        }
        return true
    }

    /// The grapheme clusters of `text` (offsets into `Array(text)`) that the positive terms matched, for
    /// highlighting; nil when `text` does not match. In each group, the first positive term that matches is
    /// highlighted.
    package func highlights(in text: String) -> [Int]? {
        var marked = Set<Int>()
        for group in groups {
            var satisfied = false
            for term in group {
                let positions = Self.find(term, in: Self.keys(of: text, term))
                if term.negated {
                    // An excluded term that is absent satisfies the group; a positive one may still highlight.
                    if positions == nil { satisfied = true }
                    continue
                }
                if let positions {
                    marked.formUnion(positions)
                    satisfied = true
                    break
                }
            }
            if !satisfied { return nil }
        }
        return marked.sorted()
    }

    // MARK: Parsing

    /// fzf's parse: blanks trimmed (a trailing `\\ ` kept), `\\ ` a literal space, terms split at spaces, `|`
    /// between two terms joining them into one group, then each term's operators.
    private static func parse(_ text: String) -> [[Term]] {
        var groups: [[Term]] = []
        var group: [Term] = []
        var startsGroup = false
        var afterBar = false
        for word in split(text) {
            if !group.isEmpty && !afterBar && word == "|" {
                startsGroup = false
                afterBar = true
                continue
            }
            afterBar = false
            guard let term = term(word) else { continue }
            if startsGroup {
                groups.append(group)
                group = []
            }
            group.append(term)
            startsGroup = true
        }
        if !group.isEmpty { groups.append(group) }
        return groups
    }

    /// The words as typed: split at runs of unescaped spaces; `\\ ` is a space inside a word, and a backslash
    /// before anything else stays.
    private static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var chars = text[...]
        while let ch = chars.popFirst() {
            if ch == "\\" && chars.first == " " {
                word.append(" ")
                chars.removeFirst()
            } else if ch == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(ch)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// One word's term, by fzf's rules: `!` excludes (exactly); a `$` at the end (not a lone `$`) anchors the
    /// suffix; then a leading `'` makes it exact (and an excluded one fuzzy), or a leading `^` anchors the prefix
    /// (the whole text with a `$`). Nil when nothing is left to match.
    private static func term(_ word: String) -> Term? {
        // Smart case is decided on the word as typed, operators and all.
        let caseSensitive = word.lowercased() != word
        var body = Substring(caseSensitive ? word : word.lowercased())
        var kind = Kind.fuzzy
        let negated = body.hasPrefix("!")
        if negated {
            kind = .exact
            body = body.dropFirst()
        }
        if body != "$" && body.hasSuffix("$") {
            kind = .suffix
            body = body.dropLast()
        }
        if body.hasPrefix("'") {
            kind = negated ? .fuzzy : .exact
            body = body.dropFirst()
        } else if body.hasPrefix("^") {
            kind = kind == .suffix ? .whole : .prefix
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return nil }
        let pattern = String(body)
        // As fzf decides it: on the term lowered (so `İ`, lowered to `i`, folds).
        let folds = !pattern.unicodeScalars.contains { LatinFolding.isAccented(LatinFolding.lower($0)) }
        let keys = pattern.map { key(of: $0, caseSensitive: caseSensitive, foldAccents: folds) }
        var ascii: [UInt8]?
        if pattern.utf8.allSatisfy({ $0 < 0x80 }) {
            ascii = pattern.utf8.map { caseSensitive ? $0 : ASCIIMatch.lower($0) }
        }
        return Term(kind: kind, negated: negated, caseSensitive: caseSensitive, foldsAccents: folds, keys: keys,
                    ascii: ascii)
    }

    // MARK: Clusters

    /// A grapheme cluster as compared (strings compare as canonically equivalent): each scalar lowered (unless
    /// the term is case-sensitive), then folded (when the term folds), as fzf lowers a letter before folding it.
    static func key(of ch: Character, caseSensitive: Bool, foldAccents: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        for s in ch.unicodeScalars {
            let lowered = caseSensitive ? s : LatinFolding.lower(s)
            if foldAccents {
                if let f = LatinFolding.fold(lowered) { scalars.append(f) }
            } else {
                scalars.append(lowered)
            }
        }
        return String(scalars)
    }

    static func keys(of text: some Sequence<Character>, _ term: Term) -> [String] {
        text.map { key(of: $0, caseSensitive: term.caseSensitive, foldAccents: term.foldsAccents) }
    }

    /// Where `term` matches among `keys` (one per cluster of the text): the matched cluster offsets, or nil.
    static func find(_ term: Term, in keys: [String]) -> [Int]? {
        let p = term.keys
        let n = keys.count
        switch term.kind {
        case .prefix:
            return n >= p.count && Array(keys.prefix(p.count)) == p ? Array(0..<p.count) : nil
        case .suffix:
            return n >= p.count && Array(keys.suffix(p.count)) == p ? Array((n - p.count)..<n) : nil
        case .whole:
            return keys == p ? Array(0..<n) : nil
        case .exact:
            guard n >= p.count else { return nil }
            for start in 0...(n - p.count) where keys[start] == p[0] {
                if Array(keys[start..<(start + p.count)]) == p { return Array(start..<(start + p.count)) }
            }
            return nil
        case .fuzzy:
            // Forward to the end of the first match, then back to its latest start: a short, tight match to
            // highlight (fzf's first algorithm).
            var k = 0
            var end = -1
            for (i, c) in keys.enumerated() where c == p[k] {
                k += 1
                if k == p.count { end = i; break }
            }
            guard end >= 0 else { return nil }
            var start = end
            k = p.count - 1
            for i in stride(from: end, through: 0, by: -1) where keys[i] == p[k] {
                start = i
                if k == 0 { break }
                k -= 1
            }
            var positions: [Int] = []
            k = 0
            for i in start...end where k < p.count && keys[i] == p[k] {
                positions.append(i)
                k += 1
            }
            return positions
        }
    }
}
