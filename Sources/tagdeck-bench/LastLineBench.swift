import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `tagdeck-bench --processes N` past 2,000,000 lines (and `--last-line N...` for a curve): the picker and fzf on N
/// lines `item-0` to `item-(N-1)` read from a file, each on a pseudo-terminal of its own (120x35), one after the
/// other: the first frame, the time from typing the last line's number (tagdeck: `/` first, which opens its filter
/// line) to that line on screen alone, and the peak resident memory (VmHWM) over the whole run, query included.
func lastLineBenchmark(sizes: [Int]) {
    let tagdeck = tagdeckExecutable()
    let fzf = shell("command -v fzf").filter { !$0.isWhitespace }
    let environment = benchEnvironment()
    print("| Lines | Measure | tagdeck pick | fzf --multi | Target |")
    print("|---:|---|---:|---:|---|")
    for n in sizes {
        ItemBoard.withLines(n, named: "last-line") { path in
            var figures: [String: (first: Double, last: Double, peak: Double)] = [:]
            for (name, binary, arguments, prefix) in [("tagdeck", tagdeck, ["pick"], "/"), ("fzf", fzf, ["--multi"], "")]
            where !binary.isEmpty {
                progress("Last line, \(name), \(grouped(n)) lines")
                let t = nanoseconds()
                guard let p = try? PtyProcess(path: binary, arguments: arguments, environment: environment,
                                              width: 120, height: 35, input: open(path, O_RDONLY)),
                      p.read(timeout: 30, untilItShows: "item-0") else { continue }
                let first = Double(nanoseconds() - t)
                // Every line read: nothing written for two seconds (the counts settled).
                while true {
                    let before = p.output.count
                    p.read(from: before, timeout: 2) { $0.count > 0 }
                    if p.output.count == before { break }
                }
                let mark = p.output.count
                let asked = nanoseconds()
                p.type(prefix + "\(n - 1)")
                let needle = Array("item-\(n - 1)".utf8)
                let found = p.read(from: mark, timeout: 30) { visibleText($0).firstRange(of: needle) != nil }
                let last = found ? Double(nanoseconds() - asked) : .infinity
                p.read(from: p.output.count, timeout: 1) { _ in false }
                let peak = Double(procStatusField("VmHWM", pid: "\(p.pid)") ?? 0) / 1024
                figures[name] = (first, last, peak)
                p.type("\u{1B}")
                p.wait(timeout: 5)
            }
            guard let t = figures["tagdeck"] else { return }
            let f = figures["fzf"]
            func cell(_ value: Double?, _ text: (Double) -> String) -> String { value.map(text) ?? "" }
            print("| \(grouped(n)) | first frame | \(formatTime(t.first)) | \(cell(f?.first, formatTime)) | "
                  + (f.map { "≤ fzf: \(verdict(t.first <= $0.first))" } ?? "") + " |")
            print("| \(grouped(n)) | last line on screen after its number is typed | \(formatTime(t.last)) | "
                  + "\(cell(f?.last, formatTime)) | "
                  + (f.map { "≤ 0.5× fzf: \(format(t.last / $0.last, decimals: 2))× \(verdict(t.last <= $0.last / 2))" } ?? "")
                  + " |")
            print("| \(grouped(n)) | peak resident memory | \(format(t.peak, decimals: 0)) MB | "
                  + "\(cell(f?.peak) { format($0, decimals: 0) + " MB" }) | "
                  + (f.map { "≤ 0.3× fzf: \(format(t.peak / $0.peak, decimals: 2))× \(verdict(t.peak <= $0.peak * 0.3))" } ?? "")
                  + " |")
        }
    }
}

/// What a terminal shows of `bytes`, roughly: the text without its escape sequences (colours and cursor moves
/// split a highlighted match), enough to find a line in.
func visibleText(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = bytes.startIndex
    while i < bytes.endIndex {
        guard bytes[i] == 0x1B else {
            out.append(bytes[i])
            i += 1
            continue
        }
        i += 1
        guard i < bytes.endIndex else { break }
        if bytes[i] == UInt8(ascii: "[") {
            i += 1
            while i < bytes.endIndex && !(0x40...0x7E).contains(bytes[i]) { i += 1 }
        } else if bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: ")") {
            i += 1
        }
        i += 1
    }
    return out
}
