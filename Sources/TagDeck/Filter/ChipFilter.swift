/// A filter in force: the query and which tags it shows.
///
/// Chips it hides take no room in the flow layout and cannot be hit; positions stay the model's. A tag is shown
/// because its text matches, and texts do not change when tags move, so a chip that was moved stays shown
/// until the query changes. Counts per pane follow moves.
package final class ChipFilter: Equatable {
    package let query: TagQuery
    /// How tags that are lines of input are searched (``DeckOptions/lineDisplay``).
    let display: LineDisplay?
    /// The texts of the shown tags, per pane (top, bottom).
    private(set) var shownTexts: [Set<String>]
    /// Total tags per pane (top, bottom).
    package private(set) var totalCount: [Int]

    /// Equal when they are for the same query and show the same tags of the same totals.
    package static func == (a: ChipFilter, b: ChipFilter) -> Bool {
        a === b || (a.query == b.query && a.display == b.display && a.shownTexts == b.shownTexts && a.totalCount == b.totalCount
            && a.showsMore == b.showsMore && a.isComplete == b.isComplete)
    }

    /// Matches `query` against every tag of `board`, or, when `query` narrows `previous` (it grew at its end),
    /// against the tags `previous` showed only: at once, for a match small enough not to hold input up. (A
    /// ``FilterJob`` walks the same tags a chunk at a time; its sets are sized ahead for that, which costs more
    /// than this exact sizing when everything is matched in one go.)
    /// - Complexity: O(total length of the texts matched): every tag, or only those `previous` showed.
    package init(query: TagQuery, board: Board, narrowing previous: ChipFilter? = nil, display: LineDisplay? = nil) {
        self.query = query
        self.display = display
        if let previous, query.narrows(previous.query) {
            shownTexts = previous.shownTexts.map { Self.matching(query, in: $0, display: display) }
            totalCount = previous.totalCount
            return
        }
        var shown = [Set<String>(), Set<String>()]
        var total = [0, 0]
        for side in PaneSide.allCases {
            for section in board[side].sections {
                total[side.rawValue] += section.tags.count
                for tag in section.tags where Self.matches(query, tag.text, display) {
                    shown[side.rawValue].insert(tag.text)
                }
            }
        }
        shownTexts = shown
        totalCount = total
    }

    /// A filter of its own that shows what this one shows, for a copy of the state changed on another thread.
    /// - Complexity: O(1): the sets are copied when one of the two changes.
    func copy() -> ChipFilter {
        let other = ChipFilter(query: query, shown: shownTexts, total: totalCount, display: display)
        other.showsMore = showsMore
        other.isComplete = isComplete
        other.index = index
        return other
    }

    /// A filter whose matches were found elsewhere (a ``FilterJob``).
    init(query: TagQuery, shown: [Set<String>], total: [Int], display: LineDisplay?) {
        self.query = query
        self.display = display
        shownTexts = shown
        totalCount = total
    }

    /// The texts of `texts` that `query` matches, in a set sized ahead (a growing set rehashes as it goes).
    static func matching(_ query: TagQuery, in texts: Set<String>, display: LineDisplay?) -> Set<String> {
        var kept: [String] = []
        kept.reserveCapacity(texts.count)
        for text in texts where matches(query, text, display) { kept.append(text) }
        var out = Set<String>(minimumCapacity: kept.count)
        for text in kept { out.insert(text) }
        return out
    }

    /// Whether `query` matches the tag of `text`: its text, or what `display` searches of it.
    /// - Complexity: O(length of `text`) per term.
    static func matches(_ query: TagQuery, _ text: String, _ display: LineDisplay?) -> Bool {
        guard let display, !display.searchesAsIs(text) else { return query.matches(text) }
        return FieldSearch.matches(query, anyOf: display.searched(text))
    }

    /// Whether `tag` is shown.
    /// - Complexity: O(1) expected (a hash of the text).
    package func isShown(_ tag: Tag) -> Bool { shownTexts[0].contains(tag.text) || shownTexts[1].contains(tag.text) }

    /// Whether `tag`, which is in pane `side`, is shown.
    /// - Complexity: O(1) expected (one hash of the text).
    package func isShown(_ tag: Tag, in side: PaneSide) -> Bool { shownTexts[side.rawValue].contains(tag.text) }

    /// Shown tags per pane (top, bottom).
    package var shownCount: [Int] { shownTexts.map(\.count) }

    /// Shown tags in pane `side`.
    package func shownCount(in side: PaneSide) -> Int { shownTexts[side.rawValue].count }

    /// Keeps the counts right after `tag` moved from pane `from` to pane `to`.
    func moved(_ tag: Tag, from: PaneSide, to: PaneSide) {
        guard from != to else { return }
        totalCount[from.rawValue] -= 1
        totalCount[to.rawValue] += 1
        if shownTexts[from.rawValue].remove(tag.text) != nil { shownTexts[to.rawValue].insert(tag.text) }
    }

    /// Keeps the filter right after `tags` were added to pane `side`: each is shown if the query matches it.
    /// - Complexity: O(tags), a match each (the display read once, not copied per tag: the picker adds millions).
    func added(_ tags: [Tag], to side: PaneSide) {
        totalCount[side.rawValue] += tags.count
        guard let display else {
            for tag in tags where query.matches(tag.text) { shownTexts[side.rawValue].insert(tag.text) }
            return
        }
        for tag in tags {
            let text = tag.text
            let shown = display.searchesAsIs(text) ? query.matches(text)
                : FieldSearch.matches(query, anyOf: display.searched(text))
            if shown { shownTexts[side.rawValue].insert(text) }
        }
    }

    /// Keeps the filter right after `tags` were appended at the end of section `section` of pane `side`, whose
    /// tags are now `list` (the streaming picker's candidates): each is shown if the query matches it, and where the
    /// section's shown tags are stays known when it was (`known`: the positions before the append; nil when they
    /// were not known, and then they are found by reading the section only while it is small), so that a layout
    /// skips the hidden tags without reading them. Not while a ``FilterJob`` is adding its matches.
    /// - Complexity: O(tags), plus O(section) when the positions were not known and the section is small.
    func appended(_ tags: [Tag], to side: PaneSide, section: Int, list: TagList, known: [UInt32]?) {
        let start = list.count - tags.count
        var positions = known ?? (start <= Self.indexScanLimit ? shownPositions(list, upTo: start, in: side) : nil)
        if !isComplete { positions = nil }
        totalCount[side.rawValue] += tags.count
        var matched: [Int] = []
        if let display {
            for (k, tag) in tags.enumerated() {
                let text = tag.text
                if display.searchesAsIs(text) ? query.matches(text) : FieldSearch.matches(query, anyOf: display.searched(text)) {
                    matched.append(k)
                }
            }
        } else {
            for (k, tag) in tags.enumerated() where query.matches(tag.text) { matched.append(k) }
        }
        for k in matched { shownTexts[side.rawValue].insert(tags[k].text) }
        guard var positions else { return }
        positions += matched.map { UInt32(start + $0) }
        index[side.rawValue << 32 | section] = (list, positions)
    }

    /// The section's tags are `list` now, the same tags as when its shown positions were noted (their texts
    /// shared with the stream's packing): the positions stay known.
    /// - Complexity: O(1).
    func relisted(_ side: PaneSide, section: Int, list: TagList) {
        let key = side.rawValue << 32 | section
        guard let entry = index[key], entry.tags.count == list.count else { return }
        index[key] = (list, entry.positions)
    }

    /// The largest section read whole to find where its shown tags are, when candidates are appended to it.
    static let indexScanLimit = 65_536

    /// The positions of the tags of `list` before `end` that are shown in pane `side`.
    /// - Complexity: O(end).
    private func shownPositions(_ list: TagList, upTo end: Int, in side: PaneSide) -> [UInt32] {
        var out: [UInt32] = []
        for k in 0..<end where shownTexts[side.rawValue].contains(list[k].text) { out.append(UInt32(k)) }
        return out
    }

    /// Keeps the filter right after `tags` were removed from pane `side` (an edit).
    func removed(_ tags: [Tag], from side: PaneSide) {
        totalCount[side.rawValue] -= tags.count
        for tag in tags { shownTexts[side.rawValue].remove(tag.text) }
    }

    /// Shows `tags` of pane `side` whether the query matches them or not: a tag just added or renamed stays in
    /// sight until the query changes.
    func show(_ tags: [Tag], in side: PaneSide) {
        for tag in tags where !Self.matches(query, tag.text, display) {
            shownTexts[side.rawValue].insert(tag.text)
            showsMore = true
        }
    }

    /// Shows `texts`, which the query matched at `positions` of `run` (a ``FilterJob``'s matches as they come, run
    /// after run in order), and notes where they are for as long as their section is unchanged.
    /// - Complexity: O(texts).
    func show(_ texts: [String], at positions: [UInt32], of run: ParallelMatch.Run) {
        for text in texts { shownTexts[run.side].insert(text) }
        index[run.side << 32 | run.section]?.positions += positions
    }

    /// Notes that the tags of `runs` are being matched: until their matches come, none of them is shown, and a
    /// layout need not read them to know it.
    /// - Complexity: O(runs).
    func expect(_ runs: [ParallelMatch.Run]) {
        for run in runs where index[run.side << 32 | run.section] == nil { index[run.side << 32 | run.section] = (run.tags, []) }
    }

    /// Where the shown tags of a section are, per pane and section (`side << 32 | section`), as a job found them,
    /// with the section's tags as they were then: a position is trusted only while the section is the very same.
    private var index: [Int: (tags: TagList, positions: [UInt32])] = [:]

    /// The positions of the shown tags of section `section` in pane `side`, in order, when the filter knows them
    /// for `tags` as they are (a job matched them, and the section has not changed since): a layout then skips the
    /// hidden tags without reading them. Nil otherwise.
    /// - Complexity: O(1).
    func shownPositions(in side: PaneSide, section: Int, of tags: TagList) -> [UInt32]? {
        guard let entry = index[side.rawValue << 32 | section], entry.tags.sharesStorage(with: tags) else { return nil }
        return entry.positions
    }

    /// Whether every tag of the board was matched: false while a ``FilterJob`` is still adding its matches, and
    /// then it is no filter to keep for its query, nor to narrow from.
    var isComplete = true

    /// Whether it shows tags its query does not match (added or renamed under it): then it is no filter to
    /// keep for that query, nor to narrow from.
    private(set) var showsMore = false

    /// Whether no tag of the board is shown.
    package var showsNothing: Bool { shownTexts.allSatisfy(\.isEmpty) }
}
