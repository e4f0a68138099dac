@testable import TagDeck

/// The three-way merge of one ordering as it was first written, on sets and dictionaries of the elements
/// themselves: the plain reference that `OrderMerge`, which numbers the elements and merges arrays of numbers,
/// must agree with (its rules are written there).
enum OrderMergeReference {
    typealias Result = OrderMerge.Result

    static func merge<Element: Hashable>(base: [Element], ours: [Element], theirs: [Element],
                                         members: Set<Element>) -> Result<Element> {
        let b = base.filter(members.contains)
        let o = ours.filter(members.contains)
        let t = theirs.filter(members.contains)
        let inOurs = Set(o), inTheirs = Set(t)
        let keptByOurs = longestCommonRun(b, o)
        let keptByTheirs = longestCommonRun(b, t)
        let before = (ours: predecessors(o), theirs: predecessors(t))

        var placedByOurs = Set<Element>()
        var conflicts: [Element] = []
        for e in o where !keptByOurs.contains(e) || !inTheirs.contains(e) {
            placedByOurs.insert(e)
            let theirsMoved = inTheirs.contains(e) && !keptByTheirs.contains(e)
            if theirsMoved && before.ours[e] != before.theirs[e] { conflicts.append(e) }
        }
        // The list: the elements neither side moved, in base order, then each side's moves.
        var list = ReferenceLinkedOrder<Element>()
        for e in b where keptByOurs.contains(e) && keptByTheirs.contains(e) && inOurs.contains(e) && inTheirs.contains(e) {
            list.append(e)
        }
        var fromOurs = Set<Element>()
        for e in o where placedByOurs.contains(e) {
            list.insert(e, after: nearestPlaced(before: e, in: before.ours, list))
            fromOurs.insert(e)
        }
        for e in t where !list.contains(e) {
            var anchor = nearestPlaced(before: e, in: before.theirs, list)
            // Ours first where both sides put elements at one place.
            while let next = list.next(after: anchor), fromOurs.contains(next) { anchor = next }
            list.insert(e, after: anchor)
        }
        return Result(order: list.elements, conflicts: conflicts)
    }

    /// For each element, the one before it in `list`.
    private static func predecessors<Element: Hashable>(_ list: [Element]) -> [Element: Element] {
        var result: [Element: Element] = [:]
        for k in list.indices.dropFirst() { result[list[k]] = list[k - 1] }
        return result
    }

    /// The nearest element before `e` (following `before`) that is already in `list`; nil: the start.
    private static func nearestPlaced<Element: Hashable>(before e: Element, in before: [Element: Element],
                                                         _ list: ReferenceLinkedOrder<Element>) -> Element? {
        var p = before[e]
        while let q = p, !list.contains(q) { p = before[q] }
        return p
    }

    /// The elements of a longest subsequence that `side` shares with `base` (both lists of unique elements).
    /// - Complexity: O(n log n): a longest increasing run of base positions, by patience sorting.
    static func longestCommonRun<Element: Hashable>(_ base: [Element], _ side: [Element]) -> Set<Element> {
        var position: [Element: Int] = [:]
        for (k, e) in base.enumerated() { position[e] = k }
        let sequence = side.compactMap { e in position[e].map { (e, $0) } }
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
        var run = Set<Element>()
        var k = tails.last ?? -1
        while k >= 0 {
            run.insert(sequence[k].0)
            k = back[k]
        }
        return run
    }
}

/// A doubly linked order of unique elements: O(1) insertion after any element.
private struct ReferenceLinkedOrder<Element: Hashable> {
    private var nextOf: [Element: Element] = [:]
    private var previousOf: [Element: Element] = [:]
    private var members = Set<Element>()
    private var first: Element?
    private var last: Element?

    func contains(_ e: Element) -> Bool { members.contains(e) }

    /// The element after `e`; after nil (the start), the first.
    func next(after e: Element?) -> Element? { e.map { nextOf[$0] } ?? first }

    mutating func append(_ e: Element) { insert(e, after: last) }

    /// Inserts `e` after `anchor` (nil: at the start).
    mutating func insert(_ e: Element, after anchor: Element?) {
        members.insert(e)
        let following = next(after: anchor)
        if let anchor { nextOf[anchor] = e; previousOf[e] = anchor } else { first = e }
        if let following { nextOf[e] = following; previousOf[following] = e } else { last = e }
    }

    var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(members.count)
        var e = first
        while let current = e {
            result.append(current)
            e = nextOf[current]
        }
        return result
    }
}
