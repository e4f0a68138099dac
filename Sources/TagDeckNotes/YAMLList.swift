import TagDeckYAML

/// A YAML front matter read with libyaml (composed by TagDeckYAML): its root, the node of the list tagdeck curates, the list's items as the site
/// reads them, and what to warn about (a key given twice, an item that is no tag).
struct YAMLList {
    var root: YAMLNode?
    /// The list's value (nil when the key is absent).
    var value: YAMLNode?
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
        guard case .mapping(let mapping, _, _) = root else {
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
        func add(_ item: TagItem, _ at: YAMLNode) {
            items.append(item)
            places.append(Self.place(at.mark, fm))
        }
        switch node {
        case .scalar where Self.isNull(node):
            break
        case .scalar(let text, _, _, _) where Self.isText(node):
            let words = syntax.engine.split(text).filter { !$0.isEmpty }
            splitsText = !syntax.engine.separators.isEmpty
            // Each word where it is written in the text (at the text's start when it cannot be found: an escape).
            var from = fm.offset(of: Self.place(node.mark, fm))
            for word in words {
                items.append(Self.textItem(word, syntax))
                let at = from.flatMap { fm.bytes[$0..<(fm.content?.upperBound ?? $0)].firstRange(of: Array(word.utf8)) }
                places.append(at.map { fm.position(of: $0.lowerBound) } ?? Self.place(node.mark, fm))
                if let at { from = at.upperBound }
            }
        case .scalar(let text, _, _, _):
            add(TagItem(.scalar, text), node)
        case .sequence(let sequence, _, _):
            for element in sequence { add(Self.item(element, syntax), element) }
        case .mapping:
            throw Self.problem(at: node.mark, "\(syntax.key) is a mapping: tagdeck needs a list of texts", fm)
        }
        for (k, item) in items.enumerated() where item.kind == .unreadable {
            let (line, column) = places[k]
            warnings.append(NoteProblem(line: line, column: column,
                                        message: "this item of \(syntax.key) is no tag: kept as it is, not shown"))
        }
    }

    /// An item of a list, as the site reads it.
    private static func item(_ node: YAMLNode, _ syntax: NoteSyntax) -> TagItem {
        switch node {
        case .scalar where isNull(node): return TagItem(.empty, nil)
        case .scalar(let text, _, _, _) where isText(node): return textItem(text, syntax)
        case .scalar(let text, _, _, _): return TagItem(.scalar, text)
        case .mapping(let mapping, _, _):
            if let label = mapping.first(where: { $0.key.string == "label" })?.value,
               case .scalar(let text, _, _, _) = label, !text.isEmpty {
                return TagItem(.object, text)
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
    /// The YAML is composed without resolving plain scalars: null, booleans and numbers are told apart here, by
    /// their text.
    static func isNull(_ node: YAMLNode) -> Bool {
        guard case .scalar(let text, let tag, let style, _) = node else { return false }
        if tag == YAMLTag.null { return true }
        guard style == .plain, tag == YAMLTag.str else { return false }
        return YAMLPlainScalar.nulls.contains(text)
    }

    /// Whether a scalar is a text: quoted, or plain and not a boolean, a number or a date as YAML 1.1 reads them.
    static func isText(_ node: YAMLNode) -> Bool {
        guard case .scalar(let text, let tag, let style, _) = node, tag == YAMLTag.str else { return false }
        guard style == .plain, !text.isEmpty else { return true }
        return !YAMLPlainScalar.booleans.contains(text) && !YAMLPlainScalar.looksNumeric(text)
    }

    /// The number of items the value writes (a null none, a text one).
    var writtenCount: Int {
        switch value {
        case nil: 0
        case let node? where Self.isNull(node): 0
        case .scalar?: 1
        case .sequence(let s, _, _)?: s.count
        default: -1
        }
    }

    /// The front matter's keys and values but the list's (and any other spelling of its key), for comparing a note
    /// before and after an edit.
    func others(_ syntax: NoteSyntax) -> [(YAMLNode, YAMLNode)] {
        guard case .mapping(let m, _, _)? = root else { return [] }
        return m.filter { $0.key.string.map(syntax.matches) != true }.map { ($0.key, $0.value) }
    }

    // MARK: Composing

    /// The front matter's YAML, composed; a top-level key given twice is read as the engines read it (the last
    /// one), with a warning at each later one.
    static func compose(_ fm: FrontMatter) throws(NoteProblem) -> (YAMLNode?, [NoteProblem]) {
        var text = fm.yamlText
        var warnings: [NoteProblem] = []
        for _ in 0..<8 {
            do throws(YAMLError) {
                return (try YAMLComposer.compose(text), warnings)
            } catch {
                guard case .duplicatedKeys(let names, let mark, _) = error else { throw problem(error, fm) }
                guard let (blanked, said) = blankingEarlier(names, in: text, fm) else {
                    throw problem(at: mark, "\(names.map { "'\($0)'" }.joined(separator: ", ")) given twice in one mapping", fm)
                }
                text = blanked
                warnings += said
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

    /// A libyaml error as a problem at a line and column of the file.
    private static func problem(_ error: YAMLError, _ fm: FrontMatter) -> NoteProblem {
        guard let (problem, mark) = error.problemAndMark else { return Self.problem(at: nil, "\(error)", fm) }
        return Self.problem(at: mark, problem, fm)
    }

    /// The line and column of the file at a mark of the YAML.
    static func place(_ mark: YAMLMark?, _ fm: FrontMatter) -> (line: Int, column: Int) {
        (fm.firstContentLine + (mark?.line ?? 1) - 1, mark?.column ?? 1)
    }

    /// A problem at a place of the YAML (its first line without one), told in the file's lines.
    static func problem(at mark: YAMLMark?, _ message: String, _ fm: FrontMatter) -> NoteProblem {
        let (line, column) = place(mark, fm)
        return NoteProblem(line: line, column: column, message: message)
    }
}
