import XCTest
import TagDeck
import TagDeckTesting

/// Heavy actions off the input path: a deck with a ``DeckOptions/backgroundWorkThreshold`` asks its host to run
/// them (``DeckEffect/work(_:)``), shows a progress line meanwhile and holds every other event until the result
/// is in; a reload that is answered later holds what would change the board.
final class BackgroundWorkTests: XCTestCase {
    /// A host that keeps work and reloads until the test lets them finish, as the terminal's threads do.
    private final class DeferringHost: DeckHost {
        var work: [DeckWork] = []
        var reloads: [Board] = []
        var saves: [SaveRequest] = []
        func save(_ request: SaveRequest) -> SaveReport? {
            saves.append(request)
            return nil
        }
        func reload(_ ours: Board) -> SaveReport? {
            reloads.append(ours)
            return nil
        }
        func startWork(_ work: DeckWork) -> DeckWorkResult? {
            self.work.append(work)
            return nil
        }
        func perform(_ effect: DeckEffect) {}
        func schedule(wakeUp: Double?) {}
    }

    private func board(_ n: Int) -> Board {
        Board(checkedTop: PaneContent(title: "Chosen", sections: [Section(tags: [])]),
              bottom: PaneContent(title: "Pool", sections: [Section(title: "A", tags: (0..<n / 2).map { Tag("a\($0)") }),
                                                            Section(title: "B", tags: (n / 2..<n).map { Tag("b\($0)") })]))
    }

    private func deck(_ n: Int, threshold: Int? = 10, saving: SavePolicy = .noFile) -> Deck {
        var options = DeckOptions()
        options.reducedMotion = true
        options.backgroundWorkThreshold = threshold
        return Deck(board: board(n), width: 100, height: 30, options: options, clock: ManualClock(), saving: saving)
    }

    private func key(_ deck: Deck, _ key: Key, _ host: DeferringHost) { deck.dispatch(.input(.key(key)), to: host) }

    private func texts(_ board: Board, _ side: PaneSide) -> [String] {
        board[side].sections.flatMap { $0.tags.map(\.text) }
    }

    func testMarkingAndSendingABigBundleRunAsWorkWithAProgressLineAndKeysWaitInOrder() {
        let deck = deck(40)
        let host = DeferringHost()
        let before = deck.board
        key(deck, .character("*"), host)
        XCTAssertEqual(host.work.count, 1, "* on 40 chips (threshold 10) is sent off")
        XCTAssertEqual(host.work[0].label, "Marking 40 chips")
        XCTAssertEqual(deck.statusText, "Marking 40 chips… 0%")
        deck.dispatch(.workProgress(0.5), to: host)
        XCTAssertEqual(deck.statusText, "Marking 40 chips… 50%")
        // Keys typed meanwhile wait; the board is untouched.
        key(deck, .enter, host)
        XCTAssertEqual(deck.statusText, "Marking 40 chips… 50% · 1 key waits")
        XCTAssertEqual(deck.board, before)
        XCTAssertEqual(deck.state.marks.count, 0)
        // The result: every chip marked; then the held Enter sends the bundle, as work of its own.
        deck.dispatch(.workFinished(host.work[0].run()), to: host)
        XCTAssertEqual(deck.state.marks.count, 40)
        XCTAssertEqual(host.work.count, 2)
        XCTAssertEqual(host.work[1].label, "Sending 40 tags")
        deck.dispatch(.workFinished(host.work[1].run()), to: host)
        XCTAssertEqual(texts(deck.board, .top), texts(before, .bottom), "every tag sent, none lost or doubled")
        XCTAssertEqual(deck.board.tagCount, 40)
        XCTAssertTrue(deck.statusText.hasPrefix("Sent 40 tags"), deck.statusText)
        // Undo: one step, as work too.
        key(deck, .character("u"), host)
        XCTAssertEqual(host.work.count, 3)
        deck.dispatch(.workFinished(host.work[2].run()), to: host)
        XCTAssertEqual(deck.board, before)
        XCTAssertFalse(deck.state.history.canUndo)
    }

    func testBelowTheThresholdOrWithoutOneTheActionIsDoneAtOnce() {
        for threshold in [100, nil] {
            let deck = deck(40, threshold: threshold)
            let host = DeferringHost()
            key(deck, .character("*"), host)
            XCTAssertTrue(host.work.isEmpty)
            XCTAssertEqual(deck.state.marks.count, 40)
        }
    }

    func testAResultThatIsNoLongerWaitedForIsDroppedAndASignalEndsTheSession() {
        let deck = deck(40)
        let host = DeferringHost()
        key(deck, .character("*"), host)
        let work = host.work[0]
        deck.dispatch(.terminate(signal: 15), to: host)
        XCTAssertEqual(deck.outcome, .signalled(15))
        deck.dispatch(.workFinished(work.run()), to: host)
        XCTAssertEqual(deck.state.marks.count, 0, "the action was dropped, as if never asked for")
    }

    func testAResizeWhileWorkIsOutIsTakenAtOnceAndTheResultIsLaidOutForIt() {
        let deck = deck(40)
        let host = DeferringHost()
        key(deck, .character("*"), host)
        deck.dispatch(.input(.resize(width: 70, height: 24)), to: host)
        XCTAssertEqual(deck.render().width, 70)
        deck.dispatch(.workFinished(host.work[0].run()), to: host)
        XCTAssertEqual(deck.state.marks.count, 40)
        XCTAssertEqual(deck.render().width, 70)
        XCTAssertTrue(deck.render().lines.joined().contains("40 marked"))
    }

    func testTheWorksCopyOfTheStateSharesNoCacheWithTheDeck() {
        let deck = deck(40)
        let host = DeferringHost()
        key(deck, .character("/"), host)
        key(deck, .character("1"), host)
        key(deck, .enter, host)
        let shown = deck.state.filter?.shownCount(in: .bottom)
        XCTAssertNotNil(shown)
        key(deck, .character("*"), host)
        XCTAssertEqual(host.work.count, 1)
        // The work runs (sending nothing yet: it marks); the deck's own filter and layout are untouched.
        let result = host.work[0].run()
        XCTAssertEqual(deck.state.filter?.shownCount(in: .bottom), shown)
        XCTAssertEqual(deck.state.marks.count, 0)
        deck.dispatch(.workFinished(result), to: host)
        XCTAssertEqual(deck.state.marks.count, shown)
    }

    func testWhileAReloadIsOutViewKeysGoOnAndBoardChangingKeysWaitForIt() throws {
        let deck = deck(4, saving: .autosave)
        let host = DeferringHost()
        deck.dispatch(.fileChanged, to: host)
        XCTAssertEqual(host.reloads.count, 1)
        let before = deck.board
        key(deck, .right, host)
        let focused = try XCTUnwrap(deck.state.focusedChip)
        key(deck, .enter, host)
        XCTAssertEqual(deck.board, before, "a send waits for the reload's answer")
        key(deck, .right, host)
        XCTAssertNotEqual(deck.state.focusedChip, focused, "a focus move is taken at once")
        deck.dispatch(.reloaded(.unchanged), to: host)
        XCTAssertEqual(deck.board[.top].tagCount, 1, "the held Enter sent a tag once the reload was answered")
        XCTAssertEqual(deck.board.tagCount, 4)
    }
}
