import TagDeck
#if canImport(Glibc)
import Glibc
#endif

/// `tagdeck-bench --filter [N]`: the filter on a board of N tags (default 1,000,000) named `item-0` ... in one
/// section of the bottom pane, beside `fzf --filter` on the same lines. Each figure is one key's update plus the
/// frame it leads to, on a 120x40 screen.
@MainActor
func filterBenchmark(tags n: Int, samples: Int) {
    let (deck, clock) = ItemBoard.deck(tags: n)

    /// The longest time input waited (the key's update, or one chunk of a filter matched between reads), and
    /// the time from the key to the narrowed frame, counting the frames a chunked match waits between ticks.
    var longestBlock: [UInt64] = []
    func key(_ k: Key) -> UInt64 {
        let start = nanoseconds()
        _ = deck.update(.input(.key(k)))
        consume(deck.render())
        var block = nanoseconds() - start
        var total = block
        while deck.state.isMatching {
            clock.advance(by: 1.0 / 60.0)
            let t = nanoseconds()
            _ = deck.update(.tick)
            consume(deck.render())
            let spent = nanoseconds() - t
            block = max(block, spent)
            total += spent + 16_666_667  // the run loop reads input for up to a frame between chunks
        }
        longestBlock.append(block)
        return total
    }
    func type(_ text: String) -> [UInt64] { text.map { key($0 == " " ? .space : .character($0)) } }
    func shown() -> Int { deck.state.filter?.shownCount.reduce(0, +) ?? n }

    var firstKey: [UInt64] = [], prefixKeys: [UInt64] = [], narrow: [UInt64] = [], widen: [UInt64] = []
    var counts = (0, 0)
    for _ in 0..<samples {
        _ = key(.character("/"))
        let typed = type("item-0")
        firstKey.append(typed[0])
        prefixKeys += typed.dropFirst()
        let wide = shown()
        narrow.append(key(.character("9")))
        counts = (wide, shown())
        widen.append(key(.backspace))
        _ = key(.escape)  // clears the line and the filter
        _ = key(.escape)  // closes it
    }
    let rows: [(String, [UInt64], String)] = [
        ("longest wait for input (a key's update, or one chunk)", longestBlock, ""),
        ("first key `i` (matches every tag)", firstKey, ""),
        ("keys `t` … `0` (narrowing)", prefixKeys, ""),
        ("`item-0` → `item-09`: \(grouped(counts.0)) → \(grouped(counts.1)) shown", narrow,
         "≤ 30 ms"),
        ("Backspace: `item-09` → `item-0`", widen, "≤ 30 ms"),
    ]
    print("| Filter, \(grouped(n)) tags | Median | p99 | Target |")
    print("|---|---:|---:|---|")
    for (label, samples, target) in rows {
        let p = Percentiles(samples)
        let mark = target.isEmpty ? "" : "\(target) \(verdict(p.median <= 30_000_000))"
        print("| \(label) | \(formatTime(p.median)) | \(formatTime(p.p99)) | \(mark) |")
    }

    // fzf on the same lines, whole process: read, match, print.
    ItemBoard.withLines(n, named: "filter") { path in
        for query in ["item-0", "item-09"] {
            guard let fzf = ItemBoard.fzfFilter(query, path: path, samples: samples) else {
                return print("| fzf --filter | n/a (fzf not installed) | | |")
            }
            print("| fzf --filter '\(query)' (whole process, \(grouped(fzf.matched)) matches) | "
                  + "\(formatTime(fzf.median)) | | |")
        }
    }
}
