import TagDeckTestSupport
import TagDeckTesting
import XCTest

@testable import TagDeck

/// A status message that matters is not lost to the next key's focus line, and numbers read the same in the
/// status line as in the titles.
final class StatusMessageTests: XCTestCase {
    func testANoticeOutweighsTheFocusLineForAWhile() {
        var message = StatusMessage()
        XCTAssertTrue(message.show("Reloaded: 3 tags from the file", isError: false, notice: true, now: 10))
        XCTAssertFalse(message.show("'a' at Top, 1 of 2", isError: false, hint: true, now: 11))
        XCTAssertTrue(message.show("Lifted 'a'", isError: false, now: 11.5), "an action says so at once")
        message.show("Reloaded: 3 tags from the file", isError: false, notice: true, now: 11.5)
        XCTAssertEqual(message.text, "Reloaded: 3 tags from the file")
        XCTAssertTrue(message.show("Nothing to undo", isError: true, now: 12), "a problem always shows")
        XCTAssertTrue(message.show("'a' at Top, 1 of 2", isError: false, hint: true, now: 12.5), "the notice was replaced")
        message.show("Merged", isError: false, notice: true, now: 20)
        XCTAssertTrue(message.show("Merged again", isError: false, notice: true, now: 21), "a notice replaces a notice")
        XCTAssertTrue(message.show("'a' at Top, 1 of 2", isError: false, hint: true, now: 21 + StatusMessage.noticeSeconds))
        XCTAssertEqual(message.serial, 8, "eight shown, one held back")
    }

    /// A key typed right after a reload keeps the reload's message on the status line; a few seconds later the
    /// focus line takes it again.
    func testAKeyRightAfterANoticeDoesNotWipeIt() {
        let d = HeadlessDriver(board: TestBoards.literal(top: [["a", "b"]], bottom: [["c"]]), width: 40, height: 12)
        d.deck.state.setStatus("Reloaded: the file changed; merged", isError: false, notice: true)
        d.key(.right)
        XCTAssertEqual(d.lines.last.map { String($0.prefix(34)) }, "Reloaded: the file changed; merged")
        d.advance(StatusMessage.noticeSeconds + 0.5)
        d.key(.right)
        XCTAssertTrue(d.state.status.hasPrefix("'b' at Top"), d.state.status)
    }

    /// The status line groups its numbers as the titles do.
    func testPlacesGroupTheirNumbers() {
        let texts = (0..<1_200).map { "t\($0)" }
        let d = HeadlessDriver(board: TestBoards.literal(top: [["a"]], bottom: [texts]), width: 60, height: 16)
        XCTAssertEqual(Places.describe(d.state, TagPath(.bottom, 0, 1_099)), "Bottom, 1,100 of 1,200")
        XCTAssertTrue(d.screen.contains("Bottom · 1,200"), d.screen)
    }
}
