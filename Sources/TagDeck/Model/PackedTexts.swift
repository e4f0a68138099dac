/// Texts packed end to end in one UTF-8 buffer, each found by where it ends: a list of strings without a `String`
/// (and, past 15 bytes, a heap object) per text. A thousand texts of 11 bytes take 15 KB here, against 16 KB of
/// inline `String`s or about 48 KB of heap strings once they are longer.
///
/// The chunks of a ``TagList`` keep their texts this way, and the picker's stream keeps the texts it has seen so.
/// Offsets are 32-bit: one packing holds at most 4 GiB of text (``canAppend(byteCount:)`` says whether more fits).
package struct PackedTexts: Sendable, Hashable {
    /// Every text's UTF-8, one after another.
    private var bytes: [UInt8] = []
    /// `ends[i]` is where text `i` ends in `bytes`.
    private var ends: [UInt32] = []

    package init() {}

    /// An empty packing with room for `texts` texts, and for about as many bytes as `previous` holds: packings built
    /// one after another of like texts (the chunks of a section, the blocks of a stream) are then not grown by
    /// doubling, which leaves up to half of them spare.
    package init(room texts: Int, after previous: PackedTexts?) {
        ends.reserveCapacity(texts)
        if let previous { bytes.reserveCapacity(previous.byteCount + previous.byteCount / 32) }
    }

    /// How many texts are packed.
    package var count: Int { ends.count }
    package var isEmpty: Bool { ends.isEmpty }
    /// How many bytes of text are packed.
    package var byteCount: Int { bytes.count }

    /// Where text `i` lies in the buffer.
    @inline(__always)
    private func byteRange(_ i: Int) -> Range<Int> {
        (i == 0 ? 0 : Int(ends[i - 1]))..<Int(ends[i])
    }

    /// Text `i`, as a string (no allocation for 15 bytes or fewer).
    /// - Complexity: O(length of the text).
    package subscript(i: Int) -> String {
        withUTF8(i) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with text `i`'s UTF-8, in place.
    package func withUTF8<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let range = byteRange(i)
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Calls `body` with the packed bytes and every text's end, in place: a walk over many texts that reads the
    /// storage once.
    package func withStorage<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { bytes in try ends.withUnsafeBufferPointer { try body(bytes, $0) } }
    }

    /// How many bytes text `i` takes.
    package func byteCount(of i: Int) -> Int { byteRange(i).count }

    /// Whether `more` bytes still fit under the 32-bit offsets.
    private func canAppend(byteCount more: Int) -> Bool { bytes.count + more <= Int(UInt32.max) }

    /// Adds a text at the end.
    /// - Complexity: amortized O(length of the text).
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    /// Adds the text whose UTF-8 is `utf8` at the end (the caller has checked that it is UTF-8).
    /// - Complexity: amortized O(length of the text).
    package mutating func append(utf8: some Collection<UInt8>) {
        precondition(canAppend(byteCount: utf8.count), "PackedTexts is full")
        bytes.append(contentsOf: utf8)
        ends.append(UInt32(bytes.count))
    }

    /// Adds the text whose UTF-8 is `utf8`, in place, at the end: the same as the generic one, made for bytes in
    /// memory (another module's call of the generic one is not specialized, and walks them generically).
    /// - Complexity: amortized O(length of the text).
    package mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
        precondition(canAppend(byteCount: utf8.count), "PackedTexts is full")
        bytes.append(contentsOf: utf8)
        ends.append(UInt32(bytes.count))
    }

    /// Gives back the room reserved beyond the bytes packed (a packing that is done growing: a full block of the
    /// picker's stream), by moving them into a buffer of their own size when more than 1/64 of it is spare.
    /// - Complexity: O(bytes), when it moves them.
    package mutating func trim() {
        guard bytes.capacity - bytes.count > bytes.count / 64 else { return }
        bytes = bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// Puts `text` at position `i` (`0...count`).
    /// - Complexity: O(bytes after it + texts after it).
    package mutating func insert(_ text: String, at i: Int) {
        if i == count { return append(text) }
        var text = text
        let start = byteRange(i).lowerBound
        let length = text.utf8.count
        precondition(canAppend(byteCount: length), "PackedTexts is full")
        text.withUTF8 { bytes.insert(contentsOf: $0, at: start) }
        ends.insert(UInt32(start), at: i)
        shiftEnds(from: i, by: length)
    }

    /// Takes out text `i`.
    /// - Complexity: O(bytes after it + texts after it).
    package mutating func remove(at i: Int) {
        let range = byteRange(i)
        bytes.removeSubrange(range)
        ends.remove(at: i)
        shiftEnds(from: i, by: -range.count)
    }

    /// Puts `text` in the place of text `i`.
    /// - Complexity: O(bytes after it + texts after it).
    package mutating func replace(at i: Int, with text: String) {
        var text = text
        let range = byteRange(i)
        let length = text.utf8.count
        precondition(canAppend(byteCount: length - range.count), "PackedTexts is full")
        text.withUTF8 { bytes.replaceSubrange(range, with: $0) }
        shiftEnds(from: i, by: length - range.count)
    }

    private mutating func shiftEnds(from i: Int, by delta: Int) {
        guard delta != 0 else { return }
        ends.withUnsafeMutableBufferPointer { ends in
            for k in i..<ends.count { ends[k] = UInt32(Int(ends[k]) + delta) }
        }
    }

    /// Texts `range`, packed on their own.
    /// - Complexity: O(their bytes + their count).
    package func extracting(_ range: Range<Int>) -> PackedTexts {
        var part = PackedTexts()
        guard !range.isEmpty else { return part }
        let first = byteRange(range.lowerBound).lowerBound
        part.bytes = Array(bytes[first..<byteRange(range.upperBound - 1).upperBound])
        part.ends = ends[range].map { $0 - UInt32(first) }
        return part
    }

    /// Takes out the texts from `start` to the end.
    /// - Complexity: O(texts and bytes taken out).
    package mutating func removeLast(from start: Int) {
        guard start < count else { return }
        bytes.removeSubrange(byteRange(start).lowerBound...)
        ends.removeSubrange(start...)
    }

    /// Whether these texts are kept in the very storage of `other`'s (one was copied from the other, and neither
    /// changed since).
    package func sharesStorage(with other: PackedTexts) -> Bool {
        bytes.withUnsafeBufferPointer { mine in other.bytes.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
            && ends.withUnsafeBufferPointer { mine in other.ends.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
