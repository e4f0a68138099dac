import TagDeckTerminal
import TagDeckTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck-bench --notes [N [SAMPLES]]`: `tagdeck tags` on a folder of N Markdown notes (default 10,000), the
/// real program on a pseudo-terminal. The notes mix the front matter styles (flow lists, block lists, one text, no
/// front matter), a few tags each from a vocabulary of 2,000, and a body of about a kilobyte. Times the first frame
/// with the vocabulary drawn, a tag sent into the note (the key to its answer, and to the note written), and a rename
/// across every note that uses a tag (the answer `y` to the message that says it is done).
func notesBenchmark(notes n: Int, samples: Int, tagdeck: String, environment: [String: String]) {
    let folder = "/tmp/tagdeck-bench-notes-\(getpid())"
    defer { _ = shell("rm -rf '\(folder)'") }
    progress("Writing \(grouped(n)) notes")
    _ = shell("mkdir -p '\(folder)/.obsidian' '\(folder)/sub'")
    var rng = SplitMix64(seed: 7)
    let body = String(repeating: "Some words of a note, about nothing in particular. ", count: 20) + "\n"
    for k in 0..<n {
        let tags = (0..<(1 + Int(rng.next() % 5))).map { _ in "tag-\(rng.next() % 2_000)" }
        let front: String
        switch k % 4 {
        case 0: front = "---\ntitle: Note \(k)\ntags: [\(tags.joined(separator: ", "))]\n---\n"
        case 1: front = "---\ntags:\n" + tags.map { "  - \($0)\n" }.joined() + "date: 2024-01-01\n---\n"
        case 2: front = "---\ntags: \(tags[0])\n---\n"
        default: front = "# Note \(k)\n"
        }
        let path = k % 10 == 0 ? "\(folder)/sub/note-\(k).md" : "\(folder)/note-\(k).md"
        let f = fopen(path, "w")!
        fputs(front + body, f)
        fclose(f)
    }
    let note = "\(folder)/note-1.md", announce = "\(folder)/.announce"
    var firsts: [UInt64] = [], sends: [UInt64] = [], renames: [UInt64] = []
    for sample in 0..<samples {
        progress("tagdeck tags on \(grouped(n)) notes, sample \(sample + 1)")
        _ = shell("rm -f '\(announce)'")
        let t = nanoseconds()
        guard let p = try? PtyProcess(path: tagdeck, arguments: ["tags", "--announce", announce, note],
                                      environment: environment, width: 120, height: 35, input: nil) else { continue }
        guard p.read(timeout: 30, untilItShows: "Used in the folder") else { continue }
        firsts.append(nanoseconds() - t)
        p.read(from: p.output.count, timeout: 0.5) { _ in false }
        // Tab to the vocabulary, Enter sends its first tag into the note.
        p.type("\t")
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        let before = shell("cat '\(note)'")
        let t2 = nanoseconds()
        p.type("\r")
        let end = nanoseconds() + 5_000_000_000
        while nanoseconds() < end && shell("cat '\(note)'") == before { usleep(1_000) }
        sends.append(nanoseconds() - t2)
        // r on it, a new name, Enter, then y: renamed in every note that uses it.
        p.type("\t")
        p.type("G")
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        p.type("r")
        p.type("-renamed\(sample)")
        p.type("\r")
        p.read(from: p.output.count, timeout: 0.5) { _ in false }
        // The tag asked about, and the last note (in the order they are written) that uses it.
        // `... Rename 'TAG' to 'TAG-renamedN' in ...`: the text between the first pair of quotes.
        let parts = shell("tail -n 1 '\(announce)'").split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count > 2 else { continue }
        let tag = String(parts[1])
        let found = shell("grep -rlE --include='*.md' '\(tag)([^0-9a-z-]|$)' '\(folder)' | sort | tail -n 1")
        let last = found.split(separator: "\n").last.map(String.init) ?? ""
        let t3 = nanoseconds()
        p.type("y")
        let end3 = nanoseconds() + 30_000_000_000
        while nanoseconds() < end3 && !shell("cat '\(last)'").contains("\(tag)-renamed") { usleep(1_000) }
        renames.append(nanoseconds() - t3)
        p.read(from: p.output.count, timeout: 0.5) { _ in false }
        p.type("q")
        _ = p.wait(timeout: 30)
    }
    print("| Measure, `tagdeck tags` | Notes | Median | Target |")
    print("|---|---:|---:|---|")
    let first = Percentiles(firsts)
    print("| First frame, the vocabulary drawn | \(grouped(n)) | \(formatTime(first.median)) | ≤ 1 s \(first.median <= 1e9 ? "✓" : "✗") |")
    print("| Enter on a tag of the vocabulary → the note written | \(grouped(n)) | \(formatTime(Percentiles(sends).median)) | |")
    print("| A rename in every note that uses the tag: `y` → done | \(grouped(n)) | \(formatTime(Percentiles(renames).median)) | |")
}
