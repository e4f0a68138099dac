/// The look for a terminal whose background is unknown (``Theme/neutral``): every text legible on white and on
/// black alike. Body text is the terminal's own colour, which goes with whatever its background is; the accents
/// are the few colours of middle luminance (about 0.18) that reach 4.5:1 against both black and white; emphasis is
/// bold, underline and reverse video, which need no colour at all. No role sets a background of its own, and none
/// is dim (faint text loses its contrast on one background or the other).
extension StylePalette {
    // The xterm 256-colour palette's colours of middle luminance, each at least 4.5:1 on #000000 and on #ffffff.
    /// `#767676` grey: 4.54:1 on white, 4.62:1 on black.
    static let middleGrey: Int16 = 243
    /// `#af5f5f` brick red: 4.54:1 on white, 4.62:1 on black.
    static let middleRed: Int16 = 131
    /// `#00875f` green: 4.53:1 on white, 4.63:1 on black.
    static let middleGreen: Int16 = 29
    /// `#875fd7` violet: 4.52:1 on white, 4.65:1 on black.
    static let middleViolet: Int16 = 98

    /// The 256-colour palette on an unknown background: the terminal's own text, middle-luminance accents, and
    /// reverse video for the focus (the terminal's own two colours swapped, or an accent under the terminal's
    /// background colour: legible either way round).
    static func neutralFullColor(_ role: StyleRole) -> Style {
        switch role {
        case .plain, .chip, .status, .overlay, .filterLine: return Style()
        case .frame, .hint, .placeholder: return Style(foreground: middleGrey)
        case .frameActive: return Style(foreground: middleViolet, [.bold])
        case .paneTitle: return Style([.bold])
        case .sectionTitle: return Style(foreground: middleRed, [.bold])
        case .chipFocused: return Style([.reverse, .bold])
        case .chipPinned: return Style(foreground: middleGreen)
        case .chipPinnedFocused: return Style(foreground: middleGreen, [.reverse, .bold])
        case .chipMarked: return Style([.bold, .underline])
        case .chipMarkedFocused: return Style([.reverse, .bold, .underline])
        case .chipLifted: return Style(foreground: middleViolet, [.reverse, .bold])
        case .statusError: return Style(foreground: middleRed, [.reverse, .bold])
        case .overlayKey: return Style(foreground: middleGreen, [.bold])
        case .match: return Style(foreground: middleRed, [.bold, .underline])
        case .matchFocused: return Style([.reverse, .bold, .underline])
        case .filterCursor: return Style([.reverse])
        }
    }

    /// The eight ANSI colours on an unknown background: none of them reaches 4.5:1 on both black and white (and
    /// terminals set them differently), so this is the attributes-only look without faint text.
    static func neutralEightColor(_ role: StyleRole) -> Style {
        var style = monochrome(role)
        style.attributes.remove(.dim)
        return style
    }
}
