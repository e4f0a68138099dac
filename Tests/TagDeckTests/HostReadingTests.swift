import XCTest
import TagDeck
import TagDeckTesting

/// A host that reads its files after the first frame (``DeckEvent/reading(_:)``): the tags it meets join the end
/// of the bottom pane, the status line says how far it got, `r` and `d` wait for the board it gives once it is
/// done, and a drag under way is not disturbed. A save's progress (``DeckEvent/saveProgress(_:)``) shows until its
/// report comes.
final class HostReadingTests: XCTestCase {
    /// A host whose reloads and saves wait until the test answers them, as the terminal's threads do.
    private final class Host: DeckHost {
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
        func perform(_ effect: DeckEffect) {}
        func schedule(wakeUp: Double?) {}
    }

    /// Counts as a host's files would: 2 for every tag.
    private static let usage = TagUsage(noun: "note") { _ in 2 }

    private func deck(saving: SavePolicy = .noFile) -> Deck {
        var options = DeckOptions()
        options.reducedMotion = true
        options.tagUsage = Self.usage
        // A host that answers reloads later.
        options.backgroundWorkThreshold = 1_000
        let board = Board(checkedTop: PaneContent(title: "note.md", sections: [Section(tags: [Tag("js"), Tag("go")])]),
                          bottom: PaneContent(title: "Used", sections: [Section(title: "Found so far", tags: [])]))
        return Deck(board: board, width: 100, height: 20, options: options, clock: ManualClock(), saving: saving)
    }

    private func key(_ deck: Deck, _ key: Key, _ host: Host) { deck.dispatch(.input(.key(key)), to: host) }

    private func texts(_ board: Board, _ side: PaneSide) -> [String] {
        board[side].sections.flatMap { $0.tags.map(\.text) }
    }

    /// The board the host gives once it has read every file: the vocabulary in sections.
    private func full(_ ours: Board) -> Board {
        Board(checkedTop: ours[.top],
              bottom: PaneContent(title: "Used", sections: [Section(title: "Often", tags: [Tag("web"), Tag("rust")]),
                                                            Section(title: "Once", tags: [Tag("c")])]))
    }

    func testTagsMetJoinTheEndOnceEachWhileADragGoesOnAndTheStatusLineSaysHowFar() {
        let deck = deck(), host = Host()
        deck.dispatch(.reading(ReadingNews(read: 1, total: 10)), to: host)
        XCTAssertTrue(deck.render().lines.last?.hasSuffix("Reading notes… 1 of 10") == true, deck.render().lines.last ?? "")
        XCTAssertTrue(deck.render().lines.contains { $0.contains("Used · 0…") })
        deck.dispatch(.reading(ReadingNews(tags: ["web", "js", "rust"], read: 4, total: 10)), to: host)
        XCTAssertEqual(texts(deck.board, .bottom), ["web", "rust"], "a tag on the board already is not added again")
        // A tag carried in the bottom pane keeps its slot while more come.
        key(deck, .tab, host)
        key(deck, .space, host)
        key(deck, .right, host)
        let carried = deck.state.session
        XCTAssertNotNil(carried)
        deck.dispatch(.reading(ReadingNews(tags: ["c", "web"], read: 10, total: 10, isFinished: true)), to: host)
        XCTAssertEqual(texts(deck.board, .bottom), ["rust", "web", "c"])
        XCTAssertEqual(deck.state.session, carried)
        XCTAssertEqual(host.reloads.count, 0, "the full board is asked for once the carry ends")
        key(deck, .space, host)
        XCTAssertEqual(host.reloads.count, 1)
        XCTAssertTrue(deck.statusText.hasSuffix("Sorting the tags of every note…"), deck.statusText)
        deck.dispatch(.reloaded(SaveReport(saved: true, message: "Read 10 notes · 5 tags", merged: full(host.reloads[0]))),
                      to: host)
        XCTAssertEqual(deck.board[.bottom].sections.map(\.title), ["Often", "Once"])
        XCTAssertEqual(deck.statusText, "Read 10 notes · 5 tags")
        XCTAssertEqual(deck.state.focusedChip.map { deck.board[$0].text }, "web", "the focus follows its tag")
        XCTAssertFalse(deck.render().lines.contains { $0.contains("…") }, deck.render().lines.joined(separator: "\n"))
    }

    func testRAndDWaitWithWhatFollowsThemUntilTheFullBoardIsShown() {
        let deck = deck(), host = Host()
        deck.dispatch(.reading(ReadingNews(tags: ["web"], read: 3, total: 10)), to: host)
        key(deck, .right, host)
        key(deck, .character("r"), host)
        XCTAssertEqual(deck.mode, .browsing, "r waits")
        deck.dispatch(.input(.resize(width: 90, height: 20)), to: host)
        XCTAssertEqual(deck.width, 90, "a resize does not wait")
        key(deck, .backspace, host)
        key(deck, .character("x"), host)
        XCTAssertTrue(deck.statusText.hasSuffix("Reading notes… 3 of 10 · 3 keys wait"), deck.statusText)
        // Other keys before an r are taken at once: only r and d (and what follows them) wait.
        deck.dispatch(.reading(ReadingNews(read: 10, total: 10, isFinished: true)), to: host)
        XCTAssertEqual(deck.mode, .browsing, "still waiting for the full board")
        XCTAssertEqual(host.reloads.count, 1)
        deck.dispatch(.reloaded(SaveReport(saved: true, merged: full(host.reloads[0]))), to: host)
        XCTAssertEqual(deck.mode, .editing(LineEditor(purpose: .rename(TagPath(.top, 0, 0)), text: "jx")),
                       "r, Backspace and x, in order, on the full board")
        key(deck, .enter, host)
        XCTAssertEqual(deck.statusText, "Rename 'js' to 'jx' in 2 notes? y/n")
    }

    func testASavesProgressShowsUntilItsReportAndALateOneIsIgnored() {
        let deck = deck(saving: .autosave), host = Host()
        deck.dispatch(.saveProgress("Renaming 'a' to 'b'… 3 of 9 notes"), to: host)
        XCTAssertFalse(deck.statusText.contains("3 of 9"), "no save under way: ignored")
        // A send is saved; while it is written the host says how far it got.
        key(deck, .right, host)
        key(deck, .enter, host)
        XCTAssertEqual(host.saves.count, 1)
        deck.dispatch(.saveProgress("Writing… 3 of 9 notes"), to: host)
        XCTAssertTrue(deck.statusText.hasSuffix(" · Writing… 3 of 9 notes"), deck.statusText)
        XCTAssertTrue(deck.render().lines.last?.hasSuffix("Writing… 3 of 9 notes") == true)
        deck.dispatch(.saveFinished(host.saves[0], SaveReport(saved: true, message: "Wrote 9 notes")), to: host)
        XCTAssertEqual(deck.statusText, "Wrote 9 notes")
        deck.dispatch(.saveProgress("Writing… 9 of 9 notes"), to: host)
        XCTAssertEqual(deck.statusText, "Wrote 9 notes", "a progress after its report is ignored")
    }

    func testAProgressThatContinuesTheMessageSaysOnlyHowFarItGot() {
        let deck = deck(saving: .autosave), host = Host()
        key(deck, .right, host)
        key(deck, .character("d"), host)
        key(deck, .character("y"), host)
        XCTAssertEqual(deck.state.status, "Removing 'js' from 2 notes…")
        deck.dispatch(.saveProgress("Removing 'js'… 1 of 2 notes"), to: host)
        let last = deck.render().lines.last ?? ""
        XCTAssertTrue(last.hasPrefix("Removing 'js' from 2 notes…"), last)
        XCTAssertTrue(last.hasSuffix("  1 of 2 notes"), last)
        // Its undo, the same way.
        deck.dispatch(.saveFinished(host.saves[0], SaveReport(saved: true, message: "Removed 'js' from 2 notes")), to: host)
        key(deck, .character("u"), host)
        XCTAssertEqual(deck.state.status, "Undoing the removal of 'js'…")
        XCTAssertEqual(host.saves.count, 2)
        deck.dispatch(.saveProgress("Undoing the removal of 'js'… 1 of 2 notes"), to: host)
        XCTAssertTrue(deck.render().lines.last?.hasSuffix("  1 of 2 notes") == true, deck.render().lines.last ?? "")
        // A progress too long for half the line keeps its end, which says how far.
        deck.dispatch(.saveProgress("Undoing the removal of a tag whose name goes on and on and on… 1 of 2 notes"), to: host)
        let long = deck.render().lines.last ?? ""
        XCTAssertTrue(long.hasSuffix(" …ag whose name goes on and on and on… 1 of 2 notes"), long)
    }
}
