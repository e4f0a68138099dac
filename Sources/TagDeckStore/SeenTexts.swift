import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distinct texts a stream has met, each with the line it was first met on: a hash set over ``PackedTexts``.
///
/// The texts are packed in blocks of ``blockSize``, the size a ``TagList`` builds its chunks: a finished block can
/// be given to the board, whose chunk of the same texts then keeps the block instead of a copy of its own
/// (``TagList/shareTexts(_:near:)``), so that the picker holds each text once.
///
/// Texts are told apart by their UTF-8 bytes. The picker's texts are made by ``LineText``, which gives two lines
/// one text exactly when their bytes are equal, and then two texts are equal as strings exactly when their UTF-8
/// is: comparing bytes is comparing strings here.
///
/// The table is open addressing with linear probing over an array of 32-bit slots, at most ``maximumLoad`` full,
/// growing by half. A slot holds a text's position plus one in its low bits (as many as the table's size
/// needs) and, in the bits above, a fingerprint of the text's hash, so that a probe rarely reads a text it does not
/// match. Line numbers are not kept per text: a text's line is its position plus one plus the lines not kept
/// before it (empty, merged, skipped), which change only where a text is kept after such lines, and only those
/// places are noted. 10,000,000 texts of 13 bytes take about 17 bytes each for the texts (shared with the board)
/// and about 5 each for the table.
struct SeenTexts {
    /// Texts a block holds (the last one may hold fewer).
    static let blockSize = TagList.buildChunk
    /// How full the table may be before it grows.
    static let maximumLoad = 0.8

    /// The texts, in the order they were met, ``blockSize`` a block.
    private(set) var blocks: [PackedTexts] = []
    private(set) var count = 0
    /// How many low bits of a slot hold a position: enough for the table's size.
    private var bits = 4
    /// `0` for an empty slot; else a fingerprint above the low ``bits`` bits, and a text's position plus one in them.
    private var slots = [UInt32](repeating: 0, count: 16)
    /// Where the lines not kept before a text change: from `changes[k]` on, a text's line is its position plus one
    /// plus `skipped[k]`.
    private var changes: [UInt32] = []
    private var skipped: [Int] = []
    /// The hash's key, drawn once per set.
    private let seed = UInt64.random(in: .min ... .max)

    /// How many blocks are full (the last one may still be filling).
    var fullBlockCount: Int {
        blocks.count - (blocks.last.map { $0.count < Self.blockSize } ?? false ? 1 : 0)
    }

    /// Whether another text still fits (positions are 32-bit, less the bits the fingerprints need).
    var canAdd: Bool { count < Int(Int32.max) }

    /// Where a text is in the table, or the slot it would take.
    enum Probe {
        case found(position: Int)
        case absent(slot: Int, hash: UInt64)
    }

    /// Looks `utf8` up.
    /// - Complexity: O(length of `utf8`) expected.
    func find(_ utf8: UnsafeBufferPointer<UInt8>) -> Probe {
        let hash = Self.hash(utf8, seed: seed)
        let positionMask = UInt32(truncatingIfNeeded: (UInt64(1) << bits) - 1)
        let fingerprint = UInt32(truncatingIfNeeded: hash) >> bits
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.home(hash, size: slots.count)
            while true {
                let entry = slots[slot]
                if entry == 0 { return .absent(slot: slot, hash: hash) }
                if entry >> bits == fingerprint {
                    let position = Int(entry & positionMask) - 1
                    let same = blocks[position / Self.blockSize].withUTF8(position % Self.blockSize) {
                        $0.count == utf8.count && (utf8.count == 0 || memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
                    }
                    if same { return .found(position: position) }
                }
                slot += 1
                if slot == slots.count { slot = 0 }
            }
        }
    }

    /// The line the text at `position` was met on.
    /// - Complexity: O(log of the places where lines were not kept).
    func number(at position: Int) -> Int {
        var low = 0, high = changes.count
        while low < high {
            let mid = (low + high) / 2
            if Int(changes[mid]) <= position { low = mid + 1 } else { high = mid }
        }
        return position + 1 + (low == 0 ? 0 : skipped[low - 1])
    }

    /// Keeps `utf8`, met on line `number`, in the slot ``find(_:)`` gave for it (no text was kept since).
    /// - Complexity: amortized O(length of `utf8`).
    mutating func insert(_ utf8: UnsafeBufferPointer<UInt8>, number: Int, at probe: Probe) {
        guard case .absent(let slot, let hash) = probe else { return }
        if blocks.last.map({ $0.count >= Self.blockSize }) ?? true {
            blocks.append(PackedTexts(room: Self.blockSize, after: blocks.last))
        }
        blocks[blocks.count - 1].append(utf8: utf8)
        // Full, before the board is given it: no room reserved past its texts is kept for the rest of the run.
        if blocks[blocks.count - 1].count == Self.blockSize { blocks[blocks.count - 1].trim() }
        let skips = number - (count + 1)
        if skips != (skipped.last ?? 0) {
            changes.append(UInt32(count))
            skipped.append(skips)
        }
        count += 1
        slots[slot] = (UInt32(truncatingIfNeeded: hash) >> bits) << bits | UInt32(count)
        if Double(count) > Double(slots.count) * Self.maximumLoad { grow() }
    }

    /// The slot a hash is looked for from, in a table of `size` slots: the hash's high bits scaled to the size
    /// (a size that is not a power of two needs no division).
    @inline(__always)
    private static func home(_ hash: UInt64, size: Int) -> Int {
        Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(size)).high)
    }

    /// Makes the table half as large again (not twice: ten million texts take 12.6 million slots, 50 MB, where
    /// doubling made them 16.8 million, 67 MB), hashing every text again, reading the texts in order.
    private mutating func grow() {
        let size = slots.count + slots.count / 2
        // Enough low bits for any position the table may hold (it is at most ``maximumLoad`` full).
        bits = UInt32.bitWidth - UInt32(size - 1).leadingZeroBitCount
        // The old table is let go first: the texts are all the new one is made from, so the two are never held
        // at once.
        slots = []
        var larger = [UInt32](repeating: 0, count: size)
        let bits = self.bits, seed = self.seed
        var position = 0
        larger.withUnsafeMutableBufferPointer { larger in
            for block in blocks {
                block.withStorage { bytes, ends in
                    var start = 0
                    for end in ends {
                        let hash = Self.hash(UnsafeBufferPointer(rebasing: bytes[start..<Int(end)]), seed: seed)
                        start = Int(end)
                        position += 1
                        var slot = Self.home(hash, size: size)
                        while larger[slot] != 0 {
                            slot += 1
                            if slot == size { slot = 0 }
                        }
                        larger[slot] = (UInt32(truncatingIfNeeded: hash) >> bits) << bits | UInt32(position)
                    }
                }
            }
        }
        slots = larger
    }

    /// A keyed hash of bytes, eight at a time: fast on short lines, and its key (drawn per set) keeps an input from
    /// being made to collide.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var h = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        guard let base = bytes.baseAddress else { return mix(h) }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 29
            i += 8
        }
        if i < bytes.count {
            var tail: UInt64 = 0
            for k in i..<bytes.count { tail |= UInt64(bytes[k]) << (UInt64(k - i) * 8) }
            h = (h ^ tail) &* 0xBF58_476D_1CE4_E5B9
        }
        return mix(h)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 31
        h &*= 0x94D0_49BB_1331_11EB
        h ^= h >> 32
        h &*= 0xD6E8_FEB8_6659_FD93
        return h ^ (h >> 32)
    }
}
