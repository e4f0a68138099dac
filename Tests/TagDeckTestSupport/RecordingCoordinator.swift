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
        case sendBack(count: Int, done: Bool)
        case beginSection(SectionPath, DragInput, allowed: Bool)
        case updateSection(SectionPath)
        case endSection
        case cancelSection

        public var description: String {
            switch self {
            case .begin(let p, let input, let allowed): "begin(\(p), \(input), allowed: \(allowed))"
            case .update(let target): "update(\(target))"
            case .end: "end"
            case .cancel: "cancel"
            case .sendBack(let count, let done): "sendBack(\(count), done: \(done))"
            case .beginSection(let p, let input, let allowed): "beginSection(\(p), \(input), allowed: \(allowed))"
            case .updateSection(let p): "updateSection(\(p))"
            case .endSection: "endSection"
            case .cancelSection: "cancelSection"
            }
        }

        /// The call without its data, for sequences where only the verbs matter.
        public var verb: String {
            switch self {
            case .begin: "begin"
            case .update: "update"
            case .end: "end"
            case .cancel: "cancel"
            case .sendBack: "sendBack"
            case .beginSection: "beginSection"
            case .updateSection: "updateSection"
            case .endSection: "endSection"
            case .cancelSection: "cancelSection"
            }
        }
    }

    public private(set) var calls: [Call] = []
    private let board: BoardController

    public init(forwardingTo board: BoardController) {
        self.board = board
        board.routeMovements(through: self)
    }

    /// The verbs recorded so far, with runs of updates folded into one (`update*`, `updateSection*`).
    public var verbs: [String] {
        var out: [String] = []
        for call in calls {
            let v = call.verb.hasPrefix("update") ? call.verb + "*" : call.verb
            if v.hasSuffix("*"), out.last == v { continue }
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

    public func sendBack(_ members: [TagPath]) -> Bool {
        let done = board.sendBack(members)
        calls.append(.sendBack(count: members.count, done: done))
        return done
    }

    public func beginSectionMovement(at path: SectionPath, input: DragInput) -> Bool {
        let allowed = board.beginSectionMovement(at: path, input: input)
        calls.append(.beginSection(path, input, allowed: allowed))
        return allowed
    }

    public func updateSectionMovementTarget(_ target: SectionPath) {
        calls.append(.updateSection(target))
        board.updateSectionMovementTarget(target)
    }

    public func endSectionMovement() {
        calls.append(.endSection)
        board.endSectionMovement()
    }

    public func cancelSectionMovement() {
        calls.append(.cancelSection)
        board.cancelSectionMovement()
    }
}
