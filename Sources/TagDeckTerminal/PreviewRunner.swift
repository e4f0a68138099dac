#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import TagDeck

/// Runs the deck's preview commands (``DeckEffect/preview(_:)``) off the input path: each with `sh -c` in a process
/// group of its own, standard input from `/dev/null`, standard output and error into one pipe read on a queue, its
/// lines posted to the run loop's ``EventInbox`` as ``DeckEvent/previewOutput(_:)``, then how it ended. A new
/// request, or none, first kills the group of the one before, so a command still running when the focus moves on
/// (and whatever it started) is stopped; so does ``stop()``, on the way out.
///
/// The command sees the area's size as `COLUMNS` and `LINES` (and as `FZF_PREVIEW_COLUMNS` and `FZF_PREVIEW_LINES`,
/// for commands written for fzf).
public final class PreviewRunner: @unchecked Sendable {
    private let inbox: EventInbox
    /// Where commands are started, one after the other, off the input path.
    private let starter = DispatchQueue(label: "tagdeck.preview.start")
    /// Where their output is read, one reader a command.
    private let queue = DispatchQueue(label: "tagdeck.preview", attributes: .concurrent)
    /// The serial of the request last asked for (nil: none): a request no longer wanted is not started.
    private let wanted = Mutex<Int?>(nil)
    /// The process group of the command running, and its request's serial.
    private let running = Mutex<(group: pid_t, serial: Int)?>(nil)

    /// The most bytes of output kept of one command: the rest is cut, and the command stopped.
    static let keptBytes = 8 << 20
    /// What a command that could not be started ended with, as a shell says a command was not found.
    static let notStarted: Int32 = 127
    /// What a command stopped by a signal ended with: this and the signal's number, as a shell says it.
    static let signalled: Int32 = 128

    /// A runner that posts what the commands write to `inbox`.
    public init(inbox: EventInbox) { self.inbox = inbox }

    deinit { stop() }

    /// Stops the command running, then starts `request`'s, if any, on a queue of its own (the caller never waits
    /// for a process to start; of requests that come faster than they start, only the last one is started).
    public func run(_ request: PreviewRequest?) {
        wanted.withLock { $0 = request?.serial }
        stopRunning()
        guard let request else { return }
        starter.async { [self] in
            guard wanted.withLock({ $0 == request.serial }) else { return }
            start(request)
            // Another request came while this one started: it is stopped at once.
            if !wanted.withLock({ $0 == request.serial }) { stopRunning(request.serial) }
        }
    }

    /// Stops the command running, and any asked for that has not started yet (on the way out).
    public func stop() {
        wanted.withLock { $0 = nil }
        stopRunning()
        starter.sync {}
        stopRunning()
    }

    /// Kills the process group of the command running (only if it answers `serial`, when given); its output is no
    /// longer taken.
    private func stopRunning(_ serial: Int? = nil) {
        let group = running.withLock { r -> pid_t? in
            guard let now = r, serial == nil || now.serial == serial else { return nil }
            r = nil
            return now.group
        }
        if let group { kill(-group, SIGKILL) }
    }

    /// Starts `request`'s command and the reader of its output.
    private func start(_ request: PreviewRequest) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            return inbox.post(.previewOutput(PreviewOutput(serial: request.serial, lines: ["cannot make a pipe"],
                                                           status: Self.notStarted)))
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        guard let pid = spawn(request, output: ends[1]) else {
            close(ends[0])
            close(ends[1])
            return inbox.post(.previewOutput(PreviewOutput(serial: request.serial, lines: ["cannot start sh"],
                                                           status: Self.notStarted)))
        }
        close(ends[1])
        running.withLock { $0 = (pid, request.serial) }
        let reading = ends[0]
        queue.async { [self] in read(reading, of: pid, serial: request.serial) }
    }

    /// Whether `serial` is the request running: its output is still wanted.
    private func isRunning(_ serial: Int) -> Bool { running.withLock { $0?.serial == serial } }

    /// Reads the command's output to its end, posting its lines as they come, then reaps it and posts its status.
    private func read(_ fd: Int32, of pid: pid_t, serial: Int) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var kept = 0, cut = false
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            pending += buffer[..<n]
            kept += n
            var lines: [String] = []
            var start = 0
            while let end = pending[start...].firstIndex(of: 0x0A) {
                lines.append(Self.line(pending[start..<end]))
                start = end + 1
            }
            pending.removeFirst(start)
            if kept > Self.keptBytes {
                cut = true
                kill(-pid, SIGKILL)
            }
            guard isRunning(serial) else { continue }
            if !lines.isEmpty || cut { inbox.post(.previewOutput(PreviewOutput(serial: serial, lines: lines, cut: cut))) }
            if cut { break }
        }
        close(fd)
        // Taken off before it is reaped, so that no kill reaches a process that took its id after it.
        let wanted = running.withLock { r -> Bool in
            guard r?.serial == serial else { return false }
            r = nil
            return true
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let ended = status & 0x7F == 0 ? (status >> 8) & 0xFF : Self.signalled + status & 0x7F
        guard wanted else { return }
        let last = pending.isEmpty || cut ? [] : [Self.line(pending[...])]
        inbox.post(.previewOutput(PreviewOutput(serial: serial, lines: last, status: cut ? 0 : ended, cut: cut)))
    }

    /// A line of output as a ``LineText`` text, without the carriage return of a CRLF end.
    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        LineText.text(of: bytes.last == 0x0D ? bytes.dropLast() : bytes)
    }

    /// Starts `sh -c COMMAND` in a process group of its own, writing to `output`, its signals as a shell's child
    /// has them.
    private func spawn(_ request: PreviewRequest, output: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        posix_spawn_file_actions_addclose(&actions, output)
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // A NUL byte cannot be in an argument (a line read with --read0 may hold none, but be sure).
        let command = request.command.filter { $0 != 0 }
        var environment = Self.environment(columns: request.columns, rows: request.rows)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup(command.map { CChar(bitPattern: $0) } + [0]), nil]
        environment.append(nil)
        defer { for p in argv + environment { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environment) == 0 else { return nil }
        return pid
    }

    /// This process's environment with the area's size in it.
    private static func environment(columns: Int, rows: Int) -> [UnsafeMutablePointer<CChar>?] {
        let names = ["COLUMNS", "LINES", "FZF_PREVIEW_COLUMNS", "FZF_PREVIEW_LINES"]
        var out: [UnsafeMutablePointer<CChar>?] = []
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if !names.contains(where: { text.hasPrefix($0 + "=") }) { out.append(strdup(entry)) }
            p += 1
        }
        for (name, value) in zip(names, [columns, rows, columns, rows]) { out.append(strdup("\(name)=\(value)")) }
        return out
    }
}
