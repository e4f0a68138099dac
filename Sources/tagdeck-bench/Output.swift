import TagDeck
import TagDeckBenchSupport
import TagDeckTerminal

struct OutputFigures {
    var fullFrame = 0
    var stillDrag: [Int] = []
    var reorderDrag: [Int] = []
    var flyFrames: [Int] = []
}

/// Bytes the terminal receives, through the real painter and ncurses on a pseudo-terminal (TERM=xterm-256color,
/// 256 colours), for the demo board on a 120x40 screen.
func measureOutput() throws -> OutputFigures {
    var figures = OutputFigures()
    let harness = try PtyPainterHarness(width: screenWidth, height: screenHeight)
    let (deck, clock) = benchDeck(demoBoard())
    let c = deck.state
    figures.fullFrame = harness.draw(deck.render())

    // 1. Still screen: lift the last chip of the bottom pane and sweep it along a row below all content (or
    //    along the status line when the content fills the pane): the slot stays put, only the chip moves.
    let vp = c.bottom.viewport
    let content = deck.board[.bottom]
    let lastSection = content.sections.count - 1
    let last = TagPath(.bottom, lastSection, content.sections[lastSection].tags.count - 1)
    let frame = c.chipFrame(last)
    var stillY = screenHeight - 1
    for r in 0..<vp.height where !c.bottom.layout.hasRow(content, c.bottom.scrollOffset + r) {
        if r + 2 < vp.height { stillY = vp.y + r + 1 }
        break
    }
    _ = deck.update(.input(.press(Point(x: frame.x + 1, y: frame.y), .left)))
    _ = deck.update(.input(.drag(Point(x: frame.x + 1, y: stillY))))
    _ = harness.draw(deck.render())
    let xs = Array(2..<(screenWidth - 20))
    for x in xs + xs.reversed() {
        _ = deck.update(.input(.drag(Point(x: x, y: stillY))))
        figures.stillDrag.append(harness.draw(deck.render()))
    }
    _ = deck.update(.input(.release(Point(x: xs[0], y: stillY))))
    clock.advance(by: 1)
    _ = deck.update(.tick)
    _ = harness.draw(deck.render())

    // 2. Across chips: lift the first chip of the bottom pane and sweep its rows cell by cell: the others
    //    make room live and the status line follows.
    let start = firstBottomChip(deck)
    _ = deck.update(.input(.press(start, .left)))
    for y in (vp.y + 1)..<min(vp.maxY - 1, vp.y + 8) {
        for x in vp.x..<vp.maxX {
            _ = deck.update(.input(.drag(Point(x: x, y: y))))
            figures.reorderDrag.append(harness.draw(deck.render()))
        }
    }

    // 3. Fly-to: carry it into the top pane, below its content, release; 60 frames a second until it lands.
    let topVP = c.top.viewport
    let drop = Point(x: topVP.x + 30, y: topVP.maxY - 3)
    _ = deck.update(.input(.drag(drop)))
    _ = harness.draw(deck.render())
    _ = deck.update(.input(.release(drop)))
    figures.flyFrames.append(harness.draw(deck.render()))
    while let due = deck.nextWakeup {
        clock.set(due)
        _ = deck.update(.tick)
        if deck.needsRedraw { figures.flyFrames.append(harness.draw(deck.render())) }
    }
    return figures
}
