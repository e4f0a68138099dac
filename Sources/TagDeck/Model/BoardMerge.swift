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

    /// Where a tag is: its section (an id of ``MergeNumbering/keys``) and whether it is pinned.
    private struct Place: Equatable {
        var section: Int32
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
    ///
    /// The texts are numbered once (``MergeNumbering``); the rest runs on arrays indexed by those numbers.
    /// - Complexity: O(n) comparisons when a side is unchanged; else O(n log n) for n tags in all three.
    /// - Parameter shortcuts: Whether sections the same on boards are taken as they are (false: each is merged tag
    ///   by tag, for tests to compare with).
    package static func merge(base: Board, ours: Board, theirs: Board, shortcuts: Bool = true) -> Result {
        if ours == base { return Result(board: theirs, conflicts: []) }
        if theirs == base || theirs == ours { return Result(board: ours, conflicts: []) }
        let m = MergeNumbering(base: base, ours: ours, theirs: theirs, shortcuts: shortcuts)
        func place(_ b: Int, _ n: Int) -> Place? {
            let s = m.section[b][n]
            return s < 0 ? nil : Place(section: s, pinned: m.pinned[b][n])
        }
        func name(_ id: Int32) -> String { BoardMerge.name(m.keys[Int(id)], ours) }
        var conflicts: [Conflict] = []
        // Which tags are on the merged board, and where (nil: not on it); by number, in reading order.
        var merged = [Place?](repeating: nil, count: m.onEitherSide)
        for n in 0..<m.onEitherSide {
            let pb = place(MergeNumbering.base, n), po = place(MergeNumbering.ours, n)
            let pt = place(MergeNumbering.theirs, n)
            switch (po, pt) {
            case let (po?, pt?):
                let section = threeWay(pb?.section, po.section, pt.section)
                if section.conflict {
                    conflicts.append(Conflict(tag: m.texts[n], isMerged: true, message:
                        "'\(m.texts[n])' moved here to \(name(po.section)), in theirs to \(name(pt.section)); kept here"))
                }
                // Both sides setting a flag differently from the base set it the same way: no conflict.
                merged[n] = Place(section: section.value, pinned: threeWay(pb?.pinned, po.pinned, pt.pinned).value)
            case let (po?, nil):
                // Added here, or deleted in theirs.
                guard let pb else { merged[n] = po; break }
                if po != pb {
                    merged[n] = po
                    conflicts.append(Conflict(tag: m.texts[n], isMerged: true,
                                              message: "'\(m.texts[n])' changed here but deleted in theirs; kept"))
                }
            case let (nil, pt?):
                // Added in theirs, or deleted here.
                guard let pb else { merged[n] = pt; break }
                if pt != pb {
                    conflicts.append(Conflict(tag: m.texts[n], isMerged: false, message:
                        "'\(m.texts[n])' deleted here but changed in theirs (to \(name(pt.section))); deleted"))
                }
            case (nil, nil):
                break
            }
        }
        // The merged members of each section, by section id.
        var members: [Int: [Int]] = [:]
        for n in merged.indices { if let p = merged[n] { members[Int(p.section), default: []].append(n) } }
        var scratch = [Int32](repeating: -1, count: m.texts.count)
        var panes: [PaneContent] = []
        for side in PaneSide.allCases {
            let (pane, paneConflicts) = mergePane(side, base: base, ours: ours, theirs: theirs, m, merged: merged,
                                                  members: members, scratch: &scratch)
            panes.append(pane)
            conflicts += paneConflicts
        }
        // Each number is placed once, and each text has one number: the board is valid without checking it again.
        return Result(board: Board(checkedTop: panes[0], bottom: panes[1]), conflicts: conflicts)
    }

    /// The merge of one value: the side that changed it, ours when both changed it differently (a conflict).
    private static func threeWay<Value: Equatable>(_ base: Value?, _ ours: Value, _ theirs: Value)
        -> (value: Value, conflict: Bool) {
        if ours == theirs || theirs == base { return (ours, false) }
        if ours == base { return (theirs, false) }
        return (ours, true)
    }

    /// One pane: its title, its sections in merged order, each with its tags in merged order.
    private static func mergePane(_ side: PaneSide, base: Board, ours: Board, theirs: Board, _ m: MergeNumbering,
                                  merged: [Place?], members: [Int: [Int]], scratch: inout [Int32])
        -> (PaneContent, [Conflict]) {
        let kb = sectionKeys(base, side), ko = sectionKeys(ours, side), kt = sectionKeys(theirs, side)
        var holding = Set<SectionKey>()
        for id in members.keys where m.keys[id].pane == side { holding.insert(m.keys[id]) }
        let inBase = Set(kb), inOurs = Set(ko), inTheirs = Set(kt)
        var sectionMembers = holding
        for key in inOurs.union(inTheirs) where (inOurs.contains(key) && inTheirs.contains(key)) || !inBase.contains(key) {
            sectionMembers.insert(key)
        }
        let order = OrderMerge.merge(base: kb, ours: ko, theirs: kt, members: sectionMembers).order
        let ourIndex = Dictionary(uniqueKeysWithValues: ko.enumerated().map { ($1, $0) })
        var conflicts: [Conflict] = []
        var sections: [Section] = []
        for key in order {
            guard let id = m.id(of: key) else { continue }
            // The same on the three boards: as it is.
            if m.settled.contains(id), let index = ourIndex[key] {
                sections.append(ours[side].sections[index])
                continue
            }
            let result = OrderMerge.merge(numbers: (m.lists[MergeNumbering.base][id] ?? [],
                                                    m.lists[MergeNumbering.ours][id] ?? [],
                                                    m.lists[MergeNumbering.theirs][id] ?? []),
                                          members: members[id] ?? [], scratch: &scratch)
            for n in result.conflicts {
                conflicts.append(Conflict(tag: m.texts[n], isMerged: true,
                                          message: "'\(m.texts[n])' moved within \(name(key, ours)) here and in theirs; kept here"))
            }
            sections.append(section(key, result.order, m, id: id, merged: merged,
                                    ours: ourIndex[key].flatMap { m.shortcuts ? ours[side].sections[$0] : nil }))
        }
        let title = threeWay(base[side].title, ours[side].title, theirs[side].title)
        if title.conflict {
            conflicts.append(Conflict(tag: nil, isMerged: true, message:
                "pane title '\(ours[side].title)' here, '\(theirs[side].title)' in theirs; kept '\(title.value)'"))
        }
        return (PaneContent(title: title.value, sections: sections), conflicts)
    }

    /// The merged section `key` holding the numbers `order`: `ours` (that section of ours), its chunks shared,
    /// when it holds just those, pinned as merged (a section neither side changed, or only ours); else built from
    /// the texts.
    /// - Complexity: O(tags of the section) array lookups; O(its texts' lengths) when it is built.
    private static func section(_ key: SectionKey, _ order: [Int], _ m: MergeNumbering, id: Int, merged: [Place?],
                                ours: Section?) -> Section {
        let ourPins = m.pinned[MergeNumbering.ours]
        if let ours, let mine = m.lists[MergeNumbering.ours][id], mine == order,
           order.allSatisfy({ merged[$0]!.pinned == ourPins[$0] }) {
            return ours
        }
        return Section(title: key.title, tags: order.map { Tag(m.texts[$0], pinned: merged[$0]!.pinned) })
    }

    static func sectionKeys(_ board: Board, _ side: PaneSide) -> [SectionKey] {
        var count: [String: Int] = [:]
        return board[side].sections.map { section in
            defer { count[section.title, default: 0] += 1 }
            return SectionKey(pane: side, title: section.title, occurrence: count[section.title] ?? 0)
        }
    }

    /// `Rest › Letters` (with ours' pane titles), or the pane alone for an untitled section.
    static func name(_ key: SectionKey, _ board: Board) -> String {
        let title = board[key.pane].title
        let pane = title.isEmpty ? (key.pane == .top ? "top pane" : "bottom pane") : title
        return key.title.isEmpty ? pane : pane + " › " + key.title
    }
}
