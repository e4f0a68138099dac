/// The board on screen: the model, its two panes, and the drag session they share.
///
/// It is the panes' ``DragCoordinator``: it decides reorders, transfers and fly-backs, applies each move to the
/// model once, and tells each pane what was removed or inserted. Everything it shows is derived from the model.
public final class BoardController {
    public private(set) var board: Board
    public let top: Pane
    public let bottom: Pane
    public internal(set) var session: DragSession?
    /// Chips in flight, by tag text (several may fly at once).
    public internal(set) var flights: [String: ChipFlight] = [:]
    /// The focused chip, if any, and the pane that has the keyboard.
    public internal(set) var focus: TagPath?
    public internal(set) var activeSide: PaneSide = .top
    /// The status line's message, and whether it reports a problem.
    public internal(set) var status = ""
    public internal(set) var statusIsError = false
    /// Incremented by every committed change (drop, send, undo, redo): what autosave watches.
    public internal(set) var revision = 0
    public internal(set) var history = UndoHistory()

    let options: DeckOptions
    let clock: any DeckClock
    var autoScroll: AutoScroll?
    /// For a tag that crossed panes: the slot it left, so sending it back returns it there.
    var returnSlots: [String: TagPath] = [:]
    /// The column Up/Down try to keep, like a text cursor's goal column.
    var goalColumn: Int?
    /// When ``tick()`` last ran: animation frames are scheduled from it.
    var lastTick = -Double.infinity

    public init(board: Board, options: DeckOptions, clock: any DeckClock) {
        self.board = board
        self.options = options
        self.clock = clock
        top = Pane(side: .top, pressDelay: options.pressDelay, doubleClickInterval: options.doubleClickInterval)
        bottom = Pane(side: .bottom, pressDelay: options.pressDelay, doubleClickInterval: options.doubleClickInterval)
        top.coordinator = self
        bottom.coordinator = self
        if board[.top].tagCount == 0 && board[.bottom].tagCount > 0 { activeSide = .bottom }
    }

    public subscript(side: PaneSide) -> Pane { side == .top ? top : bottom }

    /// Places the two panes on screen.
    public func setFrames(top topFrame: Rect, bottom bottomFrame: Rect) {
        top.setFrame(topFrame, content: board[.top])
        bottom.setFrame(bottomFrame, content: board[.bottom])
        if let focus { revealChip(focus) }
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
    func revealChip(_ path: TagPath) {
        guard board.contains(path) else { return }
        let pane = self[path.pane]
        pane.scrollToShow(contentRow: pane.contentRow(of: path, content: board[path.pane]), content: board[path.pane])
    }

    // MARK: The one way the model changes

    /// Applies a move to the model, tells the panes, and keeps every tracked path pointing at the same tag.
    func perform(_ move: Move) {
        guard !move.isIdentity else { return }
        board.apply(move)
        if move.from.pane == move.to.pane && move.from.section == move.to.section {
            self[move.from.pane].didReorder(section: move.from.section, from: move.from.item, to: move.to.item)
        } else {
            self[move.from.pane].didRemove(at: move.from)
            self[move.to.pane].didInsert(at: move.to)
        }
        if let f = focus { focus = move.relocate(f) }
        for (text, flight) in flights {
            flights[text]?.target = move.relocate(flight.target)
        }
        for (text, slot) in returnSlots where slot != move.from {
            returnSlots[text] = move.relocate(slot)
        }
        top.relocatePress(by: move)
        bottom.relocatePress(by: move)
        for side in PaneSide.allCases { self[side].clampScroll(board[side]) }
    }

    /// Records a committed move: undo history, return slots, autosave revision.
    func commit(_ move: Move, text: String) {
        guard !move.isIdentity else { return }
        history.record(move)
        if move.from.pane != move.to.pane {
            returnSlots[text] = move.from
        } else {
            returnSlots[text] = nil
        }
        revision += 1
    }

    // MARK: Flights

    /// Starts a chip flying from `from` to its slot, or lands it at once with reduced motion.
    func launch(_ tag: Tag, from: Point, to target: TagPath, kind: FlightKind) {
        let duration = options.reducedMotion ? 0 : (kind == .settle ? options.settleDuration : options.flyDuration)
        guard duration > 0 else {
            flights[tag.text] = nil
            return
        }
        flights[tag.text] = ChipFlight(tag: tag, target: target, from: from, start: clock.now, duration: duration)
    }

    /// Where a chip is drawn while in flight at `time`, or nil when it is not flying.
    public func flightPosition(_ text: String, at time: Double) -> Point? {
        guard let flight = flights[text] else { return nil }
        return flight.position(at: time, destination: landingPoint(flight.target))
    }

    /// The screen point a flight heads for: the slot, pinned to the pane's viewport when scrolled away.
    func landingPoint(_ path: TagPath) -> Point {
        let frame = chipFrame(path)
        let vp = self[path.pane].viewport
        return Point(x: frame.x, y: min(max(frame.y, vp.y), max(vp.y, vp.maxY - 1)))
    }

    // MARK: Time

    /// Advances the press delay, flights and auto-scroll to the clock's time.
    /// - Returns: whether anything visible changed.
    @discardableResult
    public func tick() -> Bool {
        let now = clock.now
        lastTick = now
        var changed = !flights.isEmpty
        for (text, flight) in flights where flight.isFinished(at: now) { flights[text] = nil }
        top.tick(now: now)
        bottom.tick(now: now)
        if session != nil { changed = true }
        if var scroll = autoScroll {
            let rows = scroll.rowsDue(at: now)
            autoScroll = scroll
            if rows != 0, self[scroll.side].scroll(by: rows * scroll.direction, content: board[scroll.side]) {
                updateSlot(force: true)
                changed = true
            }
            updateAutoScroll()
        }
        return changed
    }

    /// When ``tick()`` is next needed: a pending lift, the next animation frame, the next auto-scroll row; nil
    /// when nothing waits (an idle board sleeps).
    public var nextWakeup: Double? {
        var due: [Double] = []
        if let t = top.liftDue { due.append(t) }
        if let t = bottom.liftDue { due.append(t) }
        // The next frame is a fixed time after the last one (a time that comes due, unlike "now + 1/60").
        if !flights.isEmpty { due.append(lastTick + 1.0 / 60.0) }
        if let scroll = autoScroll { due.append(scroll.nextDue) }
        return due.min()
    }

    /// Whether a chip is being dragged or carried.
    public var isDragging: Bool { session != nil }
}
