/// The colours and attributes a line of input gives its own text with SGR escape sequences (`tagdeck pick --ansi`):
/// drawn over the style of the chip that shows it (``Style/inked(_:depth:)``).
package struct Ink: Hashable, Sendable {
    /// The text colour: an index into the xterm 256-colour palette, nil for the chip's own.
    package var foreground: Int16?
    /// The background colour: an index into the palette, nil for the chip's own.
    package var background: Int16?
    /// Bold, dim, italic, underline, reverse.
    package var attributes: TextAttributes

    /// An ink of these colours and attributes.
    package init(foreground: Int16? = nil, background: Int16? = nil, _ attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// No colour, no attribute: the chip's own look.
    package static let none = Ink()

    /// Whether it changes nothing.
    package var isNone: Bool { self == .none }

    /// The palette colour nearest to red, green and blue (0 to 255 each): on the 6×6×6 cube, or on the grey ramp
    /// when the three are close.
    package static func nearest(red: Int, green: Int, blue: Int) -> Int16 {
        func level(_ c: Int) -> Int { c < 48 ? 0 : c < 115 ? 1 : min(5, (c - 35) / 40) }
        let (hi, lo) = (max(red, green, blue), min(red, green, blue))
        if hi - lo < 16 {
            let grey = (red + green + blue) / 3
            if grey < 4 { return 16 }
            if grey > 246 { return 231 }
            return Int16(232 + min(23, (grey - 3) / 10))
        }
        return Int16(16 + 36 * level(red) + 6 * level(green) + level(blue))
    }

    /// A palette colour brought down to the eight ANSI colours: bright ones to their plain ones, the cube to the
    /// corner it leans to, greys to black or white.
    package static func nearestOfEight(_ color: Int16) -> Int16 {
        switch color {
        case 0..<8: return color
        case 8..<16: return color - 8
        case 16..<232:
            let n = Int(color) - 16
            let (r, g, b) = (n / 36, n / 6 % 6, n % 6)
            return Int16((r >= 3 ? 1 : 0) | (g >= 3 ? 2 : 0) | (b >= 3 ? 4 : 0))
        default: return color < 244 ? 0 : 7
        }
    }
}
