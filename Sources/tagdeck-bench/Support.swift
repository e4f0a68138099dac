import TagDeck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of a NUL-terminated C string held in an array.
func cString(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Monotonic time in nanoseconds.
@inline(__always)
func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Median and 99th percentile (nearest rank) of a sample.
struct Percentiles {
    var median: Double
    var p99: Double
    var count: Int

    init<T: BinaryInteger>(_ samples: [T]) {
        let sorted = samples.map { Double($0) }.sorted()
        count = sorted.count
        guard !sorted.isEmpty else {
            median = .nan
            p99 = .nan
            return
        }
        func rank(_ q: Double) -> Double {
            let k = Int((q * Double(sorted.count)).rounded(.up)) - 1
            return sorted[min(max(0, k), sorted.count - 1)]
        }
        median = sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        p99 = rank(0.99)
    }
}

/// Keeps rendered frames observable so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0

@inline(never)
func consume(_ grid: CellGrid) {
    sink &+= Int(grid[grid.width / 2, grid.height / 2].width) &+ grid.width * grid.height
}

/// Formats nanoseconds as microseconds or milliseconds.
func formatTime(_ ns: Double) -> String {
    if ns.isNaN { return "n/a" }
    if ns >= 1_000_000 { return format(ns / 1_000_000, decimals: 1) + " ms" }
    return format(ns / 1_000, decimals: 1) + " µs"
}

func format(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let have = text.distance(from: dot, to: text.endIndex) - 1
        if decimals == 0 { text = String(text[..<dot]) } else if have < decimals {
            text += String(repeating: "0", count: decimals - have)
        }
    }
    return text
}

func grouped(_ n: Int) -> String {
    let digits = Array(String(n))
    var out = ""
    for (i, d) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(d)
    }
    return out
}

/// Writes to standard error (progress), keeping standard output for the table.
func progress(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Runs a shell command, returning its standard output.
func shell(_ command: String) -> String {
    guard let pipe = popen(command, "r") else { return "" }
    var out = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, pipe)
        if n <= 0 { break }
        out += buffer[0..<n]
    }
    pclose(pipe)
    return String(decoding: out, as: UTF8.self)
}

func sleepSeconds(_ s: Double) {
    var ts = timespec(tv_sec: Int(s), tv_nsec: Int((s - Double(Int(s))) * 1e9))
    var rest = timespec()
    while nanosleep(&ts, &rest) != 0 && errno == EINTR { ts = rest }
}

/// A field of `/proc/<pid>/status` such as `VmHWM` or `voluntary_ctxt_switches`, as its first number.
func procStatusField(_ name: String, pid: String = "self") -> Int? {
    guard let f = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, Int32(line.count), f) != nil {
        let text = cString(line)
        guard text.hasPrefix(name + ":") else { continue }
        let digits = text.dropFirst(name.count + 1).drop(while: { !$0.isNumber }).prefix(while: { $0.isNumber })
        return Int(digits)
    }
    return nil
}

/// User plus system CPU time of a process in clock ticks, from `/proc/<pid>/stat`.
func procCPUTicks(pid: String) -> Int? {
    guard let f = fopen("/proc/\(pid)/stat", "r") else { return nil }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 2048)
    guard fgets(&line, Int32(line.count), f) != nil else { return nil }
    let text = cString(line)
    // Fields after the command name, which is in parentheses and may hold spaces.
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // fields[0] is field 3 (state); utime is field 14, stime field 15.
    guard fields.count > 12, let u = Int(fields[11]), let s = Int(fields[12]) else { return nil }
    return u + s
}
