/// Text from users (tag texts, file names, lines of input) made safe to show on a terminal or write to standard
/// error: every control character (C0, DEL, C1) is written visibly as `\x1b`, `\x7f`, `\x9b` instead of raw,
/// so no board, file name or input line can move the cursor, set a title, write the clipboard or change colours.
package enum VisibleText {
    /// Whether `scalar` is a control character (Unicode general category Cc: U+0000-U+001F, U+007F-U+009F).
    @inline(__always) package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with every control character written as `\xNN`; `keepingNewlines` leaves line feeds as they are
    /// (for messages of several lines).
    /// - Complexity: O(length of `text`); `text` itself when it holds no control character.
    package static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        // The common case, on every cell written: no byte that can start a control character (C1 characters
        // are encoded 0xC2 0x80-0x9F), so the text is returned without looking at its scalars.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }),
              text.unicodeScalars.contains(where: { isControl($0) && !(keepingNewlines && $0 == "\n") }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) && !(keepingNewlines && scalar == "\n") {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\x" + (hex.count < 2 ? "0" + hex : hex)).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
