/// Where things are in a pane: chip frames, what lies under a point, and where a drop there would land.
/// A folded section is its title row: its chips have the title's place, and a drop on the title appends.
extension Pane {
    // MARK: Geometry

    /// The screen rectangle of the chip at `path` (which must be in this pane). Its `y` may lie outside the
    /// viewport when the chip is scrolled out of view.
    /// - Complexity: O(chips on its row), plus lazy layout.
    package func chipFrame(_ path: TagPath, content: PaneContent) -> Rect {
        if layout.isFolded(content, section: path.section) { return titleFrame(path.section, content: content) }
        let row = layout.row(content, section: path.section, item: path.item)
        let span = layout.span(content, section: path.section, row: row, item: path.item)
        let contentRow = layout.contentRowIndex(content, section: path.section, chipRow: row)
        return Rect(x: viewport.x + span.x, y: viewport.y + contentRow - scrollOffset, width: span.width, height: 1)
    }

    /// Where a folded section's chips are: just after its title and count, on the title row (zero wide).
    package func titleFrame(_ section: Int, content: PaneContent) -> Rect {
        let row = layout.startRow(content, section: section)
        let x = min(TitleText.width(of: content.sections[section]), max(0, viewport.width - 1))
        return Rect(x: viewport.x + x, y: viewport.y + row - scrollOffset, width: 0, height: 1)
    }

    /// The content row of the chip at `path`.
    package func contentRow(of path: TagPath, content: PaneContent) -> Int {
        let row = layout.row(content, section: path.section, item: path.item)
        return layout.contentRowIndex(content, section: path.section, chipRow: row)
    }

    /// Whether a screen row shows content of this pane.
    package func isVisible(_ rect: Rect) -> Bool { rect.y >= viewport.y && rect.y < viewport.maxY }

    /// What is under `point`, which is first moved into the viewport (points on the border count as the
    /// nearest content cell). Always yields a valid slot or chip.
    /// - Complexity: O(chips on one row), plus lazy layout of visible rows.
    package func hit(_ point: Point, content: PaneContent) -> PaneHit {
        let vp = viewport
        let p = vp.clamp(point)
        let row = scrollOffset + (p.y - vp.y)
        let cx = p.x - vp.x
        guard let kind = layout.contentRow(content, row) else {
            // Below all content: the end of the last section.
            let last = content.sections.count - 1
            return .slot(insertionAfterShown(before: TagPath(side, last, content.sections[last].tags.count),
                                             content: content))
        }
        switch kind {
        case .title(let s) where layout.isFolded(content, section: s):
            // Onto a folded section's title: at its end.
            return .slot(TagPath(side, s, content.sections[s].tags.count))
        case .title(let s), .empty(let s): return .slot(TagPath(side, s, 0))
        case .chips(let s, let items, let chipRow):
            let chips = layout.shownChips(content, section: s, row: chipRow)
            for (k, chip) in chips.enumerated() {
                if cx < chip.x {
                    // Right after the shown chip before (for the row's first chip, on a row above).
                    return .slot(k > 0 ? TagPath(side, s, chips[k - 1].item + 1)
                                 : insertionAfterShown(before: TagPath(side, s, chip.item), content: content))
                }
                if cx < chip.x + chip.width {
                    return .chip(TagPath(side, s, chip.item), leftHalf: cx - chip.x < chip.width / 2)
                }
            }
            return .slot(chips.last.map { TagPath(side, s, $0.item + 1) }
                ?? insertionAfterShown(before: TagPath(side, s, items.upperBound), content: content))
        }
    }

    /// Where a drop just before the item at `path` lands under a filter: right after the shown chip before it
    /// (hidden chips in between stay after the dropped one), or at the section's start. `path` itself without
    /// a filter.
    /// - Complexity: O(rows back to the shown chip before, times chips on a row), with the rows laid out.
    package func insertionAfterShown(before path: TagPath, content: PaneContent) -> TagPath {
        guard layout.filter != nil || !layout.hidden.isEmpty, path.item > 0 else { return path }
        var r = layout.row(content, section: path.section, item: path.item - 1)
        while r >= 0 {
            let chips = layout.shownChips(content, section: path.section, row: r)
            if let before = chips.last(where: { $0.item < path.item }) {
                return TagPath(path.pane, path.section, before.item + 1)
            }
            r -= 1
        }
        return TagPath(path.pane, path.section, 0)
    }

    /// The insertion index a hit asks for: before or after a chip by the half it is over, or the slot.
    package func insertion(for hit: PaneHit, content: PaneContent) -> TagPath {
        switch hit {
        case .chip(let path, let leftHalf):
            leftHalf ? insertionAfterShown(before: path, content: content)
                : TagPath(path.pane, path.section, path.item + 1)
        case .slot(let path): path
        }
    }

    /// The slot (insertion index, before removal) that a visual row above or below `from` offers at column
    /// `x`, for keyboard moves. Returns nil at the pane's edge.
    package mutating func rowHit(from contentRow: Int, direction: Int, x: Int, content: PaneContent) -> PaneHit? {
        var r = contentRow + direction
        while r >= 0, let kind = layout.contentRow(content, r) {
            if case .title = kind { r += direction; continue }
            scrollToShow(contentRow: r, content: content)
            let y = viewport.y + r - scrollOffset
            return hit(Point(x: x, y: y), content: content)
        }
        return nil
    }
}
