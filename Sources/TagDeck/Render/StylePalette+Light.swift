extension StylePalette {
    /// The style for `role` at `depth` in `theme`. `mono` is attributes only, whatever the terminal can show; `auto`
    /// not resolved yet is the default theme.
    package static func style(for role: StyleRole, depth: ColorDepth, theme: Theme) -> Style {
        switch (theme, depth) {
        case (.mono, _), (_, .none): return monochrome(role)
        case (.default, _), (.auto, _): return style(for: role, depth: depth)
        case (.light, .eight): return lightEightColor(role)
        case (.light, .full256): return lightFullColor(role)
        case (.neutral, .eight): return neutralEightColor(role)
        case (.neutral, .full256): return neutralFullColor(role)
        }
    }

    /// The eight ANSI colours on a light background: dark text on pale chips, blue focus. Text in one of the eight
    /// colours on a light ground is never bold (it would be shown bright, and paler).
    static func lightEightColor(_ role: StyleRole) -> Style {
        switch role {
        case .plain: return Style()
        case .frame: return Style(foreground: blue)
        case .frameActive: return Style(foreground: blue, [.bold])
        case .paneTitle: return Style([.bold])
        case .sectionTitle: return Style(foreground: red, [.underline])
        case .hint: return Style([.dim])
        case .chip: return Style(foreground: black, background: white)
        case .chipFocused: return Style(foreground: white, background: blue, [.bold])
        case .chipPinned: return Style(foreground: black, background: yellow)
        case .chipPinnedFocused: return Style(foreground: yellow, background: blue, [.bold])
        case .chipMarked: return Style(foreground: black, background: green)
        case .chipMarkedFocused: return Style(foreground: white, background: blue, [.bold, .underline])
        case .chipLifted: return Style(foreground: white, background: black, [.bold])
        case .placeholder: return Style(foreground: blue, [.dim])
        case .status: return Style(foreground: white, background: black)
        case .statusError: return Style(foreground: white, background: red, [.bold])
        case .overlay: return Style(foreground: white, background: black)
        case .overlayKey: return Style(foreground: cyan, background: black, [.bold])
        case .match: return Style(foreground: red, background: white, [.underline])
        case .matchFocused: return Style(foreground: yellow, background: blue, [.bold, .underline])
        case .filterLine: return Style(foreground: white, background: black)
        case .filterCursor: return Style(foreground: black, background: white)
        }
    }

    /// The 256-colour palette on a light background: grey chips with dark text, a deep blue focus, a plum
    /// lifted chip, ochre pins.
    static func lightFullColor(_ role: StyleRole) -> Style {
        switch role {
        case .plain: return Style()
        case .frame: return Style(foreground: 243)
        case .frameActive: return Style(foreground: 25, [.bold])
        case .paneTitle: return Style(foreground: 236, [.bold])
        case .sectionTitle: return Style(foreground: 130, [.bold])
        case .hint: return Style(foreground: 242)
        case .chip: return Style(foreground: 235, background: 252)
        case .chipFocused: return Style(foreground: 231, background: 25, [.bold])
        case .chipPinned: return Style(foreground: 58, background: 223)
        case .chipPinnedFocused: return Style(foreground: 231, background: 130, [.bold])
        case .chipMarked: return Style(foreground: 22, background: 151, [.bold])
        case .chipMarkedFocused: return Style(foreground: 194, background: 25, [.bold, .underline])
        case .chipLifted: return Style(foreground: 231, background: 127, [.bold])
        case .placeholder: return Style(foreground: 241, background: 255)
        case .status: return Style(foreground: 236, background: 254)
        case .statusError: return Style(foreground: 231, background: 160, [.bold])
        case .overlay: return Style(foreground: 236, background: 255)
        case .overlayKey: return Style(foreground: 25, background: 255, [.bold])
        case .match: return Style(foreground: 124, background: 252, [.bold, .underline])
        case .matchFocused: return Style(foreground: 229, background: 25, [.bold, .underline])
        case .filterLine: return Style(foreground: 236, background: 254)
        case .filterCursor: return Style(foreground: 254, background: 236)
        }
    }
}
