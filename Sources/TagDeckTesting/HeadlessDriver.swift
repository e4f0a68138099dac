#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TagDeck

/// Runs tagdeck without a terminal, exactly as the terminal runs it: events in through ``Deck/dispatch(_:to:)``,
/// effects performed (saves through the given persistence, the rest recorded), time advanced by a manual
/// clock, the screen read back as text. For tests and the benchmark.
public final class HeadlessDriver: DeckHost {
    public let clock: ManualClock
    public let deck: Deck
    private let persistence: (any BoardPersistence)?
    /// Every effect performed so far other than saves and wake-ups (finish, announce, bell), oldest first.
    public private(set) var performed: [DeckEffect] = []
    /// Every save asked for, with its report, oldest first.
    public private(set) var saves: [(request: SaveRequest, report: SaveReport)] = []
    /// The wake-up the deck asked for last, if any.
    public private(set) var wakeUp: Double?
    /// Saves in the background, as the terminal makes them: a save is only written by ``finishSave()``, and
    /// requests that come meanwhile are coalesced as the terminal's saver does (``SaveQueue``).
    public var savesInBackground = false
    /// The background saves written and waiting (with ``savesInBackground``).
    package private(set) var saveQueue = SaveQueue()

    public init(board: Board, width: Int = 60, height: Int = 20, options: DeckOptions = DeckOptions(),
                persistence: (any BoardPersistence)? = nil) {
        clock = ManualClock()
        self.persistence = persistence
        deck = Deck(board: board, width: width, height: height, options: options, clock: clock,
                    saving: persistence?.savePolicy ?? .noFile)
        wakeUp = deck.nextWakeup
    }

    public var board: Board { deck.board }
    /// The deck's state now.
    public var state: DeckState { deck.state }

    // MARK: DeckHost

    public func save(_ request: SaveRequest) -> SaveReport? {
        if savesInBackground {
            _ = saveQueue.submit(request)
            return nil
        }
        return write(request)
    }

    private func write(_ request: SaveRequest) -> SaveReport {
        let report = persistence?.save(request.board, history: request.history)
            ?? SaveReport(saved: false, message: "Nowhere to save")
        saves.append((request, report))
        return report
    }

    /// Writes the background save under way (with ``savesInBackground``) and tells the deck it is done, as the
    /// terminal's run loop does when its saver finishes. Returns whether there was one.
    @discardableResult
    public func finishSave() -> Bool {
        guard let request = saveQueue.writing else { return false }
        let report = write(request)
        _ = saveQueue.finish()
        deck.dispatch(.saveFinished(request, report), to: self)
        return true
    }

    public func perform(_ effect: DeckEffect) { performed.append(effect) }

    public func reload(_ ours: Board) -> SaveReport? { persistence?.reload(ours) }

    public func undoKept(_ ours: Board) -> SaveReport? {
        persistence?.undoKept(ours) ?? SaveReport(saved: true, message: "Nothing to undo")
    }

    public func schedule(wakeUp due: Double?) { wakeUp = due }

    /// The messages announced so far, oldest first.
    public var announcements: [String] {
        performed.compactMap { if case .announce(let m) = $0 { m } else { nil } }
    }

    // MARK: Input

    public func press(_ x: Int, _ y: Int, button: MouseButton = .left) { send(.press(Point(x: x, y: y), button)) }
    public func move(_ x: Int, _ y: Int) { send(.drag(Point(x: x, y: y))) }
    public func release(_ x: Int, _ y: Int) { send(.release(Point(x: x, y: y))) }
    public func wheel(_ x: Int, _ y: Int, delta: Int) { send(.wheel(Point(x: x, y: y), delta: delta)) }
    public func key(_ key: Key) { send(.key(key)) }
    public func type(_ text: String) { for ch in text { key(ch == " " ? .space : .character(ch)) } }
    public func resize(_ width: Int, _ height: Int) { send(.resize(width: width, height: height)) }

    public func send(_ event: InputEvent) { deck.dispatch(.input(event), to: self) }

    /// Sends any event: a signal, a suspend.
    public func send(_ event: DeckEvent) { deck.dispatch(event, to: self) }

    /// Press on a point, move through `path` one event per point, release at the last.
    public func drag(from start: Point, through path: [Point]) {
        press(start.x, start.y)
        for p in path { move(p.x, p.y) }
        let end = path.last ?? start
        release(end.x, end.y)
    }

    // MARK: Time

    /// Advances the clock by `seconds`, running every wake-up that falls due on the way, as the run loop would.
    public func advance(_ seconds: Double) {
        let target = clock.now + seconds
        var guardCount = 0
        while let due = wakeUp, due <= target, guardCount < 100_000 {
            awaitWork()
            clock.set(max(due, clock.now + 1e-6))
            deck.dispatch(.tick, to: self)
            guardCount += 1
        }
        awaitWork()
        clock.set(target)
        deck.dispatch(.tick, to: self)
    }

    /// Advances time until nothing animates or waits (at most `limit` seconds).
    public func settle(limit: Double = 5) {
        let end = clock.now + limit
        while let due = wakeUp, clock.now < end {
            awaitWork()
            clock.set(max(due, clock.now + 1e-6))
            deck.dispatch(.tick, to: self)
        }
    }

    /// Waits until no work the deck started runs on another thread (``Deck/hasWorkRunning``): time passes on the
    /// manual clock only once that work is done, so a tick finds the same results on every run, however loaded
    /// the machine. Polls, yielding the processor to the work between looks.
    public func awaitWork() {
        var looks = 0
        while deck.hasWorkRunning {
            looks += 1
            if looks < 64 { sched_yield() } else { usleep(100) }
        }
    }

    // MARK: Output

    /// The screen as lines, trailing blanks trimmed.
    public var lines: [String] { deck.render().lines }

    /// The screen as one string.
    public var screen: String { lines.joined(separator: "\n") }

    /// The screen position of the chip with `text`, its centre cell, if it is shown.
    public func chipCenter(_ text: String) -> Point? {
        guard let path = board.path(of: text) else { return nil }
        let r = state.chipFrame(path)
        return Point(x: r.x + r.width / 2, y: r.y)
    }
}
