/// The rules of one `.gitignore` file, read and applied as git does (gitignore(5)), for the paths under the
/// folder that holds it.
///
/// - Each line is a pattern; blank lines match nothing, a line starting with `#` is a comment (`\#` starts a
///   pattern with `#`), trailing spaces are dropped unless escaped (`\ `), and a CR before the line's end and a
///   byte order mark at the start of the file are ignored.
/// - `!` negates: a path the pattern matches is included again (`\!` starts a pattern with `!`). The last pattern
///   that matches a path decides.
/// - A trailing `/` matches only folders. A `/` at the start or in the middle anchors the pattern to this file's
///   folder; otherwise it matches a name at any depth.
/// - `*`, `?` and `[...]` never match a `/`; `**` in `**/`, `/**/` and `/**` matches across folders (see
///   ``GitIgnore/Pattern``).
///
/// That a path inside an excluded folder cannot be included again is the walk's part: it does not go into an
/// excluded folder (see ``NoteWalk``). Matching is case-sensitive and byte-wise, as git's on Linux.
public struct GitIgnore: Sendable {
    /// What a file's rules say about one path.
    public enum Verdict: Equatable, Sendable {
        /// Matched last by a pattern: left out.
        case ignored
        /// Matched last by a `!` pattern: kept, whatever a `.gitignore` further up says.
        case included
    }

    /// The patterns, in the file's order.
    public let patterns: [Pattern]

    /// The rules of a `.gitignore` file holding `bytes`.
    /// - Complexity: O(n) in the length of `bytes`.
    public init(_ bytes: [UInt8]) {
        var patterns: [Pattern] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let next = end + 1
            if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if let pattern = Pattern(line: bytes[start..<end]) { patterns.append(pattern) }
            start = next
        }
        self.patterns = patterns
    }

    /// The rules of a `.gitignore` file holding `text`.
    public init(_ text: String) { self.init(Array(text.utf8)) }

    /// Whether there are no patterns at all (a file of comments and blank lines).
    public var isEmpty: Bool { patterns.isEmpty }

    /// What the last pattern matching `path` says, or nil when none matches.
    /// - Parameters:
    ///   - path: The path relative to this file's folder, `/`-separated, without a leading or trailing `/`.
    ///   - isFolder: Whether the path is a folder (links are not).
    /// - Complexity: O(p × n) for p patterns and a path of n bytes, usually; a pattern of several `*` may take
    ///   O(n²) on a path of many folders.
    public func verdict(for path: String, isFolder: Bool) -> Verdict? {
        let bytes = Array(path.utf8)
        let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
        return bytes.withUnsafeBufferPointer { verdict(path: $0, nameStart: nameStart, isFolder: isFolder) }
    }

    /// ``verdict(for:isFolder:)`` on bytes: `path` relative to this file's folder, its last name starting at
    /// `nameStart`.
    func verdict(path: UnsafeBufferPointer<UInt8>, nameStart: Int, isFolder: Bool) -> Verdict? {
        let name = UnsafeBufferPointer(rebasing: path[nameStart...])
        for pattern in patterns.reversed() where pattern.matches(path: path, name: name, isFolder: isFolder) {
            return pattern.isNegated ? .included : .ignored
        }
        return nil
    }
}

extension GitIgnore {
    /// One line of a `.gitignore` file: a pattern, maybe negated, maybe for folders only, anchored or not.
    public struct Pattern: Equatable, Sendable {
        /// The pattern's bytes without its `!`, its leading `/` and its trailing `/`; escapes kept (`\*`).
        public let glob: [UInt8]
        /// Written with a leading `!`: a path it matches is included again.
        public let isNegated: Bool
        /// Written with a trailing `/`: matches only folders.
        public let isFolderOnly: Bool
        /// Written with a `/` at the start or in the middle: matched against the whole path relative to the
        /// `.gitignore`'s folder. Otherwise it is matched against a path's last name, at any depth.
        public let isAnchored: Bool
        /// No wildcard and no escape: matched by comparing bytes.
        private let isLiteral: Bool
        /// `*` then bytes without a wildcard or an escape, not anchored: matched by the name's end.
        private let literalSuffix: [UInt8]?

        /// The pattern on `line` (CR and line feed taken off), or nil for a blank line or a comment.
        init?(line: ArraySlice<UInt8>) {
            guard let first = line.first, first != UInt8(ascii: "#") else { return nil }
            var bytes = Array(line)
            Self.trimTrailingSpaces(&bytes)
            isNegated = bytes.first == UInt8(ascii: "!")
            if isNegated { bytes.removeFirst() }
            isFolderOnly = bytes.last == UInt8(ascii: "/")
            if isFolderOnly { bytes.removeLast() }
            isAnchored = bytes.contains(UInt8(ascii: "/"))
            if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
            glob = bytes
            let special: (UInt8) -> Bool = { Wildcard.specials.contains($0) }
            isLiteral = !bytes.contains(where: special)
            if !isAnchored, bytes.first == UInt8(ascii: "*"), bytes.count > 1, !bytes.dropFirst().contains(where: special) {
                literalSuffix = Array(bytes.dropFirst())
            } else {
                literalSuffix = nil
            }
        }

        /// Drops the trailing spaces that are not escaped with a backslash, as git does.
        static func trimTrailingSpaces(_ bytes: inout [UInt8]) {
            var firstTrailingSpace: Int?
            var k = 0
            while k < bytes.count {
                switch bytes[k] {
                case UInt8(ascii: " "):
                    if firstTrailingSpace == nil { firstTrailingSpace = k }
                case UInt8(ascii: "\\"):
                    k += 1
                    // A backslash at the very end: nothing more to trim.
                    if k == bytes.count { return }
                    firstTrailingSpace = nil
                default:
                    firstTrailingSpace = nil
                }
                k += 1
            }
            if let firstTrailingSpace { bytes.removeSubrange(firstTrailingSpace...) }
        }

        /// Whether the pattern matches `path` (relative to the `.gitignore`'s folder) whose last name is `name`.
        func matches(path: UnsafeBufferPointer<UInt8>, name: UnsafeBufferPointer<UInt8>, isFolder: Bool) -> Bool {
            if isFolderOnly && !isFolder { return false }
            let text = isAnchored ? path : name
            if isLiteral { return text.elementsEqual(glob) }
            if let literalSuffix {
                // `*` never matches a `/`, and a name has none.
                return text.count >= literalSuffix.count && text.suffix(literalSuffix.count).elementsEqual(literalSuffix)
            }
            return glob.withUnsafeBufferPointer { Wildcard.matches($0, text) }
        }
    }
}

/// Git's wildcards on paths (`wildmatch` with `WM_PATHNAME`): `*`, `?` and `[...]` stop at `/`; `**` between
/// slashes (or at the pattern's start or end) crosses them; `\` makes the next byte literal.
enum Wildcard {
    /// The bytes that make a pattern more than its literal text.
    static let specials: Set<UInt8> = [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "\\")]

    /// Whether `pattern` matches all of `text`.
    /// - Complexity: O(n) for a pattern without `*`; each `*` tries the rest of the pattern at each place it may
    ///   stop, a `*` that cannot cross a `/` giving up at the first one (O(p × n) for most patterns).
    static func matches(_ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        match(pattern, 0, text, 0) == .match
    }

    /// How an attempt ended. The two ways to give up spare a `*` from trying every later place, as in git:
    /// once the text ran out nothing later can match, and once a `*` met a `/` only an outer `**` may go on.
    private enum Outcome { case match, noMatch, giveUp, giveUpToDoubleStar }

    private static let slash = UInt8(ascii: "/")

    private static func match(_ p: UnsafeBufferPointer<UInt8>, _ pStart: Int,
                              _ t: UnsafeBufferPointer<UInt8>, _ tStart: Int) -> Outcome {
        var pi = pStart, ti = tStart
        while pi < p.count {
            let pc = p[pi]
            if ti == t.count && pc != UInt8(ascii: "*") { return .giveUp }
            switch pc {
            case UInt8(ascii: "\\"):
                pi += 1
                // A backslash at the end escapes nothing, and matches nothing.
                guard pi < p.count, t[ti] == p[pi] else { return .noMatch }
            case UInt8(ascii: "?"):
                if t[ti] == slash { return .noMatch }
            case UInt8(ascii: "["):
                guard let (matched, end) = matchClass(p, pi, t[ti]) else { return .giveUp }
                if !matched || t[ti] == slash { return .noMatch }
                pi = end
            case UInt8(ascii: "*"):
                return star(p, pi, t, ti)
            default:
                if t[ti] != pc { return .noMatch }
            }
            pi += 1
            ti += 1
        }
        return ti == t.count ? .match : .noMatch
    }

    /// The rest of a match from a `*` (or a run of them) at `pi`.
    private static func star(_ p: UnsafeBufferPointer<UInt8>, _ first: Int,
                             _ t: UnsafeBufferPointer<UInt8>, _ tStart: Int) -> Outcome {
        var pi = first + 1
        while pi < p.count && p[pi] == UInt8(ascii: "*") { pi += 1 }
        var ti = tStart
        var crossesSlashes = false
        if pi - first > 1 {
            // `**` crosses folders only as a whole name: at the start or after `/`, and at the end or before `/`.
            let before = first == 0 || p[first - 1] == slash
            let after = pi == p.count || p[pi] == slash
                || (p[pi] == UInt8(ascii: "\\") && pi + 1 < p.count && p[pi + 1] == slash)
            if before && after {
                // `**/` also matches no folder at all: `a/**/b` matches `a/b`.
                if pi < p.count && p[pi] == slash && match(p, pi + 1, t, ti) == .match { return .match }
                crossesSlashes = true
            }
        }
        if pi == p.count {
            // A trailing `**` matches the rest; a trailing `*` only up to the name's end.
            if !crossesSlashes && UnsafeBufferPointer(rebasing: t[ti...]).contains(slash) { return .giveUpToDoubleStar }
            return .match
        }
        if !crossesSlashes && p[pi] == slash {
            // `*/`: the rest of this name, then the pattern's `/` takes the text's.
            guard let next = UnsafeBufferPointer(rebasing: t[ti...]).firstIndex(of: slash) else { return .giveUp }
            return match(p, pi, t, ti + next)
        }
        while ti < t.count {
            let outcome = match(p, pi, t, ti)
            if outcome != .noMatch {
                if !crossesSlashes || outcome != .giveUpToDoubleStar { return outcome }
            } else if !crossesSlashes && t[ti] == slash {
                return .giveUpToDoubleStar
            }
            ti += 1
        }
        return .giveUp
    }

    /// Whether the bracket expression at `start` (`[...]`, `[!...]`, `[^...]`, with ranges, escapes and
    /// `[:alpha:]`-style classes) takes `byte`, and the index of its closing `]`; nil when it is not closed or
    /// names no known class (the pattern then matches nothing).
    private static func matchClass(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ byte: UInt8) -> (Bool, Int)? {
        var pi = start + 1
        guard pi < p.count else { return nil }
        let negated = p[pi] == UInt8(ascii: "!") || p[pi] == UInt8(ascii: "^")
        if negated { pi += 1 }
        var matched = false
        // The byte before, for a range; none after a range or a class.
        var previous: UInt8?
        var isFirst = true
        while true {
            guard pi < p.count else { return nil }
            var c = p[pi]
            // A `]` first in the set is a member, not its end.
            if c == UInt8(ascii: "]") && !isFirst { break }
            isFirst = false
            if c == UInt8(ascii: "\\") {
                pi += 1
                guard pi < p.count else { return nil }
                c = p[pi]
                if byte == c { matched = true }
                previous = c
            } else if c == UInt8(ascii: "-"), let low = previous, pi + 1 < p.count, p[pi + 1] != UInt8(ascii: "]") {
                pi += 1
                var high = p[pi]
                if high == UInt8(ascii: "\\") {
                    pi += 1
                    guard pi < p.count else { return nil }
                    high = p[pi]
                }
                if low <= byte && byte <= high { matched = true }
                previous = nil
            } else if c == UInt8(ascii: "["), pi + 1 < p.count, p[pi + 1] == UInt8(ascii: ":") {
                let nameStart = pi + 2
                var end = nameStart
                while end < p.count && p[end] != UInt8(ascii: "]") { end += 1 }
                guard end < p.count else { return nil }
                if end - 1 < nameStart || p[end - 1] != UInt8(ascii: ":") {
                    // No `:]`: the `[` is a member like any other.
                    if byte == c { matched = true }
                    previous = c
                } else {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: p[nameStart..<(end - 1)]), as: UTF8.self)
                    guard let member = characterClass(name) else { return nil }
                    if member(byte) { matched = true }
                    previous = nil
                    pi = end
                }
            } else {
                if byte == c { matched = true }
                previous = c
            }
            pi += 1
        }
        return (matched != negated, pi)
    }

    /// The POSIX character classes, over ASCII as in the C locale.
    private static func characterClass(_ name: String) -> ((UInt8) -> Bool)? {
        let isUpper: (UInt8) -> Bool = { (0x41...0x5A).contains($0) }
        let isLower: (UInt8) -> Bool = { (0x61...0x7A).contains($0) }
        let isDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        let isAlpha: (UInt8) -> Bool = { isUpper($0) || isLower($0) }
        let isGraph: (UInt8) -> Bool = { (0x21...0x7E).contains($0) }
        switch name {
        case "alnum": return { isAlpha($0) || isDigit($0) }
        case "alpha": return isAlpha
        case "blank": return { $0 == 0x20 || $0 == 0x09 }
        case "cntrl": return { $0 < 0x20 || $0 == 0x7F }
        case "digit": return isDigit
        case "graph": return isGraph
        case "lower": return isLower
        case "print": return { isGraph($0) || $0 == 0x20 }
        case "punct": return { isGraph($0) && !isAlpha($0) && !isDigit($0) }
        case "space": return { (0x09...0x0D).contains($0) || $0 == 0x20 }
        case "upper": return isUpper
        case "xdigit": return { isDigit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }
        default: return nil
        }
    }
}
