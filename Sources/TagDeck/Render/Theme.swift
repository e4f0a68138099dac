/// A family of looks for the style roles. The terminal front end turns a theme and the terminal's colours into
/// concrete styles; `NO_COLOR` always wins over a theme's colours.
public enum Theme: String, CaseIterable, Sendable {
    /// Light text on dark chips, for the usual dark terminal background.
    case `default`
    /// Dark text on pale chips, for a light terminal background.
    case light
    /// No colour at all: attributes only (bold, reverse, underline, dim), as under `NO_COLOR`.
    case mono
}
