/// For each tag that crossed into the other pane, by text: the slot it left, so that sending it back returns it
/// there.
///
/// A bundle that crossed whole while no chip had a slot leaves the slots of exactly its tags: the table keeps them
/// as the bundle's two lists, put in the table by text only when one is looked up or changed, and remembers that
/// move, so that undoing that very move forgets them all at once. A send of a million tags and its undo make no
/// lookup by text. Any other change of which tags have a slot forgets the move. Two tables are equal when their
/// slots are.
struct ReturnSlots: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// A bundle's tags and the slots they left, in its order, not in the table yet.
    private struct Pending: Sendable {
        var tags: [Tag]
        var slots: [TagPath]
    }

    /// The slot each tag left, by its text.
    private var slots: [String: TagPath] = [:]
    /// Slots not in `slots` yet: only while `slots` is empty.
    private var pending: Pending?
    /// The bundle move whose tags are exactly those with a slot, if they are.
    private var wholeBundle: BundleMove?

    init(dictionaryLiteral elements: (String, TagPath)...) {
        slots = Dictionary(elements) { _, last in last }
    }

    var isEmpty: Bool { slots.isEmpty && pending == nil }
    var count: Int { slots.count + (pending?.tags.count ?? 0) }

    /// The slot the tag with `text` left; setting one (or nil) changes which tags have a slot.
    /// - Complexity: O(1) expected; O(slots) the first time after a bundle crossed whole.
    subscript(text: String) -> TagPath? {
        mutating get {
            settle()
            return slots[text]
        }
        set {
            settle()
            wholeBundle = nil
            slots[text] = newValue
        }
    }

    /// Forgets the slot of the tag with `text`, and returns it.
    /// - Complexity: as ``subscript(_:)``.
    mutating func removeValue(forKey text: String) -> TagPath? {
        settle()
        wholeBundle = nil
        return slots.removeValue(forKey: text)
    }

    /// Each slot replaced by `relocate(slot)`, in place: the tags with a slot stay the same.
    /// - Complexity: O(slots) calls, without hashing.
    mutating func relocateAll(_ relocate: (TagPath) -> TagPath) {
        if var p = pending {
            pending = nil  // `p` the only reference: changed in place
            for k in p.slots.indices { p.slots[k] = relocate(p.slots[k]) }
            pending = p
        }
        guard !slots.isEmpty else { return }
        var i = slots.values.startIndex
        while i != slots.values.endIndex {
            slots.values[i] = relocate(slots.values[i])
            slots.values.formIndex(after: &i)
        }
    }

    /// Keeps each of `tags`' slot from `kept` (nil: forgets it), after the bundle `move` moved them (in its order;
    /// their texts distinct, as on a board).
    /// - Complexity: O(tags); without lookups when every one of them crossed and no tag had a slot.
    mutating func keep(_ kept: [TagPath?], of tags: [Tag], movedBy move: BundleMove) {
        if isEmpty && !kept.isEmpty && !kept.contains(nil) {
            pending = Pending(tags: tags, slots: kept.map { $0! })
            wholeBundle = move
            return
        }
        settle()
        wholeBundle = nil
        slots.reserveCapacity(slots.count + tags.count)
        for (k, tag) in tags.enumerated() { slots[tag.text] = kept[k] }
    }

    /// Forgets the slots of `tags`, moved back by `replayed` (an undo or redo).
    /// - Complexity: O(1) when `replayed` undoes the whole bundle that left the slots, else O(tags) lookups;
    ///   nothing when no tag has a slot.
    mutating func forget(_ tags: [Tag], replayed: BoardChange) {
        guard !isEmpty else { return }
        if let whole = wholeBundle, case .bundle(let move) = replayed, tags.count == count,
           move.from == whole.to, move.to == whole.from {
            self = [:]
            return
        }
        for tag in tags { self[tag.text] = nil }
    }

    /// Puts the slots of a bundle that crossed whole in the table.
    /// - Complexity: O(its tags).
    private mutating func settle() {
        guard let p = pending else { return }
        pending = nil
        slots.reserveCapacity(p.tags.count)
        for (k, tag) in p.tags.enumerated() { slots[tag.text] = p.slots[k] }
    }

    static func == (a: ReturnSlots, b: ReturnSlots) -> Bool {
        var (a, b) = (a, b)
        a.settle()
        b.settle()
        return a.slots == b.slots
    }
}
