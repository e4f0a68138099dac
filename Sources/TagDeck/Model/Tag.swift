/// A tag: the text a chip shows, and whether it is pinned in place.
///
/// Texts are unique within a board. A pinned tag cannot be lifted, dragged or sent.
public struct Tag: Hashable, Sendable {
    /// The text exactly as the user wrote it (already trimmed by whoever read it).
    public let text: String
    /// A pinned tag never leaves its slot.
    public var isPinned: Bool
    /// Display width of `text` in terminal cells, computed once (kept in 32 bits, so that a tag takes 24 bytes
    /// rather than 32: a million of them, 8 MB less).
    private let width: UInt32

    /// Display width of `text` in terminal cells.
    package var textWidth: Int { Int(width) }

    /// Creates a tag.
    /// - Complexity: O(length of `text`), to measure its display width.
    public init(_ text: String, pinned: Bool = false) {
        self.text = text
        self.isPinned = pinned
        self.width = UInt32(clamping: DisplayWidth.of(text))
    }

    /// A tag whose display width is known already (read back from a ``TagChunk``, or measured as a line of input's
    /// chip shows it: ``LineDisplay``).
    package init(_ text: String, width: Int, pinned: Bool) {
        self.text = text
        self.isPinned = pinned
        self.width = UInt32(clamping: width)
    }

    public static func == (lhs: Tag, rhs: Tag) -> Bool {
        lhs.text == rhs.text && lhs.isPinned == rhs.isPinned
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(isPinned)
    }
}
