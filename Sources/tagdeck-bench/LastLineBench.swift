import TagDeckTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `tagdeck-bench --processes N` (and `--last-line N...` for a curve): the picker and fzf on N lines `item-0` to
/// `item-(N-1)` read from a file, each on a pseudo-terminal of its own (120x35), one after the other, twice each.
///
/// The first run is the user's wait: the last line's number is typed as soon as the first frame shows (tagdeck:
/// `/` first, which opens its filter line), while the lines are still being read, and the time runs from the keys
/// to that line on screen, reading included. The second run types the number only once every line is read
/// (nothing written for two seconds): the search alone, after reading. Also the first frame, and the peak resident
/// memory (VmHWM) over the first run, query included.
func lastLineBenchmark(sizes: [Int]) {
    let tagdeck = tagdeckExecutable()
    let fzf = shell("command -v fzf").filter { !$0.isWhitespace }
    let environment = benchEnvironment()
    print("| Lines | Measure | tagdeck pick | fzf --multi | Target |")
    print("|---:|---|---:|---:|---|")
    for n in sizes {
        ItemBoard.withLines(n, named: "last-line") { path in
            var typed: [String: LastLine] = [:], after: [String: LastLine] = [:]
            for (name, binary, arguments, prefix) in [("tagdeck", tagdeck, ["pick"], "/"), ("fzf", fzf, ["--multi"], "")]
            where !binary.isEmpty {
                for atFirstFrame in [true, false] {
                    progress("Last line, \(name), \(grouped(n)) lines, "
                             + (atFirstFrame ? "typed at the first frame" : "typed after reading"))
                    let run = LastLine.measure(binary, arguments, prefix: prefix, lines: n, path: path,
                                               environment: environment, atFirstFrame: atFirstFrame)
                    if atFirstFrame { typed[name] = run } else { after[name] = run }
                }
            }
            guard let t = typed["tagdeck"] else { return }
            let f = typed["fzf"]
            func cell(_ value: Double?, _ text: (Double) -> String) -> String { value.map(text) ?? "" }
            print("| \(grouped(n)) | first frame | \(formatTime(t.first)) | \(cell(f?.first, formatTime)) | "
                  + (f.map { "≤ fzf: \(verdict(t.first <= $0.first))" } ?? "") + " |")
            print("| \(grouped(n)) | last line on screen, its number typed at the first frame (reading included) | "
                  + "\(formatTime(t.last)) | \(cell(f?.last, formatTime)) | "
                  + (f.map { "≤ 0.5× fzf: \(format(t.last / $0.last, decimals: 2))× \(verdict(t.last <= $0.last / 2))" } ?? "")
                  + " |")
            if let ta = after["tagdeck"] {
                let fa = after["fzf"]
                print("| \(grouped(n)) | last line on screen, its number typed after every line is read | "
                      + "\(formatTime(ta.last)) | \(cell(fa?.last, formatTime)) | "
                      + (fa.map { "(search alone) \(format(ta.last / $0.last, decimals: 2))×" } ?? "") + " |")
            }
            print("| \(grouped(n)) | peak resident memory (the first run) | \(format(t.peak, decimals: 0)) MB | "
                  + "\(cell(f?.peak) { format($0, decimals: 0) + " MB" }) | "
                  + (f.map { "≤ 0.25× fzf: \(format(t.peak / $0.peak, decimals: 2))× \(verdict(t.peak <= $0.peak * 0.25))" } ?? "")
                  + " |")
        }
    }
}

/// One run of ``lastLineBenchmark(sizes:)``: the first frame, the time from typing the last line's number to that
/// line on screen (`.infinity` when it never showed), and the peak resident memory, in MB.
struct LastLine {
    var first: Double
    var last: Double
    var peak: Double

    /// Runs `binary` on the `lines` lines at `path` and types the last line's number (after `prefix`), at the first
    /// frame or once every line is read (nothing written for two seconds).
    static func measure(_ binary: String, _ arguments: [String], prefix: String, lines n: Int, path: String,
                        environment: [String: String], atFirstFrame: Bool) -> LastLine? {
        let t = nanoseconds()
        guard let p = try? PtyProcess(path: binary, arguments: arguments, environment: environment,
                                      width: 120, height: 35, input: open(path, O_RDONLY)),
              p.read(timeout: 30, untilItShows: "item-0") else { return nil }
        let first = Double(nanoseconds() - t)
        while !atFirstFrame {
            let before = p.output.count
            p.read(from: before, timeout: 2) { $0.count > 0 }
            if p.output.count == before { break }
        }
        let mark = p.output.count
        let asked = nanoseconds()
        p.type(prefix + "\(n - 1)")
        let needle = Array("item-\(n - 1)".utf8)
        let found = p.read(from: mark, timeout: 120) { visibleText($0).firstRange(of: needle) != nil }
        let last = found ? Double(nanoseconds() - asked) : .infinity
        p.read(from: p.output.count, timeout: 1) { _ in false }
        let peak = Double(procStatusField("VmHWM", pid: "\(p.pid)") ?? 0) / 1024
        p.type("\u{1B}")
        p.wait(timeout: 5)
        return LastLine(first: first, last: last, peak: peak)
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
