/// gesture), the one interaction mode, the focus, marks, flights, return slots, the undo history, the revision
/// and the status line.
///
/// Each concern changes it through functions of its own: a child feature over its own part, scoped by its parent
/// (`scope(_:_:)`; `ChipMarker` over `marks`, `PreviewFollow` over `preview`, `FocusNavigator` over `keyboard`
/// through `moveFocus(_:)`; `PaneArranger` over the panes and the preview's area; `SectionFolder` over the panes
/// and the focus), the movers and the editors still over the whole state, which move tags only through the ``DragCoordinator``
/// (``BoardCoordinator`` unless a test routes movements through a double): `TagMoves.perform`, which moves them on the board, is
/// private to the movement code's one file (`BoardMoves.swift`). Everything on screen is derived from it.
/// The panes' layouts and the filter's matches are caches derived from it.
public struct DeckState: Equatable {
    /// The model. Its changes are counted: positions held across events are checked after each (see
    /// `HeldPositions`), but for the movement code's moves (`BoardMoves.swift`), which carry every position along.
    public internal(set) var board: Board { didSet { changes.board &+= 1 } }
    /// How often the board changed, and at which count every held position was last known to be right.
    var changes = ChangeCount()
    /// The count of the board's changes.
    var boardSerial: Int { changes.board }
    package internal(set) var top: Pane
    package internal(set) var bottom: Pane
    /// What the user is doing: the one interaction state. A lifted mode holds the drag session.
    public internal(set) var mode: DeckMode = .browsing
    /// Chips in flight, by tag text (several may fly at once).
    package internal(set) var flights: [String: ChipFlight] = [:]
    /// The keyboard's focus, goal column, active pane and count: the focus feature's own state (`FocusNavigator`).
    var keyboard = FocusState()
    /// Where the keyboard's focus rests (nil: nowhere yet).
    public internal(set) var focus: Focus? { get { keyboard.focus } set { keyboard.focus = newValue } }
    /// The focused chip; nil while the focus rests on a title. Focusing a chip takes the focus off a title, or
    /// puts it on its section's title when that section is folded (a drop or an undo into it).
    public internal(set) var focusedChip: TagPath? {
        get { keyboard.focusedChip }
        set {
            let folded = newValue.map { board.contains(SectionPath($0.pane, $0.section))
                && SectionFolder.isFolded(self, SectionPath($0.pane, $0.section)) } ?? false
            keyboard.focusChip(newValue, folded: folded)
        }
    }
    /// The section title that holds the focus, when the focus rests on one.
    public internal(set) var focusedTitle: SectionPath? { get { keyboard.focusedTitle } set { keyboard.focusedTitle = newValue } }
    /// The pane whose title (in its top border) holds the focus: `Up` from a pane's first row. `r` renames it.
    public internal(set) var focusedPane: PaneSide? { get { keyboard.focusedPane } set { keyboard.focusedPane = newValue } }
    /// The column Up/Down try to keep, like a text cursor's goal column.
    var goalColumn: Int? { get { keyboard.goalColumn } set { keyboard.goalColumn = newValue } }
    /// A section title pressed with the mouse, not dragged yet (a drag lifts its section).
    var pressedTitle: SectionPath?
    /// The picker's chosen entries that its input did not offer, to set aside once the drag in progress ends.
    var missingChosen: [String] = []
    /// The pane the keyboard is in.
    public internal(set) var activeSide: PaneSide { get { keyboard.activeSide } set { keyboard.activeSide = newValue } }
    /// The status line's message (see ``StatusMessage``): its text, whether it is a problem, its serial.
    package private(set) var statusMessage = StatusMessage()
    /// The status line's text.
    public var status: String { statusMessage.text }
    /// Incremented by every committed change (drop, send, undo, redo): what autosave watches.
    public internal(set) var revision = 0
    /// Counts changes of the panes' rows that commit nothing (a fold, a reload): panes sized by content size again.
    public internal(set) var shapeSerial = 0
    /// The committed changes that undo and redo replay.
    public internal(set) var history = UndoHistory()

    /// Takes up the undo history of an earlier run (it was saved with the board now shown).
    public mutating func restore(history: UndoHistory) { self.history = history }
    /// The marked chips: a lift, a drop or a send of one of them carries them all (see `BundleMover`).
    package internal(set) var marks = ChipMarks()
    /// The filter: the one in force, its cache and a job in progress (see ``changeFilter(_:)``).
    var filtering = FilterState()
    package internal(set) var preview = PreviewState()  // the preview of the focused tag (`PreviewFollow`)

    /// What the state is computed with, not state itself: options, clock, the movements' route (see ``DeckEnvironment``).
    package internal(set) var environment: DeckEnvironment
    var options: DeckOptions { environment.options }  // the options the deck was made with
    var clock: any DeckClock { environment.clock }  // where it reads the time
    var autoScroll: AutoScroll?
    /// For a tag that crossed panes: the slot it left, so sending it back returns it there.
    var returnSlots = ReturnSlots()
    /// When ``tick()`` last ran: animation frames are scheduled from it.
    var lastTick = -Double.infinity
    /// The screen's size and where the panes go on it.
    package internal(set) var screen: ScreenState
    /// Saves and reloads, work out on another thread, the host's reading, the picker's input still arriving.
    var files: FilingState
    /// The keyboard's count typed before a move.
    var count: KeyCount { get { keyboard.count } set { keyboard.count = newValue } }
    /// How the session ended, once it has.
    package internal(set) var outcome: DeckOutcome?

    /// The state of a deck showing `board`, browsing, with nothing focused yet.
    public init(board: Board, options: DeckOptions, clock: any DeckClock) {
        self.init(board: board, options: options, clock: clock, width: 0, height: 0, saving: .noFile)
    }

    /// The state of a deck showing `board` on a `width` x `height` screen, its committed changes going where
    /// `saving` says; browsing, with nothing focused yet.
    package init(board: Board, options: DeckOptions, clock: any DeckClock, width: Int, height: Int, saving: SavePolicy) {
        self.board = board
        screen = ScreenState(width: max(0, width), height: max(0, height),
                             arranger: PaneArranger(split: options.split, footer: options.chrome.contains(.statusLine) ? 1 : 0))
        files = FilingState(saving: BoardFiling(policy: saving))
        files.saving.reloadsInBackground = options.backgroundWorkThreshold != nil
        environment = DeckEnvironment(options: options, clock: clock)
        filtering = FilterState(display: options.lineDisplay)
        top = Pane(side: .top, pressDelay: options.pressDelay, doubleClickInterval: options.doubleClickInterval,
                   badgeWidth: options.selection?.badgeWidth ?? 0)
        bottom = Pane(side: .bottom, pressDelay: options.pressDelay, doubleClickInterval: options.doubleClickInterval)
        if board[.top].tagCount == 0 && board[.bottom].tagCount > 0 { activeSide = .bottom }
    }

    package internal(set) subscript(side: PaneSide) -> Pane {
        get { side == .top ? top : bottom }
        set { if side == .top { top = newValue } else { bottom = newValue } }
        // In place: a pane changed through the subscript never shares its layout cache with a copy.
        _modify { if side == .top { yield &top } else { yield &bottom } }
    }

    /// The drag session in hand, if a chip is lifted (read from ``mode``; setting nil rests the mode).
    public internal(set) var session: DragSession? {
        get { mode.session }
        set { mode = newValue.map(DeckMode.lifted) ?? restingMode }
    }

    /// Whether a chip is being dragged or carried.
    public var isDragging: Bool { session != nil }

    /// The mode with nothing in hand: settling while chips fly, else browsing.
    var restingMode: DeckMode { flights.isEmpty ? .browsing : .settling }

    /// The coordinator every movement goes through: this board, unless a test routes movements elsewhere.
    public var coordinator: any DragCoordinator { environment.movementRoute ?? BoardCoordinator() }

    /// Sends every movement through `coordinator` (a test double that records the calls and forwards them).
    public mutating func routeMovements(through coordinator: any DragCoordinator) { environment.movementRoute = coordinator }

    /// Places the two panes on screen.
    public mutating func setFrames(top topFrame: Rect, bottom bottomFrame: Rect) {
        Pane.place(&top, &bottom, top: topFrame, bottom: bottomFrame, board: board, reveal: SplitScene(self).reveal)
    }

    /// The pane whose frame holds `point`, if any.
    public func paneSide(at point: Point) -> PaneSide? {
        if top.frame.contains(point) { return .top }
        if bottom.frame.contains(point) { return .bottom }
        return nil
    }

    /// The screen frame of the chip at `path`.
    public func chipFrame(_ path: TagPath) -> Rect { self[path.pane].chipFrame(path, content: board[path.pane]) }

    /// Scrolls the chip's pane so the chip is visible.
    mutating func revealChip(_ path: TagPath) {
        guard board.contains(path) else { return }
        self[path.pane].reveal(path, content: board[path.pane])
    }

    // MARK: Children, and the model's changes

    /// Runs `body` on the child at `child` and on the rest of the state, as a parent scopes a feature that must
    /// also see its siblings: the child is taken out for the call and put back after it (what `body` did to the
    /// child through the state is overwritten: a feature changes its own state through its own argument).
    mutating func scope<Child, Result>(_ child: WritableKeyPath<DeckState, Child>,
                                       _ body: (inout Child, inout DeckState) -> Result) -> Result {
        var part = self[keyPath: child]
        defer { self[keyPath: child] = part }
        return body(&part, &self)
    }

    /// After a change that carried every held position along: they are as right as they were before it.
    mutating func keptPositions(exact: Bool) { if exact { changes.checked = boardSerial } }

    // MARK: Flights

    /// Where a chip is drawn while in flight at `time`, or nil when it is not flying.
    public func flightPosition(_ text: String, at time: Double) -> Point? {
        guard let flight = flights[text] else { return nil }
        return flight.position(at: time, destination: Flights.landingPoint(self, flight.target))
    }

    // MARK: Time

    /// Advances the press delay, flights and auto-scroll to the clock's time (see `DeckTime`).
    /// - Returns: whether anything visible changed.
    @discardableResult
    public mutating func tick() -> Bool {
        let (changed, notes) = DeckTime.tick(&self)
        show(notes)
        return changed
    }

    /// When ``tick()`` is next needed: a pending lift, the next animation frame, the next auto-scroll row; nil
    /// when nothing waits (an idle board sleeps).
    public var nextWakeup: Double? { DeckTime.nextWakeup(self) }

    // MARK: Status line

    /// Puts `notes` on the status line, in order, at the clock's time: the one place the core's features' notes
    /// are shown (each shown note increments the message's serial; a hint is dropped while a notice outweighs it;
    /// a note said "unless shown" is dropped while the line says its text already).
    mutating func show(_ notes: [StatusNote]) {
        for note in notes where !(note.unlessShown && note.text == statusMessage.text) {
            statusMessage.show(note.text, isError: note.kind == .problem, notice: note.kind == .notice,
                               hint: note.kind == .hint, now: clock.now)
        }
    }

    /// Sets an informative status message (for tests that build the state they expect).
    mutating func say(_ message: String) { show([.info(message)]) }
    /// Sets where the focus is, as the status line says it; a fresh notice outweighs it (for tests).
    mutating func hint(_ message: String) { show([.hint(message)]) }
    /// Sets a status message that reports a problem (for tests).
    mutating func complain(_ message: String) { show([.problem(message)]) }
    /// Filters by `query` and shows what that says, as the filter line does (for tests).
    mutating func applyFilter(_ query: TagQuery) { show(changeFilter(query)) }

    /// Sets the status line from outside (a host's saving reports, prompts); a `notice` outweighs plain messages
    /// a while. The core's own features return ``StatusNote``s instead.
    public mutating func setStatus(_ message: String, isError: Bool, notice: Bool = false) {
        statusMessage.show(message, isError: isError, notice: notice, now: clock.now)
    }
}

/// How often the board changed, and at which count every held position was last checked: bookkeeping for the
/// checks of held positions, equal in every comparison (a state that went another way to the same board is equal).
struct ChangeCount: Equatable, Sendable {
    var board = 0
    var checked = 0
    static func == (a: ChangeCount, b: ChangeCount) -> Bool { true }
}
