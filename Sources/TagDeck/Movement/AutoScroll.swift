/// Continuous scrolling while a dragged chip rests near a pane's top or bottom edge.
package struct AutoScroll: Sendable, Equatable {
    /// Rows per second one row inside the edge, and on the edge itself.
    package static let slowSpeed = 8.0
    package static let fastSpeed = 24.0

    package let side: PaneSide
    /// -1 scrolls up, +1 down.
    package let direction: Int
    package let speed: Double
    /// When rows were last scrolled, and the fraction of a row owed since.
    var last: Double
    var owed: Double = 0

    /// The scroll a pointer asks for in a pane with `frame`, or nil when it is not near an edge.
    /// The zone is the border row (fast) and the content row next to it (slow).
    package static func zone(pointer: Point, frame: Rect) -> (direction: Int, speed: Double)? {
        guard pointer.x >= frame.x && pointer.x < frame.maxX else { return nil }
        switch pointer.y {
        case frame.y: return (-1, fastSpeed)
        case frame.y + 1: return (-1, slowSpeed)
        case frame.maxY - 2: return (1, slowSpeed)
        case frame.maxY - 1: return (1, fastSpeed)
        default: return nil
        }
    }

    init(side: PaneSide, direction: Int, speed: Double, now: Double) {
        self.side = side
        self.direction = direction
        self.speed = speed
        self.last = now
    }

    /// Whole rows due by `now`; keeps the remainder for later.
    mutating func rowsDue(at now: Double) -> Int {
        let total = owed + (now - last) * speed
        last = now
        let rows = Int(total.rounded(.down))
        owed = total - Double(rows)
        return rows
    }

    /// When the next whole row is due.
    var nextDue: Double { last + max(0, 1 - owed) / speed }
}
