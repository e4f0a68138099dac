/// What a movement reads and changes: the board, and everything held on it that a move carries along (the two
/// panes with their gestures and folds, the one interaction mode with the session in hand, the keyboard's focus,
/// the marks, the flights, the return slots, auto-scroll, the filter's matches) and the history a drop commits to.
///
/// It is the movement feature's own state, a child of ``DeckState`` (its `movement`): the ``DragCoordinator``'s
/// verbs, the carry, the gestures and the editors that change the board take it, never the whole deck's state.
/// What is outside it (the status line, the preview, the screen, the files, the session's outcome) a movement
/// cannot reach: it returns what the status line says of it (``StatusNotes``), and its parent shows them.
public struct MovementState: Equatable {
    /// The model. Its changes are counted: positions held across events are checked after each (see
    /// `HeldPositions`), but for the movement code's moves (`BoardMoves.swift`), which carry every position along.
    var board: Board { didSet { changes.board &+= 1 } }
    /// How often the board changed, and at which count every held position was last known to be right.
    var changes = ChangeCount()
    /// The count of the board's changes.
    var boardSerial: Int { changes.board }
    var top: Pane
    var bottom: Pane
    /// What the user is doing: the one interaction state. A lifted mode holds the drag session.
    var mode: DeckMode = .browsing
    /// Chips in flight, by tag text (several may fly at once).
    var flights: [String: ChipFlight] = [:]
    /// The keyboard's focus, goal column, active pane and count: the focus feature's own state (`FocusNavigator`).
    var keyboard = FocusState()
    /// A section title pressed with the mouse, not dragged yet (a drag lifts its section).
    var pressedTitle: SectionPath?
    /// Incremented by every committed change (drop, send, undo, redo): what autosave watches.
    var revision = 0
    /// Counts changes of the panes' rows that commit nothing (a fold, a reload): panes sized by content size again.
    var shapeSerial = 0
    /// The committed changes that undo and redo replay.
    var history = UndoHistory()
    /// The marked chips: a lift, a drop or a send of one of them carries them all (see `BundleMover`).
    var marks = ChipMarks()
    /// The filter: the one in force, its cache and a job in progress (see `changeFilter(_:)`).
    var filtering: FilterState
    /// What the state is computed with, not state itself: options, clock, the movements' route (see `DeckEnvironment`).
    var environment: DeckEnvironment
    /// Auto-scroll of a mouse drag resting near a pane's edge.
    var autoScroll: AutoScroll?
    /// For a tag that crossed panes: the slot it left, so sending it back returns it there.
    var returnSlots = ReturnSlots()

    /// The movement state of `board`, browsing, with nothing focused yet.
    init(board: Board, environment: DeckEnvironment) {
        let options = environment.options
        self.board = board
        self.environment = environment
        filtering = FilterState(display: options.lineDisplay)
        top = Pane(side: .top, pressDelay: options.pressDelay, doubleClickInterval: options.doubleClickInterval,
                   badgeWidth: options.selection?.badgeWidth ?? 0)
        bottom = Pane(side: .bottom, pressDelay: options.pressDelay, doubleClickInterval: options.doubleClickInterval)
        if board[.top].tagCount == 0 && board[.bottom].tagCount > 0 { keyboard.activeSide = .bottom }
    }

    var options: DeckOptions { environment.options }  // the options the deck was made with
    var clock: any DeckClock { environment.clock }  // where it reads the time

    subscript(side: PaneSide) -> Pane {
        get { side == .top ? top : bottom }
        set { if side == .top { top = newValue } else { bottom = newValue } }
        // In place: a pane changed through the subscript never shares its layout cache with a copy.
        _modify { if side == .top { yield &top } else { yield &bottom } }
    }

    // MARK: The focus

    /// Where the keyboard's focus rests (nil: nowhere yet).
    var focus: Focus? { get { keyboard.focus } set { keyboard.focus = newValue } }
    /// The focused chip; nil while the focus rests on a title. Focusing a chip takes the focus off a title, or
    /// puts it on its section's title when that section is folded (a drop or an undo into it).
    var focusedChip: TagPath? {
        get { keyboard.focusedChip }
        set {
            let folded = newValue.map { board.contains(SectionPath($0.pane, $0.section))
                && Pane.isFolded($0, top, bottom, on: board) } ?? false
            keyboard.focusChip(newValue, folded: folded)
        }
    }
    /// The section title that holds the focus, when the focus rests on one.
    var focusedTitle: SectionPath? { get { keyboard.focusedTitle } set { keyboard.focusedTitle = newValue } }
    /// The pane whose title (in its top border) holds the focus.
    var focusedPane: PaneSide? { get { keyboard.focusedPane } set { keyboard.focusedPane = newValue } }
    /// The column Up/Down try to keep, like a text cursor's goal column.
    var goalColumn: Int? { get { keyboard.goalColumn } set { keyboard.goalColumn = newValue } }
    /// The pane the keyboard is in.
    var activeSide: PaneSide { get { keyboard.activeSide } set { keyboard.activeSide = newValue } }
    /// The keyboard's count typed before a move.
    var count: KeyCount { get { keyboard.count } set { keyboard.count = newValue } }

    // MARK: The movement in hand

    /// The drag session in hand, if a chip is lifted (read from `mode`; setting nil rests the mode).
    var session: DragSession? {
        get { mode.session }
        set { mode = newValue.map(DeckMode.lifted) ?? restingMode }
    }

    /// The mode with nothing in hand: settling while chips fly, else browsing.
    var restingMode: DeckMode { flights.isEmpty ? .browsing : .settling }

    /// The coordinator every movement goes through: this board, unless a test routes movements elsewhere.
    var coordinator: any DragCoordinator { environment.movementRoute ?? BoardCoordinator() }

    /// The pane whose frame holds `point`, if any.
    func paneSide(at point: Point) -> PaneSide? {
        if top.frame.contains(point) { return .top }
        if bottom.frame.contains(point) { return .bottom }
        return nil
    }

    /// The screen frame of the chip at `path`.
    func chipFrame(_ path: TagPath) -> Rect { self[path.pane].chipFrame(path, content: board[path.pane]) }

    /// Scrolls the chip's pane so the chip is visible.
    mutating func revealChip(_ path: TagPath) {
        guard board.contains(path) else { return }
        self[path.pane].reveal(path, content: board[path.pane])
    }

    /// After a change that carried every held position along: they are as right as they were before it.
    mutating func keptPositions(exact: Bool) { if exact { changes.checked = boardSerial } }
}

/// How often the board changed, and at which count every held position was last checked: bookkeeping for the
/// checks of held positions, equal in every comparison (a state that went another way to the same board is equal).
struct ChangeCount: Equatable, Sendable {
    var board = 0
    var checked = 0
    static func == (a: ChangeCount, b: ChangeCount) -> Bool { true }
}
