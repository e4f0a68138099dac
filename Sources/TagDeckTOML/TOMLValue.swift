/// A value of a TOML document, as toml++ read it.
public indirect enum TOMLValue: Equatable, Sendable {
    case table(TOMLTable)
    case array([TOMLValue])
    case string(String)
    case integer(Int64)
    case float(Double)
    case boolean(Bool)
    /// A local date, as TOML writes it (`1979-05-27`).
    case date(String)
    /// A local time (`07:32:00`).
    case time(String)
    /// A date and time, with or without an offset.
    case dateTime(String)

    /// A string's text (nil for any other value).
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// An integer (nil for any other value, a float too).
    public var int: Int? {
        if case .integer(let number) = self { return Int(exactly: number) }
        return nil
    }

    /// A float (nil for any other value, an integer too).
    public var double: Double? {
        if case .float(let number) = self { return number }
        return nil
    }

    /// A boolean (nil for any other value).
    public var bool: Bool? {
        if case .boolean(let flag) = self { return flag }
        return nil
    }

    /// An array's items (nil for any other value).
    public var array: [TOMLValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// A table (nil for any other value).
    public var table: TOMLTable? {
        if case .table(let table) = self { return table }
        return nil
    }
}

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
