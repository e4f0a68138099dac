/// The streaming picker's candidates, added to the board on screen as they arrive.
package enum StreamingCandidates {
    /// Adds candidates at the end of the bottom pane as they arrive (the streaming picker): not a move, so no undo
    /// step and no save; the filter in force judges them, and a drag in progress is not disturbed.
    /// `packed` are runs of candidates the stream packed for good: the bottom pane keeps them instead of its own
    /// copy of their texts.
    /// - Complexity: O(texts), plus matching them against the filter, plus O(bytes) of the packed runs.
    package static func receive(_ texts: [String], packed: [CandidateTexts] = [], into c: inout DeckState) {
        let section = c.board[.bottom].sections.count - 1
        // Appended at the very end: no held position moves.
        let exact = c.changes.checked == c.boardSerial
        defer {
            c.board.shareTexts(of: packed, in: .bottom, section: section)
            // The same tags, their texts shared: where the filter's shown ones are stays known.
            c.filtering.current?.relisted(.bottom, section: section, list: c.board[.bottom].sections[section].tags)
            c.keptPositions(exact: exact)
        }
        guard !texts.isEmpty else { return }
        // The display read once, not copied per text.
        let tags = c.options.lineDisplay.map { display in texts.map { display.tag($0) } } ?? texts.map { Tag($0) }
        let at = TagPath(.bottom, section, c.board.count(.bottom, section: section))
        // Where the filter's shown tags of the section are, when it knows: kept known past the new ones.
        let known = c.filtering.current?.shownPositions(in: .bottom, section: section,
                                                         of: c.board[.bottom].sections[section].tags)
        c.board.append(tags, to: .bottom, section: section)
        c.filtering.appended(tags, to: .bottom, section: section, list: c.board[.bottom].sections[section].tags,
                             known: known)
        c.bottom.didInsert(at: at)
        if c.board[.top].tagCount == 0 && c.session == nil && c.focusedChip == nil { c.activeSide = .bottom }
    }

    /// Those of `texts` that `board` does not hold yet (tags a host met reading its files, which may have been
    /// added here meanwhile), each once, in their order: what the parent adds with ``receive(_:packed:into:)``.
    /// - Complexity: O(tags on the board + texts) when there are texts; O(1) otherwise.
    static func unseen(_ texts: [String], on board: Board) -> [String] {
        guard !texts.isEmpty else { return [] }
        var unseen = Set(texts)
        for side in PaneSide.allCases {
            for section in board[side].sections {
                for tag in section.tags where unseen.contains(tag.text) { unseen.remove(tag.text) }
            }
        }
        return texts.filter { unseen.remove($0) != nil }
    }
}
