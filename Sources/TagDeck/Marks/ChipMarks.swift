/// The marked chips: which tags are marked, and in which pane each one is now.
///
/// Marks belong to the session, not the board: they are never saved. A mark follows its tag through every
/// move, filter and scroll, by the tag's text (texts are unique on a board).
package struct ChipMarks: Equatable, Sendable {
    /// The pane of each marked tag, by text.
    package private(set) var panes: [String: PaneSide] = [:]
    /// Marked tags per pane (top, bottom).
    package private(set) var perPane = [0, 0]

    package init() {}

    /// Number of marked tags.
    package var count: Int { panes.count }
    package var isEmpty: Bool { panes.isEmpty }

    /// Whether the tag with `text` is marked.
    /// - Complexity: O(1) expected.
    package func contains(_ text: String) -> Bool { panes[text] != nil }

    /// Marks the tag with `text`, in pane `side`. Returns whether it was not marked before.
    @discardableResult
    package mutating func insert(_ text: String, in side: PaneSide) -> Bool {
        guard panes.updateValue(side, forKey: text) == nil else { return false }
        perPane[side.rawValue] += 1
        return true
    }

    /// Unmarks the tag with `text`. Returns whether it was marked.
    @discardableResult
    package mutating func remove(_ text: String) -> Bool {
        guard let side = panes.removeValue(forKey: text) else { return false }
        perPane[side.rawValue] -= 1
        return true
    }

    /// Unmarks every tag.
    package mutating func removeAll() {
        panes.removeAll()
        perPane = [0, 0]
    }

    /// Keeps the pane of a marked tag right after it moved to `side`.
    mutating func moved(_ text: String, to side: PaneSide) {
        guard let old = panes[text], old != side else { return }
        panes[text] = side
        perPane[old.rawValue] -= 1
        perPane[side.rawValue] += 1
    }

    /// Each mark in the pane its tag is in on `board`, and marks of tags no longer there removed: after a change
    /// that moved tags by other means than moves (a reload, a section carried across).
    /// - Complexity: O(tags on the board).
    package mutating func follow(_ board: Board) {
        var panes: [String: PaneSide] = [:]
        panes.reserveCapacity(count)
        for side in PaneSide.allCases {
            for section in board[side].sections {
                for tag in section.tags where contains(tag.text) { panes[tag.text] = side }
            }
        }
        for text in self.panes.keys {
            if let side = panes[text] { moved(text, to: side) } else { remove(text) }
        }
    }

    /// Marked tags in pane `side`.
    package func count(in side: PaneSide) -> Int { perPane[side.rawValue] }
}
