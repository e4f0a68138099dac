import TagDeck

/// A test double for the board's ``DragCoordinator``: it records every call in order and forwards it to the
/// board's own (``BoardCoordinator``), so tests can assert the sequence of verbs a mouse drag, a cancel, a keyboard carry or a send
/// makes (and the drop the vocabulary board's re-parenting takes back). It routes the deck's movements through
/// itself when made.
public final class RecordingCoordinator: DragCoordinator {
    /// One call, as recorded.
    public enum Call: Equatable, Sendable, CustomStringConvertible {
        case begin(TagPath, DragInput, allowed: Bool)
        case update(MovementTarget)
        case end
        case cancel
        case sendBack(count: Int, done: Bool)
        case takeBack(Move)
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
            case .takeBack(let drop): "takeBack(\(drop))"
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
            case .takeBack: "takeBack"
            case .beginSection: "beginSection"
            case .updateSection: "updateSection"
            case .endSection: "endSection"
            case .cancelSection: "cancelSection"
            }
        }
    }

    public private(set) var calls: [Call] = []
    private let board = BoardCoordinator()

    /// Routes the movements of `deck` through a new recorder.
    public init(routing deck: Deck) { deck.routeMovements(through: self) }

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

    public func beginInteractiveMovement(at path: TagPath, pointer: Point, input: DragInput,
                                         in state: inout MovementState) -> (allowed: Bool, notes: StatusNotes) {
        let begun = board.beginInteractiveMovement(at: path, pointer: pointer, input: input, in: &state)
        calls.append(.begin(path, input, allowed: begun.allowed))
        return begun
    }

    public func updateInteractiveMovementTarget(_ target: MovementTarget, in state: inout MovementState) -> StatusNotes {
        calls.append(.update(target))
        return board.updateInteractiveMovementTarget(target, in: &state)
    }

    public func endInteractiveMovement(in state: inout MovementState) -> StatusNotes {
        calls.append(.end)
        return board.endInteractiveMovement(in: &state)
    }

    public func cancelInteractiveMovement(in state: inout MovementState) -> StatusNotes {
        calls.append(.cancel)
        return board.cancelInteractiveMovement(in: &state)
    }

    public func sendBack(_ members: [TagPath], in state: inout MovementState) -> (done: Bool, notes: StatusNotes) {
        let sent = board.sendBack(members, in: &state)
        calls.append(.sendBack(count: members.count, done: sent.done))
        return sent
    }

    public func takeBack(_ drop: Move, in state: inout MovementState) {
        calls.append(.takeBack(drop))
        board.takeBack(drop, in: &state)
    }

    public func beginSectionMovement(at path: SectionPath, input: DragInput,
                                     in state: inout MovementState) -> (allowed: Bool, notes: StatusNotes) {
        let begun = board.beginSectionMovement(at: path, input: input, in: &state)
        calls.append(.beginSection(path, input, allowed: begun.allowed))
        return begun
    }

    public func updateSectionMovementTarget(_ target: SectionPath, in state: inout MovementState) -> StatusNotes {
        calls.append(.updateSection(target))
        return board.updateSectionMovementTarget(target, in: &state)
    }

    public func endSectionMovement(in state: inout MovementState) -> StatusNotes {
        calls.append(.endSection)
        return board.endSectionMovement(in: &state)
    }

    public func cancelSectionMovement(in state: inout MovementState) -> StatusNotes {
        calls.append(.cancelSection)
        return board.cancelSectionMovement(in: &state)
    }
}
