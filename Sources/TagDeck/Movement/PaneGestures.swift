/// The mouse over the panes, in one place: a press on a chip waits for the hold or a move to lift it, the motion
/// that follows moves it, the release drops it; a release before the lift is a click (two quick ones on the same
/// tag: a double click), the right button cancels, Alt+click marks, the wheel scrolls. What a gesture asks of the
/// movement goes straight to the coordinator in hand (``DeckState/coordinator``), which alone moves tags; a click
/// goes to the focus. Each pane keeps its own gesture as a value (``PanePointer``); panes never reach into each other.
///
/// It works on the movement's state alone (``MovementState``): the preview's wheel is its parent's, which takes it
/// first. Mouse reports come here from the deck's update (``handle(_:in:arranger:)``), the held press from its clock
/// (``liftHeld(_:now:)``), and a cancel from anywhere that ends a movement (``cancelMovement(_:)``).
enum PaneGestures {
    /// A mouse report over the board: to the section title it concerns, to the line between the panes, or to the
    /// gesture of the pane that owns it (or of the pane under the pointer, for a press).
    /// - Returns: what the status line says of it.
    static func handle(_ input: InputEvent, in state: inout MovementState, arranger: PaneArranger) -> StatusNotes {
        let now = state.clock.now
        // A section title pressed, or a section lifted: the section follows the pointer.
        let section = SectionGestures.sectionPointer(&state, input)
        if section.handled { return section.notes }
        var notes = section.notes
        switch input {
        case .press(let p, .left):
            guard state.session == nil else { return notes }
            if let moving = arranger.grab(state, at: p) {
                state.mode = moving
                return notes
            }
            guard let side = state.paneSide(at: p) else { return notes }
            state.activeSide = side
            let content = state.board[side]
            guard case .chip(let path, _) = state[side].hit(p, content: content), state[side].viewport.contains(p)
            else { return notes }
            state[side].pointer.press(path, text: content.sections[path.section].tags[path.item].text, at: p, now: now)
        case .press(let p, .leftWithAlt):
            guard state.session == nil, let side = state.paneSide(at: p),
                  state[side].viewport.contains(p),
                  case .chip(let path, _) = state[side].hit(p, content: state.board[side]) else { return notes }
            state.activeSide = side
            state.focusedChip = path
            let scene = MarkScene(state)
            if let said = ChipMarker.toggle(&state.marks, at: path, in: scene).said { notes.append(said) }
        case .press(_, .right):
            // As `cancelMovement`, without a section in hand (`sectionPointer` took that report): written out here
            // so that the chip flies back one call after this one.
            if let s = state.session {
                if s.input != .mouse || state[s.owner].pointer.cancel() {
                    notes += state.coordinator.cancelInteractiveMovement(in: &state)
                }
            } else {
                for side in PaneSide.allCases {
                    if state[side].pointer.cancel() { notes += state.coordinator.cancelInteractiveMovement(in: &state) }
                }
            }
        case .drag(let p):
            for side in gestureOwners(state) {
                switch state[side].pointer.gesture {
                case .idle:
                    continue
                case .pressed(let press):
                    // Moved a cell with the button down: the chip lifts, then follows the pointer.
                    guard abs(p.x - press.point.x) >= 1 || abs(p.y - press.point.y) >= 1 else { continue }
                    state[side].pointer.reset()
                    let lifted = lift(press, from: side, in: &state)
                    notes += lifted.notes
                    guard lifted.lifted else { continue }
                    notes += state.coordinator.updateInteractiveMovementTarget(.pointer(p), in: &state)
                case .dragging:
                    notes += state.coordinator.updateInteractiveMovementTarget(.pointer(p), in: &state)
                }
            }
        case .release(let p):
            for side in gestureOwners(state) {
                switch state[side].pointer.released(at: p, now: now) {
                case nil:
                    continue
                case .click(let path, let count)? where state.board.contains(path):
                    // It takes the focus; a double click sends it.
                    let focused = state.moveFocus { FocusNavigator.click(&$0, $1, at: path) }
                    notes += count >= 2 ? ChipSender.send(&state, path) : focused
                case .click?:
                    continue
                case .drop(let point)?:
                    notes += state.coordinator.updateInteractiveMovementTarget(.pointer(point), in: &state)
                    notes += state.coordinator.endInteractiveMovement(in: &state)
                }
            }
        case .wheel(let p, let delta):
            guard let side = state.paneSide(at: p) else { return notes }
            guard state[side].scroll(by: delta * 2, content: state.board[side]), state.session != nil else { return notes }
            notes += state.coordinator.updateInteractiveMovementTarget(.scrolled(.wheel), in: &state)
        case .key, .resize, .paste:
            break
        }
        return notes
    }

    /// In the help overlay: a click closes it, the wheel scrolls it.
    /// The help is the mode's own state: this changes `mode` only (to `resting` when the help closes).
    static func handleInHelp(_ input: InputEvent, scroll: Int, maxScroll maxHelpScroll: Int, resting: DeckMode,
                             mode: inout DeckMode) {
        switch input {
        case .press:
            mode = resting
        case .wheel(_, let delta):
            mode = .help(scroll: min(max(0, scroll + delta * 2), maxHelpScroll))
        default:
            break
        }
    }

    /// The clock reached `now`: a press held for the press delay lifts its chip, which waits for the pointer to
    /// move (the top pane's first).
    /// - Returns: what the status line says of it.
    static func liftHeld(_ state: inout MovementState, now: Double) -> StatusNotes {
        var notes: StatusNotes = []
        for side in PaneSide.allCases {
            guard case .pressed(let press) = state[side].pointer.gesture, let due = state[side].pointer.liftDue,
                  now >= due else { continue }
            state[side].pointer.reset()
            notes += lift(press, from: side, in: &state).notes
        }
        return notes
    }

    /// Cancels a movement in progress through the coordinator; the chip (or a lifted section) goes back. A mouse
    /// drag's pane forgets its gesture; a press that has not lifted is left as it is.
    /// - Returns: what the status line says of it.
    static func cancelMovement(_ state: inout MovementState) -> StatusNotes {
        var notes: StatusNotes = []
        if state.mode.isMovingSection { notes = state.coordinator.cancelSectionMovement(in: &state) }
        guard let s = state.session else { return notes }
        if s.input != .mouse || state[s.owner].pointer.cancel() {
            notes += state.coordinator.cancelInteractiveMovement(in: &state)
        }
        return notes
    }

    /// Asks the coordinator to lift the chip pressed in the pane on `side`; when it does, that pane's gesture is a
    /// drag. Returns whether it did (a pinned chip, or a busy deck, stays), and what the status line says of it.
    private static func lift(_ press: PanePointer.PendingPress, from side: PaneSide,
                             in state: inout MovementState) -> (lifted: Bool, notes: StatusNotes) {
        let begun = state.coordinator.beginInteractiveMovement(at: press.path, pointer: press.point, input: .mouse, in: &state)
        guard begun.allowed else { return (false, begun.notes) }
        state[side].pointer.didLift()
        return (true, begun.notes)
    }

    /// The panes that receive motion and release: the owner of a mouse drag, else any pane with a pending press.
    private static func gestureOwners(_ state: MovementState) -> [PaneSide] {
        if let s = state.session {
            return s.input == .mouse ? [s.owner] : []
        }
        return PaneSide.allCases.filter { state[$0].pointer.isActive }
    }
}

/// The press-hold-drag gesture over one pane's chips, as a value: idle, a press that has not lifted yet, or a
/// drag; and the last click, for a double click. ``PaneGestures`` moves it along; it moves nothing itself.
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

    /// What a release of the button ends: a click on a chip that had not lifted (`count` 2 for a double click),
    /// or the drop of the chip in hand, here.
    enum Release: Equatable {
        case click(TagPath, count: Int)
        case drop(Point)
    }

    /// A press on the chip at `path` (its tag is `text`), unless a gesture is in progress.
    mutating func press(_ path: TagPath, text: String, at point: Point, now: Double) {
        guard case .idle = gesture else { return }
        gesture = .pressed(PendingPress(path: path, text: text, point: point, time: now))
    }

    /// The coordinator took the lift asked for: the gesture is now a drag.
    mutating func didLift() { gesture = .dragging }

    /// The button went up at `point`: what that ends (nil: no gesture was in progress). A click on the same tag
    /// within the double-click interval after another is a double click (and that pair is spent).
    mutating func released(at point: Point, now: Double) -> Release? {
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

    /// The right button, Escape, or an edit that takes the pointer's tag: the gesture is forgotten.
    /// - Returns: whether it was a drag, which the caller then cancels through the coordinator.
    @discardableResult
    mutating func cancel() -> Bool {
        let wasDragging = isDragging
        gesture = .idle
        return wasDragging
    }

    /// Forgets the gesture without telling anyone (the coordinator ended the session itself).
    package mutating func reset() { gesture = .idle }

    /// Keeps a pending press on its tag (`relocate` says where each path goes) after the model moved tags under it
    /// (a send, undo or redo while the button is held), so the hold lifts that tag and not whichever one took its
    /// place. A pressed tag that was sent to the other pane has left the pointer: the press is forgotten.
    mutating func relocate(_ relocate: (TagPath) -> TagPath) {
        guard case .pressed(var p) = gesture else { return }
        p.path = relocate(p.path)
        gesture = p.path.pane == side ? .pressed(p) : .idle
    }
}
