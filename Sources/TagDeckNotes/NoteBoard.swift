import TagDeck

/// The board `tagdeck tags` shows: the note's tags above, in their order, in a pane titled with the note's file
/// name; every other tag of the folder below, in sections by how many notes use it, most used first.
public enum NoteBoard {
    /// The sections of the vocabulary: a title and the counts it takes.
    static let buckets: [(title: String, counts: ClosedRange<Int>)] = [
        ("In 10+ notes", 10...Int.max), ("In 2-9 notes", 2...9), ("In 1 note", 1...1), ("In no note", 0...0),
    ]

    /// The one section of the vocabulary while the folder's notes are being read: the tags met so far, new ones
    /// added at its end as they are met.
    static let readingTitle = "Found so far"

    /// The section of the vocabulary's kept tags, when the folder has a vocabulary (``KeptVocabulary``).
    public static let keptTitle = "Kept"
    /// What the sections of tags outside the vocabulary begin with: `Not kept · In 2-9 notes`.
    public static let strayPrefix = "Not kept · "

    /// The board for a note named `name` with `tags`, in a folder whose tags are used as `counts` says; `extra`
    /// are tags shown below that no note uses (sent out of the note, added). While the folder is being read
    /// (`reading`), the vocabulary is one section, ``readingTitle``, most used first. When the folder keeps a
    /// vocabulary (`kept`), its tags come first below, in its order, and the sections of the others say they are
    /// not kept (a tag is kept whatever its case when `ignoresCase`).
    /// - Complexity: O(t log t) in the folder's tags.
    public static func make(name: String, tags: [String], counts: [String: Int], extra: [String] = [],
                            reading: Bool = false, kept: [String]? = nil, ignoresCase: Bool = false) -> Board {
        make(top: PaneContent(title: name, sections: [Section(tags: tags.map { Tag($0) })]), counts: counts,
             extra: extra, reading: reading, kept: kept, ignoresCase: ignoresCase)
    }

    /// The board with `top` above (one note's tags, or several notes' in ``NoteSelection``'s sections), and below
    /// every other tag of the folder, as ``make(name:tags:counts:extra:reading:kept:ignoresCase:)`` makes it.
    /// - Complexity: O(t log t) in the folder's tags.
    public static func make(top: PaneContent, counts: [String: Int], extra: [String] = [],
                            reading: Bool = false, kept: [String]? = nil, ignoresCase: Bool = false) -> Board {
        let mine = Set(top.sections.flatMap { $0.tags.map(\.text) })
        let key: (String) -> String = { ignoresCase ? $0.lowercased() : $0 }
        let keptKeys = Set((kept ?? []).map(key))
        var others = counts.keys.filter { !mine.contains($0) && !keptKeys.contains(key($0)) }
        others += extra.filter { !mine.contains($0) && counts[$0] == nil && !keptKeys.contains(key($0)) }
        others.sort { (counts[$0] ?? 0, $1) > (counts[$1] ?? 0, $0) }
        var sections: [Section] = []
        if let kept {
            // Kept tags the note does not have, in the vocabulary's order; a kept tag used in another case is shown
            // as the notes write it only when the vocabulary's own spelling is in no note.
            let keptHere = kept.filter { !mine.contains($0) }
            if !keptHere.isEmpty { sections.append(Section(title: keptTitle, tags: keptHere.map { Tag($0) })) }
        }
        let prefix = kept == nil ? "" : strayPrefix
        if reading {
            sections.append(Section(title: prefix + readingTitle, tags: others.map { Tag($0) }))
        } else {
            for bucket in buckets {
                let inIt = others.filter { bucket.counts.contains(counts[$0] ?? 0) }
                if !inIt.isEmpty { sections.append(Section(title: prefix + bucket.title, tags: inIt.map { Tag($0) })) }
            }
        }
        if sections.isEmpty { sections = [Section(title: buckets[2].title, tags: [])] }
        return Board(checkedTop: top, bottom: PaneContent(title: "Used in the folder", sections: sections))
    }

    /// Where `tag`, sent out of the note, lands in the bottom pane of `board` (made by ``make(name:tags:counts:extra:reading:kept:ignoresCase:)``
    /// with the same `kept` and `ignoresCase`): in the section that `count` names (how many notes use it once
    /// this one no longer does), at its place there by count (`counts` gives the others'), then name; a kept tag in
    /// ``keptTitle``, at its place in the vocabulary's order; while the folder is read, in ``readingTitle`` by
    /// count. Nil when the board has no such section: the tag goes to the pane's end.
    /// - Complexity: O(log t) calls of `counts` for the t tags of the section, plus O(sections), plus O(k) for
    ///   the k kept tags.
    public static func landing(of tag: String, count: Int, counts: (String) -> Int, on board: Board,
                               kept: [String]? = nil, ignoresCase: Bool = false) -> TagPath? {
        let sections = board[.bottom].sections
        let key: (String) -> String = { ignoresCase ? $0.lowercased() : $0 }
        // Before the first tag that comes after it; the section's tags are in order, found by halves.
        func place(in s: Int, after: (String) -> Bool) -> TagPath {
            let tags = sections[s].tags
            var (low, high) = (0, tags.count)
            while low < high {
                let mid = (low + high) / 2
                if after(tags[mid].text) { high = mid } else { low = mid + 1 }
            }
            return TagPath(.bottom, s, low)
        }
        if let kept, case let order = Dictionary(kept.enumerated().map { (key($1), $0) }, uniquingKeysWith: min),
           let rank = order[key(tag)] {
            guard let s = sections.firstIndex(where: { $0.title == keptTitle }) else { return nil }
            return place(in: s) { (order[key($0)] ?? Int.max) > rank }
        }
        let prefix = kept == nil ? "" : strayPrefix
        let title = sections.contains { $0.title == prefix + readingTitle } ? readingTitle
            : buckets.first { $0.counts.contains(count) }?.title
        guard let title, let s = sections.firstIndex(where: { $0.title == prefix + title }) else { return nil }
        // As `make` sorts them: most used first, then by name.
        return place(in: s) { (count, $0) > (counts($0), tag) }
    }

    /// The note's tags on a board: the top pane's, in order.
    public static func noteTags(_ board: Board) -> [String] {
        board[.top].sections.flatMap { $0.tags.map(\.text) }
    }
}
