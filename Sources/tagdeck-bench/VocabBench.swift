import TagDeckTerminal
import TagDeckTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck-bench --vocab [N [SAMPLES [MAXKB]]]`: `tagdeck vocab` on an Obsidian vault of N notes (default 10,000)
/// of 5 to 50 KB (with MAXKB under 50, of 1 to MAXKB KB: 12 gives about the 6.4 KB a note of a real vault has), the
/// real program on a pseudo-terminal. The vault keeps 501 tags in a `tags.yml` (`all` first, then
/// `tag-0` to `tag-499`); every note's body ends with `#all/sub and #all`, so that a rename of `all` (kept, the
/// first chip) reaches every note, its child with it, front matter aside. Measured, from the program's start or
/// the key:
/// - the first frame that shows the vocabulary;
/// - every note read (`Read N notes`);
/// - the rename of `all` to `every` (`y` at the question) until the status line says it is done, checked then (no
///   note has `#all` left, every one has `#every/sub`), and its undo (`u`) the same way;
/// - for the disk's floor, every note rewritten by `sed -i` on 8 processes (which flushes nothing).
func vocabBenchmark(notes n: Int, samples: Int, maximumKB: Int = 50, tagdeck: String, environment: [String: String]) {
    let folder = "/tmp/tagdeck-bench-vocab-\(getpid())"
    defer { _ = shell("rm -rf '\(folder)'") }
    let bodies = maximumKB >= 50 ? 5_000...50_000 : 1_000...max(1_001, maximumKB * 1_000)
    progress("Writing \(grouped(n)) notes of \(bodies.lowerBound / 1_000) to \(bodies.upperBound / 1_000) KB")
    let bytes = writeNotes(n, in: folder, lastLine: "#all/sub and #all", bodies: bodies)
    let kept = ["all"] + (0..<500).map { "tag-\($0)" }
    _ = shell("printf '%s' '\(kept.map { "\($0):\n" }.joined())' > '\(folder)/tags.yml'")
    let announce = "\(folder)/.announce"
    var firsts: [UInt64] = [], counted: [UInt64] = [], renames: [UInt64] = [], undos: [UInt64] = [], floors: [UInt64] = []
    var checked = true
    let having = { (text: String) in Int(shell("grep -rlF --include='*.md' -e '\(text)' '\(folder)' | wc -l").filter(\.isNumber)) ?? -1 }
    for sample in 0..<samples {
        progress("tagdeck vocab on \(grouped(n)) notes, sample \(sample + 1)")
        _ = shell("rm -f '\(announce)'")
        let t = nanoseconds()
        guard let p = try? PtyProcess(path: tagdeck, arguments: ["vocab", "--announce", announce, folder],
                                      environment: environment, width: 120, height: 35, input: nil) else { continue }
        guard p.read(timeout: 30, untilItShows: "[tag-0]") else { return failed("no first frame", p) }
        firsts.append(nanoseconds() - t)
        guard p.waitForAnnouncement("Read \(grouped(n)) notes", in: announce) else { return failed("not all read", p) }
        counted.append(nanoseconds() - t)
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        // The focus is on the first kept tag, all: r, its name erased, every, Enter; then y at the question.
        p.type("r")
        for _ in "all" { p.type("\u{7f}") }
        p.type("every\r")
        guard p.waitForAnnouncement("? y/n", in: announce, timeout: 5) else { return failed("no question", p) }
        let t2 = nanoseconds()
        p.type("y")
        guard p.waitForAnnouncement("Renamed 'all'", in: announce) else { return failed("no rename", p) }
        renames.append(nanoseconds() - t2)
        if having("#all") != 0 || having("#every/sub") != n { checked = false }
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        let t3 = nanoseconds()
        p.type("u")
        guard p.waitForAnnouncement("Undid the rename of 'all'", in: announce) else { return failed("no undo", p) }
        undos.append(nanoseconds() - t3)
        if having("#every") != 0 || having("#all/sub") != n { checked = false }
        p.type("q")
        _ = p.wait(timeout: 30)
        // What rewriting every note takes on this disk, without tagdeck: sed -i on 8 processes (no flush to disk).
        let t4 = nanoseconds()
        _ = shell("find '\(folder)' -name '*.md' -print0 | xargs -0 -P 8 -n 500 sed -i 's/#all\\/sub/#all\\/sub /'")
        floors.append(nanoseconds() - t4)
    }
    let first = Percentiles(firsts), rename = Percentiles(renames)
    let check = checked ? "every note ✓" : "notes left ✗"
    print("| Measure, `tagdeck vocab` on \(grouped(n)) notes (\(grouped(bytes >> 20)) MiB, inline tags) | Median | Target |")
    print("|---|---:|---|")
    print("| First frame with the vocabulary | \(formatTime(first.median)) | ≤ 100 ms \(first.median <= 100e6 ? "✓" : "✗") |")
    print("| Every note read (`Read \(grouped(n)) notes`) | \(formatTime(Percentiles(counted).median)) | |")
    print("| A rename of a parent used in \(grouped(n)) notes: `y` → `Renamed …` said | \(formatTime(rename.median)) | ≤ 2 s \(rename.median <= 2e9 ? "✓" : "✗"), \(check) |")
    print("| Its undo: `u` → `Undid the rename …` said | \(formatTime(Percentiles(undos).median)) | \(check) |")
    print("| Every note rewritten by `sed -i` on 8 processes (no flush), for the disk's floor | \(formatTime(Percentiles(floors).median)) | |")
}
