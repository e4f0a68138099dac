import Foundation
import XCTest

/// tagdeck inside GNU screen, itself inside tmux: one Escape closes the help at once. GNU screen 4.09 holds a lone
/// Escape from its terminal while the window has mouse reporting on, until the next byte comes (fixed in screen
/// after 4.09); tagdeck asks screen's own terminal for its status while it waits for input, and the answer is
/// that next byte.
final class ScreenEscapeEndToEndTests: XCTestCase {
    private var session: TmuxSession?
    private var directory: String?

    override func tearDown() {
        session?.close()
        if let directory { try? FileManager.default.removeItem(atPath: directory) }
    }

    private func screenPath() -> String? {
        ["/usr/bin/screen", "/usr/local/bin/screen"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A tmux pane running GNU screen (sockets and a configuration of the test's own: `autodetach off`, so that the
    /// window, and what runs in it, ends with the pane) running `command` through the shell.
    private func screenSession(_ command: String) throws -> TmuxSession {
        guard let screen = screenPath() else { throw XCTSkip("GNU screen is not installed") }
        let directory = NSTemporaryDirectory() + "tagdeck-e2e-screen-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        self.directory = directory
        try FileManager.default.createDirectory(atPath: directory + "/sockets", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try "autodetach off\nstartup_message off\n".write(toFile: directory + "/screenrc", atomically: true, encoding: .utf8)
        let environment = TmuxSession.environment(term: "tmux-256color",
                                                  ["SCREENDIR": directory + "/sockets", "SCREENRC": directory + "/screenrc"])
        let words = TmuxSession.inEnvironment(environment, TmuxSession.quote(screen) + " /bin/sh -c "
                                              + TmuxSession.quote(command))
        let s = try TmuxSession(command: words)
        session = s
        return s
    }

    /// `?` then one Escape, twice: the help opens, and one Escape closes it within 300 ms.
    private func oneEscapeClosesTheHelp(_ s: TmuxSession) {
        for _ in 0..<2 {
            s.sendKeys("?")
            XCTAssertTrue(s.waitForText("tagdeck help"), s.capture())
            s.sendKeys("Escape")
            XCTAssertTrue(s.waitUntil(timeout: 0.3) { !s.capture().contains("tagdeck help") },
                          "one Escape closes the help within 300 ms: \(s.capture())")
            XCTAssertTrue(s.waitUntil { !s.capture().contains("tagdeck help") }, s.capture())
        }
    }

    func testOneEscapeClosesTheHelpInsideGNUScreen() throws {
        let s = try screenSession("exec " + (try TmuxSession.tagdeckCommand(["--reduced-motion"])))
        XCTAssertTrue(s.waitForText("Your Paper"), s.capture())
        oneEscapeClosesTheHelp(s)
        s.sendKeys("q")
        XCTAssertTrue(s.waitUntil { !s.capture().contains("Your Paper") }, "tagdeck ended: \(s.capture())")
    }

    /// The inline picker (`--height`, drawn with plain escape sequences, not ncurses) asks screen's terminal too.
    func testOneEscapeClosesTheHelpOfTheInlinePickerInsideGNUScreen() throws {
        let pick = try TmuxSession.tagdeckCommand(["pick", "--height", "14", "--reduced-motion"])
        let s = try screenSession("printf 'alpha\\nbeta\\n' | " + pick + "; echo \"picker ended $?\"; read line")
        XCTAssertTrue(s.waitForText("[alpha] [beta]"), s.capture())
        oneEscapeClosesTheHelp(s)
        s.sendKeys("Escape")
        XCTAssertTrue(s.waitForText("picker ended 130"), "one more Escape ends the picker: \(s.capture())")
    }
}
