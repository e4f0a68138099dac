import ArgumentParser
import TagDeck
import TagDeckTerminal

/// Runs a board in the terminal and says how it ended.
enum InteractiveSession {
    struct Result {
        /// The deck as it was at the end, if the terminal started.
        var deck: Deck?
        var outcome: DeckOutcome?
        /// The exit status that fits the ending: 0 after quit, 128+N after signal N.
        var status: Int32
    }

    /// Starts the terminal (on `/dev/tty` when `onTTY`, or when standard input or output is not a terminal),
    /// runs the deck until it ends, and restores the terminal. A terminal that cannot be used prints one line
    /// and exits 2.
    static func run(board: Board, options: DeckOptions, persistence: (any BoardPersistence)?,
                    onTTY: Bool) throws -> Result {
        var deck: Deck?
        do {
            let app = try TerminalApp(useTTY: onTTY || !StandardStreams.isTerminal)
            let exit = try app.run(makeDeck: { width, height in
                let made = Deck(board: board, width: width, height: height, options: options,
                                persistence: persistence)
                if persistence == nil && options.mode == .editor {
                    made.unsavedHint = "The demo board is not saved: tagdeck print --demo > my.board.md"
                }
                deck = made
                return made
            })
            switch exit {
            case .finished(let outcome): return Result(deck: deck, outcome: outcome, status: 0)
            case .signalled(let signal): return Result(deck: deck, outcome: nil, status: 128 + signal)
            }
        } catch {
            error.writeToStandardError()
            throw ExitCode(error.exitStatus)
        }
    }
}
