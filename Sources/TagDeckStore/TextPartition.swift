/// One part of the parallel picker reader's table of texts met (``TextPartitions``): the positions of the texts
/// whose hashes fall in it, open addressing with linear probing over 32-bit slots, at most ``maximumLoad`` full,
/// growing by half.
///
/// A slot holds a text's position plus one in its low ``TextPartitions/positionBits`` bits (as many as the
/// positions of every partition need) and, in the bits above, a fingerprint of the text's hash, so that a probe
/// rarely reads a text it does not match. The fingerprint is the hash's bits 26 to 57 shifted past the position:
/// when positions need one bit more, each fingerprint loses its lowest bit, and no text is hashed again.
struct TextPartition: Sendable {
    /// How full the table may be before it grows.
    static let maximumLoad = 0.8

    /// `0` for an empty slot; else a fingerprint above the position bits, and a position plus one in them.
    private(set) var slots = [UInt32](repeating: 0, count: 16)
    private(set) var count = 0

    /// The fingerprint of `hash` for positions of `bits` bits, already in place above them.
    @inline(__always)
    static func fingerprint(_ hash: UInt64, bits: Int) -> UInt32 {
        (UInt32(truncatingIfNeeded: hash >> 26) >> UInt32(bits)) << UInt32(bits)
    }

    /// The slot a hash is looked for from, in a table of `size` slots: the hash's low word scaled to the size.
    @inline(__always)
    static func home(_ hash: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: (hash & 0xFFFF_FFFF) &* UInt64(size) >> 32)
    }

    /// The position of the text `utf8` (whose hash is `hash`), if the table holds it.
    /// - Complexity: O(length of `utf8`) expected.
    @inline(__always)
    func find(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, bits: Int, in texts: KeptTexts) -> Int? {
        let fingerprint = Self.fingerprint(hash, bits: bits)
        let mask = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(bits)) - 1)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.home(hash, size: slots.count)
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry & ~mask == fingerprint {
                    let position = Int(entry & mask) - 1
                    if texts.holds(utf8, at: position) { return position }
                }
                slot += 1
                if slot == slots.count { slot = 0 }
            }
        }
    }

    /// Adds the text at `position`, whose hash is `hash` (the table does not hold it); `texts` are read again
    /// (hashed with `seed`) when the table grows.
    /// - Complexity: amortized O(1), plus the lengths of the texts hashed again when the table grows.
    mutating func insert(hash: UInt64, position: Int, bits: Int, seed: UInt64, texts: KeptTexts) {
        if Double(count + 1) > Double(slots.count) * Self.maximumLoad { grow(bits: bits, seed: seed, texts: texts) }
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
        slots.withUnsafeMutableBufferPointer { slots in
            for k in slots.indices where slots[k] != 0 {
                let entry = slots[k]
                let fingerprint = (entry >> old) >> 1
                slots[k] = fingerprint << UInt32(bits) | (entry & oldMask)
            }
        }
    }

    /// Makes the table half as large again, each text hashed again to find its place.
    private mutating func grow(bits: Int, seed: UInt64, texts: KeptTexts) {
        let size = slots.count + slots.count / 2
        let mask = UInt32(truncatingIfNeeded: (UInt64(1) << UInt64(bits)) - 1)
        var larger = [UInt32](repeating: 0, count: size)
        larger.withUnsafeMutableBufferPointer { larger in
            for entry in slots where entry != 0 {
                let hash = texts.withUTF8(Int(entry & mask) - 1) { SeenTexts.hash($0, seed: seed) }
                var slot = Self.home(hash, size: size)
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
