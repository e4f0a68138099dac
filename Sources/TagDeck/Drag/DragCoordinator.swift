/// How a drag was started.
public enum DragInput: Sendable, Equatable {
    /// Press, hold or move, release: the chip floats under the pointer.
    case mouse
    /// Space to lift, arrows to move, Space to drop: the chip is carried slot by slot.
    case keyboard
}

/// The one object that owns the drag session shared by both panes (the board).
///
/// A pane recognises gestures over its own chips and reports them here; the coordinator decides whether a drag
/// reorders within a pane, transfers to the other pane, or flies back, and tells each pane what was removed or
/// inserted. Panes never reach into each other.
public protocol DragCoordinator: AnyObject {
    /// A pane lifted the chip at `path` with the pointer at `pointer`. Returns false when the chip may not
    /// move (pinned), in which case the pane forgets the gesture.
    func pane(_ pane: Pane, dragBeganAt path: TagPath, pointer: Point, input: DragInput) -> Bool
    /// The pointer moved during the pane's drag (it may be over the other pane now).
    func pane(_ pane: Pane, dragChangedTo pointer: Point)
    /// The button went up: drop, or cancel when outside both panes.
    func pane(_ pane: Pane, dragEndedAt pointer: Point)
    /// The drag was cancelled (right button, Escape).
    func paneDragCancelled(_ pane: Pane)
    /// A press and release on a chip before it lifted; `count` is 2 for a double click.
    func pane(_ pane: Pane, clickedChipAt path: TagPath, count: Int)
}
