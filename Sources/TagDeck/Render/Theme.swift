/// A family of looks for the style roles. The terminal front end turns a theme and the terminal's colours into
/// concrete styles; `NO_COLOR` always wins over a theme's colours.
public enum Theme: String, CaseIterable, Sendable {
    /// The light theme on a light background, the default one on a dark one, the neutral one when the background
    /// is unknown: the front end asks the terminal for its background colour at start (OSC 11), else reads
    /// `COLORFGBG`.
    case auto
    /// Light text on dark chips, for the usual dark terminal background.
    case `default`
    /// Dark text on pale chips, for a light terminal background.
    case light
    /// Legible on any background, light or dark: the terminal's own colour for text, accents of middle luminance,
    /// emphasis by bold, underline and reverse video. What ``auto`` is when nothing tells the background.
    case neutral
    /// No colour at all: attributes only (bold, reverse, underline, dim), as under `NO_COLOR`.
    case mono
}

extension Theme {
    /// What ``auto`` is on a terminal whose background is `color` (its answer to OSC 11, nil without one) or, when
    /// it did not answer, what `colorFGBG` says (the `COLORFGBG` variable rxvt and others set, `FG;BG`: a
    /// background of 7 or 9 to 15 is light); ``neutral`` when neither says. Any other theme is itself.
    /// - Returns: the theme, and what it was found from, in words for `tagdeck config`.
    package func resolved(background color: RGB?, colorFGBG: String?) -> (theme: Theme, found: String) {
        guard self == .auto else { return (self, "chosen") }
        if let color {
            return (color.isLight ? .light : .default, "the terminal's background is \(color.hex)")
        }
        if let colorFGBG, let last = colorFGBG.split(separator: ";").last, let bg = Int(last), (0...15).contains(bg) {
            let light = bg == 7 || bg >= 9
            return (light ? .light : .default, "COLORFGBG=\(VisibleText.escaped(colorFGBG))")
        }
        return (.neutral, "no background found")
    }
}
