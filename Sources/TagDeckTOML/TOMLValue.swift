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
