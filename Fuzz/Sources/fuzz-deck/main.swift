#if canImport(Glibc)
import Glibc
#endif
import FuzzingSupport
import TagDeck
import TagDeckStore
import TagDeckTesting

/// The demo board, read once.
let demo: Board = {
    guard case .success(let board) = BoardFile.parse(Array(DemoBoard.text.utf8), fileName: "demo") else {
        fatalError("the demo board does not read")
    }
    return board
}()

/// Bytes as a sequence of events from the whole vocabulary (``DeckExerciser``): every key of the key map in every
/// mode, the mouse at any cell (borders, titles, the status row), pastes, resizes down to tiny, time. After every
/// event the clock runs through what animates, a frame is drawn at each step, and the board's invariants, every
/// held position and (with the editing keys unbound) the tags themselves are checked. At the end, everything
/// put down and every step undone gives the first board back.
///
/// The first byte chooses: the editing keys bound or not, reduced motion, and the demo board or one made from
/// the next bytes (titled and untitled sections, wide texts, pinned tags, enough to scroll).
exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv) { data, count in
    var input = bytes(data, count)[...]
    func choose(_ n: Int) -> Int {
        guard n > 1 else { return 0 }
        var value = input.popFirst().map(Int.init) ?? 0
        if n > 256 { value = value << 8 | (input.popFirst().map(Int.init) ?? 0) }
        return value % n
    }
    let flags = choose(8)
    var options = DeckOptions()
    options.reducedMotion = flags & 2 != 0
    let board = flags & 4 != 0 ? DeckExerciser.randomBoard(choose) : demo
    var exerciser = DeckExerciser(board: board, width: 100, height: 30, options: options, editing: flags & 1 != 0)
    // FUZZ_VERBOSE=1 with a saved input as the argument: each step, then the mode and the status line.
    let verbose = getenv("FUZZ_VERBOSE") != nil
    while !input.isEmpty && exerciser.driver.deck.outcome == nil {
        let step = exerciser.nextStep(choose)
        let frames = exerciser.frames(choose)
        if verbose { note("\(step), \(frames) frames") }
        let problem = exerciser.perform(step, frames: frames)
        if verbose { note("  \(exerciser.driver.deck.mode) · \(exerciser.driver.state.status)") }
        require(problem == nil, problem ?? "")
    }
    if exerciser.driver.deck.outcome == nil {
        exerciser.putDown()
        let d = exerciser.driver
        var steps = 0
        while d.state.history.canUndo && steps < 10_000 {
            d.key(.character("u"))
            steps += 1
        }
        require(d.board == board, "undoing every step did not give the first board back")
    }
    return 0
})
