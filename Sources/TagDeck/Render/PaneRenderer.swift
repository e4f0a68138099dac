/// Draws one pane into a cell grid: frame and title with its tag count, section titles, chips, the placeholder,
/// the focused chip, scroll marks. Only the rows in view are visited.
enum PaneRenderer {
    /// `reuse` says which rows keep the last frame's cells, and takes the keys of this frame's rows of chips.
    static func draw(_ pane: Pane, of state: DeckState, receiving: Bool = false, reuse: inout RowReuse,
                     into grid: inout CellGrid) {
        let side = pane.side
        let content = state.board[side]
        let frame = pane.frame
        guard drawsRows(pane) else { return }
        let active = state.activeSide == side
        let frameRole: StyleRole = active ? .frameActive : .frame
        drawBox(frame, role: frameRole, into: &grid)

        // Title in the top border: "┌─ Your Paper · 7 ──┐", or "· 2/7" under a filter.
        var count = state.filter.map { "\(grouped($0.shownCount[side.rawValue]))/\(grouped(content.tagCount))" }
            ?? grouped(content.tagCount)
        if receiving { count += "…" }
        let marked = state.marks.count(in: side)
        if marked > 0 { count += " · \(grouped(marked)) marked" }
        let title = content.title.isEmpty ? (side == .top ? "Top" : "Bottom") : content.title
        let x0 = frame.x + 2
        let maxX = frame.maxX - 2
        var x = grid.write(" ", x: x0, y: frame.y, role: frameRole, clipMaxX: maxX)
        let paneTitleRole: StyleRole = state.focusedPane == side && state.session == nil ? .chipFocused : .paneTitle
        x = grid.write(title, x: x, y: frame.y, role: paneTitleRole, clipMaxX: maxX)
        x = grid.write(" · \(count) ", x: x, y: frame.y, role: frameRole, clipMaxX: maxX)

        let vp = pane.viewport
        let roles = ChipRoles(state)
        let display = state.options.lineDisplay
        let plain = !roles.needsText && state.filter == nil
        // No chip is hidden from the layout (by a filter, or as a rider of the bundle in hand).
        let placesEvery = pane.layout.filter == nil && pane.layout.hidden.isEmpty
        let (held, focused) = (roles.held, roles.focused)
        let columns = vp.x..<vp.maxX
        for r in 0..<vp.height {
            let y = vp.y + r
            guard let row = pane.layout.contentRow(content, pane.scrollOffset + r) else {
                if reuse.reusing { for y in y..<vp.maxY { grid.blank(row: y, columns: columns) } }
                break
            }
            if plain, case .chips(let s, let items, let chipRow) = row {
                func onRow(_ path: TagPath?) -> Int? {
                    guard let path, path.pane == side, path.section == s, items.contains(path.item) else { return nil }
                    return path.item
                }
                let heldItem = onRow(held?.path)
                let key = ChipRowKey(boardSerial: state.boardSerial, side: side, columns: columns, section: s,
                                     chipRow: chipRow, items: items, held: heldItem,
                                     heldRole: heldItem == nil ? nil : held?.role, focused: onRow(focused))
                if reuse.keeps(y, key) { continue }
            }
            if reuse.reusing { grid.blank(row: y, columns: columns) }
            switch row {
            case .title(let s):
                // The title and how many tags the section holds: "Letters · 4", "· folded" when folded.
                let folded = pane.layout.isFolded(content, section: s)
                var end = grid.write(content.sections[s].title, x: vp.x, y: y,
                                     role: titleRole(SectionPath(side, s), folded: folded, state),
                                     clipMaxX: vp.maxX)
                end = grid.write(TitleText.count(of: content.sections[s]) + (folded ? " · folded" : ""), x: end, y: y,
                                 role: .hint, clipMaxX: vp.maxX)
                if end + 1 < vp.maxX { grid.fill(scalar: "─", x: end + 1, y: y, count: vp.maxX - end - 1, role: .hint) }
            case .empty(let s):
                let hint = content.sections[s].tags.isEmpty || state.filter == nil
                    ? "(empty: drop tags here)" : "(no match)"
                grid.write(hint, x: vp.x, y: y, role: .hint, clipMaxX: vp.maxX)
            case .chips(let s, let items, let chipRow):
                if plain && placesEvery && pane.layout.badgeWidth == 0 {
                    // Most frames: every chip of the row shows, so the row's chips are placed as their texts'
                    // widths come and drawn from their bytes in place, no string made, each chunk read once a row.
                    var placer = RowPlacer(rowWidth: pane.layout.width)
                    content.sections[s].tags.forEachUTF8(in: items) { item, utf8, textWidth, pinned in
                        guard let chip = placer.place(textWidth: textWidth) else { return }
                        let role = ChipRoles.role(TagPath(side, s, item), pinned: pinned, held: held, focused: focused)
                        drawChip(utf8: utf8, textWidth: textWidth, pinned: pinned, x: vp.x + chip.x, y: y,
                                 width: chip.width, role: role, clipMaxX: vp.maxX, display: display, into: &grid)
                    }
                    continue
                }
                let chips = pane.layout.shownChips(content, section: s, row: chipRow)
                // One walk along the row's tags (those the filter hides are stepped over without their text).
                var walk = content.sections[s].tags.makeIterator(from: chips.first?.item ?? 0)
                var next = chips.first?.item ?? 0
                for chip in chips {
                    while next < chip.item { _ = walk.nextWidth(); next += 1 }
                    next += 1
                    let path = TagPath(side, s, chip.item)
                    guard let tag = walk.next() else { break }
                    let role = roles.role(path, tag)
                    let query = role == .chip || role == .chipFocused ? state.filter?.query : nil
                    let matchRole: StyleRole = role == .chip ? .match : .matchFocused
                    if let display, !display.searchesAsIs(tag.text) {
                        let line = display.shown(tag.text)
                        LineChipRenderer.drawChip(line, pinned: tag.isPinned, x: vp.x + chip.x, y: y, width: chip.width,
                                                  role: role, clipMaxX: vp.maxX, into: &grid)
                        if let query {
                            LineChipRenderer.drawMatches(line, query, x: vp.x + chip.x, y: y, width: chip.width,
                                                         role: matchRole, clipMaxX: vp.maxX, into: &grid)
                        }
                        continue
                    }
                    drawChip(tag, x: vp.x + chip.x, y: y, width: chip.width, role: role, clipMaxX: vp.maxX,
                             into: &grid)
                    if let selection = state.options.selection, side == .top {
                        drawCount(selection.badge(tag.text, onAll: s == 0), x: vp.x + chip.x, y: y, width: chip.width,
                                  clipMaxX: vp.maxX, into: &grid)
                    }
                    if let query {
                        drawMatches(tag, query, x: vp.x + chip.x, y: y, width: chip.width, role: matchRole,
                                    clipMaxX: vp.maxX, into: &grid)
                    }
                }
            }
        }
        // Scroll marks on the right border.
        if pane.scrollOffset > 0 { grid.write("▲", x: frame.maxX - 1, y: vp.y, role: .hint) }
        if pane.canScroll(up: false, content: content) { grid.write("▼", x: frame.maxX - 1, y: vp.maxY - 1, role: .hint) }
    }

    /// A chip's count (`2/3`, ``SelectionRules/badge(_:onAll:)``) in its last cells before the closing bracket,
    /// in the hint's style, a blank before it.
    static func drawCount(_ badge: String, x: Int, y: Int, width: Int, clipMaxX: Int, into grid: inout CellGrid) {
        let start = x + width - 1 - badge.count - 1
        guard start > x else { return }
        grid.write(" " + badge, x: start, y: y, role: .hint, clipMaxX: min(clipMaxX, x + width - 1))
    }

    /// Whether the pane is large enough to be drawn: its frame and, inside it, its rows.
    static func drawsRows(_ pane: Pane) -> Bool { pane.frame.width >= 4 && pane.frame.height >= 3 }

    /// How a section title is drawn: focused when the focus rests on it, as the lifted chip when a folded
    /// section is where the chip in hand would land.
    static func titleRole(_ path: SectionPath, folded: Bool, _ state: DeckState) -> StyleRole {
        if case .movingSection(_, let current) = state.mode, current == path { return .chipLifted }
        if folded, let s = state.session, s.current.pane == path.pane, s.current.section == path.section {
            return .chipLifted
        }
        return state.focusedTitle == path && state.session == nil ? .chipFocused : .sectionTitle
    }

    /// What decides how a chip is drawn, read from the state once a frame rather than once a chip.
    struct ChipRoles {
        /// The slot of the chip in hand, and how it is drawn there.
        let held: (path: TagPath, role: StyleRole)?
        /// The focused chip, when it shows as focused (nothing in hand, no title focused).
        let focused: TagPath?
        /// The chips in flight and the marks, kept (not the whole state) only while some fly or are marked.
        let flights: [String: ChipFlight]
        let marks: ChipMarks?
        /// No text is hashed for a chip while nothing flies and nothing is marked (a drag step, most often).
        let anyFlying: Bool
        let anyMarked: Bool

        init(_ state: DeckState) {
            let session = state.session
            held = session.map { ($0.current, $0.input == .mouse ? .placeholder : .chipLifted) }
            focused = session == nil && state.focusedTitle == nil ? state.focusedChip : nil
            anyFlying = !state.flights.isEmpty
            anyMarked = !state.marks.isEmpty
            flights = anyFlying ? state.flights : [:]
            marks = anyMarked ? state.marks : nil
        }

        /// Whether a chip's role depends on its text (some chip flies or is marked).
        var needsText: Bool { anyFlying || anyMarked }

        /// How the chip at `path` is drawn now.
        func role(_ path: TagPath, _ tag: Tag) -> StyleRole {
            if anyFlying && flights[tag.text] != nil && held?.path != path { return .placeholder }
            if anyMarked, let marks, marks.contains(tag.text), held?.path != path && !tag.isPinned {
                return focused == path ? .chipMarkedFocused : .chipMarked
            }
            return Self.role(path, pinned: tag.isPinned, held: held, focused: focused)
        }

        /// How the chip at `path` is drawn now, when nothing flies and nothing is marked.
        static func role(_ path: TagPath, pinned: Bool, held: (path: TagPath, role: StyleRole)?,
                         focused: TagPath?) -> StyleRole {
            if let held, held.path == path { return held.role }
            let isFocused = focused == path
            if pinned { return isFocused ? .chipPinnedFocused : .chipPinned }
            return isFocused ? .chipFocused : .chip
        }
    }

    /// Redraws the characters of a chip's text that `query` matched in the `role` that marks them.
    static func drawMatches(_ tag: Tag, _ query: TagQuery, x: Int, y: Int, width: Int, role: StyleRole,
                            clipMaxX: Int, into grid: inout CellGrid) {
        guard let marked = query.highlights(in: tag.text), !marked.isEmpty else { return }
        let text = ChipMetrics.visibleText(of: tag, chipWidth: width)
        drawMatches(Set(marked), in: text, cut: text != tag.text, x: x, y: y, role: role, clipMaxX: clipMaxX,
                    into: &grid)
    }

    /// Redraws the clusters `marks` of a chip's visible `text` (`cut`: ended with `…`) in `role`.
    static func drawMatches(_ marks: Set<Int>, in text: String, cut: Bool, x: Int, y: Int, role: StyleRole,
                            clipMaxX: Int, into grid: inout CellGrid) {
        var cx = x + 1
        let shown = Array(text)
        for (k, ch) in shown.enumerated() {
            let w = DisplayWidth.of(ch)
            // The last cluster of a cut text is the ellipsis, not the tag's own.
            if marks.contains(k) && !(cut && k == shown.count - 1) {
                grid.write(String(ch), x: cx, y: y, role: role, clipMaxX: clipMaxX)
            }
            cx += w
        }
    }

    /// A number with thousands separators: 190,000.
    static func grouped(_ n: Int) -> String { TitleText.grouped(n) }

    /// A chip drawn from its text's UTF-8 in place, as ``drawChip(_:x:y:width:role:clipMinX:clipMaxX:into:)`` draws
    /// it (a text too wide for the chip is cut there, from a string).
    static func drawChip(utf8: UnsafeBufferPointer<UInt8>, textWidth: Int, pinned: Bool, x: Int, y: Int, width: Int,
                         role: StyleRole, clipMaxX: Int, display: LineDisplay? = nil, into grid: inout CellGrid) {
        if let display, !display.showsAsIs(utf8) {
            return LineChipRenderer.drawChip(display.shown(String(decoding: utf8, as: UTF8.self)), pinned: pinned,
                                             x: x, y: y, width: width, role: role, clipMaxX: clipMaxX, into: &grid)
        }
        guard textWidth <= width - ChipMetrics.decorationWidth else {
            let tag = Tag(String(decoding: utf8, as: UTF8.self), width: textWidth, pinned: pinned)
            return drawChip(tag, x: x, y: y, width: width, role: role, clipMaxX: clipMaxX, into: &grid)
        }
        drawChip(text: utf8, pinned: pinned, x: x, y: y, width: width, role: role, clipMinX: 0, clipMaxX: clipMaxX,
                 into: &grid)
    }

    /// A chip: `[text]`, `{text}` when pinned, `[    ]` for a placeholder; truncated with `…` to `width`. With
    /// `display`, a tag that is a line of input shows as the display shows it.
    static func drawChip(_ tag: Tag, x: Int, y: Int, width: Int, role: StyleRole, clipMinX: Int = 0,
                         clipMaxX: Int = .max, display: LineDisplay? = nil, into grid: inout CellGrid) {
        if let display, !display.showsAsIs(tag.text) {
            return LineChipRenderer.drawChip(display.shown(tag.text), pinned: tag.isPinned, x: x, y: y, width: width,
                                             role: role, clipMinX: clipMinX, clipMaxX: clipMaxX, into: &grid)
        }
        var text = ChipMetrics.visibleText(of: tag, chipWidth: width)
        text.withUTF8 {
            drawChip(text: $0, pinned: tag.isPinned, x: x, y: y, width: width, role: role, clipMinX: clipMinX,
                     clipMaxX: clipMaxX, into: &grid)
        }
    }

    /// A chip's brackets and padding around `text`, the UTF-8 of what it shows (already cut to fit).
    private static func drawChip(text: UnsafeBufferPointer<UInt8>, pinned: Bool, x: Int, y: Int, width: Int,
                                 role: StyleRole, clipMinX: Int, clipMaxX: Int, into grid: inout CellGrid) {
        drawChip(pinned: pinned, x: x, y: y, width: width, role: role, clipMinX: clipMinX, clipMaxX: clipMaxX,
                 into: &grid) { grid, cx in
            grid.write(utf8: text, x: cx, y: y, role: role, clipMinX: clipMinX, clipMaxX: clipMaxX)
        }
    }

    /// A chip's brackets and padding around what `content` writes from the column it is given (returning the
    /// column after it).
    static func drawChip(pinned: Bool, x: Int, y: Int, width: Int, role: StyleRole, clipMinX: Int, clipMaxX: Int,
                         into grid: inout CellGrid, content: (inout CellGrid, Int) -> Int) {
        let (open, close) = ChipMetrics.brackets(pinned: pinned,
                                                 marked: role == .chipMarked || role == .chipMarkedFocused)
        // The brackets are written from their bytes, as the text is: no string a chip.
        var cx = open.withUTF8Buffer { grid.write(utf8: $0, x: x, y: y, role: role, clipMinX: clipMinX, clipMaxX: clipMaxX) }
        if role == .placeholder {
            grid.fill(scalar: " ", x: max(cx, clipMinX), y: y, count: min(width - 2, clipMaxX - cx), role: role)
            cx += width - 2
        } else {
            cx = content(&grid, cx)
            let pad = x + width - 1 - cx
            if pad > 0 { grid.fill(scalar: " ", x: cx, y: y, count: min(pad, clipMaxX - cx), role: role); cx += pad }
        }
        _ = close.withUTF8Buffer { grid.write(utf8: $0, x: cx, y: y, role: role, clipMinX: clipMinX, clipMaxX: clipMaxX) }
    }

    static func drawBox(_ r: Rect, role: StyleRole, into grid: inout CellGrid) {
        grid.fill(scalar: "─", x: r.x + 1, y: r.y, count: r.width - 2, role: role)
        grid.fill(scalar: "─", x: r.x + 1, y: r.maxY - 1, count: r.width - 2, role: role)
        for y in (r.y + 1)..<(r.maxY - 1) {
            grid.fill(scalar: "│", x: r.x, y: y, count: 1, role: role)
            grid.fill(scalar: "│", x: r.maxX - 1, y: y, count: 1, role: role)
        }
        grid.fill(scalar: "┌", x: r.x, y: r.y, count: 1, role: role)
        grid.fill(scalar: "┐", x: r.maxX - 1, y: r.y, count: 1, role: role)
        grid.fill(scalar: "└", x: r.x, y: r.maxY - 1, count: 1, role: role)
        grid.fill(scalar: "┘", x: r.maxX - 1, y: r.maxY - 1, count: 1, role: role)
    }
}
