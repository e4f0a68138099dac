import CTOMLReader
#if canImport(Glibc)
import Glibc
#endif

/// Writes `key = value` lines as toml++ writes them, so that every string is quoted and escaped as TOML requires.
public enum TOMLWriter {
    /// `key = value`, for an integer, a boolean, a string or an array of strings (nil for any other value).
    public static func line(_ key: String, _ value: TOMLValue) -> String? {
        var texts: [String] = []
        var integer: Int64 = 0
        let kind: tdk_toml_kind
        switch value {
        case .integer(let number): (kind, integer) = (TDK_TOML_INTEGER, number)
        case .boolean(let flag): (kind, integer) = (TDK_TOML_BOOLEAN, flag ? 1 : 0)
        case .string(let text): (kind, texts) = (TDK_TOML_STRING, [text])
        case .array(let items):
            let strings = items.compactMap(\.string)
            guard strings.count == items.count else { return nil }
            (kind, texts) = (TDK_TOML_ARRAY, strings)
        default: return nil
        }
        let copies = texts.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let lengths = copies.map { $0.map { strlen($0) } ?? 0 }
        let pointers = copies.map { UnsafePointer($0) }
        guard let written = key.withCString({ name in
            tdk_toml_write(name, key.utf8.count, kind, integer, pointers, lengths, texts.count)
        }) else { return nil }
        defer { free(written) }
        let text = String(cString: written)
        return String(text.unicodeScalars.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            .reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }.reversed().map(Character.init))
    }
}
