/// How a movement was started.
public enum DragInput: Sendable, Equatable {
    /// Press, hold or move, release: the chip floats under the pointer.
    case mouse
    /// Space to lift, arrows to move, Space to drop: the chip is carried slot by slot.
    case keyboard
    /// Enter or a double click: the chip goes to the other pane in one step.
    case send
}

/// What scrolled the content under a chip in hand.
public enum ScrollCause: Sendable, Equatable {
    /// The wheel, over the pane.
    case wheel
    /// The pointer resting near the pane's edge.
    case autoScroll
}

/// Where a movement in progress should go next.
public enum MovementTarget: Sendable, Equatable {
    /// The pointer is here: the slot under it (mouse drags).
    case pointer(Point)
    /// This slot, as a destination index (counted after the moving tag is removed, as ``Move`` counts).
    case slot(TagPath)
    /// The content moved under a still pointer (the wheel, or auto-scroll): the slot under it again.
    case scrolled(ScrollCause)
}

/// The one owner of the movement shared by both panes: the board.
///
/// It speaks UIKit's interactive-movement verbs, each over the movement's state (``MovementState``: the board and
/// what a move carries along, never the whole deck's state). Every way a tag moves goes through it: the mouse
/// gesture of a pane, the keyboard carry (lift, arrows, Tab, drop), sending with Enter or a double click (a marked
/// chip: the bundle), the bundle sent back, the wheel and auto-scroll moving the content under a chip in hand, a
/// section carried with its tags by its title, and a drop taken back by the vocabulary board's re-parenting. The
/// coordinator decides reorder, transfer or fly-back, changes the model once per move, and tells each pane what was
/// removed or inserted. Panes never reach into each other. Undo and redo replay recorded changes and do not come
/// here.
///
/// ``BoardCoordinator`` is the board's own; a test double (see ``DeckState/routeMovements(through:)``) records
/// the calls and forwards them to it.
///
/// A verb does not write the status line: it returns the ``StatusNotes`` it says (`Lifted 'a' from …`,
/// `Dropped …`, a pinned tag refused), in order, and the deck shows them.
public protocol DragCoordinator {
    /// Starts moving the tag at `path`, grabbed at `pointer` (for the keyboard: the chip's origin).
    /// - Returns: whether the tag may move (false, pinned or a movement already in progress, forgets it), and
    ///   what the status line says of it.
    func beginInteractiveMovement(at path: TagPath, pointer: Point, input: DragInput,
                                  in state: inout MovementState) -> (allowed: Bool, notes: StatusNotes)
    /// Moves the tag in hand towards `target`; the other chips make room.
    /// - Returns: what the status line says of it.
    func updateInteractiveMovementTarget(_ target: MovementTarget, in state: inout MovementState) -> StatusNotes
    /// Drops the tag where it is (one undo step). A mouse drag whose pointer is outside both panes cancels.
    /// - Returns: what the status line says of it.
    func endInteractiveMovement(in state: inout MovementState) -> StatusNotes
    /// Puts the tag back exactly where it was when the movement began.
    /// - Returns: what the status line says of it.
    func cancelInteractiveMovement(in state: inout MovementState) -> StatusNotes

    /// A command moves the marked chips in one step, each back to the slot it came from in the other pane
    /// (Enter on a bundle that was sent).
    /// - Returns: whether they moved (false when some slot is no longer valid: nothing moves), and what the status
    ///   line says of it.
    func sendBack(_ members: [TagPath], in state: inout MovementState) -> (done: Bool, notes: StatusNotes)

    /// Takes back `drop`, a drop already committed: the tag goes back from `drop.to` to `drop.from` at once. The
    /// vocabulary board's re-parenting asks it when its question is answered (no: the chip is back where it was;
    /// yes: the rename takes the drop's place). The history is the caller's. A default implementation does the
    /// board's move, so a coordinator written before this verb need not write it.
    func takeBack(_ drop: Move, in state: inout MovementState)

    /// Starts moving the section at `path` with its tags (`Space` on its title, or its title dragged).
    /// - Returns: whether it may move (the picker's sections stay where they are), and what the status line says.
    func beginSectionMovement(at path: SectionPath, input: DragInput,
                              in state: inout MovementState) -> (allowed: Bool, notes: StatusNotes)
    /// Moves the section in hand to `target`, a section index counted as ``BoardEdit/moveSection(from:to:)`` counts.
    /// - Returns: what the status line says of it.
    func updateSectionMovementTarget(_ target: SectionPath, in state: inout MovementState) -> StatusNotes
    /// Puts the section down where it is: one undo step.
    /// - Returns: what the status line says of it.
    func endSectionMovement(in state: inout MovementState) -> StatusNotes
    /// Puts the section back where it was.
    /// - Returns: what the status line says of it.
    func cancelSectionMovement(in state: inout MovementState) -> StatusNotes
}
