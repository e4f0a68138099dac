/// One part of the parallel picker reader's table of texts met (``TextPartitions``): the positions of the texts
/// whose hashes fall in it, open addressing with linear probing over 32-bit slots. The partitions grow together,
/// between batches (``TextPartitions``), from the texts.
///
/// A slot holds a fingerprint of the text's hash above the low `bits` bits (as many as every position needs), and
/// in them either a text's position plus one (up to the batch's `base`, the texts kept before it), or, while a
/// batch is looked up, `base` plus one plus the index of the batch's line that met the text first (the batch's
/// later lines find it there), or 0 for a line that was not kept after all (a limit held: it matches nothing).
/// When positions need one bit more, each fingerprint gives up its lowest bit, and no text is read again.
struct TextPartition: Sendable {
    /// `0` for an empty slot; else a fingerprint above the position bits, and what they hold below.
    var slots: [UInt32]
    /// Slots taken (the dead among them).
    var count = 0

    init(size: Int) { slots = [UInt32](repeating: 0, count: size) }

    /// The fingerprint of `hash` for positions of `bits` bits, in place above them.
    @inline(__always)
    static func fingerprint(_ hash: UInt64, bits: Int) -> UInt32 {
        (UInt32(truncatingIfNeeded: hash >> 26) >> UInt32(bits)) << UInt32(bits)
    }

    /// The slot a hash is looked for from, in a table of `size` slots: the hash's low word scaled to the size.
    @inline(__always)
    static func home(_ hash: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(size)) >> 32)
    }

    /// Looks up line `g` of `batch`, whose text is `utf8` and hash `hash`: the position of its text among `texts`
    /// (the `base` texts kept before the batch), `-3 - k` when the batch's earlier line `k` has the same text, or
    /// ``TextPartitions/new``, and then the line is noted as pending in the slot returned. The table has room for
    /// every line of the batch (``TextPartitions`` sees to it).
    /// - Complexity: O(length of `utf8`) expected.
    @inline(__always)
    mutating func look(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, line g: Int, bits: Int, base: Int,
                       texts: KeptTexts, batch: LineBatch) -> (found: Int, slot: Int) {
        let fingerprint = Self.fingerprint(hash, bits: bits)
        let mask = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(bits)) - 1)
        let result = slots.withUnsafeMutableBufferPointer { slots -> (found: Int, slot: Int) in
            var slot = Self.home(hash, size: slots.count)
            while true {
                let entry = slots[slot]
                if entry == 0 { break }
                let value = Int(entry & mask)
                if entry & ~mask == fingerprint && value != 0 {
                    if value <= base {
                        if texts.holds(utf8, at: value - 1) { return (value - 1, slot) }
                    } else {
                        let k = value - base - 1
                        let (kp, ki) = batch.locate(k)
                        if batch.withText(kp, ki, { $0.elementsEqual(utf8) }) { return (-3 - k, slot) }
                    }
                }
                slot += 1
                if slot == slots.count { slot = 0 }
            }
            slots[slot] = fingerprint | UInt32(base + 1 + g)
            return (TextPartitions.new, slot)
        }
        if result.found == TextPartitions.new { count += 1 }
        return result
    }

    /// The pending line noted at `slot`: kept at `position` (its position plus one written instead), or not kept
    /// (nil: dead, its fingerprint left and its value 0).
    @inline(__always)
    mutating func settle(_ slot: Int, bits: Int, position: Int?) {
        let mask = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(bits)) - 1)
        slots[slot] = slots[slot] & ~mask | UInt32(position.map { $0 + 1 } ?? 0)
        // A dead slot whose fingerprint is 0 would read as empty: it sets the fingerprint's bits to stay taken.
        if slots[slot] == 0 { slots[slot] = ~mask }
    }

    /// Adds the text at `position`, whose hash is `hash`, while the table is built again (no pending lines).
    @inline(__always)
    mutating func add(hash: UInt64, position: Int, bits: Int) {
        let size = slots.count
        slots.withUnsafeMutableBufferPointer { slots in
            var slot = Self.home(hash, size: size)
            while slots[slot] != 0 {
                slot += 1
                if slot == size { slot = 0 }
            }
            slots[slot] = Self.fingerprint(hash, bits: bits) | UInt32(position + 1)
        }
        count += 1
    }

    /// Gives every fingerprint up its lowest bit, for positions one bit longer (`bits` is the new length).
    /// - Complexity: O(slots).
    mutating func widenPositions(to bits: Int) {
        let old = UInt32(bits - 1)
        let oldMask = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(old)) - 1)
        let mask = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(bits)) - 1)
        slots.withUnsafeMutableBufferPointer { slots in
            for k in slots.indices where slots[k] != 0 {
                let entry = slots[k]
                var widened = ((entry >> old) >> 1) << UInt32(bits) | (entry & oldMask)
                // A dead slot keeps the fingerprint's bits set, to stay taken.
                if widened == 0 { widened = ~mask }
                slots[k] = widened
            }
        }
    }
}
