/// The whole interactive program: the board and its one ``DeckMode``, changed by one update function.
///
/// ``update(_:)`` takes an event (a key, a mouse report, a resize, a clock tick, a signal, the result of a save),
/// changes the state and returns ``DeckEffect``s; it performs no I/O. ``dispatch(_:to:)`` is how drivers run
/// it: it performs the effects through a ``DeckHost`` and feeds results (a finished save) back in. The terminal
/// run loop and the headless driver both use it. ``render()`` draws the state into a cell grid.
public final class Deck {
    public let options: DeckOptions
    public let clock: any DeckClock
    public let controller: BoardController
    /// Where committed changes go.
    public let savePolicy: SavePolicy
    public private(set) var width: Int
    public private(set) var height: Int
    /// How the session ended, once it has.
    public private(set) var outcome: DeckOutcome?
    /// Whether the state changed since the last ``render()``.
    public private(set) var needsRedraw = true
    /// Digits typed before a move (`3l`): how many times to repeat it. Keyboard input state, not a mode.
    var pendingCount: Int?
    /// Set for the last `m` of a count (`20m`): the focus stays on the last chip marked, for Enter or Space.
    var markStaysPut = false
    /// Whether candidates are still arriving on the picker's input (its pane title says so with `…`).
    public internal(set) var isReceiving = false
    /// Where the panes go on the screen.
    private(set) lazy var arranger = PaneArranger(controller: controller, split: options.split)
    /// Saves and reloads of the board file.
    private(set) lazy var filing = BoardFiling(controller: controller, policy: savePolicy)

    public init(board: Board, width: Int, height: Int, options: DeckOptions = DeckOptions(),
                clock: any DeckClock = MonotonicClock(), saving: SavePolicy = .noFile) {
        self.options = options
        self.clock = clock
        self.savePolicy = saving
        self.width = width
        self.height = height
        controller = BoardController(board: board, options: options, clock: clock)
        if isTooSmall { controller.mode = .tooSmall }
        layout()
        if let query = options.initialQuery, !query.isEmpty {
            controller.applyFilter(TagQuery(query))
            sayFilter()
        }
        if options.mode == .picker {
            // A picker is mostly used from the keyboard: start on the first candidate, ready for Enter.
            controller.navigator.showFocus()
            controller.setStatus("Enter picks · drag or Space to order", isError: false)
        }
    }

    /// The model as it is now.
    public var board: Board { controller.board }

    /// What the user is doing now.
    public var mode: DeckMode { controller.mode }

    /// The key bindings in force.
    public var keyMap: KeyMap { options.keyMap }

    /// Whether committed changes are not stored yet (always false without a place to store them).
    public var hasUnsavedChanges: Bool { filing.hasUnsavedChanges }

    /// Whether the screen is below the minimum size.
    public var isTooSmall: Bool { width < options.minimumWidth || height < options.minimumHeight }

    /// When the deck next needs a ``DeckEvent/tick``, in clock time; nil when nothing animates or waits.
    public var nextWakeup: Double? { mode == .tooSmall ? nil : controller.nextWakeup }

    // MARK: The update

    /// Handles one event at the clock's current time: changes the state, returns what the driver must do.
    public func update(_ event: DeckEvent) -> [DeckEffect] {
        let serial = controller.statusMessage.serial
        var effects: [DeckEffect] = []
        needsRedraw = true
        switch event {
        case .input(.resize(let w, let h)): resize(width: w, height: h)
        case .input(let input): handle(input, &effects)
        case .tick: needsRedraw = controller.tick()
        case .suspend: cancelMovement()
        case .terminate(let signal):
            cancelMovement()
            finish(.signalled(signal), &effects)
        case .saveFinished(let request, let report): if filing.saveFinished(request, report) { finish(.quit, &effects) }
        case .fileChanged: if outcome == nil, let reload = filing.fileChanged() { effects.append(reload) }
        case .reloaded(let report): filing.reloaded(report)
        case .chosenMissing(let texts): controller.missingChosen.setAside(texts, drop: options.dropsMissing)
        case .candidates(let texts, let ended, let packed):
            StreamingCandidates.receive(texts, packed: packed, into: controller)
            isReceiving = !ended
        }
        // Panes sized by their content follow it once a change is done (never in the middle of a drag).
        if !isTooSmall && arranger.needsArranging(receiving: event.isCandidates) { layout() }
        // Autosave follows input only: a failed save is tried again on the next input, not on its own reports.
        if case .input = event, outcome == nil, let save = filing.autosave() { effects.append(save) }
        if outcome == nil, let reload = filing.reloadIfWaiting() { effects.append(reload) }
        controller.missingChosen.settle(drop: options.dropsMissing)
        HeldPositions.revalidate(controller)  // whatever changed the board, no held position is stale
        if controller.statusMessage.serial != serial {
            effects.append(.announce(controller.status))
            if controller.statusMessage.isError { effects.append(.bell) }
        }
        if outcome == nil, let due = nextWakeup { effects.append(.wakeUp(at: due)) }
        return effects
    }

    /// Runs ``update(_:)`` on `event` and performs its effects through `host`: saves are made and their
    /// reports fed back as events; the last wake-up asked for is passed on once, after everything else.
    public func dispatch(_ event: DeckEvent, to host: any DeckHost) {
        var queue = [event]
        var wakeUp: Double?
        while !queue.isEmpty {
            wakeUp = nil
            for effect in update(queue.removeFirst()) {
                switch effect {
                case .save(let request):
                    // nil: the host saves in the background and reports later.
                    if let report = host.save(request) { queue.append(.saveFinished(request, report)) }
                case .reload(let board): if let report = host.reload(board) { queue.append(.reloaded(report)) }
                case .wakeUp(let due): wakeUp = due
                default: host.perform(effect)
                }
            }
        }
        host.schedule(wakeUp: wakeUp)
    }

    /// One key, one lookup: the binding of the mode's context, else what the mode does with an unbound key.
    /// Mouse reports go to the panes, or to the help; a paste goes into the filter line.
    private func handle(_ input: InputEvent, _ effects: inout [DeckEffect]) {
        switch input {
        case .key(let key):
            if let action = keyMap.action(for: key, in: mode.keyContext) {
                performCounted(action, key, &effects)
            } else {
                handleUnboundKey(key)
            }
        case .paste(let text):
            // A paste types its first line into the filter; newlines end it.
            if case .filtering = mode { typeIntoFilter(String(text.prefix { !$0.isNewline })) }
            if case .editing = mode { controller.editor.type(text) }
        default:
            switch mode {
            case .help(let scroll): handlePointerInHelp(input, scroll: scroll)
            case .movingSplit: arranger.handlePointer(input, width: width, height: height)
            case .tooSmall, .askingToQuit, .editing, .confirming: break
            default: handlePointer(input)
            }
        }
    }

    /// A key without a binding: any key closes the help; printable keys type into the filter line.
    private func handleUnboundKey(_ key: Key) {
        switch (mode, key) {
        case (.help, _): controller.mode = controller.restingMode
        case (.filtering, .character(let c)): typeIntoFilter(String(c))
        case (.filtering, .space): typeIntoFilter(" ")
        case (.editing, .character(let c)): controller.editor.type(String(c))
        case (.editing, .space): controller.editor.type(" ")
        default: break
        }
    }

    private func resize(width w: Int, height h: Int) {
        width = max(0, w)
        height = max(0, h)
        if ResizePolicy.decide(mode: mode, tooSmall: isTooSmall) == .cancel { cancelMovement() }
        if isTooSmall {
            if mode != .askingToQuit { controller.mode = .tooSmall }
            return
        }
        if mode == .tooSmall { controller.mode = controller.restingMode }
        if case .help(let scroll) = mode { controller.mode = .help(scroll: min(scroll, maxHelpScroll)) }
        layout()
    }

    func layout() {
        guard !isTooSmall else { return }
        arranger.arrange(width: width, height: height, header: options.header == nil ? 0 : 1)
    }

    /// Cancels a movement in progress through the coordinator; the chip (or a lifted section) goes back.
    func cancelMovement() {
        if controller.mode.isMovingSection { controller.coordinator.cancelSectionMovement() }
        guard let s = controller.session else { return }
        if s.input == .mouse {
            controller[s.owner].cancelGesture()
        } else {
            controller.coordinator.cancelInteractiveMovement()
        }
    }

    func finish(_ ending: DeckOutcome, _ effects: inout [DeckEffect]) {
        guard outcome == nil else { return }
        outcome = ending
        effects.append(.finish(ending))
    }

    // MARK: Saving

    /// Asks the driver to save now, or says there is nowhere to save.
    func requestSave(_ reason: SaveReason, _ effects: inout [DeckEffect]) {
        if let save = filing.request(reason) { effects.append(save) }
    }

    // MARK: Rendering

    /// Renders the screen as it is at the clock's time (see ``DeckRenderer``).
    public func render() -> CellGrid {
        needsRedraw = false
        HeldPositions.revalidate(controller)
        return DeckRenderer.render(self)
    }

    /// How far the help overlay can scroll on this screen.
    var maxHelpScroll: Int { HelpOverlay(keyMap: keyMap).maxScroll(width: width, height: height) }
}
