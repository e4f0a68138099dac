/// A three-way merge of one ordering of unique elements (the tags of a section, the sections of a pane).
///
/// Each side's changes are its moves: the elements that are not on a longest run it shares with the base (in
/// base order) were moved (or added) by that side. Elements neither side moved keep the base order. An element
/// one side moved goes right after the element before it on that side; where both sides put elements at one
/// place, ours come first. An element both sides moved, to different places, is a conflict: ours wins.
package enum OrderMerge {
    struct Result<Element: Hashable> {
        var order: [Element]
        /// Elements both sides moved to different places (placed as ours placed them).
        var conflicts: [Element]
    }

    /// Merges one list of unique elements changed on two sides (a note's tags): what either side removed from
    /// `base` is gone, what either added is in, and the order is merged as a section's is on a board.
    package static func mergeList<Element: Hashable>(base: [Element], ours: [Element], theirs: [Element]) -> [Element] {
        if ours == base { return theirs }
        if theirs == base { return ours }
        let (b, o, t) = (Set(base), Set(ours), Set(theirs))
        let members = o.union(t).filter { !b.contains($0) || o.contains($0) && t.contains($0) }
        return merge(base: base, ours: ours, theirs: theirs, members: members).order
    }

    /// Merges the orders of `members` (the elements of the result, each in `ours` or `theirs` or both).
    ///
    /// The members are numbered once, and the merge runs on arrays of those numbers: a section of a million tags
    /// costs a million lookups of each list's texts, not a dozen sets and dictionaries of them.
    /// - Complexity: O(n log n) for n elements in the three lists.
    static func merge<Element: Hashable>(base: [Element], ours: [Element], theirs: [Element],
                                         members: Set<Element>) -> Result<Element> {
        var number: [Element: Int] = [:]
        number.reserveCapacity(members.count)
        var elements: [Element] = []
        elements.reserveCapacity(members.count)
        for e in members {
            number[e] = elements.count
            elements.append(e)
        }
        func numbered(_ list: [Element]) -> [Int] { list.compactMap { number[$0] } }
        let merged = merge(base: numbered(base), ours: numbered(ours), theirs: numbered(theirs), count: elements.count)
        return Result(order: merged.order.map { elements[$0] }, conflicts: merged.conflicts.map { elements[$0] })
    }

    /// Merges three orders of numbers (a ``MergeNumbering``'s) of which `members` are the result's: numbered
    /// again from 0 through `scratch` (as long as the largest number, all -1, and left so).
    /// - Complexity: O(n log n) for n numbers in the three lists, with no hashing.
    static func merge(numbers lists: (base: [Int], ours: [Int], theirs: [Int]), members: [Int],
                      scratch: inout [Int32]) -> Result<Int> {
        for (k, n) in members.enumerated() { scratch[n] = Int32(k) }
        func local(_ list: [Int]) -> [Int] { list.compactMap { scratch[$0] >= 0 ? Int(scratch[$0]) : nil } }
        let merged = merge(base: local(lists.base), ours: local(lists.ours), theirs: local(lists.theirs),
                           count: members.count)
        for n in members { scratch[n] = -1 }
        return Result(order: merged.order.map { members[$0] }, conflicts: merged.conflicts.map { members[$0] })
    }

    /// The merge of three orders of the numbers `0..<count` (each list holding each number at most once).
    private static func merge(base b: [Int], ours o: [Int], theirs t: [Int], count n: Int) -> Result<Int> {
        var inOurs = [Bool](repeating: false, count: n), inTheirs = [Bool](repeating: false, count: n)
        for e in o { inOurs[e] = true }
        for e in t { inTheirs[e] = true }
        let keptByOurs = longestCommonRun(b, o, count: n)
        let keptByTheirs = longestCommonRun(b, t, count: n)
        let before = (ours: predecessors(o, count: n), theirs: predecessors(t, count: n))

        var placedByOurs = [Bool](repeating: false, count: n)
        var conflicts: [Int] = []
        for e in o where !keptByOurs[e] || !inTheirs[e] {
            placedByOurs[e] = true
            let theirsMoved = inTheirs[e] && !keptByTheirs[e]
            if theirsMoved && before.ours[e] != before.theirs[e] { conflicts.append(e) }
        }
        // The list: the elements neither side moved, in base order, then each side's moves.
        var list = LinkedOrder(count: n)
        for e in b where keptByOurs[e] && keptByTheirs[e] && inOurs[e] && inTheirs[e] {
            list.append(e)
        }
        var fromOurs = [Bool](repeating: false, count: n)
        for e in o where placedByOurs[e] {
            list.insert(e, after: nearestPlaced(before: e, in: before.ours, list))
            fromOurs[e] = true
        }
        for e in t where !list.contains(e) {
            var anchor = nearestPlaced(before: e, in: before.theirs, list)
            // Ours first where both sides put elements at one place.
            while case let next = list.next(after: anchor), next >= 0, fromOurs[next] { anchor = next }
            list.insert(e, after: anchor)
        }
        return Result(order: list.elements, conflicts: conflicts)
    }

    /// For each number in `list`, the one before it there; -1 for the first, and for numbers not in it.
    private static func predecessors(_ list: [Int], count: Int) -> [Int] {
        var result = [Int](repeating: -1, count: count)
        for k in list.indices.dropFirst() { result[list[k]] = list[k - 1] }
        return result
    }

    /// The nearest number before `e` (following `before`) that is already in `list`; -1: the start.
    private static func nearestPlaced(before e: Int, in before: [Int], _ list: LinkedOrder) -> Int {
        var p = before[e]
        while p >= 0 && !list.contains(p) { p = before[p] }
        return p
    }

    /// Which numbers lie on a longest subsequence that `side` shares with `base` (both lists of unique numbers
    /// below `count`).
    /// - Complexity: O(n log n): a longest increasing run of base positions, by patience sorting.
    private static func longestCommonRun(_ base: [Int], _ side: [Int], count: Int) -> [Bool] {
        var position = [Int](repeating: -1, count: count)
        for (k, e) in base.enumerated() { position[e] = k }
        let sequence = side.compactMap { e in position[e] >= 0 ? (e, position[e]) : nil }
        var tails: [Int] = []  // index into sequence of the smallest tail of each run length
        var back = [Int](repeating: -1, count: sequence.count)
        for (k, (_, p)) in sequence.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if sequence[tails[mid]].1 < p { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { back[k] = tails[lo - 1] }
            if lo == tails.count { tails.append(k) } else { tails[lo] = k }
        }
        var run = [Bool](repeating: false, count: count)
        var k = tails.last ?? -1
        while k >= 0 {
            run[sequence[k].0] = true
            k = back[k]
        }
        return run
    }
}

/// A singly linked order of the numbers `0..<count`, each at most once: O(1) insertion after any of them.
private struct LinkedOrder {
    private var nextOf: [Int]
    private var isMember: [Bool]
    private var first = -1
    private var last = -1

    init(count: Int) {
        nextOf = [Int](repeating: -1, count: count)
        isMember = [Bool](repeating: false, count: count)
    }

    func contains(_ e: Int) -> Bool { isMember[e] }

    /// The number after `e`; after -1 (the start), the first; -1 at the end.
    func next(after e: Int) -> Int { e < 0 ? first : nextOf[e] }

    mutating func append(_ e: Int) { insert(e, after: last) }

    /// Inserts `e` after `anchor` (-1: at the start).
    mutating func insert(_ e: Int, after anchor: Int) {
        isMember[e] = true
        let following = next(after: anchor)
        if anchor >= 0 { nextOf[anchor] = e } else { first = e }
        nextOf[e] = following
        if following < 0 { last = e }
    }

    var elements: [Int] {
        var result: [Int] = []
        var e = first
        while e >= 0 {
            result.append(e)
            e = nextOf[e]
        }
        return result
    }
}
