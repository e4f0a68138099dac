/// What lies under a point in a pane.
public enum PaneHit: Equatable, Sendable {
    /// Over a chip: its path, and whether the point is on its left half.
    case chip(TagPath, leftHalf: Bool)
    /// Between chips, past the end of a row, on a title row, an empty section or below all content: the slot a
    /// drop would take, as an insertion index in the current model (before any removal).
    case slot(TagPath)
}

/// One grid pane on screen: its frame, scroll offset and flow layout, hit-testing, and the press-hold-drag
/// gesture over its chips, reported to a ``DragCoordinator``.
///
/// A pane holds no tags: it is given its ``PaneContent`` from the board's model for every query.
public final class Pane {
    public let side: PaneSide
    /// The frame on screen, border included.
    public private(set) var frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The first content row shown.
    public private(set) var scrollOffset = 0
    public let layout: PaneLayout
    /// Where this pane's drags go: the board, or a test double standing in for it.
    public weak var coordinator: (any DragCoordinator)?
    /// Where clicks go.
    public weak var clickDelegate: (any PaneClickDelegate)?

    /// A press on a chip that has not lifted yet.
    struct PendingPress {
        var path: TagPath
        var text: String
        var point: Point
        var time: Double
    }

    enum Gesture {
        case idle
        case pressed(PendingPress)
        case dragging
    }

    private(set) var gesture: Gesture = .idle
    private var lastClick: (text: String, time: Double)?
    private let pressDelay: Double
    private let doubleClickInterval: Double

    public init(side: PaneSide, pressDelay: Double, doubleClickInterval: Double) {
        self.side = side
        layout = PaneLayout(width: 1, side: side)
        self.pressDelay = pressDelay
        self.doubleClickInterval = doubleClickInterval
    }

    /// The area where chips are drawn: inside the border, one blank column each side.
    public var viewport: Rect {
        Rect(x: frame.x + 2, y: frame.y + 1, width: max(0, frame.width - 4), height: max(0, frame.height - 2))
    }

    /// Places the pane; a new width resets the layout.
    public func setFrame(_ rect: Rect, content: PaneContent) {
        let widthChanged = rect.width != frame.width
        frame = rect
        if widthChanged { layout.reset(width: viewport.width, sectionCount: content.sections.count) }
        clampScroll(content)
    }

    // MARK: What the coordinator tells the pane

    /// A tag was inserted at `path` in this pane.
    public func didInsert(at path: TagPath) { layout.invalidate(section: path.section, from: path.item) }

    /// A tag was removed from `path` in this pane.
    public func didRemove(at path: TagPath) { layout.invalidate(section: path.section, from: path.item) }

    /// A tag moved between two items of one section in this pane.
    public func didReorder(section: Int, from: Int, to: Int) {
        layout.invalidate(section: section, from: min(from, to))
    }

    // MARK: Scrolling

    /// Scrolls by `rows` (negative: up), stopping at the ends.
    /// - Returns: whether the offset changed.
    @discardableResult
    public func scroll(by rows: Int, content: PaneContent) -> Bool {
        let old = scrollOffset
        if rows < 0 {
            scrollOffset = max(0, scrollOffset + rows)
        } else {
            var k = 0
            // Scroll down only while a row exists below the viewport: lazily, no full layout.
            while k < rows && layout.hasRow(content, scrollOffset + viewport.height) {
                scrollOffset += 1
                k += 1
            }
        }
        return scrollOffset != old
    }

    /// Whether the pane can scroll up / down from where it is.
    public func canScroll(up: Bool, content: PaneContent) -> Bool {
        up ? scrollOffset > 0 : layout.hasRow(content, scrollOffset + viewport.height)
    }

    /// Scrolls the least needed so content row `row` is visible.
    public func scrollToShow(contentRow row: Int, content: PaneContent) {
        let h = max(1, viewport.height)
        if row < scrollOffset { scrollOffset = row } else if row >= scrollOffset + h { scrollOffset = row - h + 1 }
        clampScroll(content)
    }

    /// Keeps the offset in range after content or size changes.
    public func clampScroll(_ content: PaneContent) {
        if scrollOffset < 0 { scrollOffset = 0 }
        // Pull up when rows below the offset no longer fill the viewport.
        while scrollOffset > 0 && !layout.hasRow(content, scrollOffset + viewport.height - 1) { scrollOffset -= 1 }
    }

    // MARK: Gesture

    /// Whether this pane owns a press or a drag in progress.
    public var hasGesture: Bool {
        if case .idle = gesture { return false }
        return true
    }

    /// Whether this pane's gesture has lifted a chip.
    public var isDragging: Bool {
        if case .dragging = gesture { return true }
        return false
    }

    /// The tag pressed and where, while a press has not lifted yet.
    public var pendingPress: (path: TagPath, text: String)? {
        if case .pressed(let p) = gesture { return (p.path, p.text) }
        return nil
    }

    /// When the pending press lifts by holding, if one is pending.
    public var liftDue: Double? {
        if case .pressed(let p) = gesture { return p.time + pressDelay }
        return nil
    }

    /// Left button down at `point` (inside this pane's frame).
    public func pressed(at point: Point, now: Double, content: PaneContent) {
        guard case .idle = gesture else { return }
        guard case .chip(let path, _) = hit(point, content: content), viewport.contains(point) else { return }
        let text = content.sections[path.section].tags[path.item].text
        gesture = .pressed(PendingPress(path: path, text: text, point: point, time: now))
    }

    /// The pointer moved with the button down.
    public func dragged(to point: Point, now: Double) {
        switch gesture {
        case .idle: return
        case .pressed(let p):
            if abs(point.x - p.point.x) >= 1 || abs(point.y - p.point.y) >= 1 {
                lift(p)
                if isDragging { coordinator?.updateInteractiveMovementTarget(.pointer(point)) }
            }
        case .dragging:
            coordinator?.updateInteractiveMovementTarget(.pointer(point))
        }
    }

    /// The button went up.
    public func released(at point: Point, now: Double) {
        switch gesture {
        case .idle: return
        case .pressed(let p):
            gesture = .idle
            var count = 1
            if let last = lastClick, last.text == p.text, now - last.time <= doubleClickInterval { count = 2 }
            lastClick = count == 2 ? nil : (p.text, now)
            clickDelegate?.pane(self, clickedChipAt: p.path, count: count)
        case .dragging:
            gesture = .idle
            coordinator?.updateInteractiveMovementTarget(.pointer(point))
            coordinator?.endInteractiveMovement()
        }
    }

    /// The right button, or Escape: a drag in progress is cancelled; a pending press is forgotten.
    public func cancelGesture() {
        let wasDragging = isDragging
        gesture = .idle
        if wasDragging { coordinator?.cancelInteractiveMovement() }
    }

    /// Forgets the gesture without telling anyone (the coordinator ended the session itself).
    public func resetGesture() { gesture = .idle }

    /// Keeps a pending press on its tag (`relocate` says where each path goes) after the model moved tags under it
    /// (a send, undo or redo while the button is held), so the hold lifts that tag and not whichever one took its
    /// place. A pressed tag that was sent to the other pane has left the pointer: the press is forgotten.
    func relocatePress(_ relocate: (TagPath) -> TagPath) {
        guard case .pressed(var p) = gesture else { return }
        p.path = relocate(p.path)
        gesture = p.path.pane == side ? .pressed(p) : .idle
    }

    /// Lifts a pending press once the press delay has passed.
    public func tick(now: Double) {
        if case .pressed(let p) = gesture, now >= p.time + pressDelay { lift(p) }
    }

    private func lift(_ p: PendingPress) {
        gesture = .idle
        guard let coordinator else { return }
        if coordinator.beginInteractiveMovement(at: p.path, pointer: p.point, input: .mouse) { gesture = .dragging }
    }
}
