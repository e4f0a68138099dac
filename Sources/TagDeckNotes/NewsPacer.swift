import Dispatch

/// When work that runs for a while says how far it got: at most once an interval (about forty times a second by
/// default), so that the screen follows it without being flooded by it. Asked as the work goes; it never wakes up
/// by itself.
struct NewsPacer {
    /// The least time between two pieces of news, in nanoseconds.
    let interval: UInt64
    private var last = DispatchTime.now().uptimeNanoseconds

    /// A pacer that says the first news is due `interval` nanoseconds from now (by default 25 ms).
    init(interval: UInt64 = 25_000_000) { self.interval = interval }

    /// Whether news is due now; if so, the next is due an interval from now.
    mutating func isDue() -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - last >= interval else { return false }
        last = now
        return true
    }
}
