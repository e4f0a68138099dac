/// The picker's chosen entries (`--chosen`) that its input did not offer: set aside at the start of the Chosen
/// pane in a section of their own, `Not among the candidates`, where they still count as chosen (drag them
/// out to leave them out), before the others, `Among the candidates`; or, with `--drop-missing`, dropped. Known only once the input has ended; when it ends
/// during a drag, they are set aside at the drop.
package enum MissingChosen {
    package static let sectionTitle = "Not among the candidates"
    package static let restTitle = "Among the candidates"


    /// Sets aside what waits (`waiting`, the feature's own state) on `board`, unless a chip is still in hand
    /// (`holding`); what waits is then taken.
    /// - Returns: the board to show instead (the parent reloads it, `BoardReload`), nil when nothing changes;
    ///   what the status line says of it after the reload's own notes.
    /// - Complexity: O(tags of the top pane) when something waits; O(1) otherwise.
    static func settle(_ waiting: inout [String], board: Board, holding: Bool,
                       drop: Bool) -> (reload: Board?, notes: StatusNotes) {
        guard !waiting.isEmpty, !holding else { return (nil, []) }
        let texts = waiting
        waiting = []
        let settled = Self.settingAside(Set(texts), of: board, in: .top, title: Self.sectionTitle,
                                        restTitle: Self.restTitle, drop: drop)
        guard settled != board else { return (nil, []) }
        let count = texts.count == 1 ? "1 chosen entry is" : "\(TitleText.grouped(texts.count)) chosen entries are"
        return (settled, .info("\(count) not among the candidates" + (drop ? " (dropped)" : "")))
    }

    /// Sets `texts` aside (or drops them), now or when the drag in progress ends.
    /// - Returns: what the status line says of it.
    static func setAside(_ state: inout DeckState, _ texts: [String], drop: Bool) -> StatusNotes {
        state.missingChosen += texts
        return settle(&state, drop: drop)
    }

    /// Sets aside what waits, unless a chip is still in hand: the board that makes replaces the one shown
    /// (`BoardReload`, the parent's: every part of the state follows the board).
    /// - Returns: what the status line says of it.
    static func settle(_ state: inout DeckState, drop: Bool) -> StatusNotes {
        let (board, holding) = (state.board, state.session != nil)
        let settled = settle(&state.missingChosen, board: board, holding: holding, drop: drop)
        return (settled.reload.map { BoardReload.reload(&state.movement, with: $0) } ?? []) + settled.notes
    }

    /// This board with the tags `texts` of pane `side` taken out of their sections and, unless `drop`, gathered
    /// in a new first section titled `title`, in their order on the board; the pane's first section, when
    /// untitled, is then titled `restTitle` so that the two read apart. Tags not in that pane stay where they are.
    /// - Complexity: O(tags of the pane).
    static func settingAside(_ texts: Set<String>, of board: Board, in side: PaneSide, title: String,
                             restTitle: String,
                             drop: Bool) -> Board {
        var aside: [Tag] = []
        var sections = board[side].sections.map { section in
            var kept = section
            kept.tags = section.tags.filter { tag in
                guard texts.contains(tag.text) else { return true }
                aside.append(tag)
                return false
            }
            return kept
        }
        if !drop && !aside.isEmpty {
            if !sections[0].isTitled { sections[0].title = restTitle }
            sections.insert(Section(title: title, tags: aside), at: 0)
        }
        let pane = PaneContent(title: board[side].title, sections: sections)
        // Cannot throw: the tags are this board's, each once.
        return try! Board(top: side == .top ? pane : board.top, bottom: side == .bottom ? pane : board.bottom)
    }
}
