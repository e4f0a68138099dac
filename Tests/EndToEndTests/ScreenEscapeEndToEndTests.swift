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

    func testOneEscapeClosesTheHelpInsideGNUScreen() throws {
        guard let screen = screenPath() else { throw XCTSkip("GNU screen is not installed") }
        // Screen's sockets in a folder of the test's own (screen wants it private), and a configuration of its own:
        // `autodetach off`, so that the window, and tagdeck in it, ends with the tmux pane.
        let directory = NSTemporaryDirectory() + "tagdeck-e2e-screen-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        self.directory = directory
        try FileManager.default.createDirectory(atPath: directory + "/sockets", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try "autodetach off\nstartup_message off\n".write(toFile: directory + "/screenrc", atomically: true, encoding: .utf8)
        let environment = TmuxSession.environment(term: "tmux-256color",
                                                  ["SCREENDIR": directory + "/sockets", "SCREENRC": directory + "/screenrc"])
        let words = TmuxSession.inEnvironment(environment, TmuxSession.quote(screen) + " "
                                              + (try TmuxSession.tagdeckCommand(["--reduced-motion"])))
        let s = try TmuxSession(command: words)
        session = s
        XCTAssertTrue(s.waitForText("Your Paper"), s.capture())
        for _ in 0..<2 {
            s.sendKeys("?")
            XCTAssertTrue(s.waitForText("tagdeck help"), s.capture())
            s.sendKeys("Escape")
            XCTAssertTrue(s.waitUntil(timeout: 0.3) { !s.capture().contains("tagdeck help") },
                          "one Escape closes the help within 300 ms: \(s.capture())")
            XCTAssertTrue(s.waitUntil { !s.capture().contains("tagdeck help") }, s.capture())
        }
        s.sendKeys("q")
        XCTAssertTrue(s.waitUntil { !s.capture().contains("Your Paper") }, "tagdeck ended: \(s.capture())")
    }
}
