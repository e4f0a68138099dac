/// A TOML table: its keys and values, in toml++'s order (sorted by key).
public struct TOMLTable: Equatable, Sendable, Sequence {
    /// One key and its value.
    public struct Entry: Equatable, Sendable {
        /// The key, unquoted.
        public var key: String
        /// Its value.
        public var value: TOMLValue
    }

    /// The keys and values.
    public private(set) var entries: [Entry]

    /// A table of `entries`.
    public init(_ entries: [Entry] = []) { self.entries = entries }

    /// Whether the table has no key.
    public var isEmpty: Bool { entries.isEmpty }

    /// The value of `key`, nil when the table has none.
    public subscript(key: String) -> TOMLValue? {
        entries.first { $0.key == key }?.value
    }

    /// Takes `key` out (nothing when the table has none).
    public mutating func remove(_ key: String) {
        entries.removeAll { $0.key == key }
    }

    /// Replaces the value of `key` (adds it at the end when the table has none).
    public mutating func set(_ key: String, _ value: TOMLValue) {
        if let k = entries.firstIndex(where: { $0.key == key }) { entries[k].value = value } else {
            entries.append(Entry(key: key, value: value))
        }
    }

    /// The keys and values, in order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: TOMLValue)]> {
        entries.map { (key: $0.key, value: $0.value) }.makeIterator()
    }
}
