import TagDeck
import TagDeckStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The path of this executable.
func ownExecutable() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return n > 0 ? cString(buffer) : CommandLine.arguments[0]
}

/// The path of the built `tagdeck`, next to this executable.
func tagdeckExecutable() -> String {
    let exe = ownExecutable()
    return exe.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/tagdeck"
}

/// Runs this executable with `arguments` and waits for it.
func runSelf(_ arguments: [String]) -> Int32 {
    let exe = ownExecutable()
    let argv: [UnsafeMutablePointer<CChar>?] = ([exe] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, exe, nil, nil, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
}

/// The child side of the memory figure: open the board file (or none: `-`), work on it as the timing runs
/// do, and write the peak resident set (VmHWM, kB) to `out`.
func memoryChild(boardPath: String, out: String) {
    if boardPath != "-" {
        let store = FileBoardPersistence(path: boardPath, autosave: false)
        guard case .success(let board) = store.load() else { fatalError("cannot load \(boardPath)") }
        _ = dragStep(board, count: 1_000)
        _ = crossPaneStep(board, count: 300)
        _ = keyboardMove(board, count: 300)
    }
    let kb = procStatusField("VmHWM") ?? -1
    let f = fopen(out, "w")!
    fputs("\(kb)\n", f)
    fclose(f)
}

/// Peak resident memory in kB of a child process that opens `boardPath` and drags in it.
func peakMemory(boardPath: String, directory: String) -> Int? {
    let out = directory + "/memory.txt"
    unlink(out)
    _ = runSelf(["--memory-child", boardPath, out])
    guard let f = fopen(out, "r") else { return nil }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 64)
    guard fgets(&line, 64, f) != nil else { return nil }
    return Int(cString(line).filter(\.isNumber))
}

struct IdleFigures {
    var seconds: Double
    var contextSwitches: Int
    var cpuTicks: Int
    var ticksPerSecond: Int
}

/// Runs the real `tagdeck` (next to this executable) on the demo board in a private tmux server, lets it
/// settle for a second, then counts its context switches and CPU time over `seconds`. With `watching`, the demo
/// board is a file in a temporary directory, so the watcher of the board file is part of the measure.
func measureIdle(seconds: Double, watching: Bool = false) -> (IdleFigures?, String) {
    let binary = tagdeckExecutable()
    var tagdeck = binary
    if watching {
        let file = tempBase + "/tagdeck-bench-idle-\(getpid()).board.md"
        _ = shell("\(tagdeck) print --demo > \(file)")
        tagdeck += " " + file
    }
    guard access(binary, X_OK) == 0 else { return (nil, "no tagdeck binary next to the bench") }
    guard !shell("command -v tmux").isEmpty else { return (nil, "tmux not installed") }
    let socket = "tagdeck-bench-\(getpid())"
    let tmux = "tmux -L \(socket)"
    defer { _ = shell("\(tmux) kill-server >/dev/null 2>&1") }
    _ = shell("\(tmux) new-session -d -s idle -x 120 -y 40 'env TERM=xterm-256color LANG=C.UTF-8 \(tagdeck)' "
              + ">/dev/null 2>&1")
    var ready = false
    for _ in 0..<100 {
        if shell("\(tmux) capture-pane -p -t idle 2>/dev/null").contains("Browse") { ready = true; break }
        sleepSeconds(0.1)
    }
    guard ready else { return (nil, "tagdeck did not start in tmux") }
    let pid = shell("\(tmux) display -p -t idle '#{pane_pid}'").filter(\.isNumber)
    sleepSeconds(1)
    func switches() -> Int? {
        guard let v = procStatusField("voluntary_ctxt_switches", pid: pid),
              let n = procStatusField("nonvoluntary_ctxt_switches", pid: pid) else { return nil }
        return v + n
    }
    guard let s0 = switches(), let c0 = procCPUTicks(pid: pid) else { return (nil, "cannot read /proc/\(pid)") }
    sleepSeconds(seconds)
    guard let s1 = switches(), let c1 = procCPUTicks(pid: pid) else { return (nil, "tagdeck exited") }
    return (IdleFigures(seconds: seconds, contextSwitches: s1 - s0, cpuTicks: c1 - c0,
                        ticksPerSecond: Int(sysconf(Int32(_SC_CLK_TCK)))), "")
}
