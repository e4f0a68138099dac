import TagDeck

/// How titles and tag texts are escaped in a board file, so that every text without control characters
/// survives a save and a load unchanged.
///
/// In a `# TITLE`, `## TITLE` or `- TEXT` line, a backslash makes the character after it literal:
///
/// 1. `\\` is a backslash. Every backslash in a title or tag is written `\\`.
/// 2. `\ ` is a space that is kept. Unescaped blanks (spaces and tabs) around a title or tag are trimmed,
///    so a text that starts or ends with spaces is written with its first and its last space escaped:
///    `" a "` is written `\ a\ `, `"  a"` is written `\  a`.
/// 3. A text that starts with `#` or `-` is written with that first character escaped (`\#`, `\-`), so the
///    line reads the same in any Markdown viewer.
/// 4. A tag that ends in `{pinned}` is written with that `{` escaped (`- my \{pinned}`). Only an unescaped
///    `{pinned}` at the very end of a tag line, alone or after a blank, marks the tag pinned; the blanks
///    before it are trimmed too.
/// 5. A backslash before any other character stands for that character (`\*` is `*`), so Markdown escapes
///    read as expected; the writer never produces them. A backslash at the end of a line is an error.
/// 6. Everything else is written as is: `{` and `}` anywhere (other than rule 4), `#` and `-` after the first
///    character, other spaces, letters of any script, emoji.
/// 7. Control characters (Unicode category Cc, including tab) cannot appear in a title or tag: reading one
///    is an error, and the writer replaces one with U+FFFD.
///
/// Escapes work on Unicode scalars, so combining marks after an escaped character stay attached to it.
public enum BoardFileEscaping {
    /// The marker at the end of a tag line that pins the tag.
    public static let pinnedMarker = "{pinned}"

    /// The text as written after `- ` in a tag line (without the ` {pinned}` marker).
    /// - Complexity: O(length of `text`).
    public static func escapeTag(_ text: String) -> String { escape(text, isTag: true) }

    /// The title as written after `# ` or `## `.
    /// - Complexity: O(length of `title`).
    public static func escapeTitle(_ title: String) -> String { escape(title, isTag: false) }

    private static let markerScalars = Array(pinnedMarker.unicodeScalars)

    private static func escape(_ text: String, isTag: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        let markerStart = isTag && scalars.count >= markerScalars.count
            && scalars.suffix(markerScalars.count).elementsEqual(markerScalars)
            ? scalars.count - markerScalars.count : -1
        var out = String.UnicodeScalarView()
        out.reserveCapacity(scalars.count + 2)
        for (i, original) in scalars.enumerated() {
            let scalar: Unicode.Scalar = VisibleText.isControl(original) ? "\u{FFFD}" : original
            let needsEscape = scalar == "\\"
                || (i == 0 && (scalar == " " || scalar == "#" || scalar == "-"))
                || (i == scalars.count - 1 && scalar == " ")
                || i == markerStart
            if needsEscape { out.append("\\") }
            out.append(scalar)
        }
        return String(out)
    }

    /// A title or tag read back from the part of a line after its marker.
    struct Field {
        /// The unescaped, trimmed text.
        var text: String
        /// Whether an unescaped `{pinned}` ended a tag line.
        var pinned: Bool
        /// Index (into the line's scalars) of the first scalar of the text, for error columns.
        var textStart: Int
        /// Problems, each with the index of the offending scalar in the line.
        var problems: [(index: Int, kind: BoardFileError.Kind)]
    }

    /// Reads a field: `line[start...]`, unescaped and trimmed, with the pinned marker if `isTag`.
    /// - Complexity: O(length of the line).
    static func readField(_ line: [Unicode.Scalar], from start: Int, isTag: Bool) -> Field {
        // One unit per character of the text: the scalar, whether it was escaped, where it was in the line.
        var units: [(scalar: Unicode.Scalar, escaped: Bool, index: Int)] = []
        var problems: [(index: Int, kind: BoardFileError.Kind)] = []
        var i = start
        while i < line.count {
            if line[i] == "\\" {
                if i + 1 < line.count {
                    units.append((line[i + 1], true, i))
                    i += 2
                } else {
                    problems.append((i, .danglingBackslash))
                    i += 1
                }
            } else {
                units.append((line[i], false, i))
                i += 1
            }
        }
        func isBlank(_ unit: (scalar: Unicode.Scalar, escaped: Bool, index: Int)) -> Bool {
            !unit.escaped && (unit.scalar == " " || unit.scalar == "\t")
        }
        var lower = 0
        var upper = units.count
        while lower < upper && isBlank(units[lower]) { lower += 1 }
        while upper > lower && isBlank(units[upper - 1]) { upper -= 1 }
        var pinned = false
        let m = markerScalars.count
        if isTag && upper - lower >= m {
            let tail = units[(upper - m)..<upper]
            let isMarker = tail.allSatisfy { !$0.escaped } && tail.map(\.scalar).elementsEqual(markerScalars)
            if isMarker && (upper - m == lower || isBlank(units[upper - m - 1])) {
                pinned = true
                upper -= m
                while upper > lower && isBlank(units[upper - 1]) { upper -= 1 }
            }
        }
        var text = String.UnicodeScalarView()
        for unit in units[lower..<upper] {
            if VisibleText.isControl(unit.scalar) {
                let at = unit.escaped ? unit.index + 1 : unit.index
                problems.append((at, .controlCharacter(unit.scalar, inTitle: !isTag)))
            }
            text.append(unit.scalar)
        }
        let textStart = lower < upper ? units[lower].index : start
        return Field(text: String(text), pinned: pinned, textStart: textStart, problems: problems)
    }

    /// Whether a tag's text (valid UTF-8) is written as it is, with no escape, the common case: not empty, no
    /// backslash, no control character, no blank at either end, not starting with `#` or `-`, and not ending in
    /// `}` (so no `{pinned}` marker). Such a text is read back from its bytes as they are, too.
    /// - Complexity: O(length of the text).
    static func isPlain(_ text: some Collection<UInt8>) -> Bool {
        guard let first = text.first, first != 0x20, first != 0x09, first != UInt8(ascii: "#"),
              first != UInt8(ascii: "-") else { return false }
        var previous: UInt8 = 0
        for byte in text {
            // C0 controls and DEL; the backslash; C1 controls (U+0080-U+009F, encoded C2 80-C2 9F).
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || (previous == 0xC2 && byte < 0xA0) {
                return false
            }
            previous = byte
        }
        return previous != 0x20 && previous != UInt8(ascii: "}")
    }

    /// ``plainTagText(_:)`` for a line of printable ASCII only (bytes 0x20-0x7E): valid UTF-8 as it is, and as wide
    /// as its bytes. Nil for any other line.
    /// - Complexity: O(length of the line).
    static func plainASCIITagText(_ line: ArraySlice<UInt8>) -> String? {
        guard line.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else { return nil }
        return plainTagText(line)
    }

    /// The text of a tag line that needs no unescaping, read straight from its bytes: `- ` then a plain text
    /// (``isPlain(_:)``). Nil for any other line, which the general reader takes. The line is valid UTF-8.
    /// - Complexity: O(length of the line).
    static func plainTagText(_ line: ArraySlice<UInt8>) -> String? {
        guard line.count > 2, line[line.startIndex] == UInt8(ascii: "-"), line[line.startIndex + 1] == 0x20,
              case let text = line[(line.startIndex + 2)...], isPlain(text) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }
}
