import CTOMLReader

/// Why a TOML text did not parse, as toml++ says it, and where.
public struct TOMLParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// toml++'s description of the problem.
    public var description: String
    /// The 1-based line where it is.
    public var line: Int
    /// The 1-based column where it is.
    public var column: Int
}

/// Reads TOML documents with toml++.
public enum TOMLReader {
    /// The document in `text`. Like a C string, the text ends at its first NUL character, if it has one.
    /// - Throws: ``TOMLParseError`` for a text that is not TOML.
    public static func parse(_ text: String) throws(TOMLParseError) -> TOMLTable {
        var bytes = Array(text.utf8)
        if let nul = bytes.firstIndex(of: 0) { bytes.removeSubrange(nul...) }
        var document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { tdk_toml_parse($0.baseAddress, $0.count) }
        }
        defer { tdk_toml_release(&document) }
        if let error = document.error {
            throw TOMLParseError(description: String(cString: error), line: Int(document.error_line),
                                 column: Int(document.error_column))
        }
        let nodes = UnsafeBufferPointer(start: document.nodes, count: document.count)
        var at = 0
        guard case .table(let root) = value(nodes, &at) else { return TOMLTable() }
        return root
    }

    /// The value at `at` with everything it holds; `at` moves past them.
    private static func value(_ nodes: UnsafeBufferPointer<tdk_toml_node>, _ at: inout Int) -> TOMLValue {
        let node = nodes[at]
        at += 1
        let text = node.text.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: node.text_length), as: UTF8.self) } ?? ""
        switch node.kind {
        case TDK_TOML_TABLE:
            var entries: [TOMLTable.Entry] = []
            entries.reserveCapacity(node.children)
            for _ in 0..<node.children {
                let member = nodes[at]
                let key = String(decoding: UnsafeRawBufferPointer(start: member.key, count: member.key_length), as: UTF8.self)
                entries.append(TOMLTable.Entry(key: key, value: value(nodes, &at)))
            }
            return .table(TOMLTable(entries))
        case TDK_TOML_ARRAY:
            return .array((0..<node.children).map { _ in value(nodes, &at) })
        case TDK_TOML_STRING: return .string(text)
        case TDK_TOML_INTEGER: return .integer(node.integer)
        case TDK_TOML_FLOAT: return .float(node.number)
        case TDK_TOML_BOOLEAN: return .boolean(node.boolean != 0)
        case TDK_TOML_DATE: return .date(text)
        case TDK_TOML_TIME: return .time(text)
        default: return .dateTime(text)
        }
    }
}
