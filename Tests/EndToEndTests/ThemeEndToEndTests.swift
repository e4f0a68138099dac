import Foundation
import XCTest

/// `--theme auto`, in a real terminal (tmux): the background tmux answers to OSC 11 picks the light or the dark
/// theme, `COLORFGBG` does when there is no answer, dark when neither says; the answers never show as typed text.
final class ThemeEndToEndTests: XCTestCase {
    private var session: TmuxSession?
    override func tearDown() { session?.close() }

    /// A pane whose background tmux reports as `background` (nil: tmux knows none and does not answer), running
    /// tagdeck with `arguments` in an environment holding `environment`.
    private func run(_ arguments: [String], background: String?, environment: [String: String] = [:],
                     then pipe: String = "") throws -> TmuxSession {
        let style = background.map { "tmux set-option -p window-style " + TmuxSession.quote("bg=\($0)") + "; " } ?? ""
        let words = TmuxSession.inEnvironment(TmuxSession.environment().merging(environment) { $1 },
                                              try TmuxSession.tagdeckCommand(arguments))
        let s = try TmuxSession(command: style + words + pipe)
        session = s
        return s
    }

    func testTagdeckConfigSaysWhatAutoIsAndWhy() throws {
        let white = try run(["config"], background: "#ffffff", then: " | head -1")
        XCTAssertTrue(white.waitForText("theme \"auto\" is light: the terminal's background is #ffffff"), white.capture())
        white.close()
        let black = try run(["config"], background: "#000000", then: " | head -1")
        XCTAssertTrue(black.waitForText("theme \"auto\" is default (dark): the terminal's background is #000000"),
                      black.capture())
        black.close()
        let rxvt = try run(["config"], background: nil, environment: ["COLORFGBG": "0;15"], then: " | head -1")
        XCTAssertTrue(rxvt.waitForText("theme \"auto\" is light: COLORFGBG=0;15"), rxvt.capture())
        rxvt.close()
        let none = try run(["config"], background: nil, then: " | head -1")
        XCTAssertTrue(none.waitForText("is default (dark): no background found: dark assumed"), none.capture())
    }

    func testTheBoardIsDrawnInTheThemeOfTheBackgroundAndNoAnswerIsTyped() throws {
        // The pane title's colour: 236 in the light theme, 252 in the default one.
        for (background, colour) in [("#ffffff", "38;5;236"), ("#101010", "38;5;252")] {
            let s = try run(["--reduced-motion"], background: background)
            XCTAssertTrue(s.waitForText("Your Paper"), s.capture())
            XCTAssertTrue(s.waitUntil { s.capture(escapes: true).contains(colour) }, s.capture(escapes: true))
            XCTAssertTrue(s.capture().contains("Drag chips with the mouse"), "no answer typed into the board")
            s.sendKeys("/")
            XCTAssertTrue(s.waitUntil { s.capture().contains("/") }, s.capture())
            XCTAssertFalse(s.capture().contains("rgb:"), "no answer in the filter line: \(s.capture())")
            s.sendKeys("Escape")
            XCTAssertTrue(s.waitUntil { !s.capture().contains("/") || s.capture().contains("Drag chips") }, s.capture())
            s.sendKeys("q")
            XCTAssertEqual(s.waitForExit(), 0)
            s.close()
        }
    }
}
