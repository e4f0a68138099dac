import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run with a deadline, in a session of its own (no controlling terminal, so nothing it starts can
/// reach the terminal the tests run in), in a given folder: for commands that might hang.
enum BoundedChildProcess {
    /// How a run ended: its status (``ChildProcess/Result``, 128+N for signal N), or killed at the deadline.
    enum Outcome {
        case finished(ChildProcess.Result)
        /// Still running at the deadline: killed, with what it had written.
        case timedOut(output: String, error: String)
    }

    /// Runs `arguments` (looked up on the environment's PATH, or a path) with `environment` in `directory`, standard input from /dev/null, and
    /// waits at most `seconds` for it to end; a run not over by then is killed with SIGKILL.
    static func run(_ arguments: [String], environment: [String: String], directory: String,
                    seconds: Double) -> Outcome {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            return .finished(ChildProcess.Result(status: -1, output: "", error: "pipe failed: \(errno)"))
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in Int32(3)..<1024 where !outPipe.contains(fd) && !errPipe.contains(fd) {
            let flags = fcntl(fd, F_GETFD)
            if flags != -1 && flags & FD_CLOEXEC == 0 { posix_spawn_file_actions_addclose(&actions, fd) }
        }
        // In `directory`, in a new session: the shell changes folder, then becomes setsid, which becomes the
        // command (the same process all along, so the deadline's SIGKILL reaches the command itself).
        let command = ["/bin/sh", "-c", "cd -- \"$0\" && exec setsid \"$@\"", directory] + arguments

        let env = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStrings(command) { argv in
            withCStrings(env) { envp in posix_spawn(&pid, command[0], &actions, nil, argv, envp) }
        }
        close(outPipe[1])
        close(errPipe[1])
        defer { close(outPipe[0]); close(errPipe[0]) }
        guard spawned == 0 else {
            return .finished(ChildProcess.Result(status: -1, output: "", error: "cannot start \(arguments[0]): \(spawned)"))
        }

        let deadline = now() + seconds
        var output: [UInt8] = [], error: [UInt8] = []
        var open = [outPipe[0], errPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !open.isEmpty && now() < deadline {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let waitMilliseconds = Int32(max(1, (deadline - now()) * 1000))
            if poll(&fds, nfds_t(fds.count), waitMilliseconds) < 0 && errno != EINTR { break }
            for fd in fds where fd.revents != 0 {
                let n = read(fd.fd, &buffer, buffer.count)
                if n > 0 {
                    if fd.fd == outPipe[0] { output += buffer[0..<n] } else { error += buffer[0..<n] }
                } else if n == 0 || errno != EINTR {
                    open.removeAll { $0 == fd.fd }
                }
            }
        }
        let text = (String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited == -1 && errno != EINTR { break }
            if now() >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                return .timedOut(output: text.0, error: text.1)
            }
            // Its outputs are closed; it is on its way out. Wait for that, a few milliseconds at a time.
            _ = poll(nil, 0, 5)
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return .finished(ChildProcess.Result(status: exitStatus, output: text.0, error: text.1))
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func withCStrings<R>(_ strings: [String],
                                        _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
