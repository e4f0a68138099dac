/// Which of the board's two panes: the chosen tags on top, the available tags below.
public enum PaneSide: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The top pane: the chosen tags.
    case top = 0
    /// The bottom pane: the available tags.
    case bottom = 1

    /// The pane across from this one.
    package var other: PaneSide { self == .top ? .bottom : .top }

    public var description: String { self == .top ? "top" : "bottom" }
}

/// What a pane holds in the model: a title and at least one section.
public struct PaneContent: Equatable, Sendable {
    /// The title shown in the pane's top border (`# Title` in the board file).
    public var title: String
    /// Never empty: a pane always has at least one (possibly untitled, possibly empty) section.
    public private(set) var sections: [Section]

    /// Creates a pane. An empty `sections` array becomes one untitled empty section.
    public init(title: String, sections: [Section] = []) {
        self.title = title
        self.sections = sections.isEmpty ? [Section()] : sections
    }

    /// Number of tags in all sections.
    /// - Complexity: O(number of sections).
    package var tagCount: Int { sections.reduce(0) { $0 + $1.tags.count } }

    /// Inserts, removes or retitles a section, for the board's edits (module-internal: the board keeps the
    /// invariants; a pane never loses its last section).
    internal mutating func insertSection(_ section: Section, at index: Int) { sections.insert(section, at: index) }
    internal mutating func removeSection(at index: Int) { sections.remove(at: index) }

    /// Mutable access for the board's move operations (module-internal so invariants stay with the board).
    internal mutating func withSection<R>(_ index: Int, _ body: (inout Section) -> R) -> R {
        body(&sections[index])
    }
}
