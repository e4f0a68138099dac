/// How a tagdeck session ended.
public enum DeckOutcome: Sendable, Equatable {
    /// `q` in the editor (after saving or discarding), or accept in the picker.
    case quit
    /// Cancelled (picker: Escape with nothing dragged).
    case cancelled
}

/// The whole interactive program state, driven by value events and an injected clock.
///
/// The terminal front end and the headless driver run exactly this: feed ``handle(_:)`` events, call
/// ``tick()`` when ``nextWakeup`` is due, and draw ``render()`` when ``needsRedraw``.
public final class Deck {
    public let options: DeckOptions
    public let clock: any DeckClock
    public let controller: BoardController
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var outcome: DeckOutcome?
    public private(set) var needsRedraw = true
    public weak var persistence: (any BoardPersistence)?
    /// Whether the help overlay is shown.
    public private(set) var showsHelp = false
    /// Whether `q` is waiting for save / discard / back.
    public private(set) var asksToQuit = false
    /// The revision last known to be saved.
    private var savedRevision = 0
    /// Said when `s` is pressed with nowhere to save (the demo board).
    public var unsavedHint = "This board has no file: nothing is saved"

    public init(board: Board, width: Int, height: Int, options: DeckOptions = DeckOptions(),
                clock: any DeckClock = MonotonicClock(), persistence: (any BoardPersistence)? = nil) {
        self.options = options
        self.clock = clock
        self.persistence = persistence
        self.width = width
        self.height = height
        controller = BoardController(board: board, options: options, clock: clock)
        layout()
        if options.mode == .picker {
            // A picker is mostly used from the keyboard: start on the first candidate, ready for Enter.
            controller.showFocus()
            controller.setStatus("Enter picks · drag or Space to order", isError: false)
        }
    }

    /// The model as it is now.
    public var board: Board { controller.board }

    /// Whether committed changes are not stored yet (always false without a place to store them).
    public var hasUnsavedChanges: Bool { persistence != nil && controller.revision != savedRevision }

    /// Whether the screen is below the minimum size.
    public var isTooSmall: Bool { width < options.minimumWidth || height < options.minimumHeight }

    private func layout() {
        guard !isTooSmall else { return }
        let paneRows = height - 1
        let topHeight = paneRows / 2
        controller.setFrames(top: Rect(x: 0, y: 0, width: width, height: topHeight),
                             bottom: Rect(x: 0, y: topHeight, width: width, height: paneRows - topHeight))
    }

    // MARK: Events

    /// Handles one input event at the clock's current time.
    public func handle(_ event: InputEvent) {
        needsRedraw = true
        if case .resize(let w, let h) = event {
            resize(width: w, height: h)
            return
        }
        if isTooSmall {
            if case .key(.character("q")) = event { requestQuit() }
            return
        }
        if showsHelp {
            switch event {
            case .key, .press: showsHelp = false
            default: break
            }
            return
        }
        if asksToQuit {
            if case .key(let key) = event { answerQuit(key) }
            return
        }
        switch event {
        case .press(let p, .left): controller.pointerPressed(at: p)
        case .press(let p, .right): controller.rightPressed(at: p)
        case .drag(let p): controller.pointerDragged(to: p)
        case .release(let p): controller.pointerReleased(at: p)
        case .wheel(let p, let delta): controller.wheel(at: p, delta: delta)
        case .key(let key): if !controller.handleKey(key) { handleDeckKey(key) }
        case .resize: break
        }
        autosaveIfNeeded()
    }

    private func handleDeckKey(_ key: Key) {
        switch key {
        case .character("q"): requestQuit()
        case .character("?"): showsHelp = true
        case .character("u"): controller.undo()
        case .control("r"): controller.redo()
        case .character("s"): saveNow()
        case .escape: if options.mode == .picker { outcome = .cancelled }
        default: break
        }
    }

    private func resize(width w: Int, height h: Int) {
        width = max(0, w)
        height = max(0, h)
        if isTooSmall {
            controller.cancelDrag()
            return
        }
        layout()
        // A drag that survives a resize follows the pointer into the new layout.
        if let session = controller.session, session.input == .mouse {
            controller.pane(controller[session.owner], dragChangedTo: session.pointer)
        }
    }

    // MARK: Saving and quitting

    private func autosaveIfNeeded() {
        guard let persistence, persistence.autosave, controller.revision != savedRevision else { return }
        save(with: persistence)
    }

    private func saveNow() {
        guard let persistence else {
            controller.setStatus(unsavedHint, isError: false)
            return
        }
        save(with: persistence, announce: true)
    }

    /// Saves the board; the status line reports problems and where it went, and a quiet success only when
    /// `announce` (an explicit `s`, not an autosave).
    @discardableResult
    private func save(with persistence: any BoardPersistence, announce: Bool = false) -> Bool {
        let report = persistence.save(controller.board)
        if report.saved { savedRevision = controller.revision }
        if !report.message.isEmpty {
            controller.setStatus(report.message, isError: !report.saved)
        } else if announce {
            controller.setStatus("Saved", isError: false)
        }
        return report.saved
    }

    private func requestQuit() {
        if controller.isDragging { controller.cancelDrag() }
        if hasUnsavedChanges {
            asksToQuit = true
        } else {
            outcome = .quit
        }
    }

    private func answerQuit(_ key: Key) {
        switch key {
        case .character("s"):
            asksToQuit = false
            if let persistence, save(with: persistence) { outcome = .quit }
        case .character("d"):
            asksToQuit = false
            outcome = .quit
        case .escape, .character("q"):
            asksToQuit = false
        default: break
        }
    }

    // MARK: Time

    /// Advances timers and animations to the clock's current time.
    public func tick() {
        if controller.tick() { needsRedraw = true }
    }

    /// When ``tick()`` must next be called, in clock time; `nil` when nothing animates or waits (idle).
    public var nextWakeup: Double? { isTooSmall ? nil : controller.nextWakeup }

    /// Whether a chip is being dragged or carried.
    public var isDragging: Bool { controller.isDragging }

    /// Cancels a drag in progress, putting the chip back where it was (for signals and resizes).
    public func cancelDrag() {
        controller.cancelDrag()
        needsRedraw = true
    }

    // MARK: Rendering

    /// Renders the screen as it is at the clock's time.
    public func render() -> CellGrid {
        needsRedraw = false
        var grid = CellGrid(width: width, height: height)
        guard width > 0 && height > 0 else { return grid }
        if isTooSmall {
            Overlays.drawTooSmall(minWidth: options.minimumWidth, minHeight: options.minimumHeight, into: &grid)
            return grid
        }
        BoardRenderer.drawPanes(controller, into: &grid)
        drawStatus(into: &grid)
        BoardRenderer.drawFloating(controller, at: clock.now, into: &grid)
        if showsHelp { Overlays.drawHelp(into: &grid) }
        return grid
    }

    private func drawStatus(into grid: inout CellGrid) {
        let y = height - 1
        if asksToQuit {
            grid.write("Unsaved changes: s save and quit · d discard and quit · Esc keep editing", x: 0, y: y,
                       role: .statusError)
            return
        }
        let hint = options.mode == .picker ? "? help · q accept · Esc cancel" : "? help · q quit"
        let hintWidth = DisplayWidth.of(hint)
        let message = controller.status.isEmpty
            ? "Drag chips with the mouse, or Space to lift the focused one" : controller.status
        // The message comes first; the hint shows only where the message leaves room for it.
        let showHint = DisplayWidth.of(message) + 2 + hintWidth <= width
        let room = showHint ? width - hintWidth - 2 : width
        grid.write(DisplayWidth.truncated(message, to: room), x: 0, y: y,
                   role: controller.statusIsError ? .statusError : .status, clipMaxX: room)
        if showHint { grid.write(hint, x: width - hintWidth, y: y, role: .hint) }
    }
}
