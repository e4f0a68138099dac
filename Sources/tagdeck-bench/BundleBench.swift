import TagDeck
#if canImport(Glibc)
import Glibc
#endif

/// `tagdeck-bench --bundle [N]`: marks and a bundle on a board of N tags (default 1,000,000) named `item-0` ...
/// in one section of the bottom pane. The filter `00$` shows every hundredth tag (10,000 of a million); `*`
/// marks them, Enter sends the bundle to the top pane, `u` brings it back, and Space, Tab, Space carries it
/// across with the keyboard. Each figure is one key's update plus the frame it leads to, on a 120x40 screen,
/// beside `fzf --filter '00$'` on the same lines.
@MainActor
func bundleBenchmark(tags n: Int, samples: Int) {
    let (deck, clock) = ItemBoard.deck(tags: n)
    func key(_ k: Key) -> UInt64 {
        let start = nanoseconds()
        _ = deck.update(.input(.key(k)))
        consume(deck.render())
        return nanoseconds() - start
    }
    func settle() {
        while deck.state.isMatching || !deck.state.flights.isEmpty {
            clock.advance(by: 1.0 / 60.0)
            _ = deck.update(.tick)
        }
    }
    // The filter, kept: its own cost is in `--filter`.
    _ = key(.character("/"))
    for ch in "00$" { _ = key(.character(ch)) }
    _ = key(.enter)
    settle()
    let marked = (deck.state.filter?.shownCount.reduce(0, +)) ?? 0

    var star: [UInt64] = [], send: [UInt64] = [], undo: [UInt64] = []
    var lift: [UInt64] = [], across: [UInt64] = [], drop: [UInt64] = [], undoCarry: [UInt64] = []
    for _ in 0..<samples {
        star.append(key(.character("*")))
        precondition(deck.state.marks.count == marked, "* marked \(deck.state.marks.count)")
        send.append(key(.enter))
        precondition(deck.board[.top].tagCount == marked, "the bundle did not land")
        settle()
        undo.append(key(.character("u")))
        settle()
        precondition(deck.board[.top].tagCount == 0, "undo did not bring the bundle back")
        _ = key(.character("*"))
        lift.append(key(.space))
        precondition(deck.state.session?.chipCount == marked, "Space did not lift the bundle")
        across.append(key(.tab))
        drop.append(key(.space))
        precondition(deck.board[.top].tagCount == marked, "the carried bundle did not land")
        settle()
        undoCarry.append(key(.character("u")))
        settle()
    }
    let rows: [(String, [UInt64], Bool)] = [
        ("`*`: mark the \(grouped(marked)) shown", star, true),
        ("Enter: send the bundle of \(grouped(marked)) to the other pane", send, true),
        ("`u`: undo the send (one step)", undo, false),
        ("Space: lift the bundle", lift, false),
        ("Tab: carry it into the other pane", across, false),
        ("Space: drop it there", drop, true),
        ("`u`: undo the drop", undoCarry, false),
    ]
    print("| Marks and bundles, \(grouped(n)) tags | Median | p99 | Target |")
    print("|---|---:|---:|---|")
    for (label, samples, targeted) in rows {
        let p = Percentiles(samples)
        let mark = targeted ? "≤ 100 ms \(verdict(p.median <= 100_000_000))" : ""
        print("| \(label) | \(formatTime(p.median)) | \(formatTime(p.p99)) | \(mark) |")
    }

    // fzf finding the same tags, whole process: read, match, print.
    ItemBoard.withLines(n, named: "bundle") { path in
        guard let fzf = ItemBoard.fzfFilter("00$", path: path, samples: samples) else {
            return print("| fzf --filter | n/a (fzf not installed) | | |")
        }
        print("| fzf --filter '00$' (whole process, the same \(grouped(fzf.matched)) lines) | "
              + "\(formatTime(fzf.median)) | | |")
    }
}
