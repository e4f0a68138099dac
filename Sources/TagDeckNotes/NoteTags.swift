import TagDeckStore

/// A note's tags, as its front matter's list gives them (the `tags` key, or the one asked for; YAML read with Yams,
/// TOML with TOMLKit, JSON with Foundation) and as the site's engine reads them, and where they are written, so
/// that ``replacing(with:renaming:)`` changes their value and no other byte of the note.
///
/// The note may be UTF-8 (with or without a byte order mark), UTF-16 or UTF-32 (with one): it is read and written
/// back in its own encoding. The list may be written in any style its language has; items that are no text keep
/// their bytes: a number or a boolean is the tag its text says, a tag object (`{label: ..., permalink: ...}`) is its
/// label, an empty item and an item that is no tag are kept and not shown, and a tag listed twice is shown once and
/// kept twice. What tagdeck could not be sure of is in ``warnings``.
public struct NoteTags: Sendable {
    /// The file's bytes, as read.
    public let bytes: [UInt8]
    /// The note's encoding.
    public let encoding: NoteEncoding
    /// The note as UTF-8, split around its front matter.
    public let frontMatter: FrontMatter
    /// The list read, and how.
    public let syntax: NoteSyntax
    /// The list's items, in order, as the site reads them.
    public let items: [TagItem]
    /// The tags shown: each item's tag, each once, in the note's order.
    public let tags: [String]
    /// What the note holds that tagdeck reads in a way worth saying (a tag listed twice, a key given twice, an
    /// item that is no tag), by line.
    public let warnings: [NoteProblem]
    /// Why the list cannot be edited in place, when it cannot (its tags are still read).
    public let uneditable: NoteProblem?

    private enum Place: Sendable {
        case yaml(TagsValue?, splitsText: Bool)
        case list(ListValue)
    }
    private let place: Place
    /// Where each item is written: the line of the file and the column (in scalars) of its first character as
    /// written (its opening quote, for a quoted text; its first letter otherwise).
    let places: [(line: Int, column: Int)]

    /// Reads the tags of the note whose bytes are `bytes`.
    /// - Throws: ``NoteProblem`` for bytes not valid in the note's encoding, a front matter that does not parse or is
    ///   no mapping, or a list that is a mapping; with the line and column of the file.
    /// - Complexity: O(n) in the note's bytes for its encoding; then the front matter's parse.
    public init(_ bytes: [UInt8], syntax: NoteSyntax = .standard) throws(NoteProblem) {
        self.bytes = bytes
        self.syntax = syntax
        let (text, encoding) = try NoteEncoding.decode(bytes)
        self.encoding = encoding
        let fm = try FrontMatter(text)
        frontMatter = fm
        var warnings: [NoteProblem] = []
        var uneditable: NoteProblem?
        var places: [(line: Int, column: Int)] = []
        switch fm.format {
        case .yaml:
            let list = try YAMLList(fm, syntax: syntax)
            items = list.items
            places = list.places
            warnings = list.warnings
            var value: TagsValue?
            do {
                value = try TagsValue.locate(in: fm, syntax: syntax)
                let found: Int
                switch value!.style {
                case .block, .flow: found = value!.items.count
                case .scalar: found = 1
                case .empty, .absent, .noFrontMatter: found = 0
                }
                // The scanner and Yams must agree on what is written, or nothing is edited.
                if found != list.writtenCount {
                    uneditable = NoteProblem(line: value!.line, column: 1,
                                             message: "\(value!.key) is written in a way tagdeck cannot edit in place (use a list: \(value!.key): [a, b])")
                }
            } catch {
                uneditable = error
            }
            place = .yaml(value, splitsText: list.splitsText)
        case .toml, .json:
            let list: (items: [TagItem], warnings: [NoteProblem], value: ListValue)
            if fm.format == .toml {
                let toml = try TOMLList(fm, syntax: syntax)
                list = (toml.items, toml.warnings, toml.value)
            } else {
                let json = try JSONList(fm, syntax: syntax)
                list = (json.items, json.warnings, json.value)
            }
            (items, warnings) = (list.items, list.warnings)
            place = .list(list.value)
            if let why = list.value.uneditable { uneditable = NoteProblem(line: list.value.line, column: 1, message: why) }
            places = items.indices.map { k in
                k < list.value.starts.count ? fm.position(of: list.value.starts[k]) : (list.value.line, 1)
            }
        }
        // A tag listed more than once: one warning, at its first repeat.
        var listed: [String: (times: Int, firstRepeat: Int)] = [:], shown: [String] = []
        for (k, item) in items.enumerated() {
            guard let tag = item.tag else { continue }
            if let seen = listed[tag] {
                listed[tag] = (seen.times + 1, seen.times == 1 ? k : seen.firstRepeat)
            } else {
                listed[tag] = (1, -1)
                shown.append(tag)
            }
        }
        for tag in shown {
            guard let (times, k) = listed[tag], times > 1 else { continue }
            let said = times == 2 ? "twice" : "\(times) times"
            warnings.append(NoteProblem(line: places[k].line, column: places[k].column,
                                        message: "'\(tag)' is listed \(said) in this note: kept \(said), shown once"))
        }
        tags = shown
        self.places = places
        if let uneditable { warnings.append(uneditable) }
        self.warnings = warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        self.uneditable = uneditable
    }

    /// The note with its tags shown as `new` (each once, in that order), in the note's style and encoding; every
    /// other byte as it was. `renaming` rewrites each item of a tag where it is (or drops them when the new name is
    /// in the note already). The result is read back and compared before it is returned.
    /// - Throws: ``NoteProblem`` when the list cannot be edited in place, or the edited note would not read back as
    ///   `new` with every other key and every item that is no tag the same.
    public func replacing(with new: [String], renaming: (from: String, to: String)? = nil) throws(NoteProblem) -> [UInt8] {
        try replacing(with: new, renamingTags: renaming.map { pair in { $0 == pair.from ? pair.to : nil } })
    }

    /// ``replacing(with:renaming:)`` with a tag and its children renamed where they are (``TagRename``).
    public func replacing(with new: [String], renaming: TagRename?) throws(NoteProblem) -> [UInt8] {
        try replacing(with: new, renamingTags: renaming.map { rename in { rename.renamed($0) } })
    }

    /// The note with its tags shown as `new`; `rename` gives the new name of each tag renamed where it is.
    private func replacing(with new: [String], renamingTags rename: ((String) -> String?)?) throws(NoteProblem) -> [UInt8] {
        var seen = Set<String>()
        let new = new.filter { seen.insert($0).inserted }
        if new == tags && (rename.map { rename in !tags.contains { rename($0) != nil } } ?? true) { return bytes }
        if let uneditable { throw uneditable }
        let slots = TagPlan.slots(items: items.map(\.tag), new: new, rename: rename)
        for case .renamed(let k, _) in slots where items[k].kind == .object {
            throw NoteProblem(line: places[k].line, column: 1, message: "'\(items[k].tag ?? "")' is a tag object here: rename it by hand")
        }
        for quoteAll in [false, true] {
            let edited = written(slots, quoteAll: quoteAll)
            if (try? check(edited, against: new)) == true { return encoding.encode(edited) }
        }
        throw NoteProblem(line: lineOfList, column: 1, message: "the tags could not be written in place")
    }

    /// The line the list's key is on (or where it would go).
    private var lineOfList: Int {
        switch place {
        case .yaml(let value, _): value?.line ?? 1
        case .list(let value): value.line
        }
    }

    /// The note's text with the list written as `slots`.
    private func written(_ slots: [TagSlot], quoteAll: Bool) -> [UInt8] {
        switch place {
        case .yaml(let value?, let splitsText):
            if splitsText, case .scalar = value.style {
                return value.replaced(with: [.replaced(0, joinedText(slots, raw: value.items.first?.raw ?? [], quoteAll: quoteAll))],
                                      frontMatter: frontMatter)
            }
            let flow = value.writesFlow(count: slots.count)
            // A new tag is quoted as the list's texts are, when they all are alike; a renamed one as its item was.
            let quotes = Set(zip(items, value.items).filter { $0.0.kind == .text }.map { $0.1.raw.first.flatMap { [0x22, 0x27].contains($0) ? $0 : nil } })
            let listQuote = quotes.count == 1 ? quotes.first! : nil
            let pieces = slots.map { slot -> TagsValue.Piece in
                switch slot {
                case .kept(let k): quoteAll && items[k].kind == .text ? .replaced(k, yaml(items[k].written!, flow, true)) : .kept(k)
                case .renamed(let k, let to):
                    .replaced(k, yaml(items[k].hasHash ? "#" + to : to, flow, quoteAll, quote: value.items[k].raw.first))
                case .added(let tag): .new(yaml(tag, flow, quoteAll, quote: listQuote))
                }
            }
            return value.replaced(with: pieces, frontMatter: frontMatter)
        case .yaml(nil, _):
            return frontMatter.bytes
        case .list(let value):
            let quote: (String) -> [UInt8] = frontMatter.format == .toml ? { tag in
                if value.items.first?.first == 0x27, !tag.contains("'"),
                   !tag.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    return Array("'\(tag)'".utf8)
                }
                return Array(BoardJSON.quoted(tag).utf8)
            } : { Array(BoardJSON.quoted($0).utf8) }
            let pieces = slots.map { slot -> TagsValue.Piece in
                switch slot {
                case .kept(let k): .kept(k)
                case .renamed(let k, let to): .replaced(k, quote(to))
                case .added(let tag): .new(quote(tag))
                }
            }
            return value.replaced(with: pieces, in: frontMatter.bytes)
        }
    }

    /// `tag` as YAML: in the quotes given (`"` or `'`), else plain where YAML reads it back as the same text.
    private func yaml(_ tag: String, _ flow: Bool, _ quoteAll: Bool, quote: UInt8? = nil) -> [UInt8] {
        if quote == 0x27 && !quoteAll { return Array(("'" + tag.replacing("'", with: "''") + "'").utf8) }
        return Array(YAMLText.scalar(tag, inFlow: flow, forceQuotes: quoteAll || quote == 0x22).utf8)
    }

    /// A text the engine splits, written anew for `slots`: the words joined as the text joined them, or, when a
    /// tag cannot be joined (it holds a separator), a flow list the engine reads as the same tags.
    private func joinedText(_ slots: [TagSlot], raw: [UInt8], quoteAll: Bool) -> [UInt8] {
        let words = slots.map { slot -> String in
            switch slot {
            case .kept(let k): items[k].written ?? ""
            case .renamed(let k, let to): items[k].hasHash ? "#" + to : to
            case .added(let tag): tag
            }
        }
        guard !words.isEmpty else { return Array("[]".utf8) }
        guard words.allSatisfy(syntax.engine.canJoin) else {
            return Array(("[" + words.map { YAMLText.scalar($0, inFlow: true, forceQuotes: quoteAll) }.joined(separator: ", ") + "]").utf8)
        }
        let separator = syntax.engine == .obsidian && raw.contains(UInt8(ascii: ",")) ? ", " : " "
        let quoted = quoteAll || raw.first == 0x22 || raw.first == 0x27
        return Array(YAMLText.scalar(words.joined(separator: separator), inFlow: false, forceQuotes: quoted).utf8)
    }

    /// Whether `edited` reads back with `new` as its tags, the same items that are no tag, and every other key as
    /// before.
    private func check(_ edited: [UInt8], against new: [String]) throws(NoteProblem) -> Bool {
        let after = try NoteTags(encoding.encode(edited), syntax: syntax)
        guard after.tags == new, after.frontMatter.format == frontMatter.format || frontMatter.content == nil,
              after.items.filter({ $0.tag == nil }) == items.filter({ $0.tag == nil }) else { return false }
        switch frontMatter.format {
        case .yaml:
            let a = try YAMLList(frontMatter, syntax: syntax).others(syntax)
            let b = try YAMLList(after.frontMatter, syntax: syntax).others(syntax)
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case .toml:
            return try TOMLList(frontMatter, syntax: syntax).others() == TOMLList(after.frontMatter, syntax: syntax).others()
        case .json:
            return try JSONList(frontMatter, syntax: syntax).others() == JSONList(after.frontMatter, syntax: syntax).others()
        }
    }
}
