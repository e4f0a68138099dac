/// Where the preview area goes (`--preview-window`, as fzf writes it): beside the panes on the right or under them,
/// its share of the columns or rows (`right:50%`, `down:40%`, `right:60`), and whether it starts hidden.
package struct PreviewWindow: Sendable, Equatable {
    /// Beside the panes, or under them.
    package enum Side: Sendable, Equatable {
        case right, down
    }

    /// Beside the panes or under them.
    package var side: Side = .right
    /// Its size: a percentage of the screen's columns (right) or of the rows the panes share (down), or cells.
    package var size = 50
    /// Whether ``size`` is a percentage.
    package var isPercent = true
    /// Whether it starts hidden (the key of `toggle-preview` shows it).
    package var startsHidden = false

    /// fzf's default: `right:50%`.
    package init() {}

    /// The window `spec` names (`right:50%`, `down:40%`, `hidden`, `down:12:hidden`, in any order, `:` or `,` between
    /// them); nil when a part is none of a side, a size or `hidden`.
    package init?(_ spec: String) {
        for part in spec.split(whereSeparator: { $0 == ":" || $0 == "," }) {
            switch part {
            case "right": side = .right
            case "down", "bottom": side = .down
            case "hidden": startsHidden = true
            default:
                let percent = part.hasSuffix("%")
                guard let n = Int(percent ? part.dropLast() : part), n > 0, !percent || n <= 100 else { return nil }
                (size, isPercent) = (n, percent)
            }
        }
    }

    /// The fewest cells the panes keep beside or above the preview, and the fewest the preview needs (its border and
    /// one line or column).
    static let panesKeep = 10, previewNeeds = 3

    /// How `width` columns and `rows` rows are shared between the panes and the preview: the panes' columns and rows,
    /// and the preview's frame (at `top`, the first row of the panes), nil when there is no room for one.
    package func split(width: Int, rows: Int, top: Int) -> (width: Int, rows: Int, preview: Rect?) {
        let whole = side == .right ? width : rows
        var cells = isPercent ? whole * size / 100 : size
        cells = min(cells, whole - Self.panesKeep)
        guard cells >= Self.previewNeeds else { return (width, rows, nil) }
        switch side {
        case .right: return (width - cells, rows, Rect(x: width - cells, y: top, width: cells, height: rows))
        case .down: return (width, rows - cells, Rect(x: 0, y: top + rows - cells, width: width, height: cells))
        }
    }
}
