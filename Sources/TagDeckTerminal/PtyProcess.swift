import CNcursesw
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run on a pseudo-terminal of its own, as a user runs it in a terminal window: the benchmark's
/// whole-process figures (first frame, a key's answer, resident memory) for tagdeck and fzf alike. Not used by
/// the program. Its resident memory is read by process id, from `/proc`.
package final class PtyProcess {
    /// The child's process id.
    package let pid: pid_t
    private let master: Int32
    /// Everything the program wrote to the terminal so far.
    package private(set) var output: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts `path` with `arguments` and `environment` on a `width` x `height` terminal; standard input from
    /// `input` (a descriptor, closed here) or the terminal.
    package init(path: String, arguments: [String], environment: [String: String], width: Int, height: Int,
                 input: Int32? = nil) throws(TerminalError) {
        var name = [CChar](repeating: 0, count: 256)
        let master = tagdeck_open_pty(Int32(height), Int32(width), &name, name.count)
        guard master >= 0 else { throw TerminalError("cannot open a pseudo-terminal") }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        let pid = tagdeck_spawn_on_pty(name, input ?? -1, path, argv, envp)
        if let input { close(input) }
        guard pid > 0 else {
            close(master)
            throw TerminalError("cannot start \(path)")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Sends bytes as typed keys.
    package func type(_ bytes: String) {
        var rest = Array(bytes.utf8)
        while !rest.isEmpty {
            let n = rest.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            rest.removeFirst(n)
        }
    }

    /// Reads what the program writes until `condition` holds for everything read since `from` (an offset into
    /// ``output``), or `timeout` seconds pass. Returns whether it held.
    @discardableResult
    package func read(from: Int = 0, timeout: Double, until condition: (ArraySlice<UInt8>) -> Bool) -> Bool {
        let deadline = Self.now() + timeout
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if condition(output[min(from, output.count)...]) { return true }
            let left = deadline - Self.now()
            guard left > 0 else { return false }
            var fd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, Int32(max(1, left * 1000))) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            if n > 0 {
                let start = max(0, output.count - 2)
                output += buffer[..<n]
                answerDeviceAttributes(since: start)
            } else if n == 0 || errno != EAGAIN {
                return condition(output[from...])
            }
        }
    }

    /// Answers each request for the primary device attributes (`ESC [ c`) written since `start`, as a terminal does
    /// (here as a VT220-class one), so that a program waiting for the answer (tagdeck asking for the background
    /// colour before its first frame) is not left waiting for its limit as it never is on a real terminal.
    private func answerDeviceAttributes(since start: Int) {
        let request = Array("\u{1B}[c".utf8)
        var rest = output[start...]
        while let found = rest.firstRange(of: request) {
            type("\u{1B}[?62;22c")
            rest = rest[found.upperBound...]
        }
    }

    /// Reads until `text` appears in what was written since `from`.
    @discardableResult
    package func read(from: Int = 0, timeout: Double, untilItShows text: String) -> Bool {
        let needle = Array(text.utf8)
        return read(from: from, timeout: timeout) { $0.firstRange(of: needle) != nil }
    }

    /// Waits for the program to end (killing it after `timeout` seconds); its status as the shell shows it.
    @discardableResult
    package func wait(timeout: Double = 10) -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Self.now() + timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            // Keep reading, so that a program writing its last frame is not blocked on a full terminal.
            read(from: output.count, timeout: 0.01) { _ in false }
            if Self.now() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
        }
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        exitStatus = code
        return code
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
