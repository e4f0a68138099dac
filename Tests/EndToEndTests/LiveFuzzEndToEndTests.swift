import Foundation
import TagDeck
import TagDeckTestSupport
import XCTest

/// The whole program under random input for a bounded time (30 s; `TAGDECK_LIVE_FUZZ_SECONDS` for longer):
/// random keys and text (control characters, escape sequences, CJK, emoji), SGR mouse presses, drags, releases
/// and wheels, and resizes, into a real tagdeck in tmux with autosave on. Afterwards the board file is valid and
/// holds every tag exactly once.
final class LiveFuzzEndToEndTests: ScratchSessionTestCase {
    private static let seconds = ProcessInfo.processInfo.environment["TAGDECK_LIVE_FUZZ_SECONDS"]
        .flatMap(Double.init) ?? 30

    private static let board = "# Top\n\n## A\n- Alpha\n- Beta\n- Gamma\n- 科技\n\n## B\n- 🎵 Music\n- Delta {pinned}\n\n"
        + "# Bottom\n\n## C\n" + (1...14).map { "- tag \($0)\n" }.joined() + "\n## D\n"

    /// Tags as the file lists them, sorted: what must survive.
    private func tags(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("- ") }.map(String.init).sorted()
    }

    func testRandomInputLosesNoTagAndLeavesAValidFile() throws {
        let path = try scratch.write("fuzz.md", Self.board)
        let seed = TestSeed.fresh()
        var rng = SplitMix64(seed: seed)
        let hint = TestSeed.replayHint(seed, test: "testRandomInputLosesNoTagAndLeavesAValidFile")
        let s = try FileTests.session(in: scratch.path, ["fuzz.md"])
        session = s
        XCTAssertTrue(s.waitUntil { s.capture().contains("[Alpha]") }, s.capture())
        let deadline = Date().addingTimeInterval(Self.seconds)
        var steps = 0
        var size = (w: 100, h: 30)
        while Date() < deadline {
            steps += 1
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<40:
                // Keys tagdeck knows, and q left out (it would end the run early).
                let keys = ["Left", "Right", "Up", "Down", "Tab", "BTab", "Space", "Enter", "Escape", "Home", "End",
                            "PgUp", "PgDn", "u", "C-r", "/", "BSpace", "C-w", "C-u", "C-g", "C-l", "?", "]", "[",
                            "g", "G", "3", "j", "k", "h", "l"]
                s.sendKeys(keys[Int.random(in: 0..<keys.count, using: &rng)])
            case 40..<60:
                // Random text: printable, wide, emoji, control characters and pieces of escape sequences. (No
                // letter that edits the board, a, A, r, d or p: the check at the end is that no tag is lost or
                // doubled, and editing is tested on its own.)
                let pieces = ["b", "Z", "科", "🎵", "\u{1B}", "\u{1B}[", "\u{1B}]2;x\u{07}", "\u{1B}[31m", "\u{9B}",
                              "\u{7F}", "\t", "\u{1B}O", "\u{1B}[200~", "\u{1B}[201~", "é", "!", "^", "$", "'"]
                let text = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                    pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                }.joined()
                s.sendLiteral(text)
            case 60..<92:
                let x = Int.random(in: 1...size.w, using: &rng), y = Int.random(in: 1...size.h, using: &rng)
                let button = [0, 0, 0, 32, 32, 32, 2, 64, 65][Int.random(in: 0..<9, using: &rng)]
                let release = Int.random(in: 0..<4, using: &rng) == 0
                s.sendLiteral("\u{1B}[<\(release ? 0 : button);\(x);\(y)\(release ? "m" : "M")")
            default:
                size = (Int.random(in: 15...120, using: &rng), Int.random(in: 6...40, using: &rng))
                s.tmux(["resize-window", "-t", s.target, "-x", "\(size.w)", "-y", "\(size.h)"])
            }
        }
        // Calm it down and quit: end any drag, filter or prompt, then q.
        s.tmux(["resize-window", "-t", s.target, "-x", "100", "-y", "30"])
        for _ in 0..<3 { s.sendKeys("Escape"); usleep(100_000) }
        s.sendLiteral("\u{1B}[<0;1;1m")
        s.sendKeys("q")
        if !s.waitUntil(timeout: 5, { FileTests.statusLine(s).isEmpty || !s.isRunningFullScreen }) {
            s.sendKeys("d")  // a quit prompt: the autosaved file is what counts
        }
        XCTAssertNotNil(s.waitForExit(), "\(hint): tagdeck did not quit:\n\(s.capture())")
        let text = try XCTUnwrap(FileTests.text(path))
        let check = ChildProcess.run([try TmuxSession.binaryPath(), "check", path], environment: TmuxSession.environment())
        XCTAssertEqual(check.status, 0, "\(hint): the file is not valid: \(check.error)\n\(text)")
        XCTAssertEqual(tags(text), tags(Self.board), "\(hint): a tag was lost or doubled:\n\(text)")
        print("LiveFuzzEndToEndTests: \(steps) random inputs in \(Int(Self.seconds)) s, the board "
              + (text == Self.board ? "unchanged" : "changed") + ", \(hint)")
        XCTAssertGreaterThan(steps, 100)
    }
}
