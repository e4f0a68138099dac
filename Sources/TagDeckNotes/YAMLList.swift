import Yams

/// A YAML front matter read with Yams: its root, the node of the list tagdeck curates, the list's items as the site
/// reads them, and what to warn about (a key given twice, an item that is no tag).
struct YAMLList {
    var root: Node?
    /// The list's value (nil when the key is absent).
    var value: Node?
    var items: [TagItem] = []
    /// Where each item is (line and column of the file).
    var places: [(line: Int, column: Int)] = []
    /// Whether the value is one text that the engine split into several tags.
    var splitsText = false
    var warnings: [NoteProblem] = []

    /// Reads the list of `syntax` from a YAML front matter.
    /// - Throws: ``NoteProblem`` for YAML that does not parse, a front matter that is no mapping, or a list that is
    ///   a mapping.
    init(_ fm: FrontMatter, syntax: NoteSyntax) throws(NoteProblem) {
        (root, warnings) = try Self.compose(fm)
        guard let root else { return }
        guard case .mapping(let mapping) = root else {
            throw Self.problem(at: root.mark, "the front matter is not a list of keys (key: value)", fm)
        }
        let matching = mapping.filter { $0.key.string.map(syntax.matches) == true }
        if matching.count > 1, let mark = matching.last?.key.mark {
            // `tags` and `Tags` both: the last one is read, as the engines do.
            let first = Self.place(matching[0].key.mark, fm).line
            warnings.append(Self.problem(at: mark, "the list is given again here (first on line \(first)): the last one is read", fm))
        }
        guard let node = matching.last?.value else { return }
        value = node
        func add(_ item: TagItem, _ at: Node) {
            items.append(item)
            places.append(Self.place(at.mark, fm))
        }
        switch node {
        case .scalar where Self.isNull(node):
            break
        case .scalar(let scalar) where Self.isText(scalar):
            let words = syntax.engine.split(scalar.string).filter { !$0.isEmpty }
            splitsText = !syntax.engine.separators.isEmpty
            // Each word where it is written in the text (at the text's start when it cannot be found: an escape).
            var from = fm.offset(of: Self.place(node.mark, fm))
            for word in words {
                items.append(Self.textItem(word, syntax))
                let at = from.flatMap { fm.bytes[$0..<(fm.content?.upperBound ?? $0)].firstRange(of: Array(word.utf8)) }
                places.append(at.map { fm.position(of: $0.lowerBound) } ?? Self.place(node.mark, fm))
                if let at { from = at.upperBound }
            }
        case .scalar(let scalar):
            add(TagItem(.scalar, scalar.string), node)
        case .sequence(let sequence):
            for element in sequence { add(Self.item(element, syntax), element) }
        case .mapping, .alias:
            throw Self.problem(at: node.mark, "\(syntax.key) is a mapping: tagdeck needs a list of texts", fm)
        }
        for (k, item) in items.enumerated() where item.kind == .unreadable {
            let (line, column) = places[k]
            warnings.append(NoteProblem(line: line, column: column,
                                        message: "this item of \(syntax.key) is no tag: kept as it is, not shown"))
        }
    }

    /// An item of a list, as the site reads it.
    private static func item(_ node: Node, _ syntax: NoteSyntax) -> TagItem {
        switch node {
        case .scalar where isNull(node): return TagItem(.empty, nil)
        case .scalar(let scalar) where isText(scalar): return textItem(scalar.string, syntax)
        case .scalar(let scalar): return TagItem(.scalar, scalar.string)
        case .mapping(let mapping):
            if let label = mapping.first(where: { $0.key.string == "label" })?.value,
               case .scalar(let text) = label, !text.string.isEmpty {
                return TagItem(.object, text.string)
            }
            return TagItem(.unreadable, nil)
        default: return TagItem(.unreadable, nil)
        }
    }

    /// A text item, as the site reads it: Obsidian drops a leading `#` (`"#cosmology"` is `cosmology`).
    private static func textItem(_ text: String, _ syntax: NoteSyntax) -> TagItem {
        if text.isEmpty { return TagItem(.empty, nil) }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return TagItem(.unreadable, nil) }
        if syntax.engine == .obsidian, text.count > 1, text.hasPrefix("#") { return TagItem(.text, String(text.dropFirst()), hasHash: true) }
        return TagItem(.text, text)
    }

    /// Whether a node is YAML's null (`tags:`, `tags: ~`, an empty `-`).
    ///
    /// The YAML is composed without resolving plain scalars (Yams's resolver runs regular expressions on every one,
    /// most of the time of reading a folder): null, booleans and numbers are told apart here, by their text.
    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        if node.tag.rawValue == Tag.Name.null.rawValue { return true }
        guard scalar.style == .plain, node.tag.rawValue == Tag.Name.str.rawValue else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Whether a scalar is a text: quoted, or plain and not a boolean, a number or a date as YAML 1.1 reads them.
    static func isText(_ scalar: Node.Scalar) -> Bool {
        guard scalar.tag.rawValue == Tag.Name.str.rawValue else { return false }
        guard scalar.style == .plain, let first = scalar.string.unicodeScalars.first else { return true }
        if booleans.contains(scalar.string) { return false }
        guard "0123456789+-.".unicodeScalars.contains(first) else { return true }
        // A number or a date: digits and the marks they use, and at least one digit.
        return !(scalar.string.unicodeScalars.allSatisfy { "0123456789+-.:_eExXoObBaAcCdDfFtTzZ ".unicodeScalars.contains($0) }
                 && scalar.string.unicodeScalars.contains { ("0"..."9").contains($0) })
    }

    private static let booleans: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// The number of items the value writes (a null none, a text one).
    var writtenCount: Int {
        switch value {
        case nil: 0
        case let node? where Self.isNull(node): 0
        case .scalar?: 1
        case .sequence(let s)?: s.count
        default: -1
        }
    }

    /// The front matter's keys and values but the list's (and any other spelling of its key), for comparing a note
    /// before and after an edit.
    func others(_ syntax: NoteSyntax) -> [(Node, Node)] {
        guard case .mapping(let m)? = root else { return [] }
        return m.filter { $0.key.string.map(syntax.matches) != true }.map { ($0.key, $0.value) }
    }

    // MARK: Composing

    /// The front matter's YAML, composed; a top-level key given twice is read as the engines read it (the last
    /// one), with a warning at each later one.
    static func compose(_ fm: FrontMatter) throws(NoteProblem) -> (Node?, [NoteProblem]) {
        var text = fm.yamlText
        var warnings: [NoteProblem] = []
        for _ in 0..<8 {
            do {
                // UTF-8 named: Yams's default looks the encoding up in the environment on every call (a quarter of
                // the time of reading a folder of notes), and prints to standard output when the variable is set.
                return (try Yams.compose(yaml: text, .basic, .default, .utf8), warnings)
            } catch let error as YamlError {
                guard case .duplicatedKeysInMapping(let names, let context) = error else { throw problem(error, fm) }
                guard let (blanked, said) = blankingEarlier(names, in: text, fm) else {
                    throw problem(at: context.mark, "\(names.map { "'\($0)'" }.joined(separator: ", ")) given twice in one mapping", fm)
                }
                text = blanked
                warnings += said
            } catch {
                throw problem(at: nil, "\(error)", fm)
            }
        }
        throw problem(at: nil, "keys given twice", fm)
    }

    /// The YAML with every top-level key of `names` but its last one turned into blank lines (so every line keeps its
    /// number), and a warning at each later one; nil when a name is not a top-level key given twice.
    private static func blankingEarlier(_ names: [String], in text: String, _ fm: FrontMatter) -> (String, [NoteProblem])? {
        var bytes = Array(text.utf8)
        let lines = ByteScanning.lines(bytes, 0..<bytes.count)
        var warnings: [NoteProblem] = []
        for name in names {
            let at = lines.indices.filter { TagsValue.keyName(bytes[lines[$0].start..<lines[$0].content]) == name }
            guard at.count > 1 else { return nil }
            for k in at.dropFirst() {
                warnings.append(NoteProblem(line: fm.firstContentLine + k, column: 1,
                                            message: "'\(name)' is given again here (first on line \(fm.firstContentLine + at[0])): the last one is read"))
            }
            for k in at.dropLast() {
                var j = k
                repeat {
                    for i in lines[j].start..<lines[j].content { bytes[i] = 0x20 }
                    j += 1
                } while j < lines.count && {
                    let first = bytes[lines[j].start..<lines[j].content].first
                    return first == nil || first == 0x20 || first == 0x09 || first == UInt8(ascii: "#") || first == UInt8(ascii: "-")
                }()
            }
        }
        return (String(decoding: bytes, as: UTF8.self), warnings)
    }

    /// A Yams error as a problem at a line and column of the file.
    private static func problem(_ error: YamlError, _ fm: FrontMatter) -> NoteProblem {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return Self.problem(at: mark, problem, fm)
        default:
            return Self.problem(at: nil, "\(error)", fm)
        }
    }

    /// The line and column of the file at a mark of the YAML.
    static func place(_ mark: Mark?, _ fm: FrontMatter) -> (line: Int, column: Int) {
        (fm.firstContentLine + (mark?.line ?? 1) - 1, mark?.column ?? 1)
    }

    /// A problem at a place of the YAML (its first line without one), told in the file's lines.
    static func problem(at mark: Mark?, _ message: String, _ fm: FrontMatter) -> NoteProblem {
        let (line, column) = place(mark, fm)
        return NoteProblem(line: line, column: column, message: message)
    }
}
