import TagDeckTesting
import TagDeck
import TagDeckBenchSupport
#if canImport(Glibc)
import Glibc
#endif

/// What the million-tag benchmarks (`--filter`, `--bundle`) share: a board of `n` tags `item-0` ... in one section
/// of the bottom pane (the top pane empty), and fzf run on the same lines.
enum ItemBoard {
    /// The board (``itemBoard(tags:)``: `Chosen` empty, `Pool` holding the `n` tags in one section), and a deck of
    /// it on the benchmark's screen with a manual clock, its first frame drawn.
    @MainActor
    static func deck(tags n: Int) -> (Deck, ManualClock) { benchDeck(itemBoard(tags: n)) }

    /// Runs `body` with the path of a file holding the same `n` lines, removed afterwards.
    static func withLines(_ n: Int, named name: String, _ body: (String) -> Void) {
        let path = "/tmp/tagdeck-bench-\(name)-\(getpid()).txt"
        let f = fopen(path, "w")!
        for k in 0..<n { fputs("item-\(k)\n", f) }
        fclose(f)
        defer { unlink(path) }
        body(path)
    }

    /// The median time of `fzf --filter QUERY` on the lines at `path`, whole process (read, match, print), over
    /// `samples` runs (3 at least), and how many lines it matched; nil without fzf.
    static func fzfFilter(_ query: String, path: String, samples: Int) -> (median: Double, matched: Int)? {
        guard !shell("command -v fzf").isEmpty else { return nil }
        var times: [UInt64] = []
        for _ in 0..<max(3, samples) {
            let start = nanoseconds()
            _ = shell("fzf --filter '\(query)' < '\(path)' > /dev/null")
            times.append(nanoseconds() - start)
        }
        let matched = Int(shell("fzf --filter '\(query)' < '\(path)' | wc -l").filter(\.isNumber)) ?? 0
        return (Percentiles(times).median, matched)
    }
}
