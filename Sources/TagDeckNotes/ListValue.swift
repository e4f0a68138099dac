/// Where a note's list is written in a TOML or JSON front matter and how, so that an edit splices new bytes over
/// the value alone: a list in brackets (kept as it is laid out), one text, or nothing yet.
struct ListValue: Sendable {
    enum Style: Sendable {
        /// `["a", "b"]`, over one line or several.
        case list(BracketLayout)
        /// `"a"`: one text at these bytes.
        case text(Range<Int>)
        /// No such key: a new one goes at `at`, written between `before` and `after`.
        case absent(at: Int, before: [UInt8], after: [UInt8])
    }

    var style: Style
    /// Each item's bytes as written.
    var items: [[UInt8]] = []
    /// Where each item starts in the note's bytes (its opening quote, for a text).
    var starts: [Int] = []
    /// The line of the file the key is on (for problems).
    var line: Int
    /// Why the value cannot be edited in place, if it cannot (a comment inside the list).
    var uneditable: String?

    /// The note's bytes with the value's items replaced by `pieces`; one text with more than one piece becomes a list.
    func replaced(with pieces: [TagsValue.Piece], in bytes: [UInt8]) -> [UInt8] {
        let raws = pieces.map { piece -> [UInt8] in
            switch piece {
            case .kept(let k): items[k]
            case .replaced(_, let bytes), .new(let bytes): bytes
            }
        }
        func list() -> [UInt8] { Array("[".utf8) + raws.joined(separator: Array(", ".utf8)) + Array("]".utf8) }
        var out = bytes
        switch style {
        case .list(let layout):
            out.replaceSubrange(layout.range, with: layout.written(raws))
        case .text(let range):
            out.replaceSubrange(range, with: raws.count == 1 ? raws[0] : list())
        case .absent(let at, let before, let after):
            if !raws.isEmpty { out.replaceSubrange(at..<at, with: before + list() + after) }
        }
        return out
    }
}
