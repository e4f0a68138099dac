/// Marking chips: `m` on the focused chip, Alt+click, `*` for every chip shown, `M` or Esc to clear. A marked
/// chip carries the others with it (see `BoardController+Bundle.swift`). Marks are never saved.
extension BoardController {
    /// Marks or unmarks the chip at `path`. Pinned chips cannot be marked.
    /// - Returns: whether the mark changed.
    @discardableResult
    public func toggleMark(at path: TagPath) -> Bool {
        guard session == nil, board.contains(path) else { return false }
        let tag = board[path]
        if tag.isPinned {
            complain("'\(tag.text)' is pinned and can't be marked")
            return false
        }
        if marks.remove(tag.text) {
            say("Unmarked '\(tag.text)' · \(marksSummary)")
        } else {
            marks.insert(tag.text, in: path.pane)
            say("Marked '\(tag.text)' · \(marksSummary)")
        }
        return true
    }

    /// Marks every chip shown: all of them, or all that the filter shows. Pinned chips are left out.
    /// - Complexity: O(tags on the board).
    public func markShown() {
        guard session == nil else { return }
        var added = 0, pinned = 0
        for side in PaneSide.allCases {
            let layout = self[side].layout
            for section in board[side].sections {
                for tag in section.tags where layout.isShown(tag) {
                    if tag.isPinned {
                        pinned += 1
                    } else if marks.insert(tag.text, in: side) {
                        added += 1
                    }
                }
            }
        }
        let skipped = pinned > 0 ? " (\(pinned) pinned left out)" : ""
        say("Marked \(added) more\(skipped) · \(marksSummary)")
    }

    /// Clears every mark.
    /// - Returns: whether there were any.
    @discardableResult
    public func clearMarks() -> Bool {
        guard !marks.isEmpty else { return false }
        let count = marks.count
        marks.removeAll()
        say("Cleared \(count) mark\(count == 1 ? "" : "s")")
        return true
    }

    /// How many chips are marked and where: "4 marked: Chosen 1, Available 3".
    public var marksSummary: String {
        guard !marks.isEmpty else { return "nothing marked" }
        let parts = PaneSide.allCases.filter { marks.count(in: $0) > 0 }.map { side in
            "\(paneName(side)) \(marks.count(in: side))"
        }
        return "\(marks.count) marked: " + parts.joined(separator: ", ")
    }

    /// A pane's title, or "top pane" / "bottom pane" when it has none.
    func paneName(_ side: PaneSide) -> String {
        let title = board[side].title
        return title.isEmpty ? (side == .top ? "top pane" : "bottom pane") : title
    }
}
