import TagDeck
import XCTest
import TagDeckTesting

/// Whole screens, asserted line by line, for each thing a user sees while dragging with the mouse.
final class ScreenTests: XCTestCase {
    private func driver(_ board: Board = sampleBoard(), width: Int = 44, height: Int = 17) -> HeadlessDriver {
        // Half and half: these screens were drawn before the panes were sized by their content.
        HeadlessDriver(board: board, width: width, height: height, options: DeckOptions.halves)
    }

    func testLiftByHoldingThenTheChipFloatsWithItsGrabOffset() {
        let d = driver()
        d.press(16, 2)
        d.advance(0.19)
        XCTAssertNil(d.controller.session, "not lifted before the press delay")
        d.advance(0.01)
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Lifted 'Tech' from Your Paper › Favourites,…
            """)
        d.move(17, 2)
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [[Tech][Design]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Lifted 'Tech' from Your Paper › Favourites,…
            """)
    }

    func testLiveReorderWithinAPane() {
        let d = driver()
        d.press(16, 2)
        d.move(17, 2)
        d.move(3, 2)
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │[Tech]] {Headlines} [Design]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Dragging 'Tech' to Your Paper › Favourites,…
            """)
        d.move(27, 2)
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Design] [ [Tech]            │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Dragging 'Tech' to Your Paper › Favourites,…
            """)
        d.release(27, 2)
        d.settle()
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Design] [Tech]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Moved 'Tech' to Your Paper › Favourites, 3 …
            """)
    }

    func testCrossPaneDragMovesThePlaceholderLiveAndFliesIn() {
        let d = driver()
        d.press(4, 12)
        d.move(5, 12)
        d.move(20, 2)
        assertScreen(d, """
            ┌─ Your Paper · 4 ─────────────────────────┐
            │ Favourites · 4 ───────────────────────── │
            │ {Headlines} [Tec[Film]  ] [Design]       │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 6 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 2 ──────────────────────────── │
            │ [Books] [Art]                            │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Dragging 'Film' to Your Paper › Favourites,…
            """)
        d.move(5, 10)
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 5 ─────────────────────────────── │
            │ [[Film] [    ] [Business] [Science]      │
            │ [Health]                                 │
            │ Culture · 2 ──────────────────────────── │
            │ [Books] [Art]                            │
            │                                          │
            └──────────────────────────────────────────┘
            Dragging 'Film' to Browse › News, 2 of 5
            """)
        d.move(20, 2)
        d.release(20, 2)
        d.advance(0.125)
        assertScreen(d, """
            ┌─ Your Paper · 4 ─────────────────────────┐
            │ Favourites · 4 ───────────────────────── │
            │ {Headlines} [Tech] [Film] [Design]       │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 6 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 2 ──────────────────────────── │
            │ [Books] [Art]                            │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Moved 'Film' to Your Paper › Favourites, 3 …
            """)
        d.settle()
        assertScreen(d, """
            ┌─ Your Paper · 4 ─────────────────────────┐
            │ Favourites · 4 ───────────────────────── │
            │ {Headlines} [Tech] [Film] [Design]       │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 6 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 2 ──────────────────────────── │
            │ [Books] [Art]                            │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Moved 'Film' to Your Paper › Favourites, 3 …
            """)
    }

    func testDropIntoAnEmptySection() {
        let d = driver()
        d.press(4, 12)
        d.move(5, 12)
        d.move(30, 4)
        assertScreen(d, """
            ┌─ Your Paper · 4 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 1 ───────────────────────────── │
            │ [    ]                    [Film]         │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 6 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 2 ──────────────────────────── │
            │ [Books] [Art]                            │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Dragging 'Film' to Your Paper › Nearby, 1 o…
            """)
        d.release(30, 4)
        d.settle()
        assertScreen(d, """
            ┌─ Your Paper · 4 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 1 ───────────────────────────── │
            │ [Film]                                   │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 6 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 2 ──────────────────────────── │
            │ [Books] [Art]                            │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Moved 'Film' to Your Paper › Nearby, 1 of 1
            """)
    }

    func testCancelFliesBackToTheExactSlot() {
        let d = driver()
        let before = d.board
        d.press(4, 12)
        d.move(5, 12)
        d.move(20, 2)
        d.release(20, 16)
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [    ] [Books] [Art]                     │
            │                                          │
            │                                          │
            └─────────────────[Film]───────────────────┘
            Cancelled: 'Film' back to Browse › Culture,…
            """)
        d.advance(0.125)
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [    ] [Books] [Art]                     │
            │   [Film]                                 │
            │                                          │
            └──────────────────────────────────────────┘
            Cancelled: 'Film' back to Browse › Culture,…
            """)
        d.settle()
        assertScreen(d, """
            ┌─ Your Paper · 3 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 7 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Cancelled: 'Film' back to Browse › Culture,…
            """)
        XCTAssertEqual(d.board, before)
    }

    func testAutoScrollWhileDraggingAtAPaneEdge() throws {
        let board = try Board(
            top: PaneContent(title: "Chosen", sections: [Section(tags: [Tag("Alpha")])]),
            bottom: PaneContent(title: "Available", sections: [Section(title: "Numbers", tags: (1...40).map { Tag("n\($0)") })]))
        let d = driver(board, width: 30, height: 12)
        d.press(4, 1)
        d.move(5, 1)
        d.move(5, 9)
        assertScreen(d, """
            ┌─ Chosen · 0 ───────────────┐
            │ (empty: drop tags here)    │
            │                            │
            │                            │
            └────────────────────────────┘
            ┌─ Available · 41 ───────────┐
            │ Numbers · 41 ───────────── │
            │ [n1] [n2] [n3] [n4] [n5]   │
            │ [n6] [n7] [n8] [n9] [n10]  │
            │ [[Alpha]    ] [n12] [n13]  ▼
            └────────────────────────────┘
            Dragging 'Alpha' to Available…
            """)
        d.advance(0.5)
        assertScreen(d, """
            ┌─ Chosen · 0 ───────────────┐
            │ (empty: drop tags here)    │
            │                            │
            │                            │
            └────────────────────────────┘
            ┌─ Available · 41 ───────────┐
            │ [n15] [n16] [n17] [n18]    ▲
            │ [n19] [n20] [n21] [n22]    │
            │ [n23] [n24] [n25] [n26]    │
            │ [[Alpha][n27] [n28] [n29]  ▼
            └────────────────────────────┘
            Dragging 'Alpha' to Available…
            """)
        d.move(5, 10)
        d.advance(0.5)
        assertScreen(d, """
            ┌─ Chosen · 0 ───────────────┐
            │ (empty: drop tags here)    │
            │                            │
            │                            │
            └────────────────────────────┘
            ┌─ Available · 41 ───────────┐
            │ [n27] [n28] [n29] [n30]    ▲
            │ [n31] [n32] [n33] [n34]    │
            │ [n35] [n36] [n37] [n38]    │
            │ [     ] [n39] [n40]        │
            └──[Alpha]───────────────────┘
            Dragging 'Alpha' to Available…
            """)
        d.release(5, 8)
        d.settle()
        assertScreen(d, """
            ┌─ Chosen · 0 ───────────────┐
            │ (empty: drop tags here)    │
            │                            │
            │                            │
            └────────────────────────────┘
            ┌─ Available · 41 ───────────┐
            │ [n27] [n28] [n29] [n30]    ▲
            │ [n31] [n32] [n33] [n34]    │
            │ [n35] [Alpha] [n36] [n37]  │
            │ [n38] [n39] [n40]          │
            └────────────────────────────┘
            Moved 'Alpha' to Available › …
            """)
    }
}
