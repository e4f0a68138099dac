/// The position of a section: pane and section within the pane.
public struct SectionPath: Hashable, Sendable, CustomStringConvertible {
    /// The pane.
    public var pane: PaneSide
    /// The section's index in the pane.
    public var section: Int

    /// Section `section` of `pane`.
    public init(_ pane: PaneSide, _ section: Int) {
        self.pane = pane
        self.section = section
    }

    public var description: String { "\(pane)/\(section)" }
}
