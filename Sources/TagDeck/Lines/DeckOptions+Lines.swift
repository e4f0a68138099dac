/// Tags that are lines of input (``DeckOptions/lineDisplay``): made as wide as their chips show them, and named in
/// messages by what their chips show.
extension DeckOptions {
    /// A tag of `text`, as wide as its chip shows it.
    /// - Complexity: O(length of `text`).
    func tag(_ text: String, pinned: Bool = false) -> Tag {
        lineDisplay?.tag(text, pinned: pinned) ?? Tag(text, pinned: pinned)
    }

    /// `text` as messages name it: what its chip shows.
    /// - Complexity: O(length of `text`).
    func name(of text: String) -> String { lineDisplay?.name(of: text) ?? text }
}
