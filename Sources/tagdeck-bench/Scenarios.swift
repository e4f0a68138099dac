import TagDeck
import TagDeckBenchSupport
import TagDeckStore

let screenWidth = benchScreenWidth
let screenHeight = benchScreenHeight

/// Times `step` (which handles one event and renders) `count` times after `warmup` untimed runs.
func timeSteps(count: Int, warmup: Int, _ step: (Int) -> Void) -> [UInt64] {
    for k in 0..<warmup { step(k) }
    var samples = [UInt64]()
    samples.reserveCapacity(count)
    for k in warmup..<(warmup + count) {
        let t0 = nanoseconds()
        step(k)
        samples.append(nanoseconds() - t0)
    }
    return samples
}

/// Times one pointer motion to `point(k)` plus `render()` per sample, and checks the drag is still going.
func timeDragMotions(_ deck: Deck, count: Int, warmup: Int, to point: (Int) -> Point) -> [UInt64] {
    let samples = timeSteps(count: count, warmup: warmup) { k in
        _ = deck.update(.input(.drag(point(k))))
        consume(deck.render())
    }
    precondition(deck.state.isDragging, "the drag ended by itself")
    return samples
}

/// Drag step: a chip of the bottom pane's first section lifted with the mouse, then the pointer sweeps the
/// bottom pane's rows cell by cell, left to right and back (away from the auto-scroll rows), over the chips,
/// which make room live. One sample: `handle(.drag)` plus `render()`.
func dragStep(_ board: Board, count: Int) -> [UInt64] {
    let deck = deckPressingFirstBottomChip(board)
    let path = bottomPaneSweep(deck)
    return timeDragMotions(deck, count: count, warmup: 200) { path[$0 % path.count] }
}

/// Cross-pane step: a chip lifted from the bottom pane's first section; every event moves the pointer to the
/// other pane (over chips, walking along a row), so every step takes the chip out of one pane and into the
/// other.
func crossPaneStep(_ board: Board, count: Int) -> [UInt64] {
    let deck = deckPressingFirstBottomChip(board)
    return timeDragMotions(deck, count: count, warmup: 100) { crossPanePoint(deck, $0) }
}

/// Keyboard move: the first chip of the bottom pane's first section clicked (focus) and lifted with Space;
/// then arrows carry it: 30 Right, 2 Down, 30 Left, 2 Up, over and over. One sample: one arrow key plus
/// `render()`.
func keyboardMove(_ board: Board, count: Int) -> [UInt64] {
    let deck = deckCarryingFirstBottomChip(board)
    let pattern = keyboardCarryPattern
    let samples = timeSteps(count: count, warmup: 100) { k in
        _ = deck.update(.input(.key(pattern[k % pattern.count])))
        consume(deck.render())
    }
    precondition(deck.state.isDragging, "the carry ended by itself")
    return samples
}

/// Open: read and parse the board file, build the deck, render the first frame.
func openFile(_ path: String, count: Int) -> [UInt64] {
    timeSteps(count: count, warmup: 1) { _ in
        let store = FileBoardPersistence(path: path, autosave: false)
        guard case .success(let board) = store.load() else { fatalError("cannot load \(path)") }
        let deck = Deck(board: board, width: screenWidth, height: screenHeight, saving: store.savePolicy)
        consume(deck.render())
    }
}

/// Open the built-in demo board: parse the embedded text, build the deck, render the first frame.
func openDemo(count: Int) -> [UInt64] {
    timeSteps(count: count, warmup: 3) { _ in
        guard case .success(let board) = BoardFile.parse(text: DemoBoard.text, fileName: "demo") else {
            fatalError("the demo board does not parse")
        }
        let deck = Deck(board: board, width: screenWidth, height: screenHeight)
        consume(deck.render())
    }
}

func demoBoard() -> Board {
    guard case .success(let board) = BoardFile.parse(text: DemoBoard.text, fileName: "demo") else {
        fatalError("the demo board does not parse")
    }
    return board
}

/// Send into a big section: a fresh deck for each sample, the top pane's first chip clicked (focus), then Enter
/// sends it into the bottom pane, whose rows are laid out up to where it lands. One sample: Enter plus `render()`.
func sendIntoBottom(_ board: Board, count: Int) -> [UInt64] {
    (0..<count).map { _ in
        let (deck, _) = benchDeck(board)
        let r = deck.state.chipFrame(TagPath(.top, 0, 0))
        let chip = Point(x: r.x + r.width / 2, y: r.y)
        _ = deck.update(.input(.press(chip, .left)))
        _ = deck.update(.input(.release(chip)))
        let t0 = nanoseconds()
        _ = deck.update(.input(.key(.enter)))
        consume(deck.render())
        return nanoseconds() - t0
    }
}
