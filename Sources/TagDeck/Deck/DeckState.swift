/// The state of a deck: a value, `Equatable`, changed only by the deck's update, with no I/O.
///
/// It composes its features' states as a parent scopes its children: the movement's (``MovementState``, its
/// `movement`: the board and everything a move carries along, which the ``DragCoordinator``'s verbs, the carry,
/// the gestures and the editors take), the status line, the preview, the screen's size, the files and the
/// session's outcome. Each concern changes it through functions of its own over its own part (`scope(_:_:)`;
/// `ChipMarker` over `marks`, `PreviewFollow` over `preview`, `FocusNavigator` over `keyboard` through
/// `moveFocus(_:)`; `PaneArranger` over the panes and the preview's area; `SectionFolder` over the panes and the
/// focus), and returns what the status line says of it. Tags move only through the ``DragCoordinator``
/// (``BoardCoordinator`` unless a test routes movements through a double): `TagMoves.perform`, which moves them
/// on the board, is private to the movement code's one file (`BoardMoves.swift`). Everything on screen is derived
/// from it. The panes' layouts and the filter's matches are caches derived from it.
public struct DeckState: Equatable {
    /// The movement's state: the board, the panes, the mode, the focus, marks, flights, return slots, the filter's
    /// matches and the history (see ``MovementState``).
    package internal(set) var movement: MovementState
    /// The picker's chosen entries that its input did not offer, to set aside once the drag in progress ends.
    var missingChosen: [String] = []
    /// The status line's message (see ``StatusMessage``): its text, whether it is a problem, its serial.
    package private(set) var statusMessage = StatusMessage()
    /// The status line's text.
    public var status: String { statusMessage.text }
    package internal(set) var preview = PreviewState()  // the preview of the focused tag (`PreviewFollow`)
    /// When ``tick()`` last ran: animation frames are scheduled from it.
    var lastTick = -Double.infinity
    /// The screen's size and where the panes go on it.
    package internal(set) var screen: ScreenState
    /// Saves and reloads, work out on another thread, the host's reading, the picker's input still arriving.
    var files: FilingState
    /// How the session ended, once it has.
    package internal(set) var outcome: DeckOutcome?

    /// The state of a deck showing `board`, browsing, with nothing focused yet.
    public init(board: Board, options: DeckOptions, clock: any DeckClock) {
        self.init(board: board, options: options, clock: clock, width: 0, height: 0, saving: .noFile)
    }

    /// The state of a deck showing `board` on a `width` x `height` screen, its committed changes going where
    /// `saving` says; browsing, with nothing focused yet.
    package init(board: Board, options: DeckOptions, clock: any DeckClock, width: Int, height: Int, saving: SavePolicy) {
        movement = MovementState(board: board, environment: DeckEnvironment(options: options, clock: clock))
        screen = ScreenState(width: max(0, width), height: max(0, height),
                             arranger: PaneArranger(split: options.split, footer: options.chrome.contains(.statusLine) ? 1 : 0))
        files = FilingState(saving: BoardFiling(policy: saving))
        files.saving.reloadsInBackground = options.backgroundWorkThreshold != nil
    }

    /// Takes up the undo history of an earlier run (it was saved with the board now shown).
    public mutating func restore(history: UndoHistory) { self.history = history }

    /// Sends every movement through `coordinator` (a test double that records the calls and forwards them).
    public mutating func routeMovements(through coordinator: any DragCoordinator) { environment.movementRoute = coordinator }

    /// Places the two panes on screen.
    public mutating func setFrames(top topFrame: Rect, bottom bottomFrame: Rect) {
        let reveal = SplitScene(self).reveal
        Pane.place(&movement.top, &movement.bottom, top: topFrame, bottom: bottomFrame, board: board, reveal: reveal)
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

    // MARK: Flights

    /// Where a chip is drawn while in flight at `time`, or nil when it is not flying.
    public func flightPosition(_ text: String, at time: Double) -> Point? {
        guard let flight = flights[text] else { return nil }
        return flight.position(at: time, destination: Flights.landingPoint(movement, flight.target))
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
    mutating func show(_ notes: StatusNotes) {
        for note in notes where !(note.unlessShown && note.text == statusMessage.text) {
            statusMessage.show(note.text, isError: note.kind == .problem, notice: note.kind == .notice,
                               hint: note.kind == .hint, now: clock.now)
        }
    }

    /// Sets an informative status message (for tests that build the state they expect).
    mutating func say(_ message: String) { show(.info(message)) }
    /// Sets where the focus is, as the status line says it; a fresh notice outweighs it (for tests).
    mutating func hint(_ message: String) { show(.hint(message)) }
    /// Sets a status message that reports a problem (for tests).
    mutating func complain(_ message: String) { show(.problem(message)) }
    /// Filters by `query` and shows what that says, as the filter line does (for tests).
    mutating func applyFilter(_ query: TagQuery) { show(changeFilter(query)) }

    /// Sets the status line from outside (a host's saving reports, prompts); a `notice` outweighs plain messages
    /// a while. The core's own features return ``StatusNotes`` instead.
    public mutating func setStatus(_ message: String, isError: Bool, notice: Bool = false) {
        statusMessage.show(message, isError: isError, notice: notice, now: clock.now)
    }
}
