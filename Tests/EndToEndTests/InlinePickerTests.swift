import Foundation
import XCTest

/// `--height`: tagdeck in rows under the cursor, the lines above kept, no alternate screen, the rows cleared on
/// the way out (as `fzf --height`).
final class InlinePickerTests: ScratchSessionTestCase {
    /// A 100x30 pane with twelve lines printed, then `printf 'alpha\nbeta\ngamma\n' | tagdeck pick ARGUMENTS`,
    /// its output kept in the scratch folder.
    private func pick(_ arguments: [String]) throws -> TmuxSession {
        let prefix = "for i in $(seq 12); do echo line $i; done; printf 'alpha\\nbeta\\ngamma\\n' | "
        let s = try FileTests.session(in: scratch.path, ["pick"] + arguments, prefix: prefix,
                                      suffix: " > " + TmuxSession.quote(scratch.path + "/out"))
        session = s
        return s
    }

    private func rows(_ s: TmuxSession) -> [String] {
        s.capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func output() throws -> String { try String(contentsOfFile: scratch.path + "/out", encoding: .utf8) }

    func testTheRegionTakesItsRowsUnderTheLinesAndLeavesThemAsTheyWere() throws {
        let s = try pick(["--height", "10"])
        XCTAssertTrue(s.waitForText("[alpha] [beta] [gamma]"), s.capture())
        let screen = rows(s)
        let top = try XCTUnwrap(screen.firstIndex { $0.hasPrefix("┌─ Chosen") }, s.capture())
        XCTAssertEqual(screen[top - 1], "line 12", "the panes start right under the last line")
        XCTAssertEqual(Array(screen[0..<12]), (1...12).map { "line \($0)" })
        XCTAssertTrue(screen[top + 9].contains("Enter picks"), "ten rows, the status line last: \(s.capture())")
        XCTAssertTrue(screen[(top + 10)...].allSatisfy { $0.isEmpty }, s.capture())
        XCTAssertEqual(s.display("#{alternate_on}"), "0", "never the alternate screen")
        XCTAssertEqual(s.display("#{mouse_sgr_flag}"), "1")

        s.sendKeys("Enter")
        XCTAssertTrue(s.waitForText("Chosen · 1"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(try output(), "alpha\n")
        let after = s.capture()
        XCTAssertFalse(after.contains("┌") || after.contains("│") || after.contains("└"), "no border left:\n\(after)")
        XCTAssertEqual(Array(rows(s)[0..<12]), (1...12).map { "line \($0)" }, "the lines above are still there")
    }

    func testAMouseDragIntoTheChosenPaneIsPicked() throws {
        let s = try pick(["--height", "10"])
        let beta = try FileTests.waitForChip(s, "beta")
        let screen = rows(s)
        let chosenRow = try XCTUnwrap(screen.firstIndex { $0.hasPrefix("┌─ Chosen") }) + 2  // 1-based, inside
        let target = FileTests.Cell(x: 5, y: chosenRow)
        s.sendLiteral(FileTests.press(beta))
        s.sendLiteral(FileTests.motion(FileTests.Cell(x: beta.x + 1, y: beta.y - 1)))
        s.sendLiteral(FileTests.motion(target))
        XCTAssertTrue(FileTests.waitForStatus(s, "Dragging 'beta' to Chosen"), FileTests.statusLine(s))
        s.sendLiteral(FileTests.release(target))
        XCTAssertTrue(s.waitForText("Chosen · 1"), s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertEqual(try output(), "beta\n")
    }

    func testFortyPercentTakesTwelveOfThirtyRowsUnderTheLines() throws {
        let s = try pick(["--height", "40%"])
        XCTAssertTrue(s.waitForText("[alpha] [beta] [gamma]"), s.capture())
        let screen = rows(s)
        let top = try XCTUnwrap(screen.firstIndex { $0.hasPrefix("┌─ Chosen") }, s.capture())
        XCTAssertEqual(screen[top - 1], "line 12")
        XCTAssertTrue(screen[top + 11].contains("Enter picks"), "twelve rows: \(s.capture())")
        XCTAssertTrue(screen[(top + 12)...].allSatisfy { $0.isEmpty }, s.capture())
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
    }

    func testAPercentageOfTheRowsScrollsTheTerminalWhenTheyAreNotLeft() throws {
        // 12 lines, the command line and 40% of 30 rows: 12 rows from row 14 fit; 24 lines more do not.
        let s = try FileTests.session(in: scratch.path, ["pick", "--height", "40%"],
                                      prefix: "seq 26; printf 'alpha\\nbeta\\n' | ",
                                      suffix: " > " + TmuxSession.quote(scratch.path + "/out"))
        session = s
        XCTAssertTrue(s.waitForText("[alpha] [beta]"), s.capture())
        let screen = rows(s)
        let top = try XCTUnwrap(screen.firstIndex { $0.hasPrefix("┌─ Chosen") }, s.capture())
        XCTAssertEqual(top, 30 - 12, "twelve rows at the bottom, the terminal scrolled up: \(s.capture())")
        XCTAssertEqual(screen[top - 1], "26", "the last line stays in view")
        XCTAssertTrue(screen[29].contains("Enter picks"))
        s.sendKeys("Escape")
        XCTAssertEqual(s.waitForExit(), 130)
        XCTAssertFalse(s.capture().contains("┌"), s.capture())
    }

    func testAResizeRedrawsTheRowsInPlaceAndAPasteFilters() throws {
        let s = try pick(["--height", "10"])
        XCTAssertTrue(s.waitForText("[alpha] [beta] [gamma]"), s.capture())
        _ = s.tmux(["resize-window", "-t", "\(s.target)", "-x", "120", "-y", "30"])
        XCTAssertTrue(s.waitUntil { rows(s).contains { $0.hasPrefix("┌─ Chosen") && $0.count == 120 } },
                      "the rows drawn again at 120 columns:\n\(s.capture())")
        XCTAssertEqual(rows(s)[11], "line 12")
        s.sendKeys("/")
        _ = s.tmux(["send-keys", "-t", "\(s.target)", "-l", "\u{1B}[200~gam\u{1B}[201~"])
        XCTAssertTrue(s.waitUntil { s.capture().contains("/gam") && !s.capture().contains("[beta]") }, s.capture())
        s.sendKeys("Escape", "Escape", "Escape")
        XCTAssertEqual(s.waitForExit(), 130)
    }

    /// A terminal shrunk under the region: the region goes back under the lines, the lines that no longer fit
    /// above it scrolled into the history, none overwritten; shrunk to fewer rows than the region and grown
    /// again, every line is still there, in order.
    func testAShrinkScrollsTheLinesAboveIntoTheHistoryInsteadOfOverwritingThem() throws {
        let s = try pick(["--height", "10"])
        XCTAssertTrue(s.waitForText("[alpha] [beta] [gamma]"), s.capture())
        func history() -> [String] {
            s.tmux(["capture-pane", "-p", "-S", "-200", "-t", s.target]).output
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        _ = s.tmux(["resize-window", "-t", "\(s.target)", "-x", "100", "-y", "18"])
        XCTAssertTrue(s.waitUntil {
            let screen = rows(s)
            guard let top = screen.firstIndex(where: { $0.hasPrefix("┌─ Chosen") }) else { return false }
            return top > 0 && screen[top - 1] == "line 12" && screen.count >= top + 10
        }, "the region right under line 12:\n\(s.capture())")
        XCTAssertEqual(history().filter { $0.hasPrefix("line ") }, (1...12).map { "line \($0)" },
                       "every line kept, in order:\n\(history().joined(separator: "\n"))")
        _ = s.tmux(["resize-window", "-t", "\(s.target)", "-x", "60", "-y", "8"])
        XCTAssertTrue(s.waitUntil { rows(s).contains { $0.hasPrefix("┌─ Chosen") && $0.count == 60 } }, s.capture())
        _ = s.tmux(["resize-window", "-t", "\(s.target)", "-x", "100", "-y", "30"])
        XCTAssertTrue(s.waitUntil { rows(s).contains { $0.hasPrefix("┌─ Chosen") && $0.count == 100 } }, s.capture())
        XCTAssertEqual(history().filter { $0.hasPrefix("line ") }, (1...12).map { "line \($0)" },
                       "every line kept, in order:\n\(history().joined(separator: "\n"))")
        s.sendKeys("Escape", "Escape", "Escape")
        XCTAssertEqual(s.waitForExit(), 130)
    }

    func testTooFewRowsAreRefusedOnOneLine() throws {
        let s = try pick(["--height", "5"])
        XCTAssertEqual(s.waitForExit(), 2)
        XCTAssertTrue(s.waitForText("tagdeck: --height 5 leaves 5"), s.capture())
        XCTAssertEqual(rows(s).filter { $0.hasPrefix("tagdeck:") }.count, 1)
        XCTAssertEqual(try output(), "")
    }
}
