import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One tagdeck run inside a private tmux server (its own socket), driven like a user would: keys, mouse
/// sequences, screen captures and the terminal modes the program set. The server and every process of its pane are
/// killed by ``close()``; a session a test forgot to close is closed when it is let go, and any still open when
/// the tests end is closed then (``TmuxSessions``), so that a run of the suite leaves no process behind.
final class TmuxSession {
    /// The private server's socket name (`tmux -L`).
    let socket: String
    let target = "deck"
    private let configPath: String
    private let statusPath: String

    /// The built `tagdeck` executable, next to the test bundle.
    static func binaryPath() throws -> String {
        var candidates: [URL] = [Bundle(for: TmuxSession.self).bundleURL.deletingLastPathComponent(),
                                 Bundle.main.bundleURL]
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        for dir in candidates {
            let path = dir.appendingPathComponent("tagdeck").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw SessionError("the tagdeck executable is not next to the tests in \(candidates.map(\.path)); "
                           + "build it first (swift build --product tagdeck)")
    }

    /// Starts the shell command `command` in a `width` x `height` pane. Its exit status is written to a file
    /// (tmux 3.3 does not always record `pane_dead_status` for a program that exits quickly), and the pane is
    /// then kept open: when a pane's terminal closes right after a write, Linux can drop the unread output.
    init(command: String, width: Int = 100, height: Int = 30) throws {
        socket = "tagdeck-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let base = NSTemporaryDirectory() + socket
        configPath = base + ".conf"
        statusPath = base + ".status"
        // The pane stays after the program exits, so the screen and the terminal modes it left can be read.
        try "set -g remain-on-exit on\nset -g status off\n".write(toFile: configPath, atomically: true, encoding: .utf8)
        let result = tmux(["new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)",
                           command + "; echo $? > " + Self.quote(statusPath) + "; exec sleep 86400"])
        guard result.status == 0 else {
            throw SessionError("tmux new-session failed (\(result.status)): \(result.error)")
        }
        panePID = pid_t(display("#{pane_pid}").filter(\.isNumber)) ?? 0
        TmuxSessions.opened(self)
    }

    /// The pane's shell: the leader of the pane's process group (tagdeck and what it starts belong to it).
    private var panePID: pid_t = 0
    /// Whether ``close()`` ran.
    private var isClosed = false

    deinit { close() }

    /// Shell words that run `words` in a fresh environment holding only `environment` (plus PATH).
    static func inEnvironment(_ environment: [String: String], _ words: String) -> String {
        var env = ["PATH": "/usr/local/bin:/usr/bin:/bin"]
        env.merge(environment) { $1 }
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(quote($0.value))" }
        return "env -i " + assignments.joined(separator: " ") + " " + words
    }

    struct SessionError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Single-quotes a word for `sh`.
    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs a tmux command against this session's private server.
    @discardableResult
    func tmux(_ arguments: [String]) -> ChildProcess.Result {
        var env = ProcessInfo.processInfo.environment
        env["TMUX"] = nil
        return ChildProcess.run(["tmux", "-f", configPath, "-L", socket] + arguments, environment: env)
    }

    /// Sends tmux key names (`q`, `C-c`, `Escape`, `Up`...).
    func sendKeys(_ keys: String...) {
        tmux(["send-keys", "-t", target] + keys)
    }

    /// Sends bytes as typed, e.g. a mouse sequence.
    func sendLiteral(_ text: String) {
        tmux(["send-keys", "-t", target, "-l", text])
    }

    /// The pane's text (`escapes`: with colour and attribute escapes).
    func capture(escapes: Bool = false) -> String {
        tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : [])).output
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) -> String {
        tmux(["display-message", "-p", "-t", target, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `mouse_button_flag mouse_sgr_flag alternate_on`, e.g. `1 1 1` while tagdeck runs under xterm-256color.
    var modes: String { display("#{mouse_button_flag} #{mouse_sgr_flag} #{alternate_on}") }

    /// Whether the command has finished.
    var isDead: Bool { exitStatus != nil }

    /// The command's exit status once it has finished (`128 + n` for a death by signal `n`, as `$?` shows).
    var exitStatus: Int32? {
        guard let text = try? String(contentsOfFile: statusPath, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The process id of the program the pane's shell runs (its only child).
    var programPID: pid_t? {
        guard let shell = pid_t(display("#{pane_pid}")) else { return nil }
        let children = ChildProcess.run(["pgrep", "-P", "\(shell)"]).output.split(separator: "\n")
        return children.count == 1 ? pid_t(children[0]) : nil
    }

    /// Polls `condition` until it holds or `timeout` seconds pass. Returns whether it held.
    @discardableResult
    func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition() { return true }
            if Date() >= deadline { return false }
            usleep(20_000)
        }
    }

    /// Waits for the command to finish and returns its status, or `nil` at the deadline. tmux may still be
    /// reading its last output: poll the screen or the modes for what should be there.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        var status: Int32?
        waitUntil(timeout: timeout) {
            status = exitStatus
            return status != nil
        }
        return status
    }

    /// Waits until `modes` reads `expected`; returns whether it did.
    func waitForModes(_ expected: String, timeout: TimeInterval = 10) -> Bool {
        waitUntil(timeout: timeout) { modes == expected }
    }

    /// Waits until the screen shows `text`.
    func waitForText(_ text: String, timeout: TimeInterval = 10) -> Bool {
        waitUntil(timeout: timeout) { capture().contains(text) }
    }

    /// Kills the pane's processes and the private server, and removes its socket, configuration and status file.
    /// The pane's process group is killed first: a program that ignores the hang-up tmux sends (a test's
    /// `trap '' HUP`, inherited by the `sleep` that keeps the pane open) would outlive the server.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        TmuxSessions.closed(self)
        let socketPath = display("#{socket_path}")
        if panePID > 1 { kill(-panePID, SIGKILL); kill(panePID, SIGKILL) }
        tmux(["kill-server"])
        if !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
        try? FileManager.default.removeItem(atPath: configPath)
        try? FileManager.default.removeItem(atPath: statusPath)
    }
}

/// The sessions open now, closed when the test bundle finishes: a test that fails before its own `close()`, or keeps
/// its session in a property that outlives it, still leaves no tmux server or tagdeck behind.
enum TmuxSessions {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var open: [ObjectIdentifier: TmuxSession] = [:]
    nonisolated(unsafe) private static var observing = false

    static func opened(_ session: TmuxSession) {
        lock.withLock {
            open[ObjectIdentifier(session)] = session
            if !observing {
                observing = true
                XCTestObservationCenter.shared.addTestObserver(ClosesSessionsAtTheEnd())
            }
        }
    }

    static func closed(_ session: TmuxSession) { _ = lock.withLock { open.removeValue(forKey: ObjectIdentifier(session)) } }

    /// Closes every session still open.
    static func closeAll() {
        let sessions = lock.withLock { Array(open.values) }
        for session in sessions { session.close() }
    }
}

/// Closes the sessions left open once the last test of the bundle has run.
private final class ClosesSessionsAtTheEnd: NSObject, XCTestObservation {
    func testBundleDidFinish(_ testBundle: Bundle) { TmuxSessions.closeAll() }
}
