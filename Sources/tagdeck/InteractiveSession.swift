import ArgumentParser
import TagDeck
import TagDeckTerminal

/// Runs a board in the terminal and says how it ended.
enum InteractiveSession {
    struct Result {
        /// The deck as it was at the end, if the terminal started.
        var deck: Deck?
        var outcome: DeckOutcome
    }

    /// Starts the terminal (`terminal` when given; else on `/dev/tty` when `onTTY`, or when standard input or
    /// output is not a terminal; in `height` rows under the cursor when given), runs the deck until it ends, and
    /// restores the terminal. A terminal that cannot be used prints one line and exits with ``ExitStatus/badInput``.
    static func run(board: Board, options: DeckOptions, persistence: (any BoardPersistence)?,
                    saving: SavePolicy, onTTY: Bool, announceTo path: String? = nil,
                    source: (any CandidateSource)? = nil, tour: Bool = false,
                    watching watched: String? = nil, inbox: EventInbox? = nil,
                    history: (() -> (history: UndoHistory, note: String?))? = nil,
                    missingChosen: [String] = [], height: RegionHeight? = nil,
                    terminal: TerminalApp? = nil) throws -> Result {
        var deck: Deck?
        let announcer = try path.map(Announcer.init)
        let app = try terminal ?? Self.terminal(onTTY: onTTY, height: height, minimumRows: options.minimumHeight)
        // A preview's commands post their output through the inbox (the one given, or one of its own).
        let inbox = options.preview == nil ? inbox : inbox ?? EventInbox()
        let previews = options.preview == nil ? nil : inbox.map(PreviewRunner.init(inbox:))
        do {
            let outcome = try app.run(persistence: persistence, announce: announcer.map { a in { a.announce($0) } },
                                      source: source, tour: tour, theme: options.theme,
                                      watch: watched.flatMap(FileWatch.init(path:)), inbox: inbox, previews: previews,
                                      // More candidates to come: the deck says so from the first frame. The input
                                      // ended before it: the chosen entries it did not offer are known now.
                                      first: (source != nil ? [.candidates([], ended: false)] : [])
                                        + (missingChosen.isEmpty ? [] : [.chosenMissing(missingChosen)]),
                                      // Undo reaches into the last run, read once the board is on screen; a
                                      // history that no longer matches the file is said so.
                                      afterFirstFrame: history.map { read in { deck in
                                          let (history, note) = read()
                                          deck.restore(history: history, note: note)
                                      } },
                                      makeDeck: { width, height in
                let made = Deck(board: board, width: width, height: height, options: options, saving: saving)
                deck = made
                return made
            })
            return Result(deck: deck, outcome: outcome)
        } catch {
            error.writeToStandardError()
            throw ExitCode(error.exitStatus)
        }
    }

    /// Checks that the terminal can be used, as ``run(board:options:persistence:saving:onTTY:announceTo:source:tour:watching:history:missingChosen:height:terminal:)``
    /// does first, without touching the screen: for a command to check it before slow work (reading a folder of
    /// notes), and pass it to `run`. A terminal that cannot be used prints one line and exits with
    /// ``ExitStatus/badInput``.
    static func terminal(onTTY: Bool, height: RegionHeight?, minimumRows: Int) throws -> TerminalApp {
        do {
            // `--height`: rows under the cursor on /dev/tty, the scrollback kept; else the whole screen.
            if let height { return try TerminalApp(height: height, minimumRows: minimumRows) }
            return try TerminalApp(useTTY: onTTY || !StandardStreams.isTerminal)
        } catch {
            error.writeToStandardError()
            throw ExitCode(error.exitStatus)
        }
    }
}

extension ExitCode {
    /// The exit code for one of tagdeck's exit statuses.
    init(_ status: ExitStatus) { self.init(status.rawValue) }
}
