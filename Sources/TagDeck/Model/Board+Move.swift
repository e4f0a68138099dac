/// One move: the tag at `from` ends up at `to`.
///
/// The destination is given in the index space *after* the tag has been removed from `from`: after the move,
/// `board[to]` is the moved tag. This makes every move undoable by the move `to → from`.
public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// Where the tag is before the move.
    public var from: TagPath
    /// Where it is after the move (in the index space after its removal from `from`).
    public var to: TagPath

    /// A move of the tag at `from` to `to`.
    public init(from: TagPath, to: TagPath) {
        self.from = from
        self.to = to
    }

    /// The move that undoes this one.
    package var inverse: Move { Move(from: to, to: from) }

    /// Whether the move changes nothing.
    package var isIdentity: Bool { from == to }

    public var description: String { "\(from) → \(to)" }

    /// Where the tag that was at `path` before this move is afterwards.
    ///
    /// `path` must name a tag other than the moved one; slot paths behave as tag paths.
    /// - Complexity: O(1).
    package func relocate(_ path: TagPath) -> TagPath {
        if path == from { return to }
        var p = path
        // Removal at `from` shifts later items of the same section left by one.
        if p.pane == from.pane && p.section == from.section && p.item > from.item { p.item -= 1 }
        // Insertion at `to` shifts items at or after it right by one.
        if p.pane == to.pane && p.section == to.section && p.item >= to.item { p.item += 1 }
        return p
    }
}

extension Board {
    /// Whether `move` can be applied: a tag at `from`, and `to` a valid slot once that tag is removed.
    public func canApply(_ move: Move) -> Bool {
        guard contains(move.from) else { return false }
        let pane = self[move.to.pane]
        guard pane.sections.indices.contains(move.to.section) else { return false }
        var limit = pane.sections[move.to.section].tags.count
        if move.from.pane == move.to.pane && move.from.section == move.to.section { limit -= 1 }
        return move.to.item >= 0 && move.to.item <= limit
    }

    /// Moves the tag at `move.from` so that it ends up at `move.to` (index counted after the removal).
    ///
    /// Within one section the tags between the two indices rotate by one place; across sections or panes the
    /// tag is removed and inserted. Pinned tags are the caller's concern (a pinned tag never lifts).
    /// - Precondition: `canApply(move)`.
    /// - Complexity: O(|from.item − to.item|) within a section; otherwise O(size of the two sections).
    public mutating func apply(_ move: Move) {
        precondition(canApply(move), "invalid move \(move)")
        let (from, to) = (move.from, move.to)
        if from.pane == to.pane && from.section == to.section {
            self[from.pane].withSection(from.section) { section in
                var i = from.item
                // Bubble the tag one place at a time: cost follows the distance, not the section size.
                while i < to.item { section.tags.swapAt(i, i + 1); i += 1 }
                while i > to.item { section.tags.swapAt(i, i - 1); i -= 1 }
            }
        } else {
            let tag = self[from.pane].withSection(from.section) { $0.tags.remove(at: from.item) }
            self[to.pane].withSection(to.section) { $0.tags.insert(tag, at: to.item) }
        }
        assert(checkInvariants(), "board invariants broken by \(move)")
    }

    /// Appends `tags` at the end of section `section` of pane `side`: candidates arriving in the picker. Their
    /// texts must be new to the board.
    /// - Complexity: O(tags appended), amortised.
    package mutating func append(_ tags: [Tag], to side: PaneSide, section: Int) {
        self[side].withSection(section) { $0.tags.append(contentsOf: tags) }
        assert(tags.count > 1_000 || checkInvariants(), "appended tags broke the board's invariants")
    }

    /// Has section `section` of pane `side` keep each run's texts for the chunk holding those very texts near the
    /// run's start, instead of its own copy of them (`TagList.shareTexts(_:near:)`): the tags do not change.
    /// - Complexity: O(bytes of the runs).
    package mutating func shareTexts(of runs: [CandidateTexts], in side: PaneSide, section: Int) {
        guard !runs.isEmpty else { return }
        self[side].withSection(section) { section in
            for run in runs { section.tags.shareTexts(run.texts, near: run.start) }
        }
    }
}
