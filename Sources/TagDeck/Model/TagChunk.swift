/// A run of tags kept compactly: their texts packed end to end (``PackedTexts``), and their widths and pins in
/// 32 bits each, or not at all while every text is as wide as its bytes (printable ASCII) and none is pinned.
/// A chunk of ``TagList``: a tag of 11 ASCII bytes takes 15 bytes here, against 24 for a ``Tag`` (and a heap
/// string beside it once its text is longer than 15 bytes).
struct TagChunk: Sendable {
    private var texts = PackedTexts()
    /// Empty while every tag is as wide as its text's bytes and unpinned; else one entry a tag, its width with
    /// ``pinBit`` set for a pinned tag.
    private var widths: [UInt32] = []

    private static let pinBit: UInt32 = 1 << 31

    init() {}

    /// An empty chunk with room for `tags` tags, and for about as many bytes of text as `previous` holds (a chunk
    /// built after a full one is then not grown by doubling, which leaves up to half of it spare).
    init(room tags: Int, after previous: TagChunk?) {
        texts = PackedTexts(room: tags, after: previous?.texts)
    }

    var count: Int { texts.count }
    var isEmpty: Bool { texts.isEmpty }

    /// Whether `tag` can be kept without a width: it is as wide as its bytes and not pinned.
    @inline(__always)
    private static func isPlain(_ tag: Tag) -> Bool {
        !tag.isPinned && tag.textWidth == tag.text.utf8.count
    }

    @inline(__always)
    private static func packedWidth(_ tag: Tag) -> UInt32 {
        UInt32(clamping: min(tag.textWidth, Int(pinBit - 1))) | (tag.isPinned ? pinBit : 0)
    }

    /// Gives every tag its own width entry (before a tag that needs one is put in).
    private mutating func spellOutWidths() {
        guard widths.isEmpty, !texts.isEmpty else { return }
        widths = (0..<texts.count).map { UInt32(texts.byteCount(of: $0)) }
    }

    /// The width and pin of tag `i`, whose text takes `byteCount` bytes.
    @inline(__always)
    private static func unpacked(_ widths: UnsafeBufferPointer<UInt32>, _ i: Int, byteCount: Int)
        -> (width: Int, pinned: Bool) {
        widths.isEmpty ? (byteCount, false) : (Int(widths[i] & ~pinBit), widths[i] & pinBit != 0)
    }

    /// The width of tag `i`'s text, without making its string.
    @inline(__always)
    func textWidth(at i: Int) -> Int {
        widths.withUnsafeBufferPointer { Self.unpacked($0, i, byteCount: texts.byteCount(of: i)).width }
    }

    subscript(i: Int) -> Tag {
        get {
            let (width, pinned) = widths.withUnsafeBufferPointer { Self.unpacked($0, i, byteCount: texts.byteCount(of: i)) }
            return Tag(texts[i], width: width, pinned: pinned)
        }
        set {
            texts.replace(at: i, with: newValue.text)
            if widths.isEmpty && Self.isPlain(newValue) { return }
            spellOutWidths()
            widths[i] = Self.packedWidth(newValue)
        }
    }

    mutating func append(_ tag: Tag) {
        if !widths.isEmpty || !Self.isPlain(tag) {
            spellOutWidths()
            widths.append(Self.packedWidth(tag))
        }
        texts.append(tag.text)
    }

    mutating func insert(_ tag: Tag, at i: Int) {
        if !widths.isEmpty || !Self.isPlain(tag) {
            spellOutWidths()
            widths.insert(Self.packedWidth(tag), at: i)
        }
        texts.insert(tag.text, at: i)
    }

    @discardableResult
    mutating func remove(at i: Int) -> Tag {
        let tag = self[i]
        texts.remove(at: i)
        if !widths.isEmpty { widths.remove(at: i) }
        return tag
    }

    /// Takes out the tags from `start` on and returns them as a chunk of their own.
    mutating func split(at start: Int) -> TagChunk {
        var second = TagChunk()
        second.texts = texts.extracting(start..<texts.count)
        texts.removeLast(from: start)
        if !widths.isEmpty {
            second.widths = Array(widths[start...])
            widths.removeSubrange(start...)
        }
        return second
    }

    /// Keeps `other` in place of this chunk's texts when they are the same texts (sharing its storage).
    mutating func share(_ other: PackedTexts) -> Bool {
        guard texts.count == other.count, texts.byteCount == other.byteCount, texts == other else { return false }
        texts = other
        return true
    }

    /// Whether this chunk's texts are kept in `other`'s storage.
    func sharesStorage(with other: PackedTexts) -> Bool { texts.sharesStorage(with: other) }

    /// Calls `body` with the position, UTF-8 (in place), display width and pin of each tag in `range`, reading the
    /// chunk's storage once.
    func forEachUTF8(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>, Int, Bool) -> Void) {
        texts.withStorage { bytes, ends in
            widths.withUnsafeBufferPointer { widths in
                for i in range {
                    let start = i == 0 ? 0 : Int(ends[i - 1]), end = Int(ends[i])
                    let (width, pinned) = Self.unpacked(widths, i, byteCount: end - start)
                    body(i, UnsafeBufferPointer(rebasing: bytes[start..<end]), width, pinned)
                }
            }
        }
    }

}
