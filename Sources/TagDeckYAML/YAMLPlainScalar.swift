/// How YAML 1.1 reads a plain (unquoted) scalar: a text, or null, a boolean, a number or a date.
public enum YAMLPlainScalar {
    /// The texts YAML reads as null: an empty value, `~`, `null`.
    public static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]

    /// The texts YAML 1.1 reads as booleans.
    public static let booleans: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// Whether a plain scalar's text is a number or a date: digits and the marks they use, with at least one digit,
    /// starting with a digit, a sign or a point.
    public static func looksNumeric(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, "0123456789+-.".unicodeScalars.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { "0123456789+-.:_eExXoObBaAcCdDfFtTzZ ".unicodeScalars.contains($0) }
            && text.unicodeScalars.contains { ("0"..."9").contains($0) }
    }

    /// Whether a plain scalar is read as a text: not null, a boolean, a number or a date.
    public static func readsAsText(_ text: String) -> Bool {
        !nulls.contains(text) && !booleans.contains(text) && !looksNumeric(text)
    }
}
