/// A query matched against a big board on every core (``ParallelMatch``), so typing never waits for a million
/// matches: the matches stream into ``partial``, the filter shown meanwhile, in the board's order, as the run loop
/// ticks the job; a key typed meanwhile cancels it and starts another (``cancel()``: the tasks hold the search,
/// so a job let go without it runs its runs to the end).
///
/// Tags added after the job started (picker candidates arriving) are matched as they come, into ``partial`` too
/// (``ChipFilter/added(_:to:)``): the job covers the board as it was when it started.
struct FilterJob {
    let query: TagQuery
    private let search: ParallelMatch
    /// The filter shown while matching: the same filter grows as matches come, and is the result once complete.
    let partial: ChipFilter

    /// Starts matching `query` against every tag of `board`.
    /// - Complexity: O(sections + tags / ``ParallelMatch/runSize``) here; the matching runs on other cores.
    init(query: TagQuery, board: Board, display: LineDisplay?) {
        self.query = query
        search = ParallelMatch(query: query, board: board, display: display)
        partial = ChipFilter(query: query, shown: [[], []], total: PaneSide.allCases.map { board[$0].tagCount },
                             display: display)
        partial.isComplete = false
        partial.expect(search.runs)
    }

    /// Whether its matching is still under way on another thread (see ``ParallelMatch/hasTasksRunning``).
    var hasWorkRunning: Bool { search.hasTasksRunning }

    /// Whether ``cancel()`` stopped it.
    var isCancelled: Bool { search.isCancelled }

    /// Stops the matching (the job is done with: a new query, or the board changed under it).
    func cancel() { search.cancel() }

    /// Shows the matches found since the last step, in order, about `budget` of them at most.
    /// - Returns: whether ``partial`` shows more, and whether the job is done (``partial`` is then complete).
    /// - Complexity: O(matches shown).
    func step(budget: Int) -> (news: Bool, done: Bool) {
        var shown = 0, news = false
        while shown < max(1, budget), let found = search.takeInOrder(limit: 1).first {
            partial.show(found.texts, at: found.positions, of: found.run)
            shown += found.texts.count
            news = news || !found.texts.isEmpty
        }
        let done = search.isFinished
        if done { partial.isComplete = true }
        return (news, done)
    }
}
