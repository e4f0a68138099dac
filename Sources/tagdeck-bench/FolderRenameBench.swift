import TagDeckNotes
import TagDeckTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tagdeck-bench --notes-rename [N [SAMPLES]]` (and the second table of `--notes`): a tag that every one of N notes
/// has (default 10,000) renamed through `FolderEdit.apply`, as `tagdeck tags` does it (each note written atomically
/// and durably), beside the same change made by `sed -i` on a copy of the folder; and the rename's undo.
///
/// The notes are like a real vault's: a front matter of 5 to 40 lines (title, dates, aliases, a list of related
/// notes, a summary, ...) whose tags are a flow list, a block list or one text, each with `project` among one to
/// seven tags, and a body of 1 to 50 KB, in three folders. Each sample starts from fresh copies of the folder with
/// nothing left to flush (`sync`), and checks: every note renamed and none failed; `sed`'s folder and tagdeck's the
/// same byte for byte (the same change); after the undo, tagdeck's folder the original again.
///
/// `sed -i` writes each file to a temporary one and renames it over the file, as tagdeck does, but flushes nothing
/// to disk: it is the floor, what the rename costs without durability.
func folderRenameBenchmark(notes n: Int, samples: Int) {
    let base = "/tmp/tagdeck-bench-rename-\(getpid())"
    let original = base + "/original", ours = base + "/tagdeck", theirs = base + "/sed"
    defer { _ = shell("rm -rf '\(base)'") }
    progress("Writing \(grouped(n)) notes of 1 to 50 KB, each with the tag 'project'")
    let (names, bytes) = writeVaultNotes(n, in: original)
    var renames: [UInt64] = [], undos: [UInt64] = [], seds: [UInt64] = []
    var renamed = true, same = true, undone = true
    for sample in 0..<samples {
        progress("Rename across \(grouped(n)) notes, sample \(sample + 1) of \(samples): copying the folder")
        _ = shell("rm -rf '\(ours)' '\(theirs)' && cp -a '\(original)' '\(ours)' && cp -a '\(original)' '\(theirs)' && sync")
        var t = nanoseconds()
        let edit = FolderEdit.apply(.rename(from: "project", to: "area"), to: names.map { ours + "/" + $0 })
        renames.append(nanoseconds() - t)
        if edit.changes.count != n || !edit.failures.isEmpty { renamed = false }
        _ = shell("sync")
        t = nanoseconds()
        let status = runSed(names.map { theirs + "/" + $0 })
        seds.append(nanoseconds() - t)
        if status != 0 || !shell("diff -rq '\(ours)' '\(theirs)' 2>&1 | head -3").isEmpty { same = false }
        _ = shell("sync")
        t = nanoseconds()
        let left = edit.undo()
        undos.append(nanoseconds() - t)
        if !left.isEmpty || !shell("diff -rq '\(original)' '\(ours)' 2>&1 | head -3").isEmpty { undone = false }
        progress("  rename \(formatTime(Double(renames.last!))), sed -i \(formatTime(Double(seds.last!))), "
                 + "undo \(formatTime(Double(undos.last!)))")
    }
    let rename = Percentiles(renames).median, sed = Percentiles(seds).median, ratio = rename / sed
    print("| A tag in every one of \(grouped(n)) notes (\(grouped(bytes >> 20)) MiB) renamed, median of \(samples) | Median | |")
    print("|---|---:|---|")
    print("| `FolderEdit.apply`: every note written atomically and durably | \(formatTime(rename)) | "
          + (renamed ? "every note renamed ✓" : "notes left ✗") + " |")
    print("| Its undo: every note written back | \(formatTime(Percentiles(undos).median)) | "
          + (undone ? "every byte back ✓" : "notes left ✗") + " |")
    print("| `sed -i` on a copy of the folder (flushes nothing) | \(formatTime(sed)) | "
          + (same ? "the same bytes as tagdeck's ✓" : "differs ✗") + " |")
    print("| The rename ÷ `sed -i` | \(format(ratio, decimals: 2))× | ≤ 2× \(ratio <= 2 ? "✓" : "✗") |")
}

/// `sed -i -E` making the benchmark's rename (`project` to `area` in a flow list, a block list or one text) in
/// `files`, a few thousand to a process, one after another; the exit status of the first that fails, or 0.
private func runSed(_ files: [String]) -> Int32 {
    let script = #"s/^(tags: \[(.*, )?)project((, .*)?\])$/\1area\3/; s/^  - project$/  - area/; s/^tags: project$/tags: area/"#
    var start = 0
    while start < files.count {
        let end = min(files.count, start + 2_000)
        let argv: [UnsafeMutablePointer<CChar>?] = (["sed", "-i", "-E", "-e", script] + files[start..<end]).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/sed", nil, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status != 0 { return status }
        start = end
    }
    return 0
}

/// Writes `n` notes under `folder` as a vault holds them: most at the top, a tenth in `projects/`, a tenth in
/// `journal/2024/`; each front matter of 5 to 40 lines with `project` among its tags, each body of 1 to 50 KB (words
/// that are no tag, headings, a task list now and then). Returns the notes' paths under `folder` and their bytes.
func writeVaultNotes(_ n: Int, in folder: String) -> (names: [String], bytes: Int) {
    _ = shell("mkdir -p '\(folder)/projects' '\(folder)/journal/2024'")
    var rng = SplitMix64(seed: 11)
    func pick(_ count: Int) -> Int { Int(rng.next() % UInt64(count)) }
    let words = ["note", "about", "terminal", "drag", "chips", "meeting", "the", "a", "of", "folder", "markdown",
                 "plan", "with", "and", "vault", "site", "page", "list", "draft", "idea", "review", "week"]
    let scalars = ["status: draft", "type: note", "publish: false", "rating: 3", "author: Sam", "source: https://example.com",
                   "location: Lisbon", "mood: calm", "cssclasses: [wide]", "up: \"[[Index]]\"", "modified: 2024-06-02"]
    var names: [String] = [], total = 0
    for k in 0..<n {
        var tags = (0..<pick(7)).map { _ in "tag-\(pick(2_000))" }
        tags.insert("project", at: pick(tags.count + 1))
        var seen = Set<String>()
        tags = tags.filter { seen.insert($0).inserted }
        let lines = 5 + pick(36)
        var front = ["---", "title: Note \(k)", "created: 2024-01-\(10 + k % 20)"]
        switch k % 10 {
        case 0...3: front.append("tags: [\(tags.joined(separator: ", "))]")
        case 4...8: front += ["tags:"] + tags.map { "  - \($0)" }
        default: front.append("tags: project")
        }
        for scalar in scalars.shuffled(using: &rng) where front.count < lines - 4 { front.append(scalar) }
        if front.count < lines - 1 { front.append("aliases: [n\(k)]") }
        if front.count < lines - 2 {
            front.append("related:")
            while front.count < lines - 4 { front.append("  - \"[[note-\(pick(n))]]\"") }
        }
        if front.count < lines - 2 {
            front.append("summary: >")
            while front.count < lines - 1 { front.append("  " + (0..<8).map { _ in words[pick(words.count)] }.joined(separator: " ")) }
        }
        front.append("---")
        let size = 1_000 + pick(49_001)
        var body = "\n# Note \(k)\n\n"
        while body.utf8.count < size {
            switch pick(14) {
            case 0: body += "\n## Part \(body.utf8.count)\n\n"
            case 1: body += "- [ ] " + words[pick(words.count)] + " " + words[pick(words.count)] + "\n"
            default: body += (0..<(8 + pick(8))).map { _ in words[pick(words.count)] }.joined(separator: " ") + ".\n"
            }
        }
        let name = k % 10 == 1 ? "projects/note-\(k).md" : k % 10 == 2 ? "journal/2024/note-\(k).md" : "note-\(k).md"
        guard let f = fopen(folder + "/" + name, "w") else { continue }
        let text = front.joined(separator: "\n") + "\n" + body
        total += text.utf8.count
        fputs(text, f)
        fclose(f)
        names.append(name)
    }
    return (names, total)
}
