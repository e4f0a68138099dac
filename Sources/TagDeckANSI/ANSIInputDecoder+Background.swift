import TagDeck

/// The terminal's background colour, asked with OSC 11 (`ESC ] 11 ; ? ESC \`) followed by the primary device
/// attributes (`ESC [ c`), which every terminal answers: a terminal that does not know OSC 11 answers only the
/// second, so the wait ends at once instead of at its limit.
extension ANSIInputDecoder {
    /// What asks the terminal for its background colour (and for its device attributes after it).
    package static let backgroundQuery = "\u{1B}]11;?\u{1B}\\\u{1B}[c"
    /// The same, inside GNU screen: screen answers `ESC [ c` itself at once but passes OSC 11 on to the terminal it
    /// runs in, so that the colour would come after the end of the wait and be typed into the shell; the device
    /// attributes are asked of that terminal too, through screen's passthrough (`ESC P … ESC \`), so that the
    /// answers come in order.
    package static let backgroundQueryInScreen = "\u{1B}]11;?\u{1B}\\\u{1B}P\u{1B}[c\u{1B}\\"

    /// The colour in the body of an OSC 11 answer, `11;rgb:RRRR/GGGG/BBBB` (each part one to four hex digits,
    /// scaled to 0-255), nil for any other string.
    static func backgroundColor(inAnswer body: ArraySlice<UInt8>) -> RGB? {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;rgb:") else { return nil }
        let parts = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var channels: [UInt8] = []
        for part in parts {
            guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
            let top = (1 << (4 * part.count)) - 1
            channels.append(UInt8((value * 255 + top / 2) / top))
        }
        return RGB(channels[0], channels[1], channels[2])
    }
}
