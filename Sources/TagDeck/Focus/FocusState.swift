/// The keyboard's part of the deck: where the focus rests, the column Up and Down keep, the pane the keyboard is
/// in, and the count typed before a move. `FocusNavigator` changes it, reading a ``FocusScene``.
struct FocusState: Equatable, Sendable {
    /// Where the keyboard's focus rests (nil: nowhere yet).
    var focus: Focus?
    /// The column Up/Down try to keep, like a text cursor's goal column.
    var goalColumn: Int?
    /// The pane the keyboard is in.
    var activeSide: PaneSide = .top
    /// The keyboard's count typed before a move.
    var count = KeyCount()

    /// The focused chip; nil while the focus rests on a title.
    var focusedChip: TagPath? { focus?.chip }
    /// The section title that holds the focus, when the focus rests on one.
    var focusedTitle: SectionPath? {
        get { focus?.sectionTitle }
        set { if let newValue { focus = .sectionTitle(newValue) } else if focusedTitle != nil { focus = nil } }
    }
    /// The pane whose title (in its top border) holds the focus.
    var focusedPane: PaneSide? {
        get { focus?.paneTitle }
        set { if let newValue { focus = .paneTitle(newValue) } else if focusedPane != nil { focus = nil } }
    }

    /// Focuses the chip at `chip`, or its section's title when that section is `folded`; nil takes the focus off
    /// a chip (a title focused stays).
    mutating func focusChip(_ chip: TagPath?, folded: Bool) {
        guard let chip else {
            if focus?.chip != nil { focus = nil }
            return
        }
        focus = folded ? .sectionTitle(SectionPath(chip.pane, chip.section)) : .chip(chip)
    }
}
