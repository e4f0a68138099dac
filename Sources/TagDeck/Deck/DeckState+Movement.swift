/// The movement's state read through the deck's: each of these is the field of ``DeckState/movement`` of the same
/// name, changed in place (a `_modify` yields the child's own storage, so a pane or the board changed through the
/// deck's state is never copied). Functions of the movement take `movement` itself.
extension DeckState {
    /// The model (the movement's; see ``MovementState``).
    public internal(set) var board: Board {
        get { movement.board } set { movement.board = newValue } _modify { yield &movement.board }
    }
    /// How often the board changed, and at which count every held position was last known to be right.
    var changes: ChangeCount { get { movement.changes } set { movement.changes = newValue } }
    /// The count of the board's changes.
    var boardSerial: Int { movement.boardSerial }
    package internal(set) var top: Pane {
        get { movement.top } set { movement.top = newValue } _modify { yield &movement.top }
    }
    package internal(set) var bottom: Pane {
        get { movement.bottom } set { movement.bottom = newValue } _modify { yield &movement.bottom }
    }
    package internal(set) subscript(side: PaneSide) -> Pane {
        get { movement[side] } set { movement[side] = newValue } _modify { yield &movement[side] }
    }
    /// What the user is doing: the one interaction state. A lifted mode holds the drag session.
    public internal(set) var mode: DeckMode {
        get { movement.mode } set { movement.mode = newValue } _modify { yield &movement.mode }
    }
    /// Chips in flight, by tag text (several may fly at once).
    package internal(set) var flights: [String: ChipFlight] {
        get { movement.flights } set { movement.flights = newValue } _modify { yield &movement.flights }
    }
    /// The keyboard's focus, goal column, active pane and count: the focus feature's own state (`FocusNavigator`).
    var keyboard: FocusState {
        get { movement.keyboard } set { movement.keyboard = newValue } _modify { yield &movement.keyboard }
    }
    /// A section title pressed with the mouse, not dragged yet (a drag lifts its section).
    var pressedTitle: SectionPath? { get { movement.pressedTitle } set { movement.pressedTitle = newValue } }
    /// Incremented by every committed change (drop, send, undo, redo): what autosave watches.
    public internal(set) var revision: Int { get { movement.revision } set { movement.revision = newValue } }
    /// Counts changes of the panes' rows that commit nothing (a fold, a reload): panes sized by content size again.
    public internal(set) var shapeSerial: Int { get { movement.shapeSerial } set { movement.shapeSerial = newValue } }
    /// The committed changes that undo and redo replay.
    public internal(set) var history: UndoHistory {
        get { movement.history } set { movement.history = newValue } _modify { yield &movement.history }
    }
    /// The marked chips: a lift, a drop or a send of one of them carries them all (see `BundleMover`).
    package internal(set) var marks: ChipMarks {
        get { movement.marks } set { movement.marks = newValue } _modify { yield &movement.marks }
    }
    /// The filter: the one in force, its cache and a job in progress (see ``changeFilter(_:)``).
    var filtering: FilterState {
        get { movement.filtering } set { movement.filtering = newValue } _modify { yield &movement.filtering }
    }
    /// What the state is computed with, not state itself: options, clock, the movements' route (see ``DeckEnvironment``).
    package internal(set) var environment: DeckEnvironment {
        get { movement.environment } set { movement.environment = newValue } _modify { yield &movement.environment }
    }
    var options: DeckOptions { movement.options }  // the options the deck was made with
    var clock: any DeckClock { movement.clock }  // where it reads the time
    /// Auto-scroll of a mouse drag resting near a pane's edge.
    var autoScroll: AutoScroll? { get { movement.autoScroll } set { movement.autoScroll = newValue } }
    /// For a tag that crossed panes: the slot it left, so sending it back returns it there.
    var returnSlots: ReturnSlots {
        get { movement.returnSlots } set { movement.returnSlots = newValue } _modify { yield &movement.returnSlots }
    }

    /// Where the keyboard's focus rests (nil: nowhere yet).
    public internal(set) var focus: Focus? { get { movement.focus } set { movement.focus = newValue } }
    /// The focused chip; nil while the focus rests on a title. Focusing a chip takes the focus off a title, or
    /// puts it on its section's title when that section is folded (a drop or an undo into it).
    public internal(set) var focusedChip: TagPath? { get { movement.focusedChip } set { movement.focusedChip = newValue } }
    /// The section title that holds the focus, when the focus rests on one.
    public internal(set) var focusedTitle: SectionPath? { get { movement.focusedTitle } set { movement.focusedTitle = newValue } }
    /// The pane whose title (in its top border) holds the focus: `Up` from a pane's first row. `r` renames it.
    public internal(set) var focusedPane: PaneSide? { get { movement.focusedPane } set { movement.focusedPane = newValue } }
    /// The column Up/Down try to keep, like a text cursor's goal column.
    var goalColumn: Int? { get { movement.goalColumn } set { movement.goalColumn = newValue } }
    /// The pane the keyboard is in.
    public internal(set) var activeSide: PaneSide { get { movement.activeSide } set { movement.activeSide = newValue } }
    /// The keyboard's count typed before a move.
    var count: KeyCount { get { movement.count } set { movement.count = newValue } }

    /// The drag session in hand, if a chip is lifted (read from ``mode``; setting nil rests the mode).
    public internal(set) var session: DragSession? { get { movement.session } set { movement.session = newValue } }
    /// Whether a chip is being dragged or carried.
    public var isDragging: Bool { movement.session != nil }
    /// The mode with nothing in hand: settling while chips fly, else browsing.
    var restingMode: DeckMode { movement.restingMode }
    /// The coordinator every movement goes through: this board, unless a test routes movements elsewhere.
    public var coordinator: any DragCoordinator { movement.coordinator }
    /// The pane whose frame holds `point`, if any.
    public func paneSide(at point: Point) -> PaneSide? { movement.paneSide(at: point) }
    /// The screen frame of the chip at `path`.
    public func chipFrame(_ path: TagPath) -> Rect { movement.chipFrame(path) }
    /// Scrolls the chip's pane so the chip is visible.
    mutating func revealChip(_ path: TagPath) { movement.revealChip(path) }
    /// After a change that carried every held position along: they are as right as they were before it.
    mutating func keptPositions(exact: Bool) { movement.keptPositions(exact: exact) }

    /// Scopes the focus feature (see `MovementState.moveFocus(_:)`).
    /// - Returns: what the status line says of it.
    mutating func moveFocus(_ body: (inout FocusState, FocusScene) -> FocusOutcome) -> StatusNotes { movement.moveFocus(body) }

    // The filter's, over the movement's state (`MovementState+Filter.swift`).
    /// The filter in force, if any.
    package var filter: ChipFilter? { movement.filter }
    /// Whether a filter is being matched a chunk at a time.
    package var isMatching: Bool { movement.isMatching }
    /// Whether work this state started is still under way on another thread (``Deck/hasWorkRunning``).
    package var hasWorkRunning: Bool { movement.hasWorkRunning }
    /// Shows only the chips that match `query` (see `MovementState.changeFilter(_:)`).
    /// - Returns: what the status line says of it.
    package mutating func changeFilter(_ query: TagQuery) -> StatusNotes { movement.changeFilter(query) }
    /// The filter in force, matched again on a board changed by other means than moves.
    /// - Returns: what the status line says of it.
    mutating func refilter() -> StatusNotes { movement.refilter() }
    /// What the kept filter shows, as the status line says it.
    func filterNote() -> StatusNote { movement.filterNote() }
    /// Shows a filter job's next matches, as they come.
    /// - Returns: what the status line says of it.
    mutating func stepFilterJob() -> StatusNotes { movement.stepFilterJob() }
}
