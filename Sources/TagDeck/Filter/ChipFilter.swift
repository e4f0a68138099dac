/// A filter in force: the query and which tags it shows.
///
/// Chips it hides take no room in the flow layout and cannot be hit; positions stay the model's. A tag is shown
/// because its text matches, and texts do not change when tags move, so a chip that was moved stays shown
/// until the query changes. Counts per pane follow moves.
public final class ChipFilter {
    public let query: TagQuery
    /// The texts of the shown tags.
    private var shownTexts: Set<String>
    /// Shown and total tags per pane (top, bottom).
    public private(set) var shownCount: [Int]
    public private(set) var totalCount: [Int]

    /// Matches `query` against every tag of `board`.
    /// - Complexity: O(total length of the tag texts).
    public init(query: TagQuery, board: Board) {
        self.query = query
        var shown = Set<String>()
        var shownCount = [0, 0]
        var totalCount = [0, 0]
        for side in PaneSide.allCases {
            for section in board[side].sections {
                totalCount[side.rawValue] += section.tags.count
                for tag in section.tags where query.matches(tag.text) {
                    shown.insert(tag.text)
                    shownCount[side.rawValue] += 1
                }
            }
        }
        shownTexts = shown
        self.shownCount = shownCount
        self.totalCount = totalCount
    }

    /// Whether `tag` is shown.
    /// - Complexity: O(1) expected (a hash of the text).
    public func isShown(_ tag: Tag) -> Bool { shownTexts.contains(tag.text) }

    /// Keeps the counts right after `tag` moved from pane `from` to pane `to`.
    func moved(_ tag: Tag, from: PaneSide, to: PaneSide) {
        guard from != to else { return }
        totalCount[from.rawValue] -= 1
        totalCount[to.rawValue] += 1
        if isShown(tag) {
            shownCount[from.rawValue] -= 1
            shownCount[to.rawValue] += 1
        }
    }

    /// Whether no tag of the board is shown.
    public var showsNothing: Bool { shownCount.allSatisfy { $0 == 0 } }
}
