extension BoardController {
    /// Shows only the chips that match `query`, or every chip for an empty query. Positions stay the model's;
    /// the focus moves to a shown chip when its own is hidden.
    ///
    /// A query that grew at its end matches only the tags the previous one showed; a query seen before since
    /// the last move (Backspace) is taken from a cache.
    /// - Complexity: O(total length of the texts matched), O(1) from the cache.
    public func applyFilter(_ query: TagQuery) {
        if let filter { filterCache[filter.query.text] = filter }
        filterJob = nil
        if query.isEmpty {
            filter = nil
            filterCache = [:]
        } else if let cached = filterCache[query.text] {
            filter = cached
        } else if matchingWork(query) >= options.filterChunkThreshold {
            // Much to match: a chunk per tick, so input is read between chunks; the panes keep the previous
            // filter until this one is done.
            filterJob = FilterJob(query: query, board: board, narrowing: filter)
            return
        } else {
            filter = ChipFilter(query: query, board: board, narrowing: filter)
        }
        install()
    }

    /// How many tags `query` must be matched against: those the filter in force shows when `query` narrows it,
    /// else every tag.
    private func matchingWork(_ query: TagQuery) -> Int {
        if let filter, query.narrows(filter.query) { return filter.shownCount.reduce(0, +) }
        return board.tagCount
    }

    /// Whether a filter is being matched a chunk at a time.
    public var isMatching: Bool { filterJob != nil }

    /// Matches the next chunk of a big board's filter; installs it when done.
    func stepFilterJob() {
        guard let job = filterJob, let done = job.step(board, budget: options.filterChunk) else { return }
        filterJob = nil
        filter = done
        install()
    }

    /// Shows the filter in force in both panes, and keeps the focus on a shown chip.
    private func install() {
        for side in PaneSide.allCases {
            self[side].layout.filter = filter
            self[side].clampScroll(board[side])
        }
        if let f = focus, board.contains(f), navigator.isShown(f) {
            revealChip(f)
        } else {
            focus = navigator.firstVisibleChip(activeSide) ?? navigator.firstChip(activeSide.other, last: false)
            if let f = focus { activeSide = f.pane }
        }
    }
}
