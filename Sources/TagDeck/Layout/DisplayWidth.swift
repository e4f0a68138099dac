/// Display widths of text in terminal cells: 2 for East Asian wide and most emoji, 0 for combining marks,
/// 1 otherwise. Control characters count as 0 (they are never part of a valid tag).
package enum DisplayWidth {
    /// Width of a string: the sum of its scalars' widths, as a terminal using `wcwidth` draws it.
    /// - Complexity: O(number of scalars).
    package static func of(_ text: String) -> Int {
        // Printable ASCII (most texts): a cell a byte.
        var contiguous = text
        if let width = contiguous.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? $0.count : nil }) {
            return width
        }
        var total = 0
        for scalar in text.unicodeScalars { total += of(scalar) }
        return total
    }

    /// `text` cut to at most `width` cells: verbatim when it fits, else its longest prefix that leaves room for
    /// a closing `…`.
    /// - Complexity: O(length of the text).
    package static func truncated(_ text: String, to width: Int) -> String {
        if of(text) <= width { return text }
        if width <= 0 { return "" }
        var out = ""
        var used = 0
        for ch in text {
            let w = of(ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }

    /// Width of one grapheme.
    package static func of(_ ch: Character) -> Int {
        var total = 0
        for scalar in ch.unicodeScalars { total += of(scalar) }
        return total
    }

    /// Width of one scalar: exactly what `wcwidth` returns under the C.UTF-8 locale, with -1 (controls,
    /// unassigned code points) counted as 0. U+0000...U+02FF (ASCII, Latin-1, Latin Extended) take a fast path; the rest
    /// is a binary search in the generated `WidthTable`.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        return WidthTable.width(v)
    }
}
