/// An action that touches more tags than a frame allows (marking every chip of a million, sending or undoing a
/// bundle of thousands), done off the input path: on a copy of the state, by the host, on a thread of its own.
///
/// A deck whose ``DeckOptions/backgroundWorkThreshold`` is set asks for it with ``DeckEffect/work(_:)``. Until
/// the host answers with ``DeckEvent/workFinished(_:)``, the deck shows the old board with a progress line
/// (`Sending 1,000,000 tags… 40%`, fed by ``DeckEvent/workProgress(_:)``) and holds every other event in order:
/// keys, clicks, saves' reports, a file changed on disk. They are handled, in that order, once the result is in,
/// so nothing is lost or doubled and undo sees one step per action. A resize is handled at once, and again
/// after. A terminating signal ends the session at once: the action is dropped, as if never asked for.
///
/// ``run(progress:)`` may be called on any thread: the state it works on shares nothing that the deck changes
/// (its caches are copies), and the deck does not change its own state while the work is out.
public struct DeckWork: Equatable, @unchecked Sendable {
    /// What it does, for the status line: `Sending 1,000,000 tags`.
    public let label: String
    /// Which request of the deck this is: a result is taken only for the request still waited for.
    let serial: Int
    private let state: DeckState
    private let body: @Sendable (inout DeckState) -> StatusNotes

    init(label: String, serial: Int, state: DeckState, body: @escaping @Sendable (inout DeckState) -> StatusNotes) {
        self.label = label
        self.serial = serial
        self.state = WorkInFlight.detached(state)
        self.body = body
    }

    /// Two requests are the same when they are the same request of the same deck.
    public static func == (a: DeckWork, b: DeckWork) -> Bool { a.serial == b.serial && a.label == b.label }

    /// Does the work and returns the state it leads to; `progress` is called now and then with the part done
    /// (0 to 1), on the calling thread.
    /// - Complexity: the action's own: O(tags it touches).
    public func run(progress: @escaping @Sendable (Double) -> Void = { _ in }) -> DeckWorkResult {
        var s = state
        s.environment.reportProgress = progress
        let notes = body(&s)
        s.environment.reportProgress = nil
        return DeckWorkResult(serial: serial, state: s, notes: notes)
    }
}

/// The state a ``DeckWork`` led to, for ``DeckEvent/workFinished(_:)``.
public struct DeckWorkResult: Equatable, @unchecked Sendable {
    let serial: Int
    let state: DeckState
    /// What the work says on the status line: the deck shows it when it takes the state up.
    let notes: StatusNotes

    /// Two results are the same when they answer the same request.
    public static func == (a: DeckWorkResult, b: DeckWorkResult) -> Bool { a.serial == b.serial }
}

/// The deck's side of background work: the request out, how far it got, and the events held until its result is
/// in; and the events that wait for a reload's answer.
struct WorkInFlight: Equatable {
    /// What to do with an event.
    enum Route {
        /// Nothing more: it was held, or it only moved the progress line.
        case absorbed
        /// Handle it, then these (held events that count even after a terminating signal: saves' reports).
        case take(replayAfter: [DeckEvent])
    }

    private(set) var serial = 0
    /// A request out: its serial and label.
    struct Request: Equatable {
        let serial: Int
        let label: String
    }
    /// The request out, if any.
    private(set) var current: Request?
    /// Events that came meanwhile, oldest first.
    private(set) var held: [DeckEvent] = []
    /// How far the work got, 0 to 1.
    private(set) var fraction = 0.0
    /// Events that wait for a reload's answer.
    private var heldForReload: [DeckEvent] = []

    var isBusy: Bool { current != nil }

    /// A request for `body` on a copy of `state`.
    mutating func start(_ label: String, _ state: DeckState,
                        _ body: @escaping @Sendable (inout DeckState) -> StatusNotes) -> DeckWork {
        serial += 1
        current = Request(serial: serial, label: label)
        held = []
        fraction = 0
        return DeckWork(label: label, serial: serial, state: state, body: body)
    }

    /// While work is out, every event waits but a resize, a terminating signal (which drops the work) and the
    /// result; ticks are skipped (the old board stays still). While a reload is out (`reloading`), what could
    /// change the board waits (see ``WorkEstimate/waitsForReload(_:mode:keyMap:)``).
    mutating func route(_ event: DeckEvent, reloading: Bool, mode: DeckMode, keyMap: KeyMap) -> Route {
        if isBusy {
            switch event {
            case .input(.resize), .workFinished: return .take(replayAfter: [])
            case .terminate: return .take(replayAfter: cancel().filter(\.isSaveReport))
            case .workProgress(let f): fraction = f
            case .tick: break
            default: held.append(event)
            }
            return .absorbed
        }
        if reloading && WorkEstimate.waitsForReload(event, mode: mode, keyMap: keyMap) {
            heldForReload.append(event)
            return .absorbed
        }
        return .take(replayAfter: [])
    }

    /// Forgets the request out; its result, if it comes, is not taken.
    /// - Returns: the events held meanwhile.
    private mutating func cancel() -> [DeckEvent] {
        current = nil
        defer { held = [] }
        return held
    }

    /// The result, when it answers the request out; the held events to replay after it.
    mutating func finish(_ result: DeckWorkResult) -> (DeckState, [DeckEvent])? {
        guard let current, current.serial == result.serial else { return nil }
        self.current = nil
        defer { held = [] }
        return (result.state, held)
    }

    /// Takes up into `state` the state the work led to: its board, panes, focus, marks, history and mode; the
    /// screen, the filing, the count and the outcome stay `state`'s (they went on while the work was out).
    static func take(_ result: DeckState, into state: inout DeckState) {
        let (screen, files, count, outcome) = (state.screen, state.files, state.count, state.outcome)
        state = result
        (state.screen, state.files, state.count, state.outcome) = (screen, files, count, outcome)
    }

    /// The reload is answered: the events that waited for it.
    mutating func takeHeldForReload() -> [DeckEvent] {
        defer { heldForReload = [] }
        return heldForReload
    }

    /// The progress line while work is out: `Sending 1,000,000 tags… 40% · 2 keys wait`; nil otherwise.
    var progressLine: String? {
        guard let current else { return nil }
        var line = current.label + "… \(Int((min(max(fraction, 0), 1) * 100).rounded(.down)))%"
        let keys = held.count { if case .input = $0 { true } else { false } }
        if keys > 0 { line += " · \(keys) \(keys == 1 ? "key waits" : "keys wait")" }
        return line
    }

    /// A copy of `state` that shares no cache with it (the panes' layouts, the filter in force), so that one of
    /// the two may change on another thread while the other is drawn. Filters met while typing are forgotten.
    /// - Complexity: O(rows the layouts know).
    static func detached(_ state: DeckState) -> DeckState {
        var copy = state
        let old = state.filtering.current
        let filter = copy.filtering.detach()
        for side in PaneSide.allCases {
            let shown = state[side].layout.filter
            copy[side].detachLayout(filter: shown == nil ? nil : shown === old ? filter : shown?.copy())
        }
        return copy
    }

}

