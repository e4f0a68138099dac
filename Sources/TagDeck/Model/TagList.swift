/// The tags of a section, in order: an array in chunks, so that a tag put in or taken out anywhere in a section of
/// a million (a live reorder does this on every step of a drag) moves at most one chunk and counts, instead of
/// shifting the whole section; and a copy (the board a background save holds, an undo step) shares every chunk
/// that is not changed afterwards.
///
/// It is a random-access, mutable, range-replaceable collection of tags indexed from 0, compared and hashed by its
/// tags alone (never by how they are chunked). swift-collections has no stable indexed sequence of this kind (its
/// rope is not public API), hence this one, kept to what sections need.
public struct TagList: Sendable {
    /// The chunks, none empty, each at most ``maximumChunk`` tags.
    private var chunks: [TagChunk]
    /// `ends[k]` is the number of tags in `chunks[0...k]`.
    private var ends: [Int]

    /// A chunk that grows past this is split in two.
    static let maximumChunk = 2_048
    /// Chunks are built this full, so that tags can be put in without a split at once.
    package static let buildChunk = 1_024

    /// An empty list.
    public init() {
        chunks = []
        ends = []
    }

    /// The tags of `tags`, in order.
    /// - Complexity: O(n).
    public init(_ tags: some Sequence<Tag>) {
        self.init()
        append(contentsOf: tags)
    }

    /// The chunk holding position `i` (`0..<count`) and the offset in it.
    /// - Complexity: O(log(n / chunk size)).
    private func locate(_ i: Int) -> (chunk: Int, offset: Int) {
        var low = 0, high = ends.count - 1
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] > i { high = mid } else { low = mid + 1 }
        }
        return (low, i - (low == 0 ? 0 : ends[low - 1]))
    }

    private mutating func adjustEnds(from chunk: Int, by delta: Int) {
        for k in chunk..<ends.count { ends[k] += delta }
    }

    /// Puts `tag` at position `i` (`0...count`).
    /// - Complexity: O(chunk size + n / chunk size).
    public mutating func insert(_ tag: Tag, at i: Int) {
        precondition(i >= 0 && i <= count, "TagList index out of range")
        if chunks.isEmpty { return append(tag) }
        let (k, offset) = i == count ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(i)
        chunks[k].insert(tag, at: offset)
        adjustEnds(from: k, by: 1)
        if chunks[k].count > Self.maximumChunk { split(k) }
    }

    /// Takes out and returns the tag at position `i`.
    /// - Complexity: O(chunk size + n / chunk size).
    @discardableResult
    public mutating func remove(at i: Int) -> Tag {
        precondition(i >= 0 && i < count, "TagList index out of range")
        let (k, offset) = locate(i)
        let tag = chunks[k].remove(at: offset)
        adjustEnds(from: k, by: -1)
        if chunks[k].isEmpty {
            chunks.remove(at: k)
            ends.remove(at: k)
        }
        return tag
    }

    private mutating func split(_ k: Int) {
        let second = chunks[k].split(at: chunks[k].count / 2)
        chunks.insert(second, at: k + 1)
        ends.insert(ends[k], at: k + 1)
        ends[k] -= second.count
    }

    /// Adds `tags` at the end, filling the last chunk up to the build size and adding chunks after it.
    /// - Complexity: O(tags added).
    public mutating func append(contentsOf tags: some Sequence<Tag>) {
        for tag in tags { append(tag) }
    }

    /// Adds every tag of `other` at the end, taking its chunks as they are: they are shared, not copied (a
    /// section read in parts is put together so).
    /// - Complexity: O(chunks of `other`).
    package mutating func append(chunksOf other: TagList) {
        let before = count
        chunks += other.chunks
        ends += other.ends.lazy.map { $0 + before }
    }

    /// Adds one tag at the end (in a new chunk, sized after the one before it, when the last is full to the build
    /// size).
    /// - Complexity: amortized O(1).
    public mutating func append(_ tag: Tag) {
        if chunks.isEmpty || chunks[chunks.count - 1].count >= Self.buildChunk {
            chunks.append(TagChunk(room: Self.buildChunk, after: chunks.last))
            ends.append(count)
        }
        chunks[chunks.count - 1].append(tag)
        ends[ends.count - 1] += 1
    }
}

extension TagList: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.last ?? 0 }
    public var count: Int { ends.last ?? 0 }
    public var isEmpty: Bool { chunks.isEmpty }

    /// - Complexity: O(log(n / chunk size)).
    public subscript(i: Int) -> Tag {
        get {
            precondition(i >= 0 && i < count, "TagList index out of range")
            let (k, offset) = locate(i)
            return chunks[k][offset]
        }
        set {
            precondition(i >= 0 && i < count, "TagList index out of range")
            let (k, offset) = locate(i)
            chunks[k][offset] = newValue
        }
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    public typealias Iterator = TagListIterator

    public func makeIterator() -> Iterator { Iterator(chunks: chunks) }

    /// An iterator that starts at position `i` (`0...count`): a walk from the middle of a big section without a
    /// search per tag.
    /// - Complexity: O(log(n / chunk size)) to start, O(1) a tag.
    package func makeIterator(from i: Int) -> Iterator {
        guard i < count else { return Iterator(chunks: chunks, chunk: chunks.count, offset: 0) }
        let (k, offset) = locate(i)
        return Iterator(chunks: chunks, chunk: k, offset: offset)
    }
}

extension TagList: RangeReplaceableCollection {
    /// Replaces the tags in `range` with `newTags`. One tag put in or taken out costs what ``insert(_:at:)`` and
    /// ``remove(at:)`` do; a few tags, a few times that; more are spliced by rebuilding the chunks from the first
    /// one touched.
    /// - Complexity: O((range + new) × chunk size) for a few tags, else O(n − range.lowerBound + new).
    public mutating func replaceSubrange(_ range: Range<Int>, with newTags: some Collection<Tag>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "TagList range out of bounds")
        if range.isEmpty && range.lowerBound == count { return append(contentsOf: newTags) }
        if range.count + newTags.count <= 16 {
            for _ in range { remove(at: range.lowerBound) }
            for (k, tag) in newTags.enumerated() { insert(tag, at: range.lowerBound + k) }
            return
        }
        // Keep the chunks before the one where the range starts; rebuild from there.
        let first = range.lowerBound == 0 || chunks.isEmpty ? 0 : locate(range.lowerBound - 1).chunk
        let kept = first == 0 ? 0 : ends[first - 1]
        var rest: [Tag] = []
        rest.reserveCapacity(count - kept - range.count + newTags.count)
        for k in first..<chunks.count { rest += (0..<chunks[k].count).lazy.map { [chunk = chunks[k]] in chunk[$0] } }
        rest.replaceSubrange((range.lowerBound - kept)..<(range.upperBound - kept), with: newTags)
        chunks.removeSubrange(first...)
        ends.removeSubrange(first...)
        append(contentsOf: rest)
    }

    public mutating func reserveCapacity(_ n: Int) {
        chunks.reserveCapacity(n / Self.buildChunk + 1)
        ends.reserveCapacity(n / Self.buildChunk + 1)
    }
}

extension TagList {
    /// The display width of tag `i`'s text, without making its string.
    /// - Complexity: O(log(n / chunk size)).
    package func textWidth(at i: Int) -> Int {
        precondition(i >= 0 && i < count, "TagList index out of range")
        let (k, offset) = locate(i)
        return chunks[k].textWidth(at: offset)
    }

    /// Calls `body` with the position, UTF-8 (in place), display width and pin of each tag in `range`, in order:
    /// a walk that makes no string and reads each chunk's storage once (a row of chips drawn, a save copying the
    /// bytes straight into the file).
    /// - Complexity: O(log(n / chunk size) + range).
    package func forEachUTF8(in range: Range<Int>,
                            _ body: (_ position: Int, UnsafeBufferPointer<UInt8>, _ width: Int, _ pinned: Bool) -> Void) {
        guard !range.isEmpty else { return }
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "TagList range out of bounds")
        var (k, offset) = locate(range.lowerBound)
        var position = range.lowerBound
        while position < range.upperBound {
            let take = Swift.min(chunks[k].count - offset, range.upperBound - position)
            let base = position - offset
            chunks[k].forEachUTF8(in: offset..<(offset + take)) { body(base + $0, $1, $2, $3) }
            position += take
            k += 1
            offset = 0
        }
    }

    /// Keeps `texts` for the chunk that holds exactly those texts, in place of its own copy of them, when there is
    /// one near `position` (where their first tag is expected): the picker's stream and its board then hold each
    /// candidate's text once. Nothing changes when no chunk matches (the user moved tags meanwhile).
    /// - Returns: Whether a chunk now shares `texts`.
    /// - Complexity: O(log(n / chunk size) + bytes of `texts`).
    @discardableResult
    package mutating func shareTexts(_ texts: PackedTexts, near position: Int) -> Bool {
        guard !chunks.isEmpty, !texts.isEmpty else { return false }
        let k = locate(Swift.min(Swift.max(position, 0), count - 1)).chunk
        for candidate in [k, k + 1, k - 1] where chunks.indices.contains(candidate) {
            if chunks[candidate].share(texts) { return true }
        }
        return false
    }

    /// Whether `other` is this very list: the same chunks, unchanged since one was copied from the other.
    /// - Complexity: O(1).
    func sharesStorage(with other: TagList) -> Bool {
        count == other.count && chunks.withUnsafeBufferPointer { a in other.chunks.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress } }
    }

    /// How many chunks keep their texts in the very storage of one of `packings`. For tests.
    func chunksSharing(_ packings: [PackedTexts]) -> Int {
        chunks.filter { chunk in packings.contains { chunk.sharesStorage(with: $0) } }.count
    }

    /// Whether the chunks keep their rules: none empty, none over the maximum, the counts adding up. For tests.
    var chunksAreSound: Bool {
        var total = 0
        for (k, chunk) in chunks.enumerated() {
            guard !chunk.isEmpty, chunk.count <= Self.maximumChunk else { return false }
            total += chunk.count
            guard ends[k] == total else { return false }
        }
        return ends.count == chunks.count
    }

    /// How many chunks hold the tags. For tests and benchmarks.
    var chunkCount: Int { chunks.count }
}

extension TagList: ExpressibleByArrayLiteral {
    public init(arrayLiteral tags: Tag...) { self.init(tags) }
}

extension TagList: Hashable {
    public static func == (lhs: TagList, rhs: TagList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for tag in self { hasher.combine(tag) }
    }
}

extension TagList: CustomStringConvertible {
    public var description: String { Array(self).description }
}
