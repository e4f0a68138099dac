/// Display widths of text in terminal cells: 2 for East Asian wide and most emoji, 0 for combining marks,
/// 1 otherwise. Control characters count as 0 (they are never part of a valid tag).
public enum DisplayWidth {
    /// Width of a string: the sum of its scalars' widths, as a terminal using `wcwidth` draws it.
    /// - Complexity: O(number of scalars).
    public static func of(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars { total += of(scalar) }
        return total
    }

    /// Width of one grapheme.
    public static func of(_ ch: Character) -> Int {
        var total = 0
        for scalar in ch.unicodeScalars { total += of(scalar) }
        return total
    }

    /// Width of one scalar.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        return WidthTable.width(v)
    }
}

/// Provisional ranges; replaced by a table generated from the C library's `wcwidth`.
enum WidthTable {
    static func width(_ v: UInt32) -> Int {
        if (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) || (0xFE00...0xFE0F).contains(v) { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v) {
            return 2
        }
        return 1
    }
}
