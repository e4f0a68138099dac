/// The tags written in a note's body, `#tag` and `#parent/child`, read by Obsidian's rules: a `#` at the start of
/// a line or after a space or tab, then letters, digits, `_`, `-` and `/` (at least one that is not a digit; a
/// trailing `/` is no part of it). A combining mark or a variation selector belongs to the character before it: it
/// never starts a tag (`#️⃣`, a keycap emoji, is no tag) nor makes one alone (`#1️⃣` neither). Nothing inside a fenced code block (``` or ~~~) or an inline code span is a tag,
/// nor a heading's `# `, nor a `#` inside a word or a URL (`page#part`, `https://x.org/#top`, `[a](#b)`).
public enum InlineTags {
    /// One tag written in the body.
    public struct Use: Sendable, Equatable {
        /// The tag, without its `#`.
        public let tag: String
        /// Where its `#` is: the line of the file and the column in it (1-based, in scalars).
        public let line: Int, column: Int
        /// The byte range of the tag's text in the note (after the `#`).
        public let range: Range<Int>

        public init(tag: String, line: Int, column: Int, range: Range<Int>) {
            (self.tag, self.line, self.column, self.range) = (tag, line, column, range)
        }
    }

    /// Whether `tag` can be written in a body as `#tag` and read back as itself (no blank, no punctuation but
    /// `_ - /`, not digits only).
    public static func canWrite(_ tag: String) -> Bool { scan(Array(("#" + tag).utf8)).map(\.tag) == [tag] }

    /// The inline tags of the note `bytes` (UTF-8), in its body from byte `start`, which is on line `firstLine`.
    /// - Complexity: O(bytes of the body).
    public static func scan(_ bytes: [UInt8], from start: Int = 0, firstLine: Int = 1) -> [Use] {
        var uses: [Use] = []
        var fence: (mark: UInt8, count: Int)?
        var lineStart = start, line = firstLine
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            var end = lineEnd
            if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
            if let opening = fenceMark(bytes, lineStart, end) {
                if let open = fence {
                    if opening.mark == open.mark && opening.count >= open.count { fence = nil }
                } else {
                    fence = opening
                }
            } else if fence == nil {
                scanLine(bytes, lineStart, end, line: line, into: &uses)
            }
            guard lineEnd < bytes.count else { break }
            lineStart = lineEnd + 1
            line += 1
        }
        return uses
    }

    /// A fence line's mark and length: up to three spaces, then three or more backticks or tildes.
    private static func fenceMark(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (mark: UInt8, count: Int)? {
        var i = start
        while i < end && i - start < 3 && bytes[i] == 0x20 { i += 1 }
        guard i < end, bytes[i] == 0x60 || bytes[i] == 0x7E else { return nil }
        let mark = bytes[i]
        var count = 0
        while i < end && bytes[i] == mark { i += 1; count += 1 }
        return count >= 3 ? (mark, count) : nil
    }

    /// The tags of one line outside code: inline code spans (a run of backticks up to the next run as long) are
    /// left out.
    private static func scanLine(_ bytes: [UInt8], _ start: Int, _ end: Int, line: Int, into uses: inout [Use]) {
        var i = start
        var column = 1
        while i < end {
            let b = bytes[i]
            if b == 0x60 {
                var run = 0
                while i + run < end && bytes[i + run] == 0x60 { run += 1 }
                if let close = closingRun(bytes, from: i + run, end, length: run) {
                    column += scalars(bytes, i, close)
                    i = close
                } else {
                    column += run
                    i += run
                }
                continue
            }
            if b == 0x23, i == start || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 {
                var j = i + 1
                var scalarsInTag = 0
                while j < end, let length = tagCharacterLength(bytes, j, end) {
                    j += length
                    scalarsInTag += 1
                }
                var tagEnd = j
                while tagEnd > i + 1 && bytes[tagEnd - 1] == 0x2F { tagEnd -= 1 }
                let body = bytes[(i + 1)..<tagEnd]
                if !body.isEmpty, body.first != 0x2F, isTag(body) {
                    uses.append(Use(tag: String(decoding: body, as: UTF8.self), line: line, column: column,
                                    range: (i + 1)..<tagEnd))
                }
                column += 1 + scalarsInTag
                i = j
                continue
            }
            column += b & 0xC0 == 0x80 ? 0 : 1
            i += 1
        }
    }

    /// Whether the characters after a `#` make a tag: the first is no mark (a mark or a variation selector right
    /// after `#` is part of it: `#️⃣`), and one at least is neither a digit nor a mark.
    private static func isTag(_ body: ArraySlice<UInt8>) -> Bool {
        // ASCII alone (most tags): not digits only.
        guard body.contains(where: { $0 >= 0x80 }) else { return body.contains { !(0x30...0x39).contains($0) } }
        let scalars = String(decoding: body, as: UTF8.self).unicodeScalars
        let isMark: (Unicode.Scalar) -> Bool = {
            [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
        }
        guard let first = scalars.first, !isMark(first) else { return false }
        return scalars.contains { !isMark($0) && !("0"..."9").contains($0) }
    }

    /// Where a run of exactly `length` backticks starts after `from` on the line, and the byte after it.
    private static func closingRun(_ bytes: [UInt8], from: Int, _ end: Int, length: Int) -> Int? {
        var i = from
        while i < end {
            guard bytes[i] == 0x60 else { i += 1; continue }
            var run = 0
            while i + run < end && bytes[i + run] == 0x60 { run += 1 }
            if run == length { return i + run }
            i += run
        }
        return nil
    }

    /// The length in bytes of the tag character at `i` (a letter, digit, `_`, `-` or `/`; any letter or digit of
    /// Unicode, or an emoji), nil for anything else.
    private static func tagCharacterLength(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int? {
        let b = bytes[i]
        if b < 0x80 {
            let isWord = (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
            return isWord || b == 0x5F || b == 0x2D || b == 0x2F ? 1 : nil
        }
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard i + length <= end, let scalar = String(decoding: bytes[i..<(i + length)], as: UTF8.self).unicodeScalars.first,
              scalar.value != 0xFFFD else { return nil }
        let p = scalar.properties
        return p.isAlphabetic || p.numericType != nil || p.isEmojiPresentation || p.generalCategory == .nonspacingMark ? length : nil
    }

    /// How many scalars the bytes `from..<to` hold.
    private static func scalars(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Int {
        bytes[from..<to].lazy.filter { $0 & 0xC0 != 0x80 }.count
    }
}

extension NoteTags {
    /// The tags the note uses: its front matter's, then, with ``NoteSyntax/inline``, its body's `#tags` not among
    /// them, each once, in the order met.
    public var allTags: [String] {
        guard syntax.inline else { return tags }
        var seen = Set(tags)
        return tags + inlineUses.map(\.tag).filter { seen.insert($0).inserted }
    }

    /// The `#tags` of the note's body (positions in ``FrontMatter/bytes``, the note as UTF-8).
    public var inlineUses: [InlineTags.Use] {
        let start = frontMatter.bodyStart
        return InlineTags.scan(frontMatter.bytes, from: start, firstLine: frontMatter.position(of: start).line)
    }

    /// The note's bytes (in its encoding) with every `#from` of its body renamed `#to`, or, for a nil `to`, with its
    /// `#` taken away (the tag goes, the word stays); every other byte as it was. Nil when the body has no `#from`.
    public func replacingInline(_ from: String, with to: String?) -> [UInt8]? {
        replacingInline(where: { $0 == from }, by: { _ in to })
    }

    /// The note's bytes with every `#tag` of its body for which `affected` holds renamed `#renamed(tag)`, or, where
    /// that is nil, with its `#` taken away; every other byte as it was. Nil when no `#tag` is affected.
    /// - Complexity: O(bytes of the note).
    public func replacingInline(where affected: (String) -> Bool, by renamed: (String) -> String?) -> [UInt8]? {
        let uses = inlineUses.filter { affected($0.tag) }
        guard !uses.isEmpty else { return nil }
        var text = frontMatter.bytes
        for use in uses.reversed() {
            if let to = renamed(use.tag) {
                text.replaceSubrange(use.range, with: Array(to.utf8))
            } else {
                text.remove(at: use.range.lowerBound - 1)
            }
        }
        return encoding.encode(text)
    }
}
