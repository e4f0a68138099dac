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

    /// The board for a note named `name` with `tags`, in a folder whose tags are used as `counts` says; `extra`
    /// are tags shown below that no note uses (sent out of the note, added). While the folder is being read
    /// (`reading`), the vocabulary is one section, ``readingTitle``, most used first.
    /// - Complexity: O(t log t) in the folder's tags.
    public static func make(name: String, tags: [String], counts: [String: Int], extra: [String] = [],
                            reading: Bool = false) -> Board {
        let mine = Set(tags)
        var others = counts.keys.filter { !mine.contains($0) }
        others += extra.filter { !mine.contains($0) && counts[$0] == nil }
        others.sort { (counts[$0] ?? 0, $1) > (counts[$1] ?? 0, $0) }
        var sections: [Section] = []
        if reading {
            sections = [Section(title: readingTitle, tags: others.map { Tag($0) })]
        } else {
            for bucket in buckets {
                let inIt = others.filter { bucket.counts.contains(counts[$0] ?? 0) }
                if !inIt.isEmpty { sections.append(Section(title: bucket.title, tags: inIt.map { Tag($0) })) }
            }
        }
        if sections.isEmpty { sections = [Section(title: buckets[2].title, tags: [])] }
        return Board(checkedTop: PaneContent(title: name, sections: [Section(tags: tags.map { Tag($0) })]),
                     bottom: PaneContent(title: "Used in the folder", sections: sections))
    }

    /// The note's tags on a board: the top pane's, in order.
    public static func noteTags(_ board: Board) -> [String] {
        board[.top].sections.flatMap { $0.tags.map(\.text) }
    }
}
