import FoundationEssentials

/// A JSON value as a JSON front matter holds it, decoded with FoundationEssentials' `JSONDecoder`.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let flag = try? value.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let text = try? value.decode(String.self) {
            self = .string(text)
        } else if let items = try? value.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try value.decode([String: JSONValue].self))
        }
    }

    /// The JSON text in `bytes`, decoded.
    /// - Throws: the decoder's error for bytes that are no JSON.
    static func decode(_ bytes: ArraySlice<UInt8>) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// A JSON string's text (`"a\nb"` read), nil for bytes that are no JSON string.
    static func string(_ bytes: ArraySlice<UInt8>) -> String? {
        try? JSONDecoder().decode(String.self, from: Data(bytes))
    }

    /// Why a decoding failed, in one line: the parser's own words where it gives them.
    static func reason(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return "\(error)" }
        return context.underlyingError.map { "\($0)" } ?? context.debugDescription
    }
}
