import TagDeck

/// A test double for the board's ``DragCoordinator``: it records every call in order and forwards it to the
/// real board, so tests can assert the sequence of verbs a mouse drag, a cancel, a keyboard carry or a send
/// makes. Install it with ``BoardController/routeMovements(through:)``; keep a reference while it is routed.
public final class RecordingCoordinator: DragCoordinator {
    /// One call, as recorded.
    public enum Call: Equatable, Sendable, CustomStringConvertible {
        case begin(TagPath, DragInput, allowed: Bool)
        case update(MovementTarget)
        case end
        case cancel

        public var description: String {
            switch self {
            case .begin(let p, let input, let allowed): "begin(\(p), \(input), allowed: \(allowed))"
            case .update(let target): "update(\(target))"
            case .end: "end"
            case .cancel: "cancel"
            }
        }

        /// The call without its data, for sequences where only the verbs matter.
        public var verb: String {
            switch self {
            case .begin: "begin"
            case .update: "update"
            case .end: "end"
            case .cancel: "cancel"
            }
        }
    }

    public private(set) var calls: [Call] = []
    private let board: BoardController

    public init(forwardingTo board: BoardController) {
        self.board = board
        board.routeMovements(through: self)
    }

    /// The verbs recorded so far, with runs of updates folded into one (`update*`).
    public var verbs: [String] {
        var out: [String] = []
        for call in calls {
            let v = call.verb == "update" ? "update*" : call.verb
            if v == "update*", out.last == v { continue }
            out.append(v)
        }
        return out
    }

    /// Forgets what was recorded.
    public func reset() { calls = [] }

    public func beginInteractiveMovement(at path: TagPath, pointer: Point, input: DragInput) -> Bool {
        let allowed = board.beginInteractiveMovement(at: path, pointer: pointer, input: input)
        calls.append(.begin(path, input, allowed: allowed))
        return allowed
    }

    public func updateInteractiveMovementTarget(_ target: MovementTarget) {
        calls.append(.update(target))
        board.updateInteractiveMovementTarget(target)
    }

    public func endInteractiveMovement() {
        calls.append(.end)
        board.endInteractiveMovement()
    }

    public func cancelInteractiveMovement() {
        calls.append(.cancel)
        board.cancelInteractiveMovement()
    }
}
