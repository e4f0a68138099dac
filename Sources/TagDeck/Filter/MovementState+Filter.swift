extension MovementState {
    /// The filter in force, if any.
    package var filter: ChipFilter? { filtering.current }

    /// Whether a filter is being matched a chunk at a time.
    package var isMatching: Bool { filtering.isMatching }

    /// Whether work this state started is still under way on another thread (a filter matched on every core):
    /// a driver that lets time pass by hand (``Deck/hasWorkRunning``) waits for it first.
    package var hasWorkRunning: Bool { filtering.hasWorkRunning }

    /// Shows only the chips that match `query`, or every chip for an empty query. Positions stay the model's;
    /// the focus moves to a shown chip when its own is hidden. See ``FilterState`` for how it is matched.
    /// - Returns: what the status line says of it (the count shown, while the query is typed).
    package mutating func changeFilter(_ query: TagQuery) -> StatusNotes {
        filtering.apply(query, to: board, chunkThreshold: options.filterChunkThreshold) ? install() : []
    }

    /// The filter in force, matched again on a board changed by other means than moves (an edit, a reload).
    /// - Returns: what the status line says of it (the count shown, while the filter line is open).
    mutating func refilter() -> StatusNotes {
        guard let query = filter?.query else { return [] }
        filtering.forget()
        return changeFilter(query)
    }

    /// What the kept filter shows, as the status line says it (after Enter on the filter line, or `--query`).
    func filterNote() -> StatusNote {
        if let query = filtering.matchingQuery {
            return .info("Filter '\(query.text)': matching… · / edits it · Esc clears it")
        }
        guard let filter else { return .info("") }
        return .info("Filter '\(filter.query.text)': \(TitleText.grouped(filter.shownCount.reduce(0, +))) shown · / edits it · Esc clears it")
    }

    /// Shows a filter job's next matches, as they come; installs the filter as it grows.
    /// - Returns: what the status line says of it.
    mutating func stepFilterJob() -> StatusNotes {
        filtering.step(board, budget: options.filterChunk) ? install() : []
    }

    /// Shows the filter in force in both panes, and keeps the focus on a shown chip.
    /// - Returns: what the status line says of it.
    private mutating func install() -> StatusNotes {
        // While the query is typed, the count is news for whoever follows the messages (`--announce`); the
        // status line shows the line being typed meanwhile.
        var notes: StatusNotes = []
        if case .filtering = mode, let filter {
            notes.append(.hint("Filter '\(filter.query.text)': \(TitleText.grouped(filter.shownCount.reduce(0, +))) shown"))
        }
        for side in PaneSide.allCases {
            self[side].setFilter(filter)
            self[side].clampScroll(board[side])
        }
        // A title keeps the focus (titles stay under a filter); a chip keeps it while it is shown.
        if let focus, focus.chip == nil { return notes }
        if let f = focusedChip, board.contains(f), FocusNavigator.isShown(FocusScene(self), f) {
            revealChip(f)
        } else {
            let scene = FocusScene(self)
            focusedChip = FocusNavigator.firstVisibleChip(scene, activeSide) ?? FocusNavigator.firstChip(scene, activeSide.other, last: false)
            if let f = focusedChip { activeSide = f.pane }
        }
        return notes
    }
}
