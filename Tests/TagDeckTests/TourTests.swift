import TagDeck
import XCTest
import TagDeckTesting

/// The tour plays the board by itself with the events a person would send, and leaves it as it found it, at its
/// end or when interrupted.
final class TourTests: XCTestCase {
    private func demoDriver() -> HeadlessDriver {
        let board = TestBoards.literal(
            top: [["{Headlines}", "Technology", "科技", "Design"], ["Weather", "Traffic"]],
            bottom: [["World", "Business", "Politics"], ["Film", "Music", "Books", "Art"], ["Food", "Travel"]],
            titles: ["Top0": "Favourites", "Top1": "Nearby", "Bottom0": "News", "Bottom1": "Culture",
                     "Bottom2": "Life"])
        return HeadlessDriver(board: board, width: 100, height: 30)
    }

    /// Plays until the tour is over (or `steps` steps), as the run loop would.
    private func play(_ tour: inout Tour, _ d: HeadlessDriver, steps: Int = .max) -> [Board] {
        var seen: [Board] = []
        var played = 0
        while let due = tour.nextDue, played < steps {
            d.advance(max(0, due - d.clock.now))
            tour.play(d.deck) { d.send($0) }
            seen.append(d.board)
            played += 1
        }
        return seen
    }

    func testTheTourMovesChipsAndPutsTheBoardBackAtItsEnd() {
        let d = demoDriver()
        let start = d.board
        var tour = Tour(deck: d.deck)
        let boards = play(&tour, d)
        XCTAssertFalse(tour.isPlaying)
        XCTAssertTrue(boards.contains { $0.texts[0][1].contains("World") }, "World went into the top pane")
        XCTAssertGreaterThanOrEqual(Set(boards.map(\.texts.description)).count, 4, "a fly-in, a reorder, a carry")
        d.settle()
        XCTAssertEqual(d.board, start)
        XCTAssertNil(d.state.session)
        XCTAssertTrue(d.state.flights.isEmpty)
        XCTAssertTrue(d.lines.last!.contains("the board is as it was"), d.screen)
    }

    func testAnInterruptionEndsItAtOnceWithTheBoardAsItWas() {
        for stop in 1...10 {
            let d = demoDriver()
            let start = d.board
            var tour = Tour(deck: d.deck)
            _ = play(&tour, d, steps: stop)
            tour.interrupt(d.deck) { d.send($0) }
            XCTAssertFalse(tour.isPlaying)
            d.settle()
            XCTAssertEqual(d.board, start, "interrupted after \(stop) steps")
            XCTAssertNil(d.state.session, "after \(stop) steps")
            XCTAssertTrue(d.lines.last!.contains("Tour ended"), d.screen)
        }
    }
}
