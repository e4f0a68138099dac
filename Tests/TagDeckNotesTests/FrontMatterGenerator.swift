import TagDeckTesting

/// Front matters made at random from a seed, YAML and TOML, in every style the notes tests know: flow and block
/// lists, a text, an empty value, odd items (numbers, booleans, null, objects, nested lists, anchors and aliases,
/// tags, escapes), comments, CRLF line endings, a byte order mark, and now and then a line that breaks the syntax.
struct FrontMatterGenerator {
    /// A front matter: the note's bytes, and the text between its delimiters as the parsers read it.
    struct Sample {
        var note: [UInt8]
        var inner: String
    }

    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }
    private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private static let yamlWords = ["rust", "go", "swift", "c++", "machine-learning", "naïve", "日本語", "a:b", "#hash",
                                    "x y", "Rust", "rust", "café"]
    private static let yamlQuoted = ["\"quoted, comma\"", "'single ''q'''", "\"esc\\tTab\"", "\"\\u00e9t\\u00e9\"", "\"\"",
                                     "'#not a comment'", "\"rust\""]
    private static let yamlOdd = ["1", "2.5", "yes", "~", "null", "2024-01-02", "{label: Lab}", "{name: n}", "[nested, list]",
                                  "!!str 7", "!custom x", "&a1 anchored", "*a1", "0x1F", "+12", ".5", "-", "NO", "\"\\x07\""]
    private static let yamlBroken = ["tags: [a, b", "title: \"unterminated", "\tindented: tab", "key: value: more",
                                     ": nokey", "- stray item", "title: *undefined", "bad: \u{7}bell", "title: x\n  title2: y",
                                     "%YAML 1.1", "[unclosed: map", "title: 'it''s", "title: @reserved", "title: `tick",
                                     "title: x\ntitle: y", "tags: {a: 1, a: 2}", "? complex\n: key"]

    /// A YAML front matter (between `---` lines).
    mutating func yaml() -> Sample {
        var lines: [String] = []
        var others = ["title: A note # with a comment", "date: 2024-01-02", "draft: true", "# a comment line", "",
                      "weight: 10", "author: \"Someone\"", "list: [1, 2]", "nested:\n  a: 1\n  b: [x, y]"]
        others.shuffle(using: &random)
        lines += others.prefix(count(0...4))
        if !chance(10) { lines.insert(yamlTags(), at: count(0...lines.count)) }
        if chance(15) {
            let broken = pick(Self.yamlBroken)
            if lines.isEmpty || chance(50) { lines.insert(broken, at: count(0...lines.count)) } else {
                lines[count(0...(lines.count - 1))] = broken
            }
        }
        return sample(lines, delimiter: "---")
    }

    private mutating func yamlItem() -> String {
        switch count(0...9) {
        case 0...4: pick(Self.yamlWords)
        case 5...6: pick(Self.yamlQuoted)
        default: pick(Self.yamlOdd)
        }
    }

    private mutating func yamlTags() -> String {
        let key = chance(85) ? "tags" : pick(["Tags", "TAGS", "\"tags\""])
        let items = (0..<count(0...5)).map { _ in yamlItem() }
        switch count(0...9) {
        case 0...3:
            let comment = chance(20) ? " # trailing" : ""
            if chance(20) && items.count > 1 {
                return "\(key): [\(items[0]),\n  " + items.dropFirst().joined(separator: ", ") + "]" + comment
            }
            return "\(key): [" + items.joined(separator: chance(50) ? ", " : ",") + "]" + comment
        case 4...6:
            let indent = chance(50) ? "  " : ""
            let block = items.map { item -> String in
                item.hasPrefix("{label") && chance(50) ? "\(indent)- label: Lab" : "\(indent)- \(item)"
            }
            let comment = chance(20) ? ["\(indent)# between"] : []
            return ([key + ":"] + comment + block).joined(separator: "\n")
        case 7:
            return "\(key): " + pick(["one two", "\"quoted text\"", "'single'", "~", "", "[]", "5", "true",
                                      ">-\n  folded\n  text", "|\n  literal", "{a: 1}", "rust, go"])
        default:
            return "\(key): " + (items.first ?? "solo")
        }
    }

    private static let tomlItems = ["\"rust\"", "'go'", "\"esc\\tTab\"", "\"\\u00e9\"", "\"\"", "\"c++\"", "\"x y\"",
                                    "\"naïve\"", "'#hash'", "\"Rust\""]
    private static let tomlOdd = ["1", "true", "2.5", "{ label = \"Lab\" }", "{ name = \"n\" }", "[ \"n\" ]", "'''lit'''",
                                  "\"\"\"ml\"\"\"", "-7", "\"\\u0007\""]
    private static let tomlBroken = ["tags = [ \"a\"", "title = ", "title = \"unterminated", "x = bare", "title = \"again\"",
                                     "[extra]", "x = \"\\q\"", "n = 1__0", "d = 1979-13-01", "= 3", "a.b = 1\na = 2",
                                     "tags = [ \"a\" \"b\" ]", "t = { a = 1", "k = 0x", "s = 'it's'"]

    /// A TOML front matter (between `+++` lines).
    mutating func toml() -> Sample {
        var top = ["title = \"A note\" # with a comment", "date = 1979-05-27", "draft = false", "# a comment line", "",
                   "weight = 10", "ratio = 0.5", "when = 07:32:00", "at = 1979-05-27T07:32:00Z", "inline = { a = 1 }",
                   "dotted.key = 1", "arr = [ 1, 2 ]"]
        top.shuffle(using: &random)
        var lines = Array(top.prefix(count(0...4)))
        let tags = tomlTags()
        let inTaxonomies = chance(15)
        if !inTaxonomies && !chance(10) { lines.insert(tags, at: count(0...lines.count)) }
        if chance(25) { lines += ["", "[extra]", "foo = 1", "tags = [ \"not\", \"these\" ]"] }
        if inTaxonomies { lines += ["", "[taxonomies]", tags, "categories = [ \"c\" ]"] }
        if chance(15) {
            let broken = pick(Self.tomlBroken)
            if lines.isEmpty || chance(50) { lines.insert(broken, at: count(0...lines.count)) } else {
                lines[count(0...(lines.count - 1))] = broken
            }
        }
        return sample(lines, delimiter: "+++")
    }

    private mutating func tomlTags() -> String {
        let key = chance(90) ? "tags" : pick(["Tags", "\"tags\""])
        let items = (0..<count(0...5)).map { _ in chance(75) ? pick(Self.tomlItems) : pick(Self.tomlOdd) }
        switch count(0...9) {
        case 0...5:
            let comma = chance(20) && !items.isEmpty ? "," : ""
            return "\(key) = [ " + items.joined(separator: ", ") + comma + " ]" + (chance(20) ? " # trailing" : "")
        case 6...7:
            // A comment is written before a text item (or the list's end) only: a number or a boolean is read as the
            // bytes between its commas, a comment before it too, where TOMLKit gives no bytes to compare with.
            let body = items.indices.map { k in
                let next = k + 1 < items.count ? items[k + 1] : "\""
                return "  \(items[k])," + (chance(20) && (next.hasPrefix("\"") || next.hasPrefix("'")) ? " # a comment" : "")
            }
            return ([key + " = ["] + body + ["]"]).joined(separator: "\n")
        default:
            return "\(key) = " + pick(["\"one\"", "'single'", "\"\"", "5", "true", "{ a = 1 }", "\"\"\"over\nlines\"\"\""])
        }
    }

    /// The note: a byte order mark now and then, the delimiters, the lines (CRLF now and then), a body.
    private mutating func sample(_ lines: [String], delimiter: String) -> Sample {
        let eol = chance(20) ? "\r\n" : "\n"
        let inner = lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 + eol }.joined()
        let bom: [UInt8] = chance(10) ? [0xEF, 0xBB, 0xBF] : []
        let note = bom + Array("\(delimiter)\(eol)\(inner)\(delimiter)\(eol)The body.\(eol)".utf8)
        return Sample(note: note, inner: inner)
    }
}
