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
        assertScreen(d, named: "CJKAndEmojiTagsAndTruncation")
        d.press(9, 2)
        d.move(10, 2)
        d.move(4, 2)
        assertScreen(d, named: "CJKAndEmojiTagsAndTruncation-2")
        d.release(4, 2)
        d.settle()
        assertScreen(d, named: "CJKAndEmojiTagsAndTruncation-3")
    }

    func testKeyboardDrag() {
        let d = driver()
        d.key(.down)
        d.key(.right)
        assertScreen(d, named: "KeyboardDrag")
        d.key(.space)
        d.key(.right)
        assertScreen(d, named: "KeyboardDrag-2")
        d.key(.tab)
        assertScreen(d, named: "KeyboardDrag-3")
        d.key(.left)
        assertScreen(d, named: "KeyboardDrag-4")
        d.key(.space)
        d.settle()
        assertScreen(d, named: "KeyboardDrag-5")
    }

    func testEnterSendsAndSendsBackToTheOriginalSlot() {
        let d = driver()
        d.key(.tab)
        d.key(.right)
        d.key(.right)
        assertScreen(d, named: "EnterSendsAndSendsBackToTheOriginalSlot")
        d.key(.enter)
        assertScreen(d, named: "EnterSendsAndSendsBackToTheOriginalSlot-2")
        d.settle()
        assertScreen(d, named: "EnterSendsAndSendsBackToTheOriginalSlot-3")
        d.key(.tab)
        d.key(.end)
        d.key(.enter)
        d.settle()
        assertScreen(d, named: "EnterSendsAndSendsBackToTheOriginalSlot-4")
    }
}
