/// What the user is doing right now: the one interaction state of a deck.
///
/// Each case carries its own data; nothing else says which mode is on. A new way of interacting (filtering,
/// editing a text, confirming) is a new case here and a new ``KeyContext``, not a flag checked elsewhere.
public enum DeckMode: Equatable, Sendable {
    /// Nothing in hand and nothing in the air: keys move the focus, the mouse presses chips.
    case browsing
    /// A dropped, cancelled or sent chip is still flying into its slot. Input works as while browsing; the
    /// mode turns back into ``browsing`` when the last chip lands.
    case settling
    /// A chip floats under the pointer, the left button held.
    case liftedByMouse(DragSession)
    /// A chip is carried slot by slot with the keyboard.
    case liftedByKeyboard(DragSession)
    /// Typing a filter in the status row; the panes narrow on every key.
    case filtering(FilterLine)
    /// The help overlay, scrolled down by `scroll` lines.
    case help(scroll: Int)
    /// `q` with unsaved changes: save, discard or go back.
    case askingToQuit
    /// The terminal is below the minimum size: a message until it grows.
    case tooSmall
    /// The line between the panes is being dragged: the split follows the pointer. `from` is the split to go
    /// back to on a cancel; `offset` is added to the pointer's row to get the top pane's last row (1 when the
    /// top pane's bottom border was grabbed, 0 for the bottom pane's top border).
    case movingSplit(from: PaneSplit, offset: Int)
    /// A tag being added or renamed in the status row; the board is untouched until Enter.
    case editing(LineEditor)
    /// A question on the status row, answered y or n.
    case confirming(Question)
    /// A section lifted with the keyboard (Space on its title): it moves with its tags; `origin` is where it goes
    /// back on a cancel, `current` where it is now.
    case movingSection(origin: SectionPath, current: SectionPath)

    /// Whether a section is lifted: the board must not change under it but by its moves.
    public var isMovingSection: Bool {
        if case .movingSection = self { return true }
        return false
    }

    /// The drag session in hand, if a chip is lifted.
    public var session: DragSession? {
        switch self {
        case .liftedByMouse(let s), .liftedByKeyboard(let s): s
        case .browsing, .settling, .filtering, .help, .askingToQuit, .tooSmall, .movingSplit, .editing, .confirming,
             .movingSection:
            nil
        }
    }

    /// The key map's context for this mode: which bindings apply.
    public var keyContext: KeyContext {
        switch self {
        case .browsing, .settling: .browsing
        case .liftedByMouse: .liftedByMouse
        case .liftedByKeyboard: .carrying
        case .filtering: .filtering
        case .help: .help
        case .askingToQuit: .askingToQuit
        case .tooSmall: .tooSmall
        case .movingSplit: .movingSplit
        case .editing: .editing
        case .confirming: .confirming
        case .movingSection: .movingSection
        }
    }

    /// The lifted mode for a session, by how it was started.
    static func lifted(_ session: DragSession) -> DeckMode {
        session.input == .mouse ? .liftedByMouse(session) : .liftedByKeyboard(session)
    }
}

/// A question the deck asks before an edit that loses more than one tag.
public enum Question: Equatable, Sendable {
    /// Delete this section and its tags?
    case deleteSection(SectionPath)
    /// Rename tag `from` to `to` in the `files` of the host's that use it (merging it into `to` when the board
    /// holds `to` already)? Asked with ``DeckOptions/tagUsage`` set.
    case renameAcross(from: String, to: String, files: Int)
    /// Remove `tag` from the `files` of the host's that use it? Asked with ``DeckOptions/tagUsage`` set.
    case removeAcross(String, files: Int)
    /// Move the nested tag `tag`, just dropped into another parent's section, under it as `to` in the `files` of
    /// the host's that use it (its children with it)? Asked with ``DeckOptions/tagUsage`` set.
    case moveUnder(String, to: String, files: Int)
}
