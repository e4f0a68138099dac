import TagDeckStore

/// A JSON front matter (Hugo's `{ ... }` at the top of a note): the list tagdeck curates, a key of the object, read
/// with FoundationEssentials' JSON decoder and found in the bytes by a scanner of the object's top level.
struct JSONList {
    var object: [String: JSONValue]
    var items: [TagItem] = []
    var value: ListValue
    var key: String
    var warnings: [NoteProblem] = []

    /// Reads the list of `syntax` from a JSON front matter.
    /// - Throws: ``NoteProblem`` for JSON that does not parse or is no object.
    init(_ fm: FrontMatter, syntax: NoteSyntax) throws(NoteProblem) {
        let content = fm.content!
        object = try Self.parse(fm)
        let bytes = fm.bytes
        // The top-level keys: strings at depth 1 followed by `:`.
        var keys: [(name: String, at: Int, valueStart: Int)] = []
        var lastMember = content.lowerBound
        var i = content.lowerBound + 1, depth = 1
        while i < content.upperBound - 1 {
            let b = bytes[i]
            if b == 0x22 {
                let start = i
                i += 1
                while i < content.upperBound && bytes[i] != 0x22 { i += bytes[i] == 0x5C ? 2 : 1 }
                let end = i + 1
                var j = end
                while j < content.upperBound && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
                if depth == 1 && j < content.upperBound && bytes[j] == UInt8(ascii: ":") {
                    let name = JSONValue.string(bytes[start..<end])
                    j += 1
                    while j < content.upperBound && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
                    keys.append((name ?? "", start, j))
                }
                lastMember = end
                i = end
                continue
            }
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") { depth -= 1 }
            if ![0x20, 0x09, 0x0A, 0x0D].contains(b) { lastMember = i + 1 }
            i += 1
        }
        guard let found = keys.last(where: { syntax.matches($0.name) }) else {
            key = syntax.key
            let indent = keys.first.map { k -> [UInt8] in
                let lineStart = bytes[content.lowerBound..<k.at].lastIndex(of: 0x0A).map { $0 + 1 } ?? k.at
                return Array(bytes[lineStart..<k.at])
            } ?? Array("  ".utf8)
            let eol = fm.lineEnding
            let before = (keys.isEmpty ? [] : Array(",".utf8)) + eol + indent + Array(BoardJSON.quoted(syntax.key).utf8) + Array(": ".utf8)
            value = ListValue(style: .absent(at: keys.isEmpty ? content.lowerBound + 1 : lastMember, before: before,
                                             after: keys.isEmpty ? eol : []), line: 1)
            return
        }
        key = found.name
        let lineNumber = fm.position(of: found.at).line
        let start = found.valueStart
        let node = object[key]
        if bytes[start] == UInt8(ascii: "[") {
            guard let close = ByteScanning.closingBracket(bytes, from: start, before: content.upperBound) else {
                throw NoteProblem(line: lineNumber, column: 1, message: "the list of \(key) is never closed")
            }
            let layout = BracketLayout(bytes, open: start, close: close, hashComments: false)
            value = ListValue(style: .list(layout), items: layout.items.map { Array(bytes[$0]) },
                              starts: layout.items.map(\.lowerBound), line: lineNumber)
            var array: [JSONValue] = []
            if case .array(let items)? = node { array = items }
            if array.count != layout.items.count { value.uneditable = "\(key) is written in a way tagdeck cannot edit in place" }
            for (k, element) in array.enumerated() {
                let raw = k < layout.items.count ? String(decoding: bytes[layout.items[k]], as: UTF8.self) : ""
                items.append(Self.item(element, raw: raw))
            }
        } else if bytes[start] == 0x22, case .string(let text)? = node {
            var end = start + 1
            while end < content.upperBound && bytes[end] != 0x22 { end += bytes[end] == 0x5C ? 2 : 1 }
            value = ListValue(style: .text(start..<(end + 1)), items: [Array(bytes[start..<(end + 1)])], starts: [start],
                              line: lineNumber)
            items = [text.isEmpty ? TagItem(.empty, nil) : TagItem(.text, text)]
        } else if node == .null {
            value = ListValue(style: .text(start..<(start + 4)), items: [], line: lineNumber)
        } else {
            throw NoteProblem(line: lineNumber, column: 1, message: "\(key) is no list of texts")
        }
        for item in items where item.kind == .unreadable {
            warnings.append(NoteProblem(line: lineNumber, column: 1, message: "an item of \(key) is no tag: kept as it is, not shown"))
        }
    }

    /// An item of a JSON array as the site reads it; `raw` is how it is written.
    private static func item(_ value: JSONValue, raw: String) -> TagItem {
        switch value {
        case .string(let text):
            if text.isEmpty { return TagItem(.empty, nil) }
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return TagItem(.unreadable, nil) }
            return TagItem(.text, text)
        case .null: return TagItem(.empty, nil)
        case .bool, .number: return TagItem(.scalar, raw)
        case .object(let object):
            if case .string(let label)? = object["label"], !label.isEmpty { return TagItem(.object, label) }
            return TagItem(.unreadable, nil)
        case .array: return TagItem(.unreadable, nil)
        }
    }

    /// The JSON, parsed.
    static func parse(_ fm: FrontMatter) throws(NoteProblem) -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONValue.decode(fm.bytes[fm.content!])
        } catch {
            throw NoteProblem(line: 1, column: 1, message: "the JSON front matter does not parse: \(JSONValue.reason(error))")
        }
        guard case .object(let object) = value else {
            throw NoteProblem(line: 1, column: 1, message: "the front matter is no JSON object")
        }
        return object
    }

    /// The object without the list, for comparing a note before and after an edit.
    func others() -> [String: JSONValue] {
        var copy = object
        copy[key] = nil
        return copy
    }
}
