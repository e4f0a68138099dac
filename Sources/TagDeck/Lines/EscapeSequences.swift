/// The escape sequences a line of input may hold, as `tagdeck pick --ansi` reads them (the sequences fzf's `--ansi`
/// takes out): a control sequence (`ESC [`, and `ESC (`, `ESC )`, `ESC \` with the same parameters, then a letter or
/// `@`), an operating system command (`ESC ]`, up to BEL or `ESC \`: titles and hyperlinks, whose text stays), any
/// other `ESC` and the character after it, and shift out and in (SO, SI). Select Graphic Rendition (`ESC [ … m`)
/// changes the ink of the text after it; every other sequence is only taken out.
package struct InkReader {
    /// The ink of the text read so far.
    package var ink: Ink

    package init(ink: Ink = .none) { self.ink = ink }

    /// The length of the escape sequence that starts at `i`, if one does (its SGR, if it is one, read into ``ink``);
    /// nil when the byte at `i` is text.
    /// - Complexity: O(length of the sequence).
    package mutating func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let byte = bytes[i]
        if byte == 0x0E || byte == 0x0F { return 1 }
        guard byte == 0x1B, i + 1 < bytes.count else { return nil }
        let next = bytes[i + 1]
        switch next {
        case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
            var j = i + 2
            while j < bytes.count, Self.isParameter(bytes[j]) { j += 1 }
            if j < bytes.count, Self.isFinal(bytes[j]) {
                if next == UInt8(ascii: "["), bytes[j] == UInt8(ascii: "m") {
                    readGraphicRendition(UnsafeBufferPointer(rebasing: bytes[(i + 2)..<j]))
                }
                return j + 1 - i
            }
        case UInt8(ascii: "]"):
            var j = i + 2
            while j < bytes.count {
                if bytes[j] == 0x07 { return j + 1 - i }
                if bytes[j] == 0x1B, j + 1 < bytes.count, bytes[j + 1] == UInt8(ascii: "\\") { return j + 2 - i }
                j += 1
            }
        default:
            break
        }
        // Any other escape: ESC and the character after it.
        return 1 + UTF8Walk.length(bytes, at: i + 1)
    }

    @inline(__always) private static func isParameter(_ b: UInt8) -> Bool {
        (0x30...0x39).contains(b) || b == UInt8(ascii: ";") || b == UInt8(ascii: ":") || b == UInt8(ascii: "?")
    }

    @inline(__always) private static func isFinal(_ b: UInt8) -> Bool {
        (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == UInt8(ascii: "@")
    }

    /// Reads SGR parameters (`1;38;5;208`, `38:2::255:0:0`, empty for a reset) into ``ink``.
    private mutating func readGraphicRendition(_ parameters: UnsafeBufferPointer<UInt8>) {
        // Each parameter, with its colon-separated parts.
        var groups: [[Int?]] = [[]]
        var value: Int?
        for b in parameters {
            switch b {
            case UInt8(ascii: ";"):
                groups[groups.count - 1].append(value)
                groups.append([])
                value = nil
            case UInt8(ascii: ":"):
                groups[groups.count - 1].append(value)
                value = nil
            case 0x30...0x39:
                value = min(100_000, (value ?? 0) * 10 + Int(b - 0x30))
            default:
                break
            }
        }
        groups[groups.count - 1].append(value)
        var k = 0
        while k < groups.count {
            let group = groups[k]
            let code = group[0] ?? 0
            k += 1
            switch code {
            case 0: ink = .none
            case 1: ink.attributes.insert(.bold)
            case 2: ink.attributes.insert(.dim)
            case 3: ink.attributes.insert(.italic)
            case 4:
                if group.count > 1, group[1] == 0 { ink.attributes.remove(.underline) } else { ink.attributes.insert(.underline) }
            case 7: ink.attributes.insert(.reverse)
            case 21: ink.attributes.insert(.underline)
            case 22: ink.attributes.subtract([.bold, .dim])
            case 23: ink.attributes.remove(.italic)
            case 24: ink.attributes.remove(.underline)
            case 27: ink.attributes.remove(.reverse)
            case 30...37: ink.foreground = Int16(code - 30)
            case 39: ink.foreground = nil
            case 40...47: ink.background = Int16(code - 40)
            case 49: ink.background = nil
            case 90...97: ink.foreground = Int16(code - 90 + 8)
            case 100...107: ink.background = Int16(code - 100 + 8)
            case 38, 48, 58:
                // An extended colour: its parts after a colon, or the parameters that follow.
                let parts: [Int?]
                if group.count > 1 {
                    parts = Array(group.dropFirst())
                } else {
                    let kind = k < groups.count ? groups[k].first ?? nil : nil
                    let count = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    parts = groups[k..<min(groups.count, k + count)].map { $0.first ?? nil }
                    k = min(groups.count, k + count)
                }
                guard code != 58, let color = Self.extendedColor(parts) else { break }
                if code == 38 { ink.foreground = color } else { ink.background = color }
            default:
                break
            }
        }
    }

    /// `5;N` (a palette index) or `2;R;G;B` (also `2;;R;G;B`, with a colour space), as a palette index.
    private static func extendedColor(_ parts: [Int?]) -> Int16? {
        switch parts.first ?? nil {
        case 5:
            guard parts.count >= 2, let n = parts[1], n < 256 else { return nil }
            return Int16(n)
        case 2:
            let rgb = parts.count >= 5 ? Array(parts[2...4]) : Array(parts.dropFirst())
            guard rgb.count == 3, let r = rgb[0], let g = rgb[1], let b = rgb[2] else { return nil }
            return Ink.nearest(red: min(r, 255), green: min(g, 255), blue: min(b, 255))
        default:
            return nil
        }
    }
}

/// Steps through bytes that may not be UTF-8 as Go does (and so fzf): a well-formed sequence is one code point,
/// and any other byte is U+FFFD on its own.
package enum UTF8Walk {
    /// The code point at `i` and how many bytes it takes; nil for a byte that starts no well-formed sequence.
    @inline(__always)
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: Unicode.Scalar?, length: Int) {
        let lead = bytes[i]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> UInt32? {
            i + k < bytes.count && range.contains(bytes[i + k]) ? UInt32(bytes[i + k] & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            if let c1 = continuation(1) { return (Unicode.Scalar(UInt32(lead & 0x1F) << 6 | c1), 2) }
        case 0xE0...0xEF:
            let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
            if let c1 = continuation(1, second), let c2 = continuation(2) {
                return (Unicode.Scalar(UInt32(lead & 0x0F) << 12 | c1 << 6 | c2), 3)
            }
        case 0xF0...0xF4:
            let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
            if let c1 = continuation(1, second), let c2 = continuation(2), let c3 = continuation(3) {
                return (Unicode.Scalar(UInt32(lead & 0x07) << 18 | c1 << 12 | c2 << 6 | c3), 4)
            }
        default:
            break
        }
        return (nil, 1)
    }

    /// How many bytes the code point at `i` takes (1 for a byte that starts no well-formed sequence).
    @inline(__always)
    package static func length(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int { decode(bytes, at: i).length }
}
