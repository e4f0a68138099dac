import Yams

/// A note's tags, as the `tags` key of its front matter gives them (read with Yams), and where they are written,
/// so that ``replacing(with:)`` changes their value and no other byte of the note.
///
/// `tags` may be a flow list (`tags: [a, "b c"]`), a block list (`- a` lines), one text (`tags: a`), empty
/// (`tags:`) or missing, as may the front matter itself. Every tag must be a text without control characters.
public struct NoteTags: Sendable {
    /// The note, split around its front matter.
    public let frontMatter: FrontMatter
    /// The tags, in the note's order, each once.
    public let tags: [String]
    /// How the value is written, and where.
    let value: TagsValue
    /// The texts of the value's items, in their order, a repeated one each time.
    let itemTexts: [String]

    /// Reads the tags of the note whose bytes are `bytes`.
    /// - Throws: ``NoteProblem`` for front matter that is not valid YAML, not a mapping, or whose `tags` are not
    ///   texts, with the line and column of the file.
    public init(_ bytes: [UInt8]) throws(NoteProblem) {
        let frontMatter = try FrontMatter(bytes)
        self.frontMatter = frontMatter
        let root = try Self.compose(frontMatter)
        itemTexts = try Self.texts(of: Self.tagsNode(root, frontMatter), frontMatter)
        var seen = Set<String>()
        tags = itemTexts.filter { seen.insert($0).inserted }
        value = try TagsValue.locate(in: frontMatter)
        let found: Int
        switch value.style {
        case .block, .flow: found = value.items.count
        case .scalar: found = 1
        case .empty, .absent, .noFrontMatter: found = 0
        }
        // The scanner and Yams must agree on what is written, or nothing is edited.
        guard found == (try Self.rawCount(of: Self.tagsNode(root, frontMatter))) else {
            throw NoteProblem(line: value.line, column: 1,
                              message: "tags are written in a way tagdeck cannot edit in place (use a list: tags: [a, b])")
        }
    }

    /// The front matter's YAML, composed.
    static func compose(_ frontMatter: FrontMatter) throws(NoteProblem) -> Node? {
        do {
            // UTF-8 named: Yams's default looks the encoding up in the environment on every call (a quarter of
            // the time of reading a folder of notes), and prints to standard output when the variable is set.
            return try Yams.compose(yaml: frontMatter.yamlText, .default, .default, .utf8)
        } catch let error as YamlError {
            throw problem(error, frontMatter)
        } catch {
            throw problem(at: nil, "\(error)", frontMatter)
        }
    }

    /// A Yams error as a problem at a line and column of the file.
    private static func problem(_ error: YamlError, _ frontMatter: FrontMatter) -> NoteProblem {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return Self.problem(at: mark, problem, frontMatter)
        default:
            return Self.problem(at: nil, "\(error)", frontMatter)
        }
    }

    /// A problem at a place of the YAML (its first line without one), told in the file's lines.
    private static func problem(at mark: Mark?, _ message: String, _ frontMatter: FrontMatter) -> NoteProblem {
        NoteProblem(line: FrontMatter.firstYAMLLine + (mark?.line ?? 1) - 1, column: mark?.column ?? 1, message: message)
    }

    /// The `tags` node of the front matter, if there is one.
    private static func tagsNode(_ root: Node?, _ frontMatter: FrontMatter) throws(NoteProblem) -> Node? {
        guard let root else { return nil }
        guard case .mapping(let mapping) = root else {
            throw problem(at: root.mark, "the front matter is not a list of keys (key: value)", frontMatter)
        }
        let tags = mapping.filter { $0.key.string == "tags" }
        guard tags.count <= 1 else {
            throw problem(at: tags[1].key.mark, "tags is given twice", frontMatter)
        }
        return tags.first?.value
    }

    /// Whether a node is YAML's null (`tags:`, `tags: ~`).
    private static func isNull(_ node: Node) -> Bool { node.tag.rawValue == Tag.Name.null.rawValue }

    /// How many values the `tags` node writes (a null writes none).
    private static func rawCount(of node: Node?) throws(NoteProblem) -> Int {
        switch node {
        case nil: 0
        case .scalar(let s)?: isNull(.scalar(s)) ? 0 : 1
        case .sequence(let s)?: s.count
        default: -1
        }
    }

    /// The texts of the `tags` node, in order.
    private static func texts(of node: Node?, _ frontMatter: FrontMatter) throws(NoteProblem) -> [String] {
        func problem(_ node: Node, _ message: String) -> NoteProblem { Self.problem(at: node.mark, message, frontMatter) }
        func text(_ node: Node) throws(NoteProblem) -> String {
            guard case .scalar(let scalar) = node, node.tag.rawValue == Tag.Name.str.rawValue else {
                let shown = node.string.map { "'\($0)'" } ?? "this value"
                throw problem(node, "\(shown) is not a tag: tags are texts (quote it: \"...\")")
            }
            guard !scalar.string.isEmpty else { throw problem(node, "a tag is empty") }
            guard !scalar.string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw problem(node, "a tag holds a control character")
            }
            return scalar.string
        }
        var out: [String] = []
        switch node {
        case nil: return []
        case .scalar(let s)? where isNull(.scalar(s)): return []
        case .sequence(let s)?:
            for item in s { out.append(try text(item)) }
            return out
        case let node?:
            if case .mapping = node { throw problem(node, "tags is a mapping: tagdeck needs a list of texts") }
            return [try text(node)]
        }
    }

    /// The note with its tags replaced by `new` (each once, in that order), in the note's style; every other byte
    /// as it was. The result is read back and compared before it is returned.
    /// - Throws: ``NoteProblem`` when the edited note would not read back as `new` with every other key the same.
    public func replacing(with new: [String]) throws(NoteProblem) -> [UInt8] {
        var seen = Set<String>()
        let new = new.filter { seen.insert($0).inserted }
        if new == tags { return frontMatter.bytes }
        for quoteAll in [false, true] {
            let edited = value.replaced(with: new, old: itemTexts, frontMatter: frontMatter, quoteAll: quoteAll)
            if (try? check(edited, against: new)) == true { return edited }
        }
        throw NoteProblem(line: value.line, column: 1, message: "the tags could not be written in place")
    }

    /// Whether `edited` reads back with `new` as its tags and every other key as before.
    private func check(_ edited: [UInt8], against new: [String]) throws(NoteProblem) -> Bool {
        let after = try NoteTags(edited)
        guard after.tags == new else { return false }
        let before = try Self.compose(frontMatter), reread = try Self.compose(after.frontMatter)
        func others(_ node: Node?) -> [(Node, Node)] {
            guard case .mapping(let m)? = node else { return [] }
            return m.filter { $0.key.string != "tags" }.map { ($0.key, $0.value) }
        }
        let (a, b) = (others(before), others(reread))
        return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}
