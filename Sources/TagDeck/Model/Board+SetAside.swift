extension Board {
    /// This board with the tags `texts` of pane `side` taken out of their sections and, unless `drop`, gathered
    /// in a new first section titled `title`, in their order on the board; the pane's first section, when
    /// untitled, is then titled `restTitle` so that the two read apart. Tags not in that pane stay where they are.
    /// - Complexity: O(tags of the pane).
    public func settingAside(_ texts: Set<String>, in side: PaneSide, title: String, restTitle: String,
                             drop: Bool) -> Board {
        var aside: [Tag] = []
        var sections = self[side].sections.map { section in
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
        let pane = PaneContent(title: self[side].title, sections: sections)
        // Cannot throw: the tags are this board's, each once.
        return try! Board(top: side == .top ? pane : top, bottom: side == .bottom ? pane : bottom)
    }
}
