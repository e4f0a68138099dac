import TagDeck
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// The filter on the board: narrowing, counts, keys and drags on the filtered view at model positions.
final class FilterTests: XCTestCase {
    /// Top: apple kiwi lime apricot avocado; bottom: almond, beet. `a` shows apple, apricot, avocado, almond.
    private func driver(query: String? = nil) -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        options.initialQuery = query
        let board = TestBoards.literal(top: [["apple", "kiwi", "lime", "apricot", "avocado"], ["fig"]],
                                       bottom: [["almond", "beet"]])
        return HeadlessDriver(board: board, width: 40, height: 14, options: options)
    }

    private func filter(_ d: HeadlessDriver, _ text: String) {
        d.type("/")
        d.type(text)
        d.key(.enter)
    }

    func testTypingNarrowsBothPanesLiveWithCountsAndSectionTitles() {
        let d = driver()
        d.type("/")
        XCTAssertEqual(d.deck.mode, .filtering(FilterLine()))
        d.type("a")
        XCTAssertTrue(d.lines[0].contains("Top · 3/6"), d.screen)
        XCTAssertTrue(d.lines[1].contains("[apple] [apricot] [avocado]"), d.screen)
        XCTAssertTrue(d.screen.contains("(no match)"), "the section of fig keeps its place:\n\(d.screen)")
        XCTAssertTrue(d.screen.contains("Bottom · 1/2"), d.screen)
        XCTAssertTrue(d.lines.last!.hasPrefix("/a"), d.screen)
        d.type("p")
        XCTAssertTrue(d.lines[0].contains("Top · 2/6"), d.screen)
        d.key(.backspace)
        XCTAssertTrue(d.lines[0].contains("Top · 3/6"), "Backspace widens again")
        d.key(.enter)
        XCTAssertEqual(d.deck.mode, .browsing)
        XCTAssertTrue(d.lines.last!.contains("Filter 'a': 4 shown"), d.screen)
        d.key(.escape)
        XCTAssertTrue(d.lines[0].contains("Top · 6 "), "Esc clears the kept filter:\n\(d.screen)")
        XCTAssertNil(d.state.filter)
    }

    /// Enter after Enter under a kept filter sends one shown chip after another: the focus goes to the next shown
    /// chip, never to one the filter hides (kiwi, between apple and apricot).
    func testSendingUnderAKeptFilterFocusesTheNextShownChip() {
        let d = driver()
        filter(d, "a")
        XCTAssertEqual(d.state.focusedChip.map { d.state.board[$0].text }, "apple")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(d.state.focusedChip.map { d.state.board[$0].text }, "apricot", "kiwi and lime are hidden")
        d.key(.enter)
        d.settle()
        XCTAssertEqual(d.state.focusedChip.map { d.state.board[$0].text }, "avocado")
        d.key(.enter)
        d.settle()
        let below = Set(d.state.board[.bottom].sections.flatMap { $0.tags.map(\.text) })
        XCTAssertEqual(below, ["almond", "beet", "apple", "apricot", "avocado"], "only shown chips were sent")
    }

    func testArrowsStepBetweenShownChipsOnly() {
        let d = driver(query: "a")
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 0), "the filter puts the focus on a shown chip")
        d.key(.right)
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 3), "kiwi and lime are hidden")
        d.key(.end)
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 4))
        d.key(.right)
        XCTAssertEqual(d.state.focusedChip, TagPath(.top, 0, 4), "fig is hidden: avocado is the last shown chip")
    }

    func testAMouseDropBetweenTwoShownChipsLandsRightAfterTheFirst() {
        let d = driver(query: "a")
        let avocado = d.frame(of: "avocado")
        let apricot = d.frame(of: "apricot")
        d.press(avocado.x + 1, avocado.y)
        d.move(avocado.x + 2, avocado.y)
        d.move(apricot.x, apricot.y)  // the left half of apricot: between apple and apricot on screen
        d.release(apricot.x, apricot.y)
        XCTAssertEqual(d.board.texts, [[["apple", "avocado", "kiwi", "lime", "apricot"], ["fig"]], [["almond", "beet"]]])
        d.type("u")
        XCTAssertEqual(d.board.texts, [[["apple", "kiwi", "lime", "apricot", "avocado"], ["fig"]], [["almond", "beet"]]])
    }

    func testKeyboardCarryAndSendWorkOnTheFilteredView() {
        let d = driver(query: "a")
        d.key(.end)  // avocado
        d.key(.space)
        d.key(.left)
        XCTAssertEqual(d.board.texts[0][0], ["apple", "avocado", "kiwi", "lime", "apricot"],
                       "right after apple, the shown chip before apricot")
        d.key(.left)
        XCTAssertEqual(d.board.texts[0][0], ["avocado", "apple", "kiwi", "lime", "apricot"], "before apple")
        d.key(.escape)
        XCTAssertEqual(d.board.texts[0][0], ["apple", "kiwi", "lime", "apricot", "avocado"], "cancel restores")
        d.key(.home)
        d.key(.enter)  // apple to the end of the bottom pane
        XCTAssertEqual(d.board.texts[1][0], ["almond", "beet", "apple"])
        XCTAssertTrue(d.lines[0].contains("Top · 2/5"), d.screen)
        d.key(.tab)
        d.key(.end)
        d.key(.enter)  // and back to its slot
        XCTAssertEqual(d.board.texts[0][0], ["apple", "kiwi", "lime", "apricot", "avocado"])
    }

    func testNoMatchShowsZeroAndEveryKeyStillWorks() {
        let d = driver()
        d.type("/")
        d.type("zzz")
        XCTAssertTrue(d.lines[0].contains("0/6"), d.screen)
        XCTAssertTrue(d.lines.last!.contains("no tag matches"), d.screen)
        d.key(.enter)
        let before = d.board
        for key: Key in [.right, .left, .up, .down, .home, .end, .space, .enter, .tab, .character("u")] { d.key(key) }
        XCTAssertEqual(d.board, before, "nothing to move")
    }

    func testFilterLineEditingKeys() {
        var line = FilterLine("foo bar")
        line.deleteWordBackward()
        XCTAssertEqual(line.text, "foo ")
        line.moveCursorToEnd(false)
        line.insert("x\u{1B}[31m\u{9B}y")
        XCTAssertEqual(line.text, "x[31my" + "foo ", "control characters are dropped")
        line.moveCursor(by: 100)
        line.deleteBackward()
        XCTAssertEqual(line.text, "x[31myfoo")
        line.insert("👨‍👩‍👧")
        line.moveCursor(by: -1)
        XCTAssertEqual(line.cursor, 9, "one cluster, one step")
        line.clear()
        XCTAssertEqual(line, FilterLine())
    }

    /// Random filters with random drags, keys, sends, cancels and undos never lose or double a tag, and every
    /// drop on the left half of a shown chip lands right after the shown chip before it.
    func testRandomFiltersWithDragsKeepTheBoardWhole() {
        var dropsChecked = 0
        let seeds = TestSeed.seeds(count: 800, master: 0xF17_7E25)
        defer { if seeds.count > 1 { XCTAssertGreaterThan(dropsChecked, 50, "too few drops were checked") } }
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let board = TestBoards.randomForDrags(using: &rng)
            var options = DeckOptions()
            options.reducedMotion = rng.chance(0.5)
            let d = HeadlessDriver(board: board, width: rng.int(20...90), height: rng.int(8...30), options: options)
            let texts = board.allTags.map(\.text)
            guard !texts.isEmpty else { continue }
            var pointer = Point(x: 5, y: 5)
            let hint = TestSeed.replayHint(seed, test: "testRandomFiltersWithDragsKeepTheBoardWhole")
            for _ in 0..<rng.int(10...60) {
                if rng.chance(0.1) {
                    let text = rng.pick(texts)
                    let start = rng.int(0..<max(1, text.count))
                    let query = String(text.dropFirst(start).prefix(rng.int(1...3)))
                    d.type("/")
                    // Only into an open filter line: typed elsewhere, letters are commands (d deletes a tag).
                    if case .filtering = d.deck.mode {
                        d.key(.control("u"))
                        d.type(query)
                        d.key(rng.chance(0.8) ? .enter : .escape)
                    }
                } else if rng.chance(0.05) {
                    d.key(.escape)
                } else if rng.chance(0.1), d.state.session == nil, let (dropped, landed) = dropOnLeftHalf(d, &rng) {
                    XCTAssertEqual(landed, dropped, "\(hint): a drop on a left half lands after the shown chip before")
                    dropsChecked += 1
                } else {
                    switch DragPropertyTests.randomStep(&rng, driver: d, pointer: &pointer) {
                    case .input(let event): d.send(DragPropertyTests.keepingSectionsStill(event, d))
                    case .advance(let seconds): d.advance(seconds)
                    }
                }
                XCTAssertTrue(d.board.checkInvariants(), hint)
                XCTAssertEqual(d.board.tagMultiset, board.tagMultiset, "\(hint): a tag was lost or doubled")
                _ = d.lines
                if d.board.tagMultiset != board.tagMultiset { return }
            }
        }
    }

    /// Drags a shown chip onto the left half of another shown chip B of its pane whose section shows a chip
    /// before B; returns where it should land (right after that chip) and where it landed.
    private func dropOnLeftHalf(_ d: HeadlessDriver, _ rng: inout SplitMix64) -> (TagPath, TagPath)? {
        guard d.state.filter != nil, d.deck.mode == .browsing || d.deck.mode == .settling else { return nil }
        d.press(0, 0, button: .right)  // forgets a press that earlier random steps left pending
        d.settle()
        let c = d.state
        // Pinned chips are shown too: they count as the chip before, but cannot be moved.
        let shown = TestBoards.tagPaths(d.board).filter { path in
            c[path.pane].layout.isShown(d.board[path])
                && c[path.pane].isVisible(c.chipFrame(path)) && c.chipFrame(path).width >= 4
        }
        let movable = shown.filter { !d.board[$0].isPinned }
        guard shown.count >= 3, !movable.isEmpty else { return nil }
        let moving = rng.pick(movable)
        let targets = shown.filter { b in
            b != moving && b.pane == moving.pane && shown.contains { $0.pane == b.pane && $0.section == b.section
                && $0.item < b.item && $0 != moving }
        }
        guard !targets.isEmpty else { return nil }
        let b = rng.pick(targets)
        let a = shown.filter { $0.pane == b.pane && $0.section == b.section && $0.item < b.item && $0 != moving }
            .max { $0.item < $1.item }!
        let aText = d.board[a].text
        let tag = d.board[moving]
        // Dropped just before the next shown chip, the chip is where it was: it does not move past hidden ones.
        let stays = moving.pane == b.pane && moving.section == b.section && moving.item > a.item && moving.item < b.item
        let from = c.chipFrame(moving)
        let to = c.chipFrame(b)
        d.press(from.x + 1, from.y)
        d.move(from.x + 2, from.y)
        d.move(to.x + 1, to.y)
        d.release(to.x + 1, to.y)
        d.settle()
        guard let landed = d.board.path(of: tag.text), let after = d.board.path(of: aText) else { return nil }
        return (stays ? moving : TagPath(after.pane, after.section, after.item + 1), landed)
    }
}

/// On a big board the filter is matched a chunk per tick, so input is read in between.
final class ChunkedFilterTests: XCTestCase {
    func testABigBoardMatchesInChunksAndAKeySupersedesTheJob() {
        var options = DeckOptions()
        options.reducedMotion = true
        options.filterChunkThreshold = 10
        options.filterChunk = 7
        let texts = (0..<40).map { "item-\($0)" }
        let d = HeadlessDriver(board: TestBoards.literal(top: [["x"]], bottom: [texts]), width: 60, height: 14,
                               options: options)
        d.type("/")
        d.type("item-1")
        XCTAssertTrue(d.state.isMatching, "a board over the threshold is matched in chunks")
        XCTAssertNotNil(d.wakeUp, "and asks to be woken for the next chunk")
        d.type("9")  // typed while matching: replaces the job
        d.settle()
        XCTAssertFalse(d.state.isMatching)
        XCTAssertEqual(d.state.filter?.query.text, "item-19")
        XCTAssertEqual(d.state.filter?.shownCount, [0, 1])
        XCTAssertTrue(d.screen.contains("[item-19]") && !d.screen.contains("[item-1]"), d.screen)
        d.key(.backspace)  // widening to a query never finished: matched again
        d.settle()
        XCTAssertEqual(d.state.filter?.shownCount, [0, 13], "item-1, item-10 to 19, item-21, item-31")
        d.type("9")  // a query seen before: from the cache at once
        XCTAssertFalse(d.state.isMatching)
        XCTAssertEqual(d.state.filter?.shownCount, [0, 1])
        d.key(.backspace)
        XCTAssertFalse(d.state.isMatching)
        d.type("0")  // narrowing item-1 to item-10 runs over the 13 shown only
        d.settle()
        XCTAssertEqual(d.state.filter?.shownCount, [0, 1])
        XCTAssertEqual(d.wakeUp, nil, "idle again once matched")
    }
}
