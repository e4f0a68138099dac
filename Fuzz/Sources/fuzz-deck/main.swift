#if canImport(Glibc)
import Glibc
#endif
import FuzzingSupport
import TagDeck
import TagDeckStore

/// The demo board, read once.
let demo: Board = {
    guard case .success(let board) = BoardFile.parse(Array(DemoBoard.text.utf8), fileName: "demo") else {
        fatalError("the demo board does not read")
    }
    return board
}()

/// The keys the bytes choose from: every key tagdeck binds but those that edit the board (a, A, r, d, p: the
/// check is that no tag is lost or doubled, and editing has tests of its own), and some it does not bind.
let keys: [Key] = [
    .up, .down, .left, .right, .space, .tab, .backTab, .enter, .escape, .backspace, .home, .end, .pageUp,
    .pageDown, .control("r"), .control("l"), .control("g"), .control("w"), .control("u"), .control("a"),
] + "hjklgGmM*u/?q[]0123456789sxzZ+-=".map { Key.character($0) }

/// Bytes as a sequence of events on the demo board (keys, presses, drags, releases, wheel, resizes, pastes,
/// time): after every event the board keeps its invariants and every tag exactly once; at the end, cancelling
/// and undoing every step gives the demo board back.
exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv) { data, count in
    var input = bytes(data, count)[...]
    func next() -> Int { input.popFirst().map(Int.init) ?? 0 }
    var options = DeckOptions()
    options.reducedMotion = count % 2 == 0
    let d = HeadlessDriver(board: demo, width: 100, height: 30, options: options)
    let texts = Set(demo.allTags.map(\.text))
    // FUZZ_VERBOSE=1 with a saved input as the argument: each step's board, mode and status line.
    let verbose = getenv("FUZZ_VERBOSE") != nil
    while !input.isEmpty {
        let point = { Point(x: next() % 104 - 2, y: next() % 34 - 2) }
        switch next() % 12 {
        case 0..<5: d.key(keys[next() % keys.count])
        case 5: d.send(.press(point(), [.left, .right, .leftWithAlt][next() % 3]))
        case 6, 7: d.send(.drag(point()))
        case 8: d.send(.release(point()))
        case 9: d.send(.wheel(point(), delta: next() % 3 - 1))
        case 10:
            let size = (next() % 130, next() % 45)
            d.resize(size.0, size.1)
        default:
            if next() % 2 == 0 {
                d.advance(Double(next()) / 100)
            } else {
                d.send(.paste(String(decoding: input.prefix(next() % 8), as: UTF8.self)))
            }
        }
        if next() % 4 == 0 { _ = d.lines }
        if verbose { note("\(d.board.allTags.map(\.text)) \(d.deck.mode) \(d.lines.last ?? "")") }
        let board = d.board
        require(board.checkInvariants(), "board invariants broken")
        require(board.tagCount == texts.count && Set(board.allTags.map(\.text)) == texts, "a tag lost or doubled")
    }
    if d.deck.outcome == nil {
        // Put everything down: a held button lifts its chip when time passes, so time passes first, then the
        // button comes up outside the panes and Esc closes whatever is open.
        d.resize(100, 30)
        d.settle()
        d.send(.release(Point(x: -1, y: -1)))
        for _ in 0..<3 { d.key(.escape) }
        d.settle()
        var steps = 0
        while d.controller.history.canUndo && steps < 10_000 {
            d.key(.character("u"))
            steps += 1
        }
        require(d.board == demo, "undoing every step did not give the demo board back")
    }
    return 0
})
