// An example host: a program of its own that shows a tagdeck deck in a rectangle of its screen, with ncurses.
//
//     swift run embedded-ncurses BOARD-FILE
//
// The host owns the first and the last row; the deck gets the rows between them, two columns in from the left.
// The host reads the terminal, gives the deck its events in the deck's own coordinates, draws one grid a frame,
// and on `q` prints the top pane's tags, one per line (the terminal is /dev/tty, so standard output can be piped).
import TagDeck
import TagDeckStore
import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line on standard error (control characters in a file name shown as U+FFFD), then exit status 2.
func fail(_ message: String) -> Never {
    let line = message.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : String($0) }
    _ = ("embedded-ncurses: " + line.joined() + "\n").withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else { fail("usage: embedded-ncurses BOARD-FILE") }
let board: Board
switch FileBoardPersistence(path: arguments[1]).load() {
case .success(let loaded): board = loaded
case .failure(let error): fail(error.description)
}

let terminal: CursesTerminal
do {
    terminal = try CursesTerminal(useTTY: true)
    try terminal.start()
} catch {
    error.writeToStandardError()
    exit(2)
}

/// The deck's rectangle on a screen of `size`: below the host's first row, above its last, two columns in.
func deckRectangle(_ size: (width: Int, height: Int)) -> Rect {
    Rect(x: 2, y: 1, width: max(0, size.width - 2), height: max(0, size.height - 2))
}

var size = terminal.size
var rectangle = deckRectangle(size)
var options = DeckOptions()
options.chrome = [.help, .tooSmallMessage]  // the host shows the status line's text in its own last row
let deck = Deck(board: board, width: rectangle.width, height: rectangle.height, options: options)
var finished = false

/// One frame: the host's rows, and the deck drawn in its rectangle.
@MainActor func frame() -> CellGrid {
    var grid = CellGrid(width: size.width, height: size.height)
    grid.write("Example host (ncurses): a tagdeck deck in a rectangle", x: 0, y: 0, role: .paneTitle)
    deck.draw(into: &grid, at: rectangle.origin)
    grid.write("q quits · " + deck.statusText, x: 0, y: size.height - 1, role: .status)
    return grid
}

/// What the deck asks for: here only the end (no file is saved; wake-ups are read from `deck.nextWakeup`).
@MainActor func perform(_ effects: [DeckEffect]) {
    if effects.contains(where: { if case .finish = $0 { true } else { false } }) { finished = true }
}

while !finished && terminal.terminationSignal == nil {
    if deck.needsRedraw { terminal.draw(frame()) }
    let wait = deck.nextWakeup.map { Int32(max(0, ($0 - deck.clock.now) * 1000).rounded(.up)) } ?? -1
    for event in terminal.read(timeoutMilliseconds: wait) {
        if case .resize(let width, let height) = event {
            size = (width, height)
            rectangle = deckRectangle(size)
            perform(deck.update(.input(.resize(width: rectangle.width, height: rectangle.height))))
        } else if event.startsGesture, let p = event.point, !rectangle.contains(p) {
            continue  // a click or the wheel on the host's own rows (a drag may go on outside the deck)
        } else {
            perform(deck.update(.input(event.moved(by: Point(x: -rectangle.x, y: -rectangle.y)))))
        }
    }
    if let due = deck.nextWakeup, deck.clock.now >= due { perform(deck.update(.tick)) }
}
let signal = terminal.terminationSignal
terminal.stop()
if let signal { exit(128 + signal) }
for section in deck.board.top.sections {
    for tag in section.tags { print(tag.text) }
}
