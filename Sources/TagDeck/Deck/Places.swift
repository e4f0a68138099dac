/// Places in words, as the status line says them.
enum Places {
    /// A place in words, as the status line says it: "Your Paper › Favourites, 3 of 7" (numbers grouped as the
    /// titles group them: "200,001 of 1,000,000").
    static func describe(_ state: DeckState, _ path: TagPath) -> String { describe(state.board, path) }
    /// A place on the movement's board in words.
    static func describe(_ state: MovementState, _ path: TagPath) -> String { describe(state.board, path) }

    /// A place on `board` in words, as the status line says it.
    static func describe(_ board: Board, _ path: TagPath) -> String {
        let count = board.count(path.pane, section: path.section)
        return "\(sectionName(board, path.pane, path.section)), \(TitleText.grouped(path.item + 1)) of \(TitleText.grouped(count))"
    }

    /// The focus line: `'rust' at Chosen, 1 of 3`, and with a host's usage ` · in 3 notes`.
    static func focusLine(_ state: DeckState, _ path: TagPath) -> String { focusLine(state.board, state.options, path) }

    /// The focus line of the chip at `path` on `board`, its text named as `options` name it.
    static func focusLine(_ board: Board, _ options: DeckOptions, _ path: TagPath) -> String {
        let text = board[path].text
        let usage = path.pane == .top && options.selection != nil ? options.selection.map { " · " + $0.described(text) } ?? ""
            : options.tagUsage.map { " · " + $0.described(text) } ?? ""
        return "'\(options.name(of: text))' at \(describe(board, path))" + usage
    }

    /// A section in words: "Your Paper › Favourites", or the pane's name for an untitled section.
    static func sectionName(_ state: DeckState, _ side: PaneSide, _ section: Int) -> String {
        sectionName(state.board, side, section)
    }
    /// A section of the movement's board in words.
    static func sectionName(_ state: MovementState, _ side: PaneSide, _ section: Int) -> String {
        sectionName(state.board, side, section)
    }

    /// A section of `board` in words.
    static func sectionName(_ board: Board, _ side: PaneSide, _ section: Int) -> String {
        let title = board[side].sections[section].title
        return title.isEmpty ? paneName(board, side) : paneName(board, side) + " › " + title
    }

    /// A pane's title, or "top pane" / "bottom pane" when it has none.
    static func paneName(_ state: DeckState, _ side: PaneSide) -> String { paneName(state.board, side) }
    /// A pane's title on the movement's board.
    static func paneName(_ state: MovementState, _ side: PaneSide) -> String { paneName(state.board, side) }

    /// The title of `board`'s pane `side`, or "top pane" / "bottom pane" when it has none.
    static func paneName(_ board: Board, _ side: PaneSide) -> String {
        let title = board[side].title
        return title.isEmpty ? (side == .top ? "top pane" : "bottom pane") : title
    }
}
