/// The position of a section: pane and section within the pane.
public struct SectionPath: Hashable, Sendable, CustomStringConvertible {
    public var pane: PaneSide
    public var section: Int

    public init(_ pane: PaneSide, _ section: Int) {
        self.pane = pane
        self.section = section
    }

    public var description: String { "\(pane)/\(section)" }
}
