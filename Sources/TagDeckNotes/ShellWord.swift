/// A text written as one word for a POSIX shell, for a command line shown to be typed again.
enum ShellWord {
    /// The ASCII characters a word may hold unquoted, besides letters and digits.
    private static let safePunctuation = Set("_@%+=:,./-".unicodeScalars)

    /// `text` as is when every character is safe unquoted (ASCII letters and digits, `_@%+=:,./-`, and any
    /// character past Latin-1's controls), else in single quotes (a `'` inside written `'\''`); `''` for an
    /// empty text.
    /// - Complexity: O(n) in the length of `text`.
    static func quoted(_ text: String) -> String {
        let isSafe = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x9F || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || safePunctuation.contains(scalar)
        }
        if isSafe { return text }
        var quoted = "'"
        for character in text {
            quoted += character == "'" ? "'\\''" : String(character)
        }
        return quoted + "'"
    }
}
