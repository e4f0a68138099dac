@testable import TagDeck
import TagDeckTestSupport
import TagDeckTesting
import XCTest

/// The search on every core: over several runs of tags, what it shows is what a plain filter shows, in the board's
/// order, and a key typed while it runs cancels it.
final class ParallelFilterTests: XCTestCase {
    private func driver(_ texts: [String]) -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        options.filterChunkThreshold = 10
        return HeadlessDriver(board: TestBoards.literal(top: [["x"]], bottom: [texts]), width: 80, height: 20,
                              options: options)
    }

    /// Ticks until the search is done: it runs on other threads, so a poll with a deadline.
    private func finish(_ d: HeadlessDriver) {
        let deadline = ContinuousClock.now + .seconds(60)
        repeat { d.settle() } while d.state.isMatching && ContinuousClock.now < deadline
    }

    func testStreamedMatchesAreThePlainFiltersInTheBoardsOrder() {
        // Five runs and a bit: matches in every run, none in some stretches.
        let texts = (0..<(ParallelMatch.runSize * 5 + 123)).map { k in k % 977 == 3 ? "hit-\(k)" : "item-\(k)" }
        let d = driver(texts)
        d.type("/")
        d.type("hit")
        XCTAssertTrue(d.state.isMatching, "a board over the threshold is matched off the input path")
        finish(d)
        XCTAssertFalse(d.state.isMatching)
        let query = TagQuery("hit")
        let plain = ChipFilter(query: query, board: d.board)
        XCTAssertEqual(d.state.filter, plain, "the same tags shown as a filter matched at once")
        let shown = d.board[.bottom].sections[0].tags.map(\.text).filter { d.state[.bottom].layout.isShown(Tag($0)) }
        XCTAssertEqual(shown, texts.filter(query.matches))
        // The layout, from where the matches are, lays the same chips as a walk over every tag.
        let first = FocusNavigator.firstChip(d.state, .bottom, last: false)
        XCTAssertEqual(first.map { d.board[$0].text }, texts.first(where: query.matches))
        let last = FocusNavigator.firstChip(d.state, .bottom, last: true)
        XCTAssertEqual(last.map { d.board[$0].text }, texts.last(where: query.matches))
        XCTAssertTrue(d.screen.contains("[hit-3]") && d.screen.contains("[hit-980]"), d.screen)
    }

    func testANewKeyCancelsTheSearchUnderWay() {
        let texts = (0..<(ParallelMatch.runSize * 4)).map { "item-\($0)" }
        let d = driver(texts)
        d.type("/")
        d.type("item-1")
        guard let first = d.state.filtering.job else { return XCTFail("no search under way") }
        d.type("9")
        XCTAssertTrue(first.isCancelled, "the key cancelled the search for item-1")
        finish(d)
        XCTAssertEqual(d.state.filter?.query.text, "item-19")
        XCTAssertEqual(d.state.filter, ChipFilter(query: TagQuery("item-19"), board: d.board))
        XCTAssertTrue(d.state.filter?.isComplete ?? false)
    }
}
