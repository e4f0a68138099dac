/// Where a note's list (`tags`, or the key asked for) is written in its YAML front matter and how: found by scanning
/// the front matter's lines (Yams tells what the value is, not where its bytes are), so that an edit splices new
/// bytes over those alone.
struct TagsValue: Sendable {
    enum Style: Sendable, Equatable {
        /// `- a` lines under the key, each indented by `indent`.
        case block(indent: [UInt8])
        /// `[a, b]`, over one line or several, written as it is laid out.
        case flow(BracketLayout)
        /// `tags: a`.
        case scalar
        /// `tags:` with nothing after it.
        case empty
        /// Front matter without the key.
        case absent
        /// A note without front matter.
        case noFrontMatter
    }

    /// One item as written: for a block item, the bytes before its value (comment lines just above it, the
    /// indentation and `- `), its value, and the bytes after (a comment, the line ending, the lines of an item
    /// that goes on below); for a flow item or a text, its value alone.
    struct Item: Sendable {
        var prefix: [UInt8] = []
        var raw: [UInt8]
        var suffix: [UInt8] = []
        /// The whole item as written.
        var lines: [UInt8] { prefix + raw + suffix }
    }

    /// What is written at one place of the list: an item as it was, an item with another value, or a new value.
    enum Piece: Sendable {
        case kept(Int)
        case replaced(Int, [UInt8])
        case new([UInt8])
    }

    var style: Style
    /// The bytes of the note the value takes (for a block list, from just after the key's `:` to the end of its last
    /// item line; empty where a value is to be added).
    var range: Range<Int>
    /// For a block list and an empty value: what follows `:` on the key's line (blanks, a comment), kept.
    var keyRest: [UInt8] = []
    var items: [Item] = []
    /// The line of the file the key is on (for problems).
    var line: Int = 1
    /// The key as the note writes it (`tags`, `Tags`), or as it is to be added.
    var key: String

    // MARK: Finding it

    /// Scans the front matter for the last top-level key that `syntax` matches, and its value.
    /// - Throws: ``NoteProblem`` for a value written in a way that cannot be edited in place (a scalar or a quoted
    ///   text over several lines).
    static func locate(in fm: FrontMatter, syntax: NoteSyntax) throws(NoteProblem) -> TagsValue {
        guard let yaml = fm.yaml else { return TagsValue(style: .noFrontMatter, range: fm.start..<fm.start, key: syntax.key) }
        let bytes = fm.bytes
        let lines = ByteScanning.lines(bytes, yaml)
        guard let k = lines.lastIndex(where: { keyName(bytes[$0.start..<$0.content]).map(syntax.matches) == true }) else {
            return TagsValue(style: .absent, range: yaml.upperBound..<yaml.upperBound, key: syntax.key)
        }
        let key = lines[k]
        let name = keyName(bytes[key.start..<key.content])!
        let lineNumber = fm.firstContentLine + k
        let colon = bytes[key.start..<key.content].firstIndex(of: UInt8(ascii: ":"))! + 1
        let (valueEnd, _) = splitComment(bytes, colon..<key.content)
        let value = ByteScanning.trimmed(bytes, colon..<valueEnd)
        func refuse() -> NoteProblem {
            NoteProblem(line: lineNumber, column: 1,
                        message: "\(name) is written in a way tagdeck cannot edit in place (use a list: \(name): [a, b])")
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
                let isItem = rest.first == UInt8(ascii: "-") && (rest.count == 1 || rest.dropFirst().first == 0x20)
                if let indent, !items.isEmpty, blanks.count > indent.count {
                    // A line of the item above (an object over several lines): it goes with that item.
                    items[items.count - 1].suffix += pending + bytes[line.start..<line.end]
                    pending = []
                    last = line.end
                    continue
                }
                guard isItem else { break }
                if indent == nil { indent = Array(blanks) }
                guard Array(blanks) == indent else { throw refuse() }
                let dash = rest.startIndex
                let (end, _) = splitComment(bytes, (dash + 1)..<line.content)
                var raw = ByteScanning.trimmed(bytes, (dash + 1)..<end)
                if raw.isEmpty { raw = min(dash + 1, line.content)..<min(dash + 1, line.content) }
                if isUnclosedQuote(bytes[raw]) { throw refuse() }
                items.append(Item(prefix: pending + bytes[line.start..<raw.lowerBound], raw: Array(bytes[raw]),
                                  suffix: Array(bytes[raw.upperBound..<line.end])))
                pending = []
                last = line.end
            }
            let rest = Array(bytes[colon..<key.content])
            guard let indent else {
                return TagsValue(style: .empty, range: colon..<key.end, keyRest: rest, line: lineNumber, key: name)
            }
            return TagsValue(style: .block(indent: indent), range: colon..<last, keyRest: rest, items: items,
                             line: lineNumber, key: name)
        }
        if bytes[value.lowerBound] == UInt8(ascii: "[") {
            guard let close = ByteScanning.closingBracket(bytes, from: value.lowerBound, before: yaml.upperBound) else {
                throw refuse()
            }
            let layout = BracketLayout(bytes, open: value.lowerBound, close: close, hashComments: false)
            // A flow list with comments inside is not edited in place: nothing says where they would go.
            if ByteScanning.hasComment(bytes, layout.range) { throw refuse() }
            return TagsValue(style: .flow(layout), range: layout.range, items: layout.items.map { Item(raw: Array(bytes[$0])) },
                             line: lineNumber, key: name)
        }
        // One text; it must end on its line.
        if isUnclosedQuote(bytes[value]) || [UInt8(ascii: "|"), UInt8(ascii: ">")].contains(bytes[value.lowerBound]) {
            throw refuse()
        }
        if k + 1 < lines.count {
            let next = bytes[lines[k + 1].start..<lines[k + 1].content]
            if next.first == 0x20 && next.contains(where: { $0 != 0x20 }) && next.first(where: { $0 != 0x20 }) != UInt8(ascii: "#") {
                throw refuse()
            }
        }
        return TagsValue(style: .scalar, range: value, items: [Item(raw: Array(bytes[value]))], line: lineNumber, key: name)
    }

    /// The key a line starts at column 0 (`tags:`, `Tags :`), if it is a plain key followed by `:`.
    static func keyName(_ line: ArraySlice<UInt8>) -> String? {
        let name = line.prefix { $0 != UInt8(ascii: ":") && $0 != 0x20 && $0 != 0x09 }
        guard let first = name.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "-"),
              !name.contains(where: { [0x22, 0x27, 0x5B, 0x7B].contains($0) }) else { return nil }
        var rest = line.dropFirst(name.count)
        while rest.first == 0x20 || rest.first == 0x09 { rest = rest.dropFirst() }
        guard rest.first == UInt8(ascii: ":") else { return nil }
        rest = rest.dropFirst()
        guard rest.isEmpty || rest.first == 0x20 || rest.first == 0x09 || rest.first == 0x0D else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// The part of `range` before a comment (` #` outside quotes), and whether there was one.
    private static func splitComment(_ bytes: [UInt8], _ range: Range<Int>) -> (Int, Bool) {
        var found: Int?
        ByteScanning.outsideQuotes(bytes, range) { i, _ in
            let starts = bytes[i] == UInt8(ascii: "#") && (i == range.lowerBound || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09)
            if starts { found = i }
            return !starts
        }
        return (found ?? range.upperBound, found != nil)
    }

    /// Whether a value opens a quote it does not close.
    private static func isUnclosedQuote(_ raw: ArraySlice<UInt8>) -> Bool {
        guard let q = raw.first, q == 0x22 || q == 0x27 else { return false }
        return raw.count < 2 || raw.last != q || (q == 0x22 && raw.dropLast().last == 0x5C && raw.count > 2)
    }

    // MARK: Writing it

    /// The note with this value's items replaced by `pieces`, in the value's style (a text value with more than
    /// one piece becomes a flow list); `scalar` writes a tag as YAML (in a flow list or not).
    func replaced(with pieces: [Piece], frontMatter fm: FrontMatter) -> [UInt8] {
        let eol = fm.lineEnding
        func raw(_ piece: Piece) -> [UInt8] {
            switch piece {
            case .kept(let k): items[k].raw
            case .replaced(_, let bytes), .new(let bytes): bytes
            }
        }
        func blockLines(_ indent: [UInt8]) -> [UInt8] {
            pieces.flatMap { piece -> [UInt8] in
                switch piece {
                case .kept(let k): items[k].lines
                case .replaced(let k, let bytes): items[k].prefix + bytes + items[k].suffix
                case .new(let bytes): indent + Array("- ".utf8) + bytes + eol
                }
            }
        }
        let replacement: [UInt8]
        switch style {
        case .block(let indent):
            replacement = pieces.isEmpty ? Array(" []".utf8) + keyRest : keyRest + eol + blockLines(indent)
            // The last item's line ending is in the range replaced; an emptied list keeps one.
            return splice(fm.bytes, range, pieces.isEmpty ? replacement + eol : replacement)
        case .flow(let layout):
            replacement = layout.written(pieces.map(raw))
        case .scalar:
            replacement = pieces.count == 1 ? raw(pieces[0]) : Array("[".utf8) + pieces.map(raw).joined(separator: [0x2C, 0x20]) + Array("]".utf8)
        case .empty:
            replacement = pieces.isEmpty ? keyRest + eol : keyRest + eol + blockLines(Array("  ".utf8))
        case .absent:
            replacement = pieces.isEmpty ? [] : Array("\(key):".utf8) + eol + blockLines(Array("  ".utf8))
        case .noFrontMatter:
            replacement = pieces.isEmpty ? []
                : Array("---".utf8) + eol + Array("\(key):".utf8) + eol + blockLines(Array("  ".utf8)) + Array("---".utf8) + eol
        }
        return splice(fm.bytes, range, replacement)
    }

    /// Whether a piece with `count` pieces around it is written inside a flow list in this style.
    func writesFlow(count: Int) -> Bool {
        switch style {
        case .flow: true
        case .scalar: count != 1
        default: false
        }
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
