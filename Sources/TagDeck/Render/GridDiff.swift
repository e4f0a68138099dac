/// Which cells of a new grid must be written, given the grid drawn before. Pure: no terminal needed.
package enum GridDiff {
    /// The positions (column, row) of the cells to draw, row by row. Every cell when there is no previous grid
    /// or its size differs. Continuation cells (width 0) are never listed: a changed continuation lists the
    /// wide cell that draws it instead.
    package static func changedCells(from old: CellGrid?, to new: CellGrid) -> [Point] {
        let full = old.map { $0.width != new.width || $0.height != new.height } ?? true
        var result: [Point] = []
        for y in 0..<new.height {
            var lastListed = -1
            for x in 0..<new.width {
                if !full && new.sameCell(x: x, y: y, as: old!) { continue }
                var target = x
                if new[x, y].width == 0 {
                    guard x > 0 else { continue }
                    target = x - 1
                }
                if target != lastListed {
                    result.append(Point(x: target, y: y))
                    lastListed = target
                }
            }
        }
        return result
    }
}
