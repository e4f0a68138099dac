import TagDeck

/// The settings a config file can hold, with tagdeck's defaults. Command-line options override them.
public struct Config: Equatable, Sendable {
    /// How long a press must be held before a chip lifts (milliseconds, 0 to 5000).
    public var pressDelay: Int = 200
    /// Make every animation instant.
    public var reducedMotion: Bool = false
    /// The top pane's share of the rows in percent (10 to 90), or nil: the panes are sized by their content.
    public var split: Int?
    /// The look.
    public var theme: Theme = .auto
    /// `--height`'s default: rows under the cursor (`"10"`), a share of the terminal's (`"40%"`), or nil for the
    /// whole screen.
    public var height: String?
    /// The key bindings, after the `[keys]` table.
    public var keyMap: KeyMap = .standard

    public init() {}

    /// The allowed press delays, in milliseconds.
    public static let pressDelayRange = 0...5000
    /// The allowed splits, in percent of the rows for the top pane.
    public static let splitRange = 10...90
    /// The value of `height` that means the whole screen.
    public static let fullHeight = "full"
    /// Whether `text` is a height: rows (`10`) or a percentage (`40%`, 1 to 100).
    public static func isHeight(_ text: String) -> Bool {
        if text.hasSuffix("%") { return Int(text.dropLast()).map { (1...100).contains($0) } ?? false }
        return Int(text).map { $0 > 0 } ?? false
    }
    /// The value of `split` that means "sized by the content".
    public static let contentSplit = "content"

    /// `options` with these settings in place.
    public func applied(to options: DeckOptions) -> DeckOptions {
        var options = options
        options.pressDelay = Double(pressDelay) / 1000
        options.reducedMotion = reducedMotion
        options.split = split.map { Double($0) / 100 }
        options.theme = theme
        options.keyMap = keyMap
        return options
    }
}

/// The names of the settings, as the file spells them.
enum SettingName: String, CaseIterable {
    case pressDelay = "press-delay"
    case reducedMotion = "reduced-motion"
    case split
    case theme
    case height
    case keys
}
