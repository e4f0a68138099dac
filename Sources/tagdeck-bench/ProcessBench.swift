import TagDeck
import TagDeckBenchSupport
import TagDeckStore
import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `tagdeck-bench --processes [N]`: tagdeck and fzf as a user runs them, each on a pseudo-terminal of its own
/// (120x35), release builds, in one run: the picker's first frame on N lines (default 1,000,000) read from a
/// file, the first frame and the keys while standard input stays open, resident memory, a board of N tags
/// opened, keys while that board is saved in the background, and the last line found (``lastLineBenchmark(sizes:)``).
func processBenchmark(lines n: Int, samples: Int) {
    let width = 120, height = 35
    let tagdeck = tagdeckExecutable()
    let fzf = shell("command -v fzf").trimmingWhitespace
    let environment = benchEnvironment()
    let up = "\u{1B}[A", right = "\u{1B}[C"

    func start(_ path: String, _ arguments: [String], input: Int32?) -> PtyProcess? {
        try? PtyProcess(path: path, arguments: arguments, environment: environment, width: width, height: height,
                        input: input)
    }
    func open(_ path: String) -> Int32 { Glibc.open(path, O_RDONLY) }
    func row(_ measure: String, _ size: String, _ value: String, _ extra: String = "", _ target: String = "") {
        print("| \(measure) | \(size) | \(value) | \(extra) | \(target) |")
    }
    /// Reads until nothing more is written for `quiet` seconds (the input read, the counts settled).
    func settle(_ p: PtyProcess, quiet: Double = 1, limit: Double = 60) {
        let end = nanoseconds() + UInt64(limit * 1e9)
        while nanoseconds() < end {
            let before = p.output.count
            p.read(from: before, timeout: quiet) { $0.count > 0 }
            if p.output.count == before { return }
        }
    }
    /// The time from each key to the first byte of its answer, `keys` keys `gap` seconds apart, calling
    /// `between` before each.
    func keyTimes(_ p: PtyProcess, keys: [String], gap: Double = 0.02, between: () -> Void = {}) -> [UInt64] {
        var times: [UInt64] = []
        for key in keys {
            between()
            p.read(from: p.output.count, timeout: gap) { _ in false }
            let mark = p.output.count
            let t = nanoseconds()
            p.type(key)
            if p.read(from: mark, timeout: 1, until: { $0.count > 0 }) { times.append(nanoseconds() - t) }
        }
        return times
    }

    print("| Measure | Lines or tags | tagdeck | fzf | Target |")
    print("|---|---:|---:|---:|---|")
    ItemBoard.withLines(n, named: "processes") { linesPath in
        // 1. The picker's first frame on N lines from a file, and its memory once every line is in.
        var firsts: [String: [UInt64]] = [:]
        var memory: [String: Int] = [:]
        let programs = [("tagdeck", tagdeck, ["pick"]), ("fzf", fzf, ["--multi"])].filter { !$0.1.isEmpty }
        for _ in 0..<samples {
            for (name, path, arguments) in programs {
                progress("Picker first frame, \(name), \(grouped(n)) lines")
                let t = nanoseconds()
                guard let p = start(path, arguments, input: open(linesPath)) else { continue }
                if p.read(timeout: 30, untilItShows: "item-0") { firsts[name, default: []].append(nanoseconds() - t) }
                settle(p)
                memory[name] = max(memory[name] ?? 0, procStatusField("VmHWM", pid: "\(p.pid)") ?? 0)
            }
        }
        let tFirst = Percentiles(firsts["tagdeck"] ?? []).median, fFirst = Percentiles(firsts["fzf"] ?? []).median
        row("Picker: first frame, input from a file", grouped(n), formatTime(tFirst), formatTime(fFirst),
            "≤ fzf (1.2× at most): \(format(tFirst / fFirst, decimals: 2))× \(verdict(tFirst <= fFirst * 1.2))")
        let tMem = Double(memory["tagdeck"] ?? 0) / 1024, fMem = Double(memory["fzf"] ?? 0) / 1024
        row("Picker: peak resident memory, every line read", grouped(n), "\(format(tMem, decimals: 1)) MB",
            "\(format(fMem, decimals: 1)) MB", "≤ 60 MB \(verdict(tMem <= 60))")
    }

    // 1b. The first frame with --ansi and with --with-nth 2.., and keys with a slow preview, beside fzf.
    pickerOptionsRows(lines: n, samples: samples, tagdeck: tagdeck, fzf: fzf)

    // 2. Standard input still open: the first frame after 1,000 lines, keys while more keep coming, q.
    for (name, path, arguments, key) in [("tagdeck", tagdeck, ["pick"], right), ("fzf", fzf, ["--multi"], up)]
    where !path.isEmpty {
        progress("Picker with its input open, \(name)")
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { continue }
        var next = 0
        func feed(_ count: Int) {
            var text = ""
            for k in next..<(next + count) { text += "item-\(k)\n" }
            next += count
            _ = text.withCString { write(ends[1], $0, strlen($0)) }
        }
        feed(1_000)
        let t = nanoseconds()
        guard let p = start(path, arguments, input: ends[0]) else { continue }
        let shown = p.read(timeout: 10, untilItShows: "item-0")
        let first = nanoseconds() - t
        settle(p, quiet: 0.3, limit: 5)
        let keys = Percentiles(keyTimes(p, keys: Array(repeating: key, count: 40)) { feed(1_000) })
        // Accept with what has arrived, the input still open (tagdeck: q; fzf: Enter).
        let accept = nanoseconds()
        p.type(name == "tagdeck" ? "q" : "\r")
        let status = p.wait(timeout: 10)
        let accepted = nanoseconds() - accept
        close(ends[1])
        row("Picker, input open: first frame after 1,000 lines (\(name))", "1,000",
            name == "tagdeck" ? (shown ? formatTime(Double(first)) : "never") : "",
            name == "fzf" ? (shown ? formatTime(Double(first)) : "never") : "",
            name == "tagdeck" ? "≤ 500 ms \(verdict(shown && first <= 500_000_000))" : "")
        row("Picker, input open: a key → its frame, median / p99 (\(name))", "1,000 + 1,000 a key",
            name == "tagdeck" ? "\(formatTime(keys.median)) / \(formatTime(keys.p99))" : "",
            name == "fzf" ? "\(formatTime(keys.median)) / \(formatTime(keys.p99))" : "",
            name == "tagdeck" ? "≤ 5 ms \(verdict(keys.p99 <= 5_000_000))" : "")
        row("Picker, input open: accept → exit (\(name))", "\(grouped(next))",
            name == "tagdeck" ? "\(formatTime(Double(accepted))), status \(status)" : "",
            name == "fzf" ? "\(formatTime(Double(accepted))), status \(status)" : "",
            name == "tagdeck" ? "exits 0 \(verdict(status == 0))" : "")
    }

    // 3. A board of N tags: the first frame, memory, and keys while it is saved in the background.
    let directory = shell("mktemp -d").trimmingWhitespace
    defer { _ = shell("rm -rf '\(directory)'") }
    let boardPath = directory + "/board.md"
    let text = BoardFile.canonicalText(itemBoard(tags: n))
    var opens: [UInt64] = [], boardMemory = 0, focusKeys: [UInt64] = [], moveKeys: [UInt64] = []
    for sample in 0..<samples {
        progress("Board of \(grouped(n)) tags, sample \(sample + 1)")
        // Every sample opens the same board (the last one moved tags and saved them), so every key answers:
        // with the focus at the end of a pane a Right would change nothing, and the next output (a save's
        // message) would be taken for its answer.
        let f = fopen(boardPath, "w")!
        fputs(text, f)
        fclose(f)
        let t = nanoseconds()
        guard let p = start(tagdeck, [boardPath], input: nil) else { continue }
        guard p.read(timeout: 30, untilItShows: "item-0") else { continue }
        opens.append(nanoseconds() - t)
        settle(p, quiet: 0.5)
        boardMemory = max(boardMemory, procStatusField("VmHWM", pid: "\(p.pid)") ?? 0)
        // The focus starts on the pool's first tag; Enter sends it up, which saves the board: keys go on meanwhile.
        p.type("\r")
        focusKeys += keyTimes(p, keys: Array(repeating: right, count: 30), gap: 0.02)
        // Moves while a save is under way: each copies what the save still holds, then saves again.
        moveKeys += keyTimes(p, keys: Array(repeating: "\r", count: 10), gap: 0.05)
        settle(p, quiet: 0.5)
        p.type("q")
        p.wait(timeout: 30)
    }
    let open = Percentiles(opens)
    row("Board: first frame", grouped(n), formatTime(open.median), "", "≤ 400 ms \(verdict(open.median <= 400_000_000))")
    let mb = Double(boardMemory) / 1024
    row("Board: peak resident memory, open and drawn", grouped(n), "\(format(mb, decimals: 1)) MB", "",
        "≤ 60 MB \(verdict(mb <= 60))")
    let focus = Percentiles(focusKeys), moves = Percentiles(moveKeys)
    row("Board: a key → its frame while the board is saved, median / max", grouped(n),
        "\(formatTime(focus.median)) / \(formatTime(Double(focusKeys.max() ?? 0)))", "",
        "≤ 16 ms \(verdict(Double(focusKeys.max() ?? 0) <= 16_000_000))")
    row("Board: a move → its frame while a save is under way, median / max", grouped(n),
        "\(formatTime(moves.median)) / \(formatTime(Double(moveKeys.max() ?? 0)))", "",
        "≤ 16 ms \(verdict(Double(moveKeys.max() ?? 0) <= 16_000_000))")

    // 4. The demo board (no file): the first frame and resident memory, the small case kept small.
    var demoOpens: [UInt64] = [], demoMemory = 0
    for sample in 0..<samples {
        progress("Demo board, sample \(sample + 1)")
        let t = nanoseconds()
        guard let p = start(tagdeck, [], input: nil) else { continue }
        guard p.read(timeout: 10, untilItShows: "Technology") else { continue }
        demoOpens.append(nanoseconds() - t)
        settle(p, quiet: 0.5)
        demoMemory = max(demoMemory, procStatusField("VmHWM", pid: "\(p.pid)") ?? 0)
        p.type("q")
        p.wait(timeout: 10)
    }
    let demoOpen = Percentiles(demoOpens)
    row("Demo board: first frame", "36", formatTime(demoOpen.median), "", "≤ 30 ms \(verdict(demoOpen.median <= 30_000_000))")
    let demoMB = Double(demoMemory) / 1024
    row("Demo board: peak resident memory", "36", "\(format(demoMB, decimals: 1)) MB", "", "≤ 16 MB \(verdict(demoMB <= 16))")

    // 5. The actions that touch every tag, and a reload that merges: a table of its own.
    print("")
    heavyActionsBenchmark(tags: n, samples: samples, tagdeck: tagdeck, environment: environment)

    // 6. The last line found, its number typed at the first frame (the user's wait) and after reading.
    print("")
    lastLineBenchmark(sizes: [n])
}

/// The environment the whole-process runs get: a plain terminal, no config, no saved state.
func benchEnvironment() -> [String: String] {
    var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
                       "XDG_CONFIG_HOME": "/nonexistent",
                       // No undo history kept: a path no one can create, not even root (a part is a file).
                       "XDG_STATE_HOME": "/dev/null/tagdeck-bench"]
    environment["HOME"] = getenv("HOME").map { String(cString: $0) } ?? "/"
    return environment
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

