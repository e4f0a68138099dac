/// The model: exactly two panes of sections of tags, with tag texts unique across the board.
///
/// A board is a value. Every change goes through `apply(_:)` (one mutation per move), and debug builds
/// check the invariants after each mutation.
public struct Board: Equatable, Sendable {
    /// The top pane: the chosen tags.
    public private(set) var top: PaneContent
    /// The bottom pane: the available tags.
    public private(set) var bottom: PaneContent

    /// Creates a board, refusing duplicate tag texts and empty tag texts.
    /// - Complexity: O(n) for n tags.
    public init(top: PaneContent, bottom: PaneContent) throws(BoardError) {
        self.top = top
        self.bottom = bottom
        var seen = Set<String>()
        for side in PaneSide.allCases {
            for (s, section) in self[side].sections.enumerated() {
                for (i, tag) in section.tags.enumerated() {
                    if tag.text.isEmpty { throw .emptyTag(TagPath(side, s, i)) }
                    if !seen.insert(tag.text).inserted { throw .duplicateTag(tag.text) }
                }
            }
        }
    }

    /// Creates a board whose tag texts the caller has already checked to be non-empty and unique (a reader that
    /// checked them as it went), without checking them again. Debug builds still check.
    /// - Complexity: O(1) (O(n) in debug builds).
    package init(checkedTop top: PaneContent, bottom: PaneContent) {
        self.top = top
        self.bottom = bottom
        assert(checkInvariants(), "a board built from checked panes breaks its invariants")
    }

    /// An empty board: panes titled "Top" and "Bottom", each with one untitled empty section.
    package static func empty(topTitle: String = "Top", bottomTitle: String = "Bottom") -> Board {
        // Cannot throw: there are no tags.
        try! Board(top: PaneContent(title: topTitle), bottom: PaneContent(title: bottomTitle))
    }

    /// The content of one pane.
    public subscript(side: PaneSide) -> PaneContent {
        get { side == .top ? top : bottom }
        _modify {
            if side == .top { yield &top } else { yield &bottom }
        }
    }

    /// The tag at a path. The path must be valid (see `contains(_:)`).
    public subscript(path: TagPath) -> Tag {
        self[path.pane].sections[path.section].tags[path.item]
    }

    /// Whether a tag exists at `path`.
    public func contains(_ path: TagPath) -> Bool {
        let pane = self[path.pane]
        guard pane.sections.indices.contains(path.section) else { return false }
        return pane.sections[path.section].tags.indices.contains(path.item)
    }

    /// Whether `path` names a section of this board.
    package func contains(_ path: SectionPath) -> Bool { self[path.pane].sections.indices.contains(path.section) }

    /// Number of tags in a section.
    package func count(_ side: PaneSide, section: Int) -> Int {
        self[side].sections[section].tags.count
    }

    /// Number of tags on the whole board.
    /// - Complexity: O(number of sections).
    package var tagCount: Int { top.tagCount + bottom.tagCount }

    /// All tags in reading order (top pane first). Meant for tests and small boards.
    /// - Complexity: O(n).
    package var allTags: [Tag] {
        PaneSide.allCases.flatMap { side in self[side].sections.flatMap(\.tags) }
    }

    /// The path of the tag with `text`, if any.
    /// - Complexity: O(n); callers on hot paths keep paths instead.
    package func path(of text: String) -> TagPath? {
        for side in PaneSide.allCases {
            for (s, section) in self[side].sections.enumerated() {
                if let i = section.tags.firstIndex(where: { $0.text == text }) { return TagPath(side, s, i) }
            }
        }
        return nil
    }
}

/// Why a board could not be built.
public enum BoardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A tag's text is on the board twice.
    case duplicateTag(String)
    /// A tag has no text.
    case emptyTag(TagPath)

    public var description: String {
        switch self {
        case .duplicateTag(let text): "duplicate tag '\(text)'"
        case .emptyTag(let path): "empty tag at \(path)"
        }
    }
}
