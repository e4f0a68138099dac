/// The one drag in progress, shared by both panes and owned by the board (the coordinator).
///
/// The model is updated live: the dragged tag always sits at ``current`` in the board, where the placeholder is
/// drawn. Cancelling moves it from ``current`` back to ``origin``, which restores the board to the index.
public struct DragSession: Sendable, Equatable {
    /// The tag being dragged.
    public let tag: Tag
    /// Where the tag was when lifted.
    public let origin: TagPath
    /// Where the tag is now (the placeholder's slot).
    public var current: TagPath
    /// Whether the mouse or the keyboard carries the tag.
    public let input: DragInput
    /// The pane whose gesture started the drag and keeps receiving the pointer.
    public let owner: PaneSide
    /// Pointer position minus the chip's origin at lift: the grabbed cell stays under the pointer.
    package let grabOffset: Point
    /// The pointer, for mouse drags.
    public var pointer: Point {
        didSet { previousPointer = oldValue }
    }
    /// Where the pointer was before its last motion: which way it is heading.
    var previousPointer: Point?
    /// The chip whose crossing caused the last reorder; resting or wiggling on it reorders no more.
    var lastTrigger: String?
    /// The pointer position at the last reorder; resting there reorders no more.
    var lastReorderPointer: Point?
    /// The chip that lay under the pointer just after the last reorder, once the chips had moved (on wrapped
    /// rows, often not the trigger); wiggling on it reorders no more either.
    var landedOn: String?
    /// Whether the lifted chip is marked: then every marked chip moves with it, as one bundle.
    package internal(set) var isBundle = false
    /// The other marked chips of the bundle, where they were at lift, in board order. They stay in their slots,
    /// hidden (their places close up), until the drop lands them all next to the lifted chip.
    package internal(set) var riders: [TagPath] = []
    /// The lifted chip's place among the bundle's chips in board order.
    package internal(set) var leadIndex = 0

    /// Where the floating chip is drawn for a mouse drag: the pointer less the grab offset.
    public var floatingOrigin: Point { pointer - grabOffset }

    /// Number of chips in hand: the lifted one and its riders.
    public var chipCount: Int { riders.count + 1 }
}

extension DragSession {
    /// Where the dragged tag ends up (an index counted after its removal, as ``Move`` wants) when it is dropped
    /// at `insertion` (an index counted in the board as it is, with the tag still at ``current``).
    package func destination(forInsertion insertion: TagPath) -> TagPath {
        var dest = insertion
        if dest.pane == current.pane && dest.section == current.section && dest.item > current.item {
            dest.item -= 1
        }
        return dest
    }

    /// Where the chip in hand starts into its slot at the drop: where it floats (mouse), its slot on screen
    /// (keyboard: `slotOrigin`, worked out only then), or where the send began.
    func dropStart(slotOrigin: @autoclosure () -> Point) -> Point {
        switch input {
        case .mouse: floatingOrigin
        case .keyboard: slotOrigin()
        case .send: pointer
        }
    }

    /// The status line after dropping `what` at `place`: sent, put back where it was (`stayed`), or moved.
    func dropMessage(_ what: String, at place: String, stayed: Bool) -> String {
        if input == .send { return "Sent \(what) to \(place)" }
        return stayed ? "Put \(what) back at \(place)" : "Moved \(what) to \(place)"
    }
}
