import ArgumentParser
import TagDeck
import TagDeckANSI
import TagDeckConfig

/// `tagdeck config`: the effective configuration, as a config file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective configuration as TOML: every setting and every key.",
        discussion: """
            The output is a complete config file; save it as a starting point:
              mkdir -p ~/.config/tagdeck && tagdeck config > ~/.config/tagdeck/config.toml
            A config file with a problem is reported as PATH:LINE:COLUMN: message (exit status 2).
            With theme "auto", a comment at the top says which theme it is on this terminal, and why.
            """
    )

    @Option(name: .long, help: ArgumentHelp(
        "Read this config file instead of $XDG_CONFIG_HOME/tagdeck/config.toml.", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Print where the config file is looked for, and nothing else.")
    var path = false

    func run() throws {
        if path {
            guard let found = ConfigLoading.path(explicit: config) else {
                StandardStreams.error("tagdeck: neither XDG_CONFIG_HOME nor HOME is set")
                throw ExitCode(ExitStatus.badInput)
            }
            StandardStreams.output(found + "\n")
            return
        }
        let loaded = try ConfigLoading.load(explicit: config)
        var text = ConfigWriter.toml(loaded)
        if loaded.theme == .auto { text = "# On this terminal, theme \"auto\" is \(Self.autoTheme()).\n" + text }
        StandardStreams.output(text)
    }

    /// What `auto` is on the terminal tagdeck runs in, and why: its background colour asked as a run does, else
    /// `COLORFGBG`, else the neutral theme, legible on both.
    private static func autoTheme() -> String {
        var background: RGB?
        if let terminal = try? ANSITerminal() {
            terminal.start(alternateScreen: false, signalKeys: true)
            background = terminal.backgroundColor()
            terminal.stop()
        }
        let (theme, found) = Theme.auto.resolved(background: background, colorFGBG: ConfigLoading.environment("COLORFGBG"))
        let name = switch theme {
        case .light: "light"
        case .neutral: "neutral (legible on light and dark)"
        default: "default (dark)"
        }
        return "\(name): \(found)"
    }
}
