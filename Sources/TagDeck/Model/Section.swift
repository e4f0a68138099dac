/// A section of a pane: an optional title and an ordered list of tags.
///
/// An empty title means an untitled section (in a board file, tags before the first `##` line).
/// An empty section is still a place to drop tags.
public struct Section: Hashable, Sendable {
    public var title: String
    public var tags: [Tag]

    public init(title: String = "", tags: [Tag] = []) {
        self.title = title
        self.tags = tags
    }

    /// Whether the section shows a title row.
    public var isTitled: Bool { !title.isEmpty }
}
