import Foundation
import XCTest

/// The real tagdeck saving a big board in the background: `q` right after a change waits for the save and
/// exits with the change on disk; SIGKILL in the middle of a background save leaves the old file or the new
/// one, never a part of either.
final class BackgroundSaveEndToEndTests: XCTestCase {
    private var runs: [DeckRun] = []

    override func tearDown() {
        for r in runs { r.close() }
        runs = []
    }

    /// A board big enough that writing it takes a while: `Chosen` holds `picked`; `Available` holds `tags`
    /// tags `tag-0` ... in one section.
    static func bigBoard(tags: Int) -> String {
        var text = "# Chosen\n\n- picked\n\n# Available\n\n## All\n"
        text.reserveCapacity(tags * 12)
        for i in 0..<tags { text += "- tag-\(i)\n" }
        return text
    }

    private func start(tags: Int) throws -> DeckRun {
        let r = try DeckRun(board: Self.bigBoard(tags: tags), arguments: ["--reduced-motion", "--split", "50"])
        runs.append(r)
        return r
    }

    /// The text of a board whose `Chosen` pane holds `picked` and then `tag-0`.
    private func holdsTheSend(_ text: String?) -> Bool {
        text?.hasPrefix("# Chosen\n- picked\n- tag-0\n\n# Available\n") == true
    }

    func testQuitRightAfterAChangeWaitsForItsSave() throws {
        let r = try start(tags: 200_000)
        r.keys("Tab")
        r.expectStatus("'tag-0'")
        r.keys("Enter", "q")
        XCTAssertEqual(r.session.waitForExit(timeout: 30), 0, "q waits for the save, then quits:\n\(r.screen)")
        XCTAssertTrue(holdsTheSend(r.savedBoard), "the change is on disk")
        XCTAssertEqual(r.savedBoard.map { $0.components(separatedBy: "\n- tag-").count - 1 }, 200_000, "no tag lost or doubled")
    }

    func testSIGKILLDuringABackgroundSaveLeavesTheOldFileOrTheNew() throws {
        let r = try start(tags: 200_000)
        let path = try XCTUnwrap(r.boardPath)
        let directory = (path as NSString).deletingLastPathComponent
        let original = try XCTUnwrap(r.savedBoard)
        var pid: pid_t?
        XCTAssertTrue(r.session.waitUntil { pid = r.session.programPID; return pid != nil })
        r.keys("Tab")
        r.expectStatus("'tag-0'")
        r.keys("Enter")
        // The key is answered at once, while the board is written in the background (about half a second for
        // this board in a debug build): kill it at a random moment of that.
        r.expectStatus("Sent 'tag-0'")
        usleep(UInt32.random(in: 0...500_000))
        let writing = (try? FileManager.default.contentsOfDirectory(atPath: directory))?
            .contains { $0.hasSuffix(".tmp") } ?? false
        kill(try XCTUnwrap(pid), SIGKILL)
        XCTAssertEqual(r.session.waitForExit(), 128 + SIGKILL)
        let left = try XCTUnwrap(r.savedBoard)
        XCTAssertTrue(left == original || holdsTheSend(left),
                      "the old file or the new one (temporary file there: \(writing)); got \(left.prefix(80))…")
        XCTAssertEqual(left.components(separatedBy: "\n- tag-").count - 1, 200_000, "whole, whichever it is")
    }
}
