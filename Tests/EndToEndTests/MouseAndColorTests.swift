import XCTest

/// The mouse encoding follows TERM, and NO_COLOR removes every colour.
final class MouseAndColorTests: XCTestCase {
    private func withRunningDeck(_ environment: [String: String], _ body: (TmuxSession) throws -> Void) throws {
        let s = try TmuxSession.tagdeck(environment: environment)
        defer { s.close() }
        XCTAssertTrue(s.waitUntil { s.isRunningFullScreen && s.showsSomething },
                      "modes \(s.modes), screen:\n\(s.capture())")
        try body(s)
        s.sendKeys("q")
        XCTAssertEqual(s.waitForExit(), 0)
        XCTAssertTrue(s.waitForModes("0 0 0"), s.modes)
    }

    func testSGRMouseUnderXterm() throws {
        try withRunningDeck(TmuxSession.environment(term: "xterm-256color")) { s in
            XCTAssertEqual(s.modes, "1 1 1")
        }
    }

    func testX10MouseUnderTmuxAndScreen() throws {
        for term in ["tmux-256color", "screen-256color"] {
            try withRunningDeck(TmuxSession.environment(term: term)) { s in
                XCTAssertEqual(s.modes, "1 0 1", term)
            }
        }
    }

    func testMouseInputDoesNotDisturbTheProgram() throws {
        try withRunningDeck(TmuxSession.environment()) { s in
            // Press, drag, release, right click and wheel, in SGR encoding (1-based).
            for sequence in ["\u{1B}[<0;10;11M", "\u{1B}[<32;15;12M", "\u{1B}[<0;20;13m",
                             "\u{1B}[<2;5;5M", "\u{1B}[<64;5;5M", "\u{1B}[<65;5;5M"] {
                s.sendLiteral(sequence)
            }
            // An escape sequence ncurses does not know must not count as typed text (e.g. a `q`).
            s.sendLiteral("\u{1B}[1;5Q")
            XCTAssertTrue(s.waitUntil { s.showsSomething })
            XCTAssertFalse(s.isDead)
        }
    }

    /// The SGR parameter lists in `text` (`ESC [ ... m`).
    private func sgrParameters(_ text: String) -> [[Int]] {
        var result: [[Int]] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }) else { break }
            if after[end] == "m" { result.append(after[..<end].split(separator: ";").compactMap { Int($0) }) }
            rest = after[end...]
        }
        return result
    }

    private func colourParameters(_ text: String) -> [Int] {
        sgrParameters(text).flatMap { $0 }.filter {
            (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0)
        }
    }

    func testColoursAppearWithoutNoColor() throws {
        try withRunningDeck(TmuxSession.environment()) { s in
            XCTAssertFalse(colourParameters(s.capture(escapes: true)).isEmpty, s.capture(escapes: true))
        }
    }

    func testNoColorShowsNoColour() throws {
        try withRunningDeck(TmuxSession.environment(["NO_COLOR": "1"])) { s in
            let screen = s.capture(escapes: true)
            XCTAssertEqual(colourParameters(screen), [], screen)
        }
    }
}
