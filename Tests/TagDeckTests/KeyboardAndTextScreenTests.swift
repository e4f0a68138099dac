import TagDeck
import XCTest
import TagDeckTesting

/// Whole screens for the keyboard drag, Enter send and return, and wide and long texts.
final class KeyboardAndTextScreenTests: XCTestCase {
    private func driver(_ board: Board = sampleBoard(), width: Int = 44, height: Int = 17) -> HeadlessDriver {
        // Half and half: these screens were drawn before the panes were sized by their content.
        HeadlessDriver(board: board, width: width, height: height, options: DeckOptions.halves)
    }

    func testCJKAndEmojiTagsAndTruncation() throws {
        let board = try Board(
            top: PaneContent(title: "我的", sections: [Section(title: "科技", tags: [Tag("科技"), Tag("🎵 Music"), Tag("体育")])]),
            bottom: PaneContent(title: "Browse", sections: [Section(tags: [Tag("ゲーム"), Tag("e\u{301}clair"), Tag("A tag far too long to fit in this narrow pane")])]))
        let d = driver(board, width: 28, height: 10)
        assertScreen(d, """
            ┌─ 我的 · 3 ───────────────┐
            │ 科技 · 3 ─────────────── │
            │ [科技] [🎵 Music] [体育] │
            └──────────────────────────┘
            ┌─ Browse · 3 ─────────────┐
            │ [ゲーム] [éclair]        │
            │ [A tag far too long to…] │
            │                          │
            └──────────────────────────┘
            Drag chips with the mouse, …
            """)
        d.press(9, 2)
        d.move(10, 2)
        d.move(4, 2)
        assertScreen(d, """
            ┌─ 我的 · 3 ───────────────┐
            │ 科技 · 3 ─────────────── │
            │ [ [🎵 Music]科技] [体育] │
            └──────────────────────────┘
            ┌─ Browse · 3 ─────────────┐
            │ [ゲーム] [éclair]        │
            │ [A tag far too long to…] │
            │                          │
            └──────────────────────────┘
            Dragging '🎵 Music' to 我的…
            """)
        d.release(4, 2)
        d.settle()
        assertScreen(d, """
            ┌─ 我的 · 3 ───────────────┐
            │ 科技 · 3 ─────────────── │
            │ [🎵 Music] [科技] [体育] │
            └──────────────────────────┘
            ┌─ Browse · 3 ─────────────┐
            │ [ゲーム] [éclair]        │
            │ [A tag far too long to…] │
            │                          │
            └──────────────────────────┘
            Moved '🎵 Music' to 我的 › …
            """)
    }

    func testKeyboardDrag() {
        let d = driver()
        d.key(.down)
        d.key(.right)
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
            'Tech' at Your Paper › Favourites, 2 of 3
            """)
        d.key(.space)
        d.key(.right)
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
            Dragging 'Tech' to Your Paper › Favourites,…
            """)
        d.key(.tab)
        assertScreen(d, """
            ┌─ Your Paper · 2 ─────────────────────────┐
            │ Favourites · 2 ───────────────────────── │
            │ {Headlines} [Design]                     │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 8 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 4 ──────────────────────────── │
            │ [Film] [Books] [Art] [Tech]              │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Dragging 'Tech' to Browse › Culture, 4 of 4
            """)
        d.key(.left)
        assertScreen(d, """
            ┌─ Your Paper · 2 ─────────────────────────┐
            │ Favourites · 2 ───────────────────────── │
            │ {Headlines} [Design]                     │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 8 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 4 ──────────────────────────── │
            │ [Film] [Books] [Tech] [Art]              │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Dragging 'Tech' to Browse › Culture, 3 of 4
            """)
        d.key(.space)
        d.settle()
        assertScreen(d, """
            ┌─ Your Paper · 2 ─────────────────────────┐
            │ Favourites · 2 ───────────────────────── │
            │ {Headlines} [Design]                     │
            │ Nearby · 0 ───────────────────────────── │
            │ (empty: drop tags here)                  │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 8 ─────────────────────────────┐
            │ News · 4 ─────────────────────────────── │
            │ [World] [Business] [Science] [Health]    │
            │ Culture · 4 ──────────────────────────── │
            │ [Film] [Books] [Tech] [Art]              │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Moved 'Tech' to Browse › Culture, 3 of 4
            """)
    }

    func testEnterSendsAndSendsBackToTheOriginalSlot() {
        let d = driver()
        d.key(.tab)
        d.key(.right)
        d.key(.right)
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
            'Science' at Browse › News, 3 of 4
            """)
        d.key(.enter)
        assertScreen(d, """
            ┌─ Your Paper · 4 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 1 ───────────────────────────── │
            │ [       ]                                │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 6 ─────────────────────────────┐
            │ News · 3 ─────────────────────────────── │
            │ [World] [Business] [Science]             │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Sent 'Science' to Your Paper › Nearby, 1 of…
            """)
        d.settle()
        assertScreen(d, """
            ┌─ Your Paper · 4 ─────────────────────────┐
            │ Favourites · 3 ───────────────────────── │
            │ {Headlines} [Tech] [Design]              │
            │ Nearby · 1 ───────────────────────────── │
            │ [Science]                                │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            ┌─ Browse · 6 ─────────────────────────────┐
            │ News · 3 ─────────────────────────────── │
            │ [World] [Business] [Health]              │
            │ Culture · 3 ──────────────────────────── │
            │ [Film] [Books] [Art]                     │
            │                                          │
            │                                          │
            └──────────────────────────────────────────┘
            Sent 'Science' to Your Paper › Nearby, 1 of…
            """)
        d.key(.tab)
        d.key(.end)
        d.key(.enter)
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
            Sent 'Science' to Browse › News, 3 of 4
            """)
    }
}
