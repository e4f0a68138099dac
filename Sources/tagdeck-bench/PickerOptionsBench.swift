import TagDeckBenchSupport
import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `tagdeck-bench --picker-options [N]` (and rows of `--processes`): tagdeck's picker and fzf 0.38 on pseudo-terminals
/// of their own (120x35), with the same options: the first frame on N lines (default 1,000,000) with `--ansi` on
/// coloured lines and with `--with-nth 2..` on lines of three fields (issue 42: within 1.2x of fzf's), and keys
/// answered while a slow preview command (`sleep 5`) runs for the focused line (a preview never delays a key by more
/// than a frame).
func pickerOptionsBenchmark(lines n: Int, samples: Int) {
    print("| Measure | Lines or tags | tagdeck | fzf | Target |")
    print("|---|---:|---:|---:|---|")
    pickerOptionsRows(lines: n, samples: samples, tagdeck: tagdeckExecutable(), fzf: shell("command -v fzf").filter { !$0.isWhitespace })
}

/// The rows of ``pickerOptionsBenchmark(lines:samples:)``, in the table `--processes` prints.
func pickerOptionsRows(lines n: Int, samples: Int, tagdeck: String, fzf: String) {
    let environment = benchEnvironment()
    func start(_ path: String, _ arguments: [String], input: String) -> PtyProcess? {
        try? PtyProcess(path: path, arguments: arguments, environment: environment, width: 120, height: 35,
                        input: Glibc.open(input, O_RDONLY))
    }
    func row(_ measure: String, _ size: String, _ ours: String, _ theirs: String, _ target: String) {
        print("| \(measure) | \(size) | \(ours) | \(theirs) | \(target) |")
    }
    /// Reads until nothing more is written for a second.
    func settle(_ p: PtyProcess) {
        let end = nanoseconds() + 60_000_000_000
        while nanoseconds() < end {
            let before = p.output.count
            p.read(from: before, timeout: 1) { $0.count > 0 }
            if p.output.count == before { return }
        }
    }
    func withLines(_ count: Int, _ line: (Int) -> String, _ body: (String) -> Void) {
        let path = "/tmp/tagdeck-bench-options-\(getpid()).txt"
        let f = fopen(path, "w")!
        for k in 0..<count { fputs(line(k) + "\n", f) }
        fclose(f)
        defer { unlink(path) }
        body(path)
    }
    let programs = [("tagdeck", tagdeck, ["pick"]), ("fzf", fzf, ["--multi"])].filter { !$0.1.isEmpty }

    let colored = { (k: Int) in "\u{1B}[33m\(hexHash(k))\u{1B}[0m item-\(k) \u{1B}[1msubject\u{1B}[0m" }
    let fields = { (k: Int) in "\(hexHash(k)) item-\(k) subject" }
    for (option, line) in [(["--ansi"], colored), (["--with-nth", "2.."], fields)] {
        withLines(n, line) { path in
            var firsts: [String: [UInt64]] = [:]
            for _ in 0..<samples {
                for (name, program, arguments) in programs {
                    progress("Picker first frame \(option.joined(separator: " ")), \(name), \(grouped(n)) lines")
                    let t = nanoseconds()
                    guard let p = start(program, arguments + option, input: path) else { continue }
                    if p.read(timeout: 30, untilItShows: "item-0") { firsts[name, default: []].append(nanoseconds() - t) }
                    settle(p)
                }
            }
            let ours = Percentiles(firsts["tagdeck"] ?? []).median, theirs = Percentiles(firsts["fzf"] ?? []).median
            row("Picker: first frame, \(option.joined(separator: " "))", grouped(n), formatTime(ours), formatTime(theirs),
                "≤ fzf (1.2× at most): \(format(ours / theirs, decimals: 2))× \(verdict(ours <= theirs * 1.2))")
        }
    }

    // Keys while the preview command of the focused line sleeps: each key moves the focus (and stops the command
    // before); the time from the key to the first byte of its frame.
    withLines(1_000, { "item-\($0)" }) { path in
        var results: [String: Percentiles] = [:]
        for (name, program, arguments) in programs {
            progress("Keys with a slow preview, \(name)")
            let key = name == "tagdeck" ? "\u{1B}[C" : "\u{1B}[A"
            guard let p = start(program, arguments + ["--preview", "sleep 5; echo late {}"], input: path),
                  p.read(timeout: 30, untilItShows: "item-0") else { continue }
            settle(p)
            var times: [UInt64] = []
            for _ in 0..<60 {
                p.read(from: p.output.count, timeout: 0.05) { _ in false }
                let mark = p.output.count
                let t = nanoseconds()
                p.type(key)
                if p.read(from: mark, timeout: 1, until: { $0.count > 0 }) { times.append(nanoseconds() - t) }
            }
            results[name] = Percentiles(times)
        }
        let ours = results["tagdeck"], theirs = results["fzf"]
        row("Picker: a key → its frame while a slow preview runs, median / p99", "1,000",
            ours.map { "\(formatTime($0.median)) / \(formatTime($0.p99))" } ?? "",
            theirs.map { "\(formatTime($0.median)) / \(formatTime($0.p99))" } ?? "",
            "≤ a frame (16.7 ms) \(verdict((ours?.p99 ?? .infinity) <= 16_700_000))")
    }
}

/// A commit hash's look for line `k`: seven hexadecimal digits.
private func hexHash(_ k: Int) -> String {
    let digits = String((k &* 2_654_435_761) & 0xFFF_FFFF, radix: 16)
    return String(repeating: "0", count: max(0, 7 - digits.count)) + digits
}
