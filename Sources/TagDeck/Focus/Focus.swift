/// Where the keyboard's focus rests: on a chip, on a section's title, or on a pane's title (in its top border).
/// The one focus of a board: a title focused is not a flag beside a chip focused.
public enum Focus: Equatable, Sendable {
    case chip(TagPath)
    case sectionTitle(SectionPath)
    case paneTitle(PaneSide)

    /// The chip, when the focus rests on one.
    public var chip: TagPath? { if case .chip(let p) = self { p } else { nil } }
    /// The section title, when the focus rests on one.
    public var sectionTitle: SectionPath? { if case .sectionTitle(let s) = self { s } else { nil } }
    /// The pane title, when the focus rests on one.
    public var paneTitle: PaneSide? { if case .paneTitle(let side) = self { side } else { nil } }
}
