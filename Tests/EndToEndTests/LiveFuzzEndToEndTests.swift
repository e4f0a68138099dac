import Foundation
import TagDeck
import TagDeckTestSupport
import XCTest

/// The whole program under random input for a bounded time: `Scripts/live-fuzz` (random keys and bytes, escape
/// garbage, SGR mouse events anywhere, floods, resizes down to tiny, into a real tagdeck in tmux, with a probe
/// key, the process and the file checked every few seconds), 30 s with the editing keys unbound, where any tag
/// lost or doubled is a defect, and 30 s with them bound, where crashes, hangs and invalid files are.
/// `TAGDECK_LIVE_FUZZ_SECONDS` runs each longer.
final class LiveFuzzEndToEndTests: XCTestCase {
    private static let seconds = ProcessInfo.processInfo.environment["TAGDECK_LIVE_FUZZ_SECONDS"]
        .flatMap(Double.init) ?? 30

    private func fuzz(editing: Bool, test: String) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/live-fuzz").path
        let seed = TestSeed.fresh() % (1 << 32)
        let result = ChildProcess.run(["/usr/bin/env", "python3", script, "--seed", "\(seed)",
                                       "--seconds", "\(Int(Self.seconds))", "--binary", try TmuxSession.binaryPath()]
                                      + (editing ? ["--editing"] : []))
        print(result.output)
        XCTAssertEqual(result.status, 0, "\(result.output)\(result.error)\n" + TestSeed.replayHint(seed, test: test)
                       + " (or: Scripts/live-fuzz --seed \(seed)\(editing ? " --editing" : ""))")
        XCTAssertTrue(result.output.contains("live-fuzz: clean"), result.output)
    }

    func testRandomInputWithTheEditingKeysUnboundLosesNoTag() throws {
        try fuzz(editing: false, test: "testRandomInputWithTheEditingKeysUnboundLosesNoTag")
    }

    func testRandomInputWithTheEditingKeysBoundNeverCrashesHangsOrBreaksTheFile() throws {
        try fuzz(editing: true, test: "testRandomInputWithTheEditingKeysBoundNeverCrashesHangsOrBreaksTheFile")
    }
}
