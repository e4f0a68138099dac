/// Matching a query against a big board a chunk at a time, between reads of input, so typing never waits for
/// a million matches: the run loop ticks the job while no key is waiting, and a key typed meanwhile starts a
/// new job that replaces this one.
final class FilterJob {
    let query: TagQuery
    private let display: LineDisplay?
    private let base: ChipFilter?
    /// The matches so far, per pane, in sets sized ahead so that no chunk pays for a rehash.
    private var shown: [Set<String>]
    private var total = [0, 0]
    // Where a full scan is: pane, section, item.
    private var side = 0, section = 0, item = 0
    // Where a narrowing scan of `base` is, per pane.
    private var cursors: [Set<String>.Index]?

    /// A job for `query`: over the tags `previous` shows when `query` narrows it, else over the whole board.
    init(query: TagQuery, board: Board, narrowing previous: ChipFilter?, display: LineDisplay?) {
        self.query = query
        self.display = display
        if let previous, query.narrows(previous.query) {
            base = previous
            cursors = previous.shownTexts.map(\.startIndex)
            total = previous.totalCount
            shown = previous.shownTexts.map { Set(minimumCapacity: $0.count) }
        } else {
            base = nil
            shown = PaneSide.allCases.map { Set(minimumCapacity: board[$0].tagCount) }
        }
    }

    /// Matches up to `budget` more tags of `board`; returns the finished filter on the last chunk.
    /// - Complexity: O(budget) tags matched.
    func step(_ board: Board, budget: Int) -> ChipFilter? {
        var left = budget
        if let base, var cursors {
            let sets = base.shownTexts
            for s in 0..<2 {
                while cursors[s] != sets[s].endIndex && left > 0 {
                    let text = sets[s][cursors[s]]
                    if ChipFilter.matches(query, text, display) { shown[s].insert(text) }
                    cursors[s] = sets[s].index(after: cursors[s])
                    left -= 1
                }
            }
            self.cursors = cursors
            let done = cursors[0] == sets[0].endIndex && cursors[1] == sets[1].endIndex
            return done ? finish() : nil
        }
        while side < 2 && left > 0 {
            let sections = board[PaneSide(rawValue: side)!].sections
            guard section < sections.count else {
                side += 1
                section = 0
                item = 0
                continue
            }
            let tags = sections[section].tags
            if item == 0 { total[side] += tags.count }
            while item < tags.count && left > 0 {
                let text = tags[item].text
                if ChipFilter.matches(query, text, display) { shown[side].insert(text) }
                item += 1
                left -= 1
            }
            if item >= tags.count {
                section += 1
                item = 0
            }
        }
        return side >= 2 ? finish() : nil
    }

    private func finish() -> ChipFilter { ChipFilter(query: query, shown: shown, total: total, display: display) }
}
