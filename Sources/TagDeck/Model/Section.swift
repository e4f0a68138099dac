/// A section of a pane: an optional title and an ordered list of tags.
///
/// An empty title means an untitled section (in a board file, tags before the first `##` line).
/// An empty section is still a place to drop tags.
public struct Section: Hashable, Sendable {
    /// The title (`## Title` in the board file); empty for an untitled section.
    public var title: String
    /// The tags, in chunks: a tag put in or taken out of a big section moves one chunk, not the section.
    public var tags: TagList

    /// An empty section.
    package init(title: String = "") {
        self.title = title
        self.tags = TagList()
    }

    /// A section holding `tags`, in order.
    /// - Complexity: O(n).
    public init(title: String = "", tags: some Sequence<Tag>) {
        self.title = title
        self.tags = TagList(tags)
    }

    /// Whether the section shows a title row.
    package var isTitled: Bool { !title.isEmpty }
}
