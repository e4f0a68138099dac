@testable import TagDeck
import TagDeckTesting
import XCTest

/// The preview (`--preview`): fzf's placeholders replaced as fzf replaces them, the window's spec and its share of
/// the screen, and the deck asking its host for a command as the focus moves, stopping it when hidden, taking only
/// the answers of the request out, and scrolling.
final class PreviewTests: XCTestCase {
    private func expand(_ template: String, focused: String? = "b 2 x", chosen: [String] = [], query: String = "",
                        display: LineDisplay? = nil) -> String? {
        PreviewCommand(template).expanded(focused: focused, chosen: chosen, query: query, display: display)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    func testPlaceholdersAreReplacedAsFzfReplacesThem() {
        XCTAssertEqual(expand("echo {}"), "echo 'b 2 x'")
        XCTAssertEqual(expand("echo {1} {-1} {2..}"), "echo 'b' 'x' '2 x'")
        XCTAssertEqual(expand("echo {1,3}"), "echo 'b x'")
        XCTAssertEqual(expand("cat {r1}.txt"), "cat b.txt")
        XCTAssertEqual(expand("echo {q}", query: "it's"), "echo 'it'\\''s'")
        XCTAssertEqual(expand("echo {+}", chosen: ["one", "two 2"]), "echo 'one' 'two 2'")
        XCTAssertEqual(expand("echo {+}"), "echo 'b 2 x'", "nothing chosen: the focused line")
        XCTAssertEqual(expand("echo {+1}", chosen: ["one 1", "two 2"]), "echo 'one' 'two'")
        XCTAssertEqual(expand("echo \\{} {}"), "echo {} 'b 2 x'", "a backslash writes a placeholder as it is")
        XCTAssertEqual(expand("awk '{print}' {x}"), "awk '{print}' {x}", "not a placeholder: text")
        XCTAssertEqual(expand("echo {}", focused: "it's"), "echo 'it'\\''s'")
        XCTAssertNil(expand("echo {}", focused: nil), "nothing focused: nothing to run")
        XCTAssertEqual(expand("date", focused: nil), "date", "a command that names no line runs without one")
    }

    func testFieldsAreCutByTheDelimiterTrimmedAndTheLastDelimiterTakenOff() {
        let colon = LineDisplay(delimiter: FieldDelimiter(":"))
        XCTAssertEqual(expand("{1} {2..}", focused: "a: 1:x:", display: colon), "'a' '1:x'")
        XCTAssertEqual(expand("{s2}", focused: "a: 1 :x", display: colon), "' 1 '", "s keeps the white space")
        XCTAssertEqual(expand("{-1}", focused: "  lead  trail  "), "'trail'")
        XCTAssertEqual(expand("{3}", focused: "one two"), "''", "a field that is not there is empty")
    }

    func testWithAnsiTheEscapeSequencesAreTakenOutAndBytesKept() {
        let ansi = LineDisplay(readsColors: true)
        XCTAssertEqual(expand("{}", focused: "\u{1B}[31mred\u{1B}[0m file", display: ansi), "'red file'")
        XCTAssertEqual(expand("{}", focused: "\u{1B}[31mred\u{1B}[0m"), "'\u{1B}[31mred\u{1B}[0m'", "without --ansi: as it is")
        let notUTF8 = LineText.text(of: [0x66, 0xFF, 0x67])
        XCTAssertEqual(PreviewCommand("cat {}").expanded(focused: notUTF8, chosen: [], query: "", display: nil),
                       Array("cat 'f".utf8) + [0xFF] + Array("g'".utf8), "the line's own bytes")
    }

    func testTheWindowSpecAndItsShareOfTheScreen() {
        XCTAssertEqual(PreviewWindow("right:50%"), PreviewWindow())
        let down = PreviewWindow("down:40%")!
        XCTAssertEqual(down.side, .down)
        XCTAssertEqual(down.size, 40)
        XCTAssertTrue(PreviewWindow("hidden")!.startsHidden)
        XCTAssertTrue(PreviewWindow("down,12,hidden")!.startsHidden)
        for bad in ["left:x", "up", "0%", "101%", "right:-3"] { XCTAssertNil(PreviewWindow(bad), bad) }
        let right = PreviewWindow().split(width: 100, rows: 20, top: 1)
        XCTAssertEqual(right.width, 50)
        XCTAssertEqual(right.preview, Rect(x: 50, y: 1, width: 50, height: 20))
        let under = down.split(width: 80, rows: 20, top: 0)
        XCTAssertEqual(under.rows, 12)
        XCTAssertEqual(under.preview, Rect(x: 0, y: 12, width: 80, height: 8))
        XCTAssertNil(PreviewWindow("right:2")!.split(width: 80, rows: 20, top: 0).preview, "no room for one")
        XCTAssertEqual(PreviewWindow("right:95%")!.split(width: 40, rows: 20, top: 0).width, 10, "the panes keep 10")
    }

    private func driver(_ command: String = "echo {}", window: String = "right:50%") -> HeadlessDriver {
        var options = DeckOptions()
        options.mode = .picker
        options.reducedMotion = true
        options.preview = PreviewOptions(command: command, window: PreviewWindow(window)!)
        let board = try! Board(top: PaneContent(title: "Chosen", sections: [Section(title: "", tags: [])]),
                               bottom: PaneContent(title: "Available", sections: [
                                   Section(title: "", tags: ["alpha", "beta", "gamma"].map { Tag($0) })]))
        let driver = HeadlessDriver(board: board, width: 80, height: 20, options: options)
        driver.send(DeckEvent.tick)
        return driver
    }

    /// The preview requests the driver was asked for, in order (nil: stop).
    private func requests(_ driver: HeadlessDriver) -> [PreviewRequest?] {
        driver.performed.compactMap { if case .preview(let r) = $0 { .some(r) } else { nil } }
    }

    private func command(_ request: PreviewRequest??) -> String? {
        (request ?? nil).map { String(decoding: $0.command, as: UTF8.self) }
    }

    func testTheDeckAsksForTheFocusedLineAndAgainWhenTheFocusMoves() {
        let d = driver()
        XCTAssertEqual(requests(d).map(command), ["echo 'alpha'"])
        XCTAssertEqual(requests(d).first??.columns, 36)
        XCTAssertEqual(requests(d).first??.rows, 17)
        d.key(.right)
        XCTAssertEqual(requests(d).map(command), ["echo 'alpha'", "echo 'beta'"])
        d.key(.character("?"))  // the help: nothing changes for the preview
        d.key(.escape)
        XCTAssertEqual(requests(d).count, 2, "the same line: asked once")
        d.resize(100, 20)
        XCTAssertEqual(requests(d).count, 3, "a new size: asked again")
        XCTAssertEqual(requests(d).last??.columns, 46)
    }

    func testHidingStopsTheCommandAndShowingAsksAgain() {
        let d = driver()
        d.key(.character("v"))
        XCTAssertEqual(requests(d).count, 2)
        XCTAssertNil(requests(d)[1], "hidden: stop")
        XCTAssertNil(d.state.preview.frame)
        XCTAssertEqual(d.state.top.frame.width, 80, "the panes take the whole width again")
        d.key(.character("v"))
        XCTAssertEqual(requests(d).map(command).last, "echo 'alpha'")
        XCTAssertEqual(d.state.top.frame.width, 40)
    }

    func testAHiddenWindowStartsWithNothingAsked() {
        let d = driver(window: "hidden")
        XCTAssertTrue(requests(d).isEmpty)
        XCTAssertFalse(d.screen.contains("Preview"))
        d.key(.character("v"))
        XCTAssertEqual(requests(d).map(command), ["echo 'alpha'"])
    }

    func testOnlyTheAnswersOfTheRequestOutAreShownAndTheOldOutputStaysUntilOneComes() throws {
        let d = driver()
        let first = try XCTUnwrap(requests(d).first ?? nil)
        d.send(DeckEvent.previewOutput(PreviewOutput(serial: first.serial, lines: ["P:alpha"])))
        XCTAssertTrue(d.screen.contains("│ P:alpha"), d.screen)
        XCTAssertFalse(d.screen.contains("Preview …"), "written: current")
        d.key(.right)
        XCTAssertTrue(d.screen.contains("P:alpha"), "kept until the new command writes")
        XCTAssertTrue(d.screen.contains("Preview …"), d.screen)
        d.send(DeckEvent.previewOutput(PreviewOutput(serial: first.serial, lines: ["late"], status: 0)))
        XCTAssertFalse(d.screen.contains("late"), "an answer to the request before is dropped")
        let second = try XCTUnwrap(requests(d).last ?? nil)
        d.send(DeckEvent.previewOutput(PreviewOutput(serial: second.serial, lines: ["oops"], status: 2)))
        XCTAssertFalse(d.screen.contains("P:alpha"))
        XCTAssertTrue(d.screen.contains("│ oops"))
        XCTAssertTrue(d.screen.contains("[exit status 2]"), d.screen)
    }

    func testColoursAreShownAndOtherEscapesDropped() throws {
        let d = driver()
        let request = try XCTUnwrap(requests(d).first ?? nil)
        d.send(DeckEvent.previewOutput(PreviewOutput(serial: request.serial,
                                                     lines: ["\u{1B}[31mred\u{1B}[0m \u{1B}]0;title\u{07}\u{1B}[2Jok"])))
        let grid = d.deck.render()
        let row = try XCTUnwrap(d.lines.firstIndex { $0.contains("red ok") }, d.screen)
        let x = try XCTUnwrap(d.lines[row].range(of: "red")).lowerBound.utf16Offset(in: d.lines[row])
        XCTAssertEqual(grid[x, row].ink?.foreground, 1, "the red of the SGR")
        XCTAssertFalse(d.screen.contains("\u{1B}"))
    }

    func testKeysAndTheWheelScrollTheOutputNoFurtherThanItsEnd() throws {
        let d = driver()
        let request = try XCTUnwrap(requests(d).first ?? nil)
        d.send(DeckEvent.previewOutput(PreviewOutput(serial: request.serial, lines: (1...40).map { "line \($0)" },
                                                     status: 0)))
        XCTAssertTrue(d.screen.contains("1-17/40"), d.screen)
        d.key(.character("J"))
        XCTAssertEqual(d.state.preview.scroll, 1)
        d.type("3J")
        XCTAssertEqual(d.state.preview.scroll, 4)
        d.key(.character("K"))
        XCTAssertEqual(d.state.preview.scroll, 3)
        d.key(.control("d"))
        XCTAssertEqual(d.state.preview.scroll, 20)
        d.key(.control("d"))
        XCTAssertEqual(d.state.preview.scroll, 23, "no further than the last line at the bottom")
        XCTAssertTrue(d.screen.contains("│ line 40"))
        d.key(.control("u"))
        XCTAssertEqual(d.state.preview.scroll, 6)
        d.wheel(60, 5, delta: -1)
        XCTAssertEqual(d.state.preview.scroll, 4, "the wheel over the area")
        d.wheel(10, 5, delta: 1)
        XCTAssertEqual(d.state.preview.scroll, 4, "the wheel over a pane scrolls the pane")
    }

    func testWithNothingInFocusTheCommandIsStoppedAndNothingShown() throws {
        let d = driver()
        let request = try XCTUnwrap(requests(d).first ?? nil)
        d.send(DeckEvent.previewOutput(PreviewOutput(serial: request.serial, lines: ["P:alpha"], status: 0)))
        XCTAssertTrue(d.screen.contains("│ P:alpha"))
        d.type("/zzz")  // the filter hides every line: the focus has nothing to rest on
        XCTAssertNil(d.state.focusedChip)
        XCTAssertNil(requests(d).last ?? nil, "stopped")
        XCTAssertFalse(d.screen.contains("P:alpha"), d.screen)
        XCTAssertFalse(d.screen.contains("Preview …"), "nothing runs: \(d.screen)")
    }

    func testTheKeysSayWhenThereIsNoPreview() {
        let d = HeadlessDriver(board: try! Board(top: PaneContent(title: "T", sections: [Section(title: "", tags: [Tag("a")])]),
                                                 bottom: PaneContent(title: "B", sections: [Section(title: "", tags: [])])))
        d.key(.character("v"))
        XCTAssertTrue(d.state.status.contains("--preview"), d.state.status)
        XCTAssertTrue(requests(d).isEmpty)
    }

    func testTheQueryAndTheChosenAreNamedWhenTheCommandUsesThem() {
        let d = driver("echo {q} {+}")
        d.key(.enter)  // alpha to the chosen pane
        d.type("/ga")
        XCTAssertEqual(requests(d).map(command).last, "echo 'ga' 'alpha'")
    }
}
