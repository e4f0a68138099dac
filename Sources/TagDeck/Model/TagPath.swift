/// The position of a tag, or of a slot between tags: pane, section within the pane, item within the section.
public struct TagPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var pane: PaneSide
    public var section: Int
    public var item: Int

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
