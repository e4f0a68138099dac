/// Walks a ``TagList``'s chunks in order, without a search per tag.
public struct TagListIterator: IteratorProtocol {
    private let chunks: [TagChunk]
    private var chunk: Int
    /// `chunks[chunk]`, held apart so that a step reads it without copying it out of the array.
    private var current: TagChunk
    private var offset: Int

    init(chunks: [TagChunk], chunk: Int = 0, offset: Int = 0) {
        self.chunks = chunks
        self.chunk = chunk
        self.current = chunk < chunks.count ? chunks[chunk] : TagChunk()
        self.offset = offset
    }

    /// Moves to the next chunk when this one is done; false at the end.
    @inline(__always)
    private mutating func settle() -> Bool {
        while offset >= current.count {
            chunk += 1
            guard chunk < chunks.count else { return false }
            current = chunks[chunk]
            offset = 0
        }
        return true
    }

    /// The next tag's display width, skipping it without making its string.
    package mutating func nextWidth() -> Int? {
        guard settle() else { return nil }
        defer { offset += 1 }
        return current.textWidth(at: offset)
    }

    public mutating func next() -> Tag? {
        guard settle() else { return nil }
        defer { offset += 1 }
        return current[offset]
    }
}
