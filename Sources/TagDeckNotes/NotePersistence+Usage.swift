import TagDeck

extension NotePersistence {
    /// How many notes use a tag, counted as the deck's ``DeckOptions/tagUsage``; a tag sent out of the note lands
    /// in the bottom pane's section of the count it has then (``NoteBoard/landing(of:count:counts:on:kept:ignoresCase:)``).
    public var usage: TagUsage {
        var usage = TagUsage(noun: "note") { [weak self] in self?.count(of: $0) ?? 0 }
        usage.landing = { [weak self] tag, board in self?.landing(of: tag, on: board) }
        return usage
    }

    /// Where `tag`, sent out of the note, lands in the bottom pane of `board`.
    private func landing(of tag: String, on board: Board) -> TagPath? {
        let vocabulary = self.vocabulary
        return NoteBoard.landing(of: tag, count: vocabulary.count(leaving: tag), counts: { vocabulary.count(of: $0) },
                                 on: board, kept: kept, ignoresCase: syntax.engine == .obsidian)
    }
}
