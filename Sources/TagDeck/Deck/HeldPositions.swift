/// The positions the state holds across events, and how they stay valid.
///
/// A position (a ``TagPath`` or a ``SectionPath``) is only an index into the board as it is now: any later change
/// can leave it pointing at another tag or at nothing. So state that outlives an event either refers to a tag by
/// its text (texts are unique on a board) and finds its place when it needs one, or is checked against the
/// board after every change of it:
/// - refer by text: marks, the filter's shown tags, return slots (their sections are checked when used);
/// - kept and checked here, after every event and before every frame: the focus, the focused and pressed section
///   titles, a flight's slot, the drag session's slot, a pending press, a lifted section, the line editor's tag.
package enum HeldPositions {
    /// Every held position that no longer points where it should, in words; empty when all are valid. For tests
    /// and fuzz targets, which check it after every event.
    /// - Complexity: O(flights + marks + riders), plus O(tags) when anything is marked.
    package static func problems(in c: DeckState) -> [String] {
        let board = c.board, focus = c.focusedChip, flights = c.flights, marks = c.marks
        let session = c.session, mode = c.mode
        var problems: [String] = []
        if let focus, !board.contains(focus) { problems.append("the focus \(focus) is not on the board") }
        for (text, flight) in flights where !holds(board, text, at: flight.target) {
            problems.append("the flight of '\(text)' heads for \(flight.target), which holds another tag")
        }
        if let title = c.focusedTitle, !board.contains(title) {
            problems.append("the focused title \(title) is not on the board")
        }
        if let title = c.pressedTitle, !board.contains(title) {
            problems.append("the pressed title \(title) is not on the board")
        }
        if let s = session {
            if !holds(board, s.tag.text, at: s.current) { problems.append("the session's slot \(s.current) holds another tag") }
            // Riders are kept where they were at the lift: the live move says where they are now.
            let live = Move(from: s.origin, to: s.current)
            for rider in s.riders.map(live.relocate) where !(board.contains(rider) && marks.contains(board[rider].text)) {
                problems.append("the bundle's rider at \(rider) is not a marked tag")
            }
        }
        for side in PaneSide.allCases {
            if let press = c[side].pointer.pendingPress, !holds(board, press.text, at: press.path) {
                problems.append("the press on '\(press.text)' is kept at \(press.path), which holds another tag")
            }
        }
        switch mode {
        case .movingSection(_, let current) where !board.contains(current):
            problems.append("the lifted section \(current) is not on the board")
        case .confirming(.deleteSection(let path)) where !board.contains(path):
            problems.append("the section asked about, \(path), is not on the board")
        case .editing(let line):
            if let path = line.purpose.renamed, !board.contains(path) {
                problems.append("the tag being renamed, \(path), is not on the board")
            }
        case .movingSection, .confirming, .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .filtering, .help,
             .askingToQuit, .tooSmall, .movingSplit:
            break
        }
        if !marks.isEmpty {
            // The marks as they would be after following their tags: any difference is a stale pane.
            var followed = marks
            followed.follow(board)
            for (text, side) in marks.panes where followed.panes[text] != side {
                problems.append("the mark of '\(text)' says \(side), the tag is \(followed.panes[text].map { "\($0)" } ?? "gone")")
            }
        }
        return problems
    }
}


extension HeldPositions {
    /// Whether the tag at `path` of `board` is the one with `text`.
    private static func holds(_ board: Board, _ text: String, at path: TagPath) -> Bool {
        board.contains(path) && board[path].text == text
    }

    /// Brings every position held across events back in line with the board, when the board changed since they
    /// were last known to be right: a flight heads for its tag's slot (found by its text) or is dropped; the
    /// session's slot is its tag's; a pending press follows its tag or is forgotten; the focus and the focused
    /// or pressed titles are kept on the board; a lifted section, a question or a rename about something gone
    /// ends. The deck runs it after every event and before every frame.
    /// - Complexity: O(1) when the board did not change but by moves, which carry positions along; otherwise
    ///   O(flights + riders), plus O(tags) to find a tag that moved by other means or when anything is marked.
    /// - Returns: what the status line says of it (what ended because its subject is gone).
    package static func revalidate(_ c: inout MovementState) -> StatusNotes {
        guard c.changes.checked != c.boardSerial else { return [] }
        c.changes.checked = c.boardSerial
        let board = c.board
        // The drag session first: what it holds decides what the rest may keep.
        if var s = c.session, !holds(board, s.tag.text, at: s.current) {
            if let path = board.path(of: s.tag.text) {
                s.current = path
                if !board.canApply(Move(from: path, to: s.origin)) { s.riders = [] }
                c.session = s
            } else {
                c.session = nil
                c.autoScroll = nil
                c.top.pointer.reset()
                c.bottom.pointer.reset()
            }
        }
        if let s = c.session, s.isBundle {
            let live = Move(from: s.origin, to: s.current)
            let kept = s.riders.filter {
                let p = live.relocate($0)
                return board.contains(p) && c.marks.contains(board[p].text)
            }
            if kept.count != s.riders.count { c.session?.riders = kept }
        }
        for (text, flight) in c.flights where !holds(board, text, at: flight.target) {
            if let path = board.path(of: text) { c.flights[text]?.target = path } else { c.flights[text] = nil }
        }
        if c.flights.isEmpty && c.mode == .settling { c.mode = .browsing }
        for side in PaneSide.allCases {
            let pane = c[side]
            if let press = pane.pointer.pendingPress, !holds(board, press.text, at: press.path) {
                // Still in this pane: the hold lifts it where it is now; elsewhere or gone: forgotten.
                if let path = board.path(of: press.text), path.pane == side {
                    c[side].pointer.relocate { _ in path }
                } else {
                    c[side].pointer.reset()
                }
            }
            c[side].clampScroll(board[side])
        }
        if let focus = c.focusedChip, !board.contains(focus) { c.focusedChip = nearestChip(to: focus, c) }
        if let title = c.focusedTitle, !board.contains(title) { c.focusedTitle = nil }
        if let title = c.pressedTitle, !board.contains(title) { c.pressedTitle = nil }
        var notes: StatusNotes = []
        switch c.mode {
        case .movingSection(_, let current) where !board.contains(current):
            c.mode = c.restingMode
            notes.append(.problem("The section in hand is gone: nothing moved"))
        case .confirming(.deleteSection(let path)) where !board.contains(path):
            c.mode = c.restingMode
            notes.append(.problem("That section is gone: nothing deleted"))
        case .editing(let line):
            if let path = line.purpose.renamed, !board.contains(path) {
                c.mode = c.restingMode
                notes.append(.problem("That tag is gone: nothing renamed"))
            }
        case .movingSection, .confirming, .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .filtering, .help,
             .askingToQuit, .tooSmall, .movingSplit:
            break
        }
        if !c.marks.isEmpty { c.marks.follow(board) }
        return notes
    }

    /// The chip nearest to a position that is no longer on the board: the same place clamped into its pane,
    /// else the pane's first chip; nil for an empty pane.
    private static func nearestChip(to path: TagPath, _ c: MovementState) -> TagPath? {
        let sections = c.board[path.pane].sections
        let s = min(path.section, sections.count - 1)
        let count = sections[s].tags.count
        if count > 0 { return TagPath(path.pane, s, min(max(0, path.item), count - 1)) }
        return FocusNavigator.firstChip(FocusScene(c), path.pane, last: false)
    }
}
