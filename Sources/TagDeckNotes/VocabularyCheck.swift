import TagDeck

/// Every use of a tag outside a folder's vocabulary: in the notes' front matter and, with `inline`, in their
/// bodies (``InlineTags``), each with where it is and the kept tag it may have meant.
public enum VocabularyCheck {
    /// One use of a tag that the vocabulary does not keep.
    public struct Stray: Sendable, Equatable {
        public let file: String
        /// Where the use is (1-based; the column in scalars).
        public let line: Int, column: Int
        public let tag: String
        /// Whether it is written in the body (`#tag`), not in the front matter.
        public let isInline: Bool
        /// The kept tag a few edits away, if one is.
        public let suggestion: String?

        /// `FILE:LINE:COLUMN: 'javscript' is not in the vocabulary (did you mean 'javascript'?)`.
        public var described: String {
            "\(file):\(line):\(column): '\(tag)' is not in the vocabulary"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        }
    }

    /// The strays of the notes `paths` against the kept tags `kept`, sorted by file, line and column, and the
    /// notes that could not be read (`FILE:LINE:COLUMN: message`, as `tagdeck check` says them). Obsidian's tags
    /// are one whatever their case (`syntax.engine` is `.obsidian`): `Rust` is kept by `rust` there.
    /// - Complexity: O(bytes of the notes), on every core.
    public static func strays(notes paths: [String], kept: [String], syntax: NoteSyntax = .standard,
                              inline: Bool) -> (strays: [Stray], skipped: [String]) {
        let ignoresCase = syntax.engine == .obsidian
        let keep = Set(ignoresCase ? kept.map { $0.lowercased() } : kept)
        var found: [(index: Int, strays: [Stray])] = [], skipped: [(index: Int, problem: String)] = []
        ParallelChunks.run(paths.count, size: 64, work: { range in
            var strays: [(Int, [Stray])] = [], problems: [(Int, String)] = []
            for k in range {
                switch NoteFile.read(paths[k], syntax: syntax) {
                case .success(let note):
                    strays.append((k, uses(in: note.tags, file: paths[k], inline: inline)
                        .filter { !keep.contains(ignoresCase ? $0.tag.lowercased() : $0.tag) }
                        .map { Stray(file: paths[k], line: $0.line, column: $0.column, tag: $0.tag, isInline: $0.isInline,
                                     suggestion: NearestName.suggestion(for: $0.tag, among: kept)) }))
                case .failure(let failure):
                    problems.append((k, failure.described(path: paths[k])))
                }
            }
            return (strays, problems)
        }, take: { (chunk: (strays: [(Int, [Stray])], problems: [(Int, String)])) in
            found += chunk.strays.map { (index: $0.0, strays: $0.1) }
            skipped += chunk.problems.map { (index: $0.0, problem: $0.1) }
        })
        let strays = found.sorted { $0.index < $1.index }.flatMap { $0.strays.sorted { ($0.line, $0.column) < ($1.line, $1.column) } }
        return (strays, skipped.sorted { $0.index < $1.index }.map(\.problem))
    }

    /// Every tag a note uses, with where: its front matter's at its first item (``NoteTags/places``: the item's
    /// first character as written, its opening quote when it is quoted) and, with `inline`, its body's (at the `#`).
    static func uses(in note: NoteTags, file: String, inline: Bool) -> [(tag: String, line: Int, column: Int, isInline: Bool)] {
        let matter = note.frontMatter
        var out: [(tag: String, line: Int, column: Int, isInline: Bool)] = []
        var seen = Set<String>()
        for (item, place) in zip(note.items, note.places) {
            guard let tag = item.tag, seen.insert(tag).inserted else { continue }
            out.append((tag, place.line, place.column, false))
        }
        guard inline else { return out }
        let start = matter.bodyStart
        let line = matter.position(of: start).line
        out += InlineTags.scan(matter.bytes, from: start, firstLine: line).map { ($0.tag, $0.line, $0.column, true) }
        return out
    }
}
