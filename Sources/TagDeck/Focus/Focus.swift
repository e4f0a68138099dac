/// Where the keyboard's focus rests: on a chip, on a section's title, or on a pane's title (in its top border).
/// The one focus of a board: a title focused is not a flag beside a chip focused.
public enum Focus: Equatable, Sendable {
    /// The chip at this path.
    case chip(TagPath)
    /// The title of this section.
    case sectionTitle(SectionPath)
    /// The title of this pane, in its top border.
    case paneTitle(PaneSide)

    /// The chip, when the focus rests on one.
    public var chip: TagPath? { if case .chip(let p) = self { p } else { nil } }
    /// The section title, when the focus rests on one.
    public var sectionTitle: SectionPath? { if case .sectionTitle(let s) = self { s } else { nil } }
    /// The pane title, when the focus rests on one.
    public var paneTitle: PaneSide? { if case .paneTitle(let side) = self { side } else { nil } }
}
