// Temporary entry point: runs the terminal front end on an empty board until the real command line lands.
import TagDeck
import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

do {
    let app = try TerminalApp(useTTY: isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0)
    switch try app.run(makeDeck: { Deck(board: .empty(), width: $0, height: $1) }) {
    case .finished(.quit): exit(0)
    case .finished(.cancelled): exit(1)
    case .signalled(let sig): exit(128 + sig)
    }
} catch {
    error.writeToStandardError()
    exit(error.exitStatus)
}
