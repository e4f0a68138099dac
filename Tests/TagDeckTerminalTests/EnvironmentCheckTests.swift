import XCTest
@testable import TagDeckTerminal

final class EnvironmentCheckTests: XCTestCase {
    func testUTF8LocaleAndRealTerminalPass() {
        XCTAssertNil(TerminalScreen.environmentProblem(codeset: "UTF-8", term: "xterm-256color"))
        XCTAssertNil(TerminalScreen.environmentProblem(codeset: "utf8", term: "tmux-256color"))
    }

    func testNonUTF8LocaleIsRefused() {
        let problem = TerminalScreen.environmentProblem(codeset: "ANSI_X3.4-1968", term: "xterm")
        XCTAssertEqual(problem?.exitStatus, .badInput)
        XCTAssertTrue(problem?.message.contains("UTF-8") ?? false)
        XCTAssertFalse(problem?.message.contains("\n") ?? true)
    }

    func testMissingOrDumbTermIsRefused() {
        XCTAssertTrue(TerminalScreen.environmentProblem(codeset: "UTF-8", term: nil)?.message.contains("TERM") ?? false)
        XCTAssertNotNil(TerminalScreen.environmentProblem(codeset: "UTF-8", term: ""))
        XCTAssertTrue(TerminalScreen.environmentProblem(codeset: "UTF-8", term: "dumb")?.message.contains("dumb") ?? false)
    }
}
