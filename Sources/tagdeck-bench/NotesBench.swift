import TagDeckTerminal
import TagDeckTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck-bench --notes [N [SAMPLES]]`: `tagdeck tags` on a folder of N Markdown notes (default 10,000), the
/// real program on a pseudo-terminal, beside `rg -l '^tags:'` on the same folder.
///
/// The notes are like real ones: a body of 5 to 50 KB each, front matters of the usual kinds (a flow list, a block
/// list, one text, none), one to five tags each from a vocabulary of 2,000, and a tag (`inbox`) that about one note
/// in eleven has, for the rename. Measured, each from the moment the key is typed (or the program started):
/// - the first frame that shows the note's own tags;
/// - the vocabulary fully counted: the status line says `Read N notes`;
/// - a tag of the vocabulary sent into the note (Enter), until the note is written;
/// - a rename of `inbox` across the folder (`y` at the question), until the status line says it is done, and
///   checked then: every note that had `inbox` has the new name, none the old one; and its undo (`u`), the same
///   way;
/// - `rg -l '^tags:'` on the same folder, on a pseudo-terminal too, from its start to its end.
func notesBenchmark(notes n: Int, samples: Int, tagdeck: String, environment: [String: String]) {
    let folder = "/tmp/tagdeck-bench-notes-\(getpid())"
    defer { _ = shell("rm -rf '\(folder)'") }
    progress("Writing \(grouped(n)) notes of 5 to 50 KB")
    let bytes = writeNotes(n, in: folder)
    progress("\(grouped(bytes >> 20)) MiB written")
    let note = "\(folder)/note-1.md", announce = "\(folder)/.announce"
    var firsts: [UInt64] = [], counted: [UInt64] = [], sends: [UInt64] = [], renames: [UInt64] = [], undos: [UInt64] = []
    var rgs: [UInt64] = []
    var renamedNotes = 0, allDone = true
    let rg = shell("command -v rg").split(separator: "\n").first.map(String.init)
    for sample in 0..<samples {
        progress("tagdeck tags on \(grouped(n)) notes, sample \(sample + 1)")
        let t = nanoseconds()
        _ = shell("rm -f '\(announce)'")
        guard let p = try? PtyProcess(path: tagdeck, arguments: ["tags", "--announce", announce, note],
                                      environment: environment, width: 120, height: 35, input: nil) else { continue }
        guard p.read(timeout: 30, untilItShows: "[mine-2]") else { return failed("no first frame", p) }
        firsts.append(nanoseconds() - t)
        guard p.waitForAnnouncement("Read \(grouped(n)) notes", in: announce) else { return failed("not all read", p) }
        counted.append(nanoseconds() - t)
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        // Tab to the vocabulary, whose first tag is the most used (inbox): Enter sends it into the note.
        p.type("\t")
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        let before = shell("cat '\(note)'")
        let t2 = nanoseconds()
        p.type("\r")
        let end = nanoseconds() + 5_000_000_000
        while nanoseconds() < end && shell("cat '\(note)'") == before { usleep(1_000) }
        sends.append(nanoseconds() - t2)
        // r on it (the last tag of the note), a new name, Enter, then y at the question.
        let (old, new) = ("inbox", "inbox-renamed")
        let having = notesHaving(old, in: folder)
        p.type("\t")
        p.type("G")
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        p.type("r")
        for _ in old { p.type("\u{7f}") }
        p.type(new + "\r")
        guard p.waitForAnnouncement("? y/n", in: announce, timeout: 5) else { return failed("no question", p) }
        let t3 = nanoseconds()
        p.type("y")
        guard p.waitForAnnouncement("Renamed '\(old)'", in: announce) else { return failed("no rename", p) }
        renames.append(nanoseconds() - t3)
        renamedNotes = having
        if notesHaving(old, in: folder) != 0 || notesHaving(new, in: folder) != having { allDone = false }
        // u undoes it, file by file; u again takes the tag out of the note: the folder is as it was.
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        let t4 = nanoseconds()
        p.type("u")
        guard p.waitForAnnouncement("Undid the rename of '\(old)'", in: announce) else { return failed("no undo", p) }
        undos.append(nanoseconds() - t4)
        if notesHaving(new, in: folder) != 0 || notesHaving(old, in: folder) != having { allDone = false }
        p.type("u")
        let end2 = nanoseconds() + 5_000_000_000
        while nanoseconds() < end2 && shell("cat '\(note)'") != before { usleep(1_000) }
        p.type("q")
        _ = p.wait(timeout: 30)
        if let rg {
            let t5 = nanoseconds()
            guard let r = try? PtyProcess(path: rg, arguments: ["-l", "^tags:", folder], environment: environment,
                                          width: 120, height: 35, input: nil) else { continue }
            r.read(timeout: 60) { _ in false }
            _ = r.wait(timeout: 60)
            rgs.append(nanoseconds() - t5)
        }
    }
    let first = Percentiles(firsts), full = Percentiles(counted), grep = Percentiles(rgs)
    print("| Measure, `tagdeck tags` on \(grouped(n)) notes (\(grouped(bytes >> 20)) MiB) | Median | Target |")
    print("|---|---:|---|")
    print("| First frame with the note's tags | \(formatTime(first.median)) | ≤ 100 ms \(first.median <= 100e6 ? "✓" : "✗") |")
    print("| The vocabulary fully counted (`Read \(grouped(n)) notes`) | \(formatTime(full.median)) | ≤ 500 ms \(full.median <= 500e6 ? "✓" : "✗") |")
    if !rgs.isEmpty {
        print("| `rg -l '^tags:'` on the same folder, start to end | \(formatTime(grep.median)) | |")
        print("| Fully counted ÷ `rg` | \(format(full.median / grep.median, decimals: 2))× | |")
    }
    print("| Enter on a tag of the vocabulary → the note written | \(formatTime(Percentiles(sends).median)) | |")
    let check = allDone ? "every note written ✓" : "notes left ✗"
    print("| A rename across \(grouped(renamedNotes)) notes: `y` → `Renamed …` said | \(formatTime(Percentiles(renames).median)) | \(check) |")
    print("| Its undo: `u` → `Undid the rename …` said | \(formatTime(Percentiles(undos).median)) | \(check) |")
}

extension PtyProcess {
    /// Waits until the last line of the `--announce` file `path` holds `text` (what the status line said last),
    /// reading the terminal meanwhile so that the program is never held up writing its frames.
    func waitForAnnouncement(_ text: String, in path: String, timeout: Double = 60) -> Bool {
        let end = nanoseconds() + UInt64(timeout * 1e9)
        let needle = Array(text.utf8)
        while nanoseconds() < end {
            let lines = announcements(path).split(separator: UInt8(ascii: "\n"))
            if let last = lines.last, last.firstRange(of: needle) != nil { return true }
            read(from: output.count, timeout: 0.001) { _ in false }
        }
        return false
    }
}

/// The bytes of the file at `path` (empty when it cannot be read).
private func announcements(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { return bytes }
        bytes += buffer[..<n]
    }
}

/// Says what did not come, and the end of what the program wrote.
func failed(_ what: String, _ p: PtyProcess) {
    progress("\(what); the last output: " + String(decoding: p.output.suffix(600), as: UTF8.self))
    p.type("q")
    _ = p.wait(timeout: 10)
}

/// How many notes under `folder` have `tag` in their front matter (as the benchmark writes them).
private func notesHaving(_ tag: String, in folder: String) -> Int {
    Int(shell("grep -rlE --include='*.md' '(\\[| |^  - )\(tag)(,|]|$)' '\(folder)' | wc -l").filter(\.isNumber)) ?? -1
}

/// Writes `n` notes under `folder` (a tenth in a subfolder, and a hidden `.obsidian` folder beside them), the note
/// the benchmark opens being `note-1.md` with the tags `mine-1` and `mine-2`, each body ending with `lastLine` when
/// given, each body `bodies` bytes long (about); returns the bytes written.
func writeNotes(_ n: Int, in folder: String, lastLine: String? = nil, bodies: ClosedRange<Int> = 5_000...50_000) -> Int {
    _ = shell("mkdir -p '\(folder)/.obsidian' '\(folder)/sub'")
    var rng = SplitMix64(seed: 7)
    let words = ["note", "about", "terminal", "drag", "chips", "tags", "the", "a", "of", "folder", "markdown", "front",
                 "matter", "with", "and", "vault", "site", "page", "list", "draft"]
    var total = 0
    for k in 0..<n {
        var tags = (0..<(1 + Int(rng.next() % 5))).map { _ in "tag-\(rng.next() % 2_000)" }
        if rng.next() % 11 == 0 { tags.insert("inbox", at: 0) }
        if k == 1 { tags = ["mine-1", "mine-2"] }
        var seen = Set<String>()
        tags = tags.filter { seen.insert($0).inserted }
        let front: String
        switch k % 4 {
        case 0: front = "---\ntitle: Note \(k)\ntags: [\(tags.joined(separator: ", "))]\n---\n"
        case 1: front = "---\ntitle: Note \(k)\ntags:\n" + tags.map { "  - \($0)\n" }.joined() + "date: 2024-01-01\n---\n"
        case 2: front = "---\ntags: \(tags[0])\naliases: [n\(k)]\n---\n"
        default: front = "# Note \(k)\n"
        }
        // A body of 5 to 50 KB: lines of words, a heading now and then.
        let size = bodies.lowerBound + Int(rng.next() % UInt64(bodies.count))
        var body = "\n"
        while body.utf8.count < size {
            if rng.next() % 12 == 0 { body += "\n## Part \(body.utf8.count)\n\n" }
            body += (0..<(8 + Int(rng.next() % 8))).map { _ in words[Int(rng.next() % UInt64(words.count))] }
                .joined(separator: " ") + ".\n"
        }
        let path = k % 10 == 0 ? "\(folder)/sub/note-\(k).md" : "\(folder)/note-\(k).md"
        guard let f = fopen(path, "w") else { continue }
        let text = front + body + (lastLine.map { "\n" + $0 + "\n" } ?? "")
        total += text.utf8.count
        fputs(text, f)
        fclose(f)
    }
    return total
}
