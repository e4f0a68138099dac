/// The whole interactive program: the board and its one ``DeckMode``, changed by one update function.
///
/// ``update(_:)`` takes an event (a key, a mouse report, a resize, a clock tick, a signal, the result of a save),
/// changes the state and returns ``DeckEffect``s; it performs no I/O. ``dispatch(_:to:)`` is how drivers run
/// it: it performs the effects through a ``DeckHost`` and feeds results (a finished save) back in. The terminal
/// run loop and the headless driver both use it. ``render()`` draws the state into a cell grid.
public final class Deck {
    /// What the deck was made with: mode, timings, keys, split.
    public let options: DeckOptions
    /// Where the deck reads the time (animations, the press delay, auto-scroll).
    public let clock: any DeckClock
    /// What the user is doing and what is on the board: the one value that events change.
    public internal(set) var state: DeckState
    /// Where committed changes go.
    public let savePolicy: SavePolicy
    /// The last frame, from which the next one draws only what changed, and whether the state changed since.
    var frames = FrameCache()

    /// The screen's size in cells.
    public var width: Int { state.screen.width }
    /// The screen's rows (the deck's rectangle's, when hosted).
    public var height: Int { state.screen.height }
    /// How the session ended, once it has.
    public var outcome: DeckOutcome? { state.outcome }
    /// Whether the state changed since the last ``render()``.
    public var needsRedraw: Bool { frames.needsRedraw }
    /// Whether candidates are still arriving on the picker's input (its pane title says so with `…`).
    public var isReceiving: Bool { state.files.isReceiving }
    /// A deck showing `board` on a `width` x `height` screen; `saving` says where committed changes go.
    public init(board: Board, width: Int, height: Int, options: DeckOptions = DeckOptions(),
                clock: any DeckClock = MonotonicClock(), saving: SavePolicy = .noFile) {
        self.options = options
        self.clock = clock
        self.savePolicy = saving
        state = DeckState(board: board, options: options, clock: clock, width: width, height: height, saving: saving)
        if isTooSmall { state.mode = .tooSmall }
        layout()
        var notes: StatusNotes = []
        if let query = options.initialQuery, !query.isEmpty {
            notes = state.changeFilter(TagQuery(query))
            notes.append(state.filterNote())
        }
        if options.mode == .picker {
            // A picker is mostly used from the keyboard: start on the first candidate, ready for Enter.
            notes += state.moveFocus(FocusNavigator.showFocus)
            notes.append(.info("Enter picks · drag or Space to order"))
        }
        state.show(notes)
    }

    /// Takes up the undo history of an earlier run (saved with the board now shown); `note` says what of it
    /// no longer matches.
    public func restore(history: UndoHistory, note: String?) {
        state.restore(history: history)
        guard let note else { return }
        state.show(.info(note))
        frames.needsRedraw = true
    }

    /// Sends every movement through `coordinator` (a test double that records the calls and forwards them to
    /// ``BoardCoordinator``) instead of the board's own coordinator.
    public func routeMovements(through coordinator: any DragCoordinator) { state.routeMovements(through: coordinator) }

    /// The model as it is now.
    public var board: Board { state.board }
    /// What the user is doing now.
    public var mode: DeckMode { state.mode }
    /// The key bindings in force.
    public var keyMap: KeyMap { options.keyMap }

    /// Whether committed changes are not stored yet (always false without a place to store them).
    public var hasUnsavedChanges: Bool { state.files.saving.hasUnsavedChanges(state) }

    /// Whether the screen is below the minimum size.
    public var isTooSmall: Bool { width < options.minimumWidth || height < options.minimumHeight }

    /// Whether work the deck started is still running on another thread (a filter matched on every core). Its
    /// results are taken at the next ``DeckEvent/tick``: a driver whose clock is manual waits until this is false
    /// before it lets time pass, so that what a tick finds does not depend on how fast the other threads ran.
    package var hasWorkRunning: Bool { state.hasWorkRunning }

    /// When the deck next needs a ``DeckEvent/tick``, in clock time; nil when nothing animates or waits.
    public var nextWakeup: Double? { mode == .tooSmall ? nil : state.nextWakeup }

    // MARK: The update

    /// Handles one event at the clock's current time: changes the state, returns what the driver must do.
    ///
    /// The features it hands the event to return what they say on the status line (``StatusNotes``); it shows
    /// them here, in order, once the event is handled.
    public func update(_ event: DeckEvent) -> [DeckEffect] {
        frames.needsRedraw = true
        guard case .take(var held) = state.files.work.route(event, reloading: state.files.saving.isReloading, mode: mode, keyMap: keyMap)
        else { return [] }
        if state.files.reading.holds(event, mode: mode, keyMap: keyMap) { return [] }  // `r`, `d` and what follows them
        let serial = state.statusMessage.serial
        var effects: [DeckEffect] = []
        var notes: StatusNotes = []
        switch event {
        case .input(.resize(let w, let h)): notes = resize(width: w, height: h)
        case .input(let input): notes = handle(input, &effects)
        case .tick: (frames.needsRedraw, notes) = DeckTime.tick(&state)
        case .suspend: notes = PaneGestures.cancelMovement(&state.movement)
        case .terminate(let signal):
            notes = PaneGestures.cancelMovement(&state.movement)
            finish(.signalled(signal), &effects)
        case .saveFinished(let request, let report):
            let saved = state.files.saving.saveFinished(FilingScene(state), request, report)
            notes = (saved.reload.map { BoardReload.reload(&state.movement, with: $0) } ?? []) + saved.notes
            if options.selection != nil { frames.memo = nil }  // the chips' counts are the host's: drawn again
            if saved.mayQuit { finish(.quit, &effects) }
        case .fileChanged: if outcome == nil, let reload = state.files.saving.fileChanged(FilingScene(state)) { effects.append(reload) }
        case .reloaded(let report):
            let reloaded = state.files.saving.reloaded(revision: state.revision, report)
            notes = (reloaded.reload.map { BoardReload.reload(&state.movement, with: $0) } ?? []) + reloaded.notes
            if reloaded.commits { state.scope(\.revision) { CommitPath.commit(.merged, history: &$1.movement.history, slots: &$1.movement.returnSlots, revision: &$0) } }
            held += state.files.work.takeHeldForReload() + state.files.reading.reloaded()
        case .chosenMissing(let texts): notes = MissingChosen.setAside(&state, texts, drop: options.dropsMissing)
        case .candidates(let texts, let ended, let packed):
            StreamingCandidates.receive(texts, packed: packed, into: &state)
            state.files.isReceiving = !ended
        case .reading(let news):
            state.files.isReceiving = !news.isFinished
            let asking = outcome == nil
            if case let fresh = StreamingCandidates.unseen(news.tags, on: state.board), !fresh.isEmpty { StreamingCandidates.receive(fresh, into: &state) }
            let reload = state.scope(\.files.reading) { $0.receive(news, FilingScene($1), filing: &$1.files.saving, asking: asking) }
            if let reload { effects.append(reload) }
        case .saveProgress(let text): state.files.saving.progress(text)
        case .hostNotice(let text): notes = .notice(text)
        case .workProgress, .previewOutput: break  // the preview's output: `PreviewFollow.follow`
        case .workFinished(let result):
            // Laid out again: the screen may have been resized meanwhile. What the work said is said now.
            if let (next, after) = state.files.work.finish(result) {
                (held, frames.memo) = (held + after, nil)
                WorkInFlight.take(next, into: &state)
                notes = result.notes
                layout()
            }
        }
        // Panes sized by their content follow it once a change is done (never in the middle of a drag).
        if !isTooSmall && state.screen.arranger.needsArranging(SplitScene(state), receiving: event.bringsTags) { layout() }
        // Autosave follows input only: a failed save is tried again on the next input, not on its own reports.
        if case .input = event, outcome == nil {
            let save = state.scope(\.files.saving) { $0.autosave($1) }
            notes += save.notes
            if let effect = save.effect { effects.append(effect) }
        }
        if outcome == nil, let reload = state.files.saving.reloadIfWaiting(FilingScene(state)) { effects.append(reload) }
        notes += MissingChosen.settle(&state, drop: options.dropsMissing)
        notes += HeldPositions.revalidate(&state.movement)  // whatever changed the board, no held position is stale
        let ask = outcome == nil ? state.scope(\.preview) { PreviewFollow.follow(&$0, after: event, in: PreviewScene($1)) } : nil
        if let ask { (effects, frames.needsRedraw) = (effects + [ask], true) }
        state.show(notes)  // what the event said, in order: the one place the status line is written
        if state.statusMessage.serial != serial {
            effects.append(.announce(state.status))
            if state.statusMessage.isError { effects.append(.bell) }
        }
        if outcome == nil, let due = nextWakeup { effects.append(.wakeUp(at: due)) }
        // What came while the work was out, in order (held again if one of them sends work off).
        for event in held where outcome == nil || event.isSaveReport { effects += update(event) }
        return effects
    }

    /// One key, one lookup: the binding of the mode's context, else what the mode does with an unbound key.
    /// Mouse reports go to the panes, or to the help; a paste goes into the filter line.
    /// - Returns: what the status line says of it, in order.
    private func handle(_ input: InputEvent, _ effects: inout [DeckEffect]) -> StatusNotes {
        switch input {
        case .key(let key):
            if let action = keyMap.action(for: key, in: mode.keyContext) { return performCounted(action, key, &effects) }
            return BoardActions.type(key, into: &state)
        case .paste(let text):
            // A paste types its first line into the filter; newlines end it.
            var notes: StatusNotes = []
            if case .filtering = mode { notes = FilterLineEditing.type(&state.movement.mode, String(text.prefix { !$0.isNewline })).map { state.changeFilter($0) } ?? [] }
            if case .editing = mode { notes += TagEditor.type(&state.movement, text) }
            return notes
        default:
            if WorkEstimate.offload(input, of: self, &effects) { return [] }
            switch mode {
            case .help(let scroll):
                PaneGestures.handleInHelp(input, scroll: scroll, maxScroll: HelpOverlay.maxScroll(of: self), resting: state.restingMode, mode: &state.movement.mode)
                return []
            case .movingSplit: return state.scope(\.screen.arranger) { $0.handlePointer(&$1.movement.top, &$1.movement.bottom, &$1.preview.frame, &$1.movement.mode, SplitScene($1), input) }
            case .tooSmall, .askingToQuit, .editing, .confirming: return []
            case .browsing, .settling, .liftedByMouse, .liftedByKeyboard, .filtering, .movingSection:
                if case .wheel(let p, let delta) = input, !mode.isMovingSection, PreviewFollow.wheel(&state.preview, at: p, delta) { return [] }  // over the preview: its own
                return PaneGestures.handle(input, in: &state.movement, arranger: state.screen.arranger)
            }
        }
    }

    /// - Returns: what the status line says of it (a movement cancelled).
    private func resize(width w: Int, height h: Int) -> StatusNotes {
        state.screen.width = max(0, w)
        state.screen.height = max(0, h)
        var notes: StatusNotes = []
        if ResizePolicy.decide(mode: mode, tooSmall: isTooSmall) == .cancel { notes = PaneGestures.cancelMovement(&state.movement) }
        if isTooSmall {
            if mode != .askingToQuit { state.mode = .tooSmall }
            return notes
        }
        if mode == .tooSmall { state.mode = state.restingMode }
        if case .help(let scroll) = mode { state.mode = .help(scroll: min(scroll, HelpOverlay.maxScroll(of: self))) }
        layout()
        return notes
    }

    func layout() {
        guard !isTooSmall else { return }
        let header = options.header == nil ? 0 : 1
        state.scope(\.screen.arranger) { $0.arrange(&$1.movement.top, &$1.movement.bottom, &$1.preview.frame, SplitScene($1), header: header) }
    }

    func finish(_ ending: DeckOutcome, _ effects: inout [DeckEffect]) {
        guard outcome == nil else { return }
        state.outcome = ending
        effects.append(.finish(ending))
    }

    /// Asks the driver to save now, or says there is nowhere to save.
    /// - Returns: what the status line says of it.
    func requestSave(_ reason: SaveReason, _ effects: inout [DeckEffect]) -> StatusNotes {
        let save = state.scope(\.files.saving) { $0.request($1, reason) }
        if let effect = save.effect { effects.append(effect) }
        return save.notes
    }

    // MARK: Rendering

    /// Renders the screen as it is at the clock's time (see `DeckRenderer`).
    public func render() -> CellGrid {
        frames.needsRedraw = false
        state.show(HeldPositions.revalidate(&state.movement))
        return DeckRenderer.render(self, memo: &frames.memo)
    }

    /// Draws the deck as ``render()`` does into `grid`, with the deck's top-left cell at `origin` (a host's
    /// rectangle of its own screen, as large as the deck: see ``InputEvent/moved(by:)`` for its mouse reports).
    public func draw(into grid: inout CellGrid, at origin: Point) { grid.draw(render(), at: origin) }

    /// What the status line says now (the last message, the quit prompt, a question, the line being typed), for a
    /// host that leaves ``DeckChrome/statusLine`` out and shows it its own way.
    public var statusText: String { StatusLine.text(self) }
}
