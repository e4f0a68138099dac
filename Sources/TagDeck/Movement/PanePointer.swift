/// The press-hold-drag gesture over one pane's chips, as a value: a press waits for the hold or a move to lift
/// its chip, a release before that is a click (two quick ones on the same tag: a double click). It reports what
/// it asks of the movement as ``PaneSignal``s; it moves nothing itself.
package struct PanePointer: Equatable {
    /// A press on a chip that has not lifted yet.
    struct PendingPress: Equatable {
        var path: TagPath
        var text: String
        var point: Point
        var time: Double
    }

    /// Where the gesture is.
    enum Gesture: Equatable {
        case idle
        case pressed(PendingPress)
        case dragging
    }

    let side: PaneSide
    private(set) var gesture: Gesture = .idle
    /// The last click's tag and time, for a double click.
    private struct Click: Equatable {
        var text: String
        var time: Double
    }
    private var lastClick: Click?
    private let pressDelay: Double
    private let doubleClickInterval: Double

    init(side: PaneSide, pressDelay: Double, doubleClickInterval: Double) {
        self.side = side
        self.pressDelay = pressDelay
        self.doubleClickInterval = doubleClickInterval
    }

    /// A press on the chip at `path` (its tag is `text`), unless a gesture is in progress.
    mutating func press(_ path: TagPath, text: String, at point: Point, now: Double) {
        guard case .idle = gesture else { return }
        gesture = .pressed(PendingPress(path: path, text: text, point: point, time: now))
    }


    /// Whether a press or a drag is in progress.
    package var isActive: Bool { gesture != .idle }

    /// Whether the gesture has lifted a chip.
    package var isDragging: Bool { gesture == .dragging }

    /// The tag pressed and where, while a press has not lifted yet.
    package var pendingPress: (path: TagPath, text: String)? {
        if case .pressed(let p) = gesture { return (p.path, p.text) }
        return nil
    }

    /// When the pending press lifts by holding, if one is pending.
    package var liftDue: Double? {
        if case .pressed(let p) = gesture { return p.time + pressDelay }
        return nil
    }

    /// The pointer moved with the button down.
    package mutating func dragged(to point: Point, now: Double) -> PaneSignal? {
        switch gesture {
        case .idle: return nil
        case .pressed(let p):
            guard abs(point.x - p.point.x) >= 1 || abs(point.y - p.point.y) >= 1 else { return nil }
            gesture = .idle
            return .lift(p.path, pointer: p.point, then: point)
        case .dragging:
            return .pointer(point)
        }
    }

    /// The button went up.
    package mutating func released(at point: Point, now: Double) -> PaneSignal? {
        switch gesture {
        case .idle: return nil
        case .pressed(let p):
            gesture = .idle
            var count = 1
            if let last = lastClick, last.text == p.text, now - last.time <= doubleClickInterval { count = 2 }
            lastClick = count == 2 ? nil : Click(text: p.text, time: now)
            return .click(p.path, count: count)
        case .dragging:
            gesture = .idle
            return .drop(point)
        }
    }

    /// The right button, or Escape: a drag in progress is cancelled; a pending press is forgotten.
    package mutating func cancel() -> PaneSignal? {
        let wasDragging = isDragging
        gesture = .idle
        return wasDragging ? .cancel : nil
    }

    /// Forgets the gesture without telling anyone (the coordinator ended the session itself).
    package mutating func reset() { gesture = .idle }

    /// The coordinator took the lift asked for: the gesture is now a drag.
    mutating func didLift() { gesture = .dragging }

    /// Keeps a pending press on its tag (`relocate` says where each path goes) after the model moved tags under it
    /// (a send, undo or redo while the button is held), so the hold lifts that tag and not whichever one took its
    /// place. A pressed tag that was sent to the other pane has left the pointer: the press is forgotten.
    mutating func relocate(_ relocate: (TagPath) -> TagPath) {
        guard case .pressed(var p) = gesture else { return }
        p.path = relocate(p.path)
        gesture = p.path.pane == side ? .pressed(p) : .idle
    }

    /// Lifts a pending press once the press delay has passed.
    package mutating func tick(now: Double) -> PaneSignal? {
        guard case .pressed(let p) = gesture, now >= p.time + pressDelay else { return nil }
        gesture = .idle
        return .lift(p.path, pointer: p.point, then: nil)
    }
}
