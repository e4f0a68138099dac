import TagDeck

/// The board `tagdeck vocab` shows: the kept tags above, in the vocabulary file's sections; below, every other tag
/// the notes use, in sections: the tags that look like another first, then nested tags by their
/// parent (`project/` holds `project/alpha`), then the rest by how many notes use them, most used first.
public enum VocabularyBoard {
    /// The top pane's title.
    public static let keptTitle = "Vocabulary"
    /// The bottom pane's title.
    public static let straysTitle = "In use, not kept"
    /// The section of the tags that look like another.
    public static let lookAlikeTitle = "Look alike"

    /// The board with `kept` above (its sections as given) and, below, every tag of `counts` not kept as it is
    /// written (a tag kept in another case, as Obsidian keeps it, shows with the look-alikes: a rename makes them
    /// one), plus `extra` tags no note uses (sent out of the vocabulary). While the notes are read (`reading`), the
    /// bottom pane is one section, the tags met so far.
    /// - Complexity: O(t log t + t·L) in the folder's tags.
    public static func make(kept: [Section], counts: [String: Int], extra: [String] = [], reading: Bool = false) -> Board {
        let keptKeys = Set(kept.flatMap { $0.tags.map(\.text) })
        var strays = counts.keys.filter { !keptKeys.contains($0) }
        strays += extra.filter { counts[$0] == nil && !keptKeys.contains($0) }
        strays.sort { (counts[$0] ?? 0, $1) > (counts[$1] ?? 0, $0) }
        var sections: [Section] = []
        if reading {
            sections = [Section(title: NoteBoard.readingTitle, tags: strays.map { Tag($0) })]
        } else {
            let alike = LookAlike.tags(among: strays + kept.flatMap { $0.tags.map(\.text) })
            let lookAlike = strays.filter { alike.contains($0) }
            if !lookAlike.isEmpty {
                // Alike ones side by side.
                let ordered = lookAlike.sorted { (LookAlike.form($0), $0) < (LookAlike.form($1), $1) }
                sections.append(Section(title: lookAlikeTitle, tags: ordered.map { Tag($0) }))
            }
            let rest = strays.filter { !alike.contains($0) }
            var byParent: [String: [String]] = [:]
            for tag in rest {
                guard let slash = tag.lastIndex(of: "/"), slash != tag.startIndex else { continue }
                byParent[String(tag[...slash]), default: []].append(tag)
            }
            // A parent not kept leads its children's section.
            var placed = Set(byParent.values.joined())
            for parent in byParent.keys.sorted() {
                let own = String(parent.dropLast())
                let lead = rest.contains(own) && !placed.contains(own) ? [own] : []
                placed.formUnion(lead)
                sections.append(Section(title: parent, tags: (lead + byParent[parent]!).map { Tag($0) }))
            }
            let flat = rest.filter { !placed.contains($0) }
            for bucket in NoteBoard.buckets {
                let inIt = flat.filter { bucket.counts.contains(counts[$0] ?? 0) }
                if !inIt.isEmpty { sections.append(Section(title: bucket.title, tags: inIt.map { Tag($0) })) }
            }
        }
        if sections.isEmpty { sections = [Section(title: reading ? NoteBoard.readingTitle : "No other tag in use", tags: [])] }
        let top = kept.isEmpty ? [Section()] : kept
        return Board(checkedTop: PaneContent(title: keptTitle, sections: top),
                     bottom: PaneContent(title: straysTitle, sections: sections))
    }

    /// The kept tags on a board: the top pane's, in order.
    public static func keptTags(_ board: Board) -> [String] {
        board[.top].sections.flatMap { $0.tags.map(\.text) }
    }
}
