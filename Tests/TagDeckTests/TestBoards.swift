@testable import TagDeck

/// The shape of one pane: the number of tags in each of its sections (never empty).
typealias PaneShape = [Int]

/// Board builders and a plain reference model shared by the model tests (and later property tests).
enum TestBoards {
    /// Every pane shape with `1...maxSections` sections of `0...maxTags` tags each, shortest first.
    static func allPaneShapes(maxSections: Int, maxTags: Int) -> [PaneShape] {
        var result: [PaneShape] = []
        var layer: [PaneShape] = [[]]
        for _ in 1...maxSections {
            layer = layer.flatMap { shape in (0...maxTags).map { shape + [$0] } }
            result += layer
        }
        return result
    }

    /// A board with the given shapes. Tags are named in reading order ("t0", "t1", …); sections alternate
    /// between untitled and titled; every tag whose number is in `pinned` is pinned.
    static func board(top: PaneShape, bottom: PaneShape, pinned: Set<Int> = []) -> Board {
        var next = 0
        func pane(_ title: String, _ shape: PaneShape) -> PaneContent {
            let sections = shape.enumerated().map { s, count in
                Section(
                    title: s % 2 == 0 ? "" : "\(title) \(s)",
                    tags: (0..<count).map { _ in
                        defer { next += 1 }
                        return Tag("t\(next)", pinned: pinned.contains(next))
                    }
                )
            }
            return PaneContent(title: title, sections: sections)
        }
        let topPane = pane("Top", top)
        let bottomPane = pane("Bottom", bottom)
        return try! Board(top: topPane, bottom: bottomPane)
    }

    /// A random pane shape.
    static func randomShape<G: RandomNumberGenerator>(
        maxSections: Int, maxTags: Int, using rng: inout G
    ) -> PaneShape {
        (0..<Int.random(in: 1...maxSections, using: &rng)).map { _ in Int.random(in: 0...maxTags, using: &rng) }
    }

    /// A random valid board; each tag is pinned with probability `pinnedChance`.
    static func random<G: RandomNumberGenerator>(
        maxSections: Int = 3, maxTags: Int = 4, pinnedChance: Double = 0.1, using rng: inout G
    ) -> Board {
        let top = randomShape(maxSections: maxSections, maxTags: maxTags, using: &rng)
        let bottom = randomShape(maxSections: maxSections, maxTags: maxTags, using: &rng)
        let total = top.reduce(0, +) + bottom.reduce(0, +)
        let pinned = Set((0..<total).filter { _ in Double.random(in: 0..<1, using: &rng) < pinnedChance })
        return board(top: top, bottom: bottom, pinned: pinned)
    }

    /// The paths of every tag on `board`, in reading order (computed without the board's own helpers).
    static func tagPaths(_ board: Board) -> [TagPath] {
        var paths: [TagPath] = []
        for side in PaneSide.allCases {
            for (s, section) in board[side].sections.enumerated() {
                for i in section.tags.indices { paths.append(TagPath(side, s, i)) }
            }
        }
        return paths
    }

    /// Every destination valid for a tag lifted from `from`: all slots of all sections, counted after removal.
    static func destinations(_ board: Board, from: TagPath) -> [TagPath] {
        var paths: [TagPath] = []
        for side in PaneSide.allCases {
            for (s, section) in board[side].sections.enumerated() {
                let count = section.tags.count - (side == from.pane && s == from.section ? 1 : 0)
                for i in 0...count { paths.append(TagPath(side, s, i)) }
            }
        }
        return paths
    }

    /// A random valid move on `board`, or nil when the board has no tags.
    static func randomMove<G: RandomNumberGenerator>(on board: Board, using rng: inout G) -> Move? {
        guard let from = tagPaths(board).randomElement(using: &rng) else { return nil }
        return Move(from: from, to: destinations(board, from: from).randomElement(using: &rng)!)
    }
}

/// A plain model of a board: for each pane, an array of sections, each an array of tags.
struct ReferenceBoard: Equatable {
    var panes: [[[Tag]]]
    var paneTitles: [String]
    var sectionTitles: [[String]]

    init(_ board: Board) {
        panes = PaneSide.allCases.map { side in board[side].sections.map { Array($0.tags) } }
        paneTitles = PaneSide.allCases.map { board[$0].title }
        sectionTitles = PaneSide.allCases.map { side in board[side].sections.map(\.title) }
    }

    /// Whether a tag sits at `path`.
    func hasTag(at path: TagPath) -> Bool {
        let sections = panes[path.pane.rawValue]
        guard path.section >= 0 && path.section < sections.count else { return false }
        return path.item >= 0 && path.item < sections[path.section].count
    }

    /// Whether `move` is valid: a tag at the source, and a slot at the destination once the tag is gone.
    func isValid(_ move: Move) -> Bool {
        guard hasTag(at: move.from) else { return false }
        let sections = panes[move.to.pane.rawValue]
        guard move.to.section >= 0 && move.to.section < sections.count else { return false }
        var count = sections[move.to.section].count
        if move.to.pane == move.from.pane && move.to.section == move.from.section { count -= 1 }
        return move.to.item >= 0 && move.to.item <= count
    }

    /// Remove, then insert.
    mutating func apply(_ move: Move) {
        let tag = panes[move.from.pane.rawValue][move.from.section].remove(at: move.from.item)
        panes[move.to.pane.rawValue][move.to.section].insert(tag, at: move.to.item)
    }

    /// The board this reference describes.
    var board: Board {
        let contents = PaneSide.allCases.map { side in
            let p = side.rawValue
            return PaneContent(
                title: paneTitles[p],
                sections: zip(sectionTitles[p], panes[p]).map { Section(title: $0, tags: $1) }
            )
        }
        return try! Board(top: contents[0], bottom: contents[1])
    }
}
