import ArgumentParser
import TagDeck
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
        StandardStreams.output(ConfigWriter.toml(try ConfigLoading.load(explicit: config)))
    }
}
