extension BoardController {
    /// A place in words, as the status line says it: "Your Paper › Favourites, 3 of 7" (numbers grouped as the
    /// titles group them: "200,001 of 1,000,000").
    public func describe(_ path: TagPath) -> String {
        let count = board.count(path.pane, section: path.section)
        return "\(sectionName(path.pane, path.section)), \(TitleText.grouped(path.item + 1)) of \(TitleText.grouped(count))"
    }

    /// A section in words: "Your Paper › Favourites", or the pane's name for an untitled section.
    func sectionName(_ side: PaneSide, _ section: Int) -> String {
        let title = board[side].sections[section].title
        return title.isEmpty ? paneName(side) : paneName(side) + " › " + title
    }

    /// A pane's title, or "top pane" / "bottom pane" when it has none.
    func paneName(_ side: PaneSide) -> String {
        let title = board[side].title
        return title.isEmpty ? (side == .top ? "top pane" : "bottom pane") : title
    }
}
