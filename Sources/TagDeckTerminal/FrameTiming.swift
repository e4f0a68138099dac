/// How long the run loop may wait for input before the deck needs a tick. Pure: no terminal needed.
enum FrameTiming {
    /// The shortest time between two ticks: about 60 frames a second.
    static let minimumFrameInterval = 1.0 / 60.0

    /// The `timeout` for the next read, in milliseconds: `-1` (block until input) when nothing is due,
    /// otherwise the time until `wakeup`, but never sooner than one frame after the last tick, and never negative.
    /// - Parameters:
    ///   - now: the deck clock's time.
    ///   - wakeup: the deck's `nextWakeup`.
    ///   - lastTick: when the deck was last ticked, if ever.
    static func timeoutMilliseconds(now: Double, wakeup: Double?, lastTick: Double?) -> Int32 {
        guard let wakeup else { return -1 }
        var due = wakeup
        if let lastTick { due = max(due, lastTick + minimumFrameInterval) }
        let seconds = due - now
        guard seconds > 0 else { return 0 }
        // Round up, so the read does not end a hair before the deadline and spin once more.
        return Int32(min((seconds * 1000).rounded(.up), Double(Int32.max)))
    }

    /// Whether the deck should be ticked now.
    static func isDue(now: Double, wakeup: Double?) -> Bool {
        guard let wakeup else { return false }
        return now >= wakeup
    }
}
