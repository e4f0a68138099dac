import Foundation
import TagDeck
import XCTest

/// `--theme auto`, in a real terminal (tmux): the background tmux answers to OSC 11 picks the light or the dark
/// theme, `COLORFGBG` does when there is no answer, the neutral theme when neither says (legible on white and on
/// black, measured from outside); the answers never show as typed text.
final class ThemeEndToEndTests: XCTestCase {
    private var session: TmuxSession?
    override func tearDown() { session?.close() }

    /// A pane whose background tmux reports as `background` (nil: tmux knows none and does not answer), running
    /// tagdeck with `arguments` in an environment holding `environment`.
    private func run(_ arguments: [String], background: String?, environment: [String: String] = [:],
                     then pipe: String = "") throws -> TmuxSession {
        let style = background.map { "tmux set-option -p window-style " + TmuxSession.quote("bg=\($0)") + "; " } ?? ""
        let words = TmuxSession.inEnvironment(TmuxSession.environment(["COLORFGBG": nil]).merging(environment) { $1 },
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
        XCTAssertTrue(none.waitForText("is neutral (legible on light and dark): no background found"), none.capture())
    }

    /// The terminals a screen is measured on: black text on white, and xterm's light grey on black.
    private let terminals = [(name: "white", text: RGB(0, 0, 0), background: RGB(255, 255, 255)),
                             (name: "black", text: RGB.xterm(7), background: RGB(0, 0, 0))]

    /// The text cells of the pane under 4.5:1 on each of ``terminals``, in words (empty: none).
    private func illegible(_ s: TmuxSession) -> [String] {
        let captured = s.capture(escapes: true)
        return terminals.flatMap { terminal in
            let cells = ScreenContrast(captured: captured, text: terminal.text, background: terminal.background).below(4.5)
            return cells.isEmpty ? [] : ["on \(terminal.name), \(cells.count) cells, first "
                + cells.prefix(5).map { "'\($0.character)' row \($0.row) \(($0.ratio * 100).rounded() / 100):1" }.joined(separator: ", ")]
        }
    }

    /// A terminal that answers no query and sets no `COLORFGBG` (tmux knows no background here): the board, the
    /// focus, the help and the filter line are all at least 4.5:1 on a white terminal and on a black one. The dark
    /// theme, the fallback before, is not: the measure sees it.
    func testWithNoBackgroundFoundEveryTextIsLegibleOnWhiteAndOnBlack() throws {
        let dark = try run(["--reduced-motion", "--theme", "default"], background: nil)
        XCTAssertTrue(dark.waitForText("Drag chips with the mouse"), dark.capture())
        XCTAssertTrue(dark.waitUntil { !self.illegible(dark).isEmpty }, "the dark theme is not legible on white")
        dark.close()

        let s = try run(["--reduced-motion"], background: nil)
        XCTAssertTrue(s.waitForText("Drag chips with the mouse"), s.capture())
        XCTAssertTrue(s.waitUntil { s.capture(escapes: true).contains("38;5;131") }, "the neutral theme's section titles")
        XCTAssertEqual(illegible(s), [], "the board")
        s.sendKeys("Right", "Down")
        XCTAssertTrue(s.waitUntil { s.capture(escapes: true).contains("\u{1B}[7m") || s.capture(escapes: true).contains(";7m") },
                      "a focused chip (reverse video): \(s.capture(escapes: true))")
        XCTAssertEqual(illegible(s), [], "the focus")
        s.sendKeys("?")
        XCTAssertTrue(s.waitForText("tagdeck help"), s.capture())
        XCTAssertEqual(illegible(s), [], "the help")
        s.sendKeys("Escape")
        XCTAssertTrue(s.waitUntil { !s.capture().contains("tagdeck help") }, s.capture())
        s.sendKeys("/")
        s.sendLiteral("fo")
        XCTAssertTrue(s.waitForText("/fo"), s.capture())
        XCTAssertEqual(illegible(s), [], "the filter and its matches")
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
