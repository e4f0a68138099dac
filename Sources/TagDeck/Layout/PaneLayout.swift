/// What one content row of a pane shows.
package enum ContentRow: Equatable, Sendable {
    /// The title of a titled section.
    case title(section: Int)
    /// A row of chips: items `items` of `section`, the `row`-th chip row of that section.
    case chips(section: Int, items: Range<Int>, row: Int)
    /// The one row of an empty section, a place to drop.
    case empty(section: Int)
}

/// A chip shown on a chip row: its item in the section, and its x offset and width from the row's left edge.
package struct RowChip: Equatable, Sendable {
    package let item: Int
    package let x: Int
    package let width: Int
}

/// The flow layout of one pane's content at a width: sections one below the other, each a title row (when
/// titled) and chips flowing left to right and wrapping.
///
/// The layout is computed lazily and cached: asking for the rows near the viewport computes only those (plus
/// the rows of sections above that were not known yet). A change at an item invalidates from the row before
/// it, so a drag step costs work near the change and the viewport, not the size of the board.
package final class PaneLayout {
    /// Number of chip rows of section `s` laid out so far (for tests of the laziness).
    func knownRows(section s: Int) -> Int { rowStarts.indices.contains(s) ? rowStarts[s].count : 0 }

    /// Width of a chip row in cells.
    package private(set) var width: Int

    /// Per section: the first item of each chip row computed so far, and whether the section is complete.
    private var rowStarts: [[Int]] = []
    private var complete: [Bool] = []
    /// Per section: the shown chips of the rows drawn or hit-tested lately, so that drawing and hit-testing a row
    /// costs its shown chips, not the hidden ones it also spans. Only rows asked for are kept (at most
    /// ``chipCacheLimit`` a section): finding where the last tag of a section of a million lands lays out its
    /// rows' starts, not a list of chips for each of them.
    private var rowChips: [[Int: [RowChip]]] = []
    private static let chipCacheLimit = 512
    /// Content row at which each section starts, valid for sections `0..<validSectionStarts`.
    private var sectionStarts: [Int] = [0]
    /// Per section, once known under a filter: whether it shows any chip.
    private var showsAny: [Bool?] = []

    /// The filter in force: hidden chips take no room and no gap. Setting it forgets the layout.
    package var filter: ChipFilter? {
        didSet { reset(width: width, sectionCount: rowStarts.count) }
    }

    /// Tags that take no room whatever the filter: the riders of a bundle in hand. Setting it forgets the layout.
    package var hidden: Set<String> = [] {
        didSet { reset(width: width, sectionCount: rowStarts.count) }
    }

    /// Sections folded away: a titled one shows its title row only. Setting it forgets the layout.
    package var folded: Set<Int> = [] {
        didSet { if folded != oldValue { reset(width: width, sectionCount: rowStarts.count) } }
    }

    /// Whether section `s` shows its title only: it is folded and has a title to show.
    package func isFolded(_ content: PaneContent, section s: Int) -> Bool {
        !folded.isEmpty && folded.contains(s) && content.sections[s].isTitled
    }

    /// The pane this layout belongs to, when it is a pane's: the filter then looks in that pane's matches only.
    package let side: PaneSide?
    /// Cells a chip takes beyond its text and decoration: its count (``SelectionRules/badgeWidth``), or 0.
    package let badgeWidth: Int

    /// Whether `tag` is shown: the filter shows it (always, without a filter) and it is not ``hidden``.
    /// - Complexity: O(1) expected: one hash of the text for a tag the filter hides, two for one it shows while a
    ///   bundle is in hand.
    @inline(__always) package func isShown(_ tag: Tag) -> Bool {
        if let filter, !(side.map { filter.isShown(tag, in: $0) } ?? filter.isShown(tag)) { return false }
        return hidden.isEmpty || !hidden.contains(tag.text)
    }

    package init(width: Int, side: PaneSide? = nil, badgeWidth: Int = 0) {
        (self.width, self.side, self.badgeWidth) = (max(1, width), side, badgeWidth)
    }

    /// A layout of its own with what this one knows, showing `filter`: a pane copies a layout it shares first.
    /// - Complexity: O(rows known).
    func copy(filter: ChipFilter?) -> PaneLayout {
        let other = PaneLayout(width: width, side: side, badgeWidth: badgeWidth)
        (other.filter, other.hidden, other.folded) = (filter, hidden, folded)
        (other.rowStarts, other.complete, other.rowChips) = (rowStarts, complete, rowChips)
        (other.sectionStarts, other.showsAny) = (sectionStarts, showsAny)
        return other
    }

    /// Forgets everything (new width or new content shape).
    /// - Complexity: O(number of sections).
    package func reset(width: Int, sectionCount: Int) {
        self.width = max(1, width)
        rowStarts = Array(repeating: [0], count: sectionCount)
        rowChips = Array(repeating: [:], count: sectionCount)
        complete = Array(repeating: false, count: sectionCount)
        showsAny = Array(repeating: nil, count: sectionCount)
        sectionStarts = [0]
    }

    /// Makes sure the cache matches the number of sections (a new board, a pane reloaded).
    func prepare(_ content: PaneContent) {
        if rowStarts.count != content.sections.count { reset(width: width, sectionCount: content.sections.count) }
    }

    /// Invalidates rows from the one before the row holding `item` of `section`, after an insertion, a removal
    /// or a reorder there.
    /// - Complexity: O(log rows of the section).
    package func invalidate(section: Int, from item: Int) {
        guard rowStarts.indices.contains(section) else { return }
        let starts = rowStarts[section]
        // Row holding `item` among the rows known so far.
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= item { lo = mid } else { hi = mid - 1 }
        }
        let keep = max(1, lo)  // keep rows 0..<keep; row keep-1 is recomputed from its start
        rowStarts[section].removeLast(starts.count - keep)
        // Rows 0..<keep-1 stay known; row keep-1 is laid out again.
        rowChips[section] = rowChips[section].filter { $0.key < keep - 1 }
        complete[section] = false
        showsAny[section] = nil
        if sectionStarts.count > section + 1 { sectionStarts.removeLast(sectionStarts.count - section - 1) }
    }

    // MARK: Flow

    /// Extends the known chip rows of `section` until `rowCount > row` or the section is complete.
    private func extend(_ content: PaneContent, section s: Int, toRow row: Int) {
        let tags = content.sections[s].tags
        while !complete[s] && rowStarts[s].count <= row + 1 {
            let start = rowStarts[s][rowStarts[s].count - 1]
            if start >= tags.count {
                // The last start is past the end: it is no row (only the empty section keeps start 0).
                if rowStarts[s].count > 1 { rowStarts[s].removeLast() }
                complete[s] = true
                break
            }
            let next = layRow(tags, section: s, from: start, keepingChips: false).next
            if next >= tags.count {
                complete[s] = true
            } else {
                rowStarts[s].append(next)
            }
        }
    }

    /// Lays out the chip row that starts at item `start`: a row takes chips while they fit, its first shown chip
    /// always fits, and hidden chips take no room.
    /// - Returns: the first item of the next row (`tags.count` at the end of the section), and the row's shown
    ///   chips placed (none unless `keepingChips`).
    /// - Complexity: O(items the row spans).
    private func layRow(_ tags: TagList, section s: Int, from start: Int, keepingChips: Bool) -> (next: Int, chips: [RowChip]) {
        if let shown = ShownRow.known(self, section: s, of: tags) {
            return ShownRow.lay(tags, shown: shown, from: start, width: width, badgeWidth: badgeWidth, keepingChips: keepingChips)
        }
        var chips: [RowChip] = []
        if keepingChips { chips.reserveCapacity(width / 4 + 1) }
        var placer = RowPlacer(rowWidth: width, badgeWidth: badgeWidth)
        var next = start
        var walk = tags.makeIterator(from: start)
        // With nothing hidden, a tag's width is all a row needs: no string is made for it.
        let showsEvery = filter == nil && hidden.isEmpty
        while next < tags.count {
            let textWidth: Int
            if showsEvery {
                guard let w = walk.nextWidth() else { break }
                textWidth = w
            } else {
                guard let tag = walk.next() else { break }
                textWidth = isShown(tag) ? tag.textWidth : -1
            }
            if textWidth >= 0 {
                guard let chip = placer.place(textWidth: textWidth) else { break }
                if keepingChips { chips.append(RowChip(item: next, x: chip.x, width: chip.width)) }
            }
            next += 1
        }
        return (next, chips)
    }

    /// Whether section `s` shows a chip: it has tags, and the filter shows one of them.
    /// - Complexity: O(tags of the section) the first time under a filter; cached until the section changes.
    package func showsAnyChip(_ content: PaneContent, section s: Int) -> Bool {
        guard filter != nil || !hidden.isEmpty else { return !content.sections[s].tags.isEmpty }
        prepare(content)
        if let known = showsAny[s] { return known }
        // The filter shows nothing in this pane: no section of it shows a chip, no need to look.
        if let filter, let side, filter.shownCount(in: side) == 0 { return false }
        let tags = content.sections[s].tags
        let any = ShownRow.known(self, section: s, of: tags).map { !$0.isEmpty } ?? tags.contains(where: isShown)
        showsAny[s] = any
        return any
    }

    /// Number of chip rows of a section (at least 1, the empty row of an empty section).
    /// - Complexity: O(tags of the section not laid out yet).
    package func chipRowCount(_ content: PaneContent, section s: Int) -> Int {
        prepare(content)
        extend(content, section: s, toRow: .max - 1)
        return rowStarts[s].count
    }

    /// Items shown on chip row `row` of section `s`, or nil past the last row.
    package func items(_ content: PaneContent, section s: Int, row: Int) -> Range<Int>? {
        prepare(content)
        extend(content, section: s, toRow: row)
        let starts = rowStarts[s]
        guard row < starts.count else { return nil }
        let count = content.sections[s].tags.count
        let end = row + 1 < starts.count ? starts[row + 1] : count
        return starts[row]..<end
    }

    /// The chip row of section `s` that holds `item`.
    /// - Complexity: O(log rows) once the rows up to `item` are known.
    package func row(_ content: PaneContent, section s: Int, item: Int) -> Int {
        prepare(content)
        while !complete[s] && rowStarts[s][rowStarts[s].count - 1] <= item {
            extend(content, section: s, toRow: rowStarts[s].count)
        }
        let starts = rowStarts[s]
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= item { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Content rows taken by section `s`: its title row, if titled, and its chip rows (none when folded).
    package func rowCount(_ content: PaneContent, section s: Int) -> Int {
        if isFolded(content, section: s) { return 1 }
        return (content.sections[s].isTitled ? 1 : 0) + chipRowCount(content, section: s)
    }

    /// The content row at which section `s` starts.
    /// - Complexity: amortised O(1) when sections above are known; otherwise lays them out.
    package func startRow(_ content: PaneContent, section s: Int) -> Int {
        prepare(content)
        while sectionStarts.count <= s {
            let k = sectionStarts.count - 1
            sectionStarts.append(sectionStarts[k] + rowCount(content, section: k))
        }
        return sectionStarts[s]
    }

    /// What content row `r` shows, or nil below the last row.
    ///
    /// Lays out no further than row `r`: a section is laid out to its end only when `r` lies below it. (Asking
    /// for the next section's start instead would lay out the rest of a section after every change in it.)
    /// - Complexity: O(sections) plus the lazy layout of rows not known yet, up to row `r`.
    package func contentRow(_ content: PaneContent, _ r: Int) -> ContentRow? {
        guard r >= 0 else { return nil }
        prepare(content)
        // Start from the last section whose start is known and not below row r (few sections per pane).
        var s = 0
        while s + 1 < sectionStarts.count && s + 1 < content.sections.count && sectionStarts[s + 1] <= r { s += 1 }
        while true {
            var local = r - startRow(content, section: s)
            let section = content.sections[s]
            if section.isTitled {
                if local == 0 { return .title(section: s) }
                local -= 1
            }
            if isFolded(content, section: s) {
                // Only the title: row r lies further down.
            } else if section.tags.isEmpty || !showsAnyChip(content, section: s) {
                if local == 0 { return .empty(section: s) }
            } else if let items = items(content, section: s, row: local) {
                return .chips(section: s, items: items, row: local)
            }
            // Row r lies below section s, which is now laid out to its end.
            guard s + 1 < content.sections.count else { return nil }
            s += 1
        }
    }

    /// The content row of chip row `row` of section `s` (of its title, when the section is folded).
    package func contentRowIndex(_ content: PaneContent, section s: Int, chipRow row: Int) -> Int {
        if isFolded(content, section: s) { return startRow(content, section: s) }
        return startRow(content, section: s) + (content.sections[s].isTitled ? 1 : 0) + row
    }

    /// Total content rows.
    /// - Complexity: O(n) the first time after a change far up; cached afterwards.
    package func totalRows(_ content: PaneContent) -> Int {
        let last = content.sections.count - 1
        return startRow(content, section: last) + rowCount(content, section: last)
    }

    /// Whether content row `r` exists, laying out no further than needed.
    package func hasRow(_ content: PaneContent, _ r: Int) -> Bool { contentRow(content, r) != nil }

    /// The shown chips of chip row `row` of section `s`, left to right.
    /// - Complexity: O(1) for a row asked for lately; else O(items the row spans) (laying rows out if needed).
    package func shownChips(_ content: PaneContent, section s: Int, row: Int) -> [RowChip] {
        if let known = rowChips.indices.contains(s) ? rowChips[s][row] : nil { return known }
        guard let items = items(content, section: s, row: row) else { return [] }
        let chips = layRow(content.sections[s].tags, section: s, from: items.lowerBound, keepingChips: true).chips
        if rowChips[s].count >= Self.chipCacheLimit { rowChips[s].removeAll(keepingCapacity: true) }
        rowChips[s][row] = chips
        return chips
    }

    /// Where item `item` of section `s` sits on chip row `row`: its x offset and width from the row's left edge.
    /// A hidden item takes no room, at the place the next shown chip takes.
    /// - Complexity: O(log chips on the row).
    package func span(_ content: PaneContent, section s: Int, row: Int, item: Int) -> (x: Int, width: Int) {
        let chips = shownChips(content, section: s, row: row)
        var lo = 0, hi = chips.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if chips[mid].item < item { lo = mid + 1 } else { hi = mid }
        }
        if lo < chips.count { return chips[lo].item == item ? (chips[lo].x, chips[lo].width) : (chips[lo].x, 0) }
        guard let last = chips.last else { return (0, 0) }
        return (last.x + last.width + ChipMetrics.gap, 0)
    }
}
