import Synchronization

/// A query matched against a snapshot of a board's tags on every core, off the input path: the tags are cut into
/// runs of ``runSize``, tasks take the runs one after another and match their texts in place (no string made but
/// for a match), and the matches of each run wait, with their positions, to be taken in the board's order
/// (``takeInOrder(limit:)``). ``cancel()`` stops every task within a run.
final class ParallelMatch: Sendable {
    /// Tags a run holds: small enough that a cancelled search stops within a millisecond or two, large enough that
    /// taking runs costs nothing beside matching them.
    static let runSize = 16_384
    /// Tasks started: the global pool runs as many at once as there are cores; the others find no run left.
    static let tasks = 16

    /// One run of tags: those of `range` in a section of pane `side`.
    struct Run: Sendable {
        let side: Int
        let section: Int
        let tags: TagList
        let range: Range<Int>
    }

    /// The matches of one run: their texts and their positions in the run's section, in order.
    struct Found: Sendable {
        let run: Run
        let texts: [String]
        let positions: [UInt32]
    }

    let runs: [Run]
    private let query: TagQuery
    private let display: LineDisplay?
    private let next = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    /// Tasks started and not returned yet: none once every run is matched, or the search is cancelled.
    private let running = Atomic<Int>(0)
    /// Runs matched and not taken yet, by their number; and the first run not taken.
    private let done = Mutex<(found: [Int: Found], taken: Int)>(([:], 0))

    /// Cuts `board`'s sections into runs and starts matching them.
    /// - Complexity: O(sections + tags / ``runSize``) here; O(total length of the texts) on the other cores.
    init(query: TagQuery, board: Board, display: LineDisplay?) {
        self.query = query
        self.display = display
        var runs: [Run] = []
        for side in PaneSide.allCases {
            for (s, section) in board[side].sections.enumerated() {
                let tags = section.tags
                for start in stride(from: 0, to: tags.count, by: Self.runSize) {
                    runs.append(Run(side: side.rawValue, section: s, tags: tags,
                                    range: start..<min(tags.count, start + Self.runSize)))
                }
            }
        }
        self.runs = runs
        let tasks = min(Self.tasks, runs.count)
        running.store(tasks, ordering: .sequentiallyConsistent)
        for _ in 0..<tasks {
            Task.detached(priority: .userInitiated) { [self] in
                work()
                running.subtract(1, ordering: .sequentiallyConsistent)
            }
        }
    }

    /// Stops the search: no run is started after this, and the one under way stops within its run.
    func cancel() { stopped.store(true, ordering: .relaxed) }

    var isCancelled: Bool { stopped.load(ordering: .relaxed) }

    /// Whether a task of this search is still at work on another thread: a test waits for none before it lets
    /// time pass (the tasks' work is not a function of the deck's clock).
    var hasTasksRunning: Bool { running.load(ordering: .sequentiallyConsistent) > 0 }

    /// Whether every run was taken.
    var isFinished: Bool { done.withLock { $0.taken == runs.count } }

    /// The matches of the runs finished since the last call that follow the last one taken without a gap, at most
    /// `limit` runs: the board's order, whatever order the cores finished them in.
    /// - Complexity: O(runs taken).
    func takeInOrder(limit: Int = .max) -> [Found] {
        done.withLock { state in
            var out: [Found] = []
            while out.count < limit, let found = state.found.removeValue(forKey: state.taken) {
                out.append(found)
                state.taken += 1
            }
            return out
        }
    }

    private func work() {
        let query = self.query, display = self.display
        // Without fields picked, a printable ASCII line is searched as it is, in place; any other is made a string.
        // (Only Booleans are looked at per line: an optional display compared there is copied, a regex and all.)
        let asIs = display == nil
        let plain = display.map { $0.shownFields == nil && $0.searchedFields == nil } ?? true
        guard let plan = ASCIIPlan(query) else { return work(matching: nil, asIs: asIs, plain: plain) }
        plan.withMatcher { work(matching: $0, asIs: asIs, plain: plain) }
    }

    /// Takes runs until none is left or the search is cancelled; an ASCII text is matched by `matcher` when there
    /// is one (the query is all ASCII), any other by the query.
    private func work(matching matcher: ASCIIPlan.Matcher?, asIs: Bool, plain: Bool) {
        let query = self.query, display = self.display
        while !isCancelled {
            let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard k < runs.count else { return }
            let run = runs[k]
            var texts: [String] = [], positions: [UInt32] = []
            var checked = 0, stop = false
            run.tags.forEachUTF8(in: run.range) { position, utf8, _, _ in
                if stop { return }
                checked += 1
                if checked & 1_023 == 0 && isCancelled { stop = true; return }
                let matched = asIs || (plain && utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
                    ? matcher?.matches(utf8) ?? query.matches(utf8: utf8)
                    : ChipFilter.matches(query, String(decoding: utf8, as: UTF8.self), display)
                if matched {
                    texts.append(String(decoding: utf8, as: UTF8.self))
                    positions.append(UInt32(truncatingIfNeeded: position))
                }
            }
            if isCancelled { return }
            done.withLock { $0.found[k] = Found(run: run, texts: texts, positions: positions) }
        }
    }
}
