extension Board {
    /// Checks what every board must satisfy: two panes with at least one section each, no empty tag text,
    /// all texts unique. Debug builds run it after every mutation.
    /// - Complexity: O(n).
    public func checkInvariants() -> Bool {
        var seen = Set<String>()
        for side in PaneSide.allCases {
            let pane = self[side]
            if pane.sections.isEmpty { return false }
            for section in pane.sections {
                for tag in section.tags {
                    if tag.text.isEmpty || !seen.insert(tag.text).inserted { return false }
                }
            }
        }
        return true
    }

    /// The multiset of tag texts, sorted, for checks that nothing was lost or doubled.
    /// - Complexity: O(n log n).
    package var sortedTexts: [String] { allTags.map(\.text).sorted() }
}
