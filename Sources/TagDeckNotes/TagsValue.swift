/// Where a note's `tags` value is written and how: found by scanning the front matter's lines (Yams tells what the
/// value is, not where its bytes are), so that an edit splices new bytes over those alone.
struct TagsValue: Sendable {
    enum Style: Sendable, Equatable {
        /// `- a` lines under `tags:`, each indented by `indent`.
        case block(indent: [UInt8])
        /// `[a, b]`, items parted by `separator` (`, ` or `,`).
        case flow(separator: [UInt8])
        /// `tags: a`.
        case scalar
        /// `tags:` with nothing after it.
        case empty
        /// Front matter without a `tags` key.
        case absent
        /// A note without front matter.
        case noFrontMatter
    }

    /// One item as written: its bytes (a block item: its whole line, with the comment lines just above it), and the
    /// bytes of its value alone.
    struct Item: Sendable {
        var lines: [UInt8]
        var raw: [UInt8]
    }

    var style: Style
    /// The bytes of the note the value takes (for a block list, from just after `tags:` to the end of its last
    /// item line; empty where a value is to be added).
    var range: Range<Int>
    /// For a block list and an empty value: what follows `:` on the key's line (blanks, a comment), kept.
    var keyRest: [UInt8] = []
    var items: [Item] = []
    /// The line of the file the key is on (for problems).
    var line: Int = 1

    // MARK: Finding it

    /// Scans the front matter for the top-level `tags` key and its value.
    /// - Throws: ``NoteProblem`` for a value written in a way that cannot be edited in place (a scalar or a
    ///   quoted text over several lines, an item with lines of its own below it).
    static func locate(in fm: FrontMatter) throws(NoteProblem) -> TagsValue {
        guard let yaml = fm.yaml else { return TagsValue(style: .noFrontMatter, range: fm.start..<fm.start) }
        let bytes = fm.bytes
        // Lines of the YAML: (start, end of content without the line ending, end with it).
        var lines: [(start: Int, content: Int, end: Int)] = []
        var at = yaml.lowerBound
        while at < yaml.upperBound {
            let end = bytes[at..<yaml.upperBound].firstIndex(of: 0x0A).map { $0 + 1 } ?? yaml.upperBound
            var content = end
            while content > at && (bytes[content - 1] == 0x0A || bytes[content - 1] == 0x0D) { content -= 1 }
            lines.append((at, content, end))
            at = end
        }
        guard let k = lines.firstIndex(where: { isTagsKey(bytes[$0.start..<$0.content]) }) else {
            return TagsValue(style: .absent, range: yaml.upperBound..<yaml.upperBound)
        }
        let key = lines[k]
        let lineNumber = FrontMatter.firstYAMLLine + k
        let colon = bytes[key.start..<key.content].firstIndex(of: UInt8(ascii: ":"))! + 1
        let (valueEnd, _) = splitComment(bytes, colon..<key.content)
        let value = trimmed(bytes, colon..<valueEnd)
        func refuse() -> NoteProblem {
            NoteProblem(line: lineNumber, column: 1,
                        message: "tags are written in a way tagdeck cannot edit in place (use a list: tags: [a, b])")
        }
        if value.isEmpty {
            // A block list, or nothing.
            var items: [Item] = []
            var pending: [UInt8] = []
            var indent: [UInt8]?
            var last = key.end
            for line in lines[(k + 1)...] {
                let text = bytes[line.start..<line.content]
                let blanks = text.prefix { $0 == 0x20 }
                let rest = text.dropFirst(blanks.count)
                if rest.isEmpty || rest.first == UInt8(ascii: "#") {
                    pending += bytes[line.start..<line.end]
                    continue
                }
                guard rest.first == UInt8(ascii: "-"), rest.count == 1 || rest.dropFirst().first == 0x20 else {
                    // Lines more indented than the list's items would belong to an item: not editable in place.
                    if let indent, blanks.count > indent.count { throw refuse() }
                    break
                }
                if indent == nil { indent = Array(blanks) }
                guard Array(blanks) == indent else { throw refuse() }
                let (end, _) = splitComment(bytes, (rest.startIndex + 1)..<line.content)
                let raw = trimmed(bytes, (rest.startIndex + 1)..<end)
                if isUnclosedQuote(bytes[raw]) { throw refuse() }
                items.append(Item(lines: pending + bytes[line.start..<line.end], raw: Array(bytes[raw])))
                pending = []
                last = line.end
            }
            let rest = Array(bytes[colon..<key.content])
            guard let indent else {
                return TagsValue(style: .empty, range: colon..<key.end, keyRest: rest, line: lineNumber)
            }
            return TagsValue(style: .block(indent: indent), range: colon..<last, keyRest: rest, items: items,
                             line: lineNumber)
        }
        if bytes[value.lowerBound] == UInt8(ascii: "[") {
            guard let close = closingBracket(bytes, from: value.lowerBound, before: yaml.upperBound) else { throw refuse() }
            var items: [Item] = []
            for part in splitFlow(bytes, (value.lowerBound + 1)..<close) {
                let raw = trimmed(bytes, part)
                if !raw.isEmpty { items.append(Item(lines: [], raw: Array(bytes[raw]))) }
            }
            // The separator the list uses after its first comma: `, ` or `,`.
            let comma = bytes[(value.lowerBound + 1)..<close].firstIndex(of: UInt8(ascii: ","))
            let separator: [UInt8] = comma.map { $0 + 1 < close && bytes[$0 + 1] == 0x20 } == false ? [0x2C] : [0x2C, 0x20]
            return TagsValue(style: .flow(separator: separator), range: value.lowerBound..<(close + 1), items: items,
                             line: lineNumber)
        }
        // One text; it must end on its line.
        if isUnclosedQuote(bytes[value]) { throw refuse() }
        if k + 1 < lines.count {
            let next = bytes[lines[k + 1].start..<lines[k + 1].content]
            if next.first == 0x20 && next.contains(where: { $0 != 0x20 }) && next.first(where: { $0 != 0x20 }) != UInt8(ascii: "#") {
                throw refuse()
            }
        }
        return TagsValue(style: .scalar, range: value, items: [Item(lines: [], raw: Array(bytes[value]))], line: lineNumber)
    }

    /// Whether a line is the top-level key `tags` (`tags:`, `tags :`), at column 0.
    private static func isTagsKey(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.starts(with: "tags".utf8) else { return false }
        var rest = line.dropFirst(4)
        while rest.first == 0x20 || rest.first == 0x09 { rest = rest.dropFirst() }
        guard rest.first == UInt8(ascii: ":") else { return false }
        rest = rest.dropFirst()
        return rest.isEmpty || rest.first == 0x20 || rest.first == 0x09
    }

    /// The part of `range` before a comment (` #` outside quotes), and whether there was one.
    private static func splitComment(_ bytes: [UInt8], _ range: Range<Int>) -> (Int, Bool) {
        var found: Int?
        outsideQuotes(bytes, range) { i, _ in
            let starts = bytes[i] == UInt8(ascii: "#") && (i == range.lowerBound || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09)
            if starts { found = i }
            return !starts
        }
        return (found ?? range.upperBound, found != nil)
    }

    /// Calls `visit` with each byte of `range` outside quotes (`'...'`, `"..."` with its escapes), and how deep in
    /// brackets it is; stops when `visit` returns false.
    private static func outsideQuotes(_ bytes: [UInt8], _ range: Range<Int>, _ visit: (_ at: Int, _ depth: Int) -> Bool) {
        var quote: UInt8?, depth = 0, i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            if let q = quote {
                if b == 0x5C && q == 0x22 { i += 2; continue }
                if b == q { quote = nil }
            } else if b == 0x22 || b == 0x27 {
                quote = b
            } else {
                guard visit(i, depth) else { return }
                if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { depth += 1 }
                if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { depth -= 1 }
            }
            i += 1
        }
    }

    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var (lo, hi) = (range.lowerBound, range.upperBound)
        while lo < hi && (bytes[lo] == 0x20 || bytes[lo] == 0x09) { lo += 1 }
        while hi > lo && (bytes[hi - 1] == 0x20 || bytes[hi - 1] == 0x09) { hi -= 1 }
        return lo..<hi
    }

    /// Whether a value opens a quote it does not close.
    private static func isUnclosedQuote(_ raw: ArraySlice<UInt8>) -> Bool {
        guard let q = raw.first, q == 0x22 || q == 0x27 else { return false }
        return raw.count < 2 || raw.last != q || (q == 0x22 && raw.dropLast().last == 0x5C && raw.count > 2)
    }

    /// The `]` that closes the `[` at `open`, outside quotes and nested brackets.
    private static func closingBracket(_ bytes: [UInt8], from open: Int, before end: Int) -> Int? {
        var close: Int?
        outsideQuotes(bytes, open..<end) { i, depth in
            let b = bytes[i]
            guard depth == 1 && (b == UInt8(ascii: "]") || b == UInt8(ascii: "}")) else { return true }
            close = b == UInt8(ascii: "]") ? i : nil
            return false
        }
        return close
    }

    /// The items of a flow list's inside, parted at its top-level commas.
    private static func splitFlow(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = [], start = range.lowerBound
        outsideQuotes(bytes, range) { i, depth in
            if bytes[i] == UInt8(ascii: ",") && depth == 0 {
                parts.append(start..<i)
                start = i + 1
            }
            return true
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    // MARK: Writing it

    /// The note with this value replaced by `tags`; `old` are the note's tags as read, in the items' order.
    func replaced(with tags: [String], old: [String], frontMatter fm: FrontMatter, quoteAll: Bool) -> [UInt8] {
        let eol = fm.lineEnding
        // An item kept is written as it was (its quoting, its comment); a new one is quoted where YAML needs it.
        var kept: [String: Item] = [:]
        for (text, item) in zip(old, items) where kept[text] == nil { kept[text] = item }
        func raw(_ tag: String, flow: Bool) -> [UInt8] {
            if !quoteAll, let item = kept[tag] { return item.raw }
            return Array(YAMLText.scalar(tag, inFlow: flow, forceQuotes: quoteAll).utf8)
        }
        func blockLines(_ indent: [UInt8]) -> [UInt8] {
            tags.flatMap { tag -> [UInt8] in
                if !quoteAll, let item = kept[tag] { return item.lines }
                return indent + Array("- ".utf8) + raw(tag, flow: false) + eol
            }
        }
        func flowList(_ separator: [UInt8]) -> [UInt8] {
            [UInt8(ascii: "[")] + tags.map { raw($0, flow: true) }.joined(separator: separator) + [UInt8(ascii: "]")]
        }
        let replacement: [UInt8]
        switch style {
        case .block(let indent):
            replacement = tags.isEmpty ? Array(" []".utf8) + keyRest : keyRest + eol + blockLines(indent)
            // The last item's line ending is in the range replaced; an emptied list keeps one.
            return splice(fm.bytes, range, tags.isEmpty ? replacement + eol : replacement)
        case .flow(let separator):
            replacement = flowList(separator)
        case .scalar:
            replacement = tags.count == 1 ? raw(tags[0], flow: false) : flowList([0x2C, 0x20])
        case .empty:
            replacement = tags.isEmpty ? keyRest + eol : keyRest + eol + blockLines(Array("  ".utf8))
        case .absent:
            replacement = tags.isEmpty ? [] : Array("tags:".utf8) + eol + blockLines(Array("  ".utf8))
        case .noFrontMatter:
            replacement = tags.isEmpty ? []
                : Array("---".utf8) + eol + Array("tags:".utf8) + eol + blockLines(Array("  ".utf8)) + Array("---".utf8) + eol
        }
        return splice(fm.bytes, range, replacement)
    }

    private func splice(_ bytes: [UInt8], _ range: Range<Int>, _ replacement: [UInt8]) -> [UInt8] {
        var out = bytes
        out.replaceSubrange(range, with: replacement)
        return out
    }
}

/// Tags as YAML texts: plain where YAML reads them back as the same text, else double-quoted.
enum YAMLText {
    /// Words YAML reads as something other than a text.
    private static let special: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"]

    /// `text` as a YAML scalar, in a flow list (`[a, b]`) or not.
    static func scalar(_ text: String, inFlow: Bool, forceQuotes: Bool = false) -> String {
        if !forceQuotes && isPlain(text, inFlow: inFlow) { return text }
        var out = "\""
        for ch in text.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    private static func isPlain(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@` \t".unicodeScalars.contains(first) || last == " " || last == ":" { return false }
        if text.contains(": ") || text.contains(" #") || text.contains("\t") { return false }
        if inFlow && text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) { return false }
        if special.contains(text.lowercased()) { return false }
        // Numbers, dates and the like read back as other things.
        if let c = text.unicodeScalars.first, ("0"..."9").contains(c) || c == "+" || c == "." { return false }
        return true
    }
}
