/// A terminal cell position: column `x`, row `y`, both 0-based from the top-left of the screen.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column (0-based).
    public var x: Int
    /// The row (0-based).
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The point moved by `rhs`.
    package static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// The offset from `rhs` to `lhs`.
    package static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    public var description: String { "(\(x),\(y))" }
}

/// A rectangle of terminal cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// The rectangle of `width` x `height` cells whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The top-left cell.
    public var origin: Point { Point(x: x, y: y) }
    /// The column after the last.
    package var maxX: Int { x + width }
    /// The row after the last.
    package var maxY: Int { y + height }
    /// Whether it has no cells.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell `p` is inside.
    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

    /// The rectangle shrunk by `d` cells on every side.
    package func inset(by d: Int) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    /// `p` moved to the nearest cell inside the rectangle.
    package func clamp(_ p: Point) -> Point {
        Point(x: min(max(p.x, x), max(x, maxX - 1)), y: min(max(p.y, y), max(y, maxY - 1)))
    }

    public var description: String { "[\(x),\(y) \(width)x\(height)]" }
}
