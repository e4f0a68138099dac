/// A line of input kept as a tag's text, byte for byte: how the picker's candidates, whose bytes may be anything
/// (not UTF-8, control characters, escape sequences), become the `String` a ``Tag`` holds, and how that text gives
/// the bytes back to print them.
///
/// A line that is UTF-8 in Unicode's composed form (NFC: every ASCII line, and nearly every other) is its own text.
/// Any other line is written with each byte from 0x80 up as a code point of its own, U+10FF80 to U+10FFFF (a
/// private use range at the end of Unicode), and its ASCII bytes as they are. So two lines are one text exactly
/// when their bytes are equal: texts are compared as strings are, by canonical equivalence, and no two texts made
/// here are equivalent unless they are the same scalars (a composed line is the only composed text of its class,
/// and an escaped one holds nothing that composes or decomposes).
///
/// A text that did not come from here (typed into the line editor) gives its UTF-8 back, but for code points of the
/// escape range, which stand for the byte they escape.
package enum LineText {
    /// The text of the line whose bytes are `bytes` (without its line end).
    /// - Complexity: O(bytes).
    package static func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        if isKept(bytes) { return String(decoding: bytes, as: UTF8.self) }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            if byte < 0x80 {
                escaped.append(byte)
            } else {
                escaped.append(contentsOf: [0xF4, 0x8F, byte >= 0xC0 ? 0xBF : 0xBE, 0x80 | (byte & 0x3F)])
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// The text of the line whose bytes are `bytes`.
    /// - Complexity: O(bytes).
    package static func text(of bytes: some Collection<UInt8>) -> String {
        if let text = bytes.withContiguousStorageIfAvailable({ text(of: $0) }) { return text }
        return Array(bytes).withUnsafeBufferPointer { text(of: $0) }
    }

    /// The line's bytes.
    /// - Complexity: O(length of `text`).
    package static func bytes(of text: String) -> [UInt8] {
        withBytes(of: text) { Array($0) }
    }

    /// Calls `body` with the line's bytes: the text's UTF-8 in place when nothing in it is escaped.
    /// - Complexity: O(length of `text`).
    package static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        var text = text
        return try text.withUTF8 { utf8 in
            guard utf8.contains(0xF4) else { return try body(utf8) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            var i = 0
            while i < utf8.count {
                if let byte = escapedByte(utf8, at: i) {
                    bytes.append(byte)
                    i += 4
                } else {
                    bytes.append(utf8[i])
                    i += 1
                }
            }
            return try bytes.withUnsafeBufferPointer(body)
        }
    }

    /// Whether `text` stands for a line that was not UTF-8 in composed form (some of its code points escape bytes).
    /// - Complexity: O(length of `text`).
    package static func isEscaped(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in (0..<utf8.count).contains { escapedByte(utf8, at: $0) != nil } }
    }

    /// The byte that the code point starting at `i` escapes (U+10FF80 to U+10FFFF: F4 8F BE|BF xx), if it is one.
    @inline(__always)
    private static func escapedByte(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt8? {
        guard utf8[i] == 0xF4, i + 3 < utf8.count, utf8[i + 1] == 0x8F, utf8[i + 2] & 0xFE == 0xBE else { return nil }
        return 0x80 | (utf8[i + 2] & 1) << 6 | (utf8[i + 3] & 0x3F)
    }

    /// Whether the line is its own text: UTF-8, in composed form, with no code point of the escape range.
    private static func isKept(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most lines: ASCII.
        guard bytes.contains(where: { $0 >= 0x80 }) else { return true }
        if bytes.contains(0xF4) && (0..<bytes.count).contains(where: { escapedByte(bytes, at: $0) != nil }) {
            return false
        }
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            guard var span = try? UTF8Span(validating: bytes.span) else { return false }
            return span.checkForNFC(quickCheck: false)
        }
        // Without the standard library's check, every line that is not ASCII is escaped: still one text per line.
        return false
    }
}
