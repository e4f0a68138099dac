/// The board's filter: the one in force, the ones met while typing (for Backspace), and a big board's filter
/// being matched a chunk at a time.
package struct FilterState: Equatable {
    /// How tags that are lines of input are searched (``DeckOptions/lineDisplay``).
    let display: LineDisplay?

    init(display: LineDisplay? = nil) { self.display = display }

    /// The filter in force, if any.
    package private(set) var current: ChipFilter?
    /// Filters met while typing the query, by query text; forgotten when a tag moves.
    private var cache: [String: ChipFilter] = [:]
    /// A filter being matched on every core, its matches shown as they come (``current`` is its partial filter).
    private(set) var job: FilterJob?
    /// A query to match again from the start at the next step: the board changed under its job.
    private var restarting: TagQuery?

    /// Whether a filter is being matched off the input path.
    package var isMatching: Bool { job != nil || restarting != nil }

    /// Whether the job's matching is still under way on another thread.
    var hasWorkRunning: Bool { job?.hasWorkRunning ?? false }

    /// The query being matched, if any.
    var matchingQuery: TagQuery? { job?.query ?? restarting }

    /// Starts filtering `board` by `query`: at once, or as a job on every core when at least `chunkThreshold` tags
    /// must be matched (``current`` is then the job's partial filter, empty at first). A job under way is cancelled.
    /// Returns true: install the new ``current``.
    ///
    /// A query that grew at its end matches only the tags the previous one showed; a query seen since the last
    /// move is taken from the cache.
    /// - Complexity: O(total length of the texts matched), O(1) from the cache, O(1) to start a job.
    mutating func apply(_ query: TagQuery, to board: Board, chunkThreshold: Int) -> Bool {
        stopJob()
        // A partial filter (its job was just cancelled) is no filter to keep, nor to narrow from.
        if current?.isComplete == false { current = nil }
        if let current, !current.showsMore { cache[current.query.text] = current }
        if current?.showsMore == true, query.narrows(current!.query) {
            // What it shows beyond its query would carry into the narrower one: match from the board.
            current = nil
        }
        if query.isEmpty {
            current = nil
            cache = [:]
        } else if let cached = cache[query.text] {
            current = cached
        } else if work(query, board) >= chunkThreshold
                    || (board.tagCount >= chunkThreshold && work(query, board) >= chunkThreshold / Self.narrowingShare) {
            // On a big board, narrowing a filter that still shows many tags goes on every core too: matching them
            // one by one as strings takes longer than the whole board in place.
            start(query, board)
        } else {
            current = ChipFilter(query: query, board: board, narrowing: current, display: display)
        }
        return true
    }

    /// On a board of at least the threshold, a narrowing query is matched on every core when the filter shows at
    /// least this share of the threshold (a fifth: 100,000 tags by default).
    static let narrowingShare = 5

    /// How many tags `query` must be matched against: those shown now when it narrows the current filter, else all.
    private func work(_ query: TagQuery, _ board: Board) -> Int {
        if let current, query.narrows(current.query) { return current.shownCount.reduce(0, +) }
        return board.tagCount
    }

    /// Takes a copy of the filter in force, for a copy of the state changed on another thread, and forgets the
    /// filters met while typing. (No job runs: work is not sent off while one does.)
    /// - Returns: the copy.
    mutating func detach() -> ChipFilter? {
        cache = [:]
        stopJob()
        current = current?.copy()
        return current
    }

    /// Shows the job's next matches, about `budget` of them (or starts matching again a query whose board changed);
    /// returns true when ``current`` shows more, or is complete: install it again.
    mutating func step(_ board: Board, budget: Int) -> Bool {
        if let query = restarting {
            start(query, board)
            return true
        }
        guard let job else { return false }
        let (news, done) = job.step(budget: budget)
        if done { self.job = nil }
        return news || done
    }

    private mutating func start(_ query: TagQuery, _ board: Board) {
        restarting = nil
        let job = FilterJob(query: query, board: board, display: display)
        self.job = job
        current = job.partial
    }

    /// Cancels the job under way, if any.
    private mutating func stopJob() {
        job?.cancel()
        job = nil
        restarting = nil
    }

    /// Matches the job's query again from the start at the next step: the board changed under it (not by tags
    /// added at the end, which its partial filter takes as they come).
    private mutating func restartJob() {
        guard let query = matchingQuery else { return }
        stopJob()
        restarting = query
    }

    /// Keeps the filter right after an edit replaced `removed` by `added` in pane `side`; with `keepShown`, the
    /// added tags are shown whether they match or not, until the query changes.
    mutating func edited(removed: [Tag], added: [Tag], in side: PaneSide, board: Board, keepShown: Bool) {
        current?.removed(removed, from: side)
        current?.added(added, to: side)
        if keepShown { current?.show(added, in: side) }
        if !cache.isEmpty { cache = [:] }
        restartJob()
    }

    /// Equal when the same filter is in force (the same query showing the same tags) and the same query is being
    /// matched: the filters met while typing are a cache, and a job's progress is not compared.
    package static func == (a: FilterState, b: FilterState) -> Bool {
        a.display == b.display && a.current == b.current && a.matchingQuery == b.matchingQuery
    }

    /// Forgets every filter met, the one in force too: the board was replaced by another version of it.
    mutating func forget() {
        current = nil
        cache = [:]
        stopJob()
    }

    /// Keeps the filter right after `tags` were added to pane `side` (picker candidates arriving).
    mutating func added(_ tags: [Tag], to side: PaneSide, board: Board) {
        current?.added(tags, to: side)
        if !cache.isEmpty { cache = [:] }
    }

    /// Keeps the filter right after `tags` were appended at the end of section `section` of pane `side` (now
    /// `list`), the positions of its shown tags `known` before (``ChipFilter/appended(_:to:section:list:known:)``).
    mutating func appended(_ tags: [Tag], to side: PaneSide, section: Int, list: TagList, known: [UInt32]?) {
        current?.appended(tags, to: side, section: section, list: list, known: known)
        if !cache.isEmpty { cache = [:] }
    }

    /// Keeps counts, cache and job right for tags that move, each from one pane to one (before the board changes).
    mutating func moved(_ tags: @autoclosure () -> [(Tag, from: PaneSide, to: PaneSide)], board: Board) {
        if !cache.isEmpty { cache = [:] }
        // Without a filter, nothing to count (and no list of a bundle's million tags to make).
        guard current != nil || job != nil else { return }
        for (tag, from, to) in tags() { current?.moved(tag, from: from, to: to) }
        // A job matching the board starts again on the moved board, at the next step.
        restartJob()
    }
}
