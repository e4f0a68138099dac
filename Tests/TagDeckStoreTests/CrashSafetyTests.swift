import Foundation
import TagDeck
import TagDeckStore
import TagDeckTestSupport
import XCTest
import TagDeckTesting

/// A process saving boards to one file is killed with SIGKILL at random moments; the file must always hold
/// one of the boards, whole.
final class CrashSafetyTests: XCTestCase {
    static let kills = 200
    /// How long to wait for the saver to report progress before failing; generous for a busy machine.
    static let deadlineSeconds = 10.0

    func testKilledSaverNeverLeavesAPartialFile() throws {
        let saver = try saveLoopExecutable()
        let directory = try makeTemporaryDirectory(self)
        let seed = testSeed()
        var rng = SplitMix64(seed: seed)
        let boards = try [Self.bigBoard(prefix: "first", count: 600), Self.bigBoard(prefix: "second", count: 900)]
        let contents = boards.map(BoardFile.canonicalBytes)
        let sources = [directory + "/first.md", directory + "/second.md"]
        for (bytes, path) in zip(contents, sources) { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
        let target = directory + "/board.md"
        try AtomicFile.write(contents[0], to: target)

        var seen = [0, 0]
        for round in 0..<Self.kills {
            let context = TestSeed.replayHint(seed, test: "CrashSafetyTests") + ", round \(round)"
            let child = try Child(executable: saver, arguments: [target, sources[1], sources[0]])
            // Let a random number of saves complete, then kill at a random moment of the next one(s):
            // either when the next save completes or after a random fraction of a few milliseconds.
            let saves = Int.random(in: 1...4, using: &rng)
            let progressed = child.awaitTicks(saves, deadline: Self.deadlineSeconds)
            child.awaitTicks(1, deadline: Double.random(in: 0..<0.006, using: &rng))
            child.kill()
            XCTAssertTrue(progressed, "\(context): the saver made no progress (\(child.errorOutput()))")
            if !progressed { return }

            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: target)))
            guard let which = contents.firstIndex(of: bytes) else {
                return XCTFail("\(context): the file holds neither board (\(bytes.count) bytes)")
            }
            XCTAssertEqual(try BoardFile.parse(bytes, fileName: target).get(), boards[which], context)
            seen[which] += 1
        }
        // The saver writes the second board first, so after an odd number of saves the second is there: both
        // must have been seen, or the kills were not landing between saves.
        XCTAssertGreaterThan(seen[0], 0, "seed \(seed): never saw the first board")
        XCTAssertGreaterThan(seen[1], 0, "seed \(seed): never saw the second board")
    }

    static func bigBoard(prefix: String, count: Int) throws -> Board {
        let tags = (0..<count).map { Tag("\(prefix) tag \($0) 科技 🎵", pinned: $0 % 7 == 0) }
        return try Board(
            top: PaneContent(title: prefix, sections: [Section(title: "Half", tags: Array(tags[..<(count / 2)]))]),
            bottom: PaneContent(title: "Rest", sections: [Section(tags: Array(tags[(count / 2)...]))]))
    }

    /// The `tagdeck-save-loop` binary, built next to the test bundle.
    func saveLoopExecutable() throws -> String {
        var places: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            places.append(URL(fileURLWithPath: exe).deletingLastPathComponent().path)
        }
        places.append(Bundle.main.bundleURL.deletingLastPathComponent().path)
        places.append(Bundle.main.bundleURL.path)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            places.append(bundle.bundleURL.deletingLastPathComponent().path)
        }
        for place in places where FileManager.default.isExecutableFile(atPath: place + "/tagdeck-save-loop") {
            return place + "/tagdeck-save-loop"
        }
        XCTFail("tagdeck-save-loop not found in \(places)")
        throw XCTSkip("no saver binary")
    }
}

/// A child process with its standard output on a pipe, started with `posix_spawn`.
private final class Child {
    let pid: pid_t
    let output: Int32
    let errors: Int32
    private var reaped = false

    init(executable: String, arguments: [String]) throws {
        var out: [Int32] = [0, 0]
        var err: [Int32] = [0, 0]
        guard pipe(&out) == 0, pipe(&err) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // Only the child's copies on 1 and 2 (made by dup2, which clears the flag) survive into it.
        for fd in out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var envp: [UnsafeMutablePointer<CChar>?] = [nil]
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, &envp)
        close(out[1])
        close(err[1])
        guard status == 0 else {
            close(out[0])
            close(err[0])
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
        }
        pid = child
        output = out[0]
        errors = err[0]
    }

    /// Reads progress bytes until `count` arrived, the deadline passed, or the output closed.
    /// - Returns: Whether `count` bytes arrived in time.
    @discardableResult
    func awaitTicks(_ count: Int, deadline seconds: Double) -> Bool {
        var received = 0
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        var buffer = [UInt8](repeating: 0, count: 64)
        while received < count {
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= end { return false }
            let milliseconds = Int32(min(Double(end - now) / 1e6, 60_000).rounded(.up))
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return false }
            let n = read(output, &buffer, min(buffer.count, count - received))
            if n <= 0 { return false }
            received += n
        }
        return true
    }

    /// Kills the child with SIGKILL and waits for it.
    func kill() {
        guard !reaped else { return }
        _ = Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
    }

    /// Whatever the child wrote to standard error (after it has ended).
    func errorOutput() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(errors, &buffer, buffer.count)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        kill()
        close(output)
        close(errors)
    }
}
