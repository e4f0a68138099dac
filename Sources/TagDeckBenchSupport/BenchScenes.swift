import TagDeckTesting
import TagDeck

/// The screen every in-process benchmark draws on.
public let benchScreenWidth = 120
public let benchScreenHeight = 40

/// A deck of `board` on the benchmark's screen with a manual clock (time never passes by itself), its first
/// frame drawn.
public func benchDeck(_ board: Board) -> (Deck, ManualClock) {
    let clock = ManualClock()
    let deck = Deck(board: board, width: benchScreenWidth, height: benchScreenHeight, clock: clock)
    _ = deck.render()
    return (deck, clock)
}

/// The centre cell of the first chip of the bottom pane's first section.
public func firstBottomChip(_ deck: Deck) -> Point {
    let r = deck.state.chipFrame(TagPath(.bottom, 0, 0))
    return Point(x: r.x + r.width / 2, y: r.y)
}

/// A deck with the bottom pane's first chip pressed: the first motion lifts it.
public func deckPressingFirstBottomChip(_ board: Board) -> Deck {
    let (deck, _) = benchDeck(board)
    _ = deck.update(.input(.press(firstBottomChip(deck), .left)))
    return deck
}

/// The drag step's pointer path: the bottom pane's rows cell by cell, left to right and back (away from the
/// auto-scroll rows), over the chips, which make room live; then the same path backwards.
public func bottomPaneSweep(_ deck: Deck) -> [Point] {
    let vp = deck.state.bottom.viewport
    var path: [Point] = []
    for (k, y) in ((vp.y + 1)..<(vp.maxY - 1)).enumerated() {
        let xs = Array(vp.x..<vp.maxX)
        for x in (k % 2 == 0 ? xs : xs.reversed()) { path.append(Point(x: x, y: y)) }
    }
    return path + path.reversed()
}

/// The cross-pane step's `k`th pointer position: every other one in the top pane, walking along a row of chips,
/// the others in the bottom pane, so that every step takes the chip out of one pane and into the other.
public func crossPanePoint(_ deck: Deck, _ k: Int) -> Point {
    let topVP = deck.state.top.viewport, bottomVP = deck.state.bottom.viewport
    return Point(x: topVP.x + (k / 2) % (topVP.width - 20), y: k % 2 == 0 ? topVP.y + 1 : bottomVP.y + 2)
}

/// The keyboard carry's keys: 30 Right, 2 Down, 30 Left, 2 Up, over and over.
public let keyboardCarryPattern: [Key] = Array(repeating: .right, count: 30) + [.down, .down]
    + Array(repeating: .left, count: 30) + [.up, .up]

/// A deck whose bottom pane's first chip was clicked (focus) and lifted with Space, ready to be carried.
public func deckCarryingFirstBottomChip(_ board: Board) -> Deck {
    let (deck, _) = benchDeck(board)
    let start = firstBottomChip(deck)
    _ = deck.update(.input(.press(start, .left)))
    _ = deck.update(.input(.release(start)))
    _ = deck.update(.input(.key(.space)))
    precondition(deck.state.isDragging, "Space did not lift the focused chip")
    return deck
}
