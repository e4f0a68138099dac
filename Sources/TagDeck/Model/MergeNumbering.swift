/// The three boards of a merge with every tag text numbered once: each board's sections as lists of numbers,
/// and each number's place (section and pin) on each board. The merge then runs on arrays indexed by number, not
/// on tables of strings: a million tags cost three million lookups of their texts, all in this numbering.
struct MergeNumbering {
    /// The texts, by number: ours in reading order, then those only theirs has (in theirs' order), then those only
    /// the base has.
    private(set) var texts: [String] = []
    /// How many numbers are on ours or theirs (the rest are only on the base).
    private(set) var onEitherSide = 0
    /// Every section key met, by id.
    private(set) var keys: [BoardMerge.SectionKey] = []
    /// Per board (base, ours, theirs): the numbers of each section, by section key id.
    private(set) var lists: [[Int: [Int]]] = [[:], [:], [:]]
    /// Per board (base, ours, theirs): each number's section key id (-1: not on it), and whether it is pinned there.
    private(set) var section: [[Int32]] = []
    private(set) var pinned: [[Bool]] = []

    /// Indices of the boards in ``lists``, ``section`` and ``pinned``.
    static let base = 0, ours = 1, theirs = 2

    /// Sections (by key id) with the same tags on the three boards: their tags are not numbered (each stays where
    /// it is on every board), and the merge takes the section as it is.
    private(set) var settled: Set<Int> = []
    /// Whether sections the same on boards were taken as such.
    let shortcuts: Bool

    /// - Complexity: O(n) comparisons of tags, and lookups of texts for the tags of the sections that differ
    ///   between boards (a section the same on two boards is looked up on one of them).
    /// - Parameter shortcuts: Whether sections the same on two or three boards are taken as such (false: every
    ///   tag of every board is looked up, for tests to compare with).
    init(base: Board, ours: Board, theirs: Board, shortcuts: Bool = true) {
        self.shortcuts = shortcuts
        var number: [String: Int] = [:]
        var keyID: [BoardMerge.SectionKey: Int] = [:]
        // Per board, by key id: the section's tags and its pinned numbers.
        var tagLists: [[Int: TagList]] = [[:], [:], [:]]
        var pins: [[Int: [Int]]] = [[:], [:], [:]]
        // Per board, its sections' key ids in reading order.
        var reading: [[Int]] = [[], [], []]
        for (b, board) in [(Self.ours, ours), (Self.theirs, theirs), (Self.base, base)] {
            for side in PaneSide.allCases {
                for (key, section) in zip(BoardMerge.sectionKeys(board, side), board[side].sections) {
                    let id = keyID[key] ?? keys.count
                    if id == keys.count {
                        keyID[key] = id
                        keys.append(key)
                    }
                    tagLists[b][id] = section.tags
                    reading[b].append(id)
                }
            }
        }
        func same(_ a: TagList?, _ b: TagList?) -> Bool {
            guard shortcuts, let a, let b else { return false }
            return a.sharesStorage(with: b) || a == b
        }
        for id in keys.indices where same(tagLists[Self.ours][id], tagLists[Self.base][id])
            && same(tagLists[Self.theirs][id], tagLists[Self.base][id]) {
            settled.insert(id)
        }
        number.reserveCapacity(tagLists[Self.ours].reduce(0) { $0 + (settled.contains($1.key) ? 0 : $1.value.count) } * 9 / 8)
        for b in [Self.ours, Self.theirs, Self.base] {
            if b == Self.base { onEitherSide = texts.count }
            for id in reading[b] where !settled.contains(id) {
                guard let tags = tagLists[b][id] else { continue }
                // The same tags on a board numbered already: its numbers.
                if let earlier = [Self.ours, Self.theirs].first(where: { $0 != b && lists[$0][id] != nil
                        && (b == Self.base || $0 == Self.ours) && same(tagLists[$0][id], tags) }) {
                    lists[b][id] = lists[earlier][id]
                    pins[b][id] = pins[earlier][id]
                    continue
                }
                var list: [Int] = [], pinnedHere: [Int] = []
                list.reserveCapacity(tags.count)
                for tag in tags {
                    let text = tag.text
                    let n: Int
                    if let known = number[text] {
                        n = known
                    } else {
                        n = texts.count
                        number[text] = n
                        texts.append(text)
                    }
                    list.append(n)
                    if tag.isPinned { pinnedHere.append(n) }
                }
                lists[b][id] = list
                pins[b][id] = pinnedHere
            }
        }
        let count = texts.count
        section = Array(repeating: Array(repeating: -1, count: count), count: 3)
        pinned = Array(repeating: Array(repeating: false, count: count), count: 3)
        for b in 0..<3 {
            for (id, list) in lists[b] { for n in list { section[b][n] = Int32(id) } }
            for (_, numbers) in pins[b] { for n in numbers { pinned[b][n] = true } }
        }
    }

    /// The id of `key`, if any board has that section.
    func id(of key: BoardMerge.SectionKey) -> Int? { keys.firstIndex(of: key) }
}
