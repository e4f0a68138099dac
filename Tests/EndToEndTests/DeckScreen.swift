import Foundation
import XCTest

/// Mouse reports as a terminal sends them, in the encoding ncurses expects for the session's TERM.
/// Coordinates are 1-based columns (`x`) and rows (`y`), as the terminal counts them.
struct MouseReports {
    enum Encoding {
        /// SGR 1006 (`ESC [ < b ; x ; y M`, release `... m`), what xterm-256color announces.
        case sgr
        /// X10 (`ESC [ M` and three bytes, 32 + button, 32 + x, 32 + y), what tmux-256color announces.
        case x10
    }

    let encoding: Encoding

    func press(_ x: Int, _ y: Int) -> String { report(0, x, y) }
    func motion(_ x: Int, _ y: Int) -> String { report(32, x, y) }
    func release(_ x: Int, _ y: Int) -> String {
        encoding == .sgr ? "\u{1B}[<0;\(x);\(y)m" : report(3, x, y)
    }
    func rightPress(_ x: Int, _ y: Int) -> String { report(2, x, y) }
    func rightRelease(_ x: Int, _ y: Int) -> String {
        encoding == .sgr ? "\u{1B}[<2;\(x);\(y)m" : report(3, x, y)
    }
    func wheelUp(_ x: Int, _ y: Int) -> String { report(64, x, y) }
    func wheelDown(_ x: Int, _ y: Int) -> String { report(65, x, y) }

    private func report(_ button: Int, _ x: Int, _ y: Int) -> String {
        switch encoding {
        case .sgr:
            return "\u{1B}[<\(button);\(x);\(y)M"
        case .x10:
            // Bytes above 127 would go out as UTF-8 through send-keys; the tests stay in the ASCII range.
            precondition(32 + max(button, x, y) < 127, "X10 report out of the ASCII range")
            let bytes = [32 + button, 32 + x, 32 + y].map { Character(Unicode.Scalar(UInt8($0))) }
            return "\u{1B}[M" + String(bytes)
        }
    }
}

/// What a tagdeck screen shows, read from a capture: rows, chips, frame titles.
struct DeckScreen: CustomStringConvertible {
    /// The rows, top to bottom (trailing blanks trimmed by tmux), always `height` of them.
    let rows: [String]

    init(_ capture: String, height: Int) {
        var lines = capture.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        while lines.count < height { lines.append("") }
        rows = Array(lines.prefix(height))
    }

    var description: String { rows.joined(separator: "\n") }

    /// The 1-based row `y`.
    func row(_ y: Int) -> String { rows.indices.contains(y - 1) ? rows[y - 1] : "" }

    /// Everything but the last row (the status line).
    var board: [String] { Array(rows.dropLast()) }

    /// The status line.
    var status: String { rows.last ?? "" }

    /// The texts of the chips drawn on the 1-based row `y`, left to right: `[text]` and pinned `{text}`.
    /// A slot placeholder (`[    ]`) reads as an empty text.
    func chips(onRow y: Int) -> [String] {
        DeckScreen.chips(in: row(y))
    }

    static func chips(in line: String) -> [String] {
        var result: [String] = []
        var current: String?
        var closer: Character = "]"
        for c in line {
            if var text = current {
                if c == closer {
                    result.append(text.trimmingCharacters(in: .whitespaces))
                    current = nil
                } else {
                    text.append(c)
                    current = text
                }
            } else if c == "[" || c == "{" {
                current = ""
                closer = c == "[" ? "]" : "}"
            }
        }
        return result
    }

    /// Every chip text on the board rows, in reading order.
    var allChips: [String] { board.flatMap { DeckScreen.chips(in: $0) } }

    /// The tag counts in the frame titles (`┌─ Title · N ─`), top pane first.
    var titleCounts: [Int] {
        board.filter { $0.hasPrefix("┌─ ") }.compactMap { line in
            guard let dot = line.range(of: " · ", options: .backwards) else { return nil }
            return Int(line[dot.upperBound...].prefix { $0.isNumber })
        }
    }

    /// The 1-based row whose text contains `text`, if any.
    func rowContaining(_ text: String) -> Int? {
        rows.firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    /// The 1-based column where `text` starts on the 1-based row `y`, counting display cells (CJK and emoji
    /// take two).
    func column(of text: String, onRow y: Int) -> Int? {
        let line = row(y)
        guard let range = line.range(of: text) else { return nil }
        return DeckScreen.cells(line[..<range.lowerBound]) + 1
    }

    /// Display cells of `text`: two for the wide characters boards here use (CJK, kana, emoji), else one.
    static func cells<S: StringProtocol>(_ text: S) -> Int {
        text.unicodeScalars.reduce(0) { sum, u in
            let v = u.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v)
                || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
                || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1FAFF).contains(v) || v == 0x26BD
            let zero = (0x300...0x36F).contains(v) || v == 0xFE0F || v == 0x200D
            return sum + (zero ? 0 : wide ? 2 : 1)
        }
    }
}

/// A tagdeck run in a private tmux server with a known size, and the steps a user takes.
final class DeckRun {
    let session: TmuxSession
    private(set) var width: Int
    private(set) var height: Int
    let mouse: MouseReports
    /// The board file, when the run has one.
    let boardPath: String?
    private let directory: String?

    /// Starts tagdeck on `board` (the text of a board file written to a fresh temporary directory), or on the
    /// demo board when `board` is nil. Waits until the board is on screen.
    init(board: String? = nil, width: Int = 100, height: Int = 30, term: String = "xterm-256color",
         arguments: [String] = ["--reduced-motion"]) throws {
        var args = arguments
        if let board {
            let dir = NSTemporaryDirectory() + "tagdeck-e2e-board-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let path = dir + "/test.board.md"
            try board.write(toFile: path, atomically: true, encoding: .utf8)
            directory = dir
            boardPath = path
            args.append(path)
        } else {
            directory = nil
            boardPath = nil
        }
        self.width = width
        self.height = height
        mouse = MouseReports(encoding: term == "xterm-256color" ? .sgr : .x10)
        session = try TmuxSession(
            command: TmuxSession.inEnvironment(TmuxSession.environment(term: term), TmuxSession.tagdeckCommand(args)),
            width: width, height: height)
        guard session.waitUntil({ session.isRunningFullScreen && screen.titleCounts.count == 2 }) else {
            let shown = screen
            close()
            throw TmuxSession.SessionError("tagdeck did not show its board; modes \(session.modes), screen:\n\(shown)")
        }
    }

    /// Kills the tmux server and removes the board's directory.
    func close() {
        session.close()
        if let directory { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// Resizes the tmux window (tagdeck gets `KEY_RESIZE`) and waits until the pane has the new size.
    func resize(width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) {
        session.tmux(["resize-window", "-t", session.target, "-x", "\(width)", "-y", "\(height)"])
        XCTAssertTrue(session.waitUntil { session.display("#{pane_width} #{pane_height}") == "\(width) \(height)" },
                      "the pane did not become \(width)x\(height)", file: file, line: line)
        self.width = width
        self.height = height
    }

    /// The screen now.
    var screen: DeckScreen { DeckScreen(session.capture(), height: height) }

    /// Sends mouse reports (or any bytes) in one send-keys call.
    func send(_ reports: String...) { session.sendLiteral(reports.joined()) }

    /// Sends tmux key names, one send-keys call each, in order.
    func keys(_ names: String...) { for name in names { session.sendKeys(name) } }

    /// Polls until `condition` holds for the screen; returns the last screen read and whether it held.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 10, _ condition: (DeckScreen) -> Bool) -> (DeckScreen, Bool) {
        var last = screen
        let held = session.waitUntil(timeout: timeout) {
            last = screen
            return condition(last)
        }
        return (last, held)
    }

    /// Waits until the status line contains `text`; fails the test with the screen otherwise.
    @discardableResult
    func expectStatus(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> DeckScreen {
        let (shown, held) = waitForScreen { $0.status.contains(text) }
        XCTAssertTrue(held, "status never said \"\(text)\"; screen:\n\(shown)", file: file, line: line)
        return shown
    }

    /// Waits until the board rows (status line aside) equal `expected`; fails with both screens otherwise.
    @discardableResult
    func expectBoard(_ expected: [String], _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) -> DeckScreen {
        let (shown, held) = waitForScreen { $0.board == expected }
        XCTAssertTrue(held, "\(message); expected:\n\(expected.joined(separator: "\n"))\nshown:\n\(shown)",
                      file: file, line: line)
        return shown
    }

    /// Waits until the chips on the 1-based row `y` read `expected`; fails with the screen otherwise.
    @discardableResult
    func expectChips(_ expected: [String], onRow y: Int, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) -> DeckScreen {
        let (shown, held) = waitForScreen { $0.chips(onRow: y) == expected }
        XCTAssertTrue(held, "\(message) row \(y) should read \(expected), reads \(shown.chips(onRow: y)); screen:\n\(shown)",
                      file: file, line: line)
        return shown
    }

    /// The board file's text now.
    var savedBoard: String? {
        boardPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    }

    /// Presses `q` and waits for a clean exit.
    func quit(file: StaticString = #filePath, line: UInt = #line) {
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0, "quit; screen:\n\(screen)", file: file, line: line)
    }
}

/// Board files for the tests, written in canonical form so a save after an undo gives the same bytes.
enum TestBoards {
    /// Two small panes: `Top` (section `A`: Alpha Beta Gamma Delta) and `Bottom` (section `B`: One Two Three
    /// Four, section `C`: Five Six).
    static let small = """
        # Top

        ## A
        - Alpha
        - Beta
        - Gamma
        - Delta

        # Bottom

        ## B
        - One
        - Two
        - Three
        - Four

        ## C
        - Five
        - Six

        """

    /// A short top pane and a bottom pane of `sections` sections (`S01`...) of three tags (`T01a`...), far
    /// longer than its viewport.
    static func long(sections: Int = 12) -> String {
        var text = "# Top\n\n## A\n- Alpha\n- Beta\n\n# Bottom\n"
        for s in 1...sections {
            let name = String(format: "%02d", s)
            text += "\n## S\(name)\n" + ["a", "b", "c"].map { "- T\(name)\($0)\n" }.joined()
        }
        return text
    }
}
