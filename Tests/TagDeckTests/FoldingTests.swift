import TagDeck
import XCTest
import TagDeckTesting

/// Folding sections (z, Z) and the focus resting on section titles: Up and Down stop on titles, a folded section
/// shows its title and count only, takes drops on its title, and the keyboard carry passes it by.
final class FoldingTests: XCTestCase {
    private func board() throws -> Board {
        try Board(
            top: PaneContent(title: "Mine", sections: [
                Section(tags: [Tag("lead")]),
                Section(title: "Letters", tags: ["Alpha", "Bravo", "Charlie", "Delta"].map { Tag($0) }),
                Section(title: "Digits", tags: ["One", "Two"].map { Tag($0) }),
            ]),
            bottom: PaneContent(title: "Rest", sections: [
                Section(title: "Colours", tags: ["Red", "Green"].map { Tag($0) }),
                Section(title: "Shapes", tags: ["Square", "Circle"].map { Tag($0) }),
            ]))
    }

    private func driver() throws -> HeadlessDriver {
        var options = DeckOptions()
        options.reducedMotion = true
        options.split = 0.5
        return HeadlessDriver(board: try board(), width: 60, height: 24, options: options)
    }

    private func focused(_ d: HeadlessDriver) -> String? { d.state.focusedChip.map { d.board[$0].text } }
    private func row(_ d: HeadlessDriver, _ text: String) -> Int? { d.lines.firstIndex { $0.contains(text) } }
    private func roles(_ grid: CellGrid, row y: Int) -> [StyleRole] { (0..<grid.width).map { grid[$0, y].role } }

    func testZFoldsTheFocusedSectionAndRestsTheFocusOnItsTitle() throws {
        let d = try driver()
        d.key(.right)  // shows the focus on lead
        d.key(.right)  // Alpha
        XCTAssertEqual(focused(d), "Alpha")
        let digitsRow = try XCTUnwrap(row(d, "Digits · 2"))
        d.type("z")
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.top, 1))
        XCTAssertTrue(d.screen.contains("Letters · 4 · folded"), d.screen)
        XCTAssertNil(row(d, "[Alpha]"), "the chips are folded away: " + d.screen)
        XCTAssertEqual(row(d, "Digits · 2"), digitsRow - 1, "the sections below move up")
        XCTAssertTrue(d.lines.last!.contains("Folded 'Letters' (4 tags)"), d.screen)
        // The cursor rests on the title, for screen readers.
        let title = try XCTUnwrap(row(d, "Letters · 4"))
        XCTAssertEqual(d.deck.render().cursor?.y, title)
        // z again unfolds, the focus stays on the title.
        d.type("z")
        XCTAssertTrue(d.screen.contains("[Alpha]") && !d.screen.contains("· folded"), d.screen)
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.top, 1))
        XCTAssertEqual(d.board, try board(), "folding moves no tag")
    }

    func testUpStopsOnTitlesAndDownGoesBackIn() throws {
        let d = try driver()
        d.key(.right)
        d.key(.right)  // Alpha, first row of Letters
        d.key(.up)
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.top, 1))
        XCTAssertTrue(d.lines.last!.contains("Letters · section of Mine, 4 tags, z folds"), d.screen)
        XCTAssertFalse(roles(d.deck.render(), row: try XCTUnwrap(row(d, "[Alpha]"))).contains(.chipFocused),
                       "no chip is drawn focused while a title is")
        d.key(.up)
        XCTAssertEqual(focused(d), "lead", "the untitled first section has no title to stop on")
        XCTAssertNil(d.state.focusedTitle)
        d.key(.down)
        d.key(.down)
        XCTAssertEqual(focused(d), "Alpha")
        // Right and Left from a title: the first chip of its section, the last chip before it.
        d.key(.up)
        d.key(.right)
        XCTAssertEqual(focused(d), "Alpha")
        d.key(.up)
        d.key(.left)
        XCTAssertEqual(focused(d), "lead")
    }

    func testZOnAnUntitledSectionAndChipActionsOnATitleAreRefused() throws {
        let d = try driver()
        d.key(.right)  // lead
        d.type("z")
        XCTAssertTrue(d.lines.last!.contains("This section has no title to fold under"), d.screen)
        XCTAssertNil(d.state.focusedTitle)
        d.key(.right)
        d.key(.up)  // the Letters title
        for key in [Key.enter, .character("m")] {
            d.key(key)
            XCTAssertTrue(d.lines.last!.contains("'Letters' is a section title: z folds it"), "\(key): " + d.screen)
        }
        XCTAssertEqual(d.board, try board())
        XCTAssertTrue(d.state.marks.panes.isEmpty)
        XCTAssertNil(d.state.session)
    }

    func testCapitalZFoldsAllThenUnfoldsAll() throws {
        let d = try driver()
        d.key(.right)
        d.key(.right)  // Alpha
        d.type("Z")
        for title in ["Letters · 4 · folded", "Digits · 2 · folded", "Colours · 2 · folded", "Shapes · 2 · folded"] {
            XCTAssertTrue(d.screen.contains(title), title + "\n" + d.screen)
        }
        XCTAssertTrue(d.screen.contains("[lead]"), "an untitled section cannot fold")
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.top, 1), "Alpha was folded away: its title")
        XCTAssertTrue(d.lines.last!.contains("Folded all 4 sections"), d.screen)
        // Down goes title to title; ] lands on a folded section's title.
        d.key(.down)
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.top, 2))
        d.type("]")
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.bottom, 0), "on into the other pane")
        d.type("Z")
        XCTAssertFalse(d.screen.contains("· folded"), d.screen)
        XCTAssertTrue(d.lines.last!.contains("Unfolded all 4 sections"), d.screen)
        // One section folded by hand: Z folds the rest first.
        d.type("z")
        d.type("Z")
        XCTAssertTrue(d.screen.contains("Colours · 2 · folded") && d.screen.contains("Letters · 4 · folded"), d.screen)
    }

    func testADropOnAFoldedTitleAppendsToTheSection() throws {
        let d = try driver()
        d.key(.tab)  // Red
        d.type("z")  // folds Colours
        let lead = try XCTUnwrap(d.chipCenter("lead"))
        let titleRow = try XCTUnwrap(row(d, "Colours · 2 · folded"))
        d.press(lead.x, lead.y)
        d.advance(0.3)  // held: it lifts
        d.move(10, titleRow)
        let hovering = d.deck.render()
        XCTAssertTrue(roles(hovering, row: titleRow).contains(.chipLifted),
                      "the folded title shows it is where the chip would land")
        d.release(10, titleRow)
        d.settle()
        XCTAssertEqual(d.board[.bottom].sections[0].tags.map(\.text), ["Red", "Green", "lead"])
        XCTAssertTrue(d.screen.contains("Colours · 3 · folded"), d.screen)
        XCTAssertEqual(d.state.focusedTitle, SectionPath(.bottom, 0),
                       "the dropped chip is folded away: the focus rests on its title")
        d.type("u")
        XCTAssertEqual(d.board, try board(), "one undo step")
    }

    func testTheKeyboardCarryPassesFoldedSectionsBy() throws {
        let d = try driver()
        d.key(.right)
        d.key(.right)  // Alpha
        d.type("z")  // folds Letters
        d.key(.up)
        d.key(.left)  // lead
        XCTAssertEqual(focused(d), "lead")
        d.key(.space)
        d.type("]")
        XCTAssertEqual(d.state.session?.current, TagPath(.top, 2, 0), "to Digits, past the folded Letters")
        d.key(.left)
        d.key(.left)
        XCTAssertEqual(d.state.session?.current, TagPath(.top, 0, 0), "back past Letters to the first section")
        d.key(.enter)
        XCTAssertEqual(d.board, try board())
        // Enter sends into the other pane's last section even when it is folded.
        d.key(.tab)  // Red
        d.type("]")  // Square
        d.type("z")  // folds Shapes
        d.key(.backTab)
        d.key(.enter)  // sends lead
        XCTAssertEqual(d.board[.bottom].sections[1].tags.map(\.text), ["Square", "Circle", "lead"])
        XCTAssertTrue(d.screen.contains("Shapes · 3 · folded"), d.screen)
    }

    /// A section of one tag is said in the singular when it folds.
    func testFoldingASectionOfOneTagSaysOneTag() throws {
        let board = try Board(top: PaneContent(title: "T", sections: [Section(title: "Solo", tags: [Tag("only")])]),
                              bottom: PaneContent(title: "B", sections: [Section(tags: [Tag("x")])]))
        let d = HeadlessDriver(board: board, width: 40, height: 12)
        d.key(.right)
        d.type("z")
        XCTAssertTrue(d.lines.last!.contains("Folded 'Solo' (1 tag)"), d.screen)
    }
}
