/// A filter query in fzf's extended-search syntax, matched against tag texts.
///
/// Space separates terms that must all match (`\ ` is a literal space). A term is fuzzy by default (its
/// characters in order, gaps allowed); `'word` is an exact substring, `^word` a prefix, `word$` a suffix,
/// `^word$` the whole text, and `!word` excludes texts that contain `word` (`!^word`, `!word$` likewise).
/// Smart case: a term in lower case ignores case, a term with an upper-case letter is case-sensitive.
/// Accents fold: a term without accented letters finds accented texts (`cafe` finds `Café`); a term with
/// accents matches them as typed. Matching works on grapheme clusters and never splits one.
public struct TagQuery: Equatable, Sendable {
    /// How one term matches.
    public enum Kind: Equatable, Sendable {
        case fuzzy, exact, prefix, suffix, whole
    }

    /// One term of the query.
    public struct Term: Equatable, Sendable {
        public let kind: Kind
        public let negated: Bool
        /// Whether case matters (the term has an upper-case letter).
        public let caseSensitive: Bool
        /// Whether accents in the text are folded away (the term has none).
        public let foldsAccents: Bool
        /// The term's grapheme clusters, normalized as text clusters are before comparing.
        let keys: [String]
        /// The term as bytes, when it is ASCII (lower-cased unless case-sensitive): the fast path.
        let ascii: [UInt8]?
    }

    /// The query as typed.
    public let text: String
    public let terms: [Term]

    public init(_ text: String) {
        self.text = text
        terms = Self.split(text).compactMap(Self.term)
    }

    /// Whether the query has no term: everything matches.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether every text this query matches is also matched by `previous`, so that narrowing may start from
    /// `previous`'s matches (the query grew at its end, and its last term could only match less).
    public func narrows(_ previous: TagQuery) -> Bool {
        guard text.hasPrefix(previous.text) else { return false }
        guard let last = previous.terms.last, text != previous.text else { return true }
        // `!ab` matches more than `!a`; `ab$` may become `ab$c`, another kind of term.
        if last.negated || last.kind == .suffix || last.kind == .whole { return false }
        return !previous.text.hasSuffix("\\")
    }

    // MARK: Matching

    /// Whether `text` matches every term.
    /// - Complexity: O(length of `text`) per term; ASCII texts and terms compare bytes.
    public func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let asciiText = bytes.allSatisfy { $0 < 0x80 }
            for term in terms {
                let found: Bool
                if asciiText, let pattern = term.ascii {
                    found = Self.asciiFind(term, pattern, in: bytes)
                } else {
                    found = Self.find(term, in: Self.keys(of: String(decoding: bytes, as: UTF8.self), term)) != nil
                }
                if found == term.negated { return false }
            }
            return true
        }
    }

    /// The grapheme clusters of `text` (offsets into `Array(text)`) that the positive terms matched, for
    /// highlighting; nil when `text` does not match.
    public func highlights(in text: String) -> [Int]? {
        var marked = Set<Int>()
        for term in terms {
            let positions = Self.find(term, in: Self.keys(of: text, term))
            if (positions != nil) == term.negated { return nil }
            if let positions, !term.negated { marked.formUnion(positions) }
        }
        return marked.sorted()
    }

    // MARK: Parsing

    /// The terms as typed: split at unescaped spaces.
    private static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var escaped = false
        for ch in text {
            if escaped {
                word.append(ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else if ch == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(ch)
            }
        }
        if escaped { word.append("\\") }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func term(_ word: String) -> Term? {
        var body = Substring(word)
        let negated = body.hasPrefix("!")
        if negated { body = body.dropFirst() }
        var kind = Kind.fuzzy
        if body.hasPrefix("'") {
            kind = .exact
            body = body.dropFirst()
        } else {
            let prefix = body.hasPrefix("^")
            if prefix { body = body.dropFirst() }
            let suffix = body.hasSuffix("$") && !body.isEmpty
            if suffix { body = body.dropLast() }
            kind = prefix && suffix ? .whole : prefix ? .prefix : suffix ? .suffix : .fuzzy
        }
        // fzf: an excluded term is an exact match, not a fuzzy one.
        if negated && kind == .fuzzy { kind = .exact }
        guard !body.isEmpty else { return nil }
        let pattern = String(body)
        let caseSensitive = pattern.contains { $0.isUppercase }
        let folds = !pattern.unicodeScalars.contains(where: AccentFolding.isAccented)
        let keys = pattern.map { key(of: $0, caseSensitive: caseSensitive, foldAccents: folds) }
        var ascii: [UInt8]?
        if pattern.utf8.allSatisfy({ $0 < 0x80 }) {
            ascii = pattern.utf8.map { caseSensitive ? $0 : lower($0) }
        }
        return Term(kind: kind, negated: negated, caseSensitive: caseSensitive, foldsAccents: folds, keys: keys,
                    ascii: ascii)
    }

    // MARK: Clusters

    /// A grapheme cluster as compared: accents folded and case lowered as the term asks.
    static func key(of ch: Character, caseSensitive: Bool, foldAccents: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        for s in ch.unicodeScalars {
            if foldAccents {
                if let f = AccentFolding.fold(s) { scalars.append(f) }
            } else {
                scalars.append(s)
            }
        }
        let folded = String(scalars)
        return caseSensitive ? folded : folded.lowercased()
    }

    private static func keys(of text: String, _ term: Term) -> [String] {
        text.map { key(of: $0, caseSensitive: term.caseSensitive, foldAccents: term.foldsAccents) }
    }

    /// Where `term` matches among `keys` (one per cluster of the text): the matched cluster offsets, or nil.
    private static func find(_ term: Term, in keys: [String]) -> [Int]? {
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

    // MARK: ASCII

    private static func lower(_ b: UInt8) -> UInt8 { (0x41...0x5A).contains(b) ? b | 0x20 : b }

    private static func asciiFind(_ term: Term, _ p: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let cs = term.caseSensitive
        @inline(__always) func at(_ i: Int) -> UInt8 { cs ? text[i] : lower(text[i]) }
        let n = text.count
        let m = p.count
        switch term.kind {
        case .prefix:
            return n >= m && (0..<m).allSatisfy { at($0) == p[$0] }
        case .suffix:
            return n >= m && (0..<m).allSatisfy { at(n - m + $0) == p[$0] }
        case .whole:
            return n == m && (0..<m).allSatisfy { at($0) == p[$0] }
        case .exact:
            guard n >= m else { return false }
            var start = 0
            while start <= n - m {
                if at(start) == p[0] {
                    var j = 1
                    while j < m && at(start + j) == p[j] { j += 1 }
                    if j == m { return true }
                }
                start += 1
            }
            return false
        case .fuzzy:
            var k = 0
            var i = 0
            while i < n {
                if at(i) == p[k] {
                    k += 1
                    if k == m { return true }
                }
                i += 1
            }
            return false
        }
    }
}
