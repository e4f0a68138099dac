import ArgumentParser
import TagDeck
import TagDeckTerminal
import TagDeckConfig
import TagDeckStore

/// `tagdeck`: curate two tag lists by dragging, in a terminal.
@main
struct TagDeckCommand: ParsableCommand {
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "tagdeck",
        abstract: "Curate two tag lists by dragging chips between two panes, in a terminal.",
        discussion: HelpText.fitted("""
            Usage: tagdeck [FILE] [--reduced-motion] [--press-delay MS] [--no-autosave] \
            (see 'tagdeck help edit')

            Without FILE, tagdeck opens its built-in demo board, which is never saved. To make it your own:
              tagdeck print --demo > my.board.md && tagdeck my.board.md

            Settings and keys come from $XDG_CONFIG_HOME/tagdeck/config.toml (see 'tagdeck config'); the \
            options here override them.

            With FILE, every committed change (drop, send, undo, redo) is saved at once, atomically. A FILE \
            that does not exist yet starts an empty board and is created by the first change. If FILE changes \
            on disk behind tagdeck's back, the next save merges both by tags (see 'tagdeck help merge'); a real \
            conflict keeps yours and puts the file as it was in a sibling FILE.conflict-DATE.md.

            Exit status:
              0      success (quit, accepted pick, valid file)
              1      a file could not be read or written; pick --exit-0 with no candidates; merge settled \
            conflicts
              2      bad input: a malformed board file or config file, a path that is no board file (a FIFO, \
            a device, a directory, over 64 MiB), a usage error, or no usable terminal (unknown TERM, no \
            terminal, a locale that is not UTF-8)
              130    the picker was cancelled (Escape or Ctrl-C)
              128+N  stopped by signal N (SIGINT 130, SIGHUP 129, SIGTERM 143); a crash: SIGILL 132, \
            SIGABRT 134, SIGSEGV 139, the terminal given back first
            """),
        version: "tagdeck \(version)",
        subcommands: [EditCommand.self, CheckCommand.self, PrintCommand.self, PickCommand.self, TourCommand.self,
                      ConfigCommand.self, MergeCommand.self, TagsCommand.self, VocabCommand.self],
        defaultSubcommand: EditCommand.self
    )

    /// ArgumentParser's `main()`, except that a usage error exits with 2 (bad input), not 64, as the exit
    /// statuses above and the documentation say. Help, version and every other ending are left as they are.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            StandardStreams.error(fullMessage(for: error))
            exit(withError: ExitCode(ExitStatus.badInput))
        }
    }
}

/// Options shared by the interactive commands.
struct MotionOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Make every animation instant (or not, over the config file).")
    var reducedMotion: Bool?

    @Option(name: .long, help: ArgumentHelp("How long a press must be held before a chip lifts (default 200).",
                                            valueName: "ms"))
    var pressDelay: Int?

    @Option(name: .long, help: ArgumentHelp("The look: auto (the default: light on a light background, neutral on an unknown one), default, light, neutral (legible on both) or mono (no colour).",
                                            valueName: "theme"))
    var theme: Theme?

    @Option(name: .long, help: ArgumentHelp(
        "Read this config file instead of $XDG_CONFIG_HOME/tagdeck/config.toml (see 'tagdeck config').",
        valueName: "file"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp(
        "Append every status-line message to this file, one timestamped line each (for a screen reader).",
        valueName: "file"))
    var announce: String?

    @Flag(name: .long, help: "Keep the terminal cursor hidden (it follows the focus by default, for screen readers).")
    var noCursor = false

    @Option(name: .long, help: ArgumentHelp("Start with this filter applied and kept (as if typed after '/').",
                                            valueName: "text"))
    var query: String?

    @Option(name: .long, help: ArgumentHelp(
        "Start with the top pane at this share of the rows (10 to 90); without it the panes are sized by their content.",
        valueName: "percent"))
    var split: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Draw in this many rows under the cursor (10), or this share of the terminal (40%), not the whole screen.",
        valueName: "rows"))
    var height: String?

    /// `--height`, else the config file's `height`: rows under the cursor, or nil for the whole screen.
    func regionHeight() throws -> RegionHeight? {
        let configured = try ConfigLoading.load(explicit: config).height
        guard let text = height ?? configured else { return nil }
        return RegionHeight(text)
    }

    /// The deck's options in `mode`: the config file's settings, then these flags over them.
    /// - Throws: `ExitCode(2)` for a config file that cannot be used (its problems are on standard error).
    func deckOptions(mode: DeckOptions.Mode) throws -> DeckOptions {
        var options = try ConfigLoading.load(explicit: config).applied(to: DeckOptions())
        options.mode = mode
        if let reducedMotion { options.reducedMotion = reducedMotion }
        if let pressDelay { options.pressDelay = Double(pressDelay) / 1000 }
        if let theme { options.theme = theme }
        if let split { options.split = Double(split) / 100 }
        options.initialQuery = query
        options.showsCursor = !noCursor
        // The terminal's run loop does such work on a thread of its own, with a progress line, taking keys.
        options.backgroundWorkThreshold = 20_000
        return options
    }

    func validate() throws {
        if let pressDelay, !Config.pressDelayRange.contains(pressDelay) {
            throw ValidationError("--press-delay must be between 0 and 5000 milliseconds")
        }
        if let height, RegionHeight(height) == nil {
            throw ValidationError("--height must be rows (10) or a percentage of the terminal's rows (40%)")
        }
        if let split, !(10...90).contains(split) {
            throw ValidationError("--split must be between 10 and 90 (percent of the rows for the top pane)")
        }
    }
}
