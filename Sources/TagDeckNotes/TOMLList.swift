import TagDeckTOML

/// A TOML front matter (Hugo, Zola): the list tagdeck curates, read with toml++ and found in the bytes by a scanner
/// of the TOML's lines. The list is a top-level key, or, for Zola, a key of the `[taxonomies]` table.
struct TOMLList {
    var table: TOMLTable
    var items: [TagItem] = []
    var value: ListValue
    /// The table that holds the list (nil: the top level) and the key as written.
    var section: String?
    var key: String
    var warnings: [NoteProblem] = []

    /// Reads the list of `syntax` from a TOML front matter.
    /// - Throws: ``NoteProblem`` for TOML that does not parse.
    init(_ fm: FrontMatter, syntax: NoteSyntax) throws(NoteProblem) {
        let content = fm.content!
        table = try Self.parse(fm)
        let bytes = fm.bytes
        let lines = ByteScanning.lines(bytes, content)
        // The top level ends at the first table header; a `[taxonomies]` table is looked into too.
        var current: String?
        var found: (line: Int, key: String, valueStart: Int, section: String?)?
        var topEnd: Int?, taxonomiesEnd: Int?
        for (k, line) in lines.enumerated() {
            let text = bytes[line.start..<line.content]
            let trimmed = text.drop { $0 == 0x20 || $0 == 0x09 }
            if trimmed.first == UInt8(ascii: "[") {
                if current == nil && topEnd == nil { topEnd = k }
                if current == "taxonomies" && taxonomiesEnd == nil { taxonomiesEnd = k }
                let name = String(decoding: trimmed.dropFirst().prefix { $0 != UInt8(ascii: "]") }, as: UTF8.self)
                current = name.trimmingBlanks
                continue
            }
            guard current == nil || current == "taxonomies", let (name, valueStart) = Self.keyValue(bytes, line.start..<line.content),
                  syntax.matches(name) else { continue }
            if current == nil || found?.section != nil || found == nil { found = (k, name, valueStart, current) }
        }
        let eol = fm.lineEnding
        guard let found else {
            key = syntax.key
            // A new key goes at the end of the top level (after its last line that is not blank), or of `[taxonomies]`.
            let hasTaxonomies = table["taxonomies"]?.table != nil && table["taxonomies"]?.table?.isEmpty == false
            section = hasTaxonomies ? "taxonomies" : nil
            let end = hasTaxonomies ? (taxonomiesEnd ?? lines.count) : (topEnd ?? lines.count)
            var last = end
            while last > 0 && ByteScanning.trimmed(bytes, lines[last - 1].start..<lines[last - 1].content).isEmpty { last -= 1 }
            let at = last > 0 ? lines[last - 1].end : content.lowerBound
            let needsBreak = last > 0 && lines[last - 1].content == lines[last - 1].end
            value = ListValue(style: .absent(at: at, before: (needsBreak ? eol : []) + Array("\(syntax.key) = ".utf8), after: eol),
                              line: fm.firstContentLine + last)
            return
        }
        key = found.key
        section = found.section
        let lineNumber = fm.firstContentLine + found.line
        let start = found.valueStart
        let parsed = table
        let holder = found.section.flatMap { parsed[$0]?.table } ?? parsed
        guard let node = holder[found.key] else {
            value = ListValue(style: .text(start..<start), line: lineNumber, uneditable: "\(key) could not be found")
            return
        }
        if bytes[start] == UInt8(ascii: "[") {
            guard let close = ByteScanning.closingBracket(bytes, from: start, before: content.upperBound, hashComments: true) else {
                throw NoteProblem(line: lineNumber, column: 1, message: "the list of \(key) is never closed")
            }
            let layout = BracketLayout(bytes, open: start, close: close, hashComments: true)
            let inside = bytes[layout.range]
            let tripleQuoted = String(decoding: inside, as: UTF8.self).contains("\"\"\"") || String(decoding: inside, as: UTF8.self).contains("'''")
            value = ListValue(style: .list(layout), items: layout.items.map { Array(bytes[$0]) },
                              starts: layout.items.map(\.lowerBound), line: lineNumber,
                              uneditable: ByteScanning.hasComment(bytes, layout.range) || tripleQuoted
                                ? "\(key) has comments or texts over several lines inside its list: not edited in place" : nil)
            let array = node.array
            let count = array?.count ?? -1
            if count != layout.items.count {
                value.uneditable = "\(key) is written in a way tagdeck cannot edit in place"
            }
            let elements = array ?? []
            for k in elements.indices {
                let element = elements[k]
                let raw = k < layout.items.count ? String(decoding: bytes[layout.items[k]], as: UTF8.self) : ""
                items.append(Self.item(element, raw: raw))
            }
        } else {
            let end = lines[found.line].content
            var valueEnd = end
            ByteScanning.outsideQuotes(bytes, start..<end) { i, _ in
                if bytes[i] == UInt8(ascii: "#") { valueEnd = i; return false }
                return true
            }
            let range = ByteScanning.trimmed(bytes, start..<valueEnd)
            value = ListValue(style: .text(range), items: [Array(bytes[range])], starts: [range.lowerBound], line: lineNumber)
            if let text = node.string {
                items = [text.isEmpty ? TagItem(.empty, nil) : TagItem(.text, text)]
            } else if node.table != nil || node.array != nil {
                throw NoteProblem(line: lineNumber, column: 1, message: "\(key) is a table: tagdeck needs a list of texts")
            } else {
                items = [TagItem(.scalar, String(decoding: bytes[range], as: UTF8.self))]
            }
            if bytes[range].starts(with: Array("\"\"\"".utf8)) || bytes[range].starts(with: Array("'''".utf8)) {
                value.uneditable = "\(key) is a text over several lines: not edited in place"
            }
        }
        for item in items where item.kind == .unreadable {
            warnings.append(NoteProblem(line: lineNumber, column: 1, message: "an item of \(key) is no tag: kept as it is, not shown"))
        }
    }

    /// An item of a TOML array as the site reads it; `raw` is how it is written.
    private static func item(_ value: TOMLValue, raw: String) -> TagItem {
        if let text = value.string {
            if text.isEmpty { return TagItem(.empty, nil) }
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return TagItem(.unreadable, nil) }
            return TagItem(.text, text)
        }
        if let table = value.table {
            if let label = table["label"]?.string, !label.isEmpty { return TagItem(.object, label) }
            return TagItem(.unreadable, nil)
        }
        if value.array != nil { return TagItem(.unreadable, nil) }
        return TagItem(.scalar, raw)
    }

    /// `key = value` on a line: the key (bare or quoted) and where its value starts.
    private static func keyValue(_ bytes: [UInt8], _ range: Range<Int>) -> (String, Int)? {
        var i = range.lowerBound
        while i < range.upperBound && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard i < range.upperBound else { return nil }
        let name: String
        if bytes[i] == 0x22 || bytes[i] == 0x27 {
            let q = bytes[i]
            guard let close = bytes[(i + 1)..<range.upperBound].firstIndex(of: q) else { return nil }
            name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
            i = close + 1
        } else {
            let start = i
            while i < range.upperBound, bytes[i] == 0x2D || bytes[i] == 0x5F || (0x30...0x39).contains(bytes[i])
                    || (0x41...0x5A).contains(bytes[i]) || (0x61...0x7A).contains(bytes[i]) { i += 1 }
            guard i > start else { return nil }
            name = String(decoding: bytes[start..<i], as: UTF8.self)
        }
        while i < range.upperBound && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard i < range.upperBound, bytes[i] == UInt8(ascii: "=") else { return nil }
        i += 1
        while i < range.upperBound && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard i < range.upperBound else { return nil }
        return (name, i)
    }

    /// The TOML, parsed.
    static func parse(_ fm: FrontMatter) throws(NoteProblem) -> TOMLTable {
        do throws(TOMLParseError) {
            return try TOMLReader.parse(fm.contentText)
        } catch {
            throw NoteProblem(line: fm.firstContentLine + max(0, error.line - 1),
                              column: max(1, error.column), message: error.description)
        }
    }

    /// The table without the list, for comparing a note before and after an edit.
    func others() -> TOMLTable {
        var copy = table
        if let section, var inner = copy[section]?.table {
            inner.remove(key)
            copy.set(section, .table(inner))
        } else {
            copy.remove(key)
        }
        return copy
    }
}

extension String {
    /// Without blanks at either end.
    var trimmingBlanks: String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return String(String.UnicodeScalarView(scalars))
    }
}
