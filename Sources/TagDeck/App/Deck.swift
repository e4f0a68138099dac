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
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var board: Board
    public private(set) var outcome: DeckOutcome?
    public private(set) var needsRedraw = true
    public weak var persistence: (any BoardPersistence)?

    public init(board: Board, width: Int, height: Int, options: DeckOptions = DeckOptions(),
                clock: any DeckClock = MonotonicClock(), persistence: (any BoardPersistence)? = nil) {
        self.board = board
        self.width = width
        self.height = height
        self.options = options
        self.clock = clock
        self.persistence = persistence
    }

    /// Handles one input event at the clock's current time.
    public func handle(_ event: InputEvent) {
        switch event {
        case .key(.character("q")): outcome = .quit
        case .resize(let w, let h): width = w; height = h
        default: break
        }
        needsRedraw = true
    }

    /// Advances timers and animations to the clock's current time.
    public func tick() {}

    /// When ``tick()`` must next be called, in clock time; `nil` when nothing animates or waits (idle).
    public var nextWakeup: Double? { nil }

    /// Whether a chip is being dragged or carried.
    public var isDragging: Bool { false }

    /// Cancels a drag in progress, putting the chip back where it was (for signals and resizes).
    public func cancelDrag() {}

    /// Renders the screen.
    public func render() -> CellGrid {
        needsRedraw = false
        var grid = CellGrid(width: width, height: height)
        grid.write("tagdeck (engine under construction)", x: 0, y: 0, role: .status)
        return grid
    }
}
