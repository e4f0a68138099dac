import CustomDump
@testable import TagDeck
import TagDeckTesting
import XCTest

/// The preview (`--preview`), checked on the whole state: the focus asks the host for the focused tag's command
/// (the request out, and what it was worked out from); the host's answers fill the area (an older request's are
/// dropped); `J`, `K`, Ctrl-D, Ctrl-U and the wheel scroll it; `v` hides it (the panes take its room) and shows it
/// again. The host's side is the driver's: it records the requests, and the test answers for the command.
final class WholeStatePreviewTests: XCTestCase {
    /// The preview's area on the 60 x 20 screen: the right half of the rows above the status line.
    private let area = Rect(x: 30, y: 0, width: 30, height: 19)

    /// The standard board with `echo {}` previewed on the right half of the screen; nothing focused yet.
    private func deck() -> HeadlessDriver {
        var options = DeckOptions()
        options.preview = PreviewOptions(command: "echo {}", window: PreviewWindow("right:50%")!)
        return WholeState.deck(options: options)
    }

    /// The request for `echo` of `text` in the area (its inside: 26 columns, 17 rows).
    private func request(_ serial: Int, _ text: String) -> PreviewRequest {
        PreviewRequest(serial: serial, command: Array("echo '\(text)'".utf8), columns: 26, rows: 17)
    }

    /// What the command was worked out from, with the focus on `focus`.
    private func inputs(_ state: DeckState, focus: TagPath?, frame: Rect?) -> PreviewState.Inputs {
        PreviewState.Inputs(boardSerial: state.boardSerial, focus: focus, query: nil, frame: frame, shown: frame != nil)
    }

    /// A deck focused on 'a' whose command answered `lines`, and ended with `status`.
    private func answered(_ lines: [String], status: Int32? = 0) -> HeadlessDriver {
        let d = deck()
        d.key(.right)
        d.send(DeckEvent.previewOutput(PreviewOutput(serial: 1, lines: lines, status: status)))
        XCTAssertEqual(d.state.preview.lines, lines)
        return d
    }

    private func checkEvent(_ d: HeadlessDriver, _ event: DeckEvent, filePath: StaticString = #filePath,
                            line: UInt = #line, _ change: (inout DeckState) -> Void) {
        var want = d.state
        change(&want)
        d.send(event)
        expectNoDifference(d.state, want, filePath: filePath, line: line)
    }

    func testTheFirstFocusAsksTheHostForTheFocusedTagsPreview() {
        let d = deck()
        let a = TagPath(.top, 0, 0)
        d.check(.right) {
            $0.focus = .chip(a)
            $0.hint("'a' at Top, 1 of 2")
            $0.preview.serial = 1
            $0.preview.asked = self.request(1, "a")
            $0.preview.followed = self.inputs($0, focus: a, frame: self.area)
        }
        XCTAssertEqual(d.performed.filter { if case .preview = $0 { true } else { false } }, [.preview(request(1, "a"))])
    }

    func testTheAnswerOfTheRequestOutFillsTheAreaAndALaterOneAddsToIt() {
        let d = deck()
        d.key(.right)
        checkEvent(d, .previewOutput(PreviewOutput(serial: 1, lines: ["one", "two"]))) {
            $0.preview.shownSerial = 1
            $0.preview.lines = ["one", "two"]
        }
        checkEvent(d, .previewOutput(PreviewOutput(serial: 1, lines: ["three"], status: 0))) {
            $0.preview.lines.append("three")
            $0.preview.status = 0
        }
    }

    func testAnAnswerOfAnOlderRequestIsDropped() {
        let d = deck()
        d.key(.right)
        d.key(.right)
        XCTAssertEqual(d.state.preview.asked, request(2, "b"), "the focus moved on: a new request is out")
        checkEvent(d, .previewOutput(PreviewOutput(serial: 1, lines: ["stale"], status: 0))) { _ in }
    }

    func testJAndKScrollThePreviewALineAndACountScrollsMore() {
        let d = answered((1...30).map { "line \($0)" })
        d.check(.character("J")) { $0.preview.scroll = 1 }
        d.key(.character("3"))
        d.check(.character("J")) {
            $0.preview.scroll = 4
            $0.count.pending = nil
        }
        d.check(.character("K")) { $0.preview.scroll = 3 }
    }

    func testCtrlDAndCtrlUScrollThePreviewAPageAndNoFurtherThanItsEnds() {
        let d = answered((1...30).map { "line \($0)" })
        // 30 lines in 17 rows: the last line is at the bottom from line 14 on.
        d.check(.control("d")) { $0.preview.scroll = 13 }
        d.checkUnchanged(.control("d"))
        d.check(.control("u")) { $0.preview.scroll = 0 }
    }

    func testTheWheelOverThePreviewScrollsItAndNotThePanes() {
        let d = answered((1...30).map { "line \($0)" })
        d.check(.wheel(Point(x: 40, y: 5), delta: 1)) { $0.preview.scroll = 2 }
    }

    func testVHidesThePreviewStopsItsCommandAndGivesThePanesItsRoom() {
        let d = answered(["one"])
        d.check(.character("v")) {
            $0.preview.toggled = true
            $0.say("Preview hidden")
            $0.preview.frame = nil
            $0.setFrames(top: Rect(x: 0, y: 0, width: 60, height: 3), bottom: Rect(x: 0, y: 3, width: 60, height: 16))
            // Nothing is shown, and nothing is asked any more.
            $0.preview.asked = nil
            $0.preview.shownSerial = nil
            $0.preview.lines = []
            $0.preview.status = nil
            $0.preview.followed = self.inputs($0, focus: TagPath(.top, 0, 0), frame: nil)
        }
        XCTAssertTrue(d.performed.contains(.preview(nil)), "the host stops the command")
    }

    func testVTwiceGivesTheStateBackButForANewRequestOut() {
        let d = answered(["one"])
        let before = d.state
        d.key(.character("v"))
        d.key(.character("v"))
        var want = before
        want.say("Preview hidden")
        want.say("Preview shown")
        // The command is asked again; until it answers, the area shows nothing.
        want.preview.serial = 2
        want.preview.asked = request(2, "a")
        want.preview.shownSerial = nil
        want.preview.lines = []
        want.preview.status = nil
        expectNoDifference(d.state, want)
    }

    func testVWithoutAPreviewOnlyComplains() {
        let d = WholeState.deck()
        d.key(.right)
        d.check(.character("v")) { $0.complain("No preview: start with --preview COMMAND") }
    }
}
