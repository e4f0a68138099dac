import TagDeckTerminal
import TagDeckTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck-bench --notes-selection [N [K [SAMPLES]]]`: `tagdeck tags -` on K notes (default 1,000) chosen out of a
/// folder of N (default 10,000), their paths on standard input, the real program on a pseudo-terminal, beside the
/// same change made by `sed -i` on the same files.
///
/// The notes are those of `--notes` (bodies of 5 to 50 KB). Measured, each as a user waits:
/// - from the start until the top pane of the K notes is on screen (`On all` and `On some`, with counts);
/// - Enter on the vocabulary's first tag (Tab to it first): until the status line says it was added to the notes
///   that lacked it, the last file written (each atomically and durably);
/// - its undo (`u`), until the status line says it was taken off them;
/// - `sed -i` adding the same tag to the same notes (flow lists and block lists; one `sed` for all the files, which
///   neither flushes nor renames atomically), on a copy of the folder, from its start to its end.
func selectionBenchmark(notes n: Int, selected k: Int, samples: Int, tagdeck: String, environment: [String: String]) {
    let folder = "/tmp/tagdeck-bench-selection-\(getpid())"
    defer { _ = shell("rm -rf '\(folder)' '\(folder).copy'") }
    progress("Writing \(grouped(n)) notes of 5 to 50 KB")
    let bytes = writeNotes(n, in: folder)
    let every = max(1, n / max(1, k))
    func note(_ k: Int, in base: String) -> String { k % 10 == 0 ? "\(base)/sub/note-\(k).md" : "\(base)/note-\(k).md" }
    let numbers = (0..<min(k, n)).map { $0 * every }
    let chosen = numbers.map { note($0, in: folder) }
    let list = "\(folder).paths", announce = "\(folder)/.announce"
    _ = shell("printf '%s\\n' \(chosen.map { "'\($0)'" }.joined(separator: " ")) > '\(list)'")
    defer { _ = shell("rm -f '\(list)'") }
    var firsts: [UInt64] = [], adds: [UInt64] = [], undos: [UInt64] = [], seds: [UInt64] = []
    var added = "", allBack = true
    for sample in 0..<samples {
        progress("tagdeck tags - on \(grouped(chosen.count)) of \(grouped(n)) notes, sample \(sample + 1)")
        _ = shell("rm -f '\(announce)'")
        let before = shell("cat \(chosen.prefix(50).map { "'\($0)'" }.joined(separator: " ")) | cksum")
        let input = open(list, O_RDONLY)
        let t = nanoseconds()
        guard let p = try? PtyProcess(path: tagdeck, arguments: ["tags", "--announce", announce, "--in", folder, "-"],
                                      environment: environment, width: 120, height: 35, input: input) else { continue }
        guard p.read(timeout: 30, untilItShows: "On all \(grouped(chosen.count)) notes") else { return failed("no first frame", p) }
        firsts.append(nanoseconds() - t)
        guard p.waitForAnnouncement("Read \(grouped(n)) notes", in: announce) else { return failed("not all read", p) }
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        p.type("\t")
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        let t2 = nanoseconds()
        p.type("\r")
        guard p.waitForAnnouncement("added to", in: announce, timeout: 120) else { return failed("no add", p) }
        adds.append(nanoseconds() - t2)
        added = lastAnnouncement(announce)
        p.read(from: p.output.count, timeout: 0.3) { _ in false }
        let t3 = nanoseconds()
        p.type("u")
        guard p.waitForAnnouncement("taken off", in: announce, timeout: 120) else { return failed("no undo", p) }
        undos.append(nanoseconds() - t3)
        p.type("q")
        _ = p.wait(timeout: 30)
        if shell("cat \(chosen.prefix(50).map { "'\($0)'" }.joined(separator: " ")) | cksum") != before { allBack = false }
        // The same change by sed, on a copy of the folder.
        _ = shell("rm -rf '\(folder).copy' && cp -r '\(folder)' '\(folder).copy' && sync")
        let copies = numbers.map { "'" + note($0, in: folder + ".copy") + "'" }
        let t4 = nanoseconds()
        _ = shell("sed -i -e 's/^tags: \\[\\(.*\\)\\]$/tags: [\\1, benchtag]/' -e '/^tags:$/a\\  - benchtag' \(copies.joined(separator: " "))")
        seds.append(nanoseconds() - t4)
    }
    let first = Percentiles(firsts), add = Percentiles(adds), undo = Percentiles(undos), sed = Percentiles(seds)
    print("| Measure, `tagdeck tags -` on \(grouped(chosen.count)) of \(grouped(n)) notes (\(grouped(bytes >> 20)) MiB) | Median | Target |")
    print("|---|---:|---|")
    print("| Start → the top pane of the \(grouped(chosen.count)) notes on screen | \(formatTime(first.median)) | ≤ 100 ms \(first.median <= 100e6 ? "✓" : "✗") |")
    print("| Enter on a tag below → `\(added)` said (the last file written) | \(formatTime(add.median)) | |")
    print("| Its undo: `u` → `… taken off …` said | \(formatTime(undo.median)) | \(allBack ? "every byte back ✓" : "bytes differ ✗") |")
    print("| `sed -i` adding the tag to the same notes, start to end | \(formatTime(sed.median)) | |")
    let ratio = add.median / max(1, sed.median)
    print("| The add ÷ `sed -i` | \(format(ratio, decimals: 2))× | ≤ 2× \(ratio <= 2 ? "✓" : "✗") |")
}

/// The last line of the `--announce` file at `path`.
private func lastAnnouncement(_ path: String) -> String {
    // `2026-11-28T14:24:10 'tag-524' added to 1,000 notes · ...`: the words, without the time and what follows.
    let line = shell("tail -n 1 '\(path)'").split(separator: "\n").last ?? ""
    return String(line.drop { $0 != " " }.dropFirst().split(separator: "·").first ?? "").trimmingSuffixBlanks()
}

extension String {
    /// The text without the blanks at its end.
    fileprivate func trimmingSuffixBlanks() -> String { String(reversed().drop { $0 == " " }.reversed()) }
}
