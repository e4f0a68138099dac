import TagDeck

/// Several notes curated at once (`tagdeck tags a.md b.md c.md`): their tags in the top pane, in two sections,
/// *On all N notes* (the tags every note has) and *On some* (the others, each on at least one note), and what a
/// change of those sections does to each note's list.
///
/// A tag moved into *On all* is added to each note that lacks it, at the end of its list; a tag moved out of the
/// top pane is taken off every note; the notes' own orders are kept (the deck refuses reorders in the top pane,
/// `SelectionRules`). Going back to sections seen before in this run (an undo, a redo) gives back the notes'
/// lists as they were then, exactly: ``Record``.
public enum NoteSelection {
    /// The title of the section of the tags every note has: `On all 3 notes`.
    public static func allTitle(_ notes: Int) -> String { "On all \(TitleText.grouped(notes)) notes" }
    /// The title of the section of the tags some of the notes have.
    public static let someTitle = "On some"

    /// The top pane for notes named `names` (file names) whose lists are `lists`: *On all* in the first list's
    /// order, then *On some* (when some tag is on some only), most used first, then in the order met.
    /// - Complexity: O(total items of the lists).
    public static func pane(names: [String], lists: [[String]]) -> PaneContent {
        let (onAll, onSome) = split(lists)
        var sections = [Section(title: allTitle(lists.count), tags: onAll.map { Tag($0) })]
        if !onSome.isEmpty { sections.append(Section(title: someTitle, tags: onSome.map { Tag($0) })) }
        return PaneContent(title: "\(TitleText.grouped(names.count)) notes", sections: sections)
    }

    /// The tags every list has (in the first list's order) and those only some have (most used first, then in
    /// the order met).
    /// - Complexity: O(total items of the lists).
    static func split(_ lists: [[String]]) -> (onAll: [String], onSome: [String]) {
        var count: [String: Int] = [:], met: [String] = []
        for list in lists {
            for tag in Set(list) {
                if count[tag] == nil { met.append(tag) }
                count[tag, default: 0] += 1
            }
        }
        // The order met: lists in order, each in its own order.
        var order: [String: Int] = [:]
        for list in lists { for tag in list where order[tag] == nil { order[tag] = order.count } }
        let onAll = (lists.first ?? []).reduce(into: [String]()) { all, tag in
            if count[tag] == lists.count && !all.contains(tag) { all.append(tag) }
        }
        let onSome = met.filter { count[$0]! < lists.count }
            .sorted { (count[$0]!, -order[$0]!) > (count[$1]!, -order[$1]!) }
        return (onAll, onSome)
    }

    /// Each note's list once the top pane reads `top`: tags no longer in the top pane are taken off, tags of its
    /// first section (*On all*) added at the end where missing; nothing else moves.
    /// - Complexity: O(total items of the lists + tags of the top pane).
    public static func lists(for top: PaneContent, from lists: [[String]]) -> [[String]] {
        let onAll = top.sections.first.map { $0.tags.map(\.text) } ?? []
        var shown = Set(onAll)
        for section in top.sections.dropFirst() { for tag in section.tags { shown.insert(tag.text) } }
        return lists.map { list in
            var kept = list.filter(shown.contains)
            let has = Set(kept)
            kept += onAll.filter { !has.contains($0) }
            return kept
        }
    }

    /// The notes' lists at each state of the top pane met in this run: going back to one (an undo, a redo)
    /// gives back the lists as they were then, rather than recomputing them (which would add a tag taken back
    /// to the notes that never had it, or put an item back at the end of a list).
    public struct Record: Sendable {
        private var lists: [[[String]]: [[String]]] = [:]

        /// An empty record.
        public init() {}

        /// The lists kept for the pane reading `top`, if it was met.
        public func lists(at top: PaneContent) -> [[String]]? { lists[Self.key(top)] }

        /// Keeps `lists` for the pane reading `top`, unless some are kept already.
        public mutating func keep(_ lists: [[String]], at top: PaneContent) {
            let key = Self.key(top)
            if self.lists[key] == nil { self.lists[key] = lists }
        }

        /// Forgets every state (the notes changed elsewhere, or a folder edit renamed their tags).
        public mutating func forget() { lists = [:] }

        /// What makes two panes the same for the notes: their sections' tags, in order.
        private static func key(_ top: PaneContent) -> [[String]] { top.sections.map { $0.tags.map(\.text) } }
    }

    /// For each tag, the names of the notes that have it: set after each read or write, read by the deck's thread
    /// at any time (a lock of its own, never held through a write).
    public final class Snapshot: @unchecked Sendable {
        private let lock = Lock()
        private var names: [String: [String]] = [:]

        /// No note read yet.
        public init() {}

        /// The notes named `names` have `lists`.
        public func set(names: [String], lists: [[String]]) {
            var on: [String: [String]] = [:]
            for (name, list) in zip(names, lists) { for tag in Set(list) { on[tag, default: []].append(name) } }
            lock.withLock { self.names = on }
        }

        /// The names of the notes that have `tag`, in the notes' order.
        public func notes(with tag: String) -> [String] { lock.withLock { names[tag] ?? [] } }
    }

    /// What a save did to the notes, in one line: `'rust' added to 2 notes · 'go' taken off 3 notes`; empty when
    /// no list changed.
    /// - Complexity: O(total items of the lists).
    public static func describe(from before: [[String]], to after: [[String]], noun: String = "note") -> String {
        var added: [String: Int] = [:], removed: [String: Int] = [:], order: [String] = []
        for (old, new) in zip(before, after) where old != new {
            let (o, n) = (Set(old), Set(new))
            for tag in new where !o.contains(tag) {
                if added[tag] == nil && removed[tag] == nil { order.append(tag) }
                added[tag, default: 0] += 1
            }
            for tag in old where !n.contains(tag) {
                if added[tag] == nil && removed[tag] == nil { order.append(tag) }
                removed[tag, default: 0] += 1
            }
        }
        func notes(_ k: Int) -> String { "\(TitleText.grouped(k)) \(noun)\(k == 1 ? "" : "s")" }
        return order.prefix(3).map { tag in
            [added[tag].map { "'\(tag)' added to \(notes($0))" }, removed[tag].map { "'\(tag)' taken off \(notes($0))" }]
                .compactMap { $0 }.joined(separator: ", ")
        }.joined(separator: " · ") + (order.count > 3 ? " · and \(order.count - 3) more" : "")
    }
}
