/// One part of the parallel picker reader's table of texts met (``TextPartitions``): the positions of the texts
/// whose hashes fall in it, open addressing with linear probing over 64-bit slots, at most ``maximumLoad`` full,
/// growing by half.
///
/// A slot holds a text's position plus one in its low 32 bits and the low 32 bits of the text's hash above them:
/// a probe reads a text only when those match, and the table grows without reading a text again (each slot's home
/// is found from its own hash bits), so that the partitions grow side by side without touching the texts.
struct TextPartition: Sendable {
    /// How full the table may be before it grows.
    static let maximumLoad = 0.8

    /// `0` for an empty slot; else the text's hash bits above, and its position plus one below.
    private(set) var slots = [UInt64](repeating: 0, count: 16)
    private(set) var count = 0

    /// The slot a text whose hash bits are `bits` is looked for from, in a table of `size` slots: the bits scaled
    /// to the size.
    @inline(__always)
    static func home(_ bits: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: (bits &* UInt64(size)) >> 32)
    }

    /// The position of the text `utf8` (whose hash is `hash`), if the table holds it.
    /// - Complexity: O(length of `utf8`) expected.
    @inline(__always)
    func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, in texts: KeptTexts) -> Int? {
        let bits = hash & 0xFFFF_FFFF
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.home(bits, size: slots.count)
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry >> 32 == bits {
                    let position = Int(entry & 0xFFFF_FFFF) - 1
                    if texts.holds(utf8, at: position) { return position }
                }
                slot += 1
                if slot == slots.count { slot = 0 }
            }
        }
    }

    /// Adds the text at `position`, whose hash is `hash` (the table does not hold it).
    /// - Complexity: amortized O(1).
    mutating func insert(hash: UInt64, position: Int) {
        if Double(count + 1) > Double(slots.count) * Self.maximumLoad { grow() }
        let bits = hash & 0xFFFF_FFFF
        let size = slots.count
        slots.withUnsafeMutableBufferPointer { slots in
            var slot = Self.home(bits, size: size)
            while slots[slot] != 0 {
                slot += 1
                if slot == size { slot = 0 }
            }
            slots[slot] = bits << 32 | UInt64(position + 1)
        }
        count += 1
    }

    /// Makes the table half as large again, each slot moved to its home in the larger one.
    private mutating func grow() {
        let size = slots.count + slots.count / 2
        var larger = [UInt64](repeating: 0, count: size)
        larger.withUnsafeMutableBufferPointer { larger in
            for entry in slots where entry != 0 {
                var slot = Self.home(entry >> 32, size: size)
                while larger[slot] != 0 {
                    slot += 1
                    if slot == size { slot = 0 }
                }
                larger[slot] = entry
            }
        }
        slots = larger
    }
}
