extension BoardController {
    /// A place in words, as the status line says it: "Your Paper › Favourites, 3 of 7".
    public func describe(_ path: TagPath) -> String {
        let pane = board[path.pane]
        var name = paneName(path.pane)
        let section = pane.sections[path.section]
        if section.isTitled { name += " › " + section.title }
        return "\(name), \(path.item + 1) of \(section.tags.count)"
    }

    /// A pane's title, or "top pane" / "bottom pane" when it has none.
    func paneName(_ side: PaneSide) -> String {
        let title = board[side].title
        return title.isEmpty ? (side == .top ? "top pane" : "bottom pane") : title
    }
}
