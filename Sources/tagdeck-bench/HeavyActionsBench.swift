import TagDeck
import TagDeckStore
import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `tagdeck-bench --heavy [N]` (and the last part of `--processes`): the board's first frame, and the actions that touch every tag of a board
/// of N tags (default 1,000,000, five sections of the bottom pane), whole process on a pseudo-terminal of 120x35.
/// For each key: the first output after it (the answer, or the progress line), and the result on screen (the
/// message that says it is done, written with `--announce`, then the frame after it). A reload that must merge a
/// change not saved yet (`--no-autosave`): the merged board on screen after the file is replaced, and a Right
/// typed 100 ms after the change arrived.
func heavyActionsBenchmark(tags n: Int, samples: Int, tagdeck: String, environment: [String: String]) {
    let directory = shell("mktemp -d").trimmingCharacters
    defer { _ = shell("rm -rf '\(directory)'") }
    // The undo history is kept between runs here, and removed before each sample's first run.
    var environment = environment
    let stateDirectory = directory + "/state"
    environment["XDG_STATE_HOME"] = stateDirectory
    let boardPath = directory + "/board.md", announcePath = directory + "/announce.txt"
    let part = n / 5
    func board(extra: Bool) -> Board {
        let sections = (0..<5).map { s in
            let tags = (s * part..<(s == 4 ? n : (s + 1) * part)).map { Tag("item-\($0)") }
            return Section(title: "Part \(s + 1)", tags: tags + (extra && s == 4 ? [Tag("item-extra")] : []))
        }
        let bottom = PaneContent(title: "Pool", sections: sections)
        return Board(checkedTop: PaneContent(title: "Chosen", sections: [Section(tags: [])]), bottom: bottom)
    }
    let text = BoardFile.canonicalText(board(extra: false))
    let changedText = BoardFile.canonicalText(board(extra: true))
    func write(_ text: String, to path: String) {
        let f = fopen(path, "w")!
        fputs(text, f)
        fclose(f)
    }
    func announced() -> String { shell("cat '\(announcePath)' 2>/dev/null") }

    struct Timing { var first: [UInt64] = [], result: [UInt64] = [] }
    var timings: [String: Timing] = [:]
    let steps: [(label: String, key: String, done: String)] = [
        ("`*`: mark every chip", "*", " marked: "),
        ("Enter: send the bundle to the other pane", "\r", "Sent \(grouped(n)) tags"),
        ("`u`: undo the send", "u", "Undid"),
        ("`Z`: fold every section", "Z", "Folded all"),
        ("`Z`: unfold them", "Z", "Unfolded all"),
        ("`/`: open the filter", "/", ""),
        ("`9`: a filter key (a full match)", "9", "Filter '9': "),
        ("`9`: a narrowing filter key", "9", "Filter '99': "),
    ]
    func start(_ arguments: [String]) -> PtyProcess? {
        try? PtyProcess(path: tagdeck, arguments: arguments, environment: environment, width: 120, height: 35)
    }
    /// Types `key`; the time to its first output, and to the frame after `done` was announced (nil: not within
    /// 30 s; an empty `done`: the first output is the result).
    func measure(_ p: PtyProcess, _ key: String, done: String) -> (UInt64?, UInt64?) {
        p.read(from: p.output.count, timeout: 0.2) { _ in false }
        let before = announced().utf8.count
        let mark = p.output.count
        let t = nanoseconds()
        p.type(key)
        var first: UInt64?, result: UInt64?
        let deadline = t + 30_000_000_000
        var doneAt: Int?
        while nanoseconds() < deadline && result == nil {
            // The message is announced before its frame is drawn: output read since the last look may hold it.
            let seen = p.output.count
            p.read(from: p.output.count, timeout: 0.002) { _ in false }
            if first == nil && p.output.count > mark { first = nanoseconds() - t }
            if done.isEmpty, let first { return (first, nil) }
            if doneAt == nil, String(announced().utf8.dropFirst(before))?.contains(done) == true { doneAt = seen }
            if let doneAt, p.output.count > doneAt { result = nanoseconds() - t }
        }
        return (first, result)
    }

    for sample in 0..<samples {
        progress("Heavy actions on \(grouped(n)) tags, sample \(sample + 1)")
        write(text, to: boardPath)
        unlink(announcePath)
        _ = shell("rm -rf '\(stateDirectory)'")
        let opened = nanoseconds()
        guard let p = start(["--announce", announcePath, boardPath]),
              p.read(timeout: 30, untilItShows: "item-0") else { continue }
        timings["open", default: Timing()].result.append(nanoseconds() - opened)
        p.read(from: p.output.count, timeout: 1) { _ in false }
        for step in steps {
            let (first, result) = measure(p, step.key, done: step.done)
            if let first { timings[step.label, default: Timing()].first.append(first) }
            if let result { timings[step.label, default: Timing()].result.append(result) }
        }
        p.type("\u{1B}q")
        p.wait(timeout: 30)
        // Again, with the undo history that run left (the send of a million, undone: 21 MB).
        let reopened = nanoseconds()
        if let again = start([boardPath]), again.read(timeout: 30, untilItShows: "item-0") {
            timings["reopen", default: Timing()].result.append(nanoseconds() - reopened)
            again.read(from: again.output.count, timeout: 1) { _ in false }
            again.type("q")
            again.wait(timeout: 30)
        }

        // A reload that merges: a tag sent up and not saved, then the file replaced with one tag more.
        progress("Reload with a merge on \(grouped(n)) tags, sample \(sample + 1)")
        write(text, to: boardPath)
        unlink(announcePath)
        guard let q = start(["--no-autosave", "--announce", announcePath, boardPath]),
              q.read(timeout: 30, untilItShows: "item-0") else { continue }
        q.read(from: q.output.count, timeout: 1) { _ in false }
        _ = measure(q, "\r", done: "Sent")
        let before = announced().utf8.count
        write(changedText, to: directory + "/new.md")
        let t = nanoseconds()
        rename(directory + "/new.md", boardPath)
        q.read(from: q.output.count, timeout: 0.1) { _ in false }
        let mark = q.output.count
        let typed = nanoseconds()
        q.type("\u{1B}[C")
        var answer: UInt64?, merged: UInt64?, doneAt: Int?
        while nanoseconds() < t + 30_000_000_000 && merged == nil {
            let seen = q.output.count
            q.read(from: q.output.count, timeout: 0.002) { _ in false }
            if answer == nil && q.output.count > mark { answer = nanoseconds() - typed }
            if doneAt == nil, String(announced().utf8.dropFirst(before))?.contains("Reloaded") == true { doneAt = seen }
            if let doneAt, q.output.count > doneAt { merged = nanoseconds() - t }
        }
        if let answer { timings["merge-key", default: Timing()].first.append(answer) }
        if let merged { timings["merge", default: Timing()].result.append(merged) }
        q.type("q")
        if q.read(from: q.output.count, timeout: 5, untilItShows: "nsaved") { q.type("n") }
        q.wait(timeout: 30)
    }

    func median(_ values: [UInt64]?, shown: Bool = true) -> String {
        guard shown else { return "" }
        guard let values, !values.isEmpty else { return "never" }
        return formatTime(Percentiles(values).median)
    }
    func within(_ values: [UInt64]?, _ limit: Double) -> String {
        guard let values, !values.isEmpty else { return "✗" }
        return verdict(Percentiles(values).median <= limit)
    }
    print("| Action, \(grouped(n)) tags | First output after the key | Result on screen | Target |")
    print("|---|---:|---:|---|")
    let opened = timings["open"]?.result
    print("| The board's first frame | | \(median(opened)) | ≤ 150 ms \(within(opened, 150e6)) |")
    let reopened = timings["reopen"]?.result
    print("| The board's first frame, with the last run's undo history (the send, undone) | | \(median(reopened)) | "
          + "≤ 150 ms \(within(reopened, 150e6)) |")
    for step in steps {
        let timing = timings[step.label]
        var target = "first ≤ 16 ms \(within(timing?.first, 16e6))"
        if step.key == "\r" { target += "; on screen ≤ 1 s \(within(timing?.result, 1e9))" }
        if step.key == "u" { target += "; on screen ≤ 0.5 s \(within(timing?.result, 0.5e9))" }
        if step.label.contains("filter key") { target += "; narrowed ≤ 300 ms \(within(timing?.result, 300e6))" }
        print("| \(step.label) | \(median(timing?.first)) | \(median(timing?.result, shown: !step.done.isEmpty)) | \(target) |")
    }
    let merged = timings["merge"]?.result, key = timings["merge-key"]?.first
    print("| A file replaced while a change is unsaved: merged | | \(median(merged)) | ≤ 1 s \(within(merged, 1e9)) |")
    print("| A Right typed 100 ms after that change arrived | \(median(key)) | | ≤ 16 ms \(within(key, 16e6)) |")
}

extension String {
    fileprivate var trimmingCharacters: String {
        String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
