/// Several tags moved at once: the tag at `from[i]` ends up at `to[i]`.
///
/// `from` is counted in the board before the move and `to` in the board after it, so the inverse is the same
/// move with the two swapped. A bundle drop lands its tags consecutively: `to` is then one run of slots, and
/// `from` may be anywhere on the board.
package struct BundleMove: Hashable, Sendable, CustomStringConvertible {
    package var from: [TagPath]
    package var to: [TagPath]

    /// - Precondition: `from` and `to` have the same count.
    package init(from: [TagPath], to: [TagPath]) {
        precondition(from.count == to.count, "a bundle move needs a destination per tag")
        self.from = from
        self.to = to
    }

    /// The move that undoes this one.
    package var inverse: BundleMove { BundleMove(from: to, to: from) }

    /// Whether the move changes nothing.
    package var isIdentity: Bool { from == to }

    package var description: String { "\(from.count) tags → \(to.first.map(String.init(describing:)) ?? "-")" }
}

/// Where the tags that a ``BundleMove`` does not move end up, answered without walking the board.
package struct BundleRelocator: Sendable {
    private struct SectionKey: Hashable { var pane: PaneSide; var section: Int }
    /// Per section: the sorted items removed from it, and the sorted items inserted into it.
    private var removed: [SectionKey: [Int]] = [:]
    private var inserted: [SectionKey: [Int]] = [:]

    /// - Complexity: O(k log k) for k moved tags.
    package init(_ move: BundleMove) {
        for (key, ks) in move.from.indicesBySection() {
            removed[SectionKey(pane: key.pane, section: key.section)] = ks.map { move.from[$0].item }.sorted()
        }
        for (key, ks) in move.to.indicesBySection() {
            inserted[SectionKey(pane: key.pane, section: key.section)] = ks.map { move.to[$0].item }.sorted()
        }
    }

    /// Where the tag at `path` (one the move does not carry) is after the move.
    /// - Complexity: O(log k).
    package func relocate(_ path: TagPath) -> TagPath {
        let key = SectionKey(pane: path.pane, section: path.section)
        var item = path.item
        if let gone = removed[key] { item -= Self.count(in: gone, below: path.item) }
        if let added = inserted[key] {
            // The item-th kept tag lands after the j inserted slots that come first: j is the first index with
            // added[j] - j > item (added[j] - j never decreases).
            var lo = 0, hi = added.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if added[mid] - mid > item { hi = mid } else { lo = mid + 1 }
            }
            item += lo
        }
        return TagPath(path.pane, path.section, item)
    }

    /// How many of the sorted `items` are below `limit`.
    private static func count(in items: [Int], below limit: Int) -> Int {
        var lo = 0, hi = items.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if items[mid] < limit { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

extension Board {
    /// Whether `move` can be applied: distinct tags at `from`, and `to` distinct valid slots of the board after.
    /// - Complexity: O(k) for k moved tags, with a dictionary lookup per run of them in one section.
    package func canApply(_ move: BundleMove) -> Bool {
        // Paths in board order are distinct without a set of them (a bundle's usually are).
        func distinct(_ paths: [TagPath]) -> Bool { paths.isStrictlyIncreasing || Set(paths).count == paths.count }
        guard move.from.count == move.to.count, distinct(move.from), distinct(move.to) else { return false }
        // Each section's size after the move bounds the slots that may be taken in it: a dictionary lookup per run
        // of paths in one section, not per path.
        var delta: [TagPath: Int] = [:]
        move.from.forEachSectionRun { key, run in delta[key, default: 0] -= run.count }
        move.to.forEachSectionRun { key, run in delta[key, default: 0] += run.count }
        func size(_ key: TagPath) -> Int? {
            self[key.pane].sections.indices.contains(key.section) ? count(key.pane, section: key.section) : nil
        }
        return move.from.fitSections(size) && move.to.fitSections { key in size(key).map { $0 + delta[key, default: 0] } }
    }

    /// Moves every tag of `move` at once: the tags leave their slots, then land at theirs. Each section touched is
    /// rebuilt once from its first changed item, whatever the number of tags moved.
    /// - Precondition: `canApply(move)`.
    /// - Complexity: O(k log k + the tags after the first change in each section touched), for k moved tags.
    package mutating func apply(_ move: BundleMove) { apply(move, tags: move.from.map { self[$0] }) }

    /// Applies `move`, whose tags (those at `move.from`, in its order) the caller has already read.
    /// - Complexity: as ``apply(_:)``.
    package mutating func apply(_ move: BundleMove, tags: [Tag]) {
        precondition(canApply(move), "invalid bundle move \(move)")
        for (key, ks) in move.from.indicesBySection() {
            var items = ks.map { move.from[$0].item }
            if !items.isSorted { items.sort() }
            self[key.pane].withSection(key.section) { $0.tags.removeSorted(items) }
        }
        for (key, ks) in move.to.indicesBySection() {
            var items = ks.map { (move.to[$0].item, tags[$0]) }
            if !items.lazy.map(\.0).isSorted { items.sort { $0.0 < $1.0 } }
            self[key.pane].withSection(key.section) { $0.tags.insertSorted(items) }
        }
        assert(checkInvariants(), "board invariants broken by \(move)")
    }

    /// Applies a committed change: a move, a bundle move, an edit, a merge.
    package mutating func apply(_ change: BoardChange) {
        switch change {
        case .move(let m): apply(m)
        case .bundle(let b): apply(b)
        case .edit(let e): apply(e)
        case .merge(let edits, _, _): edits.forEach { apply($0) }
        }
    }

    /// Whether a committed change can be applied.
    package func canApply(_ change: BoardChange) -> Bool {
        switch change {
        case .move(let m): canApply(m)
        case .bundle(let b): canApply(b)
        case .edit(let e): canApply(e)
        case .merge(let edits, _, _): BoardChange.canApply(edits, to: self)
        }
    }
}

extension TagList {
    /// Removes the elements at the sorted, distinct `indices`, shifting the rest once.
    /// - Complexity: O(count − indices.first); O(1) when they are all of them.
    mutating func removeSorted(_ indices: [Int]) {
        guard let first = indices.first else { return }
        // All of them (a section sent whole): nothing to shift, nor to read back for the cut at the end.
        if indices.count == count { return self = TagList() }
        var write = first
        var r = 0
        for read in first..<count {
            if r < indices.count && indices[r] == read {
                r += 1
            } else {
                self.swapAt(write, read)
                write += 1
            }
        }
        removeLast(count - write)
    }

    /// Inserts each element at its index, counted in the array after all the insertions; `items` is sorted by
    /// index and the indices are distinct.
    /// - Complexity: O(count − items.first.index + items.count).
    mutating func insertSorted(_ items: [(Int, Tag)]) {
        guard let first = items.first?.0 else { return }
        let tail = Array(self[first...])
        removeLast(count - first)
        reserveCapacity(first + tail.count + items.count)
        var t = 0
        for (index, tag) in items {
            while count < index { append(tail[t]); t += 1 }
            append(tag)
        }
        append(contentsOf: tail[t...])
    }
}

/// A change the undo history records: a single move, a bundle move, or an edit.
package enum BoardChange: Hashable, Sendable {
    case move(Move)
    case bundle(BundleMove)
    /// Tags added, removed, renamed or pinned.
    case edit(BoardEdit)
    /// A tag renamed into one the board holds already (a rename across a host's files that merges two tags):
    /// `edits`, applied in order, leave `into` where `from` was if `from` was in the top pane, and `from` gone.
    case merge([BoardEdit], from: String, into: String)

    /// The change that undoes this one.
    package var inverse: BoardChange {
        switch self {
        case .move(let m): .move(m.inverse)
        case .bundle(let b): .bundle(b.inverse)
        case .edit(let e): .edit(e.inverse)
        case .merge(let edits, let from, let into): .merge(edits.reversed().map(\.inverse), from: from, into: into)
        }
    }

    /// Whether the edits of a ``merge(_:from:into:)`` merge `from` into a tag the board held already, rather than
    /// rename it (and its children, each an edit of the same step) in place.
    package static func isMerge(_ edits: [BoardEdit], from: String, into: String) -> Bool {
        let renamesInPlace = edits.contains { if case .replace(_, let old, let new) = $0 { old.text == from && new.text == into } else { false } }
        let removesInto = edits.contains { if case .remove(let tags, _) = $0 { tags.contains { $0.text == into } } else { false } }
        return !renamesInPlace || removesInto
    }

    /// Whether `edits` apply one after another, each to the board the ones before it leave.
    static func canApply(_ edits: [BoardEdit], to board: Board) -> Bool {
        var board = board
        for edit in edits {
            guard board.canApply(edit) else { return false }
            board.apply(edit)
        }
        return true
    }

    /// Whether the change changes nothing.
    package var isIdentity: Bool {
        switch self {
        case .move(let m): m.isIdentity
        case .bundle(let b): b.isIdentity
        case .edit(let e): e.isIdentity
        case .merge(let edits, _, _): edits.allSatisfy(\.isIdentity)
        }
    }
}

extension Array where Element == TagPath {
    /// Whether the paths are in board order with none twice.
    /// - Complexity: O(n).
    var isStrictlyIncreasing: Bool { indices.dropFirst().allSatisfy { self[$0 - 1] < self[$0] } }

    /// The indices of the paths, grouped by section (keyed by the section's first slot), each group in order: a
    /// dictionary lookup per run of paths in one section, not per path.
    /// - Complexity: O(n).
    func indicesBySection() -> [TagPath: [Int]] {
        var groups: [TagPath: [Int]] = [:]
        forEachSectionRun { key, run in groups[key, default: []].append(contentsOf: run) }
        return groups
    }

    /// Whether each path names a slot below the size `size` gives its section (nil: no such section).
    /// - Complexity: O(n), with a call of `size` per run of paths in one section.
    func fitSections(_ size: (_ section: TagPath) -> Int?) -> Bool {
        var fits = true
        forEachSectionRun { key, run in
            guard fits, let limit = size(key) else { fits = false; return }
            fits = self[run].allSatisfy { $0.item >= 0 && $0.item < limit }
        }
        return fits
    }

    /// Calls `body` with each run of consecutive paths in one section, in order: the section's first slot, and
    /// the run's indices. A section may have several runs when the paths are not in board order.
    /// - Complexity: O(n), plus the calls.
    func forEachSectionRun(_ body: (_ section: TagPath, _ run: Range<Int>) -> Void) {
        var k = 0
        while k < count {
            let key = TagPath(self[k].pane, self[k].section, 0)
            let start = k
            while k < count && self[k].pane == key.pane && self[k].section == key.section { k += 1 }
            body(key, start..<k)
        }
    }
}

extension Sequence where Element: Comparable {
    /// Whether the elements never decrease.
    var isSorted: Bool {
        var last: Element?
        for e in self {
            if let l = last, e < l { return false }
            last = e
        }
        return true
    }
}
