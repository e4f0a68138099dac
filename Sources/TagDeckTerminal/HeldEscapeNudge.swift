#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GNU screen 4.09 (and the versions before it that read SGR mouse reports) holds a lone Escape coming from its
/// terminal while its window has mouse reporting on: it waits for the byte after it, to see whether a mouse report
/// starts, with no time limit (fixed in screen after 4.09). tagdeck always has mouse reporting on, so inside screen
/// one Escape would do nothing until the next key.
///
/// While it waits for input inside screen, tagdeck therefore asks screen's own terminal for its status every
/// ``period`` milliseconds (`ESC [ 5 n`, passed through screen with `ESC P … ESC \`). The terminal's answer,
/// `ESC [ 0 n`, is the next byte screen waits for: a held Escape comes with it, within a period, and the decoder
/// reads `ESC ESC [ 0 n` as the Escape key and an answer it drops.
struct HeldEscapeNudge {
    /// How long a wait goes before the next question, in milliseconds.
    static let period: Int32 = 80
    /// The status request, through screen's passthrough to the terminal screen runs in.
    static let request = "\u{1B}P\u{1B}[5n\u{1B}\\"

    /// Whether the terminal is GNU screen's window (`STY` is set, as screen sets it for what it runs).
    static func isNeeded(sty: String?) -> Bool { !(sty ?? "").isEmpty }

    /// When the terminal was last asked (monotonic milliseconds).
    private var lastAsked: Int64 = 0

    /// Waits as `wait` does, for up to `timeoutMilliseconds` (`-1`: without limit), in slices of at most ``period``;
    /// whenever ``period`` has passed since the last question and nothing is readable, `ask` writes ``request``
    /// (across calls: short waits while something animates ask too). A slice that ends early with nothing
    /// readable (a signal) ends the wait, so that the caller sees the signal at once.
    /// - Complexity: O(1) a slice; an idle wait costs a wake-up and a 9-byte write every ``period``.
    mutating func wait(timeoutMilliseconds: Int32, ask: () -> Void,
                       in wait: (Int32) -> (terminal: Bool, others: [Bool])) -> (terminal: Bool, others: [Bool]) {
        var left = timeoutMilliseconds
        while true {
            let start = Self.monotonicMilliseconds()
            let due = max(0, Int32(clamping: lastAsked + Int64(Self.period) - start))
            let slice = left < 0 ? due : min(due, left)
            let ready = wait(slice)
            if ready.terminal || ready.others.contains(true) { return ready }
            let now = Self.monotonicMilliseconds()
            if now - lastAsked >= Int64(Self.period) {
                ask()
                lastAsked = now
            } else if now - start + 1 < Int64(slice) {
                return ready  // woken early by a signal
            }
            if left >= 0 {
                left -= Int32(clamping: now - start)
                if left <= 0 { return ready }
            }
        }
    }

    private static func monotonicMilliseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }
}
