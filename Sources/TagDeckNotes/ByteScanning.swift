/// Scanning a front matter's bytes outside quoted strings: what the YAML, TOML and JSON scanners share.
enum ByteScanning {
    /// Calls `visit` with each byte of `range` outside quotes (`'...'`; `"..."` with its backslash escapes) and how
    /// deep in brackets it is; stops when `visit` returns false. A TOML or YAML comment (`hashComments`: `#` after a
    /// blank or at the start, to the end of its line) is skipped.
    /// - Complexity: O(range).
    static func outsideQuotes(_ bytes: [UInt8], _ range: Range<Int>, hashComments: Bool = false,
                              _ visit: (_ at: Int, _ depth: Int) -> Bool) {
        var quote: UInt8?, depth = 0, i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            if let q = quote {
                if b == 0x5C && q == 0x22 { i += 2; continue }
                if b == q || b == 0x0A { quote = nil }
            } else if b == 0x22 || b == 0x27 {
                quote = b
            } else if hashComments && b == UInt8(ascii: "#")
                        && (i == range.lowerBound || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i - 1])) {
                while i < range.upperBound && bytes[i] != 0x0A { i += 1 }
                continue
            } else {
                guard visit(i, depth) else { return }
                if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { depth += 1 }
                if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { depth -= 1 }
            }
            i += 1
        }
    }

    /// `range` without the blanks (spaces, tabs, and with `newlines` line ends too) at either end.
    static func trimmed(_ bytes: [UInt8], _ range: Range<Int>, newlines: Bool = false) -> Range<Int> {
        func blank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || newlines && (b == 0x0A || b == 0x0D) }
        var (lo, hi) = (range.lowerBound, range.upperBound)
        while lo < hi && blank(bytes[lo]) { lo += 1 }
        while hi > lo && blank(bytes[hi - 1]) { hi -= 1 }
        return lo..<hi
    }

    /// The `]` that closes the `[` at `open`, outside quotes and nested brackets.
    static func closingBracket(_ bytes: [UInt8], from open: Int, before end: Int, hashComments: Bool = false) -> Int? {
        var close: Int?
        outsideQuotes(bytes, open..<end, hashComments: hashComments) { i, depth in
            let b = bytes[i]
            guard depth == 1 && (b == UInt8(ascii: "]") || b == UInt8(ascii: "}")) else { return true }
            close = b == UInt8(ascii: "]") ? i : nil
            return false
        }
        return close
    }

    /// The items of a list's inside, parted at its top-level commas.
    static func splitList(_ bytes: [UInt8], _ range: Range<Int>, hashComments: Bool = false) -> [Range<Int>] {
        var parts: [Range<Int>] = [], start = range.lowerBound
        outsideQuotes(bytes, range, hashComments: hashComments) { i, depth in
            if bytes[i] == UInt8(ascii: ",") && depth == 0 {
                parts.append(start..<i)
                start = i + 1
            }
            return true
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// Whether `range` holds a `#` comment outside quotes.
    static func hasComment(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var found = false
        outsideQuotes(bytes, range) { i, _ in
            if bytes[i] == UInt8(ascii: "#") && (i == range.lowerBound || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i - 1])) {
                found = true
                return false
            }
            return true
        }
        return found
    }

    /// The lines of `range`: where each starts, where its content ends (before `\r\n` or `\n`), where it ends.
    static func lines(_ bytes: [UInt8], _ range: Range<Int>) -> [(start: Int, content: Int, end: Int)] {
        var lines: [(start: Int, content: Int, end: Int)] = []
        var at = range.lowerBound
        while at < range.upperBound {
            let end = bytes[at..<range.upperBound].firstIndex(of: 0x0A).map { $0 + 1 } ?? range.upperBound
            var content = end
            while content > at && (bytes[content - 1] == 0x0A || bytes[content - 1] == 0x0D) { content -= 1 }
            lines.append((at, content, end))
            at = end
        }
        return lines
    }
}

/// A list in brackets as written (`[a, b]`, over one line or several): what is between `[` and the first item,
/// between two items, and after the last, so that a list with other items is written the same way.
struct BracketLayout: Sendable, Equatable {
    /// The bytes of the whole list, `[` to `]`.
    var range: Range<Int>
    /// Each item's bytes, without the blanks around it.
    var items: [Range<Int>]
    var leading: [UInt8]
    var separator: [UInt8]
    var trailing: [UInt8]

    /// The layout of the list opening at `open` and closing at `close`.
    init(_ bytes: [UInt8], open: Int, close: Int, hashComments: Bool) {
        range = open..<(close + 1)
        let inside = (open + 1)..<close
        var parts = ByteScanning.splitList(bytes, inside, hashComments: hashComments)
            .map { ByteScanning.trimmed(bytes, $0, newlines: true) }
        // A trailing comma leaves an empty last part.
        if parts.count > 1, parts.last!.isEmpty { parts.removeLast() }
        items = parts.filter { !$0.isEmpty }
        guard let first = items.first, let last = items.last else {
            (leading, separator, trailing) = ([], [0x2C, 0x20], [])
            return
        }
        leading = Array(bytes[inside.lowerBound..<first.lowerBound])
        trailing = Array(bytes[last.upperBound..<close])
        if items.count > 1 {
            separator = Array(bytes[items[0].upperBound..<items[1].lowerBound])
        } else if leading.contains(0x0A) {
            // One item on a line of its own: the next goes on a line of its own too.
            separator = [0x2C] + leading.drop(while: { $0 != 0x0A && $0 != 0x0D })
        } else {
            separator = [0x2C, 0x20]
        }
    }

    /// The list with `pieces` as its items' bytes.
    func written(_ pieces: [[UInt8]]) -> [UInt8] {
        guard !pieces.isEmpty else { return Array("[]".utf8) }
        if items.isEmpty { return [UInt8(ascii: "[")] + pieces.joined(separator: separator) + [UInt8(ascii: "]")] }
        return [UInt8(ascii: "[")] + leading + pieces.joined(separator: separator) + trailing + [UInt8(ascii: "]")]
    }
}
