/// What lies under a point in a pane.
package enum PaneHit: Equatable, Sendable {
    /// Over a chip: its path, and whether the point is on its left half.
    case chip(TagPath, leftHalf: Bool)
    /// Between chips, past the end of a row, on a title row, an empty section or below all content: the slot a
    /// drop would take, as an insertion index in the current model (before any removal).
    case slot(TagPath)
}

/// One grid pane on screen: its frame, scroll offset and flow layout, hit-testing, and the press-hold-drag
/// gesture over its chips (``PanePointer``, which ``PaneGestures`` moves along).
///
/// A pane holds no tags: it is given its ``PaneContent`` from the board's model for every query. It is a value:
/// its layout is a cache that it copies before changing one that a copy of it shares.
package struct Pane: Equatable {
    package let side: PaneSide
    /// The frame on screen, border included.
    package private(set) var frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The first content row shown.
    package private(set) var scrollOffset = 0
    /// The flow layout: derived from the board and cached (read it; change it through ``changeLayout(_:)``).
    package var layout: PaneLayout { cache }
    private var cache: PaneLayout

    /// The press-hold-drag gesture over this pane's chips.
    package internal(set) var pointer: PanePointer

    /// Equal when they are on the same side, frame and scroll, in the same gesture, showing the same folds, hidden
    /// chips and filter: the layout is derived from these and the board, so its cache is not compared.
    package static func == (a: Pane, b: Pane) -> Bool {
        a.side == b.side && a.frame == b.frame && a.scrollOffset == b.scrollOffset && a.pointer == b.pointer
            && a.folded == b.folded && a.layout.hidden == b.layout.hidden && a.layout.filter == b.layout.filter
    }

    package init(side: PaneSide, pressDelay: Double, doubleClickInterval: Double, badgeWidth: Int = 0) {
        self.side = side
        cache = PaneLayout(width: 1, side: side, badgeWidth: badgeWidth)
        pointer = PanePointer(side: side, pressDelay: pressDelay, doubleClickInterval: doubleClickInterval)
    }

    /// Changes the layout cache, first copying it when a copy of this pane shares it.
    mutating func changeLayout(_ change: (PaneLayout) -> Void) {
        if !isKnownUniquelyReferenced(&cache) { cache = cache.copy(filter: cache.filter) }
        change(cache)
    }

    /// Takes a layout of its own, showing `filter` (a copy of the one it showed), for a copy of the state that
    /// another thread changes (``DeckWork``).
    mutating func detachLayout(filter: ChipFilter?) { cache = cache.copy(filter: filter) }

    /// Sections folded away (a titled one shows its title row only): session state, never saved.
    package var folded: Set<Int> { layout.folded }
    /// Folds exactly `sections`.
    mutating func setFolded(_ sections: Set<Int>) {
        if sections != layout.folded { changeLayout { $0.folded = sections } }
    }
    /// Hides `texts` whatever the filter (the riders of a bundle in hand).
    mutating func setHidden(_ texts: Set<String>) {
        if texts != layout.hidden { changeLayout { $0.hidden = texts } }
    }
    /// Shows what `filter` shows (every chip for nil).
    mutating func setFilter(_ filter: ChipFilter?) { changeLayout { $0.filter = filter } }
    /// Forgets the layout of `sectionCount` sections (a reload, a section added or removed).
    mutating func resetLayout(sectionCount: Int) {
        let width = viewport.width
        changeLayout { $0.reset(width: width, sectionCount: sectionCount) }
    }

    /// The area where chips are drawn: inside the border, one blank column each side.
    package var viewport: Rect {
        Rect(x: frame.x + 2, y: frame.y + 1, width: max(0, frame.width - 4), height: max(0, frame.height - 2))
    }

    /// Places the pane; a new width resets the layout.
    package mutating func setFrame(_ rect: Rect, content: PaneContent) {
        let widthChanged = rect.width != frame.width
        frame = rect
        if widthChanged {
            let width = viewport.width
            changeLayout { $0.reset(width: width, sectionCount: content.sections.count) }
        }
        clampScroll(content)
    }

    // MARK: What the coordinator tells the pane

    /// A tag was inserted at `path` in this pane.
    package mutating func didInsert(at path: TagPath) { changeLayout { $0.invalidate(section: path.section, from: path.item) } }

    /// A tag was removed from `path` in this pane.
    package mutating func didRemove(at path: TagPath) { changeLayout { $0.invalidate(section: path.section, from: path.item) } }

    /// A tag moved between two items of one section in this pane.
    package mutating func didReorder(section: Int, from: Int, to: Int) {
        changeLayout { $0.invalidate(section: section, from: min(from, to)) }
    }

    // MARK: Scrolling

    /// Scrolls by `rows` (negative: up), stopping at the ends.
    /// - Returns: whether the offset changed.
    @discardableResult
    package mutating func scroll(by rows: Int, content: PaneContent) -> Bool {
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
    package func canScroll(up: Bool, content: PaneContent) -> Bool {
        up ? scrollOffset > 0 : layout.hasRow(content, scrollOffset + viewport.height)
    }

    /// Scrolls the least needed so content row `row` is visible.
    package mutating func scrollToShow(contentRow row: Int, content: PaneContent) {
        let h = max(1, viewport.height)
        if row < scrollOffset { scrollOffset = row } else if row >= scrollOffset + h { scrollOffset = row - h + 1 }
        clampScroll(content)
    }

    /// Keeps the offset in range after content or size changes.
    package mutating func clampScroll(_ content: PaneContent) {
        if scrollOffset < 0 { scrollOffset = 0 }
        // Pull up when rows below the offset no longer fill the viewport.
        while scrollOffset > 0 && !layout.hasRow(content, scrollOffset + viewport.height - 1) { scrollOffset -= 1 }
    }
}
