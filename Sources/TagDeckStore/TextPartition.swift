/// One part of the parallel picker reader's table of texts met (``TextPartitions``): the positions of the texts
/// whose hashes fall in it, open addressing with linear probing over 64-bit slots, at most ``maximumLoad`` full,
/// growing by half.
///
/// A slot holds the low 32 bits of a text's hash above, and below either its position plus one, or, while a batch
/// is looked up, ``pending`` and the index of the batch's line that met the text first (the batch's later lines
/// find it there), or ``dead`` for a line that was not kept after all (a limit held). A probe reads a text only
/// when the hash bits match; the table grows without reading a text (each slot's home is found from its own hash
/// bits), dropping the dead.
struct TextPartition: Sendable {
    /// How full the table may be before it grows.
    static let maximumLoad = 0.8
    /// Marks a line of the batch being looked up (its index below).
    static let pending: UInt64 = 0x8000_0000
    /// A line that was not kept: it matches nothing.
    static let dead: UInt64 = 0xFFFF_FFFF

    /// `0` for an empty slot; else hash bits above, and a position plus one, a pending line, or dead below.
    private(set) var slots = [UInt64](repeating: 0, count: 16)
    /// Slots taken, the dead among them.
    private(set) var count = 0

    /// The slot a text whose hash bits are `bits` is looked for from, in a table of `size` slots: the bits scaled
    /// to the size.
    @inline(__always)
    static func home(_ bits: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: (bits &* UInt64(size)) >> 32)
    }

    /// Looks up line `g` of `batch`, whose text is `utf8` and hash `hash`: the position of its text among `texts`,
    /// `-3 - k` when the batch's earlier line `k` has the same text, or ``TextPartitions/new``, and then the line
    /// is noted as pending in the slot returned (``settle(_:line:hash:position:)`` says what became of it).
    /// - Complexity: O(length of `utf8`) expected.
    @inline(__always)
    mutating func look(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, line g: Int, texts: KeptTexts,
                       batch: LineBatch) -> (found: Int, slot: Int) {
        if Double(count + 1) > Double(slots.count) * Self.maximumLoad { grow() }
        let bits = hash & 0xFFFF_FFFF
        return slots.withUnsafeMutableBufferPointer { slots in
            var slot = Self.home(bits, size: slots.count)
            while true {
                let entry = slots[slot]
                if entry == 0 { break }
                if entry >> 32 == bits {
                    let low = entry & 0xFFFF_FFFF
                    if low & Self.pending == 0 {
                        let position = Int(low) - 1
                        if texts.holds(utf8, at: position) { return (position, slot) }
                    } else if low != Self.dead {
                        let k = Int(low & ~Self.pending)
                        let (kp, ki) = batch.locate(k)
                        if batch.withText(kp, ki, { $0.elementsEqual(utf8) }) { return (-3 - k, slot) }
                    }
                }
                slot += 1
                if slot == slots.count { slot = 0 }
            }
            slots[slot] = bits << 32 | Self.pending | UInt64(g)
            count += 1
            return (TextPartitions.new, slot)
        }
    }

    /// Line `g`, pending (noted at `slot`, unless the table grew since): kept at `position`, or not kept (nil).
    /// - Complexity: O(1) expected.
    mutating func settle(_ slot: Int, line g: Int, hash: UInt64, position: Int?) {
        let bits = hash & 0xFFFF_FFFF
        let noted = bits << 32 | Self.pending | UInt64(g)
        let value = bits << 32 | (position.map { UInt64($0 + 1) } ?? Self.dead)
        slots.withUnsafeMutableBufferPointer { slots in
            var at = slot
            if slots[at] != noted {
                at = Self.home(bits, size: slots.count)
                while slots[at] != noted {
                    at += 1
                    if at == slots.count { at = 0 }
                }
            }
            slots[at] = value
        }
    }

    /// Makes the table half as large again (the same size when half of it or more was dead), each slot moved to its
    /// home in the new one, the dead dropped.
    private mutating func grow() {
        let live = slots.reduce(0) { $0 + ($1 != 0 && $1 & 0xFFFF_FFFF != Self.dead ? 1 : 0) }
        let size = Double(live + 1) > Double(slots.count) * Self.maximumLoad / 2 ? slots.count + slots.count / 2 : slots.count
        var larger = [UInt64](repeating: 0, count: size)
        larger.withUnsafeMutableBufferPointer { larger in
            for entry in slots where entry != 0 && entry & 0xFFFF_FFFF != Self.dead {
                var slot = Self.home(entry >> 32, size: size)
                while larger[slot] != 0 {
                    slot += 1
                    if slot == size { slot = 0 }
                }
                larger[slot] = entry
            }
        }
        slots = larger
        count = live
    }
}
