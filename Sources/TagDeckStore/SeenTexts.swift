import TagDeck

/// The distinct texts a stream has met, each with a number (the line it was first met on): a hash set over
/// ``PackedTexts``. A million texts of 11 bytes take about 27 MB (their bytes and a 4-byte end each, which the
/// picker's board shares, then a 4-byte number and two 4-byte slots) where a `[String: Int]` took 48 MB, and
/// twice that while it grew.
///
/// The texts are packed in blocks of ``blockSize``, the size a ``TagList`` builds its chunks: a finished block can
/// be given to the board, whose chunk of the same texts then keeps the block instead of a copy of its own
/// (``TagList/shareTexts(_:near:)``), so that the picker holds each text once.
///
/// Texts are told apart as strings are, by canonical equivalence (`é` written precomposed or as `e` and an accent
/// is one text, as it is one tag on a board): a slot is found by the string's hash, and two texts whose bytes
/// differ are compared as strings when either is not ASCII.
///
/// Open addressing with linear probing, over a power-of-two table at most half full.
struct SeenTexts {
    /// Texts a block holds (the last one may hold fewer).
    static let blockSize = TagList.buildChunk

    /// The texts, in the order they were met, ``blockSize`` a block.
    private(set) var blocks: [PackedTexts] = []
    private var numbers: [UInt32] = []
    /// `0` for an empty slot, else a text's position plus one.
    private var slots = [UInt32](repeating: 0, count: 16)

    /// How many distinct texts are kept.
    var count: Int { numbers.count }

    /// How many blocks are full (the last one may still be filling).
    var fullBlockCount: Int {
        blocks.count - (blocks.last.map { $0.count < Self.blockSize } ?? false ? 1 : 0)
    }

    /// Whether another text still fits (positions are 32-bit).
    var canAdd: Bool { count < Int(UInt32.max) - 1 }

    /// The number kept with `text`, if it was met before.
    /// - Complexity: O(length of `text`) expected.
    func number(of text: String) -> Int? {
        switch find(text) {
        case .found(let position): return Int(numbers[position])
        case .absent: return nil
        }
    }

    /// Keeps `text` with `number`, unless it is kept already; returns the number it already had.
    /// - Complexity: amortized O(length of `text`) expected.
    mutating func insert(_ text: String, number: Int) -> Int? {
        switch find(text) {
        case .found(let position):
            return Int(numbers[position])
        case .absent(let slot):
            if blocks.last.map({ $0.count >= Self.blockSize }) ?? true {
                blocks.append(PackedTexts(room: Self.blockSize, after: blocks.last))
            }
            blocks[blocks.count - 1].append(text)
            numbers.append(UInt32(clamping: number))
            slots[slot] = UInt32(numbers.count)
            if numbers.count * 2 > slots.count { grow() }
            return nil
        }
    }

    private enum Probe {
        case found(Int)
        case absent(slot: Int)
    }

    @inline(__always)
    private func withUTF8<R>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        blocks[position / Self.blockSize].withUTF8(position % Self.blockSize, body)
    }

    private func find(_ text: String) -> Probe {
        var contiguous = text
        return contiguous.withUTF8 { utf8 in
            let isASCII = utf8.allSatisfy { $0 < 0x80 }
            let mask = slots.count - 1
            var slot = text.hashValue & mask
            while true {
                let entry = slots[slot]
                if entry == 0 { return .absent(slot: slot) }
                let position = Int(entry) - 1
                let same = withUTF8(position) { kept in
                    kept.elementsEqual(utf8) || (!(isASCII && kept.allSatisfy { $0 < 0x80 })
                        && String(decoding: kept, as: UTF8.self) == text)
                }
                if same { return .found(position) }
                slot = (slot + 1) & mask
            }
        }
    }

    private mutating func grow() {
        var larger = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for position in 0..<count {
            var slot = withUTF8(position) { String(decoding: $0, as: UTF8.self) }.hashValue & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = UInt32(position + 1)
        }
        slots = larger
    }
}
