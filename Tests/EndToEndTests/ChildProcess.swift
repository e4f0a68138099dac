import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command with `posix_spawn`, standard input from /dev/null, output captured, and no other inherited
/// descriptors, so a daemon it starts (the tmux server) cannot keep the test's pipes open.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `arguments` (looked up on PATH) with `environment` and waits for it to finish.
    static func run(_ arguments: [String], environment: [String: String]? = nil) -> Result {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            return Result(status: -1, output: "", error: "pipe failed: \(errno)")
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inheritableDescriptors() where !outPipe.contains(fd) && !errPipe.contains(fd) {
            posix_spawn_file_actions_addclose(&actions, fd)
        }

        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStrings(arguments) { argv in
            withCStrings(env) { envp in posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp) }
        }
        close(outPipe[1])
        close(errPipe[1])
        defer { close(outPipe[0]); close(errPipe[0]) }
        guard spawned == 0 else {
            return Result(status: -1, output: "", error: "cannot start \(arguments[0]): \(spawned)")
        }
        // Outputs here are small; read stdout to the end, then stderr.
        let output = readAll(outPipe[0])
        let error = readAll(errPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: output, error: error)
    }

    /// Open descriptors above stderr that a child would inherit (not close-on-exec).
    private static func inheritableDescriptors() -> [Int32] {
        (3..<1024).filter { fd in
            let flags = fcntl(fd, F_GETFD)
            return flags != -1 && flags & FD_CLOEXEC == 0
        }
    }

    private static func readAll(_ fd: Int32) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { data += buffer[0..<n] } else if n == 0 || errno != EINTR { break }
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func withCStrings<R>(_ strings: [String],
                                        _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
