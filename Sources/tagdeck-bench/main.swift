// tagdeck-bench: how fast tagdeck drags, at 100 tags and at 100,000. Run by hand, in a release build:
//
//     swift build -c release --product tagdeck && swift run -c release tagdeck-bench
//
// Prints one Markdown table on standard output (progress goes to standard error). BENCHMARKS.md explains the
// figures. `--quick` takes fewer samples.
import TagDeck
import TagDeckBenchSupport
import TagDeckStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
if arguments.count == 4 && arguments[1] == "--memory-child" {
    memoryChild(boardPath: arguments[2], out: arguments[3])
    exit(0)
}
// `--only SCENARIO TAGS SHAPE` runs one timing scenario (drag, cross, keyboard, send) alone, for a profiler:
// `valgrind --tool=callgrind .build/release/tagdeck-bench --only cross 100000 one-big`. A fifth argument sets how
// many steps are timed, so that a sampling profiler sees the steps rather than the board being built.
if (arguments.count == 5 || arguments.count == 6) && arguments[1] == "--only", let n = Int(arguments[3]) {
    let shape: Shape = arguments[4] == "even" ? .even : .oneBig
    let board = makeBoard(bottom: n, shape: shape)
    let run: (Board, Int) -> [UInt64] = switch arguments[2] {
    case "cross": crossPaneStep
    case "keyboard": keyboardMove
    case "send": sendIntoBottom
    default: dragStep
    }
    let steps = arguments.count == 6 ? Int(arguments[5]) ?? 2_000 : (arguments[2] == "send" ? 7 : 2_000)
    let p = Percentiles(run(board, steps))
    print("\(arguments[2]) \(n) \(shape.rawValue): median \(formatTime(p.median)), p99 \(formatTime(p.p99))")
    exit(0)
}
// `--filter [N]` measures the filter on N tags (default 1,000,000) beside fzf, alone (see FilterBench.swift).
if arguments.count >= 2 && arguments[1] == "--filter" {
    filterBenchmark(tags: arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000, samples: 5)
    exit(0)
}
// `--bundle [N]` measures marks and bundle moves on N tags (default 1,000,000), alone (see BundleBench.swift).
if arguments.count >= 2 && arguments[1] == "--bundle" {
    bundleBenchmark(tags: arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000, samples: 5)
    exit(0)
}
// `--heavy [N [SAMPLES]]` times the actions that touch every tag of N (see HeavyActionsBench.swift), alone.
if arguments.count >= 2 && arguments[1] == "--heavy" {
    heavyActionsBenchmark(tags: arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000,
                          samples: arguments.count >= 4 ? Int(arguments[3]) ?? 3 : 3,
                          tagdeck: tagdeckExecutable(), environment: benchEnvironment())
    exit(0)
}
// `--notes [N [SAMPLES]]` runs `tagdeck tags` on a folder of N Markdown notes (see NotesBench.swift), then renames
// a tag in every one of N notes beside `sed -i` (FolderRenameBench.swift), alone; `--notes-rename [N [SAMPLES]]`
// the second alone.
if arguments.count >= 2 && (arguments[1] == "--notes" || arguments[1] == "--notes-rename") {
    let notes = arguments.count >= 3 ? Int(arguments[2]) ?? 10_000 : 10_000
    let samples = arguments.count >= 4 ? Int(arguments[3]) ?? 3 : 3
    if arguments[1] == "--notes" {
        notesBenchmark(notes: notes, samples: samples, tagdeck: tagdeckExecutable(), environment: benchEnvironment())
        print("")
    }
    folderRenameBenchmark(notes: notes, samples: samples)
    exit(0)
}
// `--notes-selection [N [K [SAMPLES]]]` runs `tagdeck tags -` on K of N notes (see SelectionBench.swift), alone.
if arguments.count >= 2 && arguments[1] == "--notes-selection" {
    selectionBenchmark(notes: arguments.count >= 3 ? Int(arguments[2]) ?? 10_000 : 10_000,
                       selected: arguments.count >= 4 ? Int(arguments[3]) ?? 1_000 : 1_000,
                       samples: arguments.count >= 5 ? Int(arguments[4]) ?? 3 : 3,
                       tagdeck: tagdeckExecutable(), environment: benchEnvironment())
    exit(0)
}
// `--vocab [N [SAMPLES [MAXKB]]]` runs `tagdeck vocab` on an Obsidian vault of N notes (see VocabBench.swift), alone.
if arguments.count >= 2 && arguments[1] == "--vocab" {
    vocabBenchmark(notes: arguments.count >= 3 ? Int(arguments[2]) ?? 10_000 : 10_000,
                   samples: arguments.count >= 4 ? Int(arguments[3]) ?? 3 : 3,
                   maximumKB: arguments.count >= 5 ? Int(arguments[4]) ?? 50 : 50,
                   tagdeck: tagdeckExecutable(), environment: benchEnvironment())
    exit(0)
}
// `--picker-options [N]` runs the picker with --ansi, --with-nth and a slow preview beside fzf, alone (see
// PickerOptionsBench.swift; `--processes` runs it too).
if arguments.count >= 2 && arguments[1] == "--picker-options" {
    pickerOptionsBenchmark(lines: arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000, samples: 5)
    exit(0)
}
// `--processes [N]` runs tagdeck and fzf whole, on pseudo-terminals, on N lines (see ProcessBench.swift), and
// ends with the last line found, its number typed at the first frame (reading included) and after reading.
// Past 2,000,000 lines it measures the picker beside fzf only: the first frame, the last line found, the peak
// memory (LastLineBench.swift); `--last-line N...` does that for each size given (the curve in BENCHMARKS.md).
if arguments.count >= 2 && arguments[1] == "--processes" {
    let n = arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
    if n > 2_000_000 { lastLineBenchmark(sizes: [n]) } else { processBenchmark(lines: n, samples: 3) }
    exit(0)
}
if arguments.count >= 2 && arguments[1] == "--last-line" {
    lastLineBenchmark(sizes: arguments.dropFirst(2).compactMap { Int($0) })
    exit(0)
}
let quick = arguments.contains("--quick")
let sizes = [100, 1_000, 10_000, 100_000]
let stepCount = quick ? 500 : 3_000

struct Row {
    var measure: String
    var size: String
    var median: String
    var p99: String
    var target: String
}
var rows: [Row] = []

@MainActor
func timeRow(_ measure: String, _ size: String, _ p: Percentiles, target: String) {
    rows.append(Row(measure: measure, size: size, median: formatTime(p.median), p99: formatTime(p.p99), target: target))
}

func verdict(_ ok: Bool) -> String { ok ? "✓" : "✗" }

// 1-3. Steps at every size, in both shapes.
let steps: [(String, (Board, Int) -> [UInt64])] = [
    ("Drag step", dragStep), ("Cross-pane step", crossPaneStep), ("Keyboard move", keyboardMove),
]
for (name, run) in steps {
    for shape in [Shape.even, Shape.oneBig] {
        var medians: [Double] = []
        for n in sizes {
            progress("\(name), \(shape.rawValue), \(n) tags")
            let p = Percentiles(run(makeBoard(bottom: n, shape: shape), stepCount))
            medians.append(p.median)
            var target = name == "Drag step" ? "≤ 200 µs \(verdict(p.median <= 200_000))" : ""
            if n == sizes.last! {
                let ratio = p.median / medians[0]
                target += (target.isEmpty ? "" : "; ") + "≤ 2× the 100: \(format(ratio, decimals: 2))× \(verdict(ratio <= 2))"
            }
            timeRow("\(name) (\(shape.rawValue))", grouped(n), p, target: target)
        }
    }
}

// 4. Open, and 6. memory, on board files written with the canonical writer into a private directory.
let tempBase = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
var template = Array("\(tempBase)/tagdeck-bench-XXXXXX".utf8CString)
guard let dirPointer = mkdtemp(&template) else { fatalError("mkdtemp failed") }
let directory = String(cString: dirPointer)
defer { _ = shell("rm -rf '\(directory)'") }
var files: [Int: String] = [:]
for n in sizes {
    let path = "\(directory)/board-\(n).txt"
    let text = BoardFile.canonicalText(makeBoard(bottom: n, shape: .even))
    let f = fopen(path, "w")!
    fputs(text, f)
    fclose(f)
    files[n] = path
}

progress("Open, demo board")
let demo = Percentiles(openDemo(count: quick ? 20 : 100))
timeRow("Open to first frame", "demo (\(demoBoard().tagCount))", demo, target: "< 50 ms \(verdict(demo.median < 50_000_000))")
for n in sizes {
    progress("Open, \(n) tags")
    let count = quick ? 3 : max(7, min(200, 1_000_000 / n))
    let p = Percentiles(openFile(files[n]!, count: count))
    let target = n == 100_000 ? "< 500 ms \(verdict(p.median < 500_000_000))" : ""
    timeRow("Open to first frame", grouped(n + 20), p, target: target)
}

// 5. Output through ncurses on a pseudo-terminal.
progress("Output bytes")
do {
    let out = try measureOutput()
    rows.append(Row(measure: "Output: first full frame", size: "demo", median: "\(grouped(out.fullFrame)) B", p99: "",
                    target: ""))
    let still = Percentiles(out.stillDrag)
    rows.append(Row(measure: "Output: drag over a still screen, per frame", size: "demo",
                    median: "\(format(still.median, decimals: 0)) B", p99: "\(format(still.p99, decimals: 0)) B",
                    target: "≤ 80 B \(verdict(still.median <= 80))"))
    let reorder = Percentiles(out.reorderDrag)
    rows.append(Row(measure: "Output: drag across chips (live reorder), per frame", size: "demo",
                    median: "\(format(reorder.median, decimals: 0)) B", p99: "\(format(reorder.p99, decimals: 0)) B",
                    target: ""))
    let fly = Percentiles(out.flyFrames)
    rows.append(Row(measure: "Output: fly-to animation, per frame", size: "demo",
                    median: "\(format(fly.median, decimals: 0)) B", p99: "\(format(fly.p99, decimals: 0)) B",
                    target: ""))
    rows.append(Row(measure: "Output: fly-to animation, whole", size: "demo",
                    median: "\(grouped(out.flyFrames.reduce(0, +))) B in \(out.flyFrames.count) frames", p99: "",
                    target: ""))
} catch {
    rows.append(Row(measure: "Output", size: "demo", median: "n/a", p99: "", target: "\(error)"))
}

// 6. Peak memory, each size in its own child process.
for (label, path) in [("none (runtime)", "-")] + sizes.map({ (grouped($0 + 20), files[$0]!) }) {
    progress("Memory, \(label)")
    guard let kb = peakMemory(boardPath: path, directory: directory) else {
        rows.append(Row(measure: "Peak memory (VmHWM)", size: label, median: "n/a", p99: "", target: ""))
        continue
    }
    let mb = Double(kb) / 1024
    let target = path == files[10_000] ? "≤ 30 MB \(verdict(mb <= 30))" : ""
    rows.append(Row(measure: "Peak memory (VmHWM)", size: label, median: "\(format(mb, decimals: 1)) MB", p99: "",
                    target: target))
}

// 7. Idle: on the demo board, and on a file of it, so that the watch of the board file is measured too.
for (watching, name, measure, size) in [(false, "Idle", "Idle: wake-ups per second", "demo"),
                                        (true, "Idle with the board file watched",
                                         "Idle with the board file watched: wake-ups per second", "demo file")] {
    progress("\(name), 5 s")
    let (idle, why) = measureIdle(seconds: 5, watching: watching)
    guard let idle else {
        rows.append(Row(measure: watching ? name : measure, size: size, median: "n/a", p99: "", target: why))
        continue
    }
    let rate = Double(idle.contextSwitches) / idle.seconds
    let cpu = Double(idle.cpuTicks) * 1000 / Double(idle.ticksPerSecond)
    rows.append(Row(measure: watching ? measure : measure + " (context switches)", size: size,
                    median: "\(format(rate, decimals: 1))/s", p99: "CPU \(format(cpu, decimals: 0)) ms in 5 s",
                    target: "0 \(verdict(idle.contextSwitches == 0))"))
}

// The table.
print("| Measure | Tags | Median | p99 | Target |")
print("|---|---:|---:|---:|---|")
for r in rows { print("| \(r.measure) | \(r.size) | \(r.median) | \(r.p99) | \(r.target) |") }
if sink == 42 { print("") }
