import TagDeck
import TagDeckTOML

/// Writes a ``Config`` as a complete config file: every setting and every rebindable action, with comments.
/// Reading the text back with ``ConfigReader`` gives the same config (`tagdeck config` relies on it).
public enum ConfigWriter {
    public static func toml(_ config: Config) -> String {
        var lines = [
            "# tagdeck's configuration. Save it as $XDG_CONFIG_HOME/tagdeck/config.toml",
            "# (by default ~/.config/tagdeck/config.toml); command-line options override it.",
            "",
            "# How long a press must be held before a chip lifts, in milliseconds (0 to 5000).",
            entry(SettingName.pressDelay.rawValue, config.pressDelay),
            "# Make every animation instant.",
            entry(SettingName.reducedMotion.rawValue, config.reducedMotion),
            "# The top pane's percent of the rows (10 to 90), or \"content\": each pane gets what its tags need.",
            config.split.map { entry(SettingName.split.rawValue, $0) }
                ?? entry(SettingName.split.rawValue, Config.contentSplit),
            "# The look: " + Theme.allCases.map(\.rawValue).joined(separator: ", ") + " (NO_COLOR still wins).",
            entry(SettingName.theme.rawValue, config.theme.rawValue),
            "# Where tagdeck draws: \"full\" (the whole screen), or rows under the cursor (10, or \"40%\" of them).",
            entry(SettingName.height.rawValue, config.height ?? Config.fullHeight),
            "",
            "# Every action and its keys: a key name or a list of them (Up, Down, Left, Right, Space, Tab,",
            "# Shift-Tab, Enter, Esc, Backspace, Home, End, PgUp, PgDn, Ctrl- and a letter, or one character).",
            "# An action's keys apply wherever it is bound; [] unbinds it.",
            "[\(SettingName.keys.rawValue)]",
        ]
        var context: KeyContext?
        for action in config.keyMap.rebindableActions {
            let binding = config.keyMap.bindings.first { $0.action == action }!
            if binding.context != context {
                context = binding.context
                lines.append("# " + (binding.context == .browsing ? "Browsing the board" : binding.context.heading))
            }
            let keys = config.keyMap.keys(for: action) ?? []
            lines.append(entry(action.rawValue, keys.map(\.name)) + "  # " + binding.help)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `name = value` as toml++ writes it, so every string is quoted and escaped as TOML requires.
    private static func entry(_ name: String, _ value: Int) -> String {
        TOMLWriter.line(name, .integer(Int64(value)))!
    }

    private static func entry(_ name: String, _ value: Bool) -> String {
        TOMLWriter.line(name, .boolean(value))!
    }

    private static func entry(_ name: String, _ value: String) -> String {
        TOMLWriter.line(name, .string(value))!
    }

    private static func entry(_ name: String, _ value: [String]) -> String {
        TOMLWriter.line(name, .array(value.map(TOMLValue.string)))!
    }
}
