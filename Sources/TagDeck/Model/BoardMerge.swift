/// A three-way merge of boards by tags, not lines: `base` is the board both sides started from, `ours` and
/// `theirs` the two changed versions.
///
/// - A tag moved, added, deleted, pinned or unpinned on one side and untouched on the other takes that change.
/// - A section is a pane and a title; one added on either side is kept, one deleted on a side is gone unless
///   the merge puts tags in it. Pane titles merge like any value.
/// - Order within a section (and of sections within a pane) follows both sides where they agree; a tag one
///   side moved goes right after the tag before it on that side, and where both sides put tags at one place,
///   ours come first (see ``OrderMerge``).
/// - A real conflict (one tag moved to two different places, or changed on one side and deleted on the other,
///   or a pane retitled two ways) keeps ours, and is reported.
package enum BoardMerge {
    /// A conflict the merge settled with ours.
    package struct Conflict: Equatable, Sendable {
        /// The tag in question (nil for a pane title).
        package var tag: String?
        /// Whether the tag is on the merged board (false when ours deleted it).
        package var isMerged: Bool
        /// What happened and what was kept, e.g. `'Echo' moved here to Top › Letters, in theirs to Bottom; kept here`.
        package var message: String
    }

    package struct Result: Equatable, Sendable {
        package var board: Board
        package var conflicts: [Conflict]
    }

    /// Where a tag is: the key of its section and whether it is pinned.
    private struct Place: Equatable {
        var section: SectionKey
        var pinned: Bool
    }

    /// A section, by pane and title; the n-th section of that title in its pane (titles may repeat).
    struct SectionKey: Hashable {
        var pane: PaneSide
        var title: String
        var occurrence: Int
    }

    /// Merges three boards. When one side did not change (the usual case: a file changed on disk while the board
    /// in memory is what was last saved), the merge is the other side, found by comparing boards only.
    /// - Complexity: O(n) comparisons when a side is unchanged; else O(n log n) for n tags in all three.
    package static func merge(base: Board, ours: Board, theirs: Board) -> Result {
        if ours == base { return Result(board: theirs, conflicts: []) }
        if theirs == base || theirs == ours { return Result(board: ours, conflicts: []) }
        let b = places(base), o = places(ours), t = places(theirs)
        var conflicts: [Conflict] = []
        var merged: [String: Place] = [:]
        // Which tags are on the merged board, and where.
        merged.reserveCapacity(o.count + t.count)
        for text in allTexts(ours, o, theirs) {
            let pb = b[text], po = o[text], pt = t[text]
            switch (po, pt) {
            case let (po?, pt?):
                let section = threeWay(pb?.section, po.section, pt.section)
                if section.conflict {
                    conflicts.append(Conflict(tag: text, isMerged: true, message:
                        "'\(text)' moved here to \(name(po.section, ours)), in theirs to \(name(pt.section, ours)); kept here"))
                }
                // Both sides setting a flag differently from the base set it the same way: no conflict.
                merged[text] = Place(section: section.value, pinned: threeWay(pb?.pinned, po.pinned, pt.pinned).value)
            case let (po?, nil):
                // Added here, or deleted in theirs.
                guard let pb else { merged[text] = po; break }
                if po != pb {
                    merged[text] = po
                    conflicts.append(Conflict(tag: text, isMerged: true,
                                              message: "'\(text)' changed here but deleted in theirs; kept"))
                }
            case let (nil, pt?):
                // Added in theirs, or deleted here.
                guard let pb else { merged[text] = pt; break }
                if pt != pb {
                    conflicts.append(Conflict(tag: text, isMerged: false, message:
                        "'\(text)' deleted here but changed in theirs (to \(name(pt.section, ours))); deleted"))
                }
            case (nil, nil):
                break
            }
        }
        var panes: [PaneContent] = []
        for side in PaneSide.allCases {
            let (pane, paneConflicts) = mergePane(side, base: base, ours: ours, theirs: theirs, tags: merged)
            panes.append(pane)
            conflicts += paneConflicts
        }
        // Each tag text is placed once, so the board is valid.
        return Result(board: try! Board(top: panes[0], bottom: panes[1]), conflicts: conflicts)
    }

    /// The merge of one value: the side that changed it, ours when both changed it differently (a conflict).
    private static func threeWay<Value: Equatable>(_ base: Value?, _ ours: Value, _ theirs: Value)
        -> (value: Value, conflict: Bool) {
        if ours == theirs || theirs == base { return (ours, false) }
        if ours == base { return (theirs, false) }
        return (ours, true)
    }

    /// One pane: its title, its sections in merged order, each with its tags in merged order.
    private static func mergePane(_ side: PaneSide, base: Board, ours: Board, theirs: Board,
                                  tags: [String: Place]) -> (PaneContent, [Conflict]) {
        let kb = sectionKeys(base, side), ko = sectionKeys(ours, side), kt = sectionKeys(theirs, side)
        var holding = Set<SectionKey>()
        for place in tags.values where place.section.pane == side { holding.insert(place.section) }
        let inBase = Set(kb), inOurs = Set(ko), inTheirs = Set(kt)
        var members = holding
        for key in inOurs.union(inTheirs) where (inOurs.contains(key) && inTheirs.contains(key)) || !inBase.contains(key) {
            members.insert(key)
        }
        let order = OrderMerge.merge(base: kb, ours: ko, theirs: kt, members: members).order
        var conflicts: [Conflict] = []
        // The tags of each section, in each board's order.
        let lists = (base: tagLists(base[side], kb), ours: tagLists(ours[side], ko), theirs: tagLists(theirs[side], kt))
        var byTitle: [SectionKey: [String]] = [:]
        for (text, place) in tags where place.section.pane == side { byTitle[place.section, default: []].append(text) }
        var sections: [Section] = []
        for key in order {
            let texts = Set(byTitle[key] ?? [])
            let result = OrderMerge.merge(base: lists.base[key] ?? [], ours: lists.ours[key] ?? [],
                                          theirs: lists.theirs[key] ?? [], members: texts)
            for text in result.conflicts {
                conflicts.append(Conflict(tag: text, isMerged: true,
                                          message: "'\(text)' moved within \(name(key, ours)) here and in theirs; kept here"))
            }
            sections.append(Section(title: key.title, tags: result.order.map { Tag($0, pinned: tags[$0]!.pinned) }))
        }
        let title = threeWay(base[side].title, ours[side].title, theirs[side].title)
        if title.conflict {
            conflicts.append(Conflict(tag: nil, isMerged: true, message:
                "pane title '\(ours[side].title)' here, '\(theirs[side].title)' in theirs; kept '\(title.value)'"))
        }
        return (PaneContent(title: title.value, sections: sections), conflicts)
    }

    /// Every tag's place on a board.
    private static func places(_ board: Board) -> [String: Place] {
        var result: [String: Place] = [:]
        result.reserveCapacity(board.tagCount)
        for side in PaneSide.allCases {
            for (key, section) in zip(sectionKeys(board, side), board[side].sections) {
                for tag in section.tags { result[tag.text] = Place(section: key, pinned: tag.isPinned) }
            }
        }
        return result
    }

    /// Every tag text of two boards, each once, in reading order (ours first).
    private static func allTexts(_ ours: Board, _ placesInOurs: [String: Place], _ theirs: Board) -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(placesInOurs.count)
        for side in PaneSide.allCases {
            for section in ours[side].sections { texts += section.tags.lazy.map(\.text) }
        }
        for side in PaneSide.allCases {
            for section in theirs[side].sections {
                texts += section.tags.lazy.map(\.text).filter { placesInOurs[$0] == nil }
            }
        }
        return texts
    }

    private static func sectionKeys(_ board: Board, _ side: PaneSide) -> [SectionKey] {
        var count: [String: Int] = [:]
        return board[side].sections.map { section in
            defer { count[section.title, default: 0] += 1 }
            return SectionKey(pane: side, title: section.title, occurrence: count[section.title] ?? 0)
        }
    }

    private static func tagLists(_ pane: PaneContent, _ keys: [SectionKey]) -> [SectionKey: [String]] {
        var result: [SectionKey: [String]] = [:]
        for (key, section) in zip(keys, pane.sections) { result[key] = section.tags.map(\.text) }
        return result
    }

    /// `Rest › Letters` (with ours' pane titles), or the pane alone for an untitled section.
    private static func name(_ key: SectionKey, _ board: Board) -> String {
        let title = board[key.pane].title
        let pane = title.isEmpty ? (key.pane == .top ? "top pane" : "bottom pane") : title
        return key.title.isEmpty ? pane : pane + " › " + key.title
    }
}
