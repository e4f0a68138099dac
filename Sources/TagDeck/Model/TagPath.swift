/// The position of a tag, or of a slot between tags: pane, section within the pane, item within the section.
public struct TagPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The pane.
    public var pane: PaneSide
    /// The section's index in the pane.
    public var section: Int
    /// The tag's index in the section (or the slot before it).
    public var item: Int

    /// Item `item` of section `section` of `pane`.
    public init(_ pane: PaneSide, _ section: Int, _ item: Int) {
        self.pane = pane
        self.section = section
        self.item = item
    }

    /// Reading order: top pane first, then section, then item.
    public static func < (lhs: TagPath, rhs: TagPath) -> Bool {
        (lhs.pane.rawValue, lhs.section, lhs.item) < (rhs.pane.rawValue, rhs.section, rhs.item)
    }

    public var description: String { "\(pane)/\(section)/\(item)" }
}
