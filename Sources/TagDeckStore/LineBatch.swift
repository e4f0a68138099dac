import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of whole lines of the picker's input, found and hashed on several threads: the first step of the parallel
/// reader (``ParallelPickerStream``).
///
/// The bytes are cut into parts at separators, one part a thread; each part's lines are found (`memchr`) and each
/// line's text hashed. A line that is not ASCII has the text ``LineText`` makes of it hashed (which is its own
/// bytes when it is UTF-8 in composed form); with known texts (`--chosen`), a line whose text is one of them is
/// marked, to be merged into it. (Sendable unchecked: it reads the caller's bytes, which stay put while it is used.)
struct LineBatch: @unchecked Sendable {
    /// One thread's share of the lines, in input order.
    struct Part: Sendable {
        /// Where each line ends in the batch's bytes (its separator).
        var ends: [UInt32] = []
        /// Each line's hash (0 for an empty line).
        var hashes: [UInt64] = []
        /// The lines whose text is not their bytes, by index in the part: the text.
        var texts: [Int: String] = [:]
        /// The lines whose text is known, by index in the part.
        var known: Set<Int> = []
        /// Where the part starts in the batch's bytes.
        var start = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var parts: [Part]
    /// The index of each part's first line among all the batch's lines.
    private(set) var firsts: [Int]
    /// How many lines the batch holds.
    private(set) var count = 0

    /// Finds and hashes the lines of `bytes` (whole lines, each ended by `separator`) on `threads` threads.
    /// - Complexity: O(bytes), spread on the threads.
    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, threads: Int, seed: UInt64, known: Set<String>) {
        self.bytes = bytes
        var starts = [0]
        for k in 1..<max(1, threads) {
            var at = max(starts.last!, bytes.count * k / threads)
            guard at < bytes.count,
                  let found = memchr(bytes.baseAddress! + at, Int32(separator), bytes.count - at) else { break }
            at = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            if at >= bytes.count { break }
            if at > starts.last! { starts.append(at) }
        }
        var parts = starts.map { Part(start: $0) }
        let ranges = starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : bytes.count) }
        let input = SendableBytes(bytes)
        parts.withUnsafeMutableBufferPointer { buffer in
            let shared = SharedParts(buffer)
            CoreThreads.each(buffer.count) { k in
                shared.base[k] = Self.scan(input.bytes, ranges[k], separator: separator, seed: seed, known: known)
            }
        }
        self.parts = parts
        var firsts: [Int] = []
        for part in parts {
            firsts.append(count)
            count += part.ends.count
        }
        self.firsts = firsts
    }

    /// The lines of `range` of `bytes`: where each ends, its hash, the texts that are not their bytes.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, separator: UInt8,
                             seed: UInt64, known: Set<String>) -> Part {
        var part = Part(start: range.lowerBound)
        part.ends.reserveCapacity(range.count / 16)
        part.hashes.reserveCapacity(range.count / 16)
        var start = range.lowerBound
        let base = bytes.baseAddress!
        while start < range.upperBound,
              let found = memchr(base + start, Int32(separator), range.upperBound - start) {
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let line = UnsafeBufferPointer(start: base + start, count: end - start)
            let index = part.ends.count
            part.ends.append(UInt32(end))
            start = end + 1
            if line.isEmpty {
                part.hashes.append(0)
                continue
            }
            if known.isEmpty && !Self.hasHighByte(line) {
                part.hashes.append(SeenTexts.hash(line, seed: seed))
                continue
            }
            var text = LineText.text(of: line)
            if known.contains(text) { part.known.insert(index) }
            part.hashes.append(text.withUTF8 { SeenTexts.hash($0, seed: seed) })
            if !text.utf8.elementsEqual(line) { part.texts[index] = text }
        }
        return part
    }

    /// Whether a byte of `line` is 0x80 or above, eight at a time.
    @inline(__always)
    private static func hasHighByte(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawPointer(line.baseAddress!)
        var i = 0
        while i + 8 <= line.count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return true }
            i += 8
        }
        while i < line.count {
            if line[i] >= 0x80 { return true }
            i += 1
        }
        return false
    }

    /// Where line `index` of part `part` starts and ends in the bytes.
    @inline(__always)
    func range(_ part: Int, _ index: Int) -> Range<Int> {
        let p = parts[part]
        return (index == 0 ? p.start : Int(p.ends[index - 1]) + 1)..<Int(p.ends[index])
    }

    /// Calls `body` with the UTF-8 of the text of line `index` of part `part`.
    @inline(__always)
    func withText<R>(_ part: Int, _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if var text = parts[part].texts[index] { return text.withUTF8(body) }
        return body(UnsafeBufferPointer(rebasing: bytes[range(part, index)]))
    }
}

/// The parts, written each by one thread at its own index.
private struct SharedParts: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<LineBatch.Part>
    init(_ base: UnsafeMutableBufferPointer<LineBatch.Part>) { self.base = base }
}

/// The batch's bytes, read by every thread.
struct SendableBytes: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
}
