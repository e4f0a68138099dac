/// A chip row laid out from where a filter's shown tags are (``ChipFilter/shownPositions(in:section:of:)``): the
/// hidden tags between them are skipped without being read, so a filter that shows a few tags of ten million lays
/// out its rows in the time of those few.
enum ShownRow {
    /// The row that starts at item `start`, as ``PaneLayout`` lays one out, from the positions `shown` of the tags
    /// shown (in order): the first item of the next row, and the row's chips placed (none unless `keepingChips`).
    /// - Complexity: O(log shown + chips on the row).
    static func lay(_ tags: TagList, shown: [UInt32], from start: Int, width: Int, badgeWidth: Int = 0, keepingChips: Bool)
        -> (next: Int, chips: [RowChip]) {
        var low = 0, high = shown.count
        while low < high {
            let mid = (low + high) / 2
            if Int(shown[mid]) < start { low = mid + 1 } else { high = mid }
        }
        var chips: [RowChip] = []
        var placer = RowPlacer(rowWidth: width, badgeWidth: badgeWidth)
        for k in low..<shown.count {
            let item = Int(shown[k])
            guard item < tags.count else { break }
            guard let chip = placer.place(textWidth: tags[item].textWidth) else { return (item, chips) }
            if keepingChips { chips.append(RowChip(item: item, x: chip.x, width: chip.width)) }
        }
        return (tags.count, chips)
    }

    /// The positions of the shown tags of section `s` of `layout`'s pane, when its filter knows them for `tags` as
    /// they are and nothing else is hidden (``ChipFilter/shownPositions(in:section:of:)``).
    static func known(_ layout: PaneLayout, section s: Int, of tags: TagList) -> [UInt32]? {
        guard layout.hidden.isEmpty, let side = layout.side else { return nil }
        return layout.filter?.shownPositions(in: side, section: s, of: tags)
    }

    /// The first shown item from `i` on (`dir` 1) or back (`dir` -1) among `shown`, if any.
    /// - Complexity: O(log shown).
    static func next(_ shown: [UInt32], from i: Int, _ dir: Int) -> Int? {
        var low = 0, high = shown.count
        while low < high {
            let mid = (low + high) / 2
            if Int(shown[mid]) < i { low = mid + 1 } else { high = mid }
        }
        if dir > 0 { return low < shown.count ? Int(shown[low]) : nil }
        if low < shown.count && Int(shown[low]) == i { return i }
        return low > 0 ? Int(shown[low - 1]) : nil
    }
}
