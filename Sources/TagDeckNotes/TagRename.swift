/// A tag renamed with its children, as Obsidian nests tags: `project` to `work` renames `project` and every tag
/// under it (`project/alpha` to `work/alpha`, `project/a/b` to `work/a/b`), and no other (`projects` stays).
public struct TagRename: Sendable, Equatable {
    /// The tag renamed.
    public let from: String
    /// Its new name.
    public let to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The new name of `tag`: `to` for `from`, `to/rest` for `from/rest`; nil for a tag the rename leaves as it is.
    /// - Complexity: O(length of `from`).
    public func renamed(_ tag: String) -> String? {
        if tag == from { return to }
        let prefix = from.utf8.count
        let utf8 = tag.utf8
        guard utf8.count > prefix + 1, utf8.starts(with: from.utf8),
              utf8[utf8.index(utf8.startIndex, offsetBy: prefix)] == UInt8(ascii: "/") else { return nil }
        return to + String(decoding: utf8.dropFirst(prefix), as: UTF8.self)
    }

    /// Whether the rename changes `tag`: it is `from` or one of its children.
    public func renames(_ tag: String) -> Bool { renamed(tag) != nil }
}
