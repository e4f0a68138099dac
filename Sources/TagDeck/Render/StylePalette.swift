/// Text attributes, independent of ncurses' bit layout.
package struct TextAttributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text.
    package static let bold = TextAttributes(rawValue: 1 << 0)
    /// Foreground and background swapped.
    package static let reverse = TextAttributes(rawValue: 1 << 1)
    /// Underlined.
    package static let underline = TextAttributes(rawValue: 1 << 2)
    /// Faint.
    package static let dim = TextAttributes(rawValue: 1 << 3)
    /// Slanted (only where a line of input asks for it: `tagdeck pick --ansi`).
    package static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How many colours tagdeck uses on this terminal.
public enum ColorDepth: Hashable, Sendable {
    /// Attributes only: `NO_COLOR` is set, or the terminal has no colours.
    case none
    /// The eight ANSI colours.
    case eight
    /// The xterm 256-colour palette.
    case full256

    /// Picks the depth from the terminal's colour count and the `NO_COLOR` environment variable
    /// (any non-empty value turns colour off, as no-color.org asks).
    public static func detect(colors: Int, noColor: String?) -> ColorDepth {
        if let noColor, !noColor.isEmpty { return .none }
        if colors >= 256 { return .full256 }
        if colors >= 8 { return .eight }
        return .none
    }
}

/// How one role looks: colours (palette indexes, `nil` for the terminal's default) and attributes.
package struct Style: Hashable, Sendable {
    /// The text colour: a palette index, nil for the terminal's default.
    package var foreground: Int16?
    /// The background colour: a palette index, nil for the terminal's default.
    package var background: Int16?
    /// Bold, dim, underline, reverse.
    package var attributes: TextAttributes

    /// A style of these colours and attributes.
    package init(foreground: Int16? = nil, background: Int16? = nil, _ attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Whether the style sets any colour.
    package var hasColor: Bool { foreground != nil || background != nil }

    /// This style with `ink` over it, at `depth`: the ink's colours where it has them (brought down to the eight
    /// colours on such a terminal, left out without colours), and both their attributes.
    package func inked(_ ink: Ink, depth: ColorDepth) -> Style {
        var style = self
        style.attributes.formUnion(ink.attributes)
        guard depth != .none else { return style }
        if let fg = ink.foreground { style.foreground = depth == .eight ? Ink.nearestOfEight(fg) : fg }
        if let bg = ink.background { style.background = depth == .eight ? Ink.nearestOfEight(bg) : bg }
        return style
    }
}

/// tagdeck's look: a style for every ``StyleRole`` at every ``ColorDepth``. Pure: no terminal needed.
package enum StylePalette {
    /// The style for `role` at `depth`.
    package static func style(for role: StyleRole, depth: ColorDepth) -> Style {
        switch depth {
        case .none: return monochrome(role)
        case .eight: return eightColor(role)
        case .full256: return fullColor(role)
        }
    }

    /// Attributes only. Every state a chip or pane can be in stays distinguishable.
    static func monochrome(_ role: StyleRole) -> Style {
        switch role {
        case .plain, .chip, .overlay, .status: return Style()
        case .frame: return Style([.dim])
        case .frameActive: return Style([.bold])
        case .paneTitle: return Style([.bold])
        case .sectionTitle: return Style([.bold, .underline])
        case .hint: return Style([.dim])
        case .chipFocused: return Style([.reverse])
        case .chipPinned: return Style([.underline])
        case .chipPinnedFocused: return Style([.reverse, .underline])
        case .chipMarked: return Style([.bold, .underline])
        case .chipMarkedFocused: return Style([.reverse, .bold, .underline])
        case .chipLifted: return Style([.bold, .reverse])
        case .placeholder: return Style([.dim])
        case .statusError: return Style([.bold])
        case .overlayKey: return Style([.bold])
        case .match: return Style([.bold, .underline])
        case .matchFocused: return Style([.reverse, .bold, .underline])
        case .filterLine: return Style()
        case .filterCursor: return Style([.reverse])
        }
    }

    // ANSI colour numbers (the light palette uses them too).
    static let black: Int16 = 0, red: Int16 = 1, green: Int16 = 2, yellow: Int16 = 3
    static let blue: Int16 = 4, magenta: Int16 = 5, cyan: Int16 = 6, white: Int16 = 7

    /// The eight ANSI colours, with attributes where eight colours are not enough. Dark text is never bold: xterm
    /// and others show bold text in the eight colours in their bright versions (bold black is grey).
    static func eightColor(_ role: StyleRole) -> Style {
        switch role {
        case .plain: return Style()
        case .frame: return Style()
        case .frameActive: return Style(foreground: cyan, [.bold])
        case .paneTitle: return Style([.bold])
        case .sectionTitle: return Style(foreground: yellow, [.bold])
        case .hint: return Style([.dim])
        case .chip: return Style(foreground: white, background: blue)
        case .chipFocused: return Style(foreground: black, background: cyan)
        case .chipPinned: return Style(foreground: yellow, background: blue, [.bold])
        case .chipPinnedFocused: return Style(foreground: black, background: yellow)
        case .chipMarked: return Style(foreground: black, background: green)
        case .chipMarkedFocused: return Style(foreground: black, background: cyan, [.underline])
        case .chipLifted: return Style(foreground: black, background: white)
        case .placeholder: return Style(foreground: cyan, [.dim])
        case .status: return Style(foreground: black, background: white)
        case .statusError: return Style(foreground: white, background: red, [.bold])
        case .overlay: return Style(foreground: black, background: white)
        case .overlayKey: return Style(foreground: blue, background: white)
        case .match: return Style(foreground: yellow, background: blue, [.bold, .underline])
        case .matchFocused: return Style(foreground: blue, background: cyan, [.underline])
        case .filterLine: return Style(foreground: black, background: white)
        case .filterCursor: return Style(foreground: white, background: black)
        }
    }

    /// The 256-colour palette: slate chips, a sky-blue focus, an orchid lifted chip, amber pins.
    static func fullColor(_ role: StyleRole) -> Style {
        switch role {
        case .plain: return Style()
        case .frame: return Style(foreground: 243)
        case .frameActive: return Style(foreground: 75, [.bold])
        case .paneTitle: return Style(foreground: 252, [.bold])
        case .sectionTitle: return Style(foreground: 180, [.bold])
        case .hint: return Style(foreground: 245)
        case .chip: return Style(foreground: 253, background: 238)
        case .chipFocused: return Style(foreground: 234, background: 117, [.bold])
        case .chipPinned: return Style(foreground: 222, background: 238)
        case .chipPinnedFocused: return Style(foreground: 234, background: 222, [.bold])
        case .chipMarked: return Style(foreground: 234, background: 114, [.bold])
        case .chipMarkedFocused: return Style(foreground: 22, background: 117, [.bold, .underline])
        case .chipLifted: return Style(foreground: 234, background: 170, [.bold])
        case .placeholder: return Style(foreground: 247, background: 236)
        case .status: return Style(foreground: 250, background: 236)
        case .statusError: return Style(foreground: 231, background: 160, [.bold])
        case .overlay: return Style(foreground: 252, background: 237)
        case .overlayKey: return Style(foreground: 117, background: 237, [.bold])
        case .match: return Style(foreground: 221, background: 238, [.bold, .underline])
        case .matchFocused: return Style(foreground: 88, background: 117, [.bold, .underline])
        case .filterLine: return Style(foreground: 231, background: 236)
        case .filterCursor: return Style(foreground: 236, background: 231)
        }
    }
}
