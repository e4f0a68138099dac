// An example host: a program of its own that shows a tagdeck deck in a rectangle of its screen, drawn as plain
// escape sequences (no ncurses).
//
//     swift run embedded-ansi BOARD-FILE
//
// The host owns the first and the last row; the deck gets the rows between them, two columns in from the left,
// with its own status line as the rectangle's last row. The host reads the terminal, gives the deck its events in
// the deck's own coordinates, draws one grid a frame, and on `q` prints the top pane's tags, one per line (the
// terminal is /dev/tty, so standard output can be piped).
import TagDeck
import TagDeckANSI
import TagDeckStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line on standard error (control characters in a file name shown as U+FFFD), then exit status 2.
func fail(_ message: String) -> Never {
    let line = message.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : String($0) }
    _ = ("embedded-ansi: " + line.joined() + "\n").withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else { fail("usage: embedded-ansi BOARD-FILE") }
let board: Board
switch FileBoardPersistence(path: arguments[1]).load() {
case .success(let loaded): board = loaded
case .failure(let error): fail(error.description)
}

let terminal: ANSITerminal
do {
    terminal = try ANSITerminal()
} catch {
    fail(error.message)
}
terminal.start()
let noColor = getenv("NO_COLOR").map { String(cString: $0) }
var painter = ANSIPainter(depth: ColorDepth.detect(colors: 256, noColor: noColor))

/// The deck's rectangle on a screen of `size`: below the host's first row, above its last, two columns in.
func deckRectangle(_ size: (width: Int, height: Int)) -> Rect {
    Rect(x: 2, y: 1, width: max(0, size.width - 2), height: max(0, size.height - 2))
}

var size = terminal.size
var rectangle = deckRectangle(size)
let deck = Deck(board: board, width: rectangle.width, height: rectangle.height)
var finished = false

/// One frame: the host's rows, and the deck (with its status line) drawn in its rectangle.
@MainActor func frame() -> CellGrid {
    var grid = CellGrid(width: size.width, height: size.height)
    grid.write("Example host (plain escape sequences): a tagdeck deck in a rectangle", x: 0, y: 0, role: .paneTitle)
    deck.draw(into: &grid, at: rectangle.origin)
    grid.write("q quits · ? shows the deck's keys", x: 0, y: size.height - 1, role: .hint)
    return grid
}

/// What the deck asks for: here only the end (no file is saved; wake-ups are read from `deck.nextWakeup`).
@MainActor func perform(_ effects: [DeckEffect]) {
    if effects.contains(where: { if case .finish = $0 { true } else { false } }) { finished = true }
}

while !finished && terminal.terminationSignal == nil {
    if deck.needsRedraw { terminal.write(painter.frame(frame())) }
    let wait = deck.nextWakeup.map { Int32(max(0, ($0 - deck.clock.now) * 1000).rounded(.up)) } ?? -1
    for event in terminal.read(timeoutMilliseconds: wait) {
        if case .resize(let width, let height) = event {
            size = (width, height)
            rectangle = deckRectangle(size)
            painter.invalidate()
            terminal.write("\u{1B}[2J")
            perform(deck.update(.input(.resize(width: rectangle.width, height: rectangle.height))))
        } else if event == .key(.control("c")) {
            terminal.stop()  // raw mode: Ctrl-C is a key, which cancels
            exit(130)
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
