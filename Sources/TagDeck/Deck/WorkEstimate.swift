/// Which actions touch how many tags (the ones a ``DeckWork`` may take off the input path), and which only change
/// the view (taken while a reload is out).
enum WorkEstimate {
    /// What the status line calls the action, and how many tags it touches; nil for an action that touches few.
    static func of(_ action: DeckAction, _ state: DeckState) -> (String, Int)? {
        guard state.options.backgroundWorkThreshold != nil else { return nil }
        func grouped(_ n: Int) -> String { TitleText.grouped(n) }
        let marked = state.marks.count
        // Whether the chip Enter or Space would take (the focused one, else the first shown) is marked: looked up
        // only for those keys, and only while something is marked.
        var focusIsMarked: Bool {
            guard marked > 0, let focus = state.focusedChip.flatMap({ state.board.contains($0) ? $0 : nil })
                    ?? FocusNavigator.firstVisibleChip(FocusScene(state), state.activeSide) else { return false }
            return state.marks.contains(state.board[focus].text)
        }
        guard let heavy = action.traits.heavy else { return nil }
        switch heavy {
        case .markShown:
            guard state.session == nil else { return nil }
            let shown = PaneSide.allCases.reduce(0) { $0 + (state.filter?.shownCount(in: $1) ?? state.board[$1].tagCount) }
            return ("Marking \(grouped(shown)) chips", shown)
        case .send: return focusIsMarked && state.session == nil ? ("Sending \(grouped(marked)) tags", marked) : nil
        case .lift: return focusIsMarked && state.session == nil ? ("Lifting \(grouped(marked)) tags", marked) : nil
        case .drop:
            guard let session = state.session, session.isBundle else { return nil }
            return ("Dropping \(grouped(session.chipCount)) tags", session.chipCount)
        case .undo, .redo:
            let undo = heavy == .undo
            guard state.session == nil,
                  case .bundle(let move)? = undo ? state.history.done.last : state.history.undone.last
            else { return nil }
            return ("\(undo ? "Undoing" : "Redoing"): \(grouped(move.from.count)) tags", move.from.count)
        }
    }

    /// Sends `action` off as `deck`'s work when it touches enough tags.
    /// - Returns: whether it did (else the caller performs it at once).
    static func offload(_ action: DeckAction, of deck: Deck, _ effects: inout [DeckEffect]) -> Bool {
        guard let (label, tags) = of(action, deck.state) else { return false }
        let markStaysPut = deck.state.count.markStaysPut
        return offload(label, tags: tags, deck, &effects) { BoardActions.perform(&$0, action, markStaysPut: markStaysPut).notes }
    }

    /// Sends a mouse release off as `deck`'s work when it drops a big bundle.
    /// - Returns: whether it did.
    static func offload(_ input: InputEvent, of deck: Deck, _ effects: inout [DeckEffect]) -> Bool {
        guard case .release = input, let session = deck.state.session, session.isBundle else { return false }
        let arranger = deck.state.screen.arranger
        return offload("Dropping \(TitleText.grouped(session.chipCount)) tags", tags: session.chipCount, deck, &effects) {
            PaneGestures.handle(input, in: &$0.movement, arranger: arranger)
        }
    }

    /// Sends `body` off when it touches `tags` tags or more (``DeckOptions/backgroundWorkThreshold``). A filter
    /// being matched a chunk at a time keeps the board's caches busy: then the action is done at once.
    private static func offload(_ label: String, tags: Int, _ deck: Deck, _ effects: inout [DeckEffect],
                                _ body: @escaping @Sendable (inout DeckState) -> StatusNotes) -> Bool {
        guard let threshold = deck.options.backgroundWorkThreshold, tags >= threshold, !deck.state.isMatching else {
            return false
        }
        effects += [.work(deck.state.files.work.start(label, deck.state, body)), .announce(label + "…")]
        return true
    }

    /// While a reload is out (a merge on the saving thread): whether `event` waits for its answer. What could
    /// change the board waits (moves, edits, undo, a click that may lift, quitting); what only changes the view
    /// is taken at once.
    static func waitsForReload(_ event: DeckEvent, mode: DeckMode, keyMap: KeyMap) -> Bool {
        guard case .input(let input) = event else { return false }
        switch input {
        case .resize, .wheel: return false
        case .key(let key):
            guard let action = keyMap.action(for: key, in: mode.keyContext) else {
                // Typing into the filter line changes nothing on the board; any key closes the help.
                if case .filtering = mode { return false }
                return mode.keyContext != .help
            }
            return !action.traits.changesOnlyTheView
        default: return true
        }
    }
}
