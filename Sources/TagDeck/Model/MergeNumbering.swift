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

    /// - Complexity: O(n) lookups of texts for n tags on the three boards.
    init(base: Board, ours: Board, theirs: Board) {
        var number: [String: Int] = [:]
        number.reserveCapacity(max(ours.tagCount, theirs.tagCount) + ours.tagCount / 8)
        var keyID: [BoardMerge.SectionKey: Int] = [:]
        var pins: [[(Int, Bool)]] = [[], [], []]
        for (b, board) in [(Self.ours, ours), (Self.theirs, theirs), (Self.base, base)] {
            if b == Self.base { onEitherSide = texts.count }
            for side in PaneSide.allCases {
                for (key, section) in zip(BoardMerge.sectionKeys(board, side), board[side].sections) {
                    let id = keyID[key] ?? keys.count
                    if id == keys.count {
                        keyID[key] = id
                        keys.append(key)
                    }
                    var list: [Int] = []
                    list.reserveCapacity(section.tags.count)
                    for tag in section.tags {
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
                        if tag.isPinned { pins[b].append((n, true)) }
                    }
                    lists[b][id] = list
                }
            }
        }
        let count = texts.count
        section = Array(repeating: Array(repeating: -1, count: count), count: 3)
        pinned = Array(repeating: Array(repeating: false, count: count), count: 3)
        for b in 0..<3 {
            for (id, list) in lists[b] { for n in list { section[b][n] = Int32(id) } }
            for (n, pin) in pins[b] { pinned[b][n] = pin }
        }
    }

    /// The id of `key`, if any board has that section.
    func id(of key: BoardMerge.SectionKey) -> Int? { keys.firstIndex(of: key) }
}
