/// An edit of the board's contents, as opposed to a move: tags added, removed, renamed or pinned. Each is one
/// undo step and has an exact inverse.
public enum BoardEdit: Hashable, Sendable {
    /// `tags` inserted one after another from `at` (an insertion index in its section).
    case insert([Tag], at: TagPath)
    /// `tags` removed from `at` on (they were there, one after another).
    case remove([Tag], at: TagPath)
    /// The tag at `at` replaced: renamed, pinned or unpinned.
    case replace(at: TagPath, old: Tag, new: Tag)
    /// A section (with its tags) inserted as section `at.section` of its pane.
    case insertSection(Section, at: SectionPath)
    /// The section at `at` removed, with its tags.
    case removeSection(Section, at: SectionPath)
    /// A section retitled.
    case retitleSection(at: SectionPath, old: String, new: String)
    /// A pane retitled.
    case retitlePane(PaneSide, old: String, new: String)
    /// A section, with its tags, moved from one place to another (in its pane or into the other); `to` is its
    /// index after the move.
    case moveSection(from: SectionPath, to: SectionPath)

    /// The edit that undoes this one.
    package var inverse: BoardEdit {
        switch self {
        case .insert(let tags, let at): .remove(tags, at: at)
        case .remove(let tags, let at): .insert(tags, at: at)
        case .replace(let at, let old, let new): .replace(at: at, old: new, new: old)
        case .insertSection(let s, let at): .removeSection(s, at: at)
        case .removeSection(let s, let at): .insertSection(s, at: at)
        case .retitleSection(let at, let old, let new): .retitleSection(at: at, old: new, new: old)
        case .retitlePane(let side, let old, let new): .retitlePane(side, old: new, new: old)
        case .moveSection(let from, let to): .moveSection(from: to, to: from)
        }
    }

    /// Whether the edit changes nothing.
    package var isIdentity: Bool {
        switch self {
        case .insert(let tags, _), .remove(let tags, _): tags.isEmpty
        case .replace(_, let old, let new): old == new
        case .insertSection, .removeSection: false
        case .moveSection(let from, let to): from == to
        case .retitleSection(_, let old, let new), .retitlePane(_, let old, let new): old == new
        }
    }

    /// The section the edit changes as a whole, if it is a section edit.
    package var section: SectionPath? {
        switch self {
        case .insertSection(_, let at), .removeSection(_, let at), .retitleSection(let at, _, _): at
        case .retitlePane(let side, _, _): SectionPath(side, 0)
        case .moveSection(_, let to): to
        default: nil
        }
    }

    /// Where the edit happens.
    package var path: TagPath {
        switch self {
        case .insert(_, let at), .remove(_, let at), .replace(let at, _, _): at
        case .insertSection(_, let at), .removeSection(_, let at), .retitleSection(let at, _, _):
            TagPath(at.pane, at.section, 0)
        case .retitlePane(let side, _, _): TagPath(side, 0, 0)
        case .moveSection(_, let to): TagPath(to.pane, to.section, 0)
        }
    }
}

extension Board {
    /// Whether `edit` fits this board: its paths exist, the tags it removes or replaces are there, and the texts
    /// it brings are new to the board.
    /// - Complexity: O(n) for the texts' uniqueness.
    package func canApply(_ edit: BoardEdit) -> Bool {
        let pane = self[edit.path.pane]
        switch edit {
        case .insertSection(let section, let at):
            let texts = Set(section.tags.map(\.text))
            return at.section >= 0 && at.section <= pane.sections.count && texts.count == section.tags.count
                && (texts.isEmpty || path(ofAny: texts) == nil)
        case .removeSection(let section, let at):
            return pane.sections.count > 1 && pane.sections.indices.contains(at.section) && pane.sections[at.section] == section
        case .retitleSection(let at, let old, _):
            return pane.sections.indices.contains(at.section) && pane.sections[at.section].title == old
        case .retitlePane(_, let old, _):
            return pane.title == old
        case .moveSection(let from, let to):
            let source = self[from.pane].sections.count
            guard (0..<source).contains(from.section), from.pane != to.pane || source > 1 || from == to else { return false }
            let after = self[to.pane].sections.count - (from.pane == to.pane ? 1 : 0)
            return from.pane == to.pane ? (0...after).contains(to.section) && source > 0
                : source > 1 && (0...after).contains(to.section)
        default: break
        }
        guard pane.sections.indices.contains(edit.path.section) else { return false }
        let tags = pane.sections[edit.path.section].tags
        switch edit {
        case .insert(let new, let at):
            guard at.item >= 0 && at.item <= tags.count else { return false }
            let texts = Set(new.map(\.text))
            return texts.count == new.count && !new.contains { $0.text.isEmpty } && path(ofAny: texts) == nil
        case .remove(let old, let at):
            return at.item >= 0 && at.item + old.count <= tags.count && Array(tags[at.item..<(at.item + old.count)]) == old
        case .replace(let at, let old, let new):
            guard tags.indices.contains(at.item), tags[at.item] == old, !new.text.isEmpty else { return false }
            return new.text == old.text || path(ofAny: [new.text]) == nil
        default:
            return false
        }
    }

    /// Applies an edit that `canApply(_:)`.
    package mutating func apply(_ edit: BoardEdit) {
        let at = edit.path
        switch edit {
        case .insertSection(let section, _): self[at.pane].insertSection(section, at: at.section)
        case .removeSection: self[at.pane].removeSection(at: at.section)
        case .retitleSection(_, _, let new): self[at.pane].withSection(at.section) { $0.title = new }
        case .retitlePane(_, _, let new): self[at.pane].title = new
        case .moveSection(let from, let to):
            let section = self[from.pane].sections[from.section]
            self[from.pane].removeSection(at: from.section)
            self[to.pane].insertSection(section, at: to.section)
        case .insert, .remove, .replace:
            self[at.pane].withSection(at.section) { section in
                switch edit {
                case .insert(let tags, _): section.tags.insert(contentsOf: tags, at: at.item)
                case .remove(let tags, _): section.tags.removeSubrange(at.item..<(at.item + tags.count))
                case .replace(_, _, let new): section.tags[at.item] = new
                default: break
                }
            }
        }
        assert(checkInvariants(), "board invariants broken by \(edit)")
    }

    /// The path of a tag whose text is one of `texts`, if any.
    /// - Complexity: O(n).
    func path(ofAny texts: Set<String>) -> TagPath? {
        for side in PaneSide.allCases {
            for (s, section) in self[side].sections.enumerated() {
                if let i = section.tags.firstIndex(where: { texts.contains($0.text) }) { return TagPath(side, s, i) }
            }
        }
        return nil
    }
}
