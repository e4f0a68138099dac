/// How the rows between the header and the status line are shared by the two panes.
///
/// By default the split follows the content: a pane gets the rows its content needs, up to half, and the other
/// pane the rest (a top pane of 2 tags does not take half the screen from 300 below). `+`, `-` and dragging the
/// line between the panes set it by hand; it is then kept as a proportion across resizes, until `=`.
public struct PaneSplit: Equatable, Sendable {
    /// The top pane's share of the rows, once set by hand; nil: sized by the content.
    public var fraction: Double?
    /// No pane gets fewer rows than this: its border and one row of chips.
    public static let minimumPaneRows = 3

    /// A split giving the top pane `fraction` of the rows, or sized by the content when nil.
    public init(fraction: Double? = nil) {
        self.fraction = fraction
    }

    /// The top pane's rows out of `rows`, given the rows each pane would need to show all of its content
    /// (content rows and its border; a need may stop counting at half the rows).
    /// - Complexity: O(1).
    public func topRows(of rows: Int, topNeeds: Int, bottomNeeds: Int) -> Int {
        let minimum = Self.minimumPaneRows
        guard rows >= 2 * minimum else { return rows / 2 }
        let half = rows / 2
        let top: Int
        if let fraction {
            // Rounded down (a hair up first, so that a share set as top/rows gives top back).
            top = Int((Double(rows) * fraction + 1e-9).rounded(.down))
        } else if topNeeds < half {
            top = topNeeds
        } else if bottomNeeds < rows - half {
            top = rows - bottomNeeds
        } else {
            top = half
        }
        return min(max(top, minimum), rows - minimum)
    }

    /// The split with the top pane at `top` rows out of `rows`, kept by hand from now on.
    public static func byHand(top: Int, of rows: Int) -> PaneSplit {
        let minimum = minimumPaneRows
        guard rows >= 2 * minimum else { return PaneSplit(fraction: 0.5) }
        let clamped = min(max(top, minimum), rows - minimum)
        return PaneSplit(fraction: Double(clamped) / Double(rows))
    }
}
