/// One item of a note's list, as the site reads it.
public struct TagItem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A text: the tag.
        case text
        /// A number, a boolean or a date (`2019`, `yes`): the tag its text says, its bytes kept.
        case scalar
        /// A tag object (Docusaurus's `{label: ..., permalink: ...}`): the tag is its label; kept as an object.
        case object
        /// An empty item (`-`, `""`): kept, not shown.
        case empty
        /// Something that is no tag (a list, an object without a label): kept byte for byte, not shown, reported.
        case unreadable
    }

    public var kind: Kind
    /// The tag it gives; nil for an empty or unreadable item.
    public var tag: String?
    /// Written with a `#` before its tag, which the site drops (Obsidian's `"#cosmology"` is `cosmology`): a
    /// rename writes the `#` back.
    public var hasHash = false

    public init(_ kind: Kind, _ tag: String?, hasHash: Bool = false) {
        self.kind = kind
        self.tag = tag
        self.hasHash = hasHash
    }

    /// The item's tag as written in the list (with its `#`, when it has one); nil as ``tag``.
    var written: String? { tag.map { hasHash ? "#" + $0 : $0 } }
}

/// What goes at one place of a list after an edit: an item kept as written, an item with its tag renamed, or a new tag.
enum TagSlot: Sendable, Equatable {
    case kept(Int)
    case renamed(Int, to: String)
    case added(String)
}

/// How a note's list changes to show new tags, keeping everything that is not a change: items are kept where they
/// are while the tags kept stay in order; a reorder moves a tag's items (its repeats with it) into the places the
/// kept tags had; a new tag goes right after the tag before it in the new order (first, before every tag, when it
/// leads; at the end of the list when it follows the last); empty and unreadable items never move; a rename rewrites each item of the tag where it is, or drops
/// them when the new name is already in the note (a merge).
enum TagPlan {
    /// The slots of the list after the edit.
    /// - Parameters:
    ///   - items: the tag of each item as read, nil for an item that shows none.
    ///   - new: the tags to show, each once, in order.
    ///   - rename: the new name of each tag whose items are to be renamed where they are (nil for the others).
    /// - Complexity: O(items + new).
    static func slots(items: [String?], new: [String], rename: ((String) -> String?)? = nil) -> [TagSlot] {
        var texts = items
        var renamed = Set<Int>()
        if let rename {
            // The tags the rename leaves as they are: into one of them (a merge), the renamed items go and it stays.
            let staying = Set(items.compactMap { $0 }.filter { rename($0) == nil })
            for (k, text) in items.enumerated() {
                guard let text, let to = rename(text), to != text else { continue }
                if staying.contains(to) { texts[k] = nil } else { texts[k] = to; renamed.insert(k) }
            }
        }
        let wanted = Set(new)
        let dropped: (Int) -> Bool = { k in
            if let text = texts[k] { return !wanted.contains(text) }
            return items[k] != nil   // a merged item (it had a tag): gone; an empty or unreadable one: kept
        }
        // Each kept tag's first item, in the list's order; its later items.
        var first: [String: Int] = [:], repeats: [String: [Int]] = [:], order: [String] = []
        for k in texts.indices where !dropped(k) {
            guard let text = texts[k] else { continue }
            if first[text] == nil { first[text] = k; order.append(text) } else { repeats[text, default: []].append(k) }
        }
        let oldInNew = new.filter { first[$0] != nil }
        let reordered = oldInNew != order
        // New tags, each after the tag before it in the new order (leading ones before every tag).
        var after: [String: [String]] = [:], leading: [String] = []
        var previous: String?
        for tag in new {
            if first[tag] != nil { previous = tag; continue }
            if let p = previous { after[p, default: []].append(tag) } else { leading.append(tag) }
            previous = tag
        }
        // The places of the kept tags' first items take the kept tags in the new order.
        var assigned: [Int: String] = [:]
        for (place, tag) in zip(order.map { first[$0]! }, oldInNew) { assigned[place] = tag }
        var out: [TagSlot] = []
        func emit(_ k: Int) { out.append(renamed.contains(k) ? .renamed(k, to: texts[k]!) : .kept(k)) }
        func emitAdded(after tag: String) {
            var queue = after[tag] ?? []
            while !queue.isEmpty {
                let t = queue.removeFirst()
                out.append(.added(t))
                queue.insert(contentsOf: after[t] ?? [], at: 0)
            }
        }
        func emitLeading() {
            for tag in leading {
                out.append(.added(tag))
                emitAdded(after: tag)
            }
            leading = []
        }
        for k in texts.indices where !dropped(k) {
            if let tag = assigned[k] {
                emitLeading()
                emit(first[tag]!)
                if reordered { (repeats[tag] ?? []).forEach(emit) }
                // Those after the last tag go at the very end, after its repeats and the items that show none.
                if tag != oldInNew.last { emitAdded(after: tag) }
            } else if texts[k] != nil {
                if !reordered { emit(k) }   // a repeat: with its tag when the order changed, else where it is
            } else {
                emit(k)
            }
        }
        emitLeading()
        if let last = oldInNew.last { emitAdded(after: last) }
        return out
    }
}
