import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distinct texts the parallel picker reader kept, in the order they were first met, each with the line it was
/// first met on: ``PackedTexts`` blocks of ``SeenTexts/blockSize`` (the board keeps the full ones instead of a copy
/// of its own), and the places where lines were not kept (as ``SeenTexts`` notes them).
struct KeptTexts: Sendable {
    /// The texts, ``SeenTexts/blockSize`` a block.
    private(set) var blocks: [PackedTexts] = []
    private(set) var count = 0
    /// From `changes[k]` on, a text's line is its position plus one plus `skipped[k]`.
    private var changes: [UInt32] = []
    private var skipped: [Int] = []

    /// How many blocks are full (the last one may still be filling).
    var fullBlockCount: Int {
        blocks.count - (blocks.last.map { $0.count < SeenTexts.blockSize } ?? false ? 1 : 0)
    }

    /// Whether another text still fits (positions are 32-bit).
    var canAdd: Bool { count < Int(Int32.max) }

    /// Calls `body` with the UTF-8 of the text at `position`, in place.
    @inline(__always)
    func withUTF8<R>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        blocks.withUnsafeBufferPointer { $0[position / SeenTexts.blockSize].withUTF8(position % SeenTexts.blockSize, body) }
    }

    /// Whether the text at `position` is `utf8`.
    @inline(__always)
    func holds(_ utf8: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        withUTF8(position) {
            $0.count == utf8.count && (utf8.isEmpty || memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
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

    /// Keeps `utf8`, met on line `number`, at the end; returns its position.
    /// - Complexity: amortized O(length of `utf8`).
    mutating func append(_ utf8: UnsafeBufferPointer<UInt8>, number: Int) -> Int {
        if blocks.last.map({ $0.count >= SeenTexts.blockSize }) ?? true {
            blocks.append(PackedTexts(room: SeenTexts.blockSize, after: blocks.last))
        }
        blocks[blocks.count - 1].append(utf8: utf8)
        // Full, before the board is given it: no room reserved past its texts is kept for the rest of the run.
        if blocks[blocks.count - 1].count == SeenTexts.blockSize { blocks[blocks.count - 1].trim() }
        let skips = number - (count + 1)
        if skips != (skipped.last ?? 0) {
            changes.append(UInt32(count))
            skipped.append(skips)
        }
        count += 1
        return count - 1
    }
}
