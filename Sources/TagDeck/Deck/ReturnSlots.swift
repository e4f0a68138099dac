/// For each tag that crossed into the other pane, by text: the slot it left, so that sending it back returns it
/// there.
///
/// A bundle that crossed whole while no chip had a slot leaves the slots of exactly its tags: the table remembers
/// that move, and undoing that very move forgets them all at once rather than tag by tag (a million lookups by
/// text). Any other change of which tags have a slot forgets the move. Two tables are equal when their slots are.
struct ReturnSlots: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// The slot each tag left, by its text.
    private(set) var slots: [String: TagPath] = [:]
    /// The bundle move whose tags are exactly those with a slot, if they are.
    private var wholeBundle: BundleMove?

    init(dictionaryLiteral elements: (String, TagPath)...) {
        slots = Dictionary(elements) { _, last in last }
    }

    var isEmpty: Bool { slots.isEmpty }
    var count: Int { slots.count }

    /// The slot the tag with `text` left; setting one (or nil) changes which tags have a slot.
    /// - Complexity: O(1) expected.
    subscript(text: String) -> TagPath? {
        get { slots[text] }
        set {
            wholeBundle = nil
            slots[text] = newValue
        }
    }

    /// Forgets the slot of the tag with `text`, and returns it.
    /// - Complexity: O(1) expected.
    mutating func removeValue(forKey text: String) -> TagPath? {
        wholeBundle = nil
        return slots.removeValue(forKey: text)
    }

    /// Each slot replaced by `relocate(slot)`, in place: the tags with a slot stay the same.
    /// - Complexity: O(slots), without hashing.
    mutating func relocateAll(_ relocate: (TagPath) -> TagPath) {
        guard !slots.isEmpty else { return }
        var i = slots.values.startIndex
        while i != slots.values.endIndex {
            slots.values[i] = relocate(slots.values[i])
            slots.values.formIndex(after: &i)
        }
    }

    /// Keeps each of `tags`' slot from `kept` (nil: forgets it), after the bundle `move` moved them (in its order).
    /// - Complexity: O(tags) lookups, the table grown once.
    mutating func keep(_ kept: [TagPath?], of tags: [Tag], movedBy move: BundleMove) {
        let whole = slots.isEmpty && !kept.isEmpty && !kept.contains(nil)
        slots.reserveCapacity(slots.count + tags.count)
        for (k, tag) in tags.enumerated() { slots[tag.text] = kept[k] }
        wholeBundle = whole && slots.count == tags.count ? move : nil
    }

    /// Forgets the slots of `tags`, moved back by `replayed` (an undo or redo; nil when not known).
    /// - Complexity: O(1) when `replayed` undoes the whole bundle that left the slots, else O(tags) lookups;
    ///   nothing when no tag has a slot.
    mutating func forget(_ tags: [Tag], replayed: BoardChange?) {
        guard !slots.isEmpty else { return }
        if let whole = wholeBundle, case .bundle(let move)? = replayed, tags.count == slots.count,
           move.from == whole.to, move.to == whole.from {
            self = [:]
            return
        }
        for tag in tags { self[tag.text] = nil }
    }

    static func == (a: ReturnSlots, b: ReturnSlots) -> Bool { a.slots == b.slots }
}
